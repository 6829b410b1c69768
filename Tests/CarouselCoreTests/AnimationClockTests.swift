import Testing

@testable import CarouselCore

/// Animated items play while on screen, stop while off screen, show their first frame under
/// reduced motion, and leave the engine's page turns alone.
@Suite struct AnimationClockTests {
  /// Four frames of 100 ms, looping.
  let timeline = FrameTimeline(frameDurations: [0.1, 0.1, 0.1, 0.1], repetition: .forever)

  func engine() -> CarouselEngine {
    CarouselEngine.banner(count: 3) { $0.autoAdvance = .interval(3) }
  }

  @Test func theVisibleItemPlaysAndHiddenOnesWait() {
    // Given a carousel of three items, item 0 on screen, items 0 and 2 animated
    var engine = engine()
    var clock = CarouselAnimationClock()
    clock.setTimeline(timeline, forItem: 0)
    clock.setTimeline(timeline, forItem: 2)
    clock.setTimeline(.still, forItem: 1)
    #expect(clock.animatedItems == [0, 2])
    // When the clock follows the engine
    clock.update(engine: engine, now: 0)
    // Then item 0 plays, item 2 (a neighbour, off screen) does not
    #expect(clock.isPlaying(item: 0))
    #expect(!clock.isPlaying(item: 2))
    #expect(clock.frameIndex(forItem: 0, now: 0.25) == 2)
    #expect(clock.frameIndex(forItem: 2, now: 0.25) == 0)
    #expect(
      clock.nextWakeUp(now: 0.25) == 0.30000000000000004 || clock.nextWakeUp(now: 0.25) == 0.3)
    // When item 2 comes on screen (the previous page) at 1 s
    engine.previous(now: 1)
    engine.run(for: 1)
    clock.update(engine: engine, now: engine.time)
    // Then item 0 stopped where it was, and item 2 plays from its first frame
    #expect(!clock.isPlaying(item: 0))
    #expect(clock.isPlaying(item: 2))
    let stoppedAt = clock.frameIndex(forItem: 0, now: engine.time)
    #expect(clock.frameIndex(forItem: 0, now: engine.time + 10) == stoppedAt)
    #expect(clock.frameIndex(forItem: 2, now: engine.time + 0.15) == 1)
  }

  @Test func nothingToWakeForWhenNothingAnimatesOnScreen() {
    // Given only item 1 animated, and item 0 on screen
    let engine = engine()
    var clock = CarouselAnimationClock()
    clock.setTimeline(timeline, forItem: 1)
    clock.update(engine: engine, now: 0)
    // Then there is no reason to wake up for pictures
    #expect(clock.nextWakeUp(now: 0) == nil)
    // And with no animated item at all, neither
    var empty = CarouselAnimationClock()
    empty.update(engine: engine, now: 0)
    #expect(empty.nextWakeUp(now: 0) == nil)
  }

  @Test func reducedMotionShowsTheFirstFrame() {
    // Given an animated item on screen that has played 250 ms
    var engine = engine()
    var clock = CarouselAnimationClock()
    clock.setTimeline(timeline, forItem: 0)
    clock.update(engine: engine, now: 0)
    #expect(clock.frameIndex(forItem: 0, now: 0.25) == 2)
    // When reduced motion is switched on
    engine.setReducedMotion(true, now: 0.25)
    clock.update(engine: engine, now: 0.25)
    // Then it shows its first frame and stays there, with nothing to wake for
    #expect(clock.frameIndex(forItem: 0, now: 5) == 0)
    #expect(clock.nextWakeUp(now: 5) == nil)
    // When it is switched off again, Then it plays from the start
    engine.setReducedMotion(false, now: 6)
    clock.update(engine: engine, now: 6)
    #expect(clock.frameIndex(forItem: 0, now: 6.15) == 1)
  }

  @Test func finishedAnimationsCostNoWakeUps() {
    // Given an item that plays twice, on screen
    let engine = engine()
    var clock = CarouselAnimationClock()
    clock.setTimeline(
      FrameTimeline(frameDurations: [0.1, 0.1], repetition: .plays(2)), forItem: 0)
    clock.update(engine: engine, now: 0)
    // When its wake-ups are followed
    var now = 0.0
    var changes = 0
    while let wakeUp = clock.nextWakeUp(now: now), changes < 100 {
      #expect(wakeUp > now)
      now = wakeUp
      changes += 1
    }
    // Then it changed frame 3 times (0 -> 1 -> 0 -> 1) and rests on its last frame
    #expect(changes == 3)
    #expect(clock.frameIndex(forItem: 0, now: now + 60) == 1)
  }

  @Test func animationsLeaveTheDwellIntervalAlone() {
    // Given two engines with the same auto-advance, one of them followed by a clock with an
    // animated item on screen
    var plain = engine()
    var animated = engine()
    var clock = CarouselAnimationClock()
    clock.setTimeline(timeline, forItem: 0)
    clock.setTimeline(timeline, forItem: 1)
    // When both run for ten seconds, the animated one stepped at every frame change too
    var now = 0.0
    var pageTurns: [Double] = []
    while now < 10 {
      clock.update(engine: animated, now: now)
      let wakeUps = [animated.nextWakeUp, clock.nextWakeUp(now: now)].compactMap { $0 }
      now = max(now + 1.0 / 60, min(wakeUps.min() ?? 10, 10))
      let before = animated.currentIndex
      animated.advance(to: now)
      if animated.currentIndex != before { pageTurns.append(now) }
    }
    plain.run(for: 10)
    // Then both turned the same pages at the same times: 3 s of dwell, then the turn
    #expect(animated.currentIndex == plain.currentIndex)
    #expect(animated.nextAutoAdvanceTime == plain.nextAutoAdvanceTime)
    #expect(pageTurns.count == 3)
  }
}
