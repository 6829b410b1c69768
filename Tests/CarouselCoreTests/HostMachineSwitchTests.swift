import Testing

@testable import CarouselCore

/// The page's switches for what holds the slides (a hover, keyboard focus) and a press that
/// starts on a control inside a slide are the machine's rules, not a front end's.
@Suite struct HostMachineSwitchTests {
  static let centre = CarouselPoint(x: 195, y: 65)

  static func options(pausesOnHover: Bool, stopsOnKeyboardFocus: Bool)
    -> CarouselHostMachine.Options
  {
    var options = CarouselHostMachine.Options()
    options.pausesOnHover = pausesOnHover
    options.stopsOnKeyboardFocus = stopsOnKeyboardFocus
    return options
  }

  @Test func everyCombinationOfTheSwitchesHoverAndKeyboardFocus() {
    var checked = 0
    for pausesOnHover in [false, true] {
      for stopsOnKeyboardFocus in [false, true] {
        for hovered in [false, true] {
          for focused in [false, true] {
            for switchesFirst in [false, true] {
              // Given a banner turning every 3 s, its switches set before or after the signals
              let options = Self.options(
                pausesOnHover: pausesOnHover, stopsOnKeyboardFocus: stopsOnKeyboardFocus)
              var harness = HostHarness()
              if switchesFirst { harness.input { $0.setOptions(options, now: $1) } }
              // When a pointer hovers and keyboard focus comes in, or not
              harness.input { $0.setSignal(.hovered, hovered, now: $1) }
              harness.input { $0.setSignal(.keyboardFocused, focused, now: $1) }
              if !switchesFirst { harness.input { $0.setOptions(options, now: $1) } }
              let label =
                "hover \(hovered) focus \(focused), switches \(pausesOnHover) "
                + "\(stopsOnKeyboardFocus), set first \(switchesFirst)"
              // Then a hover holds the slides exactly while the hover switch is on
              let engine = harness.host.engine
              let holds = hovered && pausesOnHover
              #expect(engine.pauseReasons.contains(.hover) == holds, "\(label)")
              // And keyboard focus coming in is the user's stop exactly when the focus switch
              // was on as it came (on by default; turning it off later starts nothing)
              let stops = focused && (stopsOnKeyboardFocus || !switchesFirst)
              #expect(harness.host.isRotationStopped == stops, "\(label)")
              // And the slides turn within 3 s exactly when nothing holds or stops them
              harness.run(for: 3.5)
              let turns = !(hovered && pausesOnHover) && !stops
              #expect((harness.frame.currentIndex == 1) == turns, "\(label)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == 32)
  }

  @Test func theHoverSwitchTurnedOffLetsAHoldingHoverGoAtOnce() {
    // Given a hover holding the slides 1 s into their 3 s dwell
    var harness = HostHarness()
    harness.run(for: 1)
    harness.input { $0.setSignal(.hovered, true, now: $1) }
    harness.run(for: 9)
    #expect(harness.frame.currentIndex == 0)
    // When the page turns pause-on-hover off at t = 10
    harness.input {
      $0.setOptions(Self.options(pausesOnHover: false, stopsOnKeyboardFocus: true), now: $1)
    }
    // Then the dwell goes on from where the hover found it: the turn comes at 12
    #expect(harness.host.tickPlan == .wakeUp(at: 12))
    // And turning it on again while the pointer still hovers holds at once
    harness.input {
      $0.setOptions(Self.options(pausesOnHover: true, stopsOnKeyboardFocus: true), now: $1)
    }
    #expect(harness.host.tickPlan == .idle)
  }

  @Test(arguments: [CarouselHostMachine.PointerKind.mouse, .touch, .pen])
  func aClickOnAControlInsideASlideIsTheControlsAndADragFromItStillTurns(
    kind: CarouselHostMachine.PointerKind
  ) {
    for target in CarouselHostMachine.PressTarget.allCases {
      // Given a banner at rest
      var harness = HostHarness { $0.autoAdvance = .off }
      // When a press on the slide, or on a button in it, is released where it went down
      let start = harness.events.count
      harness.input { $0.pointerDown(at: Self.centre, kind: kind, target: target, now: $1) }
      harness.now += 0.1
      harness.input { $0.pointerUp(at: Self.centre, now: $1) }
      harness.run(for: 1)
      // Then only a click on the slide itself selects its item
      let selections = harness.events[start...].compactMap(\.selectedItem)
      #expect(selections == (target == .slide ? [0] : []), "\(kind) on \(target)")
      #expect(harness.frame.currentIndex == 0)
      // And a drag from either moves the slides: a fast swipe to the left turns one page
      let dragStart = harness.events.count
      harness.input { $0.pointerDown(at: Self.centre, kind: kind, target: target, now: $1) }
      for step in 1...4 {
        harness.now += 0.016
        let point = CarouselPoint(x: Self.centre.x - 20 * Double(step), y: Self.centre.y)
        harness.input { $0.pointerMove(to: point, now: $1) }
      }
      let end = CarouselPoint(x: Self.centre.x - 80, y: Self.centre.y)
      harness.input { $0.pointerUp(at: end, now: $1) }
      harness.run(for: 2)
      #expect(harness.frame.currentIndex == 1, "\(kind) on \(target)")
      #expect(harness.events[dragStart...].compactMap(\.selectedItem).isEmpty)
    }
  }

  @Test func aClickOnAControlInsideASlideStillStopsAFling() {
    // Given slides coasting after a flick
    var harness = HostHarness {
      $0.autoAdvance = .off
      $0.scrollBehavior = .free
    }
    harness.input { $0.pointerDown(at: Self.centre, kind: .mouse, now: $1) }
    for step in 1...4 {
      harness.now += 0.016
      let point = CarouselPoint(x: Self.centre.x - 30 * Double(step), y: Self.centre.y)
      harness.input { $0.pointerMove(to: point, now: $1) }
    }
    let end = CarouselPoint(x: Self.centre.x - 120, y: Self.centre.y)
    harness.input { $0.pointerUp(at: end, now: $1) }
    harness.run(for: 0.1)
    #expect(harness.host.engine.motion.isMomentum)
    // When a click lands on a button in a slide
    let start = harness.events.count
    harness.input {
      $0.pointerDown(at: Self.centre, kind: .mouse, target: .controlInSlide, now: $1)
    }
    harness.input { $0.pointerUp(at: Self.centre, now: $1) }
    // Then the slides stop where they are, and nothing is selected
    let position = harness.host.engine.unwrappedPosition
    harness.run(for: 2)
    #expect(!harness.host.engine.motion.isMomentum)
    #expect(abs(harness.host.engine.unwrappedPosition - position) < 0.5)
    #expect(harness.events[start...].compactMap(\.selectedItem).isEmpty)
  }
}
