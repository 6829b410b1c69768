import Testing

@testable import CarouselCore

/// The machine's rules for video slides: which slots load a video, which play it, and how a
/// video that started late holds the turn until it ends.
@Suite struct HostMachineVideoTests {
  /// Every combination of the signals that decide a video's state, with the user's stop:
  /// the slot in sight plays only when nothing asks for stillness, saving or a stop, shows
  /// only its poster whenever motion, power or data is saved, and the slots out of sight
  /// never load anything.
  @Test func aVideoLoadsOnlyInSightAndPlaysOnlyWhenNothingAsksOtherwise() {
    let deciding: [CarouselHostSignals.Signal] = [
      .scrolledOutOfSight, .appInBackground, .reduceMotion, .lowPowerMode, .dataSaver,
    ]
    for mask in 0..<(1 << (deciding.count + 1)) {
      var harness = HostHarness()
      let stopped = mask & (1 << deciding.count) != 0
      for (bit, signal) in deciding.enumerated() where mask & (1 << bit) != 0 {
        harness.input { $0.setSignal(signal, true, now: $1) }
      }
      if stopped { harness.input { $0.setRotationStopped(true, now: $1) } }
      let on = { (signal: CarouselHostSignals.Signal) in
        mask & (1 << deciding.firstIndex(of: signal)!) != 0
      }
      let saves = on(.reduceMotion) || on(.lowPowerMode) || on(.dataSaver)
      let seen = !on(.scrolledOutOfSight) && !on(.appInBackground)
      let expected: CarouselFrame.VideoPlayback =
        saves ? .poster : (seen && !stopped) ? .playing : .paused
      let label = "mask \(mask)"
      for slot in harness.frame.slots {
        #expect(slot.video == (slot.visibleFraction > 0 ? expected : .poster), "\(label)")
      }
      #expect(harness.frame.slots.contains { $0.visibleFraction > 0 }, "\(label)")
      // Animated pictures hold still under Low Power Mode too, but not to save data
      let picturesPlay = seen && !stopped && !on(.reduceMotion) && !on(.lowPowerMode)
      let current = harness.frame.slots.first { $0.visibleFraction > 0 }
      #expect(current?.playsAnimation == picturesPlay, "\(label)")
    }
  }

  @Test func aSlideComingIntoSightLoadsItsVideoAndLeavingLetsItGo() {
    var harness = HostHarness { $0.autoAdvance = .off }
    let loaded = { (harness: HostHarness) in
      harness.frame.slots.filter { $0.video != .poster }.map(\.item).sorted()
    }
    #expect(loaded(harness) == [0])
    harness.input { $0.scroll(to: 1, animated: true, now: $1) }
    harness.run(for: 0.1)
    // Half-way: both slides are seen and both play
    #expect(loaded(harness) == [0, 1])
    harness.run(for: 2)
    #expect(loaded(harness) == [1])
  }

  @Test func aVideoThatStartsLateHoldsUntilItsEnd() {
    // Given a banner turning every 3 s whose first slide is a 5 s video that took 2 s to load
    var harness = HostHarness()
    harness.run(for: 2)
    harness.input { $0.setVideoPlaying(remaining: 5, forItem: 0, now: $1) }
    // Then the page turns when the video ends, 7 s in, not 5 s
    harness.run(for: 4.9)
    #expect(harness.frame.destinationIndex == 0)
    harness.run(for: 0.2)
    #expect(harness.frame.destinationIndex == 1)
  }

  @Test func aPauseAndAResumeOfTheVideoKeepTheTurnAtItsEnd() {
    var harness = HostHarness()
    harness.input { $0.setVideoPlaying(remaining: 6, forItem: 0, now: $1) }
    harness.run(for: 2)
    // The carousel leaves the screen for 10 s: the dwell and the video both wait
    harness.input { $0.setSignal(.scrolledOutOfSight, true, now: $1) }
    harness.run(for: 10)
    harness.input { $0.setSignal(.scrolledOutOfSight, false, now: $1) }
    harness.input { $0.setVideoPlaying(remaining: 4, forItem: 0, now: $1) }
    harness.run(for: 3.9)
    #expect(harness.frame.destinationIndex == 0)
    harness.run(for: 0.2)
    #expect(harness.frame.destinationIndex == 1)
  }

  @Test func aVideoThatCannotTellItsLengthHoldsUntilItEndsWithinTheMaximum() {
    for remaining in [nil, Double.nan, -1, .infinity] {
      var harness = HostHarness { $0.maximumHold = 10 }
      harness.input { $0.setVideoPlaying(remaining: remaining, forItem: 0, now: $1) }
      harness.run(for: 12.5)
      #expect(harness.frame.currentIndex == 0, "\(String(describing: remaining))")
      harness.run(for: 1)
      #expect(harness.frame.currentIndex == 1, "\(String(describing: remaining))")
    }
  }

  @Test func aVideoOfTheNextSlideHoldsFromWhenItsSlideComesToRest() {
    var harness = HostHarness { $0.autoAdvance = .interval(3) }
    // The next slide's video plays already while it slides in: its remaining length counts
    // from then, not from the current slide's dwell
    harness.run(for: 2.9)
    harness.input { $0.setVideoPlaying(remaining: 8, forItem: 1, now: $1) }
    harness.run(for: 1.5)
    #expect(harness.frame.destinationIndex == 1)
    // It slides in during the turn and comes to rest some time later: the turn away waits
    // for the video's end, and not longer than the turn's own length past it
    let rest = harness.frames.first { $0.currentIndex == 1 && !$0.isAnimating }?.time ?? 0
    #expect(rest > 3 && rest < 3.9)
    harness.run(for: 2.9 + 8 - 0.05 - harness.now)
    #expect(harness.frame.destinationIndex == 1)
    harness.run(for: rest + 8 + 0.05 - harness.now)
    #expect(harness.frame.destinationIndex == 2)
  }

  @Test func aFinishedVideoLetsTheTurnGoAtOnceWhenItsIntervalIsOver() {
    var harness = HostHarness()
    harness.input { $0.setVideoPlaying(remaining: 20, forItem: 0, now: $1) }
    harness.run(for: 5)
    #expect(harness.frame.currentIndex == 0)
    // Its slot went to the poster (Low Power Mode came on): the front end lets go
    harness.input { $0.setSignal(.lowPowerMode, true, now: $1) }
    #expect(harness.frame.slots.allSatisfy { $0.video == .poster })
    harness.input { $0.setHold(.none, forItem: 0, now: $1) }
    harness.run(for: 0.5)
    #expect(harness.frame.currentIndex == 1)
  }
}
