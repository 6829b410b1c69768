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
    if let backdrop = style.backdropColor {
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

  /// Draws the pause mark (two bars on a round badge) in the top-right corner: auto-advance is
  /// stopped by the user and stays stopped until they resume it.
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
