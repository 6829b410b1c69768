import CarouselCore
import Testing

@testable import CarouselHosting

/// A platform image: only its identity matters to the plan.
private final class Dot {}

/// What a carousel sets on a platform page control, as changes.
@Suite struct PageControlPlanTests {
  private func indicator(pages: Int, current: Int, countdown: CarouselFrame.Countdown? = nil)
    -> CarouselFrame.Indicator
  {
    var indicator = CarouselFrame.Indicator()
    indicator.pageCount = pages
    indicator.currentPage = current
    indicator.countdown = countdown
    return indicator
  }

  /// The images set, by page, as identities (nil: the others' image).
  private func images(_ changes: [CarouselPageControlPlan<Dot>.PageImage])
    -> [Int: ObjectIdentifier?]
  {
    var images: [Int: ObjectIdentifier?] = [:]
    for change in changes { images[change.page] = .some(id(change.image)) }
    return images
  }

  private func id(_ dot: Dot?) -> ObjectIdentifier? {
    dot.map(ObjectIdentifier.init)
  }

  /// No image of the page's own.
  private let none = ObjectIdentifier?.none

  @Test func thePageCountIsSetWhenItChangesAndTheCurrentPageEveryTime() {
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    let first = plan.draw(indicator(pages: 5, current: 2))
    #expect(first.numberOfPages == 5)
    #expect(first.currentPage == 2)
    let again = plan.draw(indicator(pages: 5, current: 3))
    #expect(again.numberOfPages == nil)
    #expect(again.currentPage == 3)
    #expect(again.indicatorImages.isEmpty)
    #expect(plan.draw(indicator(pages: 0, current: 0)).numberOfPages == 0)
  }

  @Test func anAppsPageImageWaitsForItsPageAndComesOffWhenRemoved() {
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    let star = Dot()
    _ = plan.draw(indicator(pages: 3, current: 0))
    // Given an image for the last page of five, while there are three
    let set = plan.setImage(star, forPage: 4)
    #expect(set)
    #expect(plan.draw(indicator(pages: 3, current: 0)).indicatorImages.isEmpty)
    // Then it is set once there are five, in both states
    let five = plan.draw(indicator(pages: 5, current: 0))
    #expect(images(five.indicatorImages)[4] == .some(id(star)))
    #expect(images(five.currentIndicatorImages)[4] == .some(id(star)))
    #expect(plan.draw(indicator(pages: 5, current: 1)).indicatorImages.isEmpty)
    // And removing it gives the page the others' image again, once
    let removal = plan.setImage(nil, forPage: 4)
    #expect(removal)
    let removed = plan.draw(indicator(pages: 5, current: 1))
    #expect(removed.indicatorImages.count == 1)
    #expect(images(removed.indicatorImages)[4] == .some(nil))
    #expect(plan.draw(indicator(pages: 5, current: 1)).indicatorImages.isEmpty)
    // A negative page is no page
    let negative = plan.setImage(star, forPage: -1)
    #expect(!negative)
  }

  @Test func aControlWithCurrentPageImagesMovesNoImageWithTheCurrentPage() {
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    plan.setCurrentPageImage(Dot())
    _ = plan.draw(indicator(pages: 5, current: 0))
    let turned = plan.draw(indicator(pages: 5, current: 1))
    #expect(turned.indicatorImages.isEmpty && turned.currentIndicatorImages.isEmpty)
  }

  @Test func withoutCurrentPageImagesTheCurrentPageCarriesTheCurrentImage() {
    // Given a control before iOS 16 and a pill for the current page
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: false, hasDirection: false)
    let pill = Dot()
    let star = Dot()
    plan.setCurrentPageImage(pill)
    let first = plan.draw(indicator(pages: 5, current: 0))
    #expect(images(first.indicatorImages) == [0: id(pill)])
    #expect(first.currentIndicatorImages.isEmpty)
    // When the page turns, the pill moves and the old page gets its own image back
    let turned = plan.draw(indicator(pages: 5, current: 1))
    #expect(images(turned.indicatorImages) == [0: none, 1: id(pill)])
    #expect(plan.draw(indicator(pages: 5, current: 1)).indicatorImages.isEmpty)
    // A page with an image of the app's keeps it when current
    _ = plan.setImage(star, forPage: 2)
    let starred = plan.draw(indicator(pages: 5, current: 1))
    #expect(images(starred.indicatorImages) == [2: id(star), 1: id(pill)])
    // (the control has no current page images to set)
    #expect(starred.currentIndicatorImages.isEmpty)
    let onStar = plan.draw(indicator(pages: 5, current: 2))
    #expect(images(onStar.indicatorImages) == [1: none, 2: id(star)])
    let offStar = plan.draw(indicator(pages: 5, current: 3))
    #expect(images(offStar.indicatorImages) == [2: id(star), 3: id(pill)])
    // Without pages, no page carries it
    let empty = plan.draw(indicator(pages: 0, current: 0))
    #expect(empty.indicatorImages.isEmpty)
  }

  @Test func withoutCurrentPageImagesAStyleWithoutACurrentImageGivesThePageBack() {
    // Given a pill on page 2 of a control before iOS 16
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: false, hasDirection: false)
    plan.setCurrentPageImage(Dot())
    _ = plan.draw(indicator(pages: 5, current: 0))
    _ = plan.draw(indicator(pages: 5, current: 2))
    // When the style becomes plain dots, page 2 shows a dot again, not the pill
    plan.setCurrentPageImage(nil)
    let plain = plan.draw(indicator(pages: 5, current: 2))
    #expect(images(plain.indicatorImages) == [2: none])
    #expect(plan.draw(indicator(pages: 5, current: 3)).indicatorImages.isEmpty)
  }

  @Test func withoutCurrentPageImagesANewCurrentImageReplacesTheOld() {
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: false, hasDirection: false)
    let pill = Dot()
    let wide = Dot()
    plan.setCurrentPageImage(pill)
    _ = plan.draw(indicator(pages: 5, current: 2))
    plan.setCurrentPageImage(wide)
    #expect(
      images(plan.draw(indicator(pages: 5, current: 2)).indicatorImages) == [2: id(wide)])
    // And fewer pages than the one carrying it: nothing to give back past the end
    let fewer = plan.draw(indicator(pages: 2, current: 0))
    #expect(fewer.numberOfPages == 2)
    #expect(images(fewer.indicatorImages) == [0: id(wide)])
  }

  @Test func theTimerRunsOnlyForACountdownWithADuration() {
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    let running = CarouselFrame.Countdown(progress: 0.25, duration: 4, isRunning: true, time: 1)
    let first = plan.draw(indicator(pages: 3, current: 0, countdown: running))
    #expect(
      first.timer
        == .init(
          isNew: true, preferredDuration: 4, pageDurations: [], progress: 0.25, isRunning: true))
    #expect(!first.removesTimer)
    // A countdown with nothing to count: the progress goes, once
    let empty = CarouselFrame.Countdown(progress: 0, duration: 0, isRunning: true, time: 1)
    let gone = plan.draw(indicator(pages: 3, current: 0, countdown: empty))
    #expect(gone.timer == nil)
    #expect(gone.removesTimer)
    let still = plan.draw(indicator(pages: 3, current: 0))
    #expect(still.timer == nil)
    #expect(!still.removesTimer)
    // Back: a new progress
    #expect(plan.draw(indicator(pages: 3, current: 0, countdown: running)).timer?.isNew == true)
  }

  @Test func eachPageGetsItsOwnDurationWhereItDiffersAndOnlyWhenItChanges() throws {
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    // Items of 8, 4 (the carousel's), 3 and 4 seconds; the first is current
    var intervals: [Double?] = [8, nil, 3, nil]
    let page = { (page: Int) in intervals[page] }
    let onFirst = CarouselFrame.Countdown(progress: 0, duration: 8, isRunning: true, time: 0)
    let first = try #require(
      plan.draw(
        indicator(pages: 4, current: 0, countdown: onFirst), interval: 4, pageInterval: page
      )
      .timer)
    #expect(first.isNew)
    #expect(first.preferredDuration == 4)
    #expect(
      first.pageDurations == [.init(page: 0, duration: 8), .init(page: 2, duration: 3)])
    // The next frames of the same dwell set nothing again but the progress
    let later = CarouselFrame.Countdown(progress: 0.5, duration: 8, isRunning: true, time: 4)
    let again = try #require(
      plan.draw(indicator(pages: 4, current: 0, countdown: later), interval: 4, pageInterval: page)
        .timer)
    #expect(!again.isNew)
    #expect(again.preferredDuration == nil)
    #expect(again.pageDurations.isEmpty)
    #expect(again.progress == 0.5)
    // The current page's content holds the turn for 12 s: its duration is the held one
    let held = CarouselFrame.Countdown(progress: 0.4, duration: 12, isRunning: true, time: 4.8)
    let holding = try #require(
      plan.draw(indicator(pages: 4, current: 0, countdown: held), interval: 4, pageInterval: page)
        .timer)
    #expect(holding.pageDurations == [.init(page: 0, duration: 12)])
    // The app changes the third item's time to the carousel's: its own duration is taken away
    intervals[2] = 4
    let onSecond = CarouselFrame.Countdown(progress: 0, duration: 4, isRunning: true, time: 12)
    let second = try #require(
      plan.draw(
        indicator(pages: 4, current: 1, countdown: onSecond), interval: 4, pageInterval: page
      )
      .timer)
    #expect(
      second.pageDurations == [.init(page: 0, duration: 8), .init(page: 2, duration: 0)])
    // The carousel's interval changes: the preferred duration is set again
    let slower = CarouselFrame.Countdown(progress: 0, duration: 5, isRunning: true, time: 13)
    let changed = try #require(
      plan.draw(indicator(pages: 4, current: 1, countdown: slower), interval: 5, pageInterval: page)
        .timer)
    #expect(changed.preferredDuration == 5)
    // The third item's own 4 s now differ from the carousel's
    #expect(changed.pageDurations == [.init(page: 2, duration: 4)])
  }

  @Test func newPagesGetANewProgressWithEveryPagesDurationAgain() throws {
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    let intervals: [Double?] = [8, nil, 3, nil, 6]
    let countdown = CarouselFrame.Countdown(progress: 0, duration: 8, isRunning: true, time: 0)
    _ = plan.draw(indicator(pages: 4, current: 0, countdown: countdown), interval: 4) {
      intervals[$0]
    }
    let more = try #require(
      plan.draw(indicator(pages: 5, current: 0, countdown: countdown), interval: 4) {
        intervals[$0]
      }.timer)
    #expect(more.isNew)
    #expect(more.preferredDuration == 4)
    #expect(
      more.pageDurations == [
        .init(page: 0, duration: 8), .init(page: 2, duration: 3), .init(page: 4, duration: 6),
      ])
  }

  @MainActor @Test func afterAPauseTheProgressResumesWhereItWas() throws {
    // Given a banner whose second item has 8 s and the others the carousel's 4 s, with the
    // timer indicator
    let (host, ticker) = makeBanner { configuration in
      configuration.itemIntervals = [nil, 8]
    }
    var style = PageIndicatorStyle.timer
    style.showsTimerProgress = true
    host.driver.setIndicator(.control(style, size: CarouselSize(width: 120, height: 26)))
    var plan = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    let draw = {
      plan.draw(host.driver.frame.indicator, interval: 4) {
        host.driver.engine.interval(ofItem: $0)
      }
    }
    let start = try #require(draw().timer)
    #expect(start.pageDurations == [.init(page: 1, duration: 8)])
    // When the page turns to the second item and 2 s of its 8 pass
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
    ticker.run(for: 2 - 0.5 + 0.35)
    let before = try #require(draw().timer)
    #expect(before.isRunning)
    // When the app goes to the background for a minute
    host.driver.signals.isAppInBackground = true
    let paused = try #require(draw().timer)
    #expect(!paused.isRunning)
    ticker.run(for: 60)
    host.driver.signals.isAppInBackground = false
    // Then the fill resumes at the share it had when the pause came, and nothing else is set
    let resumed = try #require(draw().timer)
    #expect(resumed.isRunning)
    #expect(abs(resumed.progress - paused.progress) < 1e-9)
    #expect(paused.progress > 0.2 && paused.progress < 0.3)
    #expect(resumed.pageDurations.isEmpty)
    #expect(!resumed.isNew)
    #expect(resumed.preferredDuration == nil)
  }

  @Test func theMachinePlacesTheControlAsItCanDrawTheStyle() {
    var vertical = PageIndicatorStyle.pill
    vertical.axis = .vertical
    var measured: [Int] = []
    let size = { (pages: Int) -> CarouselSize in
      measured.append(pages)
      return CarouselSize(width: Double(pages) * 10, height: 26)
    }
    let modern = CarouselPageControlPlan<Dot>(hasCurrentPageImages: true, hasDirection: true)
    #expect(
      modern.indicator(style: vertical, itemCount: 4, controlSize: size)
        == .control(vertical, size: CarouselSize(width: 40, height: 26)))
    // Before iOS 16 the dots stay a horizontal row; with no items yet, one page is measured
    let old = CarouselPageControlPlan<Dot>(hasCurrentPageImages: false, hasDirection: false)
    var row = vertical
    row.axis = .horizontal
    #expect(
      old.indicator(style: vertical, itemCount: 0, controlSize: size)
        == .control(row, size: CarouselSize(width: 10, height: 26)))
    #expect(measured == [4, 1])
  }

  @Test func anAppsIndicatorTakesTheFirstSizeWithArea() {
    var asked: [String] = []
    func size(_ fitting: CarouselSize, _ intrinsic: CarouselSize) -> CarouselSize {
      CarouselIndicatorFitting.size(
        fitting: {
          asked.append("fitting")
          return fitting
        },
        intrinsic: {
          asked.append("intrinsic")
          return intrinsic
        }, current: CarouselSize(width: 1, height: 1))
    }
    let fits = CarouselSize(width: 80, height: 20)
    #expect(size(fits, .zero) == fits)
    #expect(asked == ["fitting"])
    #expect(size(CarouselSize(width: 80, height: 0), fits) == fits)
    #expect(size(.zero, CarouselSize(width: 0, height: 20)) == CarouselSize(width: 1, height: 1))
  }
}
