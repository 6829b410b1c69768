import CarouselCore
import Testing

@testable import CarouselHosting

@MainActor
@Suite struct DriverLifecycleTests {
  @Test func nothingRunsBeforeTheViewIsInAWindow() {
    // Given a banner with auto-advance whose view has not reached a window
    let (host, ticker) = makeBanner(inWindow: false)
    // Then it is paused as off-screen and nothing ticks
    #expect(host.driver.engine.pauseReasons.contains(.offscreen))
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 60)
    #expect(ticker.tickCount == 0)
    #expect(host.driver.engine.currentIndex == 0)
  }

  @Test func inAWindowAutoAdvanceSleepsOnATimerBetweenPageTurns() {
    // Given a banner that reached a window
    let (host, ticker) = makeBanner()
    let start = ticker.now
    // Then one timer is due a full interval later, and no display link runs meanwhile
    #expect(host.driver.frame.tickPlan == .wakeUp(at: start + 4))
    ticker.run(for: 3.9)
    #expect(ticker.tickCount == 0)
    // When the interval passes, frames run for the page turn only
    ticker.run(for: 0.6)
    #expect(host.driver.engine.currentIndex == 1)
    #expect(host.driver.frame.tickPlan == .wakeUp(at: start + 4 + 0.35 + 4))
    // One wake-up plus about 0.35 s of frames at 60 Hz
    #expect((20...24).contains(ticker.tickCount))
    #expect(host.indexChanges == [1])
  }

  @Test func aWakeUpThatFiresEarlyIsScheduledAgain() {
    // Given a banner waiting for its next page turn on a one-shot timer
    let (host, ticker) = makeBanner()
    let due = ticker.now + 4
    #expect(host.driver.frame.tickPlan == .wakeUp(at: due))
    let applied = ticker.appliedPlans.count
    // When the timer fires a second early (the one-shot is spent)
    ticker.now += 3
    host.driver.tick(now: ticker.now)
    // Then the same wake-up is asked for again, not lost
    #expect(ticker.appliedPlans.count == applied + 1)
    #expect(ticker.appliedPlans.last == .wakeUp(at: due))
    ticker.run(for: 1.5)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func anIdleCarouselStopsTicking() {
    // Given a banner without auto-advance
    let (host, ticker) = makeBanner(interval: nil)
    #expect(host.driver.frame.tickPlan == .idle)
    // When the user swipes to the next page
    host.driver.swipe(by: -300, ticker: ticker)
    #expect(host.driver.frame.tickPlan == .frames)
    ticker.run(for: 2)
    // Then the page settles and the display link stops
    #expect(host.driver.engine.currentIndex == 1)
    #expect(host.driver.frame.tickPlan == .idle)
    let ticks = ticker.tickCount
    ticker.run(for: 60)
    #expect(ticker.tickCount == ticks)
  }

  @Test func leavingTheWindowMidTurnNeverLeavesTheBannerHalfWay() {
    // Given a banner half-way through an automatic page turn
    let (host, ticker) = makeBanner()
    ticker.run(for: 4.15)
    #expect(host.driver.engine.isAnimating)
    // When the view leaves the window (another screen is pushed)
    host.driver.signals.isInWindow = false
    #expect(host.driver.frame.tickPlan == .idle)
    let ticks = ticker.tickCount
    ticker.run(for: 30)
    #expect(ticker.tickCount == ticks, "nothing ticks while the view is away")
    // And comes back
    host.driver.signals.isInWindow = true
    let back = ticker.now
    // Then the page turn has completed, on an item, and the next turn is a full interval away
    let engine = host.driver.engine
    #expect(!engine.isAnimating)
    #expect(engine.position == engine.position.rounded())
    #expect(engine.currentIndex == 1)
    #expect(host.driver.frame.tickPlan == .wakeUp(at: back + 4))
    ticker.run(for: 3.9)
    #expect(host.driver.engine.currentIndex == 1)
    ticker.run(for: 0.6)
    #expect(host.driver.engine.currentIndex == 2)
  }

  @Test func theBackgroundPausesAndTheForegroundResumesTheRestOfTheDwell() {
    let (host, ticker) = makeBanner()
    ticker.run(for: 3)
    // When the app goes to the background for a minute
    host.driver.signals.isAppInBackground = true
    #expect(host.driver.engine.pauseReasons.contains(.background))
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 60)
    host.driver.signals.isAppInBackground = false
    // Then the carousel did not move, and the dwell goes on: 3 of its 4 s had run
    #expect(host.driver.engine.currentIndex == 0)
    #expect(!host.driver.engine.pauseReasons.contains(.background))
    #expect(host.driver.frame.tickPlan == .wakeUp(at: ticker.now + 1))
  }

  @Test func reduceMotionStopsAutoAdvanceAndItsChangeNotificationResumes() {
    let (host, ticker) = makeBanner()
    // When Reduce Motion is switched on, the slide show stops as the user's stop
    host.driver.signals.isReduceMotionEnabled = true
    #expect(host.driver.engine.prefersReducedMotion)
    #expect(host.driver.isRotationStopped)
    #expect(host.driver.frame.accessibility.rotationActionLabel == "Start automatic slide show")
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 20)
    #expect(host.driver.engine.currentIndex == 0)
    // And off again
    host.driver.signals.isReduceMotionEnabled = false
    #expect(!host.driver.engine.prefersReducedMotion)
    #expect(host.driver.frame.tickPlan == .wakeUp(at: ticker.now + 4))
  }

  @Test func aDriverCreatedUnderReduceMotionNeverStartsRotating() {
    let ticker = FakeTicker()
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(4)
    let driver = CarouselDriver(
      configuration: configuration, itemCount: 5,
      signals: CarouselHostSignals(isInWindow: true, isReduceMotionEnabled: true), ticker: ticker)
    driver.setBounds(bannerSize)
    #expect(driver.isRotationStopped)
    #expect(!driver.engine.isAutoAdvanceRunning)
    #expect(driver.frame.tickPlan == .idle)
  }

  @Test func voiceOverFocusPausesWhileItLastsAndResumesAfter() {
    let (host, ticker) = makeBanner()
    ticker.run(for: 3)
    host.driver.signals.isAccessibilityFocused = true
    #expect(host.driver.engine.pauseReasons.contains(.accessibilityFocus))
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 30)
    #expect(host.driver.engine.currentIndex == 0)
    // Focus leaves without any navigation: rotation resumes with the 1 s the dwell had left
    host.driver.signals.isAccessibilityFocused = false
    #expect(host.driver.engine.isAutoAdvanceRunning)
    #expect(host.driver.frame.tickPlan == .wakeUp(at: ticker.now + 1))
  }

  @Test func voiceOverStoppingTakesItsFocusWithIt() {
    // Given VoiceOver's cursor on a rotating banner
    let (host, ticker) = makeBanner()
    host.driver.signals.isVoiceOverRunning = true
    host.driver.signals.isAccessibilityFocused = true
    #expect(host.driver.engine.pauseReasons.contains(.accessibilityFocus))
    // When VoiceOver is turned off (the view is told no loss of focus)
    host.driver.signals.isVoiceOverRunning = false
    // Then the cursor's pause ends with it, and rotation resumes a full interval later
    #expect(!host.driver.signals.isAccessibilityFocused)
    #expect(host.driver.engine.isAutoAdvanceRunning)
    #expect(host.driver.frame.tickPlan == .wakeUp(at: ticker.now + 4))
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func focusWithoutVoiceOverStaysTheHostsToEnd() {
    // Another assistive technology's focus (Switch Control): VoiceOver never ran
    let (host, _) = makeBanner()
    host.driver.signals.isAccessibilityFocused = true
    host.driver.signals.isAppInBackground = true
    host.driver.signals.isAppInBackground = false
    #expect(host.driver.signals.isAccessibilityFocused)
    #expect(host.driver.engine.pauseReasons.contains(.accessibilityFocus))
  }

  @Test func pauseReasonsAreIndependent() {
    let (host, _) = makeBanner()
    host.driver.signals.isAppInBackground = true
    host.driver.signals.isInWindow = false
    host.driver.signals.isAppInBackground = false
    // Still off-screen
    #expect(host.driver.engine.pauseReasons == [.offscreen])
    #expect(host.driver.frame.tickPlan == .idle)
    host.driver.setRotationStopped(true)
    host.driver.signals.isInWindow = true
    // Still stopped by the user: the host state never clears the user's choice
    #expect(host.driver.engine.pauseReasons == [.user])
    #expect(host.driver.frame.tickPlan == .idle)
    host.driver.setRotationStopped(false)
    #expect(host.driver.engine.pauseReasons.isEmpty)
    #expect(host.driver.engine.isAutoAdvanceRunning)
  }

  @Test func theViewLeavingUnderTheFingerSettlesTheDrag() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.handlePan(.began, at: CarouselPoint(x: 300, y: 60))
    ticker.now += 0.1
    host.driver.handlePan(
      .changed, at: CarouselPoint(x: 150, y: 60), translation: CarouselPoint(x: -150, y: 0))
    #expect(host.driver.engine.isDragging)
    // When the view leaves its window before the finger lifts (the gesture never ends)
    host.driver.signals.isInWindow = false
    #expect(!host.driver.engine.isDragging)
    ticker.run(for: 10)
    host.driver.signals.isInWindow = true
    // Then it is at rest on an item, and later pan changes are a new gesture
    let engine = host.driver.engine
    #expect(!engine.isAnimating)
    #expect(engine.position == engine.position.rounded())
    host.driver.handlePan(.ended, at: CarouselPoint(x: 100, y: 60))
    #expect(!host.driver.engine.isAnimating)
  }

  @Test func aResizeKeepsTheCurrentItem() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.scroll(to: 3, animated: false)
    ticker.run(for: 1)
    // Rotation to landscape
    host.driver.setBounds(CarouselSize(width: 844, height: 200))
    #expect(host.driver.engine.currentIndex == 3)
    #expect(host.driver.engine.slots.contains { $0.itemIndex == 3 && $0.visibleFraction == 1 })
  }

  @Test func scrolledOutOfSightPausesAndNothingTicksUntilItIsBack() {
    // Given a banner in a feed, turning every 4 seconds
    let (host, ticker) = makeBanner()
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
    // When the feed scrolls it out of sight (still in the window)
    host.driver.signals.isScrolledOutOfSight = true
    #expect(host.driver.engine.pauseReasons.contains(.offscreen))
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 60)
    #expect(host.driver.engine.currentIndex == 1)
    // When it scrolls back, the dwell goes on where it stopped: the turn ended at about
    // 4.35 s, so 0.15 s of the 4 had run
    host.driver.signals.isScrolledOutOfSight = false
    guard case .wakeUp(let due) = host.driver.frame.tickPlan else {
      Issue.record("no turn planned once back in sight")
      return
    }
    #expect(due > ticker.now + 3.6 && due < ticker.now + 4)
    ticker.run(for: 3.5)
    #expect(host.driver.engine.currentIndex == 1)
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 2)
  }
}
