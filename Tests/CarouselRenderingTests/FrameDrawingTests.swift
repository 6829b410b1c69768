import CarouselCore
import Testing

@testable import CarouselRendering

/// The renderer draws exactly the frame it is given: the slides' rectangle, each slot's place,
/// opacity and order, the dots where the frame puts them. It lays nothing out itself.
@Suite struct FrameDrawingTests {
  static let red = RGBAColor(hex: 0xC80000)
  static let blue = RGBAColor(hex: 0x0000C8)

  static func renderer() -> CarouselRenderer {
    var style = CarouselRenderStyle()
    style.showsPauseMark = false
    var renderer = CarouselRenderer(style: style, scale: 1)
    renderer.setContents([
      .image(FrameBuffer(width: 4, height: 4, fill: red)),
      .image(FrameBuffer(width: 4, height: 4, fill: blue)),
    ])
    return renderer
  }

  /// A frame of two 60 x 20 slots in 120 x 20 bounds, built by hand.
  static func frame(_ slots: [CarouselFrame.Slot]) -> CarouselFrame {
    var frame = CarouselFrame()
    frame.bounds = CarouselSize(width: 120, height: 20)
    frame.slidesFrame = CarouselRect(x: 0, y: 0, width: 120, height: 20)
    frame.itemCount = 2
    frame.currentIndex = 0
    frame.slots = slots
    return frame
  }

  @Test func slotsAreDrawnInTheirOrderOfDepthNotOfTheList() {
    // Given two overlapping slots, the red one listed first
    var renderer = Self.renderer()
    func drawn(redDepth: Double) -> RGBAColor {
      let frame = Self.frame([
        CarouselFrame.Slot(
          id: 0, item: 0, frame: CarouselRect(x: 0, y: 0, width: 60, height: 20),
          alpha: 0.999, zIndex: redDepth),
        CarouselFrame.Slot(
          id: 1, item: 1, frame: CarouselRect(x: 30, y: 0, width: 60, height: 20), zIndex: 0),
      ])
      return renderer.render(frame).pixel(x: 45, y: 10)
    }
    // Then where they overlap the one with the higher z index is in front
    #expect(drawn(redDepth: 1).red > 190 && drawn(redDepth: 1).blue < 10)
    #expect(drawn(redDepth: -1).blue > 190 && drawn(redDepth: -1).red < 10)
  }

  @Test func theSlidesGoWhereTheFrameSays() {
    // Given a frame whose slides sit 8 points down in taller bounds
    var renderer = Self.renderer()
    var frame = Self.frame([
      CarouselFrame.Slot(id: 0, item: 0, frame: CarouselRect(x: 0, y: 0, width: 60, height: 20)),
      CarouselFrame.Slot(id: 1, item: 1, frame: CarouselRect(x: 60, y: 0, width: 60, height: 20)),
    ])
    frame.bounds = CarouselSize(width: 120, height: 30)
    frame.slidesFrame = CarouselRect(x: 0, y: 8, width: 120, height: 20)
    let buffer = renderer.render(frame)
    // Then the slides are drawn there, in the slots' places, and the rest is background
    #expect(buffer.width == 120 && buffer.height == 30)
    #expect(buffer.pixel(x: 10, y: 4) == renderer.style.backgroundColor)
    #expect(buffer.pixel(x: 10, y: 12) == Self.red)
    #expect(buffer.pixel(x: 100, y: 12) == Self.blue)
    #expect(buffer.pixel(x: 100, y: 29) == renderer.style.backgroundColor)
    // And drawing the slides alone gives a buffer of the slides' size
    var slides = FrameBuffer(width: 0, height: 0)
    renderer.renderSlides(frame, into: &slides)
    #expect(slides.width == 120 && slides.height == 20)
    #expect(slides.pixel(x: 10, y: 0) == Self.red)
  }

  @Test func theDotsAreDrawnWhereTheFrameSaysNotWhereAStyleWould() throws {
    // Given a machine's frame with its dots, and the same frame with the dots moved 40 points
    var style = CarouselRenderStyle.defaultPageIndicator
    style.backdropColor = nil
    let host = RenderedCarousel.host(
      count: 2, slides: CarouselSize(width: 200, height: 60), indicator: style)
    var renderer = CarouselRenderer(scale: 1)
    renderer.setContents(Array(repeating: .image(FrameBuffer(width: 1, height: 1)), count: 2))
    let dots = try #require(host.frame.indicator.dots)
    let lit = dots.dots[0].frame.center
    var moved = host.frame
    var movedDots = dots
    for index in movedDots.dots.indices {
      movedDots.dots[index].frame = movedDots.dots[index].frame.offsetBy(dx: 40)
    }
    moved.indicator.dots = movedDots
    // Then the lit dot is drawn where each frame puts it, and nowhere else
    let original = renderer.render(host.frame)
    let shifted = renderer.render(moved)
    #expect(original.pixel(x: Int(lit.x), y: Int(lit.y)) == .white)
    #expect(shifted.pixel(x: Int(lit.x), y: Int(lit.y)) != .white)
    #expect(shifted.pixel(x: Int(lit.x) + 40, y: Int(lit.y)) == .white)
    // And a hidden indicator draws nothing
    var hidden = host.frame
    hidden.indicator.isHidden = true
    #expect(renderer.render(hidden).pixel(x: Int(lit.x), y: Int(lit.y)) != .white)
  }
}

extension CarouselRect {
  fileprivate func offsetBy(dx: Double) -> CarouselRect {
    CarouselRect(x: minX + dx, y: minY, width: size.width, height: size.height)
  }
}
