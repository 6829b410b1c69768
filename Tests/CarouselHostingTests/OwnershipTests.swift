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
        hostState: CarouselHostState(isInWindow: true), ticker: ticker)
      let host = FakeHost(driver: driver)
      driver.setViewportSize(bannerSize)
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
    driver.hostState.isInWindow = true
    driver.setViewportSize(bannerSize)
    driver.next()
    ticker.run(for: 1)
    #expect(driver.engine.currentIndex == 1)
  }

  @Test func aRunLoopTimerTickerDeliversFramesAndLetsGoOfAReleasedCarousel() {
    // Given a real timer ticker on this thread's run loop driving a page turn
    let ticker = TimerTicker(framesPerSecond: 60, runLoop: .current)
    weak var weakDriver: CarouselDriver?
    var observedTicks = 0
    do {
      let driver = CarouselDriver(
        itemCount: 5, hostState: CarouselHostState(isInWindow: true), ticker: ticker)
      let host = FakeHost(driver: driver)
      driver.setViewportSize(bannerSize)
      driver.next()
      #expect(ticker.plan == .frames)
      let deadline = Date().addingTimeInterval(2)
      while driver.engine.isAnimating, Date() < deadline {
        RunLoop.current.run(until: Date().addingTimeInterval(0.02))
      }
      // Then the turn completed on real frames and the ticker went idle by itself
      #expect(driver.engine.currentIndex == 1)
      #expect(ticker.plan == .idle)
      #expect(!ticker.isScheduled)
      observedTicks = host.updateCount
      // When a new turn starts and the carousel is released mid-way
      driver.next()
      #expect(ticker.isScheduled)
      weakDriver = driver
    }
    #expect(observedTicks > 5)
    #expect(weakDriver == nil)
    // Then the next timer fire finds nobody and the timer stops
    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    #expect(!ticker.isScheduled)
    #expect(ticker.plan == .idle)
  }

  @Test func aRunLoopWakeUpFiresOnceAtItsTime() {
    let ticker = TimerTicker(runLoop: .current)
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(0.1)
    configuration.scrollAnimationDuration = 0.05
    let driver = CarouselDriver(
      configuration: configuration, itemCount: 3, hostState: CarouselHostState(isInWindow: true),
      ticker: ticker)
    let host = FakeHost(driver: driver)
    driver.setViewportSize(bannerSize)
    guard case .wakeUp(let due) = ticker.plan else {
      Issue.record("expected a wake-up, got \(ticker.plan)")
      return
    }
    #expect(abs(due - (ticker.now + 0.1)) < 0.05)
    let deadline = Date().addingTimeInterval(2)
    while driver.engine.currentIndex == 0, Date() < deadline {
      RunLoop.current.run(until: Date().addingTimeInterval(0.01))
    }
    #expect(driver.engine.currentIndex == 1)
    #expect(host.indexChanges.first == 1)
    withExtendedLifetime(host) {}
  }
}
