#if canImport(CCarouselCodecs) && os(Linux)
  import CarouselCore
  import Foundation
  import CarouselTestSupport
  import Testing

  @testable import CarouselImages

  /// Animated GIFs and WebPs: frames composited as the files say, at the slot's size, with
  /// their durations and loop counts, decoded on demand under a memory budget.
  @Suite struct AnimationDecodingTests {
    func decodeAnimation(
      _ name: String, target: PixelSize = PixelSize(width: 64, height: 48),
      budget: Int = 16 << 20
    ) throws -> (DecodedImage, ImageAnimation) {
      let decoder = PlatformImageDecoder(animationMemoryBudget: budget)
      let image = try decoder.decode(
        Fixtures.data(name), targetSize: target, contentMode: .aspectFill,
        maximumPixelCount: 50_000_000)
      return (image, try #require(image.animation))
    }

    /// The hue of frame `index` of the bounce fixtures, sampled away from the white bar.
    func backgroundColour(of frame: DecodedImage) -> SIMD4<UInt8> {
      frame.pixel(x: frame.width - 2, y: frame.height - 2)
    }

    @Test(.needs(.gif)) func gifTimelineAndLoopCountsFollowTheFile() throws {
      // Given a GIF of 12 frames of 50 ms looping forever, and one of 6 frames of 80 ms whose
      // loop extension asks for one repetition
      let (_, bounce) = try decodeAnimation("bounce.gif")
      let (_, twice) = try decodeAnimation("twice.gif")
      // Then the timelines say so; a loop count of 1 plays twice, as in browsers
      #expect(bounce.timeline.durations == Array(repeating: 0.05, count: 12))
      #expect(bounce.timeline.repetition == .forever)
      #expect(twice.timeline.durations == Array(repeating: 0.08, count: 6))
      #expect(twice.timeline.repetition == .plays(2))
    }

    @Test(.needs(.webp)) func webpTimelineAndLoopCountFollowTheFile() throws {
      // Given an animated WebP of 12 frames of 80 ms that loops 3 times
      let (image, animation) = try decodeAnimation(
        "bounce.webp", target: PixelSize(width: 32, height: 24))
      // Then the timeline says so, and frames come at the slot's size
      #expect(animation.timeline.durations == Array(repeating: 0.08, count: 12))
      #expect(animation.timeline.repetition == .plays(3))
      #expect(image.size == PixelSize(width: 32, height: 24))
      #expect(try animation.frame(at: 7).size == PixelSize(width: 32, height: 24))
    }

    @Test(.needs(.gif, .webp)) func everyEncodingOfTheSameFramesGivesTheSameFrames() throws {
      // Given the same 12 frames as a plain GIF, an optimised one (sub-rectangles over the
      // previous frame, with transparency), an interlaced one, and two WebPs
      let (_, plain) = try decodeAnimation("bounce.gif")
      let (_, optimized) = try decodeAnimation("bounce-optimized.gif")
      let (_, interlaced) = try decodeAnimation("bounce-interlaced.gif")
      let (_, webp) = try decodeAnimation("bounce.webp")
      let (_, converted) = try decodeAnimation("bounce-gif2webp.webp")
      var compared = 0
      for index in 0..<12 {
        let expected = try plain.frame(at: index)
        // Then the GIFs agree exactly: compositing rebuilt each full frame
        #expect(try optimized.frame(at: index) == expected, "frame \(index)")
        #expect(try interlaced.frame(at: index) == expected, "frame \(index)")
        // And the lossy WebPs agree on the colour of each frame
        for other in [webp, converted] {
          let colour = backgroundColour(of: try other.frame(at: index))
          let reference = backgroundColour(of: expected)
          for channel in 0..<3 {
            #expect(abs(Int(colour[channel]) - Int(reference[channel])) < 24, "frame \(index)")
          }
        }
        compared += 1
      }
      #expect(compared == 12)
      // And the frames differ from one another (the hue turns 30 degrees a frame)
      #expect(try plain.frame(at: 0) != plain.frame(at: 1))
    }

    /// What an animation holds besides its frames (encoded bytes, what frames are composed
    /// on), read from a decode under the default budget.
    func workingSet(_ name: String, target: PixelSize) throws -> Int {
      try decodeAnimation(name, target: target).1.workingSetBytes
    }

    @Test(.needs(.gif)) func aLongAnimationKeepsABoundedWindowOfFrames() throws {
      // Given a 300-frame GIF of 48 x 32 (6 KB a frame) and a budget of its working set and
      // 10 frames
      let frameBytes = 48 * 32 * 4
      let target = PixelSize(width: 48, height: 32)
      let working = try workingSet("long300-opt.gif", target: target)
      let (_, animation) = try decodeAnimation(
        "long300-opt.gif", target: target, budget: working + 10 * frameBytes)
      #expect(animation.frameCount == 300)
      #expect(animation.maximumKeptFrameCount == 10)
      // When it plays through twice, frame by frame
      for _ in 0..<2 {
        for index in 0..<300 {
          let frame = try animation.frame(at: index)
          // Then each frame shows its white column where the file puts it
          let column = frame.pixel(x: index % 48, y: 31)
          #expect(column[0] == 255 && column[1] == 255, "frame \(index)")
          // And never more than 10 frames are held
          #expect(animation.keptFrameCount <= 10)
        }
      }
      // And each frame was decoded once per play (the first frame came with the image)
      #expect(animation.decodedFrameCount == 599)
      // And what the memory cache counts is the window plus the working set, not 300 frames
      #expect(animation.maximumCost == 10 * frameBytes + working)
      #expect(animation.maximumCost <= animation.memoryBudget)
    }

    @Test(.needs(.gif)) func aShortAnimationIsDecodedOnceAndKept() throws {
      // Given the 12-frame GIF within a 16 MB budget
      let (image, animation) = try decodeAnimation("bounce.gif")
      #expect(animation.maximumKeptFrameCount == 12)
      // When it plays three times
      for _ in 0..<3 {
        for index in 0..<12 { _ = try animation.frame(at: index) }
      }
      // Then every frame was decoded once, and the first frame is the image itself
      #expect(animation.decodedFrameCount == 11)
      #expect(animation.keptFrameCount == 12)
      #expect(try animation.frame(at: 0).pixels == image.pixels)
      #expect(animation.cachedFrame(at: 5) != nil)
      // And the image counts its animation's frames in its cost
      #expect(image.cost == 64 * 48 * 4 + animation.maximumCost)
    }

    @Test(.needs(.gif)) func framesOutOfOrderRewindAndStillAgree() throws {
      // Given the 300-frame GIF with a window of 2 frames
      let target = PixelSize(width: 24, height: 16)
      let working = try workingSet("long300-opt.gif", target: target)
      let (_, animation) = try decodeAnimation(
        "long300-opt.gif", target: target, budget: working + 2 * 24 * 16 * 4)
      #expect(animation.maximumKeptFrameCount == 2)
      let (_, reference) = try decodeAnimation(
        "long300.gif", target: PixelSize(width: 24, height: 16))
      // When frames are asked for out of order
      for index in [250, 3, 299, 0, 100, 99, 47, 48] {
        // Then each matches the unoptimised file's frame
        #expect(try animation.frame(at: index) == reference.frame(at: index), "frame \(index)")
      }
    }

    @Test(.needs(.gif, .webp)) func stillGIFsAndAnimationsTurnedOffHaveNoAnimation() throws {
      // Given a decoder that does not keep animations
      let decoder = PlatformImageDecoder(decodesAnimations: false)
      let image = try decoder.decode(
        Fixtures.data("bounce.webp"), targetSize: PixelSize(width: 32, height: 24),
        contentMode: .aspectFill, maximumPixelCount: 50_000_000)
      // Then the first frame comes alone
      #expect(image.animation == nil)
      #expect(image.size == PixelSize(width: 32, height: 24))
      // And a GIF of one frame is a still picture
      let single = SyntheticGIF.make(screen: (8, 8), frames: 1)
      let still = try PlatformImageDecoder().decode(
        single, targetSize: PixelSize(width: 8, height: 8), contentMode: .aspectFill,
        maximumPixelCount: 1_000)
      #expect(still.animation == nil)
    }
  }
#endif
