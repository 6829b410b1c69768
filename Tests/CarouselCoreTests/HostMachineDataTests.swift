import Testing

@testable import CarouselCore

/// Data changes keep the current item by identity, equal data changes nothing, and a
/// selection binding's echoes are told from the app's requests.
@Suite struct HostMachineDataTests {
  /// Every list derived from `ids`: each element removed, a new one inserted at each place,
  /// reversed, emptied, and unchanged.
  static func changes(of ids: [Int]) -> [[Int]] {
    var lists: [[Int]] = [ids, ids.reversed(), []]
    for index in ids.indices {
      var removed = ids
      removed.remove(at: index)
      lists.append(removed)
    }
    for index in 0...ids.count {
      var inserted = ids
      inserted.insert(100, at: index)
      lists.append(inserted)
    }
    return lists
  }

  @Test func everyChangeOfUpToSixItemsKeepsTheCurrentItemByIdentity() {
    var checked = 0
    for count in 0...6 {
      let ids = Array(0..<count)
      for start in [nil] + ids.map(Optional.some) {
        for new in Self.changes(of: ids) {
          // Given a carousel resting on `start`
          var harness = HostHarness(count: count) { $0.autoAdvance = .off }
          if let start { harness.input { $0.scroll(to: start, animated: false, now: $1) } }
          let before = harness.host.engine.currentIndex
          let marks = (harness.events.count, harness.frames.count)
          // When its items change
          harness.input { $0.reload(identities: new, previousIdentities: ids, now: $1) }
          let engine = harness.host.engine
          // Then the same item stays current where it still exists
          if new == ids {
            #expect(harness.events.count == marks.0, "equal data changes nothing: \(ids)")
            #expect(harness.frames.count == marks.1, "equal data draws nothing: \(ids)")
            #expect(engine.currentIndex == before)
          } else if new.isEmpty {
            #expect(engine.currentIndex == nil)
          } else if let before, let kept = new.firstIndex(of: ids[before]) {
            #expect(engine.currentIndex == kept, "\(ids) -> \(new) from \(before)")
          } else {
            #expect(engine.currentIndex.map { new.indices.contains($0) } == true)
          }
          #expect(engine.itemCount == new.count)
          // And every slot shows an item that exists
          for slot in engine.slots { #expect(new.indices.contains(slot.itemIndex)) }
          checked += 1
        }
      }
    }
    #expect(checked > 200)
  }

  @Test func assigningTheSameContentAgainDoesNotRestartATurnOrTheImpressions() {
    // Given a banner mid-turn that counts impressions
    var harness = HostHarness()
    harness.input { $0.setTracksImpressions(true, now: $1) }
    harness.run(for: 3.1)
    let position = harness.host.engine.position
    let version = harness.host.engine.contentVersion
    // When the app assigns the same five items again
    let ids = Array(0..<5)
    harness.input { $0.reload(identities: ids, previousIdentities: ids, now: $1) }
    // Then the turn goes on and the display instances stay the same
    #expect(harness.host.engine.isAnimating)
    #expect(harness.host.engine.position == position)
    #expect(harness.host.engine.contentVersion == version)
  }

  @Test func aSelectionBindingsEchoesDoNotTurnTheCarouselBack() {
    // Given a banner turning from 0 to 3, reporting 1 and 2 on the way
    var harness = HostHarness { $0.autoAdvance = .off }
    harness.input { $0.scroll(to: 3, animated: true, direction: .forward, now: $1) }
    for _ in 0..<120 where harness.host.engine.currentIndex != 2 {
      harness.run(for: 1.0 / 60)
    }
    #expect(harness.host.engine.currentIndex == 2)
    #expect(harness.events.contains(.currentIndexChanged(1)))
    #expect(harness.host.engine.isAnimating)
    // When its binding hands 1 back late, and then 2, while it still moves
    let echo = harness.host.appSelected(1, now: harness.now)
    let echoOfCurrent = harness.host.appSelected(2, now: harness.now)
    // Then neither turns it back: it goes on to 3
    #expect(!echo && !echoOfCurrent)
    harness.collect()
    harness.run(for: 2)
    #expect(harness.host.engine.currentIndex == 3)
    // And the app's own request is carried out
    let request = harness.host.appSelected(0, now: harness.now)
    #expect(request)
    harness.collect()
    harness.run(for: 2)
    #expect(harness.host.engine.currentIndex == 0)
  }

  @Test func aRestForgetsEchoesSoAnEarlierValueIsARequestAgain() {
    var harness = HostHarness()
    harness.run(for: 4)
    #expect(harness.host.engine.currentIndex == 1)
    // At rest on 1 after the turn: going back to 0 is the app's request, not an echo
    let request = harness.host.appSelected(0, now: harness.now)
    #expect(request)
  }
}
