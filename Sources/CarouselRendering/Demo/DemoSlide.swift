import CarouselCore

/// One of the built-in demo slides: a gradient banner with shapes, a big number and a title,
/// drawn by code at any size (so the carousel runs with no file and no network).
///
/// ```swift
/// let slides = DemoSlide.standardSet()
/// renderer.setContents(slides.map { .artwork($0) })
/// let titles = slides.map(\.title)
/// ```
public struct DemoSlide: SlideArtwork, Hashable {
  /// The number shown in large type (usually the item's position, from 1).
  public var number: Int
  /// The title, drawn under the number.
  public var title: String
  /// The gradient's start colour.
  public var startColor: RGBAColor
  /// The gradient's end colour.
  public var endColor: RGBAColor
  /// Which decoration to draw, in `0 ..< 4`: rings, bubbles, stripes or a sunburst.
  public var pattern: Int

  /// Creates a demo slide.
  public init(
    number: Int, title: String, startColor: RGBAColor, endColor: RGBAColor, pattern: Int
  ) {
    self.number = number
    self.title = title
    self.startColor = startColor
    self.endColor = endColor
    self.pattern = pattern
  }

  /// The five built-in slides, numbered from 1.
  public static func standardSet() -> [DemoSlide] {
    [
      DemoSlide(
        number: 1, title: "Welcome aboard", startColor: RGBAColor(hex: 0x3D5AFE),
        endColor: RGBAColor(hex: 0x00B8D4), pattern: 0),
      DemoSlide(
        number: 2, title: "Summer sale", startColor: RGBAColor(hex: 0xFF6D00),
        endColor: RGBAColor(hex: 0xFFD600), pattern: 1),
      DemoSlide(
        number: 3, title: "New arrivals", startColor: RGBAColor(hex: 0x00C853),
        endColor: RGBAColor(hex: 0x1DE9B6), pattern: 2),
      DemoSlide(
        number: 4, title: "Free shipping", startColor: RGBAColor(hex: 0xAA00FF),
        endColor: RGBAColor(hex: 0xF50057), pattern: 3),
      DemoSlide(
        number: 5, title: "Join the club", startColor: RGBAColor(hex: 0x263238),
        endColor: RGBAColor(hex: 0x546E7A), pattern: 0),
    ]
  }

  public func draw(into frame: inout FrameBuffer) {
    guard !frame.isEmpty else { return }
    let width = Double(frame.width)
    let height = Double(frame.height)
    frame.fillLinearGradient(from: startColor, to: endColor, angle: 0.5)
    drawDecoration(into: &frame, width: width, height: height)

    // The big number, and the title under it, centred together.
    let numberText = String(number)
    let numberPixel = max(
      1, min(height * 0.4, width * 0.5 / Double(max(1, numberText.count)) * 7 / 6) / 7)
    let titlePixel = max(
      1, min(numberPixel * 0.3, width * 0.85 / Double(max(1, title.count) * BitmapFont.advance)))
    let numberHeight = numberPixel * Double(BitmapFont.glyphHeight)
    let titleHeight = titlePixel * Double(BitmapFont.glyphHeight)
    let gap = titlePixel * 3
    // Centred a little above the middle, clear of the page dots.
    let top = (height * 0.94 - numberHeight - gap - titleHeight) / 2
    let shadow = RGBAColor(red: 0, green: 0, blue: 0, alpha: 90)
    frame.drawCentered(
      text: numberText, center: CarouselPoint(x: width / 2, y: top + numberHeight / 2),
      pixelSize: numberPixel, color: .white, shadow: shadow)
    frame.drawCentered(
      text: title,
      center: CarouselPoint(x: width / 2, y: top + numberHeight + gap + titleHeight / 2),
      pixelSize: titlePixel, color: .white, shadow: shadow)
  }

  private func drawDecoration(into frame: inout FrameBuffer, width: Double, height: Double) {
    let light = RGBAColor(red: 255, green: 255, blue: 255, alpha: 40)
    let dark = RGBAColor(red: 0, green: 0, blue: 0, alpha: 30)
    switch pattern % 4 {
    case 0:
      // Concentric rings off the right edge.
      let center = CarouselPoint(x: width * 0.85, y: height * 0.2)
      for ring in 1...5 {
        frame.strokeCircle(
          center: center, radius: height * 0.22 * Double(ring), lineWidth: max(1, height * 0.04),
          with: light)
      }
    case 1:
      // Bubbles scattered along the bottom.
      let bubbles: [(Double, Double, Double)] = [
        (0.08, 0.85, 0.18), (0.22, 0.2, 0.1), (0.8, 0.75, 0.3), (0.93, 0.25, 0.12),
        (0.65, 0.1, 0.08),
      ]
      for (x, y, r) in bubbles {
        frame.fillCircle(
          center: CarouselPoint(x: width * x, y: height * y), radius: height * r, with: light)
      }
    case 2:
      // Diagonal stripes.
      let stripe = max(2, height * 0.12)
      var offset = -height
      while offset < width {
        for row in 0..<frame.height {
          let start = offset + Double(row) * 0.6
          frame.fill(
            CarouselRect(x: start, y: Double(row), width: stripe, height: 1), with: dark)
        }
        offset += stripe * 2.5
      }
    default:
      // Overlapping rounded tiles toward the right.
      let side = height * 0.5
      for tile in 0..<4 {
        let x = width * 0.58 + Double(tile) * side * 0.45
        let y = height * 0.12 + Double(tile % 2) * side * 0.6
        frame.fillRoundedRect(
          CarouselRect(x: x, y: y, width: side, height: side), radius: side * 0.22, with: light)
      }
    }
  }
}
