#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import CarouselTestSupport
  import Foundation
  import Glibc
  import Testing

  @testable import CarouselImages

  /// The PNG decoder against PNG files written byte by byte (`PNGWriter`): every colour type
  /// and depth, every filter on every layout (alone, mixed row by row, in the pairs of rows the
  /// decoder undoes together), interlacing, transparency, chunk splits, and damaged files.
  @Suite struct PNGDecoderTests {
    static let layouts: [(colorType: Int, bitDepth: Int)] = [
      (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
      (4, 8), (4, 16), (6, 8), (6, 16),
    ]

    /// Filter patterns: each type alone, and a sequence with every pair of Average and Paeth,
    /// each of them next to the cheap filters, and odd runs.
    static let filterPatterns: [[UInt8]] = [
      [0], [1], [2], [3], [4], [3, 3, 3, 4, 4, 3, 4, 4, 3, 0, 4, 1, 3, 2, 4, 4, 4, 0, 1, 3],
    ]

    /// Decodes at the stored size (the resampler is the identity there), or nil with the
    /// status.
    static func decodeFull(_ data: Data, width: Int, height: Int) -> ([UInt8]?, Int32) {
      var pixels = [UInt8](repeating: 0xEE, count: width * height * 4)
      let status = data.withUnsafeBytes { bytes in
        ccodecs_decode_rgba(
          bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, nil, &pixels,
          Int32(width), Int32(height), Int32(width * 4))
      }
      return (status == CCODECS_OK ? pixels : nil, status)
    }

    /// Colour is meaningless where alpha is 0.
    static func normalised(_ pixels: [UInt8]) -> [UInt8] {
      var pixels = pixels
      for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] == 0 {
        pixels[index] = 0
        pixels[index + 1] = 0
        pixels[index + 2] = 0
      }
      return pixels
    }

    static func writer(
      colorType: Int, bitDepth: Int, width: Int, height: Int, seed: UInt64
    ) -> PNGWriter {
      var generator = SeededGenerator(seed: seed)
      let paletteCount = colorType == 3 ? min(1 << bitDepth, 200) : 0
      let palette = (0..<paletteCount).map { _ in
        SIMD3<UInt8>(
          UInt8.random(in: 0...255, using: &generator),
          UInt8.random(in: 0...255, using: &generator),
          UInt8.random(in: 0...255, using: &generator))
      }
      let samples = PNGWriter.randomSamples(
        width: width, height: height, colorType: colorType, bitDepth: bitDepth,
        paletteCount: paletteCount, using: &generator)
      var writer = PNGWriter(
        width: width, height: height, colorType: colorType, bitDepth: bitDepth, samples: samples)
      writer.palette = palette
      return writer
    }

    @Test(arguments: 0..<layouts.count)
    func everyLayoutAndFilterDecodesExactly(layoutIndex: Int) {
      let layout = Self.layouts[layoutIndex]
      for seed in TestSeeds.seeds(fresh: 1) {
        for pattern in Self.filterPatterns {
          for interlaced in [false, true] {
            for (width, height) in [(37, 23), (1, 9), (9, 1), (64, 4)] {
              var writer = Self.writer(
                colorType: layout.colorType, bitDepth: layout.bitDepth, width: width,
                height: height, seed: seed)
              writer.isInterlaced = interlaced
              writer.filter = { pattern[$0 % pattern.count] }
              let (pixels, status) = Self.decodeFull(writer.data(), width: width, height: height)
              let name =
                "type \(layout.colorType) depth \(layout.bitDepth) \(width)x\(height) filters "
                + "\(pattern) interlaced \(interlaced) seed \(seed)"
              guard let pixels else {
                Issue.record("\(name): status \(status)")
                return
              }
              let expected = Self.normalised(writer.expectedRGBA())
              let actual = Self.normalised(pixels)
              if actual != expected {
                let first = (0..<expected.count).first { actual[$0] != expected[$0] } ?? 0
                let difference = "\(actual[first]) != \(expected[first])"
                Issue.record("\(name): byte \(first) (pixel \(first / 4)): \(difference)")
                return
              }
            }
          }
        }
      }
    }

    @Test func transparencyChunksBecomeAlpha() throws {
      var generator = SeededGenerator(seed: 11)
      // A grey key at each depth, an RGB key at 8 and 16 bits: some pixels carry it.
      for (colorType, bitDepth) in [(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16)] {
        var writer = Self.writer(
          colorType: colorType, bitDepth: bitDepth, width: 20, height: 10, seed: 3)
        let key = writer.samples[7]
        for index in stride(from: 0, to: writer.samples.count, by: 5) {
          writer.samples[index] = key
        }
        writer.key = key
        writer.filter = { UInt8($0 % 5) }
        let (pixels, _) = Self.decodeFull(writer.data(), width: 20, height: 10)
        let decoded = try #require(pixels, "type \(colorType) depth \(bitDepth)")
        #expect(
          Self.normalised(decoded) == Self.normalised(writer.expectedRGBA()),
          "type \(colorType) depth \(bitDepth)")
        let transparent = stride(from: 3, to: decoded.count, by: 4).filter { decoded[$0] == 0 }
        #expect(transparent.count >= 40, "type \(colorType) depth \(bitDepth)")
      }
      // Palette alpha shorter than the palette: the rest stays opaque.
      var writer = Self.writer(colorType: 3, bitDepth: 8, width: 30, height: 7, seed: 4)
      writer.paletteAlpha = (0..<50).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let (pixels, _) = Self.decodeFull(writer.data(), width: 30, height: 7)
      #expect(pixels.map(Self.normalised) == Self.normalised(writer.expectedRGBA()))
    }

    @Test func paletteIndicesPastThePaletteAreOpaqueBlack() throws {
      var writer = Self.writer(colorType: 3, bitDepth: 8, width: 16, height: 4, seed: 5)
      writer.palette = Array(writer.palette.prefix(10))
      writer.samples = (0..<64).map { [UInt16($0 * 4)] }
      let (pixels, status) = Self.decodeFull(writer.data(), width: 16, height: 4)
      let decoded = try #require(pixels, "status \(status)")
      #expect(decoded == writer.expectedRGBA())
      #expect(Array(decoded[(63 * 4)...]) == [0, 0, 0, 255])
    }

    @Test func imageDataSplitAnyWayDecodesTheSame() throws {
      let writer = Self.writer(colorType: 6, bitDepth: 8, width: 40, height: 30, seed: 6)
      var split = writer
      split.filter = { UInt8(($0 * 3) % 5) }
      let expected = Self.normalised(split.expectedRGBA())
      for size in [1, 2, 7, 100, 4096] {
        split.idatChunkSize = size
        let (pixels, status) = Self.decodeFull(split.data(), width: 40, height: 30)
        #expect(pixels.map(Self.normalised) == expected, "IDAT chunks of \(size): \(status)")
      }
    }

    @Test func ancillaryChunksAreSkippedAndUnknownCriticalOnesRefused() throws {
      var writer = Self.writer(colorType: 2, bitDepth: 8, width: 12, height: 12, seed: 7)
      writer.chunksBeforeImage = [("tEXt", Array("Comment\0hello".utf8)), ("zzZz", [1, 2, 3])]
      #expect(Self.decodeFull(writer.data(), width: 12, height: 12).0 == writer.expectedRGBA())
      writer.chunksBeforeImage = [("ABCD", [1, 2, 3])]
      #expect(Self.decodeFull(writer.data(), width: 12, height: 12).1 == CCODECS_ERROR_CORRUPT)
    }

    /// Damage at a named place: every one is reported as corrupt data, never a crash or a
    /// picture.
    @Test func damagedFilesAreCorrupt() throws {
      let writer = Self.writer(colorType: 6, bitDepth: 8, width: 24, height: 16, seed: 8)
      let good = writer.data()
      let bytes = [UInt8](good)
      func position(of type: String) -> Int {
        let pattern = Array(type.utf8)
        return (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == pattern } ?? 0
      }
      let idat = position(of: "IDAT")
      let iend = position(of: "IEND")
      var cases: [(String, [UInt8])] = []
      var flipped = bytes
      flipped[idat + 40] ^= 0x10  // image data: neither the CRC nor the Adler-32 matches
      cases.append(("IDAT data", flipped))
      flipped = bytes
      flipped[iend - 8] ^= 0x01  // the IDAT CRC itself, the data intact
      cases.append(("IDAT CRC", flipped))
      flipped = bytes
      flipped[20] ^= 1  // the width, under the IHDR CRC
      cases.append(("IHDR CRC", flipped))
      // The Adler-32 at the end of the stream, with the chunk's CRC made right again.
      flipped = bytes
      flipped[iend - 9] ^= 0x01
      let idatLength = Int(
        UInt32(bytes[idat - 4]) << 24 | UInt32(bytes[idat - 3]) << 16
          | UInt32(bytes[idat - 2]) << 8 | UInt32(bytes[idat - 1]))
      let crc = PNGWriter.crc32(Array(flipped[idat..<(idat + 4 + idatLength)]))
      flipped.replaceSubrange((iend - 8)..<(iend - 4), with: PNGWriter.bigEndian(crc))
      cases.append(("Adler-32", flipped))
      cases.append(("truncated in the image data", Array(bytes.prefix(idat + 100))))
      cases.append(("truncated before IEND", Array(bytes.prefix(iend - 4))))
      // A filter type past 4 in the first row, CRC recomputed.
      var badFilter = writer
      badFilter.filter = { $0 == 3 ? 9 : 0 }
      cases.append(("filter type 9", [UInt8](badFilter.data())))
      // Too little image data: the stream ends two rows early.
      var short = writer
      short.height = 14
      short.samples = Array(writer.samples.prefix(24 * 14))
      var shortBytes = [UInt8](short.data())
      shortBytes.replaceSubrange(16..<24, with: [0, 0, 0, 24, 0, 0, 0, 16])
      let ihdrCRC = PNGWriter.crc32(Array(shortBytes[12..<29]))
      shortBytes.replaceSubrange(29..<33, with: PNGWriter.bigEndian(ihdrCRC))
      cases.append(("image data two rows short", shortBytes))
      // A palette image without a palette; a bit depth its colour type does not allow.
      var noPalette = Self.writer(colorType: 3, bitDepth: 8, width: 8, height: 8, seed: 9)
      noPalette.palette = []
      cases.append(("no PLTE", [UInt8](noPalette.data())))
      var badDepth = Self.writer(colorType: 2, bitDepth: 8, width: 8, height: 8, seed: 9)
      badDepth.bitDepth = 4
      cases.append(("RGB at 4 bits", [UInt8](badDepth.data())))
      for (name, data) in cases {
        let (pixels, status) = Self.decodeFull(Data(data), width: 24, height: 16)
        #expect(pixels == nil && status == CCODECS_ERROR_CORRUPT, "\(name): status \(status)")
      }
      #expect(Self.decodeFull(good, width: 24, height: 16).0 != nil)
    }

    @Test func aFileDecodesLikeTheSameBytesInMemory() throws {
      // IDAT chunks larger than the decoder's 64 KB input buffer, and interlaced.
      for interlaced in [false, true] {
        var writer = Self.writer(colorType: 6, bitDepth: 8, width: 300, height: 200, seed: 10)
        writer.isInterlaced = interlaced
        writer.filter = { UInt8($0 % 5) }
        writer.idatChunkSize = 150_000
        let data = writer.data()
        let url = makeTemporaryDirectory("png").appendingPathComponent("image.png")
        try data.write(to: url)
        let file = try #require(fopen(url.path, "rb"))
        defer { fclose(file) }
        var fromFile = [UInt8](repeating: 0, count: 300 * 200 * 4)
        #expect(ccodecs_decode_file_rgba(file, nil, &fromFile, 300, 200, 1200) == CCODECS_OK)
        #expect(fromFile == Self.decodeFull(data, width: 300, height: 200).0)
      }
    }
  }
#endif
