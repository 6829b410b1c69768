import CarouselCore

/// The geometry of the page dots: a centred row near the bottom of the viewport, shrinking the
/// spacing when many items would not fit.
struct PageDotsLayout: Hashable, Sendable {
  /// The dot centres, in pixels.
  let centers: [CarouselPoint]
  /// The radius of an inactive dot, in pixels.
  let radius: Double

  init(
    count: Int, frameWidth: Double, frameHeight: Double, style: CarouselRenderStyle, scale: Double
  ) {
    var diameter = style.dotDiameter * scale
    var pitch = (style.dotDiameter + style.dotSpacing) * scale
    let available = frameWidth * 0.9
    if count > 1, pitch * Double(count - 1) + diameter > available {
      let shrink = available / (pitch * Double(count - 1) + diameter)
      diameter *= shrink
      pitch *= shrink
    }
    let rowWidth = pitch * Double(max(0, count - 1))
    let y = frameHeight - (style.dotBottomInset * scale) - diameter / 2
    let start = frameWidth / 2 - rowWidth / 2
    centers = (0..<max(0, count)).map { CarouselPoint(x: start + pitch * Double($0), y: y) }
    radius = diameter / 2
  }

  /// The dot nearest to a point, when the point is within a dot's pitch of it.
  func dotIndex(at point: CarouselPoint) -> Int? {
    guard !centers.isEmpty else { return nil }
    let reach = max(radius * 2.5, 2)
    var best: (index: Int, distance: Double)?
    for (index, center) in centers.enumerated() {
      let dx = point.x - center.x
      let dy = point.y - center.y
      let distance = (dx * dx + dy * dy).squareRoot()
      if distance <= reach, distance < (best?.distance ?? .infinity) { best = (index, distance) }
    }
    return best?.index
  }
}
