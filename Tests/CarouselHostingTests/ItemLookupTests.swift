import Testing

@testable import CarouselHosting

/// A SwiftUI carousel draws the engine's slots with the app's new data before the engine
/// has reloaded: the lookup must never index past the new data, and never show another
/// item in a slot.
@Suite struct ItemLookupTests {
  @Test func sameListsMapEachIndexToItself() {
    let ids = ["a", "b", "c"]
    let lookup = CarouselItemLookup(laidOut: ids, current: ids)
    #expect((0..<3).map { lookup.currentIndex(forLaidOutIndex: $0) } == [0, 1, 2])
    #expect(lookup.currentIndex(forLaidOutIndex: 3) == nil)
    #expect(lookup.currentIndex(forLaidOutIndex: -1) == nil)
  }

  @Test func shrinkingDataNeverIndexesPastTheEnd() {
    // Five banners refreshed to three, then to none
    let old = ["a", "b", "c", "d", "e"]
    let three = CarouselItemLookup(laidOut: old, current: ["a", "c", "e"])
    #expect((0..<5).map { three.currentIndex(forLaidOutIndex: $0) } == [0, nil, 1, nil, 2])
    let none = CarouselItemLookup(laidOut: old, current: [String]())
    #expect((0..<5).allSatisfy { none.currentIndex(forLaidOutIndex: $0) == nil })
  }

  @Test func everyIndexOfEveryChangeOverSmallListsIsInRangeAndTheSameItem() {
    // Exhaustive over lists of 0...5 distinct items and every subsequence-with-insertions
    let universe = ["a", "b", "c", "d", "e", "f", "g"]
    for oldCount in 0...5 {
      let old = Array(universe.prefix(oldCount))
      for mask in 0..<(1 << 7) {
        let new = universe.indices.filter { mask & (1 << $0) != 0 }.map { universe[$0] }
        for shuffled in [new, new.reversed()] {
          let lookup = CarouselItemLookup(laidOut: old, current: shuffled)
          for index in -1...oldCount {
            guard let mapped = lookup.currentIndex(forLaidOutIndex: index) else {
              #expect(!old.indices.contains(index) || !shuffled.contains(old[index]))
              continue
            }
            #expect(shuffled.indices.contains(mapped))
            #expect(shuffled[mapped] == old[index])
          }
        }
      }
    }
  }

  @Test func duplicateIdentitiesKeepTheirPlaces() {
    let lookup = CarouselItemLookup(laidOut: [1, 1, 2], current: [1, 1, 2, 3])
    #expect(lookup.currentIndex(forLaidOutIndex: 0) == 0)
    #expect(lookup.currentIndex(forLaidOutIndex: 1) == 1)
    #expect(lookup.currentIndex(forLaidOutIndex: 2) == 2)
  }
}
