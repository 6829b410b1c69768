import CarouselCore
import Testing

@testable import CarouselRendering

/// The stop/start control beside the dots, and the glass the dots and the control can sit on.
@Suite struct RotationControlRenderingTests {
  static let viewport = CarouselSize(width: 300, height: 100)

  static func renderer(chrome: PageIndicatorStyle.Chrome = .plain) -> CarouselRenderer {
    var style = CarouselRenderStyle()
    style.pageIndicator.chrome = chrome
    style.showsPauseMark = false
    var renderer = CarouselRenderer(style: style, scale: 2)
    renderer.setContents(
      Array(repeating: .image(FrameBuffer(width: 4, height: 4, fill: .black)), count: 3))
    return renderer
  }

  static func engine(autoAdvance: CarouselAutoAdvance) -> CarouselEngine {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = autoAdvance
    return CarouselEngine(configuration: configuration, itemCount: 3, viewportSize: viewport)
  }

  static func pixel(_ frame: FrameBuffer, _ point: CarouselPoint) -> RGBAColor {
    frame.pixel(x: Int(point.x * 2), y: Int(point.y * 2))
  }

  @Test func whileSlidesTurnItShowsStopAndAfterTheUserStopsThemStart() throws {
    var renderer = Self.renderer()
    var engine = Self.engine(autoAdvance: .interval(4))
    let control = try #require(renderer.rotationControlFrame(for: engine))
    let running = renderer.render(engine)
    // Two bars: the centre is the gap between them, a bar is beside it
    let white = renderer.style.pageIndicator.currentColor
    let barX = control.center.x + control.size.width * 0.125
    #expect(Self.pixel(running, control.center) != white)
    #expect(Self.pixel(running, CarouselPoint(x: barX, y: control.center.y)) == white)
    // When the user stops the slides, a triangle covers the centre
    engine.toggleRotation(now: 0)
    let stopped = renderer.render(engine)
    #expect(Self.pixel(stopped, control.center) == white)
    #expect(renderer.rotationControlFrame(for: engine) == control)
  }

  @Test func thereIsNoControlWithoutRotationOrWhenTheStyleHidesIt() {
    var renderer = Self.renderer()
    #expect(renderer.rotationControlFrame(for: Self.engine(autoAdvance: .off)) == nil)
    renderer.style.pageIndicator.showsRotationControl = false
    #expect(renderer.rotationControlFrame(for: Self.engine(autoAdvance: .interval(4))) == nil)
  }

  @Test func glassLightensAndBlursWhatIsBehindTheDots() {
    // Black slides: plain dots sit on the style's backdrop; glass lifts the black it blurs
    let engine = Self.engine(autoAdvance: .off)
    var plain = Self.renderer()
    plain.style.pageIndicator.backdropColor = nil
    var glass = Self.renderer(chrome: .glass)
    let layout = glass.pageIndicatorLayout(for: engine)
    // Between the first two dots, inside the capsule
    let between = CarouselPoint(
      x: (layout.dots[0].frame.maxX + layout.dots[1].frame.minX) / 2, y: layout.frame.center.y)
    let plainPixel = Self.pixel(plain.render(engine), between)
    let glassPixel = Self.pixel(glass.render(engine), between)
    #expect(plainPixel.red == 0)
    #expect(glassPixel.red > 20)
    #expect(glassPixel.red < 200)
    // Outside the capsule nothing changes
    let outside = CarouselPoint(x: 5, y: 5)
    #expect(Self.pixel(glass.render(engine), outside) == Self.pixel(plain.render(engine), outside))
  }
}
