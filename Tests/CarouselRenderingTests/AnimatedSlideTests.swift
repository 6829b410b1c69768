import CarouselCore
import Testing

@testable import CarouselRendering

/// The renderer draws an animated picture's frame for the frame's time, plays only what the
/// frame's slots say play, and says when the next picture frame is due, which the machine
/// then wakes for.
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

  @Test func aSlidesAnimationLengthIsOneLoopOfAnAnimationAndNothingElse() {
    #expect(SlideContent.animation(Blink()).animationLength == 1)
    #expect(SlideContent.placeholder.animationLength == nil)
    #expect(SlideContent.failure(reason: "HTTP 404").animationLength == nil)
    #expect(
      SlideContent.image(FrameBuffer(width: 1, height: 1, fill: Self.red)).animationLength == nil)
  }

  static let red = RGBAColor(hex: 0xFF0000)
  static let blue = RGBAColor(hex: 0x0000FF)

  /// A renderer that draws the slides alone (no pause mark over the small frame).
  func makeRenderer() -> CarouselRenderer {
    var style = CarouselRenderStyle()
    style.showsPauseMark = false
    return CarouselRenderer(style: style)
  }

  /// A machine of three items, 39 x 13 points, without dots or auto-advance.
  func host(signals: CarouselHostSignals = CarouselHostSignals(isInWindow: true))
    -> CarouselHostMachine
  {
    RenderedCarousel.host(
      count: 3, slides: CarouselSize(width: 39, height: 13), indicator: nil, signals: signals)
  }

  func centre(_ frame: FrameBuffer) -> RGBAColor {
    frame.pixel(x: frame.width / 2, y: frame.height / 2)
  }

  @Test func theFrameForTheFramesTimeAndTheMachineWakesForTheNext() {
    // Given a carousel whose first item is animated, on screen, with no auto-advance
    var host = host()
    var renderer = makeRenderer()
    renderer.setContents([.animation(Blink()), .placeholder, .placeholder])
    // When frames are drawn at 0.2 s, 0.7 s and 1.2 s, each telling the machine when the
    // next picture frame is due
    var colours: [RGBAColor] = []
    var plans: [CarouselTickPlan] = []
    for time in [0.2, 0.7, 1.2] {
      host.tick(now: time)
      colours.append(centre(renderer.render(host.frame)))
      host.setPictureWakeUp(renderer.nextAnimationWakeUp, now: time)
      plans.append(host.tickPlan)
    }
    // Then they show red, blue, red; playback started with the first frame drawn (0.2 s)
    #expect(colours == [Self.red, Self.blue, Self.red])
    // And the machine, idle itself, wakes for each next picture frame
    #expect(host.engine.nextWakeUp == nil)
    let wakeUps = plans.map { plan -> Double? in
      guard case .wakeUp(let time) = plan else { return nil }
      return (time * 1000).rounded() / 1000
    }
    #expect(wakeUps == [0.7, 1.2, 1.7])
  }

  @Test func offScreenAndReducedMotionAnimationsNeedNoWakeUps() {
    // Given an animated second item, off screen
    var host = host()
    var renderer = makeRenderer()
    renderer.setContents([.placeholder, .animation(Blink()), .placeholder])
    _ = renderer.render(host.frame)
    // Then there is nothing to wake for
    #expect(renderer.nextAnimationWakeUp == nil)
    // When it comes on screen under reduced motion
    host.setSignal(.reduceMotion, true, now: 0)
    host.scroll(to: 1, animated: false, now: 0)
    host.tick(now: 0.7)
    let frame = renderer.render(host.frame)
    // Then it shows its first frame, and still nothing wakes the host
    #expect(centre(frame) == Self.red)
    #expect(renderer.nextAnimationWakeUp == nil)
  }

  @Test func whetherAPicturePlaysComesFromTheFramesSlots() throws {
    // Given the animated first item on screen, playing
    var host = host()
    var renderer = makeRenderer()
    renderer.setContents([.animation(Blink()), .placeholder, .placeholder])
    _ = renderer.render(host.frame)
    #expect(renderer.nextAnimationWakeUp != nil)
    // When a frame at 0.3 s says its slot does not play (whatever else the machine knows)
    host.tick(now: 0.3)
    var still = host.frame
    for index in still.slots.indices { still.slots[index].playsAnimation = false }
    // Then the picture stops on the frame it shows, and nothing wakes for it
    #expect(centre(renderer.render(still)) == Self.red)
    #expect(renderer.nextAnimationWakeUp == nil)
    // And when a frame says it plays again (1.5 s), it goes on from where it stopped: red
    // for 0.2 s more (had it played on, 1.5 s would show blue)
    host.tick(now: 1.5)
    #expect(centre(renderer.render(host.frame)) == Self.red)
    host.tick(now: 1.75)
    #expect(centre(renderer.render(host.frame)) == Self.blue)
  }
}
