import Testing

@testable import CarouselCore

/// A finger resting on the content holds it, as UIScrollView does on touch-down: no page
/// turn starts under it, momentum stops under it, and the tap that ends it selects nothing
/// when it stopped a fling.
@Suite struct TouchTests {
  @Test func aRestingFingerHoldsAutoAdvanceAndTheNextTurnComesAFullIntervalAfterIt() {
    // Given a banner turning every 3 seconds
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    // When a finger rests on it from 1 s to 10 s without moving
    engine.touchDown(now: 1)
    #expect(engine.isTouching)
    #expect(engine.pauseReasons.contains(.interaction))
    engine.run(for: 9)
    // Then nothing turned, and nothing is scheduled while the finger rests
    #expect(engine.currentIndex == 0)
    #expect(engine.nextWakeUp == nil)
    // When it lifts, the next turn comes a full interval later
    engine.touchUp(now: 10)
    #expect(!engine.isTouching)
    #expect(engine.nextWakeUp == 13)
    engine.run(for: 2.9)
    #expect(engine.currentIndex == 0)
    engine.run(for: 0.6)
    #expect(engine.currentIndex == 1)
  }

  @Test func aTurnUnderWayCompletesUnderTheFingerAndNoOtherStarts() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    engine.run(for: 3.05)
    #expect(engine.isAnimating)
    // When a finger lands mid-turn
    engine.touchDown(now: engine.time)
    engine.run(for: 10)
    // Then the turn completed (never left half-way) and no other started
    #expect(engine.currentIndex == 1)
    #expect(engine.position == 1)
    #expect(engine.nextWakeUp == nil)
  }

  @Test func touchDownStopsAFlingAndTheTapThatFollowsSelectsNothing() {
    // Given content coasting from a flick (free scrolling)
    var engine = CarouselEngine.banner(count: 6) { $0.scrollBehavior = .free }
    engine.swipe(by: -200, duration: 0.05)
    engine.run(for: 0.1)
    #expect(engine.isAnimating)
    let caught = engine.position
    // When a finger touches it
    engine.touchDown(now: engine.time)
    // Then it stops where it is
    #expect(!engine.isAnimating)
    #expect(engine.position == caught)
    engine.touchUp(now: engine.time + 0.1)
    // And the tap of that touch selects nothing
    #expect(engine.tap(at: CarouselPoint(x: 195, y: 65), now: engine.time) == nil)
    #expect(!engine.drainEvents().contains { if case .itemSelected = $0 { true } else { false } })
    // While the next tap on the resting content does select
    #expect(engine.tap(at: CarouselPoint(x: 195, y: 65), now: engine.time + 1) != nil)
  }

  @Test func aPagingFlingCaughtBetweenPagesSettlesOnAPageWhenTheFingerLifts() {
    var engine = CarouselEngine.banner(count: 6)
    engine.swipe(by: -250, duration: 0.1)
    engine.run(for: 0.05)
    engine.touchDown(now: engine.time)
    #expect(engine.position != engine.position.rounded())
    // The finger rests: the content stays put
    engine.run(for: 1)
    #expect(engine.position != engine.position.rounded())
    engine.touchUp(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.position == engine.position.rounded())
    #expect(!engine.pauseReasons.contains(.interaction))
  }

  @Test func aDragThatStartsFromTheTouchEndsTheHoldWhenItSettles() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    engine.touchDown(now: 0)
    engine.swipe(by: -300)
    // The finger lifts: the gesture recognizer's end may come before or after the touch's
    engine.touchUp(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 1)
    #expect(!engine.pauseReasons.contains(.interaction))
    let rest = engine.time
    #expect(engine.nextWakeUp.map { $0 > rest + 2.9 } == true)
  }

  @Test func theHoldOutlivesADragThatEndsWhileTheFingerStillRests() {
    // A second finger, or a host reporting the drag's end first: the touch still holds
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    engine.touchDown(now: 0)
    engine.swipe(by: -300)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 1)
    #expect(engine.pauseReasons.contains(.interaction))
    engine.run(for: 10)
    #expect(engine.currentIndex == 1)
    engine.touchUp(now: engine.time)
    #expect(!engine.pauseReasons.contains(.interaction))
    #expect(engine.nextWakeUp != nil)
  }

  @Test func unpairedTouchesAreHarmless() {
    var engine = CarouselEngine.banner(count: 3) { $0.autoAdvance = .interval(3) }
    engine.touchUp(now: 0)
    #expect(engine.nextWakeUp == 3)
    engine.touchDown(now: 1)
    engine.touchDown(now: 2)
    engine.touchUp(now: 3)
    #expect(!engine.isTouching)
    #expect(engine.nextWakeUp == 6)
    var empty = CarouselEngine.banner(count: 0)
    empty.touchDown(now: 0)
    empty.touchUp(now: 1)
    #expect(empty.nextWakeUp == nil)
    #expect(empty.slots.isEmpty)
  }

  @Test func theAppsPauseIsSeparateFromTheUsersStop() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    // The user stops the slide show; the app pauses it too (a sheet), then resumes
    engine.setRotationStopped(true, now: 0)
    engine.pauseAutoAdvance(.app, now: 1)
    engine.resumeAutoAdvance(.app, now: 2)
    // Then it stays stopped: the user's choice stands
    #expect(engine.isRotationStoppedByUser)
    engine.run(for: 20)
    #expect(engine.currentIndex == 0)
    // And the app's pause alone also stops it, without claiming the user's stop
    engine.setRotationStopped(false, now: engine.time)
    engine.pauseAutoAdvance(.app, now: engine.time)
    #expect(!engine.isRotationStoppedByUser)
    #expect(!engine.isAutoAdvanceRunning)
    #expect(!engine.accessibilityState().isRotating)
  }
}

/// Where the content is headed, for hosts that show the destination rather than the item
/// passing by.
@Suite struct DestinationTests {
  @Test func aProgrammaticMoveNamesItsDestinationAtOnceForEveryCountAndStart() {
    for count in 1...6 {
      for start in 0..<count {
        for target in 0..<count {
          var engine = CarouselEngine.banner(count: count)
          engine.scroll(to: start, animated: false, now: 0)
          engine.scroll(to: target, animated: true, now: 0)
          #expect(engine.destinationIndex == target, "\(count) items, \(start) -> \(target)")
          engine.runUntilIdle()
          #expect(engine.currentIndex == target)
          #expect(engine.destinationIndex == target)
        }
      }
    }
    #expect(CarouselEngine.banner(count: 0).destinationIndex == nil)
  }

  @Test func momentumNamesWhereItWillRest() {
    for behavior in [CarouselScrollBehavior.paging, .snapping, .free] {
      for distance in [-320.0, -120, 90, 500] {
        var engine = CarouselEngine.banner(count: 5) { $0.scrollBehavior = behavior }
        engine.swipe(by: distance, duration: 0.08)
        let predicted = engine.destinationIndex
        engine.runUntilIdle()
        #expect(predicted == engine.currentIndex, "\(behavior) \(distance)")
      }
    }
  }

  @Test func theAdjustableValueNamesTheDestinationRightAfterAnIncrement() {
    var engine = CarouselEngine.banner(count: 5)
    engine.accessibilityIncrement(now: 0)
    engine.advance(to: 0.05)
    // Then, with the turn barely started, the value already names item 2
    #expect(engine.currentIndex == 0)
    #expect(engine.accessibilityState().value == "Item 2 of 5")
    engine.accessibilityDecrement(now: 0.1)
    engine.accessibilityDecrement(now: 0.15)
    #expect(engine.accessibilityState().value == "Item 5 of 5")
  }
}

@Suite struct HoverTests {
  @Test func aPointerOverTheCarouselHoldsItWithoutTouchingTheRotationControl() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    engine.pauseAutoAdvance(.hover, now: 1)
    engine.run(for: 10)
    #expect(engine.currentIndex == 0)
    // Transient, as focus is: it will rotate again, and the control still says "Stop"
    #expect(engine.accessibilityState().isRotating)
    #expect(engine.accessibilityState().rotationControlLabel == "Stop automatic slide show")
    engine.resumeAutoAdvance(.hover, now: engine.time)
    // The dwell had run 1 s before the pointer came: the rest, 2 s, is left.
    #expect(engine.nextAutoAdvanceTime == engine.time + 2)
  }
}
