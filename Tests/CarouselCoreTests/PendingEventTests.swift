import Testing

@testable import CarouselCore

/// The engine's pending events are bounded: a host that never drains them must not make the
/// engine's memory grow for as long as the carousel runs.
@Suite struct PendingEventTests {
  /// An auto-advancing banner stepped at 60 Hz for `minutes`, drained on every frame or never.
  static func run(minutes: Double, drainingEveryFrame: Bool) -> (
    engine: CarouselEngine, drained: [CarouselEvent]
  ) {
    var engine = CarouselEngine.banner(count: 3) { $0.autoAdvance = .interval(2) }
    var drained: [CarouselEvent] = []
    var frame = 0
    while engine.time < minutes * 60 {
      frame += 1
      engine.advance(to: Double(frame) / 60)
      if drainingEveryFrame { drained += engine.drainEvents() }
    }
    return (engine, drained)
  }

  @Test func aHostThatNeverDrainsKeepsOnlyTheNewest256Events() {
    // Given the same thirty minutes of auto-advance, once drained on every frame and once never
    let everyFrame = Self.run(minutes: 30, drainingEveryFrame: true)
    var neglected = Self.run(minutes: 30, drainingEveryFrame: false).engine
    let all = everyFrame.drained
    #expect(all.count > 4 * CarouselEngine.maximumPendingEventCount)
    // When the neglectful host finally drains
    let kept = neglected.drainEvents()
    // Then it gets exactly the newest 256 events, in order, and the rest were dropped
    #expect(kept.count == CarouselEngine.maximumPendingEventCount)
    #expect(kept == Array(all.suffix(CarouselEngine.maximumPendingEventCount)))
    #expect(neglected.droppedEventCount == all.count - CarouselEngine.maximumPendingEventCount)
    // And a host that drains on every frame lost none
    #expect(everyFrame.engine.droppedEventCount == 0)
  }

  /// Every fill level around the cap, and past it by up to twice over: both drain forms give
  /// the newest events in the order they happened, and the count of those dropped.
  @Test func bothDrainFormsKeepTheNewestInOrderAtEveryFillLevel() {
    let cap = CarouselEngine.maximumPendingEventCount
    for total in [0, 1, cap - 1, cap, cap + 1, cap + 2, 2 * cap - 1, 2 * cap, 2 * cap + 7, 3 * cap]
    {
      var pending = PendingEvents()
      let all = (0..<total).map { CarouselEvent.currentIndexChanged($0 + 1) }
      for event in all { pending.append(event) }
      let newest = Array(all.suffix(cap))
      #expect(pending.events == newest, "after \(total) events")
      var visited: [CarouselEvent] = []
      pending.visitOldestFirst { visited.append($0) }
      #expect(visited == newest, "after \(total) events")
      #expect(pending.droppedCount == max(0, total - cap))
      // Emptied, it starts over in order.
      pending.removeAll()
      pending.append(.currentIndexChanged(8))
      #expect(pending.events == [.currentIndexChanged(8)])
    }
  }

  @Test func theClosureFormHonoursTheSameCap() {
    // Given ten minutes of auto-advance that nobody drained
    var engine = Self.run(minutes: 10, drainingEveryFrame: false).engine
    // When the events are drained through the closure
    var count = 0
    engine.drainEvents { _ in count += 1 }
    // Then there were exactly 256, and none are left
    #expect(count == CarouselEngine.maximumPendingEventCount)
    #expect(engine.drainEvents().isEmpty)
  }
}
