import CarouselTestSupport
import Testing

@testable import CarouselHosting

/// Slots of a carousel with several item layouts get a view of the right kind back.
@Suite struct ReusePoolTests {
  final class FakeView {
    let kind: String
    init(_ kind: String) { self.kind = kind }
  }

  @Test func aSlotKeepsItsViewWhenTheKindStaysAndSwapsItOtherwise() {
    var pool = CarouselReusePool<FakeView>()
    let banner = FakeView("banner")
    // Same kind: the slot's own view
    #expect(pool.exchange(current: banner, currentKind: "banner", for: "banner") === banner)
    // Another kind with no spare: make one; the banner view becomes a spare
    #expect(pool.exchange(current: banner, currentKind: "banner", for: "video") == nil)
    #expect(pool.count(ofKind: "banner") == 1)
    // A later slot that needs a banner gets it
    let video = FakeView("video")
    #expect(pool.exchange(current: video, currentKind: "video", for: "banner") === banner)
    #expect(pool.count(ofKind: "video") == 1)
    #expect(pool.count(ofKind: "banner") == 0)
  }

  @Test func everyViewHandedOutIsOfTheKindAskedForOverLongRandomRuns() {
    var pool = CarouselReusePool<FakeView>(capacityPerKind: 2)
    var random = SeededGenerator(seed: 7)
    let kinds = ["a", "b", "c"]
    var slots: [FakeView?] = [nil, nil, nil]
    var made = 0
    var kindChanges = 0
    for _ in 0..<5_000 {
      let slot = Int(random.next() % 3)
      let kind = kinds[Int(random.next() % 3)]
      let current = slots[slot]
      if current?.kind != kind { kindChanges += 1 }
      var view = pool.exchange(current: current, currentKind: current?.kind, for: kind)
      if view == nil {
        view = FakeView(kind)
        made += 1
      }
      #expect(view?.kind == kind)
      slots[slot] = view
      for kind in kinds { #expect(pool.count(ofKind: kind) <= 2) }
    }
    // Views are reused: most changes of kind find a spare
    #expect(made * 5 < kindChanges)
  }

  @Test func aPoolWithNoCapacityKeepsNothing() {
    var pool = CarouselReusePool<FakeView>(capacityPerKind: 0)
    pool.retire(FakeView("a"), kind: "a")
    #expect(pool.count(ofKind: "a") == 0)
    var negative = CarouselReusePool<FakeView>(capacityPerKind: -3)
    negative.retire(FakeView("a"), kind: "a")
    #expect(negative.count(ofKind: "a") == 0)
  }
}
