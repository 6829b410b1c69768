import Testing

@testable import CarouselCore

/// The frame: everything a user sees, decided once, for every front end.
@Suite struct HostMachineFrameTests {
  // MARK: Indicator and room for the slides

  @Test func dotsOverTheSlidesLeaveThemTheWholeBounds() throws {
    let harness = HostHarness(indicator: .dots(.dots))
    let frame = harness.frame
    #expect(frame.slidesFrame == CarouselRect(x: 0, y: 0, width: 390, height: 130))
    let dots = try #require(frame.indicator.dots)
    #expect(!frame.indicator.isHidden && dots.dots.count == 5)
    #expect(frame.indicator.frame == dots.frame)
    #expect(frame.indicator.frame.maxY <= 130)
  }

  @Test func aBandOutsideTheSlidesFollowsThePageCount() {
    var style = PageIndicatorStyle.dots
    style.placement = .outside
    for indicator in [
      CarouselHostMachine.Indicator.dots(style),
      .control(style, size: CarouselSize(width: 120, height: 26)),
      .custom(style, size: CarouselSize(width: 80, height: 20)),
    ] {
      // Given a carousel whose indicator takes a band below the slides
      var harness = HostHarness(indicator: indicator)
      #expect(harness.frame.slidesFrame.size.height < 130, "\(indicator)")
      #expect(harness.host.engine.viewportSize == harness.frame.slidesFrame.size)
      // When it is reloaded with a single item (no indicator for a single page)
      harness.input { $0.reload(itemCount: 1, now: $1) }
      // Then the band goes and the slide takes the whole bounds, the engine too
      #expect(harness.frame.indicator.isHidden, "\(indicator)")
      #expect(harness.frame.slidesFrame.size == CarouselSize(width: 390, height: 130))
      #expect(harness.host.engine.viewportSize == CarouselSize(width: 390, height: 130))
      // And back with five
      harness.input { $0.reload(itemCount: 5, now: $1) }
      #expect(harness.frame.slidesFrame.size.height < 130, "\(indicator)")
    }
  }

  @Test func aPlatformControlIsPlacedAtItsOwnSizeClearOfTheSafeAreaAndTitles() {
    // Given a platform page control 120 x 26 over the slides, a home indicator below and
    // slide titles 30 points tall
    var harness = HostHarness(
      indicator: .control(.dots, size: CarouselSize(width: 120, height: 26)))
    harness.input { $0.setSafeArea(CarouselInsets(top: 0, left: 0, bottom: 20, right: 0), now: $1) }
    harness.input { $0.setBottomBarHeight(30, now: $1) }
    let indicator = harness.frame.indicator
    // Then it is centred, above both, and it carries the pages for the control to draw
    #expect(indicator.dots == nil)
    #expect(indicator.frame.size == CarouselSize(width: 120, height: 26))
    #expect(indicator.frame.center.x == 195)
    #expect(indicator.frame.maxY == 130 - 20 - 4 - 30)
    #expect(indicator.pageCount == 5 && indicator.currentPage == 0)
    // And right to left, a leading control sits on the right
    var style = PageIndicatorStyle.dots
    style.alignment = .leading
    var rightToLeft = HostHarness(
      indicator: .control(style, size: CarouselSize(width: 120, height: 26))
    ) { $0.layoutDirection = .rightToLeft }
    rightToLeft.input { _, _ in }
    #expect(rightToLeft.frame.indicator.frame.maxX == 390 - 4)
  }

  @Test func theHighlightedDotIsWhereATurnIsHeaded() {
    var harness = HostHarness(
      indicator: .control(.dots, size: CarouselSize(width: 120, height: 26)))
    harness.input { $0.scroll(to: 3, animated: true, now: $1) }
    // At once, before the content has moved
    #expect(harness.frame.indicator.currentPage == 3)
    #expect(harness.frame.currentIndex == 0)
  }

  // MARK: The stop/start control

  @Test func theStopStartControlShowsBesideDotsAndControlsWhileThereIsRotation() {
    let kinds: [(CarouselHostMachine.Indicator, Bool)] = [
      (.dots(.dots), true), (.control(.dots, size: CarouselSize(width: 120, height: 26)), true),
      (.custom(.dots, size: CarouselSize(width: 80, height: 20)), false), (.none, false),
    ]
    for (indicator, shows) in kinds {
      for autoAdvance in [CarouselAutoAdvance.off, .interval(3)] {
        var harness = HostHarness(indicator: indicator) { $0.autoAdvance = autoAdvance }
        let rotates = autoAdvance != .off
        let control = harness.frame.rotationControl
        #expect((control != nil) == (shows && rotates), "\(indicator) \(autoAdvance)")
        // The action exists whenever there is rotation, control or not
        #expect((harness.frame.accessibility.rotationActionLabel != nil) == rotates)
        if let control {
          let dots = harness.frame.indicator.frame
          let overlaps =
            control.frame.minX < dots.maxX && dots.minX < control.frame.maxX
            && control.frame.minY < dots.maxY && dots.minY < control.frame.maxY
          #expect(!overlaps)
          #expect(control.label == "Stop automatic slide show" && !control.isStopped)
          harness.input { $0.toggleRotation(now: $1) }
          #expect(harness.frame.rotationControl?.isStopped == true)
          #expect(harness.frame.rotationControl?.label == "Start automatic slide show")
        }
      }
    }
  }

  @Test func theStopStartActionIsOfferedBeforeTheFirstLayout() {
    // Given a turning carousel not laid out yet (SwiftUI builds its element before its size)
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(3)
    var host = CarouselHostMachine(configuration: configuration, itemCount: 3, now: 0)
    // Then its action is there already, and stays as it is laid out
    let before = host.frame.accessibility.rotationActionLabel
    host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    #expect(before == "Stop automatic slide show")
    #expect(host.frame.accessibility.rotationActionLabel == before)
    // While a single item, which never turns, offers none
    host.reload(itemCount: 1, now: 0)
    #expect(host.frame.accessibility.rotationActionLabel == nil)
  }

  @Test func aStyleWithoutTheControlOrWithNoRoomShowsNone() {
    var style = PageIndicatorStyle.dots
    style.showsRotationControl = false
    #expect(HostHarness(indicator: .dots(style)).frame.rotationControl == nil)
    // A carousel as narrow as its dots has no room beside them
    var narrow = HostHarness(indicator: .dots(.dots))
    narrow.input { $0.setBounds(CarouselSize(width: 90, height: 60), now: $1) }
    #expect(!narrow.frame.indicator.isHidden)
    #expect(narrow.frame.rotationControl == nil)
    #expect(narrow.frame.accessibility.rotationActionLabel != nil)
  }

  // MARK: Accessibility

  @Test func theValueAndTheSlideLabelNameTheItemInTheMachinesWords() {
    var harness = HostHarness()
    harness.input { $0.setItemTitles(["Summer sale", "", "Gift cards"], now: $1) }
    #expect(harness.frame.accessibility.value == "Item 1 of 5, Summer sale")
    #expect(harness.frame.accessibility.slideLabel == "Item 1 of 5, Summer sale")
    harness.input { $0.scroll(to: 1, animated: false, now: $1) }
    #expect(harness.frame.accessibility.value == "Item 2 of 5")
    harness.input {
      $0.setAccessibilityStrings(CarouselAccessibilityStrings(localizedFor: ["de"]), now: $1)
    }
    #expect(harness.frame.accessibility.value.hasPrefix("Element 2 von 5"))
    // New titles, the same item: its words follow.
    harness.input { $0.setItemTitles(["Summer sale", "Winter"], now: $1) }
    #expect(harness.frame.accessibility.value.hasSuffix(", Winter"))
    #expect(harness.frame.accessibility.slideLabel.hasSuffix(", Winter"))
    // The one slot exposed is the current item's
    let exposed = harness.frame.slots.filter(\.isAccessibilityExposed)
    #expect(exposed.count == 1 && exposed.first?.item == 1)
    #expect(harness.frame.accessibility.exposedSlotID == exposed.first?.id)
  }

  @Test func previousAndNextExistOnlyWhereThereIsSomewhereToGo() {
    for count in 0...4 {
      for looping in [false, true] {
        for start in 0..<max(count, 1) {
          var harness = HostHarness(count: count) {
            $0.isLooping = looping
            $0.autoAdvance = .off
          }
          harness.input { $0.scroll(to: start, animated: false, now: $1) }
          let state = harness.frame.accessibility
          let label = "\(count) items, looping \(looping), at \(start)"
          #expect(state.canMoveBackward == (count > 1 && (looping || start > 0)), "\(label)")
          #expect(state.canMoveForward == (count > 1 && (looping || start < count - 1)), "\(label)")
        }
      }
    }
  }

  @Test func theLiveRegionIsQuietOnlyWhileTheSlidesTurnOnTheirOwn() {
    var harness = HostHarness()
    #expect(harness.frame.accessibility.liveRegion == .off)
    harness.input { $0.setRotationStopped(true, now: $1) }
    #expect(harness.frame.accessibility.liveRegion == .polite)
    // A transient pause (hover) keeps it quiet: the slides will turn again by themselves
    harness.input { $0.setRotationStopped(false, now: $1) }
    harness.input { $0.setSignal(.hovered, true, now: $1) }
    #expect(harness.frame.accessibility.liveRegion == .off)
    let still = HostHarness { $0.autoAdvance = .off }
    #expect(still.frame.accessibility.liveRegion == .polite)
  }

  // MARK: Pictures

  @Test func slotsAskForTheirPixelsAtTheScreensScale() {
    for scale in [1, 2, 3, 2.5] {
      for height in [1.0, 130, 130.33, 97.5] {
        // Given a carousel laid out once at this size and scale
        var options = CarouselHostMachine.Options()
        options.pixelScale = scale
        var host = CarouselHostMachine(
          itemCount: 5, signals: .onScreen, options: options, now: 0)
        host.setBounds(CarouselSize(width: 390, height: height), now: 0)
        // Then each slot asks for the pixels that cover it, by the one rounding rule
        for slot in host.frame.slots {
          let pixels = PixelRounding.pixels(covering: slot.frame.size, scale: scale)
          #expect(
            slot.pictureSize == CarouselPixelSize(width: pixels.width, height: pixels.height),
            "\(height) at \(scale)x")
        }
      }
    }
  }

  @Test func aResizeKeepsThePictureSizeWithinTheBandAndLeavesIt() {
    // Given a banner at 3x
    var options = CarouselHostMachine.Options()
    options.pixelScale = 3
    var harness = HostHarness(options: options)
    let first = harness.frame.slots[0].pictureSize
    #expect(first == CarouselPixelSize(width: 1170, height: 390))
    // When its height collapses (the width still sets a filling picture's scale)
    harness.input { $0.setBounds(CarouselSize(width: 390, height: 64), now: $1) }
    #expect(harness.frame.slots.allSatisfy { $0.pictureSize == first })
    // And when it rotates to landscape, a sharper picture is asked for
    harness.input { $0.setBounds(CarouselSize(width: 844, height: 281), now: $1) }
    #expect(harness.frame.slots.allSatisfy { $0.pictureSize.width == 2532 })
  }

  @Test func picturesPlayWhereTheyCanBeSeenAndNotUnderReducedMotion() {
    var harness = HostHarness()
    let playing = { (harness: HostHarness) in
      harness.frame.slots.filter(\.playsAnimation).map(\.item).sorted()
    }
    // Only the slot on screen, not its neighbours kept alive off screen
    #expect(playing(harness) == [0])
    harness.input { $0.setSignal(.scrolledOutOfSight, true, now: $1) }
    #expect(playing(harness).isEmpty)
    harness.input { $0.setSignal(.scrolledOutOfSight, false, now: $1) }
    harness.input { $0.setSignal(.reduceMotion, true, now: $1) }
    #expect(playing(harness).isEmpty)
    harness.input { $0.setSignal(.reduceMotion, false, now: $1) }
    harness.input { $0.setSignal(.appInBackground, true, now: $1) }
    #expect(playing(harness).isEmpty)
    harness.input { $0.setSignal(.appInBackground, false, now: $1) }
    #expect(playing(harness) == [0])
    // The user's stop stops every motion in the carousel, pictures and videos too (WCAG
    // 2.2.2); the app's own pause only holds the page turns
    harness.input { $0.setRotationStopped(true, now: $1) }
    #expect(playing(harness).isEmpty)
    harness.input { $0.setRotationStopped(false, now: $1) }
    #expect(playing(harness) == [0])
    harness.input { $0.setSignal(.pausedByApp, true, now: $1) }
    #expect(playing(harness) == [0])
  }

  @Test func theItemsFetchedAheadAreTheNextOnesBeyondTheLiveSlots() {
    for count in 0...6 {
      for looping in [false, true] {
        for start in 0..<max(count, 1) {
          var harness = HostHarness(count: count) {
            $0.isLooping = looping
            $0.autoAdvance = .off
          }
          harness.input { $0.scroll(to: start, animated: false, now: $1) }
          let frame = harness.frame
          let live = Set(frame.slots.map(\.item))
          let items = frame.prefetchItems
          let label = "\(count) items, looping \(looping), at \(start)"
          #expect(Set(items).count == items.count, "\(label)")
          #expect(items.allSatisfy { (0..<count).contains($0) && !live.contains($0) }, "\(label)")
          // Exactly the items within two of the current one that no slot shows
          var expected: [Int] = []
          for step in 1...2 {
            for candidate in [start + step, start - step] {
              let item = looping && count > 0 ? ((candidate % count) + count) % count : candidate
              guard (0..<count).contains(item), item != start, !live.contains(item),
                !expected.contains(item)
              else { continue }
              expected.append(item)
            }
          }
          #expect(items == (count > 1 ? expected : []), "\(label)")
        }
      }
    }
  }

  // MARK: Nothing changes, nothing is drawn

  @Test func equalAssignmentsDrawNothing() {
    var harness = HostHarness(indicator: .dots(.dots))
    harness.input { $0.setItemTitles(["a", "b"], now: $1) }
    let drawn = harness.frames.count
    let version = harness.host.frameVersion
    harness.input { $0.setItemTitles(["a", "b"], now: $1) }
    harness.input { $0.setIndicator(.dots(.dots), now: $1) }
    harness.input { $0.setBounds(CarouselSize(width: 390, height: 130), now: $1) }
    harness.input { $0.setSafeArea(.zero, now: $1) }
    harness.input { $0.setBottomBarHeight(0, now: $1) }
    harness.input { $0.setAccessibilityStrings(CarouselAccessibilityStrings(), now: $1) }
    harness.input { $0.setConfiguration($0.engine.configuration, now: $1) }
    harness.input {
      $0.reload(identities: [1, 2, 3, 4, 5], previousIdentities: [1, 2, 3, 4, 5], now: $1)
    }
    #expect(harness.frames.count == drawn)
    #expect(harness.host.frameVersion == version)
  }

  @Test func aRestingTimerWaitsWithoutFramesAndItsFillCanBeAnimatedFromTheFrame() throws {
    // Given timer dots that the front end animates itself
    var harness = HostHarness(indicator: .dots(.timer))
    let start = harness.frames.count
    let countdown = try #require(harness.frame.indicator.countdown)
    #expect(countdown.isRunning && countdown.duration == 3)
    // Then the wait between two turns draws nothing and sleeps until the turn
    #expect(harness.host.tickPlan == .wakeUp(at: 3))
    harness.run(for: 2.9)
    #expect(harness.frames.count == start)
    // And the countdown says where the fill is at any time of the wait
    #expect(abs(countdown.progress(at: 1.5) - 0.5) < 1e-9)
    #expect(countdown.progress(at: 10) == 1)
  }

  // MARK: New content

  @Test func aReusedCellOpensOnItsOwnFirstPageAndTurnsAgain() {
    for reload in ["count", "identities"] {
      // Given a cell's banner the user stopped on page 4 of the previous row's pictures
      var harness = HostHarness(indicator: .dots(.dots))
      harness.input { $0.scroll(to: 3, animated: false, now: $1) }
      harness.input { $0.setRotationStopped(true, now: $1) }
      #expect(harness.frame.isRotationStopped)
      // When the cell is configured with another row's pictures
      if reload == "count" {
        harness.input { $0.reload(itemCount: 4, now: $1) }
      } else {
        harness.input {
          $0.reload(
            identities: ["p", "q", "r", "s"], previousIdentities: ["a", "b", "c", "d", "e"], now: $1
          )
        }
      }
      // Then it opens on their first page, with its dot lit, turning
      #expect(harness.frame.currentIndex == 0, "\(reload)")
      #expect(harness.frame.indicator.dots?.dots.first?.emphasis == 1, "\(reload)")
      #expect(!harness.frame.isRotationStopped, "\(reload)")
      #expect(harness.host.tickPlan == .wakeUp(at: harness.now + 3), "\(reload)")
    }
    // While content that keeps the current item keeps the user's stop too
    var kept = HostHarness()
    kept.input { $0.setRotationStopped(true, now: $1) }
    kept.input { $0.reload(identities: [0, 1, 2, 9], previousIdentities: [0, 1, 2], now: $1) }
    #expect(kept.frame.isRotationStopped)
  }

  // MARK: Policies

  @Test func reducedMotionStartsStoppedTheUserMayStartItAndItCrossFades() {
    // Given reduced motion coming on
    var harness = HostHarness(indicator: .dots(.dots))
    harness.input { $0.setSignal(.reduceMotion, true, now: $1) }
    // Then the slide show is stopped, and the control offers to start it
    #expect(harness.frame.isRotationStopped)
    #expect(harness.frame.rotationControl?.label == "Start automatic slide show")
    harness.run(for: 10)
    #expect(harness.frame.currentIndex == 0)
    // When the user starts it, it turns, by cross-fading
    harness.input { $0.toggleRotation(now: $1) }
    harness.run(for: 3.1)
    #expect(harness.frame.crossFade != nil)
    harness.run(for: 1)
    #expect(harness.frame.currentIndex == 1)
    // And when reduced motion goes, the user's choice stands
    harness.input { $0.setRotationStopped(true, now: $1) }
    harness.input { $0.setSignal(.reduceMotion, false, now: $1) }
    #expect(harness.frame.isRotationStopped)
    // While one stopped only by reduced motion turns again when it goes
    var other = HostHarness()
    other.input { $0.setSignal(.reduceMotion, true, now: $1) }
    other.input { $0.setSignal(.reduceMotion, false, now: $1) }
    #expect(!other.frame.isRotationStopped)
  }

  @Test func keyboardFocusComingInStopsTheSlideShowForGood() {
    var harness = HostHarness()
    harness.input { $0.setSignal(.keyboardFocused, true, now: $1) }
    #expect(harness.frame.isRotationStopped)
    harness.input { $0.setSignal(.keyboardFocused, false, now: $1) }
    #expect(harness.frame.isRotationStopped)
    harness.run(for: 10)
    #expect(harness.frame.currentIndex == 0)
    // Until the user starts it
    harness.input { $0.toggleRotation(now: $1) }
    harness.run(for: 3.5)
    #expect(harness.frame.currentIndex == 1)
  }
}
