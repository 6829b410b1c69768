#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation
  import CarouselTestSupport
  import Testing

  @testable import CarouselImages

  /// Broken WebP, AVIF and GIF files get a typed error: truncated, bit-flipped, sizes and
  /// frame counts that lie. No crash, no hang, memory bounded by the limits.
  @Suite struct BrokenFormatTests {
    static let fixtures = [
      "photo.webp", "alpha-lossless.webp", "photo.avif", "alpha.avif", "bounce.gif",
      "bounce-optimized.gif", "bounce-interlaced.gif", "bounce.webp", "bounce-gif2webp.webp",
      "long300-opt.gif",
    ]

    func decode(_ data: Data, limit: Int = 50_000_000, decoder: PlatformImageDecoder = .init())
      -> Result<DecodedImage, ImageError>
    {
      Result { () throws(ImageError) in
        try decoder.decode(
          data, targetSize: PixelSize(width: 40, height: 30), contentMode: .aspectFill,
          maximumPixelCount: limit)
      }
    }

    /// Decodes, then asks an animation for every frame: frames fail with typed errors too.
    func decodeEveryFrame(_ data: Data) -> [ImageError] {
      switch decode(data) {
      case .failure(let error):
        return [error]
      case .success(let image):
        guard let animation = image.animation else { return [] }
        var errors: [ImageError] = []
        for index in 0..<animation.frameCount {
          do throws(ImageError) {
            _ = try animation.frame(at: index)
          } catch {
            errors.append(error)
          }
        }
        return errors
      }
    }

    @Test(.needs(.webp, .avif, .gif)) func truncatedFilesAreCorrupt() throws {
      var failures = 0
      for name in Self.fixtures {
        let data = try Fixtures.data(name)
        let animated = (try? decode(data).get())?.animation != nil
        // Given the file cut at 40 places from the signature to the last byte
        let cuts = Set((0..<40).map { $0 * data.count / 40 } + [1, 5, 11, 13, 31, data.count - 1])
        for cut in cuts.sorted() where cut < data.count {
          // Then the decode fails with corrupt data or not-an-image (cut inside the
          // signature), or gives a picture when only a GIF's trailer was cut, and never
          // anything else
          let errors = decodeEveryFrame(data.prefix(cut))
          for error in errors {
            #expect([.corruptData, .notAnImage].contains(error), "\(name) cut at \(cut): \(error)")
          }
          // (or, for an animation cut after its first frame, that frame alone is shown)
          let shownStill = animated && (try? decode(data.prefix(cut)).get())?.animation == nil
          if !errors.isEmpty || shownStill { failures += 1 }
        }
      }
      // And nearly every cut is noticed
      #expect(failures > Self.fixtures.count * 35)
    }

    @Test(.needs(.webp, .avif, .gif)) func bitFlipsGiveTypedErrorsOrPictures() throws {
      // Given each file with 1 to 8 random bits flipped, 60 times (seeded)
      var generator = SplitMix64(seed: 1_212)
      var decoded = 0
      var refused = 0
      for name in Self.fixtures {
        let data = try Fixtures.data(name)
        for _ in 0..<60 {
          var broken = data
          for _ in 0...(generator.next() % 8) {
            let index = Int(generator.next() % UInt64(broken.count))
            broken[index] ^= UInt8(1 << (generator.next() % 8))
          }
          // Then each decodes (the flip hit pixels) or fails with an image error, frames
          // included: no crash, no hang
          let errors = decodeEveryFrame(broken)
          if errors.isEmpty { decoded += 1 } else { refused += 1 }
        }
      }
      #expect(decoded + refused == Self.fixtures.count * 60)
      #expect(refused > 0)
    }

    @Test(.needs(.gif)) func aGIFClaiming65535SquaredWith100000FramesIsRefusedAtOnce() {
      // Given a GIF whose screen is 65535 x 65535 and that holds 100,000 frames
      let data = SyntheticGIF.make(screen: (65535, 65535), frames: 100_000)
      #expect(data.count > 2_000_000)
      // Then the header alone refuses it: 4.3 gigapixels over the limit
      #expect(
        decode(data)
          == .failure(.imageTooLarge(width: 65535, height: 65535, limit: 50_000_000)))
      // And the C decoder refuses it from the logical screen too, before reading any frame
      var info = ccodecs_animation_info()
      var handle: OpaquePointer?
      let status = data.withUnsafeBytes { bytes in
        ccodecs_animation_open(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, nil, &handle,
          &info)
      }
      #expect(status == CCODECS_ERROR_TOO_LARGE)
      #expect(handle == nil)
    }

    @Test(.needs(.gif)) func oneHundredThousandFramesExceedTheFrameLimit() throws {
      // Given a GIF of 16 x 16 with 100,000 frames of one pixel
      let data = SyntheticGIF.make(screen: (16, 16), frames: 100_000)
      // Then past the frame limit it is not played: its first frame is shown, as the
      // first-frame decode (the thumbnail tool's) gives it
      let still = try decode(data).get()
      #expect(still.animation == nil)
      let firstOnly = decode(data, decoder: PlatformImageDecoder(decodesAnimations: false))
      #expect(still == (try firstOnly.get()))
      // And under a larger limit it plays, each frame decoded only when asked for
      let decoder = PlatformImageDecoder(maximumFrameCount: 100_000)
      let image = try? decode(data, decoder: decoder).get()
      #expect(image?.animation?.frameCount == 100_000)
      #expect(image?.animation?.decodedFrameCount == 0)
      #expect(image?.animation?.keptFrameCount == 1)
      // And its 10 ms frames play for 100 ms each, as in browsers
      #expect(image?.animation?.timeline.durations.first == 0.1)
    }

    @Test(.needs(.gif)) func framesThatClaimMoreThanTheirDataAreCorrupt() {
      // Given GIFs whose frames claim 4000 x 4000 (and 8000 x 8000, over a small limit) but
      // hold one pixel each
      let lying = SyntheticGIF.make(screen: (16, 16), frames: 3, frameSize: (4000, 4000))
      let huge = SyntheticGIF.make(screen: (16, 16), frames: 3, frameSize: (8000, 8000))
      // Then decoding runs out of data: corrupt, not a hang over 16 million pixels
      #expect(decode(lying) == .failure(.corruptData))
      // And a frame over the pixel limit, on a canvas within it, is a lie refused before it
      // is decoded
      #expect(decode(huge, limit: 1_000_000) == .failure(.corruptData))
    }

    @Test(.needs(.webp, .avif)) func webpAndAVIFHeadersThatLieAboutTheirSize() throws {
      // Given an animated WebP whose canvas claims 16384 x 16384 (VP8X stores size - 1)
      var webp = try Fixtures.data("bounce.webp")
      let vp8x = try #require(webp.range(of: Data("VP8X".utf8)))
      let canvas = vp8x.upperBound + 4 + 4
      webp.replaceSubrange(canvas..<canvas + 6, with: Data([0xFF, 0x3F, 0x00, 0xFF, 0x3F, 0x00]))
      // Then the canvas over the limit is refused from the header
      #expect(
        decode(webp) == .failure(.imageTooLarge(width: 16384, height: 16384, limit: 50_000_000)))
      // And a canvas smaller than its frames (32 x 24 for frames of 64 x 48) is corrupt
      var small = try Fixtures.data("bounce.webp")
      small.replaceSubrange(canvas..<canvas + 6, with: Data([0x1F, 0x00, 0x00, 0x17, 0x00, 0x00]))
      #expect(decode(small) == .failure(.corruptData))

      // Given an AVIF whose image spatial extents say 60000 x 60000
      var avif = try Fixtures.data("photo.avif")
      let ispe = try #require(avif.range(of: Data("ispe".utf8)))
      let size = ispe.upperBound + 4
      avif.replaceSubrange(size..<size + 8, with: Data([0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60]))
      // Then it is refused, from the container, before any AV1 data is decoded
      switch decode(avif) {
      case .failure(.imageTooLarge(let width, let height, _)):
        #expect((width, height) == (60000, 60000))
      case .failure(let error):
        #expect(error == .corruptData)
      case .success:
        Issue.record("a 3.6-gigapixel AVIF decoded")
      }
    }
  }
#endif
