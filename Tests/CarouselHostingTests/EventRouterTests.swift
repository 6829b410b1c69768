import CarouselCore
import Testing

@testable import CarouselHosting

/// Every event reaches its one callback, and none without an item reaches an item callback.
@MainActor
@Suite struct EventRouterTests {
  @Test func eachEventReachesItsCallbackOnly() {
    var heard: [String] = []
    var router = CarouselEventRouter()
    router.currentIndexChanged = { heard.append("current \($0)") }
    router.itemSelected = { heard.append("selected \($0)") }
    router.scrolled = { heard.append("scrolled \($0)") }
    router.scrollingEnded = { heard.append("rest \($0)") }
    router.scrollAnimationEnded = { heard.append("arrived \($0)") }
    router.impression = { heard.append("impression \($0.itemIndex)") }
    router.announcement = { heard.append("say \($0)") }
    let events: [CarouselEvent] = [
      .currentIndexChanged(2), .currentIndexChanged(nil), .itemSelected(3), .scrolled(to: 1.5),
      .scrollingEnded(4), .scrollingEnded(nil), .scrollAnimationEnded(1),
      .scrollAnimationEnded(nil), .autoAdvanceChanged(isRunning: false),
      .impression(CarouselImpression(itemIndex: 0, visibleDuration: 1, time: 2)),
      .announcement("Item 1 of 5"),
    ]
    for event in events { router.deliver(event) }
    #expect(
      heard == [
        "current 2", "selected 3", "scrolled 1.5", "rest 4", "arrived 1", "impression 0",
        "say Item 1 of 5",
      ])
  }
}
