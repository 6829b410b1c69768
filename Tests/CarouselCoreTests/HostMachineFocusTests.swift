import CarouselTestSupport
import Testing

@testable import CarouselCore

/// A focus-driven platform (tvOS and the Siri Remote): the carousel is one focus area, the
/// remote's swipes move one item along the axis and leave across it, a click selects the item
/// the focused look is on, play/pause is the user's stop and start, and a page turn never
/// moves the item the user is on.
@Suite struct HostMachineFocusTests {
  /// A banner of `count` items turning every 3 s, the remote's focus on it from the start.
  static func focused(
    count: Int = 5, voiceOver: Bool = false,
    configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> HostHarness {
    var harness = HostHarness(count: count, configure: configure)
    harness.input {
      $0.setSignals(
        CarouselHostSignals(
          isInWindow: true, isVoiceOverRunning: voiceOver, isRemoteFocused: true), now: $1)
    }
    return harness
  }

  /// The item of the slot the frame lifts, or nil.
  static func liftedItem(_ frame: CarouselFrame) -> Int? {
    frame.focus.liftedSlotID.flatMap { frame.slot(id: $0)?.item }
  }

  // MARK: The focus holds the slides

  @Test func theRemoteFocusHoldsTheSlidesWhileItLastsAndThenTheRestOfTheDwellRuns() {
    // Given a banner turning every 3 s
    var harness = HostHarness()
    harness.run(for: 2)
    // When the remote's focus comes onto it at 2 s and stays 20 s
    harness.input { $0.setSignal(.remoteFocused, true, now: $1) }
    let start = harness.events.count
    harness.run(for: 20)
    // Then nothing turns under the focus, the focused look is on the current item, and the
    // slide show is held, not stopped: the control still offers to stop it
    #expect(!harness.events(since: start).contains { $0.newIndex != nil })
    #expect(harness.frame.currentIndex == 0)
    #expect(Self.liftedItem(harness.frame) == 0)
    #expect(!harness.host.isRotationStopped)
    #expect(harness.frame.accessibility.isRotating)
    #expect(harness.frame.accessibility.rotationActionLabel == "Stop automatic slide show")
    #expect(harness.host.tickPlan == .idle)
    // When the focus leaves at 22 s
    harness.input { $0.setSignal(.remoteFocused, false, now: $1) }
    #expect(harness.frame.focus.liftedSlotID == nil)
    // Then the dwell goes on where the focus held it: 2 of its 3 s had run, 1 s is left
    harness.run(for: 0.9)
    #expect(harness.frame.currentIndex == 0)
    harness.run(for: 0.2 + 1)
    #expect(harness.frame.currentIndex == 1)
  }

  @Test func focusPassingThroughTheBannerNeverStopsItAsKeyboardFocusDoes() {
    // Given a banner the remote's focus passes through ten times on the way down a screen
    var harness = HostHarness()
    for _ in 0..<10 {
      harness.input { $0.setSignal(.remoteFocused, true, now: $1) }
      harness.run(for: 0.5)
      harness.input { $0.setSignal(.remoteFocused, false, now: $1) }
      harness.run(for: 0.5)
    }
    // Then it is still the app's turning banner, not stopped for the user: the 5 s it spent
    // unfocused turned it once (3 s), and it goes on turning
    #expect(!harness.host.isRotationStopped)
    #expect(harness.frame.currentIndex == 1)
    harness.run(for: 3.5)
    #expect(harness.frame.currentIndex == 2)
    // (Whereas keyboard focus coming in is the user's stop, on the web's pattern.)
    harness.input { $0.setSignal(.keyboardFocused, true, now: $1) }
    harness.input { $0.setSignal(.keyboardFocused, false, now: $1) }
    #expect(harness.host.isRotationStopped)
  }

  // MARK: Swipes

  @Test func swipesAlongTheAxisMoveOneItemWrappingAndKeepTheFocus() {
    // Given a looping banner of five with the remote's focus
    var harness = Self.focused()
    // When the user swipes left from the first item
    var taken = false
    harness.input { taken = $0.moveFocus(.left, now: $1) }
    harness.run(for: 1)
    // Then the carousel takes the move and wraps to the last item
    #expect(taken)
    #expect(harness.frame.currentIndex == 4)
    // And right twice goes round to the second
    harness.input { taken = $0.moveFocus(.right, now: $1) }
    harness.input { taken = taken && $0.moveFocus(.right, now: $1) }
    harness.run(for: 1)
    #expect(taken)
    #expect(harness.frame.currentIndex == 1)
    #expect(Self.liftedItem(harness.frame) == 1)
  }

  @Test(arguments: [CarouselAxis.horizontal, .vertical])
  func swipesAcrossTheAxisLetTheFocusLeave(axis: CarouselAxis) {
    // Given a banner on either axis, with the remote's focus
    var harness = Self.focused { $0.axis = axis }
    let across: [CarouselFocusHeading] = axis == .horizontal ? [.up, .down] : [.left, .right]
    let along: [CarouselFocusHeading] = axis == .horizontal ? [.left, .right] : [.up, .down]
    for heading in across {
      // When the user swipes across it
      var taken = true
      harness.input { taken = $0.moveFocus(heading, now: $1) }
      harness.run(for: 1)
      // Then the focus goes on its way and nothing moves
      #expect(!taken, "\(heading)")
      #expect(harness.frame.currentIndex == 0)
    }
    for heading in along {
      var taken = false
      harness.input { taken = $0.moveFocus(heading, now: $1) }
      #expect(taken, "\(heading)")
    }
  }

  @Test func rightToLeftTheLeftSwipeGoesToTheNextItem() {
    // Given a right-to-left banner, where the next item lies on the left
    var harness = Self.focused { $0.layoutDirection = .rightToLeft }
    // When the user swipes left
    harness.input { $0.moveFocus(.left, now: $1) }
    harness.run(for: 1)
    // Then it shows the next item
    #expect(harness.frame.currentIndex == 1)
  }

  @Test func theEndsOfABannerThatDoesNotLoopLetTheFocusGoOn() {
    // Given a banner of three that does not loop
    var harness = Self.focused(count: 3) { $0.isLooping = false }
    var taken = true
    // Then from the first item the focus goes on to the left, and the banner takes right
    harness.input { taken = $0.moveFocus(.left, now: $1) }
    #expect(!taken)
    harness.input { taken = $0.moveFocus(.right, now: $1) }
    harness.input { taken = taken && $0.moveFocus(.right, now: $1) }
    #expect(taken)
    // And past the last (even while the move there is under way) the focus goes on
    harness.input { taken = $0.moveFocus(.right, now: $1) }
    #expect(!taken)
    harness.run(for: 1)
    #expect(harness.frame.currentIndex == 2)
    harness.input { taken = $0.moveFocus(.right, now: $1) }
    #expect(!taken)
    harness.input { taken = $0.moveFocus(.left, now: $1) }
    #expect(taken)
  }

  @Test func aSingleItemOrNoneLetsTheFocusGoAndOnlyAnItemTakesIt() {
    for count in [0, 1] {
      // Given a banner of one item (or none)
      var harness = Self.focused(count: count)
      // Then every swipe goes on its way
      for heading in CarouselFocusHeading.allCases {
        var taken = true
        harness.input { taken = $0.moveFocus(heading, now: $1) }
        #expect(!taken, "\(count) \(heading)")
      }
      // And the carousel takes the focus only with an item to select
      #expect(harness.frame.focus.isFocusable == (count == 1))
      #expect((harness.frame.focus.liftedSlotID != nil) == (count == 1))
    }
  }

  @Test func aSwipeRestartsTheClockLikeAFingersSwipe() {
    // Given a banner the user started under the focus, 2.5 s into its interval
    var harness = Self.focused()
    harness.input { $0.playPause(now: $1) }
    harness.input { $0.playPause(now: $1) }
    harness.run(for: 2.5)
    #expect(harness.frame.currentIndex == 0)
    // When the user swipes right
    harness.input { $0.moveFocus(.right, now: $1) }
    harness.run(for: 1)
    #expect(harness.frame.currentIndex == 1)
    // Then the next turn comes a full interval after the move, not half a second later
    harness.run(for: 2)
    #expect(harness.frame.currentIndex == 1)
    harness.run(for: 1.5)
    #expect(harness.frame.currentIndex == 2)
  }

  @Test func aSwipeIsAnnouncedWhereItEndsWhileVoiceOverRuns() {
    // Given VoiceOver on a focused banner
    var harness = Self.focused(voiceOver: true)
    // When the user swipes right twice
    harness.input { $0.moveFocus(.right, now: $1) }
    harness.input { $0.moveFocus(.right, now: $1) }
    harness.run(for: 1)
    // Then the page it ends on is announced once
    let announcements = harness.events.compactMap { event -> String? in
      if case .announcement(let text) = event { return text }
      return nil
    }
    #expect(announcements == ["Item 3 of 5"])
  }

  // MARK: The click

  @Test func aClickSelectsTheItemTheFocusedLookIsOnEvenDuringTheMove() {
    // Given a focused banner
    var harness = Self.focused()
    // When the user swipes right and clicks at once, the move barely begun
    harness.input { $0.moveFocus(.right, now: $1) }
    harness.run(for: 0.05)
    #expect(harness.frame.currentIndex == 0)
    harness.input { $0.selectFocusedItem(now: $1) }
    // Then the item swiped to is selected, the one the focused look is on
    #expect(harness.selections == [1])
    #expect(Self.liftedItem(harness.frame) == 1)
    // And the look sits on the slot the item comes to rest in
    let lifted = harness.frame.focus.liftedSlotID
    harness.run(for: 1)
    #expect(harness.frame.focus.liftedSlotID == lifted)
    #expect(harness.frame.slots.first { $0.id == lifted }?.isAccessibilityExposed == true)
  }

  @Test func twoItemsLiftTheCopyTheMoveIsHeadedFor() {
    // Given a looping banner of two, whose neighbours on both sides show the same item
    var harness = Self.focused(count: 2)
    // When the user swipes left
    harness.input { $0.moveFocus(.left, now: $1) }
    harness.run(for: 0.05)
    // Then the look is on the copy on the left, where the item comes to rest
    let lifted = harness.frame.focus.liftedSlotID
    let slot = harness.frame.slots.first { $0.id == lifted }
    #expect(slot?.item == 1)
    #expect((slot?.progress ?? 0) < 0)
    harness.run(for: 1)
    #expect(harness.frame.focus.liftedSlotID == lifted)
  }

  // MARK: Play/pause

  @Test func playPauseIsTheUsersStopAndAStartTurnsUnderTheFocus() {
    // Given a focused banner, held by the focus
    var harness = Self.focused()
    // When the user presses play/pause
    var handled = false
    harness.input { handled = $0.playPause(now: $1) }
    // Then the slide show stops for the user (it was turning, though held)
    #expect(handled)
    #expect(harness.frame.focus.takesPlayPause)
    #expect(harness.host.isRotationStopped)
    harness.run(for: 10)
    #expect(harness.frame.currentIndex == 0)
    // When the user presses it again
    harness.input { $0.playPause(now: $1) }
    // Then it turns under the focus, a full interval later, and the look goes with the item
    harness.run(for: 2.9)
    #expect(harness.frame.currentIndex == 0)
    harness.run(for: 1)
    #expect(harness.frame.currentIndex == 1)
    #expect(Self.liftedItem(harness.frame) == 1)
    // When the focus leaves and comes back
    harness.input { $0.setSignal(.remoteFocused, false, now: $1) }
    harness.input { $0.setSignal(.remoteFocused, true, now: $1) }
    // Then it is held again: the start lasted that visit only
    harness.run(for: 10)
    #expect(harness.frame.currentIndex == 1)
    #expect(!harness.host.isRotationStopped)
  }

  @Test func playPauseWithNothingTurningIsPassedOn() {
    // Given a banner that does not turn on its own (and one with nothing to turn to)
    for (count, autoAdvance) in [(5, CarouselAutoAdvance.off), (1, .interval(3))] {
      var harness = Self.focused(count: count) { $0.autoAdvance = autoAdvance }
      // When the user presses play/pause
      var handled = true
      harness.input { handled = $0.playPause(now: $1) }
      // Then the press is not the carousel's: the app's player may use it, and the frame
      // says so beforehand
      #expect(!handled)
      #expect(!harness.frame.focus.takesPlayPause)
      #expect(!harness.host.isRotationStopped)
    }
  }

  @Test func playPauseSaysTheControlsNewLabelWhileVoiceOverRuns() {
    for voiceOver in [false, true] {
      // Given a focused banner, VoiceOver running or not
      var harness = Self.focused(voiceOver: voiceOver)
      // When the user presses play/pause twice
      harness.input { $0.playPause(now: $1) }
      harness.input { $0.playPause(now: $1) }
      // Then each press is announced as the control's new label, only with VoiceOver
      let announcements = harness.events.compactMap { event -> String? in
        if case .announcement(let text) = event { return text }
        return nil
      }
      #expect(
        announcements
          == (voiceOver ? ["Start automatic slide show", "Stop automatic slide show"] : []))
    }
  }

  @Test func aStartWithoutTheFocusLeavesTheHoldForTheNextVisit() {
    // Given a banner the user stopped and started again away from the focus
    var harness = HostHarness()
    harness.input { $0.setRotationStopped(true, now: $1) }
    harness.input { $0.setRotationStopped(false, now: $1) }
    // When the focus comes onto it
    harness.input { $0.setSignal(.remoteFocused, true, now: $1) }
    harness.run(for: 10)
    // Then the focus holds it
    #expect(harness.frame.currentIndex == 0)
    // And setting "not stopped" when it was not stopped lifts no hold either
    harness.input { $0.setRotationStopped(false, now: $1) }
    harness.run(for: 10)
    #expect(harness.frame.currentIndex == 0)
  }

  // MARK: Pictures on a television

  @Test func aBannerOnA4KTelevisionAsksForItsPicturesAtTheScreensPixels() {
    // Given a full-width 3:1 banner on a 4K Apple TV (1,920 x 1,080 points, two pixels each)
    var options = CarouselHostMachine.Options()
    options.pixelScale = 2
    var harness = HostHarness(options: options)
    harness.input { $0.setBounds(CarouselSize(width: 1920, height: 640), now: $1) }
    // Then every slot asks for 3,840 x 1,280 pixels: sharp, and no larger than the screen
    let sizes = Set(harness.frame.slots.map(\.pictureSize))
    #expect(sizes == [CarouselPixelSize(width: 3840, height: 1280)])
    // And the pictures fetched ahead are asked for at the same size
    #expect(harness.frame.prefetchPictureSize == CarouselPixelSize(width: 3840, height: 1280))
  }

  // MARK: Auto-advance never takes the focus away

  @Test(arguments: TestSeeds.seeds)
  func randomRemoteSessionsNeverMoveTheItemUnderTheFocusOnTheirOwn(seed: UInt64) {
    print("HostMachineFocusTests seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 0...6, using: &random)
    let loops = Bool.random(using: &random)
    var harness = HostHarness(count: count) { $0.isLooping = loops }
    // What the user asked for: moves they made, and a start under the focus this visit.
    var startedHere = false
    for _ in 0..<600 {
      let before = harness.frame
      let host = harness.host
      var userMoved = false
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let focused = Bool.random(using: &random)
        if !focused { startedHere = false }
        harness.input { $0.setSignal(.remoteFocused, focused, now: $1) }
      case 1, 2:
        let heading = CarouselFocusHeading.allCases.randomElement(using: &random)!
        var taken = false
        harness.input { taken = $0.moveFocus(heading, now: $1) }
        userMoved = taken
        // The focus leaves only across the axis, past the end of a banner that does not
        // loop, or with nothing to move to.
        if !taken, count > 1, loops, heading == .left || heading == .right {
          Issue.record("a looping banner let the focus go \(heading)")
        }
      case 3:
        let wasStopped = host.isRotationStopped
        harness.input { $0.playPause(now: $1) }
        if wasStopped, host.signals.isRemoteFocused { startedHere = true }
      case 4:
        harness.input { $0.selectFocusedItem(now: $1) }
        // A click selects what the look is on.
        if host.signals.isRemoteFocused, let selected = harness.selections.last,
          let lifted = Self.liftedItem(harness.frame)
        {
          #expect(selected == lifted)
        }
      case 5:
        harness.input { $0.setSignal(.voiceOverRunning, Bool.random(using: &random), now: $1) }
      default:
        harness.run(for: Double.random(in: 0...5, using: &random))
      }
      let frame = harness.frame
      if host.signals.isRemoteFocused, harness.host.signals.isRemoteFocused, !userMoved,
        !startedHere
      {
        // Under the focus, nothing the user did not ask for moves the item they are on.
        #expect(
          frame.destinationIndex == before.destinationIndex,
          "\(before.destinationIndex as Any) -> \(frame.destinationIndex as Any)")
      }
      if harness.host.signals.isRemoteFocused, count > 0 {
        // The look is always on the item a click selects (once its slot is in view).
        if frame.focus.liftedSlotID != nil || !frame.isAnimating {
          #expect(Self.liftedItem(frame) == frame.destinationIndex)
        }
      } else {
        #expect(frame.focus.liftedSlotID == nil)
      }
      #expect(
        harness.host.engine.pauseReasons.intersection(CarouselHostSignals.managedPauseReasons)
          == harness.host.wantedPauseReasons)
    }
  }
}
