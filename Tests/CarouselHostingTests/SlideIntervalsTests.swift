import CarouselCore
import Testing

@testable import CarouselHosting

/// The times SwiftUI slides give themselves, as the engine's per-item intervals.
@Suite struct SlideIntervalsTests {
  /// One time said, outside the expectation macros (which take no mutating calls).
  private func say(
    _ intervals: inout CarouselSlideIntervals, _ seconds: Double?,
    forIdentity identity: AnyHashable?
  ) -> Bool {
    intervals.set(seconds, forIdentity: identity)
  }

  private func ids(_ names: String...) -> [AnyHashable] { names.map { AnyHashable($0) } }

  @Test func timesFollowTheirItemsByIdentity() {
    var intervals = CarouselSlideIntervals()
    #expect(intervals.intervals(for: ids("a", "b", "c")).isEmpty)
    #expect(say(&intervals, 8, forIdentity: "b"))
    #expect(!say(&intervals, 8, forIdentity: "b"))
    #expect(intervals.intervals(for: ids("a", "b", "c")) == [nil, 8])
    // The data reordered: the time goes with its item
    #expect(intervals.intervals(for: ids("b", "c", "a")) == [8])
    #expect(say(&intervals, 3, forIdentity: "a"))
    #expect(intervals.intervals(for: ids("b", "c", "a")) == [8, nil, 3])
    // A slide that says it has no time of its own any more
    #expect(say(&intervals, nil, forIdentity: "a"))
    #expect(intervals.intervals(for: ids("b", "c", "a")) == [8])
    #expect(!say(&intervals, nil, forIdentity: "z"))
    // An item the data no longer has
    #expect(!say(&intervals, 5, forIdentity: nil))
  }

  @MainActor @Test func anItemsOwnTimeIsItsDwellOnceTheEngineHasIt() {
    // Given a banner turning every 4 s whose second slide says 8 s when drawn
    let (host, ticker) = makeBanner(count: 3)
    var intervals = CarouselSlideIntervals()
    let identities = ids("a", "b", "c")
    _ = intervals.set(8, forIdentity: "b")
    var configuration = host.driver.engine.configuration
    configuration.itemIntervals = intervals.intervals(for: identities)
    host.driver.setConfiguration(configuration)
    // Then the first turns after 4 s and the second stays 8 s
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
    ticker.run(for: 7)
    #expect(host.driver.engine.currentIndex == 1)
    ticker.run(for: 1.5)
    #expect(host.driver.engine.currentIndex == 2)
  }

  @Test func slidesTimesGoOverTheConfigurationsAndItsOwnStayElsewhere() {
    var configuration = CarouselConfiguration()
    configuration.itemIntervals = [5, nil, 6]
    let merged = CarouselSlideIntervals.configuration(configuration, itemIntervals: [nil, 8, 2, 9])
    #expect(merged.itemIntervals == [5, 8, 2, 9])
    #expect(CarouselSlideIntervals.configuration(configuration, itemIntervals: []) == configuration)
    #expect(
      CarouselSlideIntervals.configuration(CarouselConfiguration(), itemIntervals: [nil, 3])
        .itemIntervals == [nil, 3])
  }
}
