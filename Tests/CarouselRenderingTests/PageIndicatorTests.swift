import CarouselCore
import Testing

@testable import CarouselRendering

@Suite struct PageIndicatorTests {
  @Test func highlightSlidesBetweenNeighbours() throws {
    let highlight = try #require(
      PageIndicatorHighlight(CarouselPageIndicatorState(count: 5, currentPage: 1, progress: 1.25)))
    #expect(highlight.fromPage == 1 && highlight.toPage == 2)
    #expect(highlight.fraction == 0.25)
    #expect(!highlight.wraps)
    #expect(highlight.weights(count: 5) == [0, 0.75, 0.25, 0, 0])
  }

  @Test func highlightWrapsAtTheSeam() throws {
    let highlight = try #require(
      PageIndicatorHighlight(CarouselPageIndicatorState(count: 5, currentPage: 0, progress: 4.6)))
    #expect(highlight.fromPage == 4 && highlight.toPage == 0)
    #expect(highlight.wraps)
    let weights = highlight.weights(count: 5)
    #expect(abs(weights[0] - 0.6) < 1e-9 && abs(weights[4] - 0.4) < 1e-9)
  }

  @Test func emptyAndSingleIndicators() {
    #expect(
      PageIndicatorHighlight(CarouselPageIndicatorState(count: 0, currentPage: nil, progress: 0))
        == nil)
    let single = PageIndicatorHighlight(
      CarouselPageIndicatorState(count: 1, currentPage: 0, progress: 0))
    #expect(single?.weights(count: 1) == [1])
  }

  @Test func renderedHighlightFollowsProgress() {
    // Given frames at rest on items 0 and 1, and half-way between
    var renderer = CarouselRenderer(scale: 2)
    renderer.setContents(
      Array(repeating: .image(FrameBuffer(width: 4, height: 4, fill: .black)), count: 3))
    var engine = CarouselEngine(itemCount: 3, viewportSize: CarouselSize(width: 200, height: 100))
    let layout = PageDotsLayout(
      count: 3, frameWidth: 400, frameHeight: 200, style: renderer.style, scale: 2)
    func brightness(at point: CarouselPoint, _ frame: FrameBuffer) -> UInt8 {
      frame.pixel(x: Int(point.x), y: Int(point.y)).red
    }
    let atRest = renderer.render(engine)
    engine.scroll(to: 1, animated: false, now: 0)
    let atOne = renderer.render(engine)
    // Then the brightest dot is the current one
    #expect(brightness(at: layout.centers[0], atRest) == 255)
    #expect(brightness(at: layout.centers[1], atRest) < 200)
    #expect(brightness(at: layout.centers[1], atOne) == 255)
    #expect(brightness(at: layout.centers[0], atOne) < 200)
    // And the dot under a point is found for clicks (in points)
    let dotOne = CarouselPoint(x: layout.centers[1].x / 2, y: layout.centers[1].y / 2)
    #expect(renderer.pageDot(at: dotOne, in: engine) == 1)
    #expect(renderer.pageDot(at: CarouselPoint(x: 5, y: 5), in: engine) == nil)
  }

  @Test func pauseMarkOnlyWhenTheUserPaused() {
    var renderer = CarouselRenderer(scale: 1)
    renderer.setContents([.image(FrameBuffer(width: 1, height: 1, fill: .black))])
    var engine = CarouselEngine(itemCount: 1, viewportSize: CarouselSize(width: 100, height: 60))
    let style = renderer.style
    // The centre of the first bar of the mark
    let barX = Int(
      100 - style.pauseMarkInset - style.pauseMarkDiameter / 2 - style.pauseMarkDiameter * 0.15)
    let barY = Int(style.pauseMarkInset + style.pauseMarkDiameter / 2)
    #expect(renderer.render(engine).pixel(x: barX, y: barY) == .black)
    engine.pauseAutoAdvance(.offscreen, now: 0)
    #expect(renderer.render(engine).pixel(x: barX, y: barY) == .black)
    engine.pauseAutoAdvance(.user, now: 0)
    #expect(renderer.render(engine).pixel(x: barX, y: barY).red > 200)
  }
}
