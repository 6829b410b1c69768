import CarouselCore
import Testing

@testable import CarouselRendering

/// The renderer draws the machine's page dots where the frame puts them, in their colours.
@Suite struct PageIndicatorTests {
  static let slides = CarouselSize(width: 200, height: 100)

  private static func renderer(count: Int = 3, fill: RGBAColor = .black) -> CarouselRenderer {
    var renderer = CarouselRenderer(scale: 2)
    renderer.setContents(
      Array(repeating: .image(FrameBuffer(width: 4, height: 4, fill: fill)), count: count))
    return renderer
  }

  private static func host(
    _ indicator: PageIndicatorStyle, configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselHostMachine {
    RenderedCarousel.host(
      count: 3, slides: slides, indicator: RenderedCarousel.style(indicator, backdrop: nil),
      configure: configure)
  }

  private static func red(at point: CarouselPoint, scale: Double = 2, _ frame: FrameBuffer) -> UInt8
  {
    frame.pixel(x: Int(point.x * scale), y: Int(point.y * scale)).red
  }

  @Test func theCurrentDotIsLitAndFollowsTheContent() throws {
    // Given frames at rest on items 0 and 1
    var renderer = Self.renderer()
    var host = Self.host(.dots)
    let atRest = renderer.render(host.frame)
    let layout = try #require(host.frame.indicator.dots)
    host.scroll(to: 1, animated: false, now: 0)
    let atOne = renderer.render(host.frame)
    // Then the current dot is drawn in the current colour, the others dimmer
    #expect(Self.red(at: layout.dots[0].frame.center, atRest) == 255)
    #expect(Self.red(at: layout.dots[1].frame.center, atRest) < 200)
    #expect(Self.red(at: layout.dots[1].frame.center, atOne) == 255)
    #expect(Self.red(at: layout.dots[0].frame.center, atOne) < 200)
  }

  @Test func thePillIsDrawnAtItsLength() throws {
    var renderer = Self.renderer()
    let host = Self.host(.pill)
    let frame = renderer.render(host.frame)
    let pill = try #require(host.frame.indicator.dots?.dots.first).frame
    #expect(pill.size.width == 20)
    // Near both ends of the pill, not only where a round dot would be
    #expect(Self.red(at: CarouselPoint(x: pill.minX + 3, y: pill.center.y), frame) == 255)
    #expect(Self.red(at: CarouselPoint(x: pill.maxX - 3, y: pill.center.y), frame) == 255)
    // And nothing past its end but the slide
    #expect(Self.red(at: CarouselPoint(x: pill.maxX + 2, y: pill.center.y), frame) == 0)
  }

  @Test func theTimerFillsFromTheLeadingEnd() throws {
    var renderer = Self.renderer()
    var host = Self.host(.timer) { $0.autoAdvance = .interval(4) }
    host.tick(now: 2)
    let frame = renderer.render(host.frame)
    let track = try #require(host.frame.indicator.dots?.dots.first).frame
    // Half-way through the dwell: the first half is filled, the second is the track
    #expect(Self.red(at: CarouselPoint(x: track.minX + 5, y: track.center.y), frame) == 255)
    #expect(Self.red(at: CarouselPoint(x: track.maxX - 5, y: track.center.y), frame) < 200)
    #expect(Self.red(at: CarouselPoint(x: track.maxX - 5, y: track.center.y), frame) > 60)
  }

  @Test func outsideTheSlidesTheFrameGrowsAndTheSlidesStayOutOfTheBand() {
    var indicator = PageIndicatorStyle.dots
    indicator.placement = .outside
    var renderer = Self.renderer(fill: .white)
    var host = Self.host(indicator) { $0.axis = .vertical }
    // Mid-turn, the next slide comes up from below the slides
    host.next(now: 0)
    host.tick(now: 0.1)
    let frame = renderer.render(host.frame)
    let band = 4 + 19 + 4.0
    #expect(host.frame.slidesFrame == CarouselRect(origin: .zero, size: Self.slides))
    #expect(frame.width == 400 && frame.height == Int((100 + band) * 2))
    // The slides fill their part; the band shows the background between the dots
    #expect(Self.red(at: CarouselPoint(x: 5, y: 95), frame) == 255)
    #expect(Self.red(at: CarouselPoint(x: 5, y: 100 + band / 2), frame) == 0x11)
  }

  @Test func pauseMarkOnlyWhenTheUserStoppedTheSlideShow() {
    var renderer = CarouselRenderer(scale: 1)
    renderer.setContents([.image(FrameBuffer(width: 1, height: 1, fill: .black))])
    var host = RenderedCarousel.host(
      count: 1, slides: CarouselSize(width: 100, height: 60), indicator: nil)
    let style = renderer.style
    // The centre of the first bar of the mark
    let barX = Int(
      100 - style.pauseMarkInset - style.pauseMarkDiameter / 2 - style.pauseMarkDiameter * 0.15)
    let barY = Int(style.pauseMarkInset + style.pauseMarkDiameter / 2)
    #expect(renderer.render(host.frame).pixel(x: barX, y: barY) == .black)
    // Out of sight is no stop of the user's
    host.setSignal(.inWindow, false, now: 0)
    #expect(renderer.render(host.frame).pixel(x: barX, y: barY) == .black)
    host.setRotationStopped(true, now: 0)
    #expect(host.frame.isRotationStopped)
    #expect(renderer.render(host.frame).pixel(x: barX, y: barY).red > 200)
  }
}
