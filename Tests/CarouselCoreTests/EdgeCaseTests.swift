import Testing

@testable import CarouselCore

@Suite struct EdgeCaseTests {
  @Test func emptyCarouselHasNothingAndNeverCrashes() {
    var engine = CarouselEngine.banner(count: 0) { $0.autoAdvance = .interval(1) }
    #expect(engine.currentIndex == nil)
    #expect(engine.slots.isEmpty)
    #expect(engine.nextWakeUp == nil)
    #expect(
      engine.pageIndicator == CarouselPageIndicatorState(count: 0, currentPage: nil, progress: 0))
    engine.beginDrag(at: CarouselPoint(x: 10, y: 10), now: 1)
    engine.drag(to: CarouselPoint(x: -500, y: 10), now: 1.1)
    engine.endDrag(at: CarouselPoint(x: -500, y: 10), now: 1.2)
    engine.next(now: 1.3)
    engine.previous(now: 1.4)
    #expect(engine.scroll(to: 0, animated: true, now: 1.5) == false)
    #expect(engine.tap(at: CarouselPoint(x: 10, y: 10), now: 1.6) == nil)
    engine.advance(to: 100)
    engine.checkInvariants()
    #expect(engine.drainEvents().isEmpty)
  }

  @Test func oneItemShowsNoCopiesAndRubberBands() {
    var engine = CarouselEngine.banner(count: 1) { $0.autoAdvance = .interval(1) }
    #expect(engine.slots.count == 1)
    #expect(engine.nextWakeUp == nil)
    engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: 0)
    engine.drag(to: CarouselPoint(x: 100, y: 60), now: 0.1)
    // 100 points of finger travel past the edge move the content less.
    let offset = -(engine.slots[0].frame.minX)
    #expect(offset > 0 && offset < 100)
    #expect(abs(offset - ScrollPhysics.rubberBand(100, dimension: 390)) < 1e-9)
    engine.endDrag(at: CarouselPoint(x: 100, y: 60), now: 0.2)
    engine.runUntilIdle()
    #expect(engine.position == 0)
    #expect(engine.currentIndex == 0)
    #expect(engine.slots.count == 1)
  }

  @Test func twoItemsHaveTheOtherItemOnBothSidesInDifferentSlots() {
    for start in 0..<2 {
      var engine = CarouselEngine.banner(count: 2)
      engine.scroll(to: start, animated: false, now: 0)
      #expect(engine.slots.map(\.itemIndex) == [1 - start, start, 1 - start])
      #expect(Set(engine.slots.map(\.id)).count == 3)
      // Swipe both ways: each lands on the other item.
      engine.swipe(by: -300)
      engine.runUntilIdle()
      #expect(engine.currentIndex == 1 - start)
      engine.swipe(by: 300)
      engine.runUntilIdle()
      engine.swipe(by: 300)
      engine.runUntilIdle()
      #expect(engine.currentIndex == 1 - start)
    }
  }

  @Test func noJumpAtTheSeam() {
    var engine = CarouselEngine.banner(count: 3)
    engine.scroll(to: 2, animated: false, now: 0)
    engine.beginDrag(at: CarouselPoint(x: 390, y: 60), now: 0)
    var lastFrames: [Int: Double] = [:]
    var lastLoopIndices: [Int: Int] = [:]
    for step in 1...390 {
      engine.drag(to: CarouselPoint(x: 390 - Double(step), y: 60), now: Double(step) * 0.001)
      // A recycled id shows a new slot (another place on the loop); every other one must move
      // with the finger.
      for slot in engine.slots where lastLoopIndices[slot.id] == slot.loopIndex {
        if let previous = lastFrames[slot.id] {
          // Each view moves exactly one point per point of finger travel: no jump.
          #expect(abs(slot.frame.minX - (previous - 1)) < 1e-9, "slot \(slot.id) jumped")
        }
      }
      lastFrames = Dictionary(uniqueKeysWithValues: engine.slots.map { ($0.id, $0.frame.minX) })
      lastLoopIndices = Dictionary(
        uniqueKeysWithValues: engine.slots.map { ($0.id, $0.loopIndex) })
    }
    #expect(engine.currentIndex == 0)
  }

  @Test func manySwipesNeverBreakTheLoop() async {
    var engine = CarouselEngine.banner(count: 4)
    for swipe in 0..<1_000_000 {
      if swipe % 20_000 == 0 { await Task.yield() }
      if swipe % 3 == 2 {
        engine.previous(animated: false, now: Double(swipe))
      } else {
        engine.next(animated: false, now: Double(swipe))
      }
    }
    // Two forward and one back, 333,333 times plus one: 333,334 items forward.
    #expect(engine.currentIndex == 333_334 % 4)
    #expect(engine.position == Double(333_334 % 4))
    #expect(engine.slots.map(\.frame.minX) == [-390, 0, 390])
    engine.checkInvariants()
  }

  @Test func realSwipesManyTimesStayExact() async {
    var engine = CarouselEngine.banner(count: 3)
    for round in 0..<2000 {
      if round % 50 == 0 { await Task.yield() }
      engine.swipe(by: -200, duration: 0.1)
      engine.runUntilIdle(rate: 120)
    }
    #expect(engine.currentIndex == 2000 % 3)
    #expect(engine.slots.map(\.frame.minX) == [-390, 0, 390])
  }

  @Test func rotationKeepsTheIndexMidAnimation() {
    var engine = CarouselEngine.banner(count: 6)
    engine.scroll(to: 4, animated: false, now: 0)
    engine.next(now: 0)
    engine.advance(to: 0.1)
    let fraction = engine.position
    engine.setViewportSize(CarouselSize(width: 844, height: 390), now: 0.1)
    #expect(engine.position == fraction)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 5)
    // At rest, any number of resizes, including odd fractional sizes, keeps the index.
    for width in [390.5, 0, 1, 333.333, 1024, 390] {
      engine.setViewportSize(CarouselSize(width: width, height: 130), now: engine.time + 0.1)
      engine.runUntilIdle()
      #expect(engine.currentIndex == 5)
    }
  }

  @Test func rotationMidDragKeepsTheContentUnderTheFinger() {
    var engine = CarouselEngine.banner(count: 6)
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
    engine.drag(to: CarouselPoint(x: 200, y: 60), now: 0.1)
    let before = engine.position
    engine.setViewportSize(CarouselSize(width: 800, height: 300), now: 0.2)
    #expect(engine.position == before)
    engine.drag(to: CarouselPoint(x: 100, y: 60), now: 0.3)
    #expect(abs(engine.position - (before + 100 / 800)) < 1e-12)
  }

  @Test func viewportCollapsingMidDragLosesNothing() {
    var engine = CarouselEngine.banner(count: 4)
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
    engine.drag(to: CarouselPoint(x: 250, y: 60), now: 0.1)
    engine.setViewportSize(.zero, now: 0.2)
    engine.drag(to: CarouselPoint(x: 200, y: 60), now: 0.3)
    engine.setViewportSize(.zero, now: 0.35)
    engine.setViewportSize(bannerSize, now: 0.4)
    engine.drag(to: CarouselPoint(x: 150, y: 60), now: 0.5)
    engine.checkInvariants()
    #expect(engine.position.isFinite)
    engine.endDrag(at: CarouselPoint(x: 150, y: 60), now: 0.6)
    engine.runUntilIdle()
    engine.checkInvariants()
    #expect(engine.currentIndex != nil)
  }

  @Test func reloadMidAnimationKeepsTheCurrentItemAndSettles() {
    var engine = CarouselEngine.banner(count: 5)
    engine.scroll(to: 3, animated: false, now: 0)
    engine.next(now: 0)
    engine.advance(to: 0.1)
    #expect(engine.currentIndex == 3)
    engine.reload(identities: [3, 4], previousIdentities: Array(0..<5), now: 0.1)
    engine.checkInvariants()
    #expect(engine.currentIndex == 0)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 0)
    #expect(engine.position == engine.position.rounded())
    engine.reload(itemCount: 0, now: engine.time)
    engine.checkInvariants()
    engine.reload(itemCount: 9, now: engine.time)
    #expect(engine.currentIndex == 0)
  }

  @Test func reloadMidDragKeepsFollowingTheFinger() {
    var engine = CarouselEngine.banner(count: 5)
    engine.scroll(to: 2, animated: false, now: 0)
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
    engine.drag(to: CarouselPoint(x: 250, y: 60), now: 0.1)
    engine.reload(identities: Array(0..<8), previousIdentities: Array(0..<5), now: 0.15)
    #expect(engine.isDragging)
    #expect(engine.currentIndex == 2)
    engine.drag(to: CarouselPoint(x: 50, y: 60), now: 0.2)
    #expect(engine.currentIndex == 3)
    engine.endDrag(at: CarouselPoint(x: 50, y: 60), velocity: .zero, now: 0.3)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 3)
  }

  @Test func reloadWithIdentitiesFollowsTheCurrentItem() {
    var engine = CarouselEngine.banner(count: 3)
    engine.scroll(to: 1, animated: false, now: 0)
    engine.reload(identities: ["new", "a", "b", "c"], previousIdentities: ["a", "b", "c"], now: 1)
    #expect(engine.currentIndex == 2)
    // The current item was removed: the nearest index stays.
    engine.reload(
      identities: ["new", "a", "c"], previousIdentities: ["new", "a", "b", "c"], now: 2)
    #expect(engine.currentIndex == 2)
    #expect(engine.contentVersion == 2)
  }

  @Test func newContentWithNoSharedIdentityStartsAtTheFirstItem() {
    // Given a reused table cell's banner resting on page 3 of the previous row's pictures
    var engine = CarouselEngine.banner(count: 5)
    engine.scroll(to: 3, animated: false, now: 0)
    // When the cell is configured with another row's pictures, none of them the same
    engine.reload(
      identities: ["p", "q", "r", "s", "t"], previousIdentities: ["a", "b", "c", "d", "e"],
      now: 1)
    // Then it opens on their first page
    #expect(engine.currentIndex == 0)
    // And new content sharing one item keeps to the old rules (the current one survives)
    engine.scroll(to: 2, animated: false, now: 2)
    engine.reload(identities: ["x", "r"], previousIdentities: ["p", "q", "r", "s", "t"], now: 3)
    #expect(engine.currentIndex == 1)
    // And without the old identities (a count reload before) it is new content too
    engine.reload(itemCount: 4, now: 4)
    engine.scroll(to: 3, animated: false, now: 4)
    engine.reload(identities: ["m", "n"], previousIdentities: [String](), now: 5)
    #expect(engine.currentIndex == 0)
  }

  @Test func tapSelectsTheItemUnderThePoint() {
    var engine = CarouselEngine.banner(count: 4)
    engine.scroll(to: 3, animated: false, now: 0)
    #expect(engine.tap(at: CarouselPoint(x: 100, y: 50), now: 1) == 3)
    #expect(engine.drainEvents().last == .itemSelected(3))
    // Mid-transition, the point decides: the next item (0, across the seam) is on the right.
    engine.next(now: 2)
    engine.advance(to: 2.175)
    #expect(engine.tap(at: CarouselPoint(x: 380, y: 50), now: 2.175) == 0)
    #expect(engine.tap(at: CarouselPoint(x: 5, y: 50), now: 2.175) == 3)
    #expect(engine.tap(at: CarouselPoint(x: 5, y: 500), now: 2.175) == nil)
  }

  @Test func selectingTheCurrentItemWithoutAPointer() {
    var engine = CarouselEngine.banner(count: 4)
    engine.scroll(to: 3, animated: false, now: 0)
    _ = engine.drainEvents()
    #expect(engine.selectCurrentItem(now: 1) == 3)
    #expect(engine.drainEvents() == [.itemSelected(3)])
    var empty = CarouselEngine.banner(count: 0)
    #expect(empty.selectCurrentItem(now: 0) == nil)
    #expect(empty.drainEvents().isEmpty)
  }

  @Test func tapDuringAFlingStopsItInsteadOfSelecting() {
    var engine = CarouselEngine.banner(count: 40) { $0.scrollBehavior = .free }
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
    engine.endDrag(
      at: CarouselPoint(x: 300, y: 60), velocity: CarouselPoint(x: -3000, y: 0), now: 0)
    engine.advance(to: 0.3)
    #expect(engine.isAnimating)
    _ = engine.drainEvents()
    #expect(engine.tap(at: CarouselPoint(x: 100, y: 50), now: 0.31) == nil)
    #expect(!engine.isAnimating)
    #expect(!engine.drainEvents().contains { if case .itemSelected = $0 { true } else { false } })
    // Once stopped, a tap selects.
    #expect(engine.tap(at: CarouselPoint(x: 100, y: 50), now: 0.5) != nil)
  }

  @Test func rightToLeftSwipeTowardTheRightAdvances() {
    var engine = CarouselEngine.banner(count: 5) { $0.layoutDirection = .rightToLeft }
    // The next item is on the left.
    let next = engine.slots.first { $0.loopIndex == 1 }
    #expect(next?.frame.minX == -390)
    engine.swipe(by: 250)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 1)
  }

  @Test func verticalSwipeUpAdvances() {
    var engine = CarouselEngine.banner(count: 5) { $0.axis = .vertical }
    #expect(engine.slots.first { $0.loopIndex == 1 }?.frame.minY == 130)
    engine.swipe(by: -100)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 1)
  }

  @Test(arguments: [10, 1_000_000, 1_000_000_000])
  func liveSlotsDoNotDependOnTheItemCount(count: Int) {
    var engine = CarouselEngine.banner(count: count)
    #expect(engine.slots.count == 3)
    engine.previous(now: 0)
    engine.advance(to: 0.1)
    #expect(engine.slots.count == 3)
    engine.runUntilIdle()
    #expect(engine.currentIndex == count - 1)
    #expect(engine.slots.map(\.itemIndex) == [count - 2, count - 1, 0])
  }

  @Test func slotIDsAreRecycledLikeThreeImageViews() {
    var engine = CarouselEngine.banner(count: 10)
    var ids = Set(engine.slots.map(\.id))
    for _ in 0..<25 {
      engine.next(now: engine.time)
      engine.runUntilIdle()
      ids.formUnion(engine.slots.map(\.id))
    }
    #expect(ids == [0, 1, 2])
  }

  @Test func eventsAreConsistentWithState() {
    var engine = CarouselEngine.banner(count: 3)
    // The engine reports its first item too (from none): nothing drained yet.
    var current: Int?
    func apply(_ events: [CarouselEvent]) {
      for event in events {
        if case .currentIndexChanged(let index) = event {
          #expect(index != current, "a change to the item already current")
          current = index
        }
      }
    }
    apply(engine.drainEvents())
    for step in 0..<40 {
      switch step % 5 {
      case 0: engine.next(now: engine.time)
      case 1: engine.swipe(by: 230)
      case 2: engine.reload(itemCount: step % 7, now: engine.time)
      case 3:
        engine.setViewportSize(
          CarouselSize(width: Double(200 + step), height: 100), now: engine.time)
      default: engine.scroll(to: 0, animated: true, now: engine.time)
      }
      engine.runUntilIdle()
      apply(engine.drainEvents())
      #expect(current == engine.currentIndex)
      #expect(Set(engine.slots.map(\.id)).count == engine.slots.count, "slot ids are unique")
    }
  }

  @Test func pageIndicatorProgressWrapsAtTheSeam() {
    var engine = CarouselEngine.banner(count: 4)
    engine.scroll(to: 3, animated: false, now: 0)
    engine.next(now: 0)
    engine.advance(to: 0.175)
    let progress = engine.pageIndicator.progress
    #expect(progress > 3 && progress < 4)
    engine.runUntilIdle()
    #expect(
      engine.pageIndicator == CarouselPageIndicatorState(count: 4, currentPage: 0, progress: 0))
  }

  @Test func nonFiniteInputIsIgnored() {
    var engine = CarouselEngine.banner(count: 3)
    engine.beginDrag(at: CarouselPoint(x: .nan, y: 0), now: 0)
    #expect(!engine.isDragging)
    engine.beginDrag(at: CarouselPoint(x: 10, y: 0), now: 0)
    engine.drag(to: CarouselPoint(x: .infinity, y: 0), now: 0.1)
    engine.endDrag(
      at: CarouselPoint(x: 10, y: 0), velocity: CarouselPoint(x: .nan, y: 0), now: .nan)
    engine.advance(to: .infinity)
    engine.setViewportSize(CarouselSize(width: .nan, height: -4), now: 1)
    engine.checkInvariants()
    engine.setViewportSize(bannerSize, now: 2)
    engine.runUntilIdle()
    engine.checkInvariants()
    #expect(engine.currentIndex == 0)
  }
}

@Suite struct TakeOverAndEdgeTests {
  @Test func aDragMidAnimationTakesOverFromWhereTheContentIs() {
    var engine = CarouselEngine.banner(count: 5)
    engine.next(now: 0)
    engine.advance(to: 0.2)
    let frames = engine.slots.map(\.frame)
    engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: 0.2)
    // Nothing jumps when the finger lands, and the animation no longer moves the content.
    #expect(engine.slots.map(\.frame) == frames)
    engine.advance(to: 1)
    #expect(engine.slots.map(\.frame) == frames)
    engine.drag(to: CarouselPoint(x: 210, y: 60), now: 1)
    #expect(abs(engine.slots[0].frame.minX - frames[0].minX - 10) < 1e-9)
  }

  @Test func aDragDuringMomentumTakesOverToo() {
    var engine = CarouselEngine.banner(count: 50) { $0.scrollBehavior = .free }
    engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: 0)
    engine.endDrag(
      at: CarouselPoint(x: 200, y: 60), velocity: CarouselPoint(x: -4000, y: 0), now: 0)
    engine.advance(to: 0.5)
    let position = engine.position
    engine.beginDrag(at: CarouselPoint(x: 100, y: 60), now: 0.5)
    #expect(engine.position == position)
    engine.advance(to: 2)
    #expect(engine.position == position)
  }

  @Test func nonLoopingEndsRubberBandAndBounceBack() {
    var engine = CarouselEngine.banner(count: 3) { $0.isLooping = false }
    engine.scroll(to: 2, animated: false, now: 0)
    #expect(engine.slots.map(\.itemIndex) == [1, 2])
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 1)
    engine.drag(to: CarouselPoint(x: 100, y: 60), now: 1.1)
    // 200 points past the end move the content less.
    let overshoot = (engine.position - 2) * 390
    #expect(abs(overshoot - ScrollPhysics.rubberBand(200, dimension: 390)) < 1e-9)
    engine.endDrag(at: CarouselPoint(x: 100, y: 60), now: 1.2)
    engine.runUntilIdle()
    #expect(engine.position == 2)
    #expect(engine.currentIndex == 2)
  }

  @Test func nonLoopingMomentumBouncesOffTheEdge() {
    var engine = CarouselEngine.banner(count: 3) {
      $0.isLooping = false
      $0.scrollBehavior = .free
    }
    engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: 0)
    engine.endDrag(
      at: CarouselPoint(x: 200, y: 60), velocity: CarouselPoint(x: -6000, y: 0), now: 0)
    var furthest = 0.0
    while engine.nextWakeUp != nil {
      engine.advance(to: engine.time + 1.0 / 120)
      furthest = max(furthest, engine.position)
    }
    #expect(furthest > 2)  // it went past the edge...
    #expect(furthest < 2.5)  // ...but not far
    #expect(engine.position == 2)  // and came back exactly
  }

  @Test func nonLoopingNextStopsAtTheEnd() {
    var engine = CarouselEngine.banner(count: 2) { $0.isLooping = false }
    engine.next(now: 0)
    engine.runUntilIdle()
    engine.next(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 1)
    engine.previous(now: engine.time)
    engine.previous(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 0)
  }
}
