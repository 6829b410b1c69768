import Testing

@testable import CarouselCore

/// Which frame at which time: durations, loops, the browsers' minimum frame duration.
@Suite struct FrameTimelineTests {
  @Test func shortFramesPlayForATenthOfASecondAsInBrowsers() {
    // Given frames of 0, 10, 11, 20 ms, a negative and a non-finite duration
    let timeline = FrameTimeline(
      frameDurations: [0, 0.010, 0.011, 0.020, -1, .nan], repetition: .forever)
    // Then 10 ms or less (and nonsense) become 100 ms; 11 ms and more are kept
    #expect(timeline.durations == [0.1, 0.1, 0.011, 0.020, 0.1, 0.1])
    #expect(timeline.frameCount == 6)
  }

  @Test func frameAtEveryTimeOfTwoLoops() {
    // Given three frames of 100, 50 and 200 ms, looping forever
    let timeline = FrameTimeline(frameDurations: [0.1, 0.05, 0.2], repetition: .forever)
    #expect(abs(timeline.loopDuration - 0.35) < 1e-12)
    #expect(timeline.totalDuration == nil)
    // Then every millisecond of two loops shows the frame whose interval holds it
    var counts = [0, 0, 0]
    for millisecond in 0..<700 {
      let time = Double(millisecond) / 1000 + 0.0005
      let within = time.truncatingRemainder(dividingBy: 0.35)
      let expected = within < 0.1 ? 0 : (within < 0.15 ? 1 : 2)
      #expect(timeline.frameIndex(at: time) == expected, "\(time)")
      counts[expected] += 1
    }
    #expect(counts == [200, 100, 400])
    // And negative times show the first frame
    #expect(timeline.frameIndex(at: -3) == 0)
  }

  @Test func finiteAnimationsRestOnTheirLastFrame() {
    // Given two frames of 100 ms that play 3 times
    let timeline = FrameTimeline(frameDurations: [0.1, 0.1], repetition: .plays(3))
    #expect(abs((timeline.totalDuration ?? 0) - 0.6) < 1e-12)
    #expect(timeline.frameIndex(at: 0.45) == 0)
    #expect(timeline.frameIndex(at: 0.55) == 1)
    // Then after the third play the last frame stays, and nothing changes any more
    #expect(timeline.frameIndex(at: 0.61) == 1)
    #expect(timeline.frameIndex(at: 1_000) == 1)
    #expect(abs((timeline.nextFrameChange(after: 0.45) ?? 0) - 0.5) < 1e-12)
    #expect(timeline.nextFrameChange(after: 0.5) == nil)
    #expect(timeline.nextFrameChange(after: 5) == nil)
    // And fewer than one play is one play
    #expect(
      FrameTimeline(frameDurations: [0.1, 0.1], repetition: .plays(0)).repetition == .plays(1))
  }

  @Test func nextChangesWalkEveryFrameInOrder() throws {
    // Given five frames of different lengths, looping
    let durations = [0.04, 0.2, 0.07, 0.5, 0.033]
    let timeline = FrameTimeline(frameDurations: durations, repetition: .forever)
    // When the changes are followed from the start for three loops
    var time = 0.0
    var frames: [Int] = [timeline.frameIndex(at: time)]
    for _ in 0..<(durations.count * 3) {
      let next = try #require(timeline.nextFrameChange(after: time))
      #expect(next > time)
      time = next
      frames.append(timeline.frameIndex(at: time))
    }
    // Then each frame comes once per loop, in order, with no change skipped or repeated
    #expect(frames == Array(repeating: [0, 1, 2, 3, 4], count: 3).flatMap { $0 } + [0])
    #expect(abs(time - 3 * timeline.loopDuration) < 1e-9)
  }

  @Test func aStillPictureNeverChanges() {
    let still = FrameTimeline.still
    #expect(!still.isAnimated)
    #expect(still.frameIndex(at: 10) == 0)
    #expect(still.nextFrameChange(after: 0) == nil)
    #expect(FrameTimeline(frameDurations: [], repetition: .forever).frameCount == 1)
  }

  @Test func aHundredThousandFramesAreFoundByBisection() {
    // Given 100,000 frames of 20 ms
    let timeline = FrameTimeline(
      frameDurations: Array(repeating: 0.02, count: 100_000), repetition: .forever)
    // Then frames are found anywhere in the loop
    #expect(timeline.frameIndex(at: 0.02 * 54_321 + 0.001) == 54_321)
    #expect(timeline.frameIndex(at: timeline.loopDuration + 0.001) == 0)
    #expect(timeline.nextFrameChange(after: 0.02 * 99_999 + 0.001) == timeline.loopDuration)
  }
}
