import Testing

@testable import CarouselCore

@Suite struct PageIndicatorHighlightTests {
  @Test func highlightSlidesBetweenNeighbours() throws {
    let highlight = try #require(
      PageIndicatorHighlight(CarouselPageIndicatorState(count: 5, currentPage: 1, progress: 1.25)))
    #expect(highlight.fromPage == 1 && highlight.toPage == 2)
    #expect(highlight.fraction == 0.25)
    #expect(!highlight.wraps)
    #expect(highlight.weights(count: 5) == [0, 0.75, 0.25, 0, 0])
    #expect((0..<5).map { highlight.weight(ofPage: $0) } == [0, 0.75, 0.25, 0, 0])
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

  @Test func aProgressOfCountIsTheFirstPage() {
    for count in [1, 2, 5, CarouselEngine.maximumItemCount] {
      let end = PageIndicatorHighlight(
        CarouselPageIndicatorState(count: count, currentPage: 0, progress: Double(count)))
      #expect(end?.fromPage == 0 && end?.toPage == 0 && end?.fraction == 0)
    }
  }
}
