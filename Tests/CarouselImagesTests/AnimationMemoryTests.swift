#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import CarouselCore
  import CarouselTestSupport
  import Foundation
  import Testing

  @testable import CarouselImages

  /// Animations on huge canvases hold what their slot shows: frames are composed at the slot's
  /// size, everything an animation holds counts against its budget, and one that cannot be
  /// played within it shows its first frame.
  @Suite struct AnimationMemoryTests {
    static let slot = PixelSize(width: 300, height: 200)
    static let budget = 16 << 20

    /// A GIF of 7000 x 7000 (49 million pixels, under the 50-million limit) with frames of
    /// one pixel: 108 bytes for 3 frames.
    static func hugeGIF(frames: Int = 3) -> Data {
      SyntheticGIF.make(screen: (7000, 7000), frames: frames)
    }

    /// A WebP of 7000 x 7000 with 3 frames of `photo.webp` (320 x 200, lossy): at the top
    /// left, the middle and the bottom right corner. 13 KB.
    static func hugeWebP() throws -> Data {
      let frame = try SyntheticWebP.frameChunk(ofStill: Fixtures.data("photo.webp"))
      return SyntheticWebP.make(
        canvas: (7000, 7000), frame: frame, frameSize: (320, 200),
        offsets: [(0, 0), (3400, 3400), (6680, 6800)])
    }

    static func decode(_ data: Data, decoder: PlatformImageDecoder = .init()) throws
      -> DecodedImage
    {
      try decoder.decode(
        data, targetSize: slot, contentMode: .aspectFill, maximumPixelCount: 50_000_000)
    }

    @Test(.needs(.gif, .webp)) func hugeCanvasesAreComposedAtTheSlotSize() throws {
      for (name, data) in [("gif", Self.hugeGIF()), ("webp", try Self.hugeWebP())] {
        // Given a 7000 x 7000 animation for a slot of 300 x 200
        let image = try Self.decode(data)
        let animation = try #require(image.animation, "\(name)")
        // Then its frames are at the slot's size (a square covering the slot)
        #expect(animation.frameSize == PixelSize(width: 300, height: 300), "\(name)")
        // And what it holds besides its frames is the slot's canvas, not the stored one (a
        // 300 x 300 canvas is 360 KB, the stored one 196 MB)
        #expect(animation.workingSetBytes < 2 << 20, "\(name): \(animation.workingSetBytes)")
        // And all it may hold is within the animation budget, and so what the memory cache
        // counts for the picture
        #expect(animation.maximumCost <= Self.budget, "\(name): \(animation.maximumCost)")
        #expect(image.cost <= Self.budget + 300 * 300 * 4, "\(name)")
        #expect(animation.maximumKeptFrameCount == 3)
      }
    }

    @Test(.needs(.webp)) func framesLandWhereTheCanvasPutsThem() throws {
      // Given the WebP whose frames sit at the top left, the middle and the bottom right
      let animation = try #require(try Self.decode(Self.hugeWebP()).animation)
      let frames = try (0..<3).map { try animation.frame(at: $0) }
      // Then each frame shows its picture where the canvas puts it (an output pixel stands
      // for 23 x 23 stored ones), over the frames before it, and transparency elsewhere
      #expect(frames[0].pixel(x: 5, y: 4)[3] == 255)
      #expect(frames[0].pixel(x: 150, y: 150)[3] == 0)
      #expect(frames[1].pixel(x: 150, y: 150)[3] == 255)
      #expect(frames[1].pixel(x: 5, y: 4)[3] == 255)
      #expect(frames[1].pixel(x: 295, y: 297)[3] == 0)
      #expect(frames[2].pixel(x: 295, y: 297)[3] == 255)
      #expect(frames[2].pixel(x: 100, y: 250)[3] == 0)
      // And a frame edge inside an output pixel covers part of it
      let edge = frames[0].pixel(x: 13, y: 4)[3]
      #expect(edge > 0 && edge < 255, "\(edge)")
    }

    @Test(.needs(.gif)) func passingOverFramesDrawsThemWithoutCopyingThemOut() throws {
      // Given a 7000 x 7000 GIF of 9999 frames of one pixel, under a budget that keeps only
      // a few frames of the slot's size
      let data = Self.hugeGIF(frames: 9999)
      let probe = try #require(try Self.decode(data).animation)
      let budget = probe.workingSetBytes + 4 * 300 * 300 * 4
      let image = try Self.decode(
        data, decoder: PlatformImageDecoder(animationMemoryBudget: budget))
      let animation = try #require(image.animation)
      #expect(animation.maximumKeptFrameCount == 4)
      // When frame 5000 is asked for, then each frame on the way is drawn once and only the
      // one asked for is kept
      _ = try animation.frame(at: 5000)
      #expect(animation.decodedFrameCount == 5000)
      #expect(animation.keptFrameCount == 2)
      // And the next frame costs one frame
      _ = try animation.frame(at: 5001)
      #expect(animation.decodedFrameCount == 5001)
    }

    @Test(.needs(.gif, .webp)) func animationsOverTheirBudgetShowTheirFirstFrame() throws {
      for name in ["bounce.gif", "bounce.webp"] {
        let data = try Fixtures.data(name)
        let played = try #require(try Self.decode(data).animation)
        // Given a budget one byte short of the working set and two frames
        let frameBytes = played.frameSize.area * 4
        let short = PlatformImageDecoder(
          animationMemoryBudget: played.workingSetBytes + 2 * frameBytes - 1)
        // Then the picture is its first frame, as a first-frame decode gives it
        let still = try Self.decode(data, decoder: short)
        #expect(still.animation == nil, "\(name)")
        let first = try Self.decode(data, decoder: PlatformImageDecoder(decodesAnimations: false))
        #expect(still == first, "\(name)")
        // And with that byte it plays
        let enough = PlatformImageDecoder(
          animationMemoryBudget: played.workingSetBytes + 2 * frameBytes)
        #expect(try Self.decode(data, decoder: enough).animation?.maximumKeptFrameCount == 2)
      }
    }

    /// Every frame of a GIF through the codecs at `width` x `height`, on a canvas at that
    /// size (a canvas limit of one pixel).
    static func framesComposedAtTheOutputSize(_ data: Data, width: Int32, height: Int32) throws
      -> [[UInt8]]
    {
      var options = ccodecs_animation_options()
      options.max_canvas_pixels = 1
      var info = ccodecs_animation_info()
      var handle: OpaquePointer?
      let status = data.withUnsafeBytes { bytes in
        ccodecs_animation_open(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &options,
          &handle, &info)
      }
      #expect(status == CCODECS_OK)
      let animation = try #require(handle)
      defer { ccodecs_animation_close(animation) }
      return (0..<Int(info.frame_count)).map { _ in
        var pixels = [UInt8](repeating: 0, count: Int(width * height * 4))
        let next = ccodecs_animation_next_frame(animation, &pixels, width, height, width * 4, nil)
        #expect(next == CCODECS_OK)
        return pixels
      }
    }

    @Test(.needs(.gif)) func interlacedAndOptimizedFramesComposeAlikeAtTheOutputSize() throws {
      // Given the bounce GIF plain, interlaced (rows out of order) and optimized (frames of
      // a sub-rectangle over the ones before), composed on a canvas of 32 x 24
      let plain = try Self.framesComposedAtTheOutputSize(
        Fixtures.data("bounce.gif"), width: 32, height: 24)
      let interlaced = try Self.framesComposedAtTheOutputSize(
        Fixtures.data("bounce-interlaced.gif"), width: 32, height: 24)
      let optimized = try Self.framesComposedAtTheOutputSize(
        Fixtures.data("bounce-optimized.gif"), width: 32, height: 24)
      #expect(plain.count == 12)
      // Then the interlaced file gives the same pixels (each output row sums the same stored
      // rows, whatever their order)
      #expect(interlaced == plain)
      // And the optimized one the same within a few levels where a frame's edge covers part
      // of an output pixel
      for (index, (frame, reference)) in zip(optimized, plain).enumerated() {
        let largest = zip(frame, reference).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 64, "frame \(index): \(largest)")
      }
      // And the frames differ from one another (the ball moves)
      #expect(plain[0] != plain[1])
    }

    static let peakChildVariable = "CAROUSEL_TEST_ANIMATION_PEAK_REPORT"

    @Test(.needs(.gif, .webp)) func sixHugeAnimationsPlayInASmallPeak() async throws {
      let report = makeTemporaryDirectory("peak").appendingPathComponent("report").path
      let status = try await runChildTest(
        "childPlaysSixHugeAnimations", environment: [Self.peakChildVariable: report])
      let text = try? String(contentsOfFile: report, encoding: .utf8)
      print("peak resident memory after playing six 7000 x 7000 animations: \(text ?? "none") KB")
      #expect(status == 0)
      // Then the peak is the test process's own and six slots' worth: composed at their
      // stored size, each would need one or two canvases of 196 MB
      let kilobytes = try #require(text.flatMap { Int($0) })
      #expect(kilobytes < 150_000)
    }

    /// Runs in a child process (started by the test above): holds three huge GIFs and three
    /// huge WebPs at once, plays every frame of each twice, and reports the process's peak
    /// resident memory in KB.
    @Test func childPlaysSixHugeAnimations() throws {
      guard let report = ProcessInfo.processInfo.environment[Self.peakChildVariable] else {
        return
      }
      var images: [DecodedImage] = []
      for _ in 0..<3 {
        images.append(try Self.decode(Self.hugeGIF()))
        images.append(try Self.decode(try Self.hugeWebP()))
      }
      for image in images {
        let animation = try #require(image.animation)
        for index in 0..<animation.frameCount * 2 {
          _ = try animation.frame(at: index % animation.frameCount)
        }
      }
      let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
      let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
      let kilobytes = try #require(line.split(separator: " ").dropFirst().first)
      try String(kilobytes).write(toFile: report, atomically: true, encoding: .utf8)
    }
  }
#endif
