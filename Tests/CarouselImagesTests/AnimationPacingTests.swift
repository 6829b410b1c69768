#if canImport(CCarouselCodecs) && os(Linux)
  import CarouselCore
  import CarouselTestSupport
  import Foundation
  import Testing

  @testable import CarouselImages

  /// The processor time an animation takes, counted in pixels touched: bounded per frame by
  /// the slot (not the canvas), tiny delays played as browsers play them, and animations
  /// decoded on every play slowed to their budget.
  @Suite struct AnimationPacingTests {
    func decode(_ data: Data, target: PixelSize, decoder: PlatformImageDecoder = .init()) throws
      -> ImageAnimation
    {
      let image = try decoder.decode(
        data, targetSize: target, contentMode: .aspectFill, maximumPixelCount: 50_000_000)
      return try #require(image.animation)
    }

    @Test(.needs(.gif)) func aFrameOfAHugeCanvasCostsTheSlotNotTheCanvas() throws {
      // Given a 7000 x 7000 GIF of 9999 frames of one pixel, 0 ms each, in a 300 x 300 slot
      let animation = try decode(
        AnimationMemoryTests.hugeGIF(frames: 9999), target: PixelSize(width: 300, height: 300))
      // Then a frame touches its own pixel and the slot's twice (drawn on, copied out), not
      // the canvas's 49 million
      #expect(animation.pixelsPerPlay / animation.frameCount <= 1 + 2 * 300 * 300)
      // And its 0 ms frames show for 100 ms, as browsers show them: 10 frames a second
      #expect(animation.timeline.frameIndex(at: 1.0) == 10)
      #expect(animation.timeline.durations.allSatisfy { $0 == 0.1 })
    }

    @Test(.needs(.gif)) func framesDecodedEveryPlayArePacedToTheProcessorBudget() throws {
      // Given the 300-frame GIF of 48 x 32 (20 ms frames: a 6 s play), whose frames all fit
      // the default memory budget
      let data = try Fixtures.data("long300.gif")
      let target = PixelSize(width: 48, height: 32)
      let kept = try decode(data, target: target)
      #expect(kept.maximumKeptFrameCount == 300)
      // When its budget keeps 10 frames (so every play decodes all 300) and the processor
      // budget is 100,000 pixels a second
      let decoder = PlatformImageDecoder(
        animationMemoryBudget: kept.workingSetBytes + 10 * target.area * 4,
        animationPixelsPerSecond: 100_000)
      let paced = try decode(data, target: target, decoder: decoder)
      #expect(paced.maximumKeptFrameCount == 10)
      // Then a play touches every frame's pixels, and no more than the budget per second
      #expect(paced.pixelsPerPlay >= 300 * target.area * 3)
      #expect(Double(paced.pixelsPerPlay) / paced.timeline.loopDuration <= 100_000 * 1.000_001)
      // And it plays slower, every frame in proportion
      #expect(paced.timeline.loopDuration > kept.timeline.loopDuration * 2)
      let factor = paced.timeline.durations[0] / kept.timeline.durations[0]
      for (slow, fast) in zip(paced.timeline.durations, kept.timeline.durations) {
        #expect(abs(slow / fast - factor) < 1e-9)
      }
      // And under the same processor budget, an animation whose frames are kept (decoded
      // once) plays at its own speed
      let keptAndBudgeted = try decode(
        data, target: target, decoder: PlatformImageDecoder(animationPixelsPerSecond: 100_000))
      #expect(keptAndBudgeted.timeline == kept.timeline)
      #expect(abs(kept.timeline.loopDuration - 300 * 0.02) < 1e-9)
    }
  }
#endif
