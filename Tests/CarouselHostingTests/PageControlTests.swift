import CarouselCore
import Testing

@testable import CarouselHosting

@Suite struct PageControlTests {
  private func state(count: Int, page: Int?, hidesForSinglePage: Bool = true)
    -> CarouselPageControlState
  {
    CarouselPageControlState(
      indicator: CarouselPageIndicatorState(count: count, currentPage: page, progress: 0),
      hidesForSinglePage: hidesForSinglePage)
  }

  @Test func hiddenWithoutItemsAndForASingleItem() {
    #expect(state(count: 0, page: nil).isHidden)
    #expect(state(count: 0, page: nil, hidesForSinglePage: false).isHidden)
    #expect(state(count: 1, page: 0).isHidden)
    #expect(!state(count: 1, page: 0, hidesForSinglePage: false).isHidden)
    #expect(!state(count: 2, page: 1).isHidden)
  }

  @Test func theHostCanHideIt() {
    let hidden = CarouselPageControlState(
      indicator: CarouselPageIndicatorState(count: 5, currentPage: 2, progress: 2),
      isHiddenByHost: true)
    #expect(hidden.isHidden)
  }

  @Test func theCurrentPageIsAlwaysAValidDot() {
    #expect(state(count: 0, page: nil).currentPage == 0)
    #expect(state(count: 5, page: 4).currentPage == 4)
    #expect(state(count: 5, page: 9).currentPage == 4)
    #expect(state(count: 5, page: -1).currentPage == 0)
  }

  @Test func followsTheEngine() {
    var engine = CarouselEngine(itemCount: 5, viewportSize: CarouselSize(width: 390, height: 130))
    engine.scroll(to: 3, animated: false, now: 0)
    let state = CarouselPageControlState(indicator: engine.pageIndicator)
    #expect(state.numberOfPages == 5)
    #expect(state.currentPage == 3)
  }

  @Test func alignmentFollowsTheLayoutDirection() {
    let control = CarouselSize(width: 100, height: 26)
    let bounds = CarouselSize(width: 390, height: 130)
    func frame(_ alignment: CarouselPageControlAlignment, rtl: Bool) -> CarouselRect {
      CarouselPageControlState.frame(
        controlSize: control, in: bounds, alignment: alignment, isRightToLeft: rtl)
    }
    #expect(frame(.center, rtl: false) == CarouselRect(x: 145, y: 96, width: 100, height: 26))
    #expect(frame(.center, rtl: true) == frame(.center, rtl: false))
    #expect(frame(.leading, rtl: false).minX == 8)
    #expect(frame(.trailing, rtl: false).maxX == 382)
    #expect(frame(.leading, rtl: true) == frame(.trailing, rtl: false))
    #expect(frame(.trailing, rtl: true) == frame(.leading, rtl: false))
  }

  @Test func aControlWiderThanTheCarouselIsNarrowed() {
    let frame = CarouselPageControlState.frame(
      controlSize: CarouselSize(width: 500, height: 26), in: CarouselSize(width: 200, height: 20),
      alignment: .leading, isRightToLeft: false)
    #expect(frame == CarouselRect(x: 8, y: 0, width: 184, height: 20))
    let empty = CarouselPageControlState.frame(
      controlSize: CarouselSize(width: 100, height: 26), in: .zero, alignment: .center,
      isRightToLeft: false)
    #expect(empty.size == .zero)
  }
}
