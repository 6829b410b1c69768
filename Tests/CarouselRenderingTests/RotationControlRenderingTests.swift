import CarouselCore
import Testing

@testable import CarouselRendering

/// The stop/start control beside the dots, and the glass the dots and the control can sit on.
@Suite struct RotationControlRenderingTests {
  static let slides = CarouselSize(width: 300, height: 100)

  static func renderer() -> CarouselRenderer {
    var style = CarouselRenderStyle()
    style.showsPauseMark = false
    var renderer = CarouselRenderer(style: style, scale: 2)
    renderer.setContents(
      Array(repeating: .image(FrameBuffer(width: 4, height: 4, fill: .black)), count: 3))
    return renderer
  }

  static func host(
    autoAdvance: CarouselAutoAdvance, chrome: PageIndicatorStyle.Chrome = .plain,
    backdrop: RGBAColor? = CarouselRenderStyle.defaultPageIndicator.backdropColor
  ) -> CarouselHostMachine {
    var indicator = CarouselRenderStyle.defaultPageIndicator
    indicator.chrome = chrome
    indicator.backdropColor = backdrop
    return RenderedCarousel.host(count: 3, slides: slides, indicator: indicator) {
      $0.autoAdvance = autoAdvance
    }
  }

  static func pixel(_ frame: FrameBuffer, _ point: CarouselPoint) -> RGBAColor {
    frame.pixel(x: Int(point.x * 2), y: Int(point.y * 2))
  }

  @Test func whileSlidesTurnItShowsStopAndAfterTheUserStopsThemStart() throws {
    var renderer = Self.renderer()
    var host = Self.host(autoAdvance: .interval(4))
    let control = try #require(host.frame.rotationControl)
    #expect(!control.isStopped)
    let running = renderer.render(host.frame)
    // Two bars: the centre is the gap between them, a bar is beside it
    let white = host.frame.indicator.style.currentColor
    let barX = control.frame.center.x + control.frame.size.width * 0.125
    #expect(Self.pixel(running, control.frame.center) != white)
    #expect(Self.pixel(running, CarouselPoint(x: barX, y: control.frame.center.y)) == white)
    // When the user stops the slides, a triangle covers the centre
    host.toggleRotation(now: 0)
    let stopped = renderer.render(host.frame)
    #expect(host.frame.rotationControl?.isStopped == true)
    #expect(Self.pixel(stopped, control.frame.center) == white)
    #expect(host.frame.rotationControl?.frame == control.frame)
  }

  @Test func withoutAControlInTheFrameNoneIsDrawn() throws {
    // Given a frame with the stop/start control, its style showing one
    var renderer = Self.renderer()
    let host = Self.host(autoAdvance: .interval(4))
    let control = try #require(host.frame.rotationControl)
    #expect(host.frame.indicator.style.showsRotationControl)
    let white = host.frame.indicator.style.currentColor
    let barX = control.frame.center.x + control.frame.size.width * 0.125
    let bar = CarouselPoint(x: barX, y: control.frame.center.y)
    #expect(Self.pixel(renderer.render(host.frame), bar) == white)
    // When the same frame says there is none
    var without = host.frame
    without.rotationControl = nil
    // Then none is drawn: the slide shows there
    #expect(Self.pixel(renderer.render(without), bar) == .black)
    // And a frame without rotation has none from the machine
    #expect(Self.host(autoAdvance: .off).frame.rotationControl == nil)
  }

  @Test func glassLightensAndBlursWhatIsBehindTheDots() throws {
    // Black slides: plain dots sit on no backdrop; glass lifts the black it blurs
    var renderer = Self.renderer()
    let plain = Self.host(autoAdvance: .off, backdrop: nil)
    let glass = Self.host(autoAdvance: .off, chrome: .glass)
    let layout = try #require(glass.frame.indicator.dots)
    // Between the first two dots, inside the capsule
    let between = CarouselPoint(
      x: (layout.dots[0].frame.maxX + layout.dots[1].frame.minX) / 2, y: layout.frame.center.y)
    let plainPixel = Self.pixel(renderer.render(plain.frame), between)
    let glassPixel = Self.pixel(renderer.render(glass.frame), between)
    #expect(plainPixel.red == 0)
    #expect(glassPixel.red > 20)
    #expect(glassPixel.red < 200)
    // Outside the capsule nothing changes
    let outside = CarouselPoint(x: 5, y: 5)
    #expect(
      Self.pixel(renderer.render(glass.frame), outside)
        == Self.pixel(renderer.render(plain.frame), outside))
  }
}
