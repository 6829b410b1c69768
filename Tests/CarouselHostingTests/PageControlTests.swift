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

  @Test func aTappedDotStaysLitWhileTheCarouselTurnsThere() {
    // Given a carousel on item 0 and the user tapping the dot of item 3
    var engine = CarouselEngine(itemCount: 5, viewportSize: CarouselSize(width: 390, height: 130))
    engine.scroll(to: 3, animated: true, now: 0)
    // Then on every frame of the turn the control shows 3, never the item passing by
    var time = 0.0
    var passedBy: Set<Int> = []
    while engine.isAnimating {
      time += 1.0 / 60
      engine.advance(to: time)
      passedBy.insert(engine.currentIndex ?? -1)
      #expect(CarouselPageControlState(engine: engine).currentPage == 3)
    }
    #expect(passedBy.count > 1)
  }

  @Test func theFrameStaysClearOfTheSafeAreaAndTheTitleBar() {
    let size = CarouselSize(width: 390, height: 844)
    let control = CarouselSize(width: 120, height: 26)
    // Full-screen onboarding: the home indicator's 34 points
    let plain = CarouselPageControlState.frame(
      controlSize: control, in: size, alignment: .center, isRightToLeft: false)
    #expect(plain.maxY == 836)
    let safe = CarouselPageControlState.frame(
      controlSize: control, in: size, alignment: .center, isRightToLeft: false,
      insets: CarouselInsets(bottom: 34))
    #expect(safe.maxY == 844 - 34 - 8)
    // A title bar taller than the safe area wins; the dots sit above it
    let titled = CarouselPageControlState.frame(
      controlSize: control, in: size, alignment: .center, isRightToLeft: false,
      insets: CarouselInsets(bottom: 44))
    #expect(titled.maxY == 844 - 44 - 8)
    // Landscape notch: leading and trailing alignment keep clear of the sides
    let landscape = CarouselSize(width: 844, height: 390)
    let leading = CarouselPageControlState.frame(
      controlSize: control, in: landscape, alignment: .leading, isRightToLeft: false,
      insets: CarouselInsets(left: 47, right: 47))
    #expect(leading.minX == 47 + 8)
    let trailing = CarouselPageControlState.frame(
      controlSize: control, in: landscape, alignment: .trailing, isRightToLeft: false,
      insets: CarouselInsets(left: 47, right: 47))
    #expect(trailing.maxX == 844 - 47 - 8)
    let centred = CarouselPageControlState.frame(
      controlSize: control, in: landscape, alignment: .center, isRightToLeft: false,
      insets: CarouselInsets(left: 100))
    #expect(centred.center.x == 100 + (844 - 100) / 2)
    // Nonsense insets are ignored rather than trusted
    let odd = CarouselPageControlState.frame(
      controlSize: control, in: size, alignment: .center, isRightToLeft: false,
      insets: CarouselInsets(top: .nan, left: -5, bottom: .infinity, right: 0))
    #expect(odd.minX.isFinite && odd.maxY == 836)
  }
}

@Suite struct PageControlShapesTests {
  @Test func theSystemDotsNeedNoImages() {
    let shapes = CarouselPageControlShapes(style: .dots)
    #expect(shapes.indicatorSize == nil && shapes.currentIndicatorSize == nil)
  }

  @Test func aPillIsAnImageForTheCurrentPage() {
    let shapes = CarouselPageControlShapes(style: .pill)
    #expect(shapes.indicatorSize == nil)
    #expect(shapes.currentIndicatorSize == CarouselSize(width: 20, height: 7))
    #expect(CarouselPageControlShapes.cornerRadius(of: CarouselSize(width: 20, height: 7)) == 3.5)
    var vertical = PageIndicatorStyle.pill
    vertical.axis = .vertical
    #expect(
      CarouselPageControlShapes(style: vertical).currentIndicatorSize
        == CarouselSize(width: 7, height: 20))
  }

  @Test func otherDotSizesAreImagesToo() {
    var style = PageIndicatorStyle.dots
    style.dotSize = CarouselSize(width: 5, height: 5)
    style.currentDotSize = CarouselSize(width: 5, height: 5)
    let shapes = CarouselPageControlShapes(style: style)
    #expect(shapes.indicatorSize == CarouselSize(width: 5, height: 5))
    #expect(shapes.currentIndicatorSize == nil)
  }
}

@Suite struct PageControlTimerTests {
  @Test func theCountdownIsGivenOnlyForTheTimerStyle() {
    var engine = CarouselEngine(
      configuration: {
        var configuration = CarouselConfiguration()
        configuration.autoAdvance = .interval(4)
        return configuration
      }(), itemCount: 3, viewportSize: CarouselSize(width: 390, height: 130))
    engine.advance(to: 1)
    #expect(CarouselPageControlState(engine: engine, style: .pill).countdown == nil)
    let timer = CarouselPageControlState(engine: engine, style: .timer)
    #expect(timer.countdown?.progress == 0.25 && timer.countdown?.isRunning == true)
    engine.pauseAutoAdvance(.offscreen, now: 1)
    #expect(CarouselPageControlState(engine: engine, style: .timer).countdown?.isRunning == false)
  }

  @Test func theStyleHidesTheControl() {
    let engine = CarouselEngine(itemCount: 1, viewportSize: CarouselSize(width: 390, height: 130))
    #expect(CarouselPageControlState(engine: engine, style: .dots).isHidden)
    var shown = PageIndicatorStyle.dots
    shown.hidesForSinglePage = false
    #expect(!CarouselPageControlState(engine: engine, style: shown).isHidden)
    shown.isHidden = true
    #expect(CarouselPageControlState(engine: engine, style: shown).isHidden)
  }
}
