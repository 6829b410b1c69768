import CarouselCore

/// A rectangle of RGBA pixels, eight bits per channel, rows top to bottom.
///
/// Pixels are stored with premultiplied alpha so that compositing and filtering are plain
/// weighted sums; ``pixel(x:y:)`` and ``straightRGBA()`` convert back to straight alpha.
/// Frames composed by ``CarouselRenderer`` are opaque, where both forms are the same.
///
/// ```swift
/// var frame = FrameBuffer(width: 390, height: 130, fill: .black)
/// frame.fill(CarouselRect(x: 10, y: 10, width: 50, height: 20), with: .white)
/// frame.pixel(x: 20, y: 15)  // RGBAColor(red: 255, green: 255, blue: 255, alpha: 255)
/// ```
public struct FrameBuffer: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The premultiplied RGBA bytes, `width * 4` bytes per row, no padding.
  public internal(set) var bytes: [UInt8]

  /// Creates a frame filled with one colour (transparent by default).
  ///
  /// - Parameters:
  ///   - width: The width in pixels (negative values are treated as 0).
  ///   - height: The height in pixels (negative values are treated as 0).
  ///   - fill: The colour of every pixel.
  public init(width: Int, height: Int, fill: RGBAColor = .clear) {
    self.width = max(0, width)
    self.height = max(0, height)
    let premultiplied = Self.premultiply(fill)
    if premultiplied == .clear {
      bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
    } else {
      bytes = [UInt8]()
      bytes.reserveCapacity(self.width * self.height * 4)
      for _ in 0..<(self.width * self.height) {
        bytes.append(premultiplied.red)
        bytes.append(premultiplied.green)
        bytes.append(premultiplied.blue)
        bytes.append(premultiplied.alpha)
      }
    }
  }

  /// Creates a frame from straight-alpha RGBA bytes, as decoders and PNG files store them.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - straightRGBA: `width * height * 4` bytes, rows top to bottom, straight alpha.
  /// - Returns: nil when the byte count does not match the dimensions.
  public init?(width: Int, height: Int, straightRGBA: [UInt8]) {
    guard width >= 0, height >= 0, straightRGBA.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    bytes = straightRGBA
    bytes.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let alpha = UInt32(buffer[index + 3])
        if alpha != 255 {
          buffer[index] = Self.multiply(buffer[index], alpha)
          buffer[index + 1] = Self.multiply(buffer[index + 1], alpha)
          buffer[index + 2] = Self.multiply(buffer[index + 2], alpha)
        }
        index += 4
      }
    }
  }

  /// Whether the frame has no pixels.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The colour of a pixel, in straight alpha, or clear outside the frame.
  public func pixel(x: Int, y: Int) -> RGBAColor {
    guard x >= 0, y >= 0, x < width, y < height else { return .clear }
    let index = (y * width + x) * 4
    return Self.unpremultiply(
      RGBAColor(
        red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2],
        alpha: bytes[index + 3]))
  }

  /// Sets one pixel (no blending); points outside the frame are ignored.
  public mutating func setPixel(x: Int, y: Int, to color: RGBAColor) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let index = (y * width + x) * 4
    let value = Self.premultiply(color)
    bytes[index] = value.red
    bytes[index + 1] = value.green
    bytes[index + 2] = value.blue
    bytes[index + 3] = value.alpha
  }

  /// The pixels as straight-alpha RGBA bytes, as PNG encoders expect them.
  ///
  /// - Complexity: O(width x height).
  public func straightRGBA() -> [UInt8] {
    var result = bytes
    result.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let alpha = Int(buffer[index + 3])
        if alpha != 255 && alpha != 0 {
          for channel in 0..<3 {
            buffer[index + channel] = UInt8(
              clamping: (Int(buffer[index + channel]) * 255 + alpha / 2) / alpha)
          }
        }
        index += 4
      }
    }
    return result
  }

  // MARK: Premultiplication

  @inline(__always)
  static func multiply(_ value: UInt8, _ alpha: UInt32) -> UInt8 {
    let product = UInt32(value) * alpha + 128
    return UInt8(truncatingIfNeeded: (product + (product >> 8)) >> 8)
  }

  static func premultiply(_ color: RGBAColor) -> RGBAColor {
    guard color.alpha != 255 else { return color }
    let alpha = UInt32(color.alpha)
    return RGBAColor(
      red: multiply(color.red, alpha), green: multiply(color.green, alpha),
      blue: multiply(color.blue, alpha), alpha: color.alpha)
  }

  static func unpremultiply(_ color: RGBAColor) -> RGBAColor {
    guard color.alpha != 255 else { return color }
    guard color.alpha != 0 else { return .clear }
    let alpha = Int(color.alpha)
    func channel(_ value: UInt8) -> UInt8 {
      UInt8(clamping: (Int(value) * 255 + alpha / 2) / alpha)
    }
    return RGBAColor(
      red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
      alpha: color.alpha)
  }
}
