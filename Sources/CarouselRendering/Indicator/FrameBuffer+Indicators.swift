import CarouselCore

extension FrameBuffer {
  /// Draws a page indicator laid out in points: its backdrop, each dot in its colour, and
  /// the timer's fill over its track.
  ///
  /// - Parameters:
  ///   - layout: The indicator's layout (``/CarouselCore/PageIndicatorLayout``), in points.
  ///   - style: The style it was laid out with, for the backdrop and the current colour.
  ///   - scale: Pixels per point.
  ///   - offset: Where the layout's origin is in this frame, in pixels.
  mutating func drawPageIndicator(
    _ layout: PageIndicatorLayout, style: PageIndicatorStyle, scale: Double,
    offset: CarouselPoint = .zero
  ) {
    guard !layout.isHidden else { return }
    func pixels(_ rect: CarouselRect) -> CarouselRect {
      CarouselRect(
        x: offset.x + rect.minX * scale, y: offset.y + rect.minY * scale,
        width: rect.size.width * scale, height: rect.size.height * scale)
    }
    if style.chrome == .glass {
      // The renderer's approximation of Liquid Glass (`.automatic` is plain here: the glass
      // itself is the platform's).
      drawFrostedGlass(
        pixels(layout.frame), radius: layout.cornerRadius * scale,
        blurRadius: Int((Self.glassBlurRadius * scale).rounded()))
    } else if let backdrop = style.backdropColor {
      fillRoundedRect(pixels(layout.frame), radius: layout.cornerRadius * scale, with: backdrop)
    }
    for dot in layout.dots {
      let frame = pixels(dot.frame)
      let radius = dot.cornerRadius * scale
      fillRoundedRect(frame, radius: radius, with: dot.color)
      if let fill = dot.timerFill {
        fillRoundedRect(frame, radius: radius, with: style.currentColor, clippedTo: pixels(fill))
      }
    }
  }

  /// How far the glass approximation blurs what is behind it, in points.
  static let glassBlurRadius = 5.0

  /// Draws the stop/start control: a round button showing what pressing it does, two bars
  /// while the slides turn (stop) or a triangle pointing along the reading direction when
  /// the user stopped them (start), on glass or on the style's backdrop (a dark veil when it
  /// has none).
  ///
  /// - Parameters:
  ///   - frame: The control's frame, in points (``/CarouselCore/CarouselFrame/RotationControl``).
  ///   - isStopped: Whether the user stopped the rotation (the control then starts it).
  ///   - style: The indicator's style: its chrome, backdrop and current colour.
  ///   - isRightToLeft: Whether the triangle points left.
  ///   - scale: Pixels per point.
  mutating func drawRotationControl(
    _ frame: CarouselRect, isStopped: Bool, style: PageIndicatorStyle, isRightToLeft: Bool,
    scale: Double
  ) {
    let badge = CarouselRect(
      x: frame.minX * scale, y: frame.minY * scale, width: frame.size.width * scale,
      height: frame.size.height * scale)
    let diameter = badge.size.width
    if style.chrome == .glass {
      drawFrostedGlass(
        badge, radius: diameter / 2, blurRadius: Int((Self.glassBlurRadius * scale).rounded()))
    } else {
      fillRoundedRect(
        badge, radius: diameter / 2,
        with: style.backdropColor ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 110))
    }
    let glyph = style.currentColor
    if isStopped {
      // A triangle, its tip along the reading direction, optically centred.
      let height = diameter * 0.42
      let length = height * 0.9
      let centerX = badge.center.x + (isRightToLeft ? -1 : 1) * length * 0.08
      let top = badge.center.y - height / 2
      let y0 = max(0, Int(top.rounded(.down)))
      let y1 = min(self.height, Int((top + height).rounded(.up)))
      guard y0 < y1 else { return }
      for y in y0..<y1 {
        let middle = Double(y) + 0.5 - badge.center.y
        let reach = length * max(0, 1 - abs(middle) / (height / 2))
        guard reach > 0 else { continue }
        let base = centerX - (isRightToLeft ? -1 : 1) * length / 2
        let minX = isRightToLeft ? base - reach : base
        fill(CarouselRect(x: minX, y: Double(y), width: reach, height: 1), with: glyph)
      }
    } else {
      let barWidth = diameter * 0.13
      let barHeight = diameter * 0.4
      let gap = diameter * 0.12
      for side in [-1.0, 1.0] {
        let x = badge.center.x + side * (gap / 2 + barWidth / 2) - barWidth / 2
        fillRoundedRect(
          CarouselRect(
            x: x, y: badge.center.y - barHeight / 2, width: barWidth, height: barHeight),
          radius: barWidth * 0.3, with: glyph)
      }
    }
  }

  /// Draws the pause mark (two bars on a round badge) in the top-right corner: the user
  /// stopped the slide show, and it stays stopped until they start it again.
  mutating func drawPauseMark(style: CarouselRenderStyle, scale: Double) {
    let diameter = style.pauseMarkDiameter * scale
    let inset = style.pauseMarkInset * scale
    let badge = CarouselRect(
      x: Double(width) - inset - diameter, y: inset, width: diameter, height: diameter)
    fillRoundedRect(badge, radius: diameter / 2, with: style.pauseMarkBackgroundColor)
    let barWidth = diameter * 0.16
    let barHeight = diameter * 0.46
    let gap = diameter * 0.14
    let top = badge.center.y - barHeight / 2
    for side in [-1.0, 1.0] {
      let x = badge.center.x + side * (gap / 2 + barWidth / 2) - barWidth / 2
      fillRoundedRect(
        CarouselRect(x: x, y: top, width: barWidth, height: barHeight), radius: barWidth * 0.3,
        with: style.pauseMarkColor)
    }
  }
}
