import Foundation

/// GIFs written byte by byte, for what no tool writes: a logical screen of 65535 x 65535,
/// 100,000 frames, frame sizes that lie.
enum SyntheticGIF {
  /// A GIF with a two-colour palette and `frames` frames of 1 x 1 pixel (each 10 ms),
  /// looping forever.
  ///
  /// - Parameters:
  ///   - screen: The logical screen size the header claims.
  ///   - frames: How many frames follow.
  ///   - frameSize: The size each image descriptor claims; its data holds one pixel.
  static func make(
    screen: (width: Int, height: Int), frames: Int, frameSize: (width: Int, height: Int) = (1, 1)
  ) -> Data {
    var data = Data("GIF89a".utf8)
    data += littleEndian(screen.width) + littleEndian(screen.height)
    data += Data([0x80, 0x00, 0x00])  // global colour table of 2 entries
    data += Data([0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF])
    // NETSCAPE2.0 loop extension: forever.
    data +=
      Data([0x21, 0xFF, 0x0B]) + Data("NETSCAPE2.0".utf8) + Data([0x03, 0x01, 0x00, 0x00, 0x00])
    let frame =
      Data([0x21, 0xF9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00])  // 10 ms, no transparency
      + Data([0x2C, 0x00, 0x00, 0x00, 0x00]) + littleEndian(frameSize.width)
      + littleEndian(frameSize.height) + Data([0x00])
      + Data([0x02, 0x02, 0x44, 0x01, 0x00])  // LZW: one pixel of colour 0
    data.reserveCapacity(data.count + frame.count * frames + 1)
    for _ in 0..<frames { data += frame }
    data += Data([0x3B])
    return data
  }

  private static func littleEndian(_ value: Int) -> Data {
    Data([UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)])
  }
}
