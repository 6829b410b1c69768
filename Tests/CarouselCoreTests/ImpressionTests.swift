import Testing

@testable import CarouselCore

@Suite struct ImpressionTests {
  /// Steps engine and tracker together as a host does, at 60 Hz plus deadlines.
  struct Host {
    var engine: CarouselEngine
    var tracker = CarouselImpressionTracker()
    var impressions: [CarouselImpression] = []
    var visibleRect: CarouselRect? = CarouselRect(origin: .zero, size: bannerSize)
    var isForeground = true
    var loaded: Set<Int>? = nil

    mutating func run(until end: Double) {
      update()
      while engine.time < end {
        // Next display frame while moving; otherwise sleep until the earliest wake-up.
        let frame = engine.isAnimating ? engine.time + 1.0 / 60 : Double.infinity
        let wakeUps = [engine.nextWakeUp, tracker.nextDeadline].compactMap { $0 }
          .filter { $0 > engine.time }
        engine.advance(to: min(frame, wakeUps.min() ?? end, end))
        update()
      }
    }

    mutating func update() {
      let loaded = loaded
      impressions += tracker.update(
        engine: engine, visibleRect: visibleRect, isForeground: isForeground,
        isImageLoaded: { loaded?.contains($0) ?? true }, now: engine.time)
    }
  }

  @Test func anItemCountsAfterOneContinuousSecond() {
    var host = Host(engine: CarouselEngine.banner(count: 3))
    host.run(until: 0.99)
    #expect(host.impressions.isEmpty)
    host.run(until: 1.0)
    #expect(host.impressions == [CarouselImpression(itemIndex: 0, visibleDuration: 1, time: 1)])
    // Once per display instance.
    host.run(until: 10)
    #expect(host.impressions.count == 1)
  }

  @Test func anIdleCarouselStillReportsOnTime() {
    var host = Host(engine: CarouselEngine.banner(count: 3))
    host.run(until: 0.25)
    // Nothing moves: the engine sleeps, the tracker's deadline is the only wake-up.
    #expect(host.engine.nextWakeUp == nil)
    #expect(host.tracker.nextDeadline == 1)
    host.run(until: 5)
    #expect(host.impressions == [CarouselImpression(itemIndex: 0, visibleDuration: 1, time: 1)])
    #expect(host.tracker.nextDeadline == nil)
  }

  @Test func autoAdvanceTooFastForAnyImpression() {
    var host = Host(engine: CarouselEngine.banner(count: 4) { $0.autoAdvance = .interval(0.5) })
    host.run(until: 60)
    #expect(host.impressions.isEmpty)
    #expect(host.engine.currentIndex != nil)
  }

  @Test func autoAdvanceSlowEnoughCountsEveryItemOnce() {
    var host = Host(engine: CarouselEngine.banner(count: 4) { $0.autoAdvance = .interval(1.5) })
    host.run(until: 30)
    #expect(host.impressions.map(\.itemIndex).sorted() == [0, 1, 2, 3])
  }

  @Test func theClockResetsOffScreenAndInTheBackground() {
    var host = Host(engine: CarouselEngine.banner(count: 3))
    host.run(until: 0.8)
    host.visibleRect = nil
    host.run(until: 0.9)
    host.visibleRect = CarouselRect(origin: .zero, size: bannerSize)
    host.run(until: 1.5)
    #expect(host.impressions.isEmpty)
    host.isForeground = false
    host.run(until: 2.0)
    host.isForeground = true
    host.run(until: 2.9)
    #expect(host.impressions.isEmpty)
    host.run(until: 3.1)
    #expect(host.impressions.map(\.itemIndex) == [0])
  }

  @Test func onlyAfterTheImageLoaded() {
    var host = Host(engine: CarouselEngine.banner(count: 3))
    host.loaded = []
    host.run(until: 5)
    #expect(host.impressions.isEmpty)
    host.loaded = [0]
    host.run(until: 5.9)
    #expect(host.impressions.isEmpty)
    host.run(until: 6.1)
    #expect(host.impressions.map(\.itemIndex) == [0])
  }

  @Test func partlyScrolledAwayCarouselUsesTheVisiblePart() {
    // A small banner (under 242,500 px): half of it must be visible.
    var host = Host(engine: CarouselEngine.banner(count: 3))
    host.visibleRect = CarouselRect(x: 0, y: 0, width: 390, height: 60)  // 46% of the height
    host.run(until: 3)
    #expect(host.impressions.isEmpty)
    host.visibleRect = CarouselRect(x: 0, y: 0, width: 390, height: 66)  // 51%
    host.run(until: 4.1)
    #expect(host.impressions.map(\.itemIndex) == [0])
  }

  @Test func largeItemsNeedThirtyPercent() {
    let large = CarouselSize(width: 1170, height: 390)  // 456,300 px
    var host = Host(engine: CarouselEngine(itemCount: 3, viewportSize: large))
    host.visibleRect = CarouselRect(x: 0, y: 0, width: 1170, height: 120)  // 31%
    host.run(until: 1.1)
    #expect(host.impressions.map(\.itemIndex) == [0])
  }

  @Test func aReloadStartsNewInstances() {
    var host = Host(engine: CarouselEngine.banner(count: 3))
    host.run(until: 1.5)
    host.engine.reload(itemCount: 3, now: 1.5)
    host.run(until: 2.4)
    #expect(host.impressions.count == 1)
    host.run(until: 2.6)
    #expect(host.impressions.map(\.itemIndex) == [0, 0])
  }
}
