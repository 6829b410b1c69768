/// The pixel conversions between the straight RGBA that `DecodedImage` describes and the
/// premultiplied BGRA that displays draw, in plain Swift so they are tested on every platform.
///
/// "BGRA" is the byte order in memory of Core Graphics' `premultipliedFirst |
/// byteOrder32Little` (a little-endian ARGB word): blue, green, red, alpha. Alpha is the
/// fourth byte in both layouts. Rows may be padded (`bytesPerRow` at least `width * 4`); the
/// padding is never read and never written.
enum DisplayPixels {
  /// The row stride Core Animation prefers: `width * 4` rounded up to a multiple of 64 bytes.
  ///
  /// - Parameter width: The number of columns.
  /// - Returns: The bytes per row.
  static func alignedBytesPerRow(width: Int) -> Int {
    (width * 4 + 63) & ~63
  }

  /// Whether every pixel is opaque (alpha 255) in a buffer of 4-byte pixels with alpha fourth.
  ///
  /// - Parameters:
  ///   - bytes: At least `bytesPerRow * (height - 1) + width * 4` bytes.
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  ///   - bytesPerRow: The row stride.
  /// - Returns: `true` when no pixel has an alpha below 255.
  /// - Complexity: O(pixels), stopping at the first translucent pixel.
  static func isOpaque(
    _ bytes: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int
  ) -> Bool {
    for y in 0..<height {
      let row = bytes + y * bytesPerRow
      for x in 0..<width where row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) != 255 {
        return false
      }
    }
    return true
  }

  /// Converts straight RGBA (packed rows) to premultiplied BGRA.
  ///
  /// - Parameters:
  ///   - rgba: `width * height * 4` bytes, straight alpha.
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  ///   - destination: Where the BGRA rows go, `bytesPerRow * height` bytes.
  ///   - bytesPerRow: The destination's row stride, at least `width * 4`.
  /// - Returns: Whether every pixel is opaque.
  /// - Complexity: O(pixels).
  @discardableResult
  static func premultipliedBGRA(
    fromStraightRGBA rgba: UnsafeRawBufferPointer, width: Int, height: Int,
    into destination: UnsafeMutableRawPointer, bytesPerRow: Int
  ) -> Bool {
    precondition(rgba.count >= width * height * 4 && bytesPerRow >= width * 4)
    guard let source = rgba.baseAddress else { return true }
    var opaque = true
    for y in 0..<height {
      let input = source + y * width * 4
      let output = destination + y * bytesPerRow
      for x in 0..<width {
        let offset = x * 4
        let red = input.load(fromByteOffset: offset, as: UInt8.self)
        let green = input.load(fromByteOffset: offset + 1, as: UInt8.self)
        let blue = input.load(fromByteOffset: offset + 2, as: UInt8.self)
        let alpha = input.load(fromByteOffset: offset + 3, as: UInt8.self)
        if alpha != 255 { opaque = false }
        output.storeBytes(of: premultiply(blue, alpha), toByteOffset: offset, as: UInt8.self)
        output.storeBytes(of: premultiply(green, alpha), toByteOffset: offset + 1, as: UInt8.self)
        output.storeBytes(of: premultiply(red, alpha), toByteOffset: offset + 2, as: UInt8.self)
        output.storeBytes(of: alpha, toByteOffset: offset + 3, as: UInt8.self)
      }
    }
    return opaque
  }

  /// Divides the alpha out of premultiplied RGBA pixels in place (packed rows).
  ///
  /// Opaque and fully transparent pixels are left as they are.
  ///
  /// - Parameter pixels: RGBA bytes, premultiplied; straight afterwards.
  /// - Complexity: O(pixels).
  static func unpremultiplyRGBA(_ pixels: inout [UInt8]) {
    pixels.withUnsafeMutableBufferPointer { buffer in
      var offset = 0
      while offset + 3 < buffer.count {
        let alpha = UInt32(buffer[offset + 3])
        if alpha != 0 && alpha != 255 {
          for channel in offset..<offset + 3 {
            let value = (UInt32(buffer[channel]) * 255 + alpha / 2) / alpha
            buffer[channel] = UInt8(min(255, value))
          }
        }
        offset += 4
      }
    }
  }

  /// `value * alpha / 255`, rounded to nearest.
  @inline(__always)
  static func premultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    if alpha == 255 { return value }
    let product = UInt32(value) * UInt32(alpha) + 128
    return UInt8((product + (product >> 8)) >> 8)
  }
}
