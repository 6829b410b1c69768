import Testing

@testable import CarouselCore

/// What a host can ask the engine besides its slots: when the next turn starts, when the
/// content rests, how far it travelled, whether a programmatic move arrived.
@Suite struct EngineAPITests {
  @Test func theNextTurnAndTheRestAreSeparateTimes() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    // At rest: a turn is due, nothing moves
    #expect(engine.nextAutoAdvanceTime == 3)
    #expect(engine.restTime == nil)
    #expect(engine.nextWakeUp == 3)
    // During the turn: no next turn yet, the rest time is the turn's end
    engine.advance(to: 3.1)
    #expect(engine.nextAutoAdvanceTime == nil)
    let rest = engine.restTime
    #expect(rest == 3 + engine.configuration.scrollAnimationDuration)
    engine.run(for: 1)
    #expect(engine.nextAutoAdvanceTime.map { abs($0 - (rest ?? 0) - 3) < 1e-9 } == true)
  }

  @Test func restTimeIsWhenEveryMotionComesToRest() {
    for behavior in [CarouselScrollBehavior.paging, .snapping, .free] {
      for looping in [true, false] {
        for distance in [-600.0, -250, -30, 30, 250, 600] {
          var engine = CarouselEngine.banner(count: 4) {
            $0.scrollBehavior = behavior
            $0.isLooping = looping
          }
          engine.swipe(by: distance, duration: 0.1)
          guard let predicted = engine.restTime else {
            #expect(!engine.isAnimating)
            continue
          }
          engine.run(for: 12, rate: 120)
          let settled = engine.drainEvents().contains { $0.isScrollingEnded }
          #expect(settled)
          // The rest came within a frame of the prediction
          var probe = CarouselEngine.banner(count: 4) {
            $0.scrollBehavior = behavior
            $0.isLooping = looping
          }
          probe.swipe(by: distance, duration: 0.1)
          probe.advance(to: predicted - 1.0 / 60)
          #expect(probe.isAnimating, "\(behavior) \(looping) \(distance): rested early")
          probe.advance(to: predicted + 1.0 / 60)
          #expect(!probe.isAnimating, "\(behavior) \(looping) \(distance): still moving")
        }
      }
    }
  }

  @Test func theUnwrappedPositionCountsEveryItemTravelled() {
    var engine = CarouselEngine.banner(count: 3) { $0.autoAdvance = .interval(1) }
    // A turn every 1.35 s (1 s of rest and a 0.35 s turn): ten turns by 13.6 s
    engine.run(for: 13.6)
    #expect(engine.unwrappedPosition == 10)
    #expect(engine.position == 1)
    engine.setRotationStopped(true, now: engine.time)
    engine.swipe(by: 300)
    engine.runUntilIdle()
    #expect(engine.unwrappedPosition == 9)
    // A reload renames items without travelling
    engine.reload(itemCount: 7, now: engine.time)
    #expect(engine.unwrappedPosition == 9)
    // From item 0 of 7 the shorter way to item 4 is three items back
    engine.scroll(to: 4, animated: false, now: engine.time)
    #expect(engine.unwrappedPosition == 6)
  }

  @Test func aProgrammaticMoveReportsItsArrivalOnce() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(2) }
    engine.scroll(to: 3, animated: true, now: 0)
    engine.runUntilIdle()
    var arrivals = engine.drainEvents().compactMap {
      if case .scrollAnimationEnded(let index) = $0 { return index }
      return nil
    }
    #expect(arrivals == [3])
    // Automatic turns and swipes are not programmatic moves
    engine.run(for: 2.5)
    engine.swipe(by: -300)
    engine.runUntilIdle()
    #expect(!engine.drainEvents().contains { $0 == .scrollAnimationEnded(engine.currentIndex) })
    // Three quick calls: one arrival, at the end
    engine.next(now: engine.time)
    engine.next(now: engine.time)
    engine.next(now: engine.time)
    engine.runUntilIdle()
    arrivals = engine.drainEvents().compactMap {
      if case .scrollAnimationEnded(let index) = $0 { return index }
      return nil
    }
    #expect(arrivals == [engine.currentIndex])
    // A finger that takes over: no arrival
    engine.scroll(to: 0, animated: true, now: engine.time)
    engine.advance(to: engine.time + 0.1)
    engine.beginDrag(at: CarouselPoint(x: 100, y: 60), now: engine.time)
    engine.endDrag(at: CarouselPoint(x: 100, y: 60), now: engine.time + 0.05)
    engine.runUntilIdle()
    #expect(
      !engine.drainEvents().contains { if case .scrollAnimationEnded = $0 { true } else { false } })
  }

  @Test func eventConveniencesNameWhatEachEventCarries() {
    #expect(CarouselEvent.currentIndexChanged(2).newIndex == 2)
    #expect(CarouselEvent.itemSelected(4).selectedItem == 4)
    #expect(CarouselEvent.scrollingEnded(3).settledIndex == 3)
    #expect(CarouselEvent.scrollingEnded(nil).isScrollingEnded)
    #expect(CarouselEvent.itemSelected(4).newIndex == nil)
    #expect(CarouselEvent.scrolled(to: 1.5).selectedItem == nil)
    #expect(!CarouselEvent.autoAdvanceChanged(isRunning: true).isScrollingEnded)
  }
}

@Suite struct ReloadPolicyTests {
  @Test func reloadsKeepTheCurrentItemUnlessAskedToStartAgain() {
    for keeps in [true, false] {
      var engine = CarouselEngine.banner(count: 6) { $0.keepsCurrentItemOnReload = keeps }
      engine.scroll(to: 4, animated: false, now: 0)
      engine.reload(identities: Array(0..<5), previousIdentities: Array(0..<6), now: 0)
      #expect(engine.currentIndex == (keeps ? 4 : 0))
      // A count says nothing of which item is which: new content, from its first item
      engine.scroll(to: 3, animated: false, now: 0)
      engine.reload(itemCount: 5, now: 0)
      #expect(engine.currentIndex == 0)
      engine.scroll(to: 2, animated: false, now: 0)
      engine.reload(
        identities: ["x", "c", "d"], previousIdentities: ["a", "b", "c", "d", "e"], now: 0)
      #expect(engine.currentIndex == (keeps ? 1 : 0))
      engine.checkInvariants()
    }
  }
}

@Suite struct ReplayTests {
  /// The frame at a time is the same whatever times were asked before it.
  @Test func advancingThroughATimeGivesTheSameStateWhateverTheStepsBefore() {
    for interval in [0.5, 1.0, 3.0] {
      var reference = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(interval) }
      reference.run(for: 20, rate: 120)
      var stepped = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(interval) }
      for time in stride(from: 0.7, through: 20, by: 0.7) {
        stepped.advanceReplayingMissedTurns(to: time)
      }
      stepped.advanceReplayingMissedTurns(to: 20)
      var single = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(interval) }
      single.advanceReplayingMissedTurns(to: 20)
      for engine in [stepped, single] {
        #expect(engine.currentIndex == reference.currentIndex, "interval \(interval)")
        #expect(abs(engine.position - reference.position) < 1e-9, "interval \(interval)")
        #expect(engine.unwrappedPosition == reference.unwrappedPosition)
      }
    }
  }

  @Test func aLiveHostThatSleptLongSeesTheTurnStartWhenItWakes() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    engine.advance(to: 3.5)
    // The turn was due at 3 but found at 3.5: it starts now, visibly
    #expect(engine.isAnimating)
    #expect(engine.currentIndex == 0)
    var replayed = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(3) }
    replayed.advanceReplayingMissedTurns(to: 3.5)
    #expect(!replayed.isAnimating)
    #expect(replayed.currentIndex == 1)
  }
}
