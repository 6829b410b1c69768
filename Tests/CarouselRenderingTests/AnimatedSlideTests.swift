import CarouselCore
import Testing

@testable import CarouselRendering

/// The renderer draws an animated picture's frame for the engine's time, plays only what is
/// on screen, and says when the next picture frame is due.
@Suite struct AnimatedSlideTests {
  /// Two flat frames of half a second: red, then blue.
  struct Blink: SlideAnimation {
    var timeline: FrameTimeline {
      FrameTimeline(frameDurations: [0.5, 0.5], repetition: .forever)
    }

    func frame(at index: Int) -> FrameBuffer? {
      FrameBuffer(
        width: 39, height: 13,
        fill: index == 0 ? RGBAColor(hex: 0xFF0000) : RGBAColor(hex: 0x0000FF))
    }
  }

  /// A renderer that draws the slides alone (no dots over the small frame).
  func makeRenderer() -> CarouselRenderer {
    var style = CarouselRenderStyle()
    style.showsPageIndicator = false
    style.showsPauseMark = false
    return CarouselRenderer(style: style)
  }

  func centre(_ frame: FrameBuffer) -> RGBAColor {
    frame.pixel(x: frame.width / 2, y: frame.height / 2)
  }

  @Test func theFrameForTheEnginesTime() {
    // Given a carousel whose first item is animated, on screen, with no auto-advance
    var engine = CarouselEngine(itemCount: 3, viewportSize: CarouselSize(width: 39, height: 13))
    var renderer = makeRenderer()
    renderer.setContents([.animation(Blink()), .placeholder, .placeholder])
    // When frames are drawn at 0.2 s, 0.7 s and 1.2 s
    var colours: [RGBAColor] = []
    var wakeUps: [Double?] = []
    for time in [0.2, 0.7, 1.2] {
      engine.advance(to: time)
      colours.append(centre(renderer.render(engine)))
      wakeUps.append(renderer.nextAnimationWakeUp)
    }
    // Then they show red, blue, red; playback started with the first frame drawn (0.2 s)
    #expect(
      colours == [RGBAColor(hex: 0xFF0000), RGBAColor(hex: 0x0000FF), RGBAColor(hex: 0xFF0000)])
    // And each says when the next picture frame is due, though the engine itself is idle
    #expect(engine.nextWakeUp == nil)
    #expect(wakeUps.map { $0.map { ($0 * 1000).rounded() / 1000 } } == [0.7, 1.2, 1.7])
  }

  @Test func offScreenAndReducedMotionAnimationsNeedNoWakeUps() {
    // Given an animated second item, off screen
    var engine = CarouselEngine(itemCount: 3, viewportSize: CarouselSize(width: 39, height: 13))
    var renderer = makeRenderer()
    renderer.setContents([.placeholder, .animation(Blink()), .placeholder])
    _ = renderer.render(engine)
    // Then there is nothing to wake for
    #expect(renderer.nextAnimationWakeUp == nil)
    // When it comes on screen under reduced motion
    engine.setReducedMotion(true, now: 0)
    engine.scroll(to: 1, animated: false, now: 0)
    engine.advance(to: 0.7)
    let frame = renderer.render(engine)
    // Then it shows its first frame, and still nothing wakes the host
    #expect(centre(frame) == RGBAColor(hex: 0xFF0000))
    #expect(renderer.nextAnimationWakeUp == nil)
  }
}
