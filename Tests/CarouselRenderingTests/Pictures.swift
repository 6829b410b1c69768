import CarouselCore

@testable import CarouselRendering

/// Test pictures drawn in code.
enum Pictures {
  /// A landscape: sky gradient, sun, hills, and a frame line at the picture's edges so
  /// cropping and letterboxing are visible.
  static func landscape(width: Int, height: Int) -> FrameBuffer {
    var frame = FrameBuffer(width: width, height: height)
    frame.fillLinearGradient(
      from: RGBAColor(hex: 0x87CEEB), to: RGBAColor(hex: 0xFFF1C1), angle: .pi / 2)
    let w = Double(width)
    let h = Double(height)
    frame.fillCircle(
      center: CarouselPoint(x: w * 0.7, y: h * 0.3), radius: h * 0.12,
      with: RGBAColor(hex: 0xFFB300))
    frame.fillCircle(
      center: CarouselPoint(x: w * 0.25, y: h * 1.3), radius: h * 0.7,
      with: RGBAColor(hex: 0x2E7D32))
    frame.fillCircle(
      center: CarouselPoint(x: w * 0.85, y: h * 1.4), radius: h * 0.75,
      with: RGBAColor(hex: 0x388E3C))
    let line = RGBAColor(hex: 0xD32F2F)
    frame.fill(CarouselRect(x: 0, y: 0, width: w, height: 4), with: line)
    frame.fill(CarouselRect(x: 0, y: h - 4, width: w, height: 4), with: line)
    frame.fill(CarouselRect(x: 0, y: 0, width: 4, height: h), with: line)
    frame.fill(CarouselRect(x: w - 4, y: 0, width: 4, height: h), with: line)
    return frame
  }

  /// One-pixel black and white vertical stripes: the worst case for shimmer.
  static func stripes(width: Int, height: Int) -> FrameBuffer {
    var frame = FrameBuffer(width: width, height: height, fill: .black)
    for x in stride(from: 0, to: width, by: 2) {
      frame.fill(CarouselRect(x: Double(x), y: 0, width: 1, height: Double(height)), with: .white)
    }
    return frame
  }
}
