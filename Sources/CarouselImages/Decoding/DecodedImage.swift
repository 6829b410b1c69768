/// A decoded bitmap: RGBA, eight bits per channel, straight (not premultiplied) alpha, rows
/// from top to bottom with no padding.
///
/// The same type on every platform, so front ends and the software renderer draw it the same
/// way wherever it was decoded.
public struct DecodedImage: Sendable, Equatable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, row by row.
  public let pixels: [UInt8]

  /// Creates an image from RGBA8 pixels.
  ///
  /// - Parameters:
  ///   - width: The number of columns, at least 1.
  ///   - height: The number of rows, at least 1.
  ///   - pixels: Exactly `width * height * 4` bytes, straight alpha.
  /// - Precondition: The dimensions are positive and match the pixel count.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width > 0 && height > 0, "an image has at least one pixel")
    precondition(pixels.count == width * height * 4, "RGBA8 needs width * height * 4 bytes")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The size in pixels.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// What the image costs in memory, in bytes: what the memory cache counts.
  public var cost: Int { pixels.count }

  /// The red, green, blue and alpha values of one pixel.
  ///
  /// - Parameters:
  ///   - x: The column, `0..<width`.
  ///   - y: The row, `0..<height`.
  /// - Returns: The channels in the order red, green, blue, alpha.
  public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
    precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel out of bounds")
    let offset = (y * width + x) * 4
    return SIMD4(pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
  }
}
