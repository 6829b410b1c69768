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

  @Test func itemEventsReachTheAppWithItsIndexAndNotAtAllForAnItemItNoLongerHas() {
    var heard: [String] = []
    var router = CarouselEventRouter()
    router.currentIndexChanged = { heard.append("current \($0)") }
    router.itemSelected = { heard.append("selected \($0)") }
    router.scrollingEnded = { heard.append("rest \($0)") }
    router.scrollAnimationEnded = { heard.append("arrived \($0)") }
    router.scrolled = { heard.append("scrolled \($0)") }
    // The app's data moved the engine's item 1 to 3 and dropped item 2
    router.itemIndex = { [0: 0, 1: 3][$0] }
    let events: [CarouselEvent] = [
      .currentIndexChanged(1), .currentIndexChanged(2), .itemSelected(1), .itemSelected(2),
      .scrollingEnded(0), .scrollingEnded(2), .scrollAnimationEnded(1), .scrolled(to: 2),
    ]
    for event in events { router.deliver(event) }
    #expect(heard == ["current 3", "selected 3", "rest 0", "arrived 3", "scrolled 2.0"])
  }
}
