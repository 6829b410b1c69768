import CarouselCore
import Testing

@testable import CarouselRendering

/// Whole frames compared with reference images (Golden/*.png), which were looked at when
/// they were made. Each is the frame a host machine publishes, drawn by the renderer.
@Suite struct CarouselRendererGoldenTests {
  static let banner = CarouselSize(width: 390, height: 130)

  static func demoRenderer(scale: Double = 2) -> CarouselRenderer {
    var renderer = CarouselRenderer(scale: scale)
    renderer.setContents(DemoSlide.standardSet().map { .artwork($0) })
    return renderer
  }

  static func host(
    count: Int = 5, indicator: PageIndicatorStyle? = CarouselRenderStyle.defaultPageIndicator,
    configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselHostMachine {
    RenderedCarousel.host(
      count: count, slides: banner, indicator: indicator, configure: configure)
  }

  @Test func demoSlideAtRest() throws {
    // Given the demo slides at rest on the first item
    let host = Self.host()
    var renderer = Self.demoRenderer()
    // When a frame is rendered at 2x
    let frame = renderer.render(host.frame)
    // Then it is 780 x 260 and matches the reference
    #expect(frame.width == 780 && frame.height == 260)
    try GoldenFrame.check(frame, named: "demo-rest")
  }

  @Test func pageTurnHalfWayWithPauseMark() throws {
    // Given a page turn toward item 1, the slide show stopped by the user, at half its
    // duration
    var host = Self.host()
    host.next(now: 0)
    host.setRotationStopped(true, now: 0)
    host.tick(now: host.engine.configuration.scrollAnimationDuration / 2)
    var renderer = Self.demoRenderer()
    // Then both slides share the frame, the dot highlight is between dots 1 and 2, and the
    // pause mark shows
    try GoldenFrame.check(renderer.render(host.frame), named: "demo-half-turn-paused")
  }

  @Test func seamCrossingFromLastToFirst() throws {
    // Given the last item turning to the first (the loop seam)
    var host = Self.host()
    host.scroll(to: 4, animated: false, now: 0)
    host.next(now: 0)
    host.tick(now: host.engine.configuration.scrollAnimationDuration * 0.4)
    var renderer = Self.demoRenderer()
    // Then slides 5 and 1 are side by side and the highlight fades across the dots' ends
    try GoldenFrame.check(renderer.render(host.frame), named: "demo-seam")
  }

  @Test func pillMidTurn() throws {
    // Given the pill indicator a third of the way through a turn toward item 1
    var host = Self.host(
      indicator: RenderedCarousel.style(
        .pill, backdrop: CarouselRenderStyle.defaultPageIndicator.backdropColor))
    host.next(now: 0)
    host.tick(now: host.engine.configuration.scrollAnimationDuration * 0.4)
    var renderer = Self.demoRenderer()
    // Then the first dot's pill has shrunk as much as the second one's has grown
    try GoldenFrame.check(renderer.render(host.frame), named: "pill-mid-turn")
  }

  @Test func timerHalfWayThroughTheDwell() throws {
    // Given the timer indicator and a four-second interval, two seconds after the start
    var host = Self.host(
      indicator: RenderedCarousel.style(
        .timer, backdrop: CarouselRenderStyle.defaultPageIndicator.backdropColor)
    ) { $0.autoAdvance = .interval(4) }
    host.tick(now: 2)
    var renderer = Self.demoRenderer()
    // Then the current pill is filled half-way from its leading end, and the stop control
    // shows beside the dots
    #expect(host.frame.rotationControl != nil)
    try GoldenFrame.check(renderer.render(host.frame), named: "timer-dwell")
  }

  @Test func indicatorBelowTheSlides() throws {
    // Given the dots outside the slides, at the leading edge, right to left
    var style = CarouselRenderStyle.defaultPageIndicator
    style.placement = .outside
    style.alignment = .leading
    style.backdropColor = nil
    let host = Self.host(indicator: style) { $0.layoutDirection = .rightToLeft }
    var renderer = Self.demoRenderer()
    // Then the frame grows by the band, and the dots sit in it on the right
    let frame = renderer.render(host.frame)
    #expect(frame.height == 260 + 2 * (4 + 19 + 4))
    try GoldenFrame.check(frame, named: "indicator-outside-rtl")
  }

  /// The remaining effects mid-turn: zoom-out and overlap on full pages, linear and cover
  /// flow on a peeking layout (items 60% of the viewport with gaps).
  @Test(arguments: [
    ("zoom", false), ("overlap", false), ("linear", true), ("coverflow", true),
  ])
  func effectMidTurn(name: String, peeking: Bool) throws {
    let effect = try #require(CarouselEffect(named: name))
    var host = Self.host { configuration in
      configuration.effect = effect
      if peeking {
        configuration.itemLength = .fraction(0.6)
        configuration.interitemSpacing = 8
      }
    }
    host.next(now: 0)
    host.tick(now: host.engine.configuration.scrollAnimationDuration * 0.35)
    var renderer = Self.demoRenderer()
    try GoldenFrame.check(renderer.render(host.frame), named: "\(name)-effect")
  }

  @Test func placeholderAndFailureSlides() throws {
    // Given a placeholder and a failure slide, mid-drag between them
    var host = Self.host(count: 2)
    host.pan(.began, at: CarouselPoint(x: 300, y: 60), now: 0)
    host.pan(
      .changed, at: CarouselPoint(x: 170, y: 60), translation: CarouselPoint(x: -130, y: 0),
      now: 0.1)
    var renderer = CarouselRenderer(scale: 2)
    renderer.setContents([.placeholder, .failure(reason: "HTTP 404")])
    try GoldenFrame.check(renderer.render(host.frame), named: "placeholder-failure-drag")
  }

  @Test func verticalWithDepthEffect() throws {
    // Given a vertical carousel mid-turn with the engine's depth effect (the leaving slide
    // stays, the coming one grows and fades in over it)
    var host = Self.host { configuration in
      configuration.axis = .vertical
      configuration.effect = .depth
    }
    host.next(now: 0)
    host.tick(now: 0.2)
    var renderer = Self.demoRenderer()
    try GoldenFrame.check(renderer.render(host.frame), named: "vertical-depth-effect")
  }

  @Test func cubeTurnInPerspective() throws {
    // Given a right-to-left carousel turning with the cube effect
    var host = Self.host { configuration in
      configuration.effect = .cube
      configuration.layoutDirection = .rightToLeft
    }
    host.next(now: 0)
    host.tick(now: 0.15)
    var renderer = Self.demoRenderer()
    // Then the two faces meet at their shared edge, the nearer parts larger
    try GoldenFrame.check(renderer.render(host.frame), named: "rtl-cube-effect")
  }

  @Test func crossFade() throws {
    var host = Self.host { $0.effect = .crossFade }
    host.next(now: 0)
    host.tick(now: host.engine.configuration.scrollAnimationDuration / 2)
    var renderer = Self.demoRenderer()
    try GoldenFrame.check(renderer.render(host.frame), named: "cross-fade")
  }

  @Test func photographFittedAndFilled() throws {
    // Given a 4:3 picture (drawn in code) in a 3:1 banner
    let picture = Pictures.landscape(width: 400, height: 300)
    var host = Self.host(count: 2)
    host.tick(now: 0)
    var fill = CarouselRenderer(scale: 2)
    fill.setContents([.image(picture), .image(picture)])
    var fitStyle = CarouselRenderStyle()
    fitStyle.contentMode = .aspectFit
    var fit = CarouselRenderer(style: fitStyle, scale: 2)
    fit.setContents([.image(picture), .image(picture)])
    // Then aspect-fill crops top and bottom, aspect-fit letterboxes left and right
    try GoldenFrame.check(fill.render(host.frame), named: "picture-fill")
    try GoldenFrame.check(fit.render(host.frame), named: "picture-fit")
  }
}
