import Testing

@testable import CarouselHosting

/// The identities a SwiftUI carousel holds between a data change and the engine's reload.
@Suite struct IdentityTrackerTests {
  private func ids(_ names: String...) -> [AnyHashable] { names.map { AnyHashable($0) } }

  @Test func theSameDataDrawsWithTheEnginesOwnListAndReloadsNothing() {
    var tracker = CarouselIdentityTracker(identities: ids("a", "b", "c"))
    let drawn = tracker.viewDidUpdate(identities: ids("a", "b", "c"))
    #expect(drawn == ids("a", "b", "c"))
    var reloads: [[AnyHashable]] = []
    tracker.update(identities: ids("a", "b", "c")) { reloads.append($0) }
    #expect(reloads.isEmpty)
  }

  @Test func newDataIsFoundByIdentityBeforeTheReloadAndThenReloadsOnce() {
    var tracker = CarouselIdentityTracker(identities: ids("a", "b", "c"))
    // The view updates with the order changed and an item gone, before the engine reloads
    let drawn = tracker.viewDidUpdate(identities: ids("c", "a"))
    #expect(drawn == ids("c", "a"))
    #expect(tracker.identities == ids("a", "b", "c"))
    // The engine's items are found in the new data by identity; the one gone is nowhere
    #expect(tracker.currentIndex(ofEngineItem: 0) == 1)
    #expect(tracker.currentIndex(ofEngineItem: 1) == nil)
    #expect(tracker.currentIndex(ofEngineItem: 2) == 0)
    #expect(tracker.currentIndex(ofEngineItem: 3) == nil)
    var reloads: [[AnyHashable]] = []
    tracker.update(identities: ids("c", "a")) { reloads.append($0) }
    tracker.update(identities: ids("c", "a")) { reloads.append($0) }
    #expect(reloads == [ids("c", "a")])
    #expect(tracker.identities == ids("c", "a"))
    #expect(tracker.currentIndex(ofEngineItem: 0) == 0)
  }
}
