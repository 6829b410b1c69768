#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import CarouselTestSupport
  import Foundation
  import Testing

  @testable import CarouselImages

  /// What an animation costs before its first frame shows, and per frame after: bounded by
  /// its first frame (and, to be played, by its frame count once), never by the square of its
  /// frames. Measured in frame records read (`ccodecs_thread_frame_records_read`): work that
  /// does not depend on how busy the machine is. libwebp's demuxer finds frame n by walking
  /// from the first, so reading every frame through it reads n²/2 records: 5 billion for
  /// 100,000 frames, about 10 s of a core before the first frame showed.
  @Suite struct AnimationCostTests {
    /// A lossless 1 x 1 WebP (26 bytes of RIFF: the smallest a browser's feature test uses).
    static let tinyWebP =
      Data(
        base64Encoded: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==") ?? Data()

    /// An animated WebP of `frames` frames of 1 x 1 on a 16 x 16 canvas.
    static func longWebP(frames: Int) throws -> Data {
      let frame = try SyntheticWebP.frameChunk(ofStill: tinyWebP)
      return SyntheticWebP.make(
        canvas: (16, 16), frame: frame, frameSize: (1, 1),
        offsets: Array(repeating: (x: 0, y: 0), count: frames), milliseconds: 40)
    }

    static func longGIF(frames: Int) -> Data {
      SyntheticGIF.make(screen: (16, 16), frames: frames)
    }

    /// The frame records `body` reads on this thread.
    static func recordsRead(_ body: () throws -> Void) rethrows -> UInt64 {
      let before = ccodecs_thread_frame_records_read()
      try body()
      return ccodecs_thread_frame_records_read() - before
    }

    static let slot = PixelSize(width: 64, height: 64)

    @Test(.needs(.gif, .webp)) func theFirstFrameOfAHundredThousandCostsOneFrame() throws {
      for (name, data) in [
        ("webp", try Self.longWebP(frames: 100_000)), ("gif", Self.longGIF(frames: 100_000)),
      ] {
        // Given an animation of 100,000 frames (4.6 MB of WebP, 2.3 MB of GIF)
        #expect(data.count > 2_000_000, "\(name)")
        // When its first frame is decoded as a still picture (the thumbnailer's and the
        // renderer's first-frame decode, and the pipeline's for an animation past the limit)
        var pixels = [UInt8](repeating: 0, count: 16 * 16 * 4)
        var status: Int32 = -1
        let still = Self.recordsRead {
          status = data.withUnsafeBytes { bytes in
            ccodecs_decode_rgba(
              bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, nil, &pixels,
              16, 16, 64)
          }
        }
        // Then it is decoded from its first frame's record alone, whatever follows
        #expect(status == CCODECS_OK, "\(name)")
        #expect(still <= 2, "\(name): \(still) frame records read")
        // And the pipeline's decoder, which counts the frames to know whether the animation
        // plays, reads at most the frame limit's worth before it shows the first frame
        var image: DecodedImage?
        let decoder = PlatformImageDecoder()
        let counted = try Self.recordsRead {
          image = try decoder.decode(
            data, targetSize: Self.slot, contentMode: .aspectFill, maximumPixelCount: 50_000_000)
        }
        #expect(image?.animation == nil, "\(name): past the frame limit, a still picture")
        #expect(
          counted <= UInt64(decoder.maximumFrameCount) + 2, "\(name): \(counted) records read")
      }
    }

    @Test(.needs(.gif, .webp)) func anAnimationAtTheFrameLimitOpensAndPlaysInLinearWork() throws {
      for (name, data) in [
        ("webp", try Self.longWebP(frames: 10_000)), ("gif", Self.longGIF(frames: 10_000)),
      ] {
        // Given an animation of 10,000 frames, the most that play by default
        let decoder = PlatformImageDecoder()
        #expect(decoder.maximumFrameCount == 10_000)
        // When it is opened, its first frame decoded
        var image: DecodedImage?
        let opening = try Self.recordsRead {
          image = try decoder.decode(
            data, targetSize: Self.slot, contentMode: .aspectFill, maximumPixelCount: 50_000_000)
        }
        let animation = try #require(image?.animation, "\(name)")
        #expect(animation.frameCount == 10_000)
        // Then opening read each frame's record a bounded number of times, not n² / 2 (50
        // million)
        #expect(opening <= 3 * 10_000, "\(name): \(opening) records read to open")
        // And a whole play reads one record per frame shown
        let play = try Self.recordsRead {
          for index in 1..<animation.frameCount { _ = try animation.frame(at: index) }
        }
        #expect(play <= 2 * 10_000, "\(name): \(play) records read for a play")
      }
    }

    @Test(.needs(.webp)) func theIndexedFramesAreTheDemuxersFrames() throws {
      // Given an animation of a few frames at different places on its canvas
      let frame = try SyntheticWebP.frameChunk(ofStill: Fixtures.data("photo.webp"))
      let data = SyntheticWebP.make(
        canvas: (640, 400), frame: frame, frameSize: (320, 200),
        offsets: [(0, 0), (320, 0), (0, 200), (320, 200)], milliseconds: 70)
      // When it is played at its stored size
      let image = try PlatformImageDecoder().decode(
        data, targetSize: PixelSize(width: 640, height: 400), contentMode: .aspectFill,
        maximumPixelCount: 50_000_000)
      let animation = try #require(image.animation)
      // Then every frame is drawn where the file puts it, for as long as it says
      #expect(animation.timeline.durations == Array(repeating: 0.07, count: 4))
      let last = try animation.frame(at: 3)
      for (x, y) in [(10, 10), (630, 10), (10, 390), (630, 390)] {
        #expect(last.pixel(x: x, y: y)[3] == 255, "(\(x), \(y)) covered by a frame")
      }
      // And a container whose frames do not add up (one ANMF chunk cut off its tail) is
      // refused as corrupt or shown as its first frame, never misread
      let cut = data.prefix(data.count - 40)
      let damaged = try? PlatformImageDecoder().decode(
        Data(cut), targetSize: PixelSize(width: 64, height: 40), contentMode: .aspectFill,
        maximumPixelCount: 50_000_000)
      #expect(damaged?.animation == nil)
    }
  }
#endif
