import Testing

@testable import CarouselCore

/// What the machine tells a front end: when to tick, what to call back, what to announce.
@Suite struct HostMachineEventTests {
  @Test func anIdleCarouselSchedulesNothing() {
    // Given a carousel at rest with no auto-advance
    var harness = HostHarness { $0.autoAdvance = .off }
    // Then nothing is scheduled, and time passing costs no tick
    #expect(harness.host.tickPlan == .idle)
    let marks = (harness.events.count, harness.frames.count)
    harness.run(for: 60)
    #expect(harness.events.count == marks.0)
    #expect(harness.frames.count == marks.1)
  }

  @Test func aTimerWakesOnceThenFramesRunToTheRest() {
    var harness = HostHarness()
    #expect(harness.host.tickPlan == .wakeUp(at: 3))
    harness.now = 3
    harness.input { $0.tick(now: $1) }
    #expect(harness.host.tickPlan == .frames)
    harness.run(for: 2)
    #expect(harness.host.tickPlan == .wakeUp(at: harness.host.engine.nextWakeUp!))
    #expect(harness.events.contains(.scrollingEnded(1)))
    #expect(harness.events.contains(.scrolled(to: 1)))
  }

  @Test func framesAskForTheInteractiveRateAndAMarqueeForItsDrift() {
    var turning = HostHarness()
    turning.run(for: 3.05)
    #expect(turning.frame.frameRates == .interactive)
    var drifting = HostHarness { $0.autoAdvance = .continuous(pointsPerSecond: 20) }
    drifting.run(for: 0.1)
    #expect(drifting.frame.frameRates == .drift(pointsPerSecond: 20, pixelScale: 1))
    // And a carousel at rest asks for no rate at all
    let resting = HostHarness { $0.autoAdvance = .off }
    #expect(resting.frame.frameRates == nil)
  }

  @Test func theUsersMovesAreAnnouncedAndTheCarouselsOwnAreNot() {
    for voiceOver in [false, true] {
      // Given a banner with VoiceOver running or not
      var signals = CarouselHostSignals.onScreen
      signals.isVoiceOverRunning = voiceOver
      var harness = HostHarness(signals: signals)
      // When it turns on its own
      harness.run(for: 4)
      #expect(harness.host.engine.currentIndex == 1)
      let announcedOwnTurn = harness.hasEvent {
        if case .announcement = $0 { true } else { false }
      }
      #expect(!announcedOwnTurn)
      // And then the user swipes to the next page
      harness.input { $0.pointerDown(at: CarouselPoint(x: 300, y: 60), kind: .touch, now: $1) }
      for step in 1...6 {
        harness.now += 0.016
        let x = 300 - Double(step) * 30
        harness.input { $0.pointerMove(to: CarouselPoint(x: x, y: 60), now: $1) }
      }
      harness.input { $0.pointerUp(at: CarouselPoint(x: 120, y: 60), now: $1) }
      harness.run(for: 2)
      // Then that page is announced, once, only with VoiceOver
      #expect(harness.host.engine.currentIndex == 2)
      let announced = harness.events.filter { $0 == .announcement("Item 3 of 5") }.count
      #expect(announced == (voiceOver ? 1 : 0))
    }
  }

  @Test func autoAdvanceChangesAreReportedOncePerChange() {
    var harness = HostHarness()
    let mark = harness.events.count
    harness.input { $0.setSignal(.hovered, true, now: $1) }
    harness.input { $0.setSignal(.accessibilityFocused, true, now: $1) }
    harness.input { $0.setSignal(.hovered, false, now: $1) }
    harness.input { $0.setSignal(.accessibilityFocused, false, now: $1) }
    let changes = harness.events[mark...].filter {
      if case .autoAdvanceChanged = $0 { true } else { false }
    }
    #expect(
      changes == [.autoAdvanceChanged(isRunning: false), .autoAdvanceChanged(isRunning: true)])
  }

  @Test func theTimerFillIsSteppedOnlyAsOftenAsItsStepsChange() {
    // Given a terminal-like front end whose timer fill has 40 steps per 3-second interval
    var options = CarouselHostMachine.Options()
    options.countdownFillSteps = 40
    var harness = HostHarness(options: options, indicator: .dots(.timer))
    // Then it wakes every 75 ms, not every frame
    #expect(harness.host.tickPlan == .wakeUp(at: 0.075))
    var ticks = 0
    while harness.now < 2.9 {
      harness.run(for: 0.075)
      ticks += 1
    }
    #expect(ticks == 39)
  }

  @Test func impressionsWakeOnlyWhileAnItemCanStillQualify() {
    // Given a banner at rest, counting impressions, whose picture is not loaded yet
    var harness = HostHarness { $0.autoAdvance = .off }
    harness.input { $0.setTracksImpressions(true, now: $1) }
    harness.input { $0.setImageLoaded(false, forItem: 0, now: $1) }
    // Then nothing wakes: no item can qualify without its picture
    #expect(harness.host.tickPlan == .idle)
    // When the picture arrives, one wake-up a second later counts it
    harness.input { $0.setImageLoaded(true, forItem: 0, now: $1) }
    #expect(harness.host.tickPlan == .wakeUp(at: 1))
    harness.run(for: 1.5)
    let counted = harness.hasEvent {
      if case .impression(let impression) = $0 { impression.itemIndex == 0 } else { false }
    }
    #expect(counted)
    // And then the carousel sleeps
    #expect(harness.host.tickPlan == .idle)
    // And an item half scrolled out of sight never qualifies, nor wakes anything
    var clipped = HostHarness { $0.autoAdvance = .off }
    clipped.input {
      $0.setVisibleRect(CarouselRect(x: 0, y: 0, width: 390, height: 40), now: $1)
    }
    clipped.input { $0.setTracksImpressions(true, now: $1) }
    #expect(clipped.host.tickPlan == .idle)
    clipped.run(for: 5)
    let clippedCounted = clipped.hasEvent {
      if case .impression = $0 { true } else { false }
    }
    #expect(!clippedCounted)
  }

  @Test func eventsAreHandedOutOnce() {
    // The drain hands out what happened, once
    var harness = HostHarness()
    harness.run(for: 3.2)
    var count = 0
    harness.host.drainEvents { _ in count += 1 }
    #expect(count == 0)
    harness.host.tick(now: 3.3)
    harness.host.drainEvents { _ in count += 1 }
    #expect(count >= 1)
    #expect(harness.host.takeEvents().isEmpty)
  }
}
