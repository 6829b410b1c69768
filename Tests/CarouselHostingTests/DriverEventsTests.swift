import CarouselCore
import Testing

@testable import CarouselHosting

/// What the driver tells its host about motion, and what it remembers for it.
@MainActor
@Suite struct DriverEventsTests {
  @Test func settlingAndArrivalAreReportedToTheHost() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.scroll(to: 3, animated: true, direction: .backward)
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 3)
    // Backward from 0 to 3 in five items passes 4 first
    #expect(host.events.contains(.currentIndexChanged(4)))
    #expect(host.events.suffix(2) == [.scrollingEnded(3), .scrollAnimationEnded(3)])
    host.clearEvents()
    host.driver.swipe(by: -250, ticker: ticker)
    ticker.run(for: 2)
    #expect(host.events.contains(.scrollingEnded(4)))
    #expect(!host.events.contains(.scrollAnimationEnded(4)))
  }

  @Test func theDriverRemembersTheIdentitiesItWasGiven() {
    let (host, _) = makeBanner(count: 0, interval: nil)
    host.driver.reload(identities: ["a", "b", "c", "d"])
    host.driver.scroll(to: 2, animated: false)
    // "c" moves to the front: it stays current, with no old list kept by the host
    host.driver.reload(identities: ["c", "a", "b", "d", "e"])
    #expect(host.driver.engine.currentIndex == 0)
    host.driver.reload(identities: ["x", "y", "a", "c"])
    #expect(host.driver.engine.currentIndex == 3)
    // A count reload forgets them: the next identity reload is new content, from its first
    host.driver.reload(itemCount: 4)
    host.driver.scroll(to: 3, animated: false)
    host.driver.reload(identities: ["p", "q"])
    #expect(host.driver.engine.currentIndex == 0)
  }

  @Test func eventStreamsDeliverEveryEventAndEndWithTheDriver() async {
    var driver: CarouselDriver? = CarouselDriver(
      itemCount: 5, signals: CarouselHostSignals(isInWindow: true), ticker: FakeTicker())
    driver?.setBounds(bannerSize)
    guard let stream = driver?.events() else { return }
    driver?.scroll(to: 2, animated: false)
    driver?.handleTap(at: CarouselPoint(x: 195, y: 65))
    driver = nil
    var received: [CarouselEvent] = []
    for await event in stream { received.append(event) }
    // Then the loop ended by itself, with the events in order
    #expect(
      received == [
        .scrolled(to: 2), .currentIndexChanged(2), .scrollingEnded(2),
        .scrollAnimationEnded(2), .itemSelected(2),
      ])
  }
}
