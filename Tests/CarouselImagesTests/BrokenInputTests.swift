#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation
  import Glibc
  import CarouselTestSupport
  import Testing

  @testable import CarouselImages

  private let leakChildVariable = "CAROUSEL_DECODE_LEAK_CHILD"

  /// Bad bytes get a typed error, never a crash, a hang or a leak.
  @Suite struct BrokenInputTests {
    let decoder = PlatformImageDecoder()
    let target = PixelSize(width: 120, height: 80)

    func decode(_ data: Data, limit: Int = 50_000_000) -> Result<DecodedImage, ImageError> {
      Result { () throws(ImageError) in
        try decoder.decode(
          data, targetSize: target, contentMode: .aspectFill, maximumPixelCount: limit)
      }
    }

    func samples() throws -> [(String, Data)] {
      let photo = TestImages.photo(width: 320, height: 200)
      return [
        ("baseline JPEG", try ImageEncoder.jpegData(from: photo, quality: 85)),
        (
          "progressive JPEG",
          try ImageEncoder.jpegData(from: photo, quality: 85, isProgressive: true)
        ),
        ("PNG", try ImageEncoder.pngData(from: photo)),
        (
          "interlaced PNG", try ImageEncoder.pngData(from: photo, layout: .rgba, isInterlaced: true)
        ),
      ]
    }

    @Test func zeroBytesIsNotAnImage() {
      #expect(decode(Data()) == .failure(.notAnImage))
    }

    @Test func textIsNotAnImage() {
      #expect(decode(Data("<html><body>Not found</body></html>".utf8)) == .failure(.notAnImage))
    }

    @Test func otherFormatsAreRecognisedButUnsupported() {
      let tiff = Data("II*\0".utf8) + Data(repeating: 0, count: 20)
      #expect(decode(tiff) == .failure(.unsupportedFormat(.tiff)))
      let heif = Data([0, 0, 0, 24]) + Data("ftypheic".utf8) + Data(repeating: 0, count: 12)
      #expect(decode(heif) == .failure(.unsupportedFormat(.heif)))
      // GIF and WebP headers without a picture behind them are corrupt where their codecs
      // are built, and a format left out of the build otherwise
      let gif = Data("GIF89a".utf8) + Data(repeating: 0, count: 20)
      #expect(
        decode(gif) == .failure(OptionalCodec.gif.isBuilt ? .corruptData : .formatNotEnabled(.gif)))
      let webp = Data("RIFF".utf8) + Data([0, 0, 0, 0]) + Data("WEBPVP8 ".utf8)
      #expect(
        decode(webp)
          == .failure(OptionalCodec.webp.isBuilt ? .corruptData : .formatNotEnabled(.webp)))
    }

    @Test func truncatedImagesAreCorrupt() throws {
      for (name, data) in try samples() {
        let cuts = [
          1, 2, 3, 8, 20, 40, 100, data.count / 4, data.count / 2, data.count - 10, data.count - 1,
        ]
        for cut in cuts where cut < data.count {
          let result = decode(data.prefix(cut))
          switch result {
          case .failure(.corruptData), .failure(.notAnImage):
            break
          default:
            Issue.record("\(name) cut at \(cut) of \(data.count): \(result)")
          }
        }
      }
    }

    @Test func randomBytesNeverCrash() throws {
      var generator = SplitMix64(seed: 0xC0FFEE)
      print("random bytes seed 0xC0FFEE")
      for round in 0..<200 {
        let count = Int.random(in: 0...4096, using: &generator)
        let bytes = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        #expect(decode(bytes) == .failure(.notAnImage), "round \(round)")
      }
    }

    @Test func corruptedBodiesEndInAnImageOrATypedError() throws {
      // Valid headers followed by damaged data: any outcome but a crash or hang is allowed,
      // and the outcome is either a correctly sized image or a typed error.
      var generator = SplitMix64(seed: 42)
      print("corruption seed 42")
      for (name, data) in try samples() {
        for round in 0..<40 {
          var damaged = data
          let start = min(
            data.count - 1, 60 + Int.random(in: 0..<(data.count - 60), using: &generator))
          for index in start..<min(data.count, start + 64) {
            damaged[index] = UInt8.random(in: 0...255, using: &generator)
          }
          switch decode(damaged) {
          case .success(let image):
            #expect(image.size == PixelSize(width: 128, height: 80), "\(name) round \(round)")
          case .failure(let error):
            #expect(
              [.corruptData, .outOfMemory].contains(error), "\(name) round \(round): \(error)")
          }
        }
      }
    }

    /// A PNG whose header claims `width` x `height`, with a valid header checksum and a few
    /// bytes of image data.
    static func pngClaiming(width: UInt32, height: UInt32) -> Data {
      var ihdr = Data("IHDR".utf8)
      for value in [width, height] {
        withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) }
      }
      ihdr.append(contentsOf: [8, 6, 0, 0, 0])
      var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
      png.append(ihdr)
      let crc = crc32(ihdr)
      withUnsafeBytes(of: crc.bigEndian) { png.append(contentsOf: $0) }
      png.append(
        contentsOf: [0, 0, 0, 4] + Array("IDAT".utf8) + [0x78, 0x9C, 0x03, 0x00, 0, 0, 0, 0])
      return png
    }

    /// The CRC-32 PNG chunks carry (polynomial 0xEDB88320).
    static func crc32(_ bytes: Data) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }

    @Test func decompressionBombsAreRefusedFromTheHeader() throws {
      let bomb = Self.pngClaiming(width: 100_000, height: 100_000)
      #expect(try CodecDecoder.header(of: bomb).size == PixelSize(width: 100_000, height: 100_000))
      #expect(
        decode(bomb) == .failure(.imageTooLarge(width: 100_000, height: 100_000, limit: 50_000_000))
      )
      // A JPEG frame header patched to claim 65000 x 65000.
      var jpeg = try ImageEncoder.jpegData(
        from: TestImages.photo(width: 64, height: 48), quality: 80)
      let sof = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
      jpeg.replaceSubrange((sof + 5)..<(sof + 9), with: [0xFD, 0xE8, 0xFD, 0xE8])
      #expect(
        decode(jpeg) == .failure(.imageTooLarge(width: 65000, height: 65000, limit: 50_000_000)))
    }

    @Test func thePixelLimitIsConfigurable() throws {
      let png = try ImageEncoder.pngData(from: TestImages.photo(width: 100, height: 100))
      #expect(
        decode(png, limit: 9_999) == .failure(.imageTooLarge(width: 100, height: 100, limit: 9_999))
      )
      #expect((try? decode(png, limit: 10_000).get()) != nil)
    }

    @Test func failingDecodesDoNotLeak() async throws {
      // Run alone in a child process, so other tests' allocations do not blur the count.
      #expect(
        try await runChildTest(
          "failingDecodesReleaseEverythingChild", environment: [leakChildVariable: "1"]) == 0)
    }

    /// Every error path releases what libjpeg and libpng allocated: thousands of failures
    /// leave the bytes in use on the heap where they were.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[leakChildVariable] != nil))
    func failingDecodesReleaseEverythingChild() throws {
      let samples = try samples()
      func cycle() {
        for (_, data) in samples {
          for cut in [data.count / 3, data.count / 2, data.count - 3] {
            _ = decode(data.prefix(cut))
          }
        }
      }
      for _ in 0..<20 { cycle() }
      let before = residentBytes()
      for _ in 0..<100 { cycle() }
      let growth = residentBytes() - before
      // 1,200 failed decodes; leaking the decoder state (tens of kilobytes each) would add
      // tens of megabytes.
      #expect(growth < 8 << 20, "resident size grew by \(growth) bytes")
    }

    func residentBytes() -> Int {
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
      else { return 0 }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
  }
#endif
