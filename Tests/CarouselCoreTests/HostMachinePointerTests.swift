import Testing

@testable import CarouselCore

/// One rule tells a click from a drag and from a swipe that belongs to the page around the
/// carousel, for raw pointers and recognised pans alike.
@Suite struct HostMachinePointerTests {
  static let centre = CarouselPoint(x: 195, y: 65)

  @Test(arguments: [CarouselHostMachine.PointerKind.mouse, .touch])
  func tapOrDragOverAGridOfTravelsAndDurations(kind: CarouselHostMachine.PointerKind) {
    let slop = kind == .touch ? 10.0 : 1.0
    var checked = 0
    for along in [0, 0.5, 1, 5, 9, 10, 11, 40, 120] {
      for across in [0, 0.5, 5, 10, 11, 60] {
        // An exact diagonal is a tie that rounding decides either way: not a case of the rule.
        if along == across, along > 0 { continue }
        for duration in [0.05, 0.3, 1.0] {
          for sign in [-1.0, 1.0] {
            // Given a banner at rest, and a press that travels in a straight line
            var harness = HostHarness { $0.autoAdvance = .off }
            let start = harness.events.count
            harness.input { $0.pointerDown(at: Self.centre, kind: kind, now: $1) }
            var wasDragging = false
            for step in 1...10 {
              let fraction = Double(step) / 10
              harness.now += duration / 10
              let point = CarouselPoint(
                x: Self.centre.x + sign * along * fraction, y: Self.centre.y + across * fraction)
              harness.input { $0.pointerMove(to: point, now: $1) }
              wasDragging = wasDragging || harness.host.engine.isDragging
            }
            let end = CarouselPoint(x: Self.centre.x + sign * along, y: Self.centre.y + across)
            let stillPressed = harness.host.pressState.isPressed
            harness.input { $0.pointerUp(at: end, now: $1) }
            harness.run(for: 5)
            // Then it dragged exactly when it travelled along the axis, at least the slop and
            // more than across; a finger that went across first gave the press up; anything
            // else is a click on the item under it
            let drags = along >= slop && along > 0 && along > across
            let givenUp = kind == .touch && !drags && across >= slop && across > 0
            let label = "\(kind) along \(sign * along) across \(across) in \(duration) s"
            #expect(wasDragging == drags, "\(label)")
            #expect(stillPressed == !givenUp, "\(label)")
            let selected = harness.events[start...].contains(.itemSelected(0))
            #expect(selected == (!drags && !givenUp), "\(label)")
            #expect(!harness.host.engine.isDragging && !harness.host.engine.isTouching)
            checked += 1
          }
        }
      }
    }
    #expect(checked == (9 * 6 - 4) * 3 * 2)
  }

  @Test func aFastShortDragTurnsOnePageAndASlowOneSettlesBack() {
    // Given a 40-point drag to the left, fast
    var fast = HostHarness { $0.autoAdvance = .off }
    fast.input { $0.pointerDown(at: Self.centre, kind: .touch, now: $1) }
    for step in 1...4 {
      fast.now += 0.01
      let x = Self.centre.x - Double(step) * 10
      fast.input { $0.pointerMove(to: CarouselPoint(x: x, y: 65), now: $1) }
    }
    fast.input { $0.pointerUp(at: CarouselPoint(x: 155, y: 65), now: $1) }
    fast.run(for: 2)
    // Then it flings to the next page
    #expect(fast.host.engine.currentIndex == 1)
    // And the same travel over two seconds settles back
    var slow = HostHarness { $0.autoAdvance = .off }
    slow.input { $0.pointerDown(at: Self.centre, kind: .touch, now: $1) }
    for step in 1...4 {
      slow.now += 0.5
      let x = Self.centre.x - Double(step) * 10
      slow.input { $0.pointerMove(to: CarouselPoint(x: x, y: 65), now: $1) }
    }
    slow.now += 0.3
    slow.input { $0.pointerUp(at: CarouselPoint(x: 155, y: 65), now: $1) }
    slow.run(for: 2)
    #expect(slow.host.engine.currentIndex == 0)
  }

  @Test func recognisedPansFollowTheSameRule() {
    for (translation, takes) in [
      (CarouselPoint(x: -30, y: 5), true), (CarouselPoint(x: 5, y: 30), false),
      (CarouselPoint(x: 20, y: 20), false), (CarouselPoint(x: 0, y: 0), false),
    ] {
      // Given a SwiftUI-like pan reported from its first change
      var harness = HostHarness { $0.autoAdvance = .off }
      let point = CarouselPoint(x: Self.centre.x + translation.x, y: Self.centre.y + translation.y)
      harness.input { $0.pan(.changed, at: point, translation: translation, now: $1) }
      // Then it drives the carousel only when it runs along the axis
      #expect(harness.host.engine.isDragging == takes, "\(translation)")
      #expect(
        CarouselGestureRules.panBelongsToCarousel(translation, axis: .horizontal) == takes)
      harness.input { $0.pan(.ended, at: point, now: $1) }
      #expect(!harness.host.engine.isDragging)
    }
  }

  @Test func aDotClickedTurnsToItsPage() throws {
    for kind in CarouselHostMachine.PointerKind.allCases {
      // Given a carousel whose dots the machine lays out in a band below the slides
      var style = PageIndicatorStyle.dots
      style.placement = .outside
      var harness = HostHarness(indicator: .dots(style)) { $0.autoAdvance = .off }
      let frame = harness.frame
      let dots = try #require(frame.indicator.dots)
      // Then the slides leave the band to it
      #expect(frame.slidesFrame.size.height < 130)
      #expect(harness.host.engine.viewportSize == frame.slidesFrame.size)
      // When the last dot is pressed, nothing happens yet
      let dot = dots.dots[4].frame
      harness.input { $0.pointerDown(at: dot.center, kind: kind, now: $1) }
      harness.run(for: 0.5)
      #expect(harness.host.engine.currentIndex == 0, "\(kind)")
      // And released on it, the carousel turns there, and nothing was selected
      harness.input { $0.pointerUp(at: dot.center, now: $1) }
      harness.run(for: 2)
      #expect(harness.host.engine.currentIndex == 4, "\(kind)")
      #expect(harness.selections.isEmpty)
    }
  }

  @Test func aPressOnTheStopStartControlIsTheControlsAlone() throws {
    for kind in CarouselHostMachine.PointerKind.allCases {
      // Given a turning banner whose stop/start control sits over the slides
      var harness = HostHarness(indicator: .dots(.dots)) { $0.autoAdvance = .interval(3) }
      let control = try #require(harness.frame.rotationControl).frame
      // When a pointer presses it, moves along it and lifts
      harness.input { $0.pointerDown(at: control.center, kind: kind, now: $1) }
      harness.now += 0.05
      let moved = CarouselPoint(x: control.center.x - 30, y: control.center.y)
      harness.input { $0.pointerMove(to: moved, now: $1) }
      harness.input { $0.pointerUp(at: moved, now: $1) }
      // Then nothing was dragged or selected, and the carousel does not hold still for it
      #expect(!harness.host.engine.isDragging, "\(kind)")
      #expect(harness.selections.isEmpty, "\(kind)")
      #expect(harness.host.engine.position == 0, "\(kind)")
      #expect(!harness.host.engine.pauseReasons.contains(.interaction), "\(kind)")
    }
  }

  @Test func aPageScrollThatStartsOnADotTurnsNothing() throws {
    // Given a banner on a touch screen with its dots over the slides
    var harness = HostHarness(indicator: .dots(.dots)) { $0.autoAdvance = .off }
    let dot = try #require(harness.frame.indicator.dots).dots[3].frame
    // When a finger lands on a dot and swipes up 200 points (the page scrolls), then lifts
    harness.input { $0.pointerDown(at: dot.center, kind: .touch, now: $1) }
    for step in 1...10 {
      harness.now += 0.016
      let point = CarouselPoint(x: dot.center.x, y: dot.center.y - Double(step) * 20)
      harness.input { $0.pointerMove(to: point, now: $1) }
    }
    harness.input {
      $0.pointerUp(at: CarouselPoint(x: dot.center.x, y: dot.center.y - 200), now: $1)
    }
    harness.run(for: 2)
    // Then the carousel did not turn
    #expect(harness.host.engine.currentIndex == 0)
    // And a mouse released off the dot it pressed turns nothing either
    harness.input { $0.pointerDown(at: dot.center, kind: .mouse, now: $1) }
    harness.input { $0.pointerUp(at: CarouselPoint(x: 10, y: 10), now: $1) }
    harness.run(for: 2)
    #expect(harness.host.engine.currentIndex == 0)
    #expect(harness.selections.isEmpty)
  }
}

/// Which swipes a carousel takes from a competing gesture (iOS 26's full-screen back swipe).
@Suite struct HostMachineSwipeArbitrationTests {
  static let right = CarouselPoint(x: 1, y: 0)
  static let left = CarouselPoint(x: -1, y: 0)
  static let down = CarouselPoint(x: 0, y: 1)

  @Test func aLoopingCarouselTakesBothWaysAlongItsAxisOnly() {
    let harness = HostHarness()
    #expect(harness.host.movesContent(forFingerTravel: Self.right))
    #expect(harness.host.movesContent(forFingerTravel: Self.left))
    #expect(!harness.host.movesContent(forFingerTravel: Self.down))
  }

  @Test func aCarouselThatDoesNotLoopLeavesTheSwipePastItsEdge() {
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      // Given a carousel that does not loop, on its first item
      var harness = HostHarness {
        $0.isLooping = false
        $0.layoutDirection = direction
      }
      // Then the swipe that would go before the first item is not its own (a back swipe
      // from left to right in a left-to-right layout), and the other one is
      let back = direction == .leftToRight ? Self.right : Self.left
      let forward = direction == .leftToRight ? Self.left : Self.right
      #expect(!harness.host.movesContent(forFingerTravel: back), "\(direction)")
      #expect(harness.host.movesContent(forFingerTravel: forward), "\(direction)")
      // And on its last item the other way round; in between, both
      harness.input { $0.scroll(to: 4, animated: false, now: $1) }
      #expect(harness.host.movesContent(forFingerTravel: back), "\(direction)")
      #expect(!harness.host.movesContent(forFingerTravel: forward), "\(direction)")
      harness.input { $0.scroll(to: 2, animated: false, now: $1) }
      #expect(harness.host.movesContent(forFingerTravel: back), "\(direction)")
      #expect(harness.host.movesContent(forFingerTravel: forward), "\(direction)")
    }
  }

  @Test func aVerticalOrEmptyCarouselTakesNoHorizontalSwipe() {
    let vertical = HostHarness { $0.axis = .vertical }
    #expect(!vertical.host.movesContent(forFingerTravel: Self.right))
    #expect(vertical.host.movesContent(forFingerTravel: Self.down))
    let empty = HostHarness(count: 0)
    #expect(!empty.host.movesContent(forFingerTravel: Self.right))
    let single = HostHarness(count: 1)
    #expect(!single.host.movesContent(forFingerTravel: Self.right))
  }
}

/// Swiping turned off keeps taps, the dots, the keyboard and auto-advance, for every input.
@Suite struct SwipeDisabledTests {
  static let centre = HostMachinePointerTests.centre

  @Test(arguments: 0...6)
  func aSwipeMovesNothingAndSelectsNothingWhileATapStillSelects(count: Int) {
    for kind in [CarouselHostMachine.PointerKind.mouse, .touch] {
      // Given a carousel whose swiping is off
      var harness = HostHarness(count: count) {
        $0.autoAdvance = .off
        $0.isSwipeEnabled = false
      }
      let start = harness.events.count
      // When a pointer swipes 120 points along the axis, fast
      harness.input { $0.pointerDown(at: Self.centre, kind: kind, now: $1) }
      for step in 1...6 {
        harness.now += 0.01
        let point = CarouselPoint(x: Self.centre.x - Double(step) * 20, y: Self.centre.y)
        harness.input { $0.pointerMove(to: point, now: $1) }
        #expect(!harness.host.engine.isDragging)
      }
      harness.input { $0.pointerUp(at: CarouselPoint(x: 75, y: 65), now: $1) }
      harness.run(for: 2)
      // Then nothing moved and nothing was selected, and nothing waits for a move
      #expect(harness.host.engine.position == 0, "\(kind), \(count) items")
      #expect(harness.selections.isEmpty, "\(kind), \(count) items")
      #expect(!harness.host.interaction.awaitsUserMoveEnd)
      // And a click still selects the item under it
      harness.input { $0.pointerDown(at: Self.centre, kind: kind, now: $1) }
      harness.input { $0.pointerUp(at: Self.centre, now: $1) }
      let selected = harness.events[start...].contains(.itemSelected(0))
      #expect(selected == (count > 0), "\(kind), \(count) items")
    }
  }

  @Test func aRecognisedPanIsRefusedAndOtherGesturesAreNotHeldBack() {
    // Given a looping carousel of five whose swiping is off
    var harness = HostHarness {
      $0.autoAdvance = .off
      $0.isSwipeEnabled = false
    }
    // Then other gestures (a back swipe, an enclosing scroll view) need not wait for it
    #expect(!harness.host.movesContent(forFingerTravel: CarouselPoint(x: 40, y: 0)))
    #expect(!harness.host.takesPan(withTravel: CarouselPoint(x: 40, y: 0)))
    // And a pan the platform recognised moves nothing
    harness.input { $0.pan(.began, at: Self.centre, now: $1) }
    harness.now += 0.05
    harness.input {
      $0.pan(
        .changed, at: CarouselPoint(x: 95, y: 65), translation: CarouselPoint(x: -100, y: 0),
        now: $1)
    }
    harness.input {
      $0.pan(
        .ended, at: CarouselPoint(x: 95, y: 65), translation: CarouselPoint(x: -100, y: 0),
        velocity: CarouselPoint(x: -2000, y: 0), now: $1)
    }
    harness.run(for: 2)
    #expect(harness.host.engine.position == 0)
    // And with swiping on, the same travel would move it
    let enabled = HostHarness { $0.autoAdvance = .off }
    #expect(enabled.host.movesContent(forFingerTravel: CarouselPoint(x: 40, y: 0)))
    #expect(enabled.host.takesPan(withTravel: CarouselPoint(x: 40, y: 0)))
    #expect(!enabled.host.takesPan(withTravel: CarouselPoint(x: 4, y: 40)))
  }

  @Test func dotsKeysAndAutoAdvanceStillTurnPages() {
    // Given a carousel turning every 3 s whose swiping is off
    var harness = HostHarness { $0.isSwipeEnabled = false }
    // When its time passes
    harness.run(for: 3.5)
    // Then it turned on its own
    #expect(harness.host.engine.currentIndex == 1)
    // And the keyboard still turns it
    harness.input { _ = $0.press(.right, now: $1) }
    harness.run(for: 1)
    #expect(harness.host.engine.currentIndex == 2)
  }
}
