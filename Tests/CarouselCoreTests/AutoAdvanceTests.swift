import Testing

@testable import CarouselCore

@Suite struct AutoAdvanceTests {
  static func ticking(count: Int = 5, interval: Double = 3) -> CarouselEngine {
    CarouselEngine.banner(count: count) { $0.autoAdvance = .interval(interval) }
  }

  @Test func advancesEveryIntervalOfDwellTime() {
    var engine = Self.ticking()
    #expect(engine.nextWakeUp == 3)
    engine.advance(to: 2.9)
    #expect(engine.currentIndex == 0)
    #expect(!engine.isAnimating)
    engine.advance(to: 3.0)
    #expect(engine.isAnimating)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 1)
    // The next turn comes a full interval after the page came to rest.
    #expect(engine.nextWakeUp == 3 + 0.35 + 3)
  }

  @Test func idleWithoutTimerHasNoWakeUp() {
    var engine = CarouselEngine.banner(count: 5)
    #expect(engine.nextWakeUp == nil)
    engine.next(now: 1)
    #expect(engine.nextWakeUp == 1)
    engine.runUntilIdle()
    #expect(engine.nextWakeUp == nil)
  }

  @Test func neverFiresMidDrag() {
    var engine = Self.ticking()
    engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: 2.5)
    #expect(engine.nextWakeUp == nil)
    for step in 1...300 {
      engine.drag(
        to: CarouselPoint(x: 200 - Double(step) * 0.1, y: 60), now: 2.5 + Double(step) * 0.05)
      engine.advance(to: engine.time)
      guard case .dragging = engine.motion else {
        Issue.record("auto-advance took over the drag at \(engine.time)")
        return
      }
    }
    #expect(engine.pauseReasons.contains(.interaction))
  }

  @Test func notRightAfterTheFingerLifts() {
    var engine = Self.ticking()
    // Drag through the moment the timer would have fired, release just after it.
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 2.0)
    engine.drag(to: CarouselPoint(x: 100, y: 60), now: 3.5)
    engine.endDrag(at: CarouselPoint(x: 100, y: 60), velocity: .zero, now: 3.6)
    engine.runUntilIdle()
    let settled = engine.time
    #expect(engine.currentIndex == 1)
    guard let due = engine.nextWakeUp else {
      Issue.record("auto-advance did not restart after the swipe")
      return
    }
    #expect(due >= settled + 3 - 1.0 / 60)
    #expect(!engine.pauseReasons.contains(.interaction))
  }

  @Test func eachPauseReasonIsSeparate() {
    var engine = Self.ticking()
    engine.pauseAutoAdvance(.offscreen, now: 1)
    engine.pauseAutoAdvance(.user, now: 1)
    engine.resumeAutoAdvance(.offscreen, now: 2)
    engine.advance(to: 100)
    #expect(engine.currentIndex == 0)
    #expect(engine.nextWakeUp == nil)
    engine.resumeAutoAdvance(.user, now: 100)
    // The dwell had run 1 s of its 3 when the first pause came: 2 s are left.
    #expect(engine.nextWakeUp == 102)
    let events = engine.drainEvents()
    #expect(events.contains(.autoAdvanceChanged(isRunning: false)))
    #expect(events.last == .autoAdvanceChanged(isRunning: true))
  }

  @Test(arguments: [
    CarouselPauseReasons.user, .offscreen, .background, .accessibilityFocus, .app, .hover,
  ])
  func everyReasonPauses(reason: CarouselPauseReasons) {
    var engine = Self.ticking()
    engine.pauseAutoAdvance(reason, now: 0)
    engine.advance(to: 60)
    #expect(engine.currentIndex == 0)
    #expect(!engine.isAutoAdvanceRunning)
  }

  /// Pausing mid-turn (leaving the screen) must not leave the banner stuck half-way.
  @Test func pauseMidTurnCompletesThePageAndResumesAFullIntervalLater() {
    var engine = Self.ticking()
    engine.advance(to: 3.1)
    #expect(engine.isAnimating)
    engine.pauseAutoAdvance(.offscreen, now: 3.15)
    // The host stops stepping while off-screen, then comes back much later.
    engine.resumeAutoAdvance(.offscreen, now: 50)
    #expect(engine.position == 1)
    #expect(engine.currentIndex == 1)
    #expect(engine.nextWakeUp == 53)
    engine.advance(to: 52.9)
    #expect(engine.currentIndex == 1)
  }

  @Test func aWeekOfAutoAdvanceLosesNoPrecision() async {
    var engine = Self.ticking(count: 7, interval: 2)
    var pages = 0
    // Step as a host does: only at wake-ups, plus the animation's first and last frames.
    while engine.time < 7 * 24 * 3600 {
      if pages % 5_000 == 0 { await Task.yield() }
      guard let wakeUp = engine.nextWakeUp else {
        Issue.record("the timer stopped")
        return
      }
      engine.advance(to: max(wakeUp, engine.time))
      if engine.isAnimating {
        engine.advance(to: engine.time + 0.2)
        engine.advance(to: engine.time + 0.2)
        pages += 1
      }
    }
    #expect(pages > 250_000)
    #expect(engine.currentIndex == pages % 7)
    // At rest exactly on a page: the slots sit on whole multiples of the width.
    #expect(engine.position == engine.position.rounded())
    for slot in engine.slots {
      let x = slot.frame.minX / bannerSize.width
      #expect(x == x.rounded())
    }
    engine.checkInvariants()
  }

  @Test func aSingleItemDoesNotAdvanceUnlessAsked() {
    var engine = Self.ticking(count: 1)
    #expect(engine.nextWakeUp == nil)
    #expect(!engine.loops)
    var configuration = engine.configuration
    configuration.loopsSingleItem = true
    configuration.autoAdvancesSingleItem = true
    engine.setConfiguration(configuration, now: 0)
    #expect(engine.nextWakeUp == 3)
    engine.run(for: 4)
    #expect(engine.currentIndex == 0)
    #expect(engine.slots.count == 3)
  }

  @Test func nonLoopingRewindsToTheFirstItem() {
    var engine = CarouselEngine.banner(count: 3) {
      $0.autoAdvance = .interval(1)
      $0.isLooping = false
    }
    var seen: [Int] = []
    for _ in 0..<4 {
      engine.run(for: 1.4)
      seen.append(engine.currentIndex ?? -1)
    }
    #expect(seen == [1, 2, 0, 1])
  }

  @Test func marqueeDriftsAtConstantSpeedWithoutSeam() {
    var engine = CarouselEngine.banner(count: 1) {
      $0.autoAdvance = .continuous(pointsPerSecond: 39)
      $0.axis = .vertical
    }
    #expect(engine.loops)
    #expect(engine.nextWakeUp == 0)
    engine.run(for: 1)
    // 39 points per second over a 130-point item: 0.3 items.
    #expect(abs(engine.position - 0.3) < 1e-9)
    var unwrapped = engine.position
    for _ in 0..<600 {
      let before = engine.position
      engine.advance(to: engine.time + 1.0 / 60)
      var delta = engine.position - before
      if delta < 0 { delta += 1 }  // rebased across the seam
      #expect(abs(delta * 130 - 39.0 / 60) < 1e-6, "constant speed, no jump at the seam")
      unwrapped += delta
      engine.checkInvariants()
    }
    #expect(abs(unwrapped - 0.3 - 600 * 0.3 / 60) < 1e-6)
  }

  @Test func marqueePausesWhereItIsAndDriftsOnFromThere() {
    var engine = CarouselEngine.banner(count: 3) {
      $0.autoAdvance = .continuous(pointsPerSecond: 100)
    }
    engine.run(for: 1)
    engine.pauseAutoAdvance(.user, now: 1)
    let stopped = engine.position
    #expect(engine.nextWakeUp == nil)
    engine.advance(to: 5)
    #expect(engine.position == stopped)
    engine.resumeAutoAdvance(.user, now: 5)
    engine.advance(to: 5.5)
    #expect(abs(engine.position - stopped - 50 / 390) < 1e-9)
  }

  @Test func marqueeAfterADragDriftsOnOnceAtRest() {
    var engine = CarouselEngine.banner(count: 3) {
      $0.autoAdvance = .continuous(pointsPerSecond: 100)
      $0.scrollBehavior = .free
    }
    engine.run(for: 0.5)
    engine.swipe(by: 200, duration: 0.2)
    #expect(!engine.isAutoAdvanceRunning)
    engine.run(for: 5)
    #expect(engine.isAutoAdvanceRunning)
    guard case .drift = engine.motion else {
      Issue.record("the marquee did not resume")
      return
    }
  }
}
