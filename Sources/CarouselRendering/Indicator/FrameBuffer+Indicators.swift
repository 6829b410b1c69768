import CarouselCore

extension FrameBuffer {
  /// Draws the page dots: dim dots for every page and a bright highlight that slides between
  /// them with the scroll (and fades across the loop seam).
  mutating func drawPageDots(
    _ state: CarouselPageIndicatorState, style: CarouselRenderStyle, scale: Double
  ) {
    guard state.count > 1, let highlight = PageIndicatorHighlight(state) else { return }
    let layout = PageDotsLayout(
      count: state.count, frameWidth: Double(width), frameHeight: Double(height), style: style,
      scale: scale)
    // A soft backdrop keeps the dots legible over bright pictures.
    if let first = layout.centers.first, let last = layout.centers.last {
      let padding = layout.radius * 1.6
      fillRoundedRect(
        CarouselRect(
          x: first.x - layout.radius - padding, y: first.y - layout.radius - padding,
          width: last.x - first.x + (layout.radius + padding) * 2,
          height: (layout.radius + padding) * 2),
        radius: layout.radius + padding, with: style.dotBackdropColor)
    }
    for center in layout.centers {
      fillCircle(center: center, radius: layout.radius, with: style.dotColor)
    }
    let highlightRadius = layout.radius * 1.25
    let from = layout.centers[highlight.fromPage]
    let to = layout.centers[highlight.toPage]
    if highlight.wraps {
      fillCircle(
        center: from, radius: highlightRadius,
        with: style.currentDotColor.withOpacity(1 - highlight.fraction))
      fillCircle(
        center: to, radius: highlightRadius,
        with: style.currentDotColor.withOpacity(highlight.fraction))
    } else {
      let center = CarouselPoint(
        x: from.x + (to.x - from.x) * highlight.fraction,
        y: from.y + (to.y - from.y) * highlight.fraction)
      fillCircle(center: center, radius: highlightRadius, with: style.currentDotColor)
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
