import Foundation

/// Animated WebPs put together chunk by chunk around a frame that libwebp's encoder wrote (a
/// fixture's `VP8 ` or `VP8L` chunk), for what the tools do not write: a canvas of 7000 x
/// 7000 holding a few small frames, a few KB on disk.
enum SyntheticWebP {
  /// The image chunk (`VP8 ` or `VP8L`, with its header) of a still WebP fixture, and the
  /// size it encodes.
  static func frameChunk(ofStill data: Data) throws -> Data {
    guard data.count > 20, data[data.startIndex + 12..<data.startIndex + 15] == Data("VP8".utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    return data.suffix(from: data.startIndex + 12)
  }

  /// An animation looping forever on a canvas of `canvas`, with one frame per offset, each the
  /// same encoded image drawn at its offset (even numbers: WebP stores offsets halved) for
  /// `milliseconds`.
  ///
  /// - Parameters:
  ///   - canvas: The canvas size the VP8X chunk claims.
  ///   - frame: The image chunk every frame holds.
  ///   - frameSize: The size that chunk encodes.
  ///   - offsets: Where each frame goes on the canvas.
  ///   - milliseconds: Each frame's duration.
  static func make(
    canvas: (width: Int, height: Int), frame: Data, frameSize: (width: Int, height: Int),
    offsets: [(x: Int, y: Int)], milliseconds: Int = 100
  ) -> Data {
    var body = Data("WEBP".utf8)
    // VP8X: animation flag, canvas size minus one.
    body += chunk(
      "VP8X", Data([0x02, 0, 0, 0]) + uint24(canvas.width - 1) + uint24(canvas.height - 1))
    // ANIM: transparent background, loop forever.
    body += chunk("ANIM", Data([0, 0, 0, 0, 0, 0]))
    for offset in offsets {
      let header =
        uint24(offset.x / 2) + uint24(offset.y / 2) + uint24(frameSize.width - 1)
        + uint24(frameSize.height - 1) + uint24(milliseconds) + Data([0x00])
      body += chunk("ANMF", header + frame)
    }
    return Data("RIFF".utf8) + uint32(body.count) + body
  }

  private static func chunk(_ tag: String, _ payload: Data) -> Data {
    var data = Data(tag.utf8) + uint32(payload.count) + payload
    if payload.count % 2 == 1 { data.append(0) }
    return data
  }

  private static func uint24(_ value: Int) -> Data {
    Data([UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF)])
  }

  private static func uint32(_ value: Int) -> Data {
    uint24(value) + Data([UInt8((value >> 24) & 0xFF)])
  }
}
