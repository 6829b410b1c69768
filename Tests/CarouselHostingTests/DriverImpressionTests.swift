import CarouselCore
import Testing

@testable import CarouselHosting

@MainActor
@Suite struct DriverImpressionTests {
  private func makeTracked(
    interval: Double? = nil, configure: (FakeHost) -> Void = { _ in }
  ) -> (FakeHost, FakeTicker) {
    let (host, ticker) = makeBanner(interval: interval)
    configure(host)
    host.driver.tracksImpressions = true
    return (host, ticker)
  }

  @Test func anItemInViewForOneSecondCountsOnce() throws {
    let (host, ticker) = makeTracked()
    let start = ticker.now
    // While item 0 is on its way to an impression, one timer waits for its second (no
    // display link, no sampling in between)
    #expect(host.driver.frame.tickPlan == .wakeUp(at: start + 1))
    ticker.run(for: 0.95)
    #expect(host.impressions.isEmpty)
    ticker.run(for: 0.2)
    let impression = try #require(host.impressions.first)
    #expect(host.impressions.count == 1)
    #expect(impression.itemIndex == 0)
    #expect(impression.visibleDuration >= 1 && impression.visibleDuration < 1.11)
    // Counted: nothing more to wait for, so nothing ticks
    #expect(host.driver.frame.tickPlan == .idle)
    let ticks = ticker.tickCount
    ticker.run(for: 10)
    #expect(host.impressions.count == 1)
    #expect(ticker.tickCount == ticks)
  }

  @Test func anAutoAdvanceFasterThanOneSecondNeverQualifies() {
    let (host, ticker) = makeTracked(interval: 0.5)
    ticker.run(for: 30)
    #expect(host.driver.engine.currentIndex != nil)
    #expect(host.impressions.isEmpty)
  }

  @Test func aCarouselMostlyScrolledAwayDoesNotCount() {
    // The enclosing list shows only the top 40% of the banner
    let (host, ticker) = makeTracked {
      $0.visibleRect = CarouselRect(x: 0, y: 0, width: 390, height: 52)
    }
    ticker.run(for: 5)
    #expect(host.impressions.isEmpty)
    // The user scrolls it fully into view (the view says so): it counts one second later
    host.visibleRect = CarouselRect(x: 0, y: 0, width: 390, height: 130)
    host.driver.impressionInputsDidChange()
    let back = ticker.now
    ticker.run(for: 1.2)
    #expect(host.impressions.map(\.itemIndex) == [0])
    #expect((host.impressions.first?.time ?? 0) >= back + 1 - 1e-9)
  }

  @Test func scrollingAwayResetsTheClock() {
    let (host, ticker) = makeTracked()
    ticker.run(for: 0.6)
    host.visibleRect = .some(nil)
    host.driver.impressionInputsDidChange()
    ticker.run(for: 0.3)
    host.visibleRect = nil
    host.driver.impressionInputsDidChange()
    let back = ticker.now
    ticker.run(for: 0.8)
    #expect(host.impressions.isEmpty, "the clock restarted when the banner came back")
    ticker.run(for: 0.4)
    #expect(host.impressions.count == 1)
    #expect((host.impressions.first?.time ?? 0) >= back + 1 - 1e-9)
  }

  @Test func leavingTheWindowOrTheForegroundResetsTheClock() {
    let (host, ticker) = makeTracked()
    ticker.run(for: 0.7)
    host.driver.signals.isInWindow = false
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 5)
    host.driver.signals.isInWindow = true
    ticker.run(for: 0.7)
    host.driver.signals.isAppInBackground = true
    host.driver.signals.isAppInBackground = false
    ticker.run(for: 0.7)
    #expect(host.impressions.isEmpty)
    ticker.run(for: 0.5)
    #expect(host.impressions.count == 1)
  }

  @Test func onlyAfterTheImageHasLoaded() {
    let (host, ticker) = makeTracked { $0.loadedItems = [] }
    // Nothing can qualify without the picture: nothing wakes while it loads
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 3)
    #expect(host.impressions.isEmpty)
    host.loadedItems = [0]
    host.driver.impressionInputsDidChange()
    ticker.run(for: 1.2)
    #expect(host.impressions.map(\.itemIndex) == [0])
  }

  @Test func eachItemCountsOncePerDisplayInstance() {
    let (host, ticker) = makeTracked()
    for _ in 0..<3 {
      ticker.run(for: 1.5)
      host.driver.next()
      ticker.run(for: 0.5)
    }
    // Items 0, 1, 2 counted once each; item 3 was in view for half a second only, and going
    // back to 0 does not count it again
    host.driver.scroll(to: 0, animated: false)
    ticker.run(for: 2)
    #expect(host.impressions.map(\.itemIndex) == [0, 1, 2])
    // A reload starts new instances
    host.driver.reload(itemCount: 5)
    ticker.run(for: 1.2)
    #expect(host.impressions.map(\.itemIndex) == [0, 1, 2, 0])
  }

  @Test func offByDefault() {
    let (host, ticker) = makeBanner(interval: nil)
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 5)
    #expect(host.impressions.isEmpty)
  }
}
