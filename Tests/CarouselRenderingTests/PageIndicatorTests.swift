import CarouselCore
import Testing

@testable import CarouselRendering

/// The renderer draws the page indicator where its layout says, in the layout's colours.
@Suite struct PageIndicatorTests {
  private static func renderer(_ indicator: PageIndicatorStyle, count: Int = 3) -> CarouselRenderer
  {
    var style = CarouselRenderStyle()
    style.pageIndicator = indicator
    style.pageIndicator.backdropColor = nil
    var renderer = CarouselRenderer(style: style, scale: 2)
    renderer.setContents(
      Array(repeating: .image(FrameBuffer(width: 4, height: 4, fill: .black)), count: count))
    return renderer
  }

  private static func red(at point: CarouselPoint, scale: Double = 2, _ frame: FrameBuffer) -> UInt8
  {
    frame.pixel(x: Int(point.x * scale), y: Int(point.y * scale)).red
  }

  @Test func theCurrentDotIsLitAndFollowsTheContent() {
    // Given frames at rest on items 0 and 1
    var renderer = Self.renderer(.dots)
    var engine = CarouselEngine(itemCount: 3, viewportSize: CarouselSize(width: 200, height: 100))
    let atRest = renderer.render(engine)
    let layout = renderer.pageIndicatorLayout(for: engine)
    engine.scroll(to: 1, animated: false, now: 0)
    let atOne = renderer.render(engine)
    // Then the current dot is drawn in the current colour, the others dimmer
    #expect(Self.red(at: layout.dots[0].frame.center, atRest) == 255)
    #expect(Self.red(at: layout.dots[1].frame.center, atRest) < 200)
    #expect(Self.red(at: layout.dots[1].frame.center, atOne) == 255)
    #expect(Self.red(at: layout.dots[0].frame.center, atOne) < 200)
    // And the dot under a point is found for clicks (in points)
    #expect(renderer.pageDot(at: layout.dots[1].frame.center, in: engine) == 1)
    #expect(renderer.pageDot(at: CarouselPoint(x: 5, y: 5), in: engine) == nil)
    renderer.style.showsPageIndicator = false
    #expect(renderer.pageDot(at: layout.dots[1].frame.center, in: engine) == nil)
  }

  @Test func thePillIsDrawnAtItsLength() {
    var renderer = Self.renderer(.pill)
    let engine = CarouselEngine(itemCount: 3, viewportSize: CarouselSize(width: 200, height: 100))
    let frame = renderer.render(engine)
    let pill = renderer.pageIndicatorLayout(for: engine).dots[0].frame
    #expect(pill.size.width == 20)
    // Near both ends of the pill, not only where a round dot would be
    #expect(Self.red(at: CarouselPoint(x: pill.minX + 3, y: pill.center.y), frame) == 255)
    #expect(Self.red(at: CarouselPoint(x: pill.maxX - 3, y: pill.center.y), frame) == 255)
    // And nothing past its end but the background
    #expect(Self.red(at: CarouselPoint(x: pill.maxX + 2, y: pill.center.y), frame) == 0)
  }

  @Test func theTimerFillsFromTheLeadingEnd() {
    var renderer = Self.renderer(.timer)
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(4)
    var engine = CarouselEngine(
      configuration: configuration, itemCount: 3,
      viewportSize: CarouselSize(width: 200, height: 100))
    engine.advance(to: 2)
    let frame = renderer.render(engine)
    let track = renderer.pageIndicatorLayout(for: engine).dots[0].frame
    // Half-way through the dwell: the first half is filled, the second is the track
    #expect(Self.red(at: CarouselPoint(x: track.minX + 5, y: track.center.y), frame) == 255)
    #expect(Self.red(at: CarouselPoint(x: track.maxX - 5, y: track.center.y), frame) < 200)
    #expect(Self.red(at: CarouselPoint(x: track.maxX - 5, y: track.center.y), frame) > 60)
  }

  @Test func outsideTheSlidesTheFrameGrowsAndTheSlidesStayOutOfTheBand() {
    var indicator = PageIndicatorStyle.dots
    indicator.placement = .outside
    var renderer = Self.renderer(indicator)
    renderer.setContents(
      Array(repeating: .image(FrameBuffer(width: 4, height: 4, fill: .white)), count: 3))
    var configuration = CarouselConfiguration()
    configuration.axis = .vertical
    var engine = CarouselEngine(
      configuration: configuration, itemCount: 3,
      viewportSize: CarouselSize(width: 200, height: 100))
    // Mid-turn, the next slide comes up from below the slides
    engine.next(animated: true, now: 0)
    engine.advance(to: 0.1)
    let frame = renderer.render(engine)
    let band = 4 + 19 + 4.0
    #expect(frame.width == 400 && frame.height == Int((100 + band) * 2))
    // The slides fill their part; the band shows the background between the dots
    #expect(Self.red(at: CarouselPoint(x: 5, y: 95), frame) == 255)
    #expect(Self.red(at: CarouselPoint(x: 5, y: 100 + band / 2), frame) == 0x11)
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
