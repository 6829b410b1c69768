import Testing

@testable import CarouselCore

@Suite struct AccessibilityTests {
  @Test func valueNamesTheRealItemAndItsTitle() {
    var engine = CarouselEngine.banner(count: 10)
    engine.scroll(to: 2, animated: false, now: 0)
    #expect(engine.accessibilityState(title: "Summer sale").value == "Item 3 of 10, Summer sale")
    #expect(engine.accessibilityState().value == "Item 3 of 10")
    var strings = CarouselAccessibilityStrings()
    strings.itemTemplate = "Élément {index} sur {count}"
    #expect(engine.accessibilityState(strings: strings).value == "Élément 3 sur 10")
    #expect(CarouselEngine.banner(count: 0).accessibilityState().value == "")
  }

  @Test func onlyOneSlotIsExposedEvenWhenCopiesAreOnScreen() {
    // Two items, three slots: item 1 shows twice, only one copy may be exposed.
    var engine = CarouselEngine.banner(count: 2) {
      $0.itemLength = .fraction(0.3)
    }
    engine.scroll(to: 1, animated: false, now: 0)
    let state = engine.accessibilityState()
    let exposed = engine.slots.filter { $0.id == state.exposedSlotID }
    #expect(exposed.count == 1)
    #expect(exposed.first?.itemIndex == 1)
    #expect(engine.slots.filter { $0.itemIndex == 1 && $0.visibleFraction > 0 }.count >= 2)
  }

  @Test func aTurnExposesTheSlideItTurnsToFromItsStartAndChangesOnce() {
    // The exposure changes with the turn's start, not again when the current item changes
    // half-way (a front end whose motion runs on a compositor wakes up for nothing else).
    for itemLength in [CarouselItemLength.fill, .fraction(0.6)] {
      var engine = CarouselEngine.banner(count: 5) { $0.itemLength = itemLength }
      let before = engine.accessibilityState().exposedSlotID
      #expect(engine.slots.first { $0.id == before }?.itemIndex == 0)
      engine.next(now: 0)
      engine.advance(to: 1.0 / 60)
      let during = engine.accessibilityState().exposedSlotID
      #expect(engine.currentIndex == 0)
      #expect(engine.slots.first { $0.id == during }?.itemIndex == 1)
      var changes = 0
      var exposed = during
      while engine.nextWakeUp != nil, engine.time < 5 {
        engine.advance(to: engine.time + 1.0 / 60)
        engine.checkInvariants()
        let now = engine.accessibilityState().exposedSlotID
        if now != exposed { changes += 1 }
        exposed = now
      }
      #expect(engine.currentIndex == 1)
      #expect(changes == 0, "the exposed slot changed \(changes) times after the turn's start")
      #expect(engine.slots.first { $0.id == exposed }?.visibleFraction == 1)
    }
  }

  @Test func aMoveOfSeveralItemsExposesTheCurrentSlideUntilItsDestinationIsLive() {
    var engine = CarouselEngine.banner(count: 8)
    engine.scroll(to: 4, animated: true, now: 0)
    engine.advance(to: 1.0 / 60)
    #expect(engine.destinationIndex == 4)
    #expect(engine.destinationSlotID == nil)
    let exposed = engine.accessibilityState().exposedSlotID
    #expect(engine.slots.first { $0.id == exposed }?.itemIndex == engine.currentIndex)
    var reached = false
    while engine.nextWakeUp != nil, engine.time < 5 {
      engine.advance(to: engine.time + 1.0 / 60)
      engine.checkInvariants()
      if engine.destinationSlotID != nil, engine.currentIndex != 4 {
        let id = engine.accessibilityState().exposedSlotID
        reached = reached || engine.slots.first { $0.id == id }?.itemIndex == 4
      }
    }
    #expect(reached)
    #expect(engine.currentIndex == 4)
  }

  @Test func aFlingExposesTheSlideItComesToRestOn() {
    var engine = CarouselEngine.banner(count: 5)
    engine.swipe(by: -150, duration: 0.05)
    let destination = engine.destinationIndex
    #expect(destination == 1)
    #expect(engine.currentIndex == 0)
    let exposed = engine.accessibilityState().exposedSlotID
    #expect(engine.slots.first { $0.id == exposed }?.itemIndex == destination)
    engine.runUntilIdle()
    #expect(engine.currentIndex == destination)
  }

  @Test func incrementAndDecrementMoveOneItemAndStopRotation() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(2) }
    #expect(engine.accessibilityState().rotationControlLabel == "Stop automatic slide show")
    engine.accessibilityIncrement(now: 0.5)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 1)
    engine.accessibilityDecrement(now: engine.time)
    engine.accessibilityDecrement(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 4)
    // Rotation stays stopped until the user starts it again.
    engine.advance(to: 600)
    #expect(engine.currentIndex == 4)
    #expect(engine.isRotationStoppedByUser)
    #expect(engine.accessibilityState().rotationControlLabel == "Start automatic slide show")
    #expect(!engine.accessibilityState().isRotating)
    engine.toggleRotation(now: 600)
    #expect(engine.accessibilityState().isRotating)
    engine.run(for: 2.5)
    #expect(engine.currentIndex == 0)
  }

  @Test func focusAndTouchDoNotResetTheUsersChoice() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(2) }
    engine.pauseAutoAdvance(.accessibilityFocus, now: 0)
    #expect(engine.accessibilityState().isRotating)  // it will rotate again after focus
    engine.resumeAutoAdvance(.accessibilityFocus, now: 1)
    engine.setRotationStopped(true, now: 1)
    engine.swipe(by: -300)
    engine.runUntilIdle()
    engine.advance(to: 100)
    #expect(engine.currentIndex == 1)
    #expect(engine.isRotationStoppedByUser)
  }

  @Test func reducedMotionNeverAutoStartsAndCrossFadesInsteadOfSliding() {
    var engine = CarouselEngine.banner(count: 5) { $0.autoAdvance = .interval(2) }
    engine.setReducedMotion(true, now: 0)
    engine.advance(to: 100)
    #expect(engine.currentIndex == 0)
    #expect(engine.nextWakeUp == nil)
    engine.next(now: 100)
    // The destination is laid out at once; the outgoing item fades out above it.
    #expect(engine.currentIndex == 1)
    #expect(engine.position == 1)
    #expect(engine.crossFade?.outgoingItem == 0)
    #expect(engine.crossFade?.alpha == 1)
    engine.advance(to: 100 + 0.35 / 2)
    #expect(abs((engine.crossFade?.alpha ?? 0) - 0.5) < 1e-9)
    #expect(engine.position == 1)
    engine.runUntilIdle()
    #expect(engine.crossFade == nil)
    #expect(engine.nextWakeUp == nil)
    // Turning reduced motion off lets rotation start again (unless the user stopped it).
    engine.setReducedMotion(false, now: 200)
    #expect(engine.nextWakeUp == 202)
  }

  @Test func aReloadMidCrossFadeNeverNamesAnItemThatIsGone() {
    var engine = CarouselEngine.banner(count: 5)
    engine.setReducedMotion(true, now: 0)
    engine.scroll(to: 4, animated: false, now: 0)
    engine.next(now: 1)
    #expect(engine.crossFade?.outgoingItem == 4)
    engine.reload(itemCount: 2, now: 1.1)
    #expect(engine.crossFade == nil)
    #expect(engine.currentIndex.map { $0 < 2 } == true)
    engine.checkInvariants()
  }

  @Test func noRotationControlWithoutRotation() {
    #expect(CarouselEngine.banner(count: 5).accessibilityState().rotationControlLabel == nil)
    let single = CarouselEngine.banner(count: 1) { $0.autoAdvance = .interval(2) }
    #expect(single.accessibilityState().rotationControlLabel == nil)
  }

  @Test func theWordlessPartsAreTheStatesOwn() {
    // Every combination of rotation, pauses and copies on screen: the properties a host that
    // words things itself reads are the state's own.
    for autoAdvance in [CarouselAutoAdvance.off, .interval(2), .continuous(pointsPerSecond: 30)] {
      for count in 0...3 {
        for reasons in [CarouselPauseReasons(), .user, .accessibilityFocus, .offscreen] {
          var engine = CarouselEngine.banner(count: count) {
            $0.autoAdvance = autoAdvance
            $0.itemLength = .fraction(0.3)
          }
          engine.pauseAutoAdvance(reasons, now: 0.1)
          let state = engine.accessibilityState()
          #expect(engine.hasRotationControl == (state.rotationControlLabel != nil))
          #expect(engine.isRotatingForAccessibility == state.isRotating)
          #expect(engine.accessibilityExposedSlotID == state.exposedSlotID)
        }
      }
    }
  }
}
