import CarouselCore
import Foundation
import Testing

@testable import CarouselHosting

/// The classic banner bug: a display link or timer retains its target, so the banner is never
/// freed. Here the run loop's side (the ticker) outlives the view and must not keep it.
@MainActor
@Suite struct OwnershipTests {
  @Test func releasingTheViewFreesTheDriverWhileFramesAreScheduled() {
    // Given a banner in the middle of a page turn, its display link running
    let ticker = FakeTicker()
    weak var weakHost: FakeHost?
    weak var weakDriver: CarouselDriver?
    do {
      var configuration = CarouselConfiguration()
      configuration.autoAdvance = .interval(4)
      let driver = CarouselDriver(
        configuration: configuration, itemCount: 5,
        signals: CarouselHostSignals(isInWindow: true), ticker: ticker)
      let host = FakeHost(driver: driver)
      driver.setBounds(bannerSize)
      driver.next()
      #expect(ticker.plan == .frames)
      weakHost = host
      weakDriver = driver
    }
    // When the app releases the view (the ticker, like a run loop, still holds its part)
    // Then the view and the driver are gone
    #expect(weakHost == nil)
    #expect(weakDriver == nil)
    #expect(ticker.target == nil)
    // And the next frame stops the ticker instead of ticking a ghost
    ticker.run(for: 1)
    #expect(ticker.plan == .idle)
    #expect(ticker.tickCount == 0)
  }

  @Test func theDriverHoldsItsHostWeakly() {
    let ticker = FakeTicker()
    let driver = CarouselDriver(itemCount: 3, ticker: ticker)
    do {
      let host = FakeHost(driver: driver)
      #expect(driver.output === host)
    }
    #expect(driver.output == nil)
    // Driving without a host is harmless
    driver.signals.isInWindow = true
    driver.setBounds(bannerSize)
    driver.next()
    ticker.run(for: 1)
    #expect(driver.engine.currentIndex == 1)
  }

  @Test func aRunLoopTimerTickerDeliversFramesAndLetsGoOfAReleasedCarousel() {
    // Given a real timer ticker on this thread's run loop driving a page turn, its ticks
    // carrying a clock that moves one frame per frame drawn while something moves (as a
    // display link's timestamps do), so the turn takes the same number of frames however
    // late the timers fire
    let clock = ManualClock()
    let ticker = TimerTicker(framesPerSecond: 64, runLoop: .current) { clock.now }
    weak var weakDriver: CarouselDriver?
    do {
      let driver = CarouselDriver(
        itemCount: 5, signals: CarouselHostSignals(isInWindow: true), ticker: ticker)
      let host = FakeHost(driver: driver)
      driver.setBounds(bannerSize)
      host.onUpdate = { [weak driver] in
        if driver?.engine.isAnimating == true { clock.now += ticker.frameInterval }
      }
      let turnStart = clock.now
      driver.next()
      #expect(ticker.plan == .frames)
      let updatesBefore = host.updateCount
      // When the run loop runs until the turn is over
      runRunLoop(sliceDuration: ticker.frameInterval) { !driver.engine.isAnimating }
      // Then the turn completed on timer ticks, one per frame of its duration, and the
      // ticker went idle by itself
      let duration = driver.engine.configuration.scrollAnimationDuration
      let frames = Int((duration / ticker.frameInterval).rounded(.up))
      #expect(driver.engine.currentIndex == 1)
      #expect(host.updateCount - updatesBefore == frames)
      #expect(driver.engine.time == turnStart + Double(frames) * ticker.frameInterval)
      #expect(ticker.plan == .idle)
      #expect(!ticker.isScheduled)
      // When a new turn starts and the carousel is released mid-way
      driver.next()
      #expect(ticker.isScheduled)
      weakDriver = driver
    }
    #expect(weakDriver == nil)
    // Then the next timer fire finds nobody and the timer stops
    let slices = runRunLoop(sliceDuration: ticker.frameInterval) { !ticker.isScheduled }
    #expect(!ticker.isScheduled)
    #expect(ticker.plan == .idle)
    #expect(slices >= 1)
  }

  @Test func aRunLoopWakeUpFiresOnceAtItsTime() throws {
    // Given an auto-advancing banner on a real timer ticker whose clock stands still until
    // the test moves it
    let clock = ManualClock()
    let ticker = TimerTicker(framesPerSecond: 64, runLoop: .current) { clock.now }
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(0.25)
    configuration.scrollAnimationDuration = 0.05
    let driver = CarouselDriver(
      configuration: configuration, itemCount: 3, signals: CarouselHostSignals(isInWindow: true),
      ticker: ticker)
    let host = FakeHost(driver: driver)
    let before = Date()
    driver.setBounds(bannerSize)
    let after = Date()
    // Then one wake-up is scheduled, exactly one interval on, and its timer fires that much
    // later on the run loop's clock (bounds around the call, not a measured duration)
    guard case .wakeUp(let due) = ticker.plan else {
      Issue.record("expected a wake-up, got \(ticker.plan)")
      return
    }
    #expect(due == clock.now + 0.25)
    let fireDate = try #require(ticker.fireDate)
    #expect(fireDate >= before.addingTimeInterval(0.25))
    #expect(fireDate <= after.addingTimeInterval(0.25))
    // When the clock reaches the due time and the run loop runs until the page has turned
    // (each frame of the turn moves the clock one frame on; at rest it stands still, so
    // the next wake-up is never reached)
    clock.now = due
    host.onUpdate = {
      if driver.engine.isAnimating { clock.now += ticker.frameInterval }
    }
    runRunLoop(sliceDuration: 0.01) {
      driver.engine.currentIndex != 0 && !driver.engine.isAnimating
    }
    // Then the wake-up fired once: one page turn, and the next wake-up is due an interval
    // after the turn ended
    #expect(driver.engine.currentIndex == 1)
    #expect(host.indexChanges == [1])
    let restedAt = due + configuration.scrollAnimationDuration
    #expect(ticker.plan == .wakeUp(at: restedAt + 0.25))
    #expect(ticker.isScheduled)
  }
}
