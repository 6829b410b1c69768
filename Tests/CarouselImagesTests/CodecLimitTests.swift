#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation
  import Glibc
  import Testing

  @testable import CarouselImages

  /// The C layer's own limits, called directly: the Swift decoder checks the pixel count
  /// first, so only these tests show that the codecs refuse on their own (as
  /// `carousel-thumbnail`, which has no Swift layer in front, relies on).
  @Suite struct CodecPixelLimitTests {
    static let width = 64
    static let height = 48
    static let pixelCount = UInt64(width * height)

    static func encoded(_ kind: String) throws -> Data {
      let photo = TestImages.photo(width: width, height: height)
      switch kind {
      case "jpeg": return try ImageEncoder.jpegData(from: photo, quality: 85)
      case "progressive":
        return try ImageEncoder.jpegData(from: photo, quality: 85, isProgressive: true)
      case "png": return try ImageEncoder.pngData(from: photo)
      default: return try ImageEncoder.pngData(from: photo, layout: .rgba, isInterlaced: true)
      }
    }

    /// Decodes to 16 x 12 with a pixel limit, from memory or from a file; returns the status
    /// and whether the output was left untouched.
    static func decode(_ data: Data, limit: UInt64, fromFile: Bool) throws -> (Int32, Bool) {
      var options = ccodecs_decode_options()
      options.max_pixels = limit
      let sentinel: UInt8 = 0xA5
      var pixels = [UInt8](repeating: sentinel, count: 16 * 12 * 4)
      let status: Int32
      if fromFile {
        let url = makeTemporaryDirectory("limit").appendingPathComponent("image")
        try data.write(to: url)
        let file = try #require(fopen(url.path, "rb"))
        defer { fclose(file) }
        status = ccodecs_decode_file_rgba(file, &options, &pixels, 16, 12, 16 * 4)
      } else {
        status = data.withUnsafeBytes { bytes in
          ccodecs_decode_rgba(
            bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &options, &pixels, 16, 12,
            16 * 4)
        }
      }
      return (status, pixels.allSatisfy { $0 == sentinel })
    }

    @Test(arguments: ["jpeg", "progressive", "png", "interlaced"], [false, true])
    func anImageOnePixelOverTheLimitIsRefusedBeforeDecoding(kind: String, fromFile: Bool) throws {
      // Given a 64 x 48 image (3072 pixels)
      let data = try Self.encoded(kind)
      // When the limit is one pixel less
      let (refused, untouched) = try Self.decode(
        data, limit: Self.pixelCount - 1, fromFile: fromFile)
      // Then the codecs refuse it and write no pixel
      #expect(refused == CCODECS_ERROR_TOO_LARGE)
      #expect(untouched)
      // And at exactly the limit it decodes
      let (decoded, _) = try Self.decode(data, limit: Self.pixelCount, fromFile: fromFile)
      #expect(decoded == CCODECS_OK)
    }

    @Test(arguments: [UInt64.max, UInt64(1) << 61, UInt64(Int64.max)])
    func aHugeLimitDoesNotWrapTheJPEGMemoryBudget(limit: UInt64) throws {
      // Given a progressive JPEG whose coefficients (about 36 MB for 4000 x 3000 at 4:2:0)
      // must all be held in memory, more than the 16 MB a wrapped budget would leave
      let width = 4000
      let height = 3000
      let grey = [UInt8](repeating: 128, count: width * height * 4)
      var options = ccodecs_jpeg_options()
      options.quality = 80
      options.progressive = 1
      var out: UnsafeMutablePointer<UInt8>?
      var length = 0
      #expect(
        ccodecs_jpeg_encode(
          grey, Int32(width), Int32(height), Int32(width * 4), &options, &out, &length)
          == CCODECS_OK)
      let jpeg = Data(bytes: try #require(out), count: length)
      ccodecs_free(out)
      // When it is decoded with a limit so large that limit x 6 overflows
      var decodeOptions = ccodecs_decode_options()
      decodeOptions.max_pixels = limit
      var pixels = [UInt8](repeating: 0, count: 40 * 30 * 4)
      let status = jpeg.withUnsafeBytes { bytes in
        ccodecs_decode_rgba(
          bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &decodeOptions, &pixels, 40,
          30, 40 * 4)
      }
      // Then the budget saturates instead of wrapping, and the image decodes
      #expect(status == CCODECS_OK)
      #expect(abs(Int(pixels[40 * 15 * 4 + 20 * 4]) - 128) <= 2)
    }
  }

  /// The JPEG encoder's output buffer, grown by a destination manager of our own. Run under
  /// `swift test --sanitize=address --filter JPEGEncoderBufferTests`: a freed or leaked
  /// buffer after growth is then reported.
  @Suite struct JPEGEncoderBufferTests {
    /// Grey noise: it compresses badly (megabytes at quality 100), so the 64 kB first buffer
    /// doubles many times; grey keeps the chroma flat, so quality 100 round-trips closely.
    static let width = 1500
    static let height = 1000
    static let noise: [UInt8] = {
      var generator = SplitMix64(seed: 14)
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      var offset = 0
      while offset < pixels.count {
        let value = UInt8(truncatingIfNeeded: generator.next())
        pixels[offset] = value
        pixels[offset + 1] = value
        pixels[offset + 2] = value
        offset += 4
      }
      return pixels
    }()

    static func encode(limit: Int = 0) -> (status: Int32, bytes: [UInt8]?, length: Int) {
      var options = ccodecs_jpeg_options()
      options.quality = 100
      options.max_output_bytes = limit
      var out: UnsafeMutablePointer<UInt8>?
      var length = 0
      let status = ccodecs_jpeg_encode(
        noise, Int32(width), Int32(height), Int32(width * 4), &options, &out, &length)
      defer { ccodecs_free(out) }
      return (status, out.map { Array(UnsafeBufferPointer(start: $0, count: length)) }, length)
    }

    @Test func aGrownBufferHoldsTheWholeImage() throws {
      // Given noise that encodes to far more than the first 64 kB buffer
      // When it is encoded
      let (status, encoded, length) = Self.encode()
      let bytes = try #require(encoded)
      // Then it succeeded after many doublings, and the bytes are one whole JPEG
      #expect(status == CCODECS_OK)
      #expect(length > 16 * 65536)
      #expect(bytes.prefix(2) == [0xFF, 0xD8])
      #expect(bytes.suffix(2) == [0xFF, 0xD9])
      // And it decodes back to the same noise
      var decoded = [UInt8](repeating: 0, count: Self.noise.count)
      let decodeStatus = ccodecs_decode_rgba(
        bytes, bytes.count, nil, &decoded, Int32(Self.width), Int32(Self.height),
        Int32(Self.width * 4))
      #expect(decodeStatus == CCODECS_OK)
      var difference = 0
      for offset in stride(from: 0, to: decoded.count, by: 4 * 97) {
        difference += abs(Int(decoded[offset]) - Int(Self.noise[offset]))
      }
      #expect(difference / (decoded.count / (4 * 97)) <= 3)
    }

    @Test func anErrorAfterTheBufferGrewReleasesItAndReturnsNothing() throws {
      // Given the size the noise encodes to
      let full = Self.encode()
      #expect(full.status == CCODECS_OK)
      // When encoding stops at a limit the buffer reaches only after several doublings
      let stopped = Self.encode(limit: full.length / 2)
      // Then the encoder reports it, returns no buffer, and (under the address sanitizer)
      // frees the live buffer exactly once
      #expect(stopped.status == CCODECS_ERROR_TOO_LARGE)
      #expect(stopped.bytes == nil && stopped.length == 0)
      // And the limit is exact: one byte short fails, the exact size succeeds unchanged
      #expect(Self.encode(limit: full.length - 1).status == CCODECS_ERROR_TOO_LARGE)
      let exact = Self.encode(limit: full.length)
      #expect(exact.status == CCODECS_OK)
      #expect(exact.bytes == full.bytes)
    }

    @Test func aLimitBelowTheFirstBufferStillWorks() {
      // Given a small image and a limit below the first 64 kB buffer
      var options = ccodecs_jpeg_options()
      options.max_output_bytes = 1000
      let pixels = [UInt8](repeating: 200, count: 16 * 16 * 4)
      var out: UnsafeMutablePointer<UInt8>?
      var length = 0
      // When it is encoded
      let status = ccodecs_jpeg_encode(pixels, 16, 16, 64, &options, &out, &length)
      defer { ccodecs_free(out) }
      // Then it fits and is written whole
      #expect(status == CCODECS_OK)
      #expect(length > 0 && length <= 1000)
    }
  }
#endif
