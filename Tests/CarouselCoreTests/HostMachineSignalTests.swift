import CarouselTestSupport
import Testing

@testable import CarouselCore

/// The platform's signals become pause reasons and ticking, the same way for every front end.
@Suite struct HostMachineSignalTests {
  static let autoAdvances: [CarouselAutoAdvance] = [
    .off, .interval(3), .continuous(pointsPerSecond: 30),
  ]

  /// Every combination of the ten signals.
  static var allSignals: [CarouselHostSignals] {
    (0..<(1 << CarouselHostSignals.Signal.allCases.count)).map { bits in
      var signals = CarouselHostSignals()
      for signal in CarouselHostSignals.Signal.allCases {
        signals[signal] = bits & (1 << Int(signal.rawValue)) != 0
      }
      return signals
    }
  }

  @Test(arguments: autoAdvances)
  func everyCombinationOfSignalsGivesItsPauseReasonsAndTicking(
    autoAdvance: CarouselAutoAdvance
  ) {
    var checked = 0
    for count in [0, 1, 2, 5] {
      for signals in Self.allSignals {
        for userStopped in [false, true] {
          // Given a carousel on screen, stopped by the user or not
          var harness = HostHarness(count: count) { $0.autoAdvance = autoAdvance }
          if userStopped { harness.input { $0.setRotationStopped(true, now: $1) } }
          // When its surroundings become this combination
          harness.input { $0.setSignals(signals, now: $1) }
          let host = harness.host
          let engine = host.engine
          // Then the managed reasons are exactly the signals' (focus of either kind counts)
          #expect(
            engine.pauseReasons.intersection(CarouselHostSignals.managedPauseReasons)
              == host.signals.pauseReasons, "\(signals)")
          #expect(host.signals == signals)
          // And the user's stop is their own, or set for them by reduced motion and by
          // keyboard focus coming in (the WAI-ARIA pattern)
          let stopped = userStopped || signals.isReduceMotionEnabled || signals.isKeyboardFocused
          #expect(engine.isRotationStoppedByUser == stopped, "\(signals)")
          #expect(engine.prefersReducedMotion == signals.isReduceMotionEnabled)
          // And nothing ticks for a carousel nobody sees
          if !signals.isVisible { #expect(host.tickPlan == .idle, "\(signals)") }
          // And auto-advance runs exactly when nothing pauses it
          // (A marquee drifts a single picture too; page turns need two items.)
          let canRun: Bool
          switch autoAdvance {
          case .off: canRun = false
          case .interval: canRun = count > 1
          case .continuous: canRun = count > 0
          }
          let running = canRun && !stopped && signals.pauseReasons.isEmpty
          #expect(engine.isAutoAdvanceRunning == running, "\(signals) \(count) \(userStopped)")
          if running {
            switch autoAdvance {
            case .interval: #expect(host.tickPlan == .wakeUp(at: 3), "\(signals)")
            default: #expect(host.tickPlan == .frames, "\(signals)")
            }
          }
          // And the frame the front end drew last schedules what it must do
          #expect(harness.frames.last?.tickPlan == host.tickPlan)
          checked += 1
        }
      }
    }
    #expect(checked == 4 * (1 << CarouselHostSignals.Signal.allCases.count) * 2)
  }

  @Test func voiceOverStoppingEndsItsFocus() {
    // Given VoiceOver's cursor on a carousel
    var harness = HostHarness()
    harness.input {
      $0.setSignals(
        CarouselHostSignals(
          isInWindow: true, isAccessibilityFocused: true, isVoiceOverRunning: true), now: $1)
    }
    #expect(harness.host.engine.pauseReasons.contains(.accessibilityFocus))
    // When VoiceOver stops, with no word about the focus
    harness.input { $0.setSignal(.voiceOverRunning, false, now: $1) }
    // Then the focus is gone and auto-advance runs again
    #expect(!harness.host.signals.isAccessibilityFocused)
    #expect(harness.host.engine.isAutoAdvanceRunning)
  }

  @Test func aTurnLeftHalfWayWhileOutOfSightEndsWhereItWouldHave() {
    // Given a page turn under way
    var harness = HostHarness()
    harness.run(for: 3.1)
    #expect(harness.host.engine.isAnimating)
    // When the carousel leaves the screen, nothing ticks
    harness.input { $0.setSignal(.scrolledOutOfSight, true, now: $1) }
    #expect(harness.host.tickPlan == .idle)
    harness.run(for: 10)
    // Then back in sight it is at rest on the next page at once, and the next turn comes a
    // full interval later
    harness.input { $0.setSignal(.scrolledOutOfSight, false, now: $1) }
    #expect(!harness.host.engine.isAnimating)
    #expect(harness.host.engine.currentIndex == 1)
    #expect(harness.host.tickPlan == .wakeUp(at: harness.now + 3))
  }

  @Test func leavingTheScreenUnderAFingerSettlesTheDrag() {
    var harness = HostHarness()
    harness.input { $0.pointerDown(at: CarouselPoint(x: 300, y: 60), kind: .touch, now: $1) }
    harness.now += 0.1
    harness.input { $0.pointerMove(to: CarouselPoint(x: 200, y: 60), now: $1) }
    #expect(harness.host.engine.isDragging)
    harness.input { $0.setSignal(.inWindow, false, now: $1) }
    #expect(!harness.host.engine.isDragging)
    #expect(!harness.host.pressState.isPressed)
  }

  @Test func aReleasedSwipeSettlesWhateverThePlatformThinksOfItsVisibility() {
    // Given a carousel its platform wrongly believes out of sight (an ancestor fading in)
    var harness = HostHarness { $0.autoAdvance = .off }
    harness.input { $0.setSignal(.scrolledOutOfSight, true, now: $1) }
    #expect(harness.host.tickPlan == .idle)
    // When the user swipes it (proof that it is seen) and lets go half-way
    harness.input { $0.pointerDown(at: CarouselPoint(x: 300, y: 60), kind: .touch, now: $1) }
    for step in 1...5 {
      harness.now += 0.1
      let x = 300 - Double(step) * 24
      harness.input { $0.pointerMove(to: CarouselPoint(x: x, y: 60), now: $1) }
    }
    #expect(harness.host.engine.isDragging)
    harness.now += 0.3
    harness.input { $0.pointerUp(at: CarouselPoint(x: 180, y: 60), now: $1) }
    // Then frames run until it rests on a page, and then nothing ticks
    #expect(harness.host.tickPlan == .frames)
    harness.run(for: 3)
    #expect(!harness.host.engine.isAnimating)
    #expect(harness.host.engine.position == harness.host.engine.position.rounded())
    #expect(harness.host.tickPlan == .idle)
  }

  /// The fixed seeds, and one that found a press held while the carousel was hidden: frames
  /// go on while a hand is on it, as they should.
  @Test(arguments: TestSeeds.seeds(fixed: [1, 2, 3, 5, 8, 13, 21, 34, 7_625_011_005_690_817_818]))
  func randomSignalSequencesKeepTheReasonsInStep(seed: UInt64) {
    print("HostMachineSignalTests seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    var harness = HostHarness(count: Int.random(in: 0...6, using: &random))
    // The user's stop, as the policy states it: the user's own choice, keyboard focus coming
    // in, and reduced motion coming on (lifted again when reduced motion goes, if it alone
    // stopped the slide show).
    var userStopped = false
    var stoppedForReducedMotion = false
    // A start the user made under the remote's focus lets the slides turn there until the
    // focus leaves.
    var startedUnderFocus = false
    for _ in 0..<2000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6:
        let signal = CarouselHostSignals.Signal.allCases.randomElement(using: &random)!
        let value = Bool.random(using: &random)
        let voiceOverStops = signal == .voiceOverRunning && !value
        let old = harness.host.signals
        harness.input { $0.setSignal(signal, value, now: $1) }
        if voiceOverStops, old.isVoiceOverRunning {
          #expect(!harness.host.signals.isAccessibilityFocused)
        }
        if signal == .reduceMotion, value != old.isReduceMotionEnabled {
          if value, !userStopped {
            userStopped = true
            stoppedForReducedMotion = true
          } else if !value, stoppedForReducedMotion {
            userStopped = false
            stoppedForReducedMotion = false
          }
        }
        if signal == .keyboardFocused, value, !old.isKeyboardFocused {
          userStopped = true
          stoppedForReducedMotion = false
        }
        if signal == .remoteFocused, !value { startedUnderFocus = false }
      case 6:
        userStopped.toggle()
        stoppedForReducedMotion = false
        if !userStopped, harness.host.signals.isRemoteFocused { startedUnderFocus = true }
        harness.input { $0.setRotationStopped(userStopped, now: $1) }
      case 7:
        harness.input {
          $0.pointerDown(
            at: CarouselPoint(x: Double.random(in: 0...390, using: &random), y: 60),
            kind: .touch, now: $1)
        }
      case 8:
        harness.input {
          $0.pointerUp(
            at: CarouselPoint(x: Double.random(in: 0...390, using: &random), y: 60), now: $1)
        }
      default:
        harness.run(for: Double.random(in: 0...4, using: &random))
      }
      let host = harness.host
      var wanted = host.signals.pauseReasons
      if startedUnderFocus { wanted.remove(.focus) }
      #expect(
        host.engine.pauseReasons.intersection(CarouselHostSignals.managedPauseReasons) == wanted)
      #expect(host.engine.isRotationStoppedByUser == userStopped)
      // Seen: visible, or a hand on it or just off it (a press is proof of sight, and a
      // released swipe always settles, whatever visibility says meanwhile).
      if !host.isSeen { #expect(host.tickPlan == .idle) }
      if host.isSeen, host.engine.isAnimating { #expect(host.tickPlan == .frames) }
    }
  }
}
