import Testing

@testable import CarouselCore

@Suite struct LoopArithmeticTests {
  @Test func slotKShowsItemKModN() {
    for count in 1...6 {
      for slot in -2 * count...2 * count {
        let item = carouselItemIndex(forSlot: slot, count: count)
        #expect((0..<count).contains(item))
        #expect((slot - item) % count == 0)
      }
    }
  }

  @Test func hugeCountsAndExtremeSlots() {
    #expect(carouselItemIndex(forSlot: -1, count: 1_000_000_000) == 999_999_999)
    #expect(carouselItemIndex(forSlot: Int.min, count: 7) == ((Int.min % 7) + 7) % 7)
    #expect(carouselItemIndex(forSlot: Int.max, count: 7) == Int.max % 7)
  }

  /// Exhaustive: 0...6 items x every start item x offsets -2N...2N, moved by drags.
  @Test func draggingByAnyOffsetLandsOnTheWrappedItem() async {
    for count in 1...6 {
      for start in 0..<count {
        await Task.yield()
        for offset in -2 * count...2 * count {
          var engine = CarouselEngine.banner(count: count) { $0.loopsSingleItem = true }
          engine.scroll(to: start, animated: false, now: 0)
          #expect(engine.currentIndex == start)
          // A slow drag of `offset` pages settles on the page under the finger.
          engine.swipe(by: -Double(offset) * bannerSize.width, duration: 2 + Double(abs(offset)))
          engine.runUntilIdle()
          let expected = carouselItemIndex(forSlot: start + offset, count: count)
          #expect(
            engine.currentIndex == expected, "count \(count) start \(start) offset \(offset)")
          #expect(engine.slots.count == 3)
          #expect(engine.slots.filter { $0.visibleFraction > 0 }.count == 1)
          #expect(engine.nextWakeUp == nil)
        }
      }
    }
  }

  /// Exhaustive: 0...6 items x every start item x offsets -2N...2N, by next/previous.
  @Test func nextAndPreviousWrapBothWays() {
    for count in 0...6 {
      for start in 0..<max(count, 1) {
        for offset in -2 * count...2 * count {
          var engine = CarouselEngine.banner(count: count)
          if count > 0 { engine.scroll(to: start, animated: false, now: 0) }
          for _ in 0..<abs(offset) {
            if offset > 0 {
              engine.next(now: engine.time + 0.01)
            } else {
              engine.previous(now: engine.time + 0.01)
            }
          }
          engine.runUntilIdle()
          engine.checkInvariants()
          if count == 0 {
            #expect(engine.currentIndex == nil)
          } else if count == 1 {
            #expect(engine.currentIndex == 0)
          } else {
            #expect(engine.currentIndex == carouselItemIndex(forSlot: start + offset, count: count))
          }
        }
      }
    }
  }

  /// Exhaustive over scroll(to:) targets and directions: the shortest way never travels
  /// more than half the loop, and forward/backward go the way asked.
  @Test func scrollToTakesTheRequestedWayRound() {
    for count in 1...6 {
      for start in 0..<count {
        for target in 0..<count {
          for direction in [CarouselEngine.ScrollDirection.shortest, .forward, .backward] {
            var engine = CarouselEngine.banner(count: count) { $0.loopsSingleItem = true }
            engine.scroll(to: start, animated: false, now: 0)
            engine.scroll(to: target, animated: true, direction: direction, now: 0)
            guard case .tween(let tween) = engine.motion else {
              #expect(start == target, "no animation from \(start) to \(target)")
              continue
            }
            let travel = tween.to - tween.from
            switch direction {
            case .shortest: #expect(abs(travel) * 2 <= Double(count))
            case .forward: #expect(travel >= 0)
            case .backward: #expect(travel <= 0)
            }
            engine.runUntilIdle()
            #expect(engine.currentIndex == target)
          }
        }
      }
    }
  }

  /// Every position of the loop, finely sampled, lays out slots that tile the viewport and
  /// show item k mod N in slot k.
  @Test func everyPositionTilesTheViewport() {
    for count in 1...6 {
      for axis in [CarouselAxis.horizontal, .vertical] {
        for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
          var engine = CarouselEngine.banner(count: count) {
            $0.axis = axis
            $0.layoutDirection = direction
            $0.loopsSingleItem = true
          }
          engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: 0)
          for step in 0...(count * 40) {
            let travel = Double(step) * bannerSize.width / 20
            let point =
              axis == .horizontal
              ? CarouselPoint(x: 200 - travel, y: 60) : CarouselPoint(x: 200, y: 60 - travel)
            engine.drag(to: point, now: Double(step) * 0.01)
            engine.checkInvariants()
            #expect(engine.slots.count == 3)
          }
        }
      }
    }
  }
}
