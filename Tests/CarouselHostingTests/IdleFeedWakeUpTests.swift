import CarouselCore
import Testing

@testable import CarouselHosting

/// A feed of banners at rest costs no wake-ups, even with impressions on and items that can
/// never qualify (a peeking neighbour under half in view, a picture that failed, a banner
/// parked half off screen).
@MainActor
@Suite struct IdleFeedWakeUpTests {
  /// Ten carousels of a feed, each with items that cannot qualify, run for a minute: the
  /// wake-ups their tickers delivered, per second, after the first second.
  static func wakeUpsPerSecondOfAnIdleFeed() -> Double {
    var tickers: [FakeTicker] = []
    var hosts: [FakeHost] = []
    for index in 0..<10 {
      let (host, ticker) = makeBanner(interval: nil) {
        // Peeking neighbours, a tenth of each in view.
        $0.itemLength = .fraction(0.8)
      }
      host.driver.tracksImpressions = true
      switch index % 3 {
      case 0:
        // Parked half off screen: under half of any item shows.
        host.visibleRect = CarouselRect(x: 0, y: 0, width: 390, height: 50)
      case 1:
        // Every picture failed: nothing loads.
        host.loadedItems = []
      default:
        // The centred item counts; the peeking neighbours never can.
        break
      }
      host.driver.impressionInputsDidChange()
      hosts.append(host)
      tickers.append(ticker)
    }
    for ticker in tickers { ticker.run(for: 1) }
    let before = tickers.map(\.tickCount).reduce(0, +)
    for ticker in tickers { ticker.run(for: 60) }
    let after = tickers.map(\.tickCount).reduce(0, +)
    withExtendedLifetime(hosts) {}
    return Double(after - before) / 60
  }

  @Test func anIdleFeedOfTenCarouselsWakesNothing() {
    let rate = Self.wakeUpsPerSecondOfAnIdleFeed()
    print("IdleFeedWakeUpTests: \(rate) wake-ups per second for 10 idle carousels")
    #expect(rate == 0)
  }
}
