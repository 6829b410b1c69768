import CarouselCore
import Testing

@testable import CarouselRendering

/// Whole frames compared with reference images (Golden/*.png), which were looked at when
/// they were made.
@Suite struct CarouselRendererGoldenTests {
  static let banner = CarouselSize(width: 390, height: 130)

  static func demoRenderer(scale: Double = 2) -> CarouselRenderer {
    var renderer = CarouselRenderer(scale: scale)
    renderer.setContents(DemoSlide.standardSet().map { .artwork($0) })
    return renderer
  }

  @Test func demoSlideAtRest() throws {
    // Given the demo slides at rest on the first item
    let engine = CarouselEngine(itemCount: 5, viewportSize: Self.banner)
    var renderer = Self.demoRenderer()
    // When a frame is rendered at 2x
    let frame = renderer.render(engine)
    // Then it is 780 x 260 and matches the reference
    #expect(frame.width == 780 && frame.height == 260)
    try GoldenFrame.check(frame, named: "demo-rest")
  }

  @Test func pageTurnHalfWayWithPauseMark() throws {
    // Given a page turn toward item 1, paused by the user, at half its duration
    var engine = CarouselEngine(itemCount: 5, viewportSize: Self.banner)
    engine.next(animated: true, now: 0)
    engine.pauseAutoAdvance(.user, now: 0)
    engine.advance(to: engine.configuration.scrollAnimationDuration / 2)
    var renderer = Self.demoRenderer()
    // Then both slides share the frame, the dot highlight is between dots 1 and 2, and the
    // pause mark shows
    try GoldenFrame.check(renderer.render(engine), named: "demo-half-turn-paused")
  }

  @Test func seamCrossingFromLastToFirst() throws {
    // Given the last item turning to the first (the loop seam)
    var engine = CarouselEngine(itemCount: 5, viewportSize: Self.banner)
    engine.scroll(to: 4, animated: false, now: 0)
    engine.next(animated: true, now: 0)
    engine.advance(to: engine.configuration.scrollAnimationDuration * 0.4)
    var renderer = Self.demoRenderer()
    // Then slides 5 and 1 are side by side and the highlight fades across the dots' ends
    try GoldenFrame.check(renderer.render(engine), named: "demo-seam")
  }

  @Test func pillMidTurn() throws {
    // Given the pill indicator a third of the way through a turn toward item 1
    var engine = CarouselEngine(itemCount: 5, viewportSize: Self.banner)
    engine.next(animated: true, now: 0)
    engine.advance(to: engine.configuration.scrollAnimationDuration * 0.4)
    var renderer = Self.demoRenderer()
    renderer.style.pageIndicator = PageIndicatorStyle.pill.with(
      backdrop: renderer.style.pageIndicator.backdropColor)
    // Then the first dot's pill has shrunk as much as the second one's has grown
    try GoldenFrame.check(renderer.render(engine), named: "pill-mid-turn")
  }

  @Test func timerHalfWayThroughTheDwell() throws {
    // Given the timer indicator and a four-second interval, two seconds after the start
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(4)
    var engine = CarouselEngine(
      configuration: configuration, itemCount: 5, viewportSize: Self.banner)
    engine.advance(to: 2)
    var renderer = Self.demoRenderer()
    renderer.style.pageIndicator = PageIndicatorStyle.timer.with(
      backdrop: renderer.style.pageIndicator.backdropColor)
    // Then the current pill is filled half-way from its leading end
    try GoldenFrame.check(renderer.render(engine), named: "timer-dwell")
  }

  @Test func indicatorBelowTheSlides() throws {
    // Given the dots outside the slides, at the leading edge, right to left
    var configuration = CarouselConfiguration()
    configuration.layoutDirection = .rightToLeft
    let engine = CarouselEngine(
      configuration: configuration, itemCount: 5, viewportSize: Self.banner)
    var renderer = Self.demoRenderer()
    renderer.style.pageIndicator.placement = .outside
    renderer.style.pageIndicator.alignment = .leading
    renderer.style.pageIndicator.backdropColor = nil
    // Then the frame grows by the band, and the dots sit in it on the right
    let frame = renderer.render(engine)
    #expect(frame.height == 260 + 2 * (4 + 19 + 4))
    try GoldenFrame.check(frame, named: "indicator-outside-rtl")
  }

  /// The remaining effects mid-turn: zoom-out and overlap on full pages, linear and cover
  /// flow on a peeking layout (items 60% of the viewport with gaps).
  @Test(arguments: [
    ("zoom", false), ("overlap", false), ("linear", true), ("coverflow", true),
  ])
  func effectMidTurn(name: String, peeking: Bool) throws {
    var configuration = CarouselConfiguration()
    configuration.effect = try #require(CarouselEffect(named: name))
    if peeking {
      configuration.itemLength = .fraction(0.6)
      configuration.interitemSpacing = 8
    }
    var engine = CarouselEngine(
      configuration: configuration, itemCount: 5, viewportSize: Self.banner)
    engine.next(animated: true, now: 0)
    engine.advance(to: engine.configuration.scrollAnimationDuration * 0.35)
    var renderer = Self.demoRenderer()
    try GoldenFrame.check(renderer.render(engine), named: "\(name)-effect")
  }

  @Test func placeholderAndFailureSlides() throws {
    // Given a placeholder and a failure slide, mid-drag between them
    var engine = CarouselEngine(itemCount: 2, viewportSize: Self.banner)
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
    engine.drag(to: CarouselPoint(x: 170, y: 60), now: 0.1)
    var renderer = CarouselRenderer(scale: 2)
    renderer.setContents([.placeholder, .failure(reason: "HTTP 404")])
    try GoldenFrame.check(renderer.render(engine), named: "placeholder-failure-drag")
  }

  @Test func verticalWithDepthEffect() throws {
    // Given a vertical carousel mid-turn with the engine's depth effect (the leaving slide
    // stays, the coming one grows and fades in over it)
    var configuration = CarouselConfiguration()
    configuration.axis = .vertical
    configuration.effect = .depth
    var engine = CarouselEngine(
      configuration: configuration, itemCount: 5, viewportSize: Self.banner)
    engine.next(animated: true, now: 0)
    engine.advance(to: 0.2)
    var renderer = Self.demoRenderer()
    try GoldenFrame.check(renderer.render(engine), named: "vertical-depth-effect")
  }

  @Test func cubeTurnInPerspective() throws {
    // Given a right-to-left carousel turning with the cube effect
    var configuration = CarouselConfiguration()
    configuration.effect = .cube
    configuration.layoutDirection = .rightToLeft
    var engine = CarouselEngine(
      configuration: configuration, itemCount: 5, viewportSize: Self.banner)
    engine.next(animated: true, now: 0)
    engine.advance(to: 0.15)
    var renderer = Self.demoRenderer()
    // Then the two faces meet at their shared edge, the nearer parts larger
    try GoldenFrame.check(renderer.render(engine), named: "rtl-cube-effect")
  }

  @Test func crossFade() throws {
    var configuration = CarouselConfiguration()
    configuration.effect = .crossFade
    var engine = CarouselEngine(
      configuration: configuration, itemCount: 5, viewportSize: Self.banner)
    engine.next(animated: true, now: 0)
    engine.advance(to: engine.configuration.scrollAnimationDuration / 2)
    var renderer = Self.demoRenderer()
    try GoldenFrame.check(renderer.render(engine), named: "cross-fade")
  }

  @Test func photographFittedAndFilled() throws {
    // Given a 4:3 picture (drawn in code) in a 3:1 banner
    let picture = Pictures.landscape(width: 400, height: 300)
    var engine = CarouselEngine(itemCount: 2, viewportSize: Self.banner)
    engine.advance(to: 0)
    var fill = CarouselRenderer(scale: 2)
    fill.setContents([.image(picture), .image(picture)])
    var fitStyle = CarouselRenderStyle()
    fitStyle.contentMode = .aspectFit
    var fit = CarouselRenderer(style: fitStyle, scale: 2)
    fit.setContents([.image(picture), .image(picture)])
    // Then aspect-fill crops top and bottom, aspect-fit letterboxes left and right
    try GoldenFrame.check(fill.render(engine), named: "picture-fill")
    try GoldenFrame.check(fit.render(engine), named: "picture-fit")
  }
}

extension PageIndicatorStyle {
  /// The style with another backdrop.
  fileprivate func with(backdrop: RGBAColor?) -> PageIndicatorStyle {
    var style = self
    style.backdropColor = backdrop
    return style
  }
}
