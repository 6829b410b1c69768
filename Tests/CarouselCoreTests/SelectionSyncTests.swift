import Testing

@testable import CarouselCore

@Suite struct SelectionSyncTests {
  @Test func echoesOfReportedValuesAreIgnoredInOrder() {
    var sync = CarouselSelectionSync()
    // The carousel animates 0 → 2, reporting 1 then 2
    sync.didReport(1)
    sync.didReport(2)
    // Then the binding's change handler sees 1 late, while the carousel is already on 2
    let scrolls1 = sync.shouldScroll(toExternal: 1, currentIndex: 2)
    #expect(!scrolls1)
    let scrolls2 = sync.shouldScroll(toExternal: 2, currentIndex: 2)
    #expect(!scrolls2)
    #expect(sync.pendingEchoes.isEmpty)
  }

  @Test func coalescedEchoesClearEverythingBefore() {
    var sync = CarouselSelectionSync()
    sync.didReport(1)
    sync.didReport(2)
    sync.didReport(3)
    // Only the last value comes back
    let scrolls3 = sync.shouldScroll(toExternal: 3, currentIndex: 3)
    #expect(!scrolls3)
    #expect(sync.pendingEchoes.isEmpty)
  }

  @Test func theAppsOwnChangeScrolls() {
    var sync = CarouselSelectionSync()
    let scrolls4 = sync.shouldScroll(toExternal: 4, currentIndex: 0)
    #expect(scrolls4)
    // Setting the value already current does nothing
    let scrolls5 = sync.shouldScroll(toExternal: 0, currentIndex: 0)
    #expect(!scrolls5)
    // A change during an animation that is not an echo clears the pending echoes
    sync.didReport(1)
    let scrolls6 = sync.shouldScroll(toExternal: 3, currentIndex: 1)
    #expect(scrolls6)
    #expect(sync.pendingEchoes.isEmpty)
  }

  @Test func restingForgetsEchoesThatNeverCame() {
    var sync = CarouselSelectionSync()
    // 0 → 1 → 0 within one update: the binding ends where it started, no change handler runs
    sync.didReport(1)
    sync.didReport(0)
    sync.didComeToRest()
    // Later the app asks for 1: a request, not an echo
    let scrolls7 = sync.shouldScroll(toExternal: 1, currentIndex: 0)
    #expect(scrolls7)
  }

  @Test func pendingEchoesStayBounded() {
    var sync = CarouselSelectionSync()
    for index in 0..<1_000 { sync.didReport(index % 7) }
    #expect(sync.pendingEchoes.count == 64)
  }
}
