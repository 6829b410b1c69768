import Testing

@testable import CarouselCore

/// Apps fake endless lists with huge item counts, and the loop is arithmetic for any count:
/// the engine keeps whole items as an exact integer, so every count up to
/// `CarouselEngine.maximumItemCount` behaves as a small one does.
@Suite struct HugeCountTests {
  static let counts = [Int.max, 1 << 62, (1 << 53) + 1, (1 << 53) - 1]

  @Test(arguments: counts)
  func theLastItemsAndTheSeamAreExact(count requested: Int) {
    var engine = CarouselEngine.banner(count: requested)
    let count = engine.itemCount
    #expect(count == min(requested, CarouselEngine.maximumItemCount))
    // Backward from the first item: the last one, no trap
    engine.previous(now: 0)
    engine.runUntilIdle()
    #expect(engine.currentIndex == count - 1)
    engine.checkInvariants()
    #expect(engine.slots.map(\.itemIndex) == [count - 2, count - 1, 0])
    // And one more each way, across the seam
    engine.previous(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.currentIndex == count - 2)
    engine.next(now: engine.time)
    engine.next(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 0)
    // Swipes too
    engine.swipe(by: 300)
    engine.runUntilIdle()
    #expect(engine.currentIndex == count - 1)
    engine.checkInvariants()
  }

  @Test(arguments: counts)
  func farMovesLandExactlyOnTheirItem(count requested: Int) {
    var engine = CarouselEngine.banner(count: requested)
    let count = engine.itemCount
    for target in [count / 2, count - 3, 7, count / 2 + 1, count / 3] {
      for animated in [true, false] {
        let accepted = engine.scroll(to: target, animated: animated, now: engine.time)
        #expect(accepted)
        #expect(engine.destinationIndex == target)
        engine.runUntilIdle()
        #expect(engine.currentIndex == target, "\(count): \(target)")
        #expect(engine.offset == 0)
        engine.checkInvariants()
        let middle = engine.slots.first { abs($0.progress) < 1e-9 }
        #expect(middle?.itemIndex == target)
      }
    }
    let outOfRange = engine.scroll(to: count, animated: true, now: engine.time)
    #expect(!outOfRange)
  }

  @Test(arguments: counts)
  func aHugeNonLoopingListStopsAtItsEnds(count requested: Int) {
    var engine = CarouselEngine.banner(count: requested) { $0.isLooping = false }
    let count = engine.itemCount
    engine.scroll(to: count - 1, animated: false, now: 0)
    engine.next(now: 0)
    engine.runUntilIdle()
    #expect(engine.currentIndex == count - 1)
    // A pull past the end bounces back to the last item
    engine.swipe(by: -300)
    engine.runUntilIdle()
    #expect(engine.currentIndex == count - 1)
    engine.previous(now: engine.time)
    engine.runUntilIdle()
    #expect(engine.currentIndex == count - 2)
    #expect(engine.slots.map(\.itemIndex) == [count - 3, count - 2, count - 1])
  }

  @Test func aCountReloadFromAHugeIndexStartsAtTheFirstItem() {
    var engine = CarouselEngine.banner(count: 1 << 62)
    engine.scroll(to: (1 << 62) - 5, animated: false, now: 0)
    engine.reload(itemCount: Int.max, now: 0)
    #expect(engine.currentIndex == 0)
    engine.checkInvariants()
    engine.scroll(to: Int.max - 1, animated: false, now: 0)
    engine.reload(itemCount: 10, now: 0)
    #expect(engine.currentIndex == 0)
    engine.checkInvariants()
  }

  @Test func loopArithmeticMatchesPlainModuloOverSmallDomains() {
    for count in 1...6 {
      let engine = CarouselEngine.banner(count: count)
      for base in -20...20 {
        for steps in -20...20 {
          #expect(
            engine.itemIndex(forLoopIndex: base, plus: steps)
              == carouselItemIndex(forSlot: base + steps, count: count))
        }
      }
    }
    // And at the extremes, where base + steps would overflow
    let huge = CarouselEngine.banner(count: Int.max)
    let count = huge.itemCount
    #expect(huge.itemIndex(forLoopIndex: count - 1, plus: 1) == 0)
    #expect(huge.itemIndex(forLoopIndex: count - 1, plus: count - 1) == count - 2)
    #expect(huge.itemIndex(forLoopIndex: 0, plus: -1) == count - 1)
    #expect(huge.itemIndex(forLoopIndex: Int.min, plus: Int.min) >= 0)
  }

  @Test func aFingerReportedAtAstronomicalCoordinatesNeverTraps() {
    for count in [3, 1 << 62] {
      for looping in [true, false] {
        var engine = CarouselEngine.banner(count: count) { $0.isLooping = looping }
        engine.beginDrag(at: CarouselPoint(x: 100, y: 60), now: 0)
        engine.drag(to: CarouselPoint(x: -1e300, y: 60), now: 0.1)
        engine.checkInvariants()
        engine.endDrag(at: CarouselPoint(x: 1e300, y: 60), now: 0.2)
        engine.runUntilIdle()
        engine.checkInvariants()
        #expect(engine.nextWakeUp == nil)
      }
    }
  }

  @Test func anAstronomicalMarqueeSpeedNeverTraps() {
    for speed in [1e308, -1e308, 1e30, .greatestFiniteMagnitude] {
      for count in [1, 3, 1 << 62] {
        var engine = CarouselEngine.banner(count: count) {
          $0.autoAdvance = .continuous(pointsPerSecond: speed)
        }
        for time in [0.5, 1, 1e6, 1e300] {
          engine.advance(to: time)
          engine.checkInvariants()
        }
      }
    }
  }
}
