import CarouselCore
import Testing

@testable import CarouselHosting

@MainActor
@Suite struct DriverInputTests {
  @Test func aSwipeToTheLeftTurnsToTheNextPage() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.swipe(by: -250, ticker: ticker)
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 1)
    #expect(host.indexChanges == [1])
  }

  @Test func aSwipeToTheRightWrapsToTheLastPage() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.swipe(by: 250, ticker: ticker)
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 4)
  }

  @Test func rightToLeftReversesTheSwipe() {
    let (host, ticker) = makeBanner(interval: nil) {
      $0.layoutDirection = CarouselLayoutDirection(isRightToLeft: true)
    }
    // In right-to-left layouts the next item is on the left: swiping right advances
    host.driver.swipe(by: 250, ticker: ticker)
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func aChangedWithoutBeganStartsADragAlongTheAxis() {
    // SwiftUI's DragGesture reports no began: the first change starts the drag
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.swipe(by: -250, ticker: ticker, withBegan: false)
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func aVerticalPanOverAHorizontalBannerIsLeftToTheFeed() {
    let (host, ticker) = makeBanner(interval: nil)
    let start = CarouselPoint(x: 195, y: 65)
    // The first change runs mostly downward: the enclosing list scrolls, not the banner
    host.driver.handlePan(
      .changed, at: CarouselPoint(x: 190, y: 80), translation: CarouselPoint(x: -5, y: 15))
    #expect(!host.driver.engine.isDragging)
    // Later sideways motion of the same gesture is ignored too
    host.driver.handlePan(
      .changed, at: CarouselPoint(x: 20, y: 85), translation: CarouselPoint(x: -175, y: 20))
    #expect(!host.driver.engine.isDragging)
    host.driver.handlePan(.ended, at: CarouselPoint(x: 0, y: 85))
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 0)
    #expect(host.driver.engine.position == 0)
    // The next gesture is judged afresh
    host.driver.handlePan(.changed, at: start, translation: CarouselPoint(x: -12, y: 2))
    #expect(host.driver.engine.isDragging)
  }

  @Test func theGestureRuleComparesMotionAlongAndAcrossTheAxis() {
    let cases: [(CarouselPoint, CarouselAxis, Bool)] = [
      (CarouselPoint(x: 10, y: 0), .horizontal, true),
      (CarouselPoint(x: -10, y: 9), .horizontal, true),
      (CarouselPoint(x: 9, y: -10), .horizontal, false),
      (CarouselPoint(x: 10, y: 10), .horizontal, false),
      (CarouselPoint(x: 0, y: 0), .horizontal, false),
      (CarouselPoint(x: 0, y: 10), .vertical, true),
      (CarouselPoint(x: 10, y: 0), .vertical, false),
      (CarouselPoint(x: .nan, y: 0), .horizontal, false),
    ]
    for (motion, axis, expected) in cases {
      #expect(
        CarouselGestureRules.panBelongsToCarousel(motion, axis: axis) == expected,
        "\(motion) on \(axis)")
    }
  }

  @Test func aCancelledPanSettlesWithoutMomentum() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.handlePan(.began, at: CarouselPoint(x: 195, y: 65))
    ticker.now += 0.05
    host.driver.handlePan(.changed, at: CarouselPoint(x: 150, y: 65))
    host.driver.handlePan(.cancelled, at: CarouselPoint(x: 150, y: 65))
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 0)
    #expect(host.driver.frame.tickPlan == .idle)
  }

  @Test func aTapSelectsTheItemUnderIt() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.scroll(to: 2, animated: false)
    ticker.run(for: 1)
    host.driver.handleTap(at: CarouselPoint(x: 100, y: 60))
    #expect(host.selections == [2])
  }

  @Test func aTapOnASlotSelectsItsItemEvenWhenHalfVisible() throws {
    let (host, ticker) = makeBanner(count: 3, interval: nil) { $0.itemLength = .fraction(0.8) }
    ticker.run(for: 1)
    // The next item peeks at the right edge
    let next = try #require(
      host.driver.engine.slots.first { $0.itemIndex == 1 && $0.visibleFraction > 0 })
    #expect(next.visibleFraction > 0 && next.visibleFraction < 1)
    host.driver.handleTap(onSlot: next.id)
    #expect(host.selections == [1])
    // A slot that is not visible selects nothing
    let hidden = host.driver.engine.slots.filter { $0.visibleFraction == 0 }
    for slot in hidden { host.driver.handleTap(onSlot: slot.id) }
    host.driver.handleTap(onSlot: 999)
    #expect(host.selections == [1])
  }

  @Test func aTapDuringAFlickStopsItInsteadOfSelecting() {
    let (host, ticker) = makeBanner(interval: nil) { $0.scrollBehavior = .free }
    host.driver.swipe(by: -300, duration: 0.1, ticker: ticker)
    ticker.run(for: 0.1)
    #expect(host.driver.engine.isAnimating)
    host.driver.handleTap(at: CarouselPoint(x: 100, y: 60))
    #expect(host.selections.isEmpty)
    #expect(!host.driver.engine.isAnimating)
    #expect(host.driver.frame.tickPlan == .idle)
  }

  @Test func aSelectionHandlerThatScrollsIsServedInTheSamePass() {
    // Given an app that jumps to item 4 whenever item 0 is tapped
    let (host, ticker) = makeBanner(interval: nil)
    host.onEvent = { host, event in
      if event == .itemSelected(0) { host.driver.scroll(to: 4, animated: true) }
    }
    host.driver.handleTap(at: CarouselPoint(x: 100, y: 60))
    // Then the scroll started inside the callback runs with frames
    #expect(host.selections == [0])
    #expect(host.driver.frame.tickPlan == .frames)
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 4)
    #expect(host.indexChanges == [4])
    #expect(host.driver.frame.tickPlan == .idle)
  }

  @Test func programmaticScrollsReportOutOfRangeIndices() {
    let (host, ticker) = makeBanner(interval: nil)
    #expect(!host.driver.scroll(to: 5, animated: true))
    #expect(!host.driver.scroll(to: -1, animated: true))
    #expect(host.driver.frame.tickPlan == .idle)
    #expect(host.driver.scroll(to: 3, animated: true))
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 3)
    host.driver.next()
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 4)
    host.driver.next()
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 0)
    host.driver.previous(animated: false)
    #expect(host.driver.engine.currentIndex == 4)
  }

  @Test func emptyAndSingleItemCarouselsAcceptEveryInput() {
    for count in [0, 1] {
      let (host, ticker) = makeBanner(count: count)
      host.driver.swipe(by: -250, ticker: ticker)
      host.driver.handleTap(at: CarouselPoint(x: 100, y: 60))
      host.driver.next()
      host.driver.accessibilityIncrement()
      ticker.run(for: 10)
      #expect(host.driver.engine.currentIndex == (count == 0 ? nil : 0))
      #expect(host.driver.frame.tickPlan == .idle, "\(count) item(s) never tick when at rest")
      #expect(host.driver.activateCurrentItem() == (count == 1))
    }
  }

  @Test func reloadKeepsTheCurrentItemByIdentity() {
    let (host, ticker) = makeBanner(count: 3, interval: nil)
    host.driver.scroll(to: 1, animated: false)
    ticker.run(for: 1)
    host.clearEvents()
    // An item is inserted before the current one
    host.driver.reload(identities: ["new", "a", "b", "c"], previousIdentities: ["a", "b", "c"])
    #expect(host.driver.engine.currentIndex == 2)
    #expect(host.driver.engine.itemCount == 4)
    #expect(host.indexChanges.last == 2)
    host.driver.reload(itemCount: 0)
    #expect(host.driver.engine.currentIndex == nil)
    #expect(host.indexChanges.last == .some(nil))
    #expect(host.driver.frame.tickPlan == .idle)
  }
}
