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

/// Frame comparison for the tests.
enum GoldenFrame {
  /// The mean absolute difference per channel of two frames of the same size.
  static func meanDifference(_ a: FrameBuffer, _ b: FrameBuffer) -> Double {
    let left = a.straightRGBA()
    let right = b.straightRGBA()
    guard left.count == right.count, !left.isEmpty else { return .infinity }
    var total = 0
    for index in left.indices { total += abs(Int(left[index]) - Int(right[index])) }
    return Double(total) / Double(left.count)
  }
}
