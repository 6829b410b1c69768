import Foundation

/// Writes PNG files for decoder tests, every part chosen by the test: colour type and bit
/// depth, the filter of each row, Adam7 interlacing, palette, transparency chunk, how the
/// image data is split into IDAT chunks, and extra chunks. The image data is stored in
/// uncompressed deflate blocks, so the test knows every byte; `expectedRGBA` says what a
/// decoder must make of the samples (libpng's expand, tRNS-to-alpha and scale-16 rules).
struct PNGWriter {
  var width: Int
  var height: Int
  /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
  var colorType: Int
  var bitDepth: Int
  /// Per pixel, row by row: the channel values at `bitDepth` (for a palette, the index).
  var samples: [[UInt16]]
  var palette: [SIMD3<UInt8>] = []
  /// tRNS: alpha of the first palette entries.
  var paletteAlpha: [UInt8]?
  /// tRNS: the grey or RGB colour that is transparent, at `bitDepth`.
  var key: [UInt16]?
  var isInterlaced = false
  /// The filter type of each row (of each pass, counted from 0 in every pass).
  var filter: (Int) -> UInt8 = { _ in 0 }
  /// Largest IDAT chunk; the image data is split into as many as needed.
  var idatChunkSize = Int.max
  /// Chunks written right after IHDR (type and data).
  var chunksBeforeImage: [(String, [UInt8])] = []

  var channels: Int {
    switch colorType {
    case 2: 3
    case 4: 2
    case 6: 4
    default: 1
    }
  }

  /// Random samples of the right range for every pixel.
  static func randomSamples<G: RandomNumberGenerator>(
    width: Int, height: Int, colorType: Int, bitDepth: Int, paletteCount: Int = 0,
    using generator: inout G
  ) -> [[UInt16]] {
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
    let top = colorType == 3 ? UInt16(max(1, paletteCount) - 1) : UInt16((1 << bitDepth) - 1)
    return (0..<(width * height)).map { _ in
      (0..<channels).map { _ in UInt16.random(in: 0...top, using: &generator) }
    }
  }

  // MARK: - Expected pixels

  /// What a decoder makes of the samples: straight RGBA, 8 bits per channel.
  func expectedRGBA() -> [UInt8] {
    func scale(_ value: UInt16) -> UInt8 {
      // 16 bits to 8 rounded, and lower depths spread over 0...255.
      if bitDepth == 16 { return UInt8((UInt32(value) * 255 + 32767) / 65535) }
      return UInt8(UInt32(value) * 255 / UInt32((1 << bitDepth) - 1))
    }
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for sample in samples {
      switch colorType {
      case 3:
        let index = Int(sample[0])
        let colour = index < palette.count ? palette[index] : SIMD3(0, 0, 0)
        let alpha = paletteAlpha.flatMap { index < $0.count ? $0[index] : nil } ?? 255
        pixels += [colour.x, colour.y, colour.z, alpha]
      case 0:
        let grey = scale(sample[0])
        pixels += [grey, grey, grey, key == [sample[0]] ? 0 : 255]
      case 2:
        pixels += [scale(sample[0]), scale(sample[1]), scale(sample[2]), key == sample ? 0 : 255]
      case 4:
        let grey = scale(sample[0])
        pixels += [grey, grey, grey, scale(sample[1])]
      default:
        pixels += sample.map(scale)
      }
    }
    return pixels
  }

  // MARK: - Writing

  func data() -> Data {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = [UInt8]()
    header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    header += [UInt8(bitDepth), UInt8(colorType), 0, 0, isInterlaced ? 1 : 0]
    png += Self.chunk("IHDR", header)
    for (type, data) in chunksBeforeImage { png += Self.chunk(type, data) }
    if !palette.isEmpty { png += Self.chunk("PLTE", palette.flatMap { [$0.x, $0.y, $0.z] }) }
    if let paletteAlpha { png += Self.chunk("tRNS", paletteAlpha) }
    if let key { png += Self.chunk("tRNS", key.flatMap { Self.bigEndian16($0) }) }
    let stream = Self.zlibStored(filteredData())
    var offset = 0
    repeat {
      let end = min(stream.count, offset + max(1, idatChunkSize))
      png += Self.chunk("IDAT", Array(stream[offset..<end]))
      offset = end
    } while offset < stream.count
    png += Self.chunk("IEND", [])
    return png
  }

  /// The passes' (or the image's) rows, each a filter type byte and the filtered bytes.
  func filteredData() -> [UInt8] {
    let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
      isInterlaced
      ? [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
      ]
      : [(0, 0, 1, 1)]
    let bitsPerPixel = channels * bitDepth
    let bytesPerPixel = max(1, bitsPerPixel / 8)
    var out: [UInt8] = []
    for pass in passes {
      let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
      let rows = Array(stride(from: pass.y, to: height, by: pass.dy))
      guard !columns.isEmpty, !rows.isEmpty else { continue }
      let rowBytes = (columns.count * bitsPerPixel + 7) / 8
      var previous = [UInt8](repeating: 0, count: rowBytes)
      for (rowIndex, y) in rows.enumerated() {
        var raw = [UInt8](repeating: 0, count: rowBytes)
        var bit = 0
        for x in columns {
          for value in samples[y * width + x] {
            if bitDepth == 16 {
              raw[bit / 8] = UInt8(value >> 8)
              raw[bit / 8 + 1] = UInt8(value & 0xFF)
            } else {
              raw[bit / 8] |= UInt8(value) << (8 - bitDepth - bit % 8)
            }
            bit += bitDepth
          }
        }
        let type = filter(rowIndex)
        out.append(type)
        for i in 0..<rowBytes {
          let a = i >= bytesPerPixel ? Int(raw[i - bytesPerPixel]) : 0
          let b = Int(previous[i])
          let c = i >= bytesPerPixel ? Int(previous[i - bytesPerPixel]) : 0
          let predictor: Int
          switch type {
          case 1: predictor = a
          case 2: predictor = b
          case 3: predictor = (a + b) / 2
          case 4:
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
          default: predictor = 0
          }
          out.append(UInt8(truncatingIfNeeded: Int(raw[i]) - predictor))
        }
        previous = raw
      }
    }
    return out
  }

  // MARK: - Bytes

  static func chunk(_ type: String, _ data: [UInt8]) -> Data {
    let body = Array(type.utf8) + data
    return Data(bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body)))
  }

  /// A zlib stream of stored (uncompressed) deflate blocks, with its Adler-32.
  static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, bytes.count - offset)
      let isLast = offset + count == bytes.count
      out.append(isLast ? 1 : 0)
      out += [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      out += bytes[offset..<(offset + count)]
      offset += count
    } while offset < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + bigEndian(b << 16 | a)
  }

  /// The CRC-32 of PNG chunks (polynomial 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
