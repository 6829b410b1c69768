import CarouselCore
import CarouselRendering

/// Picture files made in code for the tests.
enum TestPictures {
  /// A PNG of a two-colour picture.
  static func png(width: Int, height: Int) throws -> [UInt8] {
    var frame = FrameBuffer(width: width, height: height, fill: RGBAColor(hex: 0xFF7043))
    frame.fill(
      CarouselRect(x: 0, y: Double(height) / 2, width: Double(width), height: Double(height) / 2),
      with: RGBAColor(hex: 0x3949AB))
    return try frame.pngData()
  }
}
