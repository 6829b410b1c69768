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
    #expect(plan.draw(indicator(pages: 3, current: 0, countdown: running)).timer == running)
    let empty = CarouselFrame.Countdown(progress: 0, duration: 0, isRunning: true, time: 1)
    #expect(plan.draw(indicator(pages: 3, current: 0, countdown: empty)).timer == nil)
    #expect(plan.draw(indicator(pages: 3, current: 0)).timer == nil)
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
