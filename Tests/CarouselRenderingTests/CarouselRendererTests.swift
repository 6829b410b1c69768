import CarouselCore
import Testing

@testable import CarouselRendering

@Suite struct CarouselRendererTests {
  @Test func emptyCarouselDrawsTheBackgroundOnly() {
    var renderer = CarouselRenderer(scale: 1)
    let host = RenderedCarousel.host(count: 0, slides: CarouselSize(width: 30, height: 10))
    let frame = renderer.render(host.frame)
    #expect(frame.width == 30 && frame.height == 10)
    #expect(frame.pixel(x: 15, y: 5) == renderer.style.backgroundColor)
  }

  @Test func slidesAreResampledOncePerContentAndSize() {
    // Given five pictures larger than the slide, and a page turn from item 0 to item 1
    var renderer = CarouselRenderer(scale: 1)
    renderer.setContents((0..<5).map { _ in .image(Pictures.landscape(width: 300, height: 200)) })
    var host = RenderedCarousel.host(count: 5, slides: CarouselSize(width: 120, height: 40))
    host.next(now: 0)
    var frame = FrameBuffer(width: 0, height: 0)
    // When 21 frames are drawn through the whole turn
    for step in 0...20 {
      host.tick(now: Double(step) * 0.02)
      renderer.render(host.frame, into: &frame)
    }
    // Then each of the two pictures that showed was resampled exactly once, and both are kept
    #expect(!host.frame.isAnimating && host.frame.currentIndex == 1)
    #expect(renderer.preparedSlideCount == 2)
    #expect(renderer.cachedSlideCount == 2)
    // And drawing the resting frame again resamples nothing
    renderer.render(host.frame, into: &frame)
    #expect(renderer.preparedSlideCount == 2)

    // When the shown item gets new content
    renderer.setContent(.failure(reason: "gone"), at: 1)
    // Then its prepared copy is forgotten at once, and the next frame prepares one again
    #expect(renderer.cachedSlideCount == 1)
    renderer.render(host.frame, into: &frame)
    #expect(renderer.preparedSlideCount == 3)
    #expect(renderer.cachedSlideCount == 2)
    #expect(
      frame.pixel(x: 60, y: 5) != Pictures.landscape(width: 120, height: 40).pixel(x: 60, y: 5))

    // When the content mode changes, every prepared slide is made again
    renderer.style.contentMode =
      renderer.style.contentMode == .aspectFill ? .aspectFit : .aspectFill
    #expect(renderer.cachedSlideCount == 0)
    renderer.render(host.frame, into: &frame)
    #expect(renderer.preparedSlideCount == 4)
  }

  @Test func preparedSlidesBeyondTheSpareCapacityAreEvictedLeastRecentlyUsedFirst() {
    // Given ten pictures, shown one at a time (jumps, no animation)
    var renderer = CarouselRenderer(scale: 1)
    renderer.setContents((0..<10).map { _ in .image(Pictures.landscape(width: 90, height: 30)) })
    var host = RenderedCarousel.host(count: 10, slides: CarouselSize(width: 60, height: 20))
    var frame = FrameBuffer(width: 0, height: 0)
    func show(_ item: Int) {
      host.scroll(to: item, animated: false, now: 0)
      renderer.render(host.frame, into: &frame)
    }
    // When every item has been shown once
    for item in 0..<10 { show(item) }
    // Then each was resampled once, and the cache keeps the one on screen plus six spares
    #expect(renderer.preparedSlideCount == 10)
    #expect(renderer.cachedSlideCount == 7)
    // And the six most recently shown (3...8) are still prepared: showing them costs nothing
    for item in [8, 3, 5] { show(item) }
    #expect(renderer.preparedSlideCount == 10)
    // But the oldest ones were evicted and are resampled again
    show(0)
    #expect(renderer.preparedSlideCount == 11)
    #expect(renderer.cachedSlideCount == 7)
  }

  @Test func slidingFineDetailDoesNotShimmer() {
    // Given a picture of one-pixel stripes at four times the slide's resolution, sliding by
    // fractions of a pixel from frame to frame
    var renderer = CarouselRenderer(scale: 1)
    let stripes = Pictures.stripes(width: 400, height: 40)
    renderer.setContents([.image(stripes), .image(stripes)])
    var host = RenderedCarousel.host(
      count: 2, slides: CarouselSize(width: 100, height: 10), indicator: nil)
    host.pan(.began, at: CarouselPoint(x: 90, y: 5), now: 0)
    var means: [Double] = []
    var columnSpread: [Double] = []
    for step in 1...30 {
      let x = 90 - Double(step) * 0.37
      host.pan(
        .changed, at: CarouselPoint(x: x, y: 5), translation: CarouselPoint(x: x - 90, y: 0),
        now: Double(step) / 60)
      let frame = renderer.render(host.frame)
      let row = (0..<frame.width).map { Double(frame.pixel(x: $0, y: 5).red) }
      means.append(row.reduce(0, +) / Double(row.count))
      columnSpread.append((row.max() ?? 0) - (row.min() ?? 0))
    }
    // Then every frame is an even grey: no stripes alias into bands, no flicker between
    // frames (a point-sampled picture would swing between black and white)
    #expect(host.frame.isDragging)
    #expect((means.max() ?? 0) - (means.min() ?? 0) < 3)
    #expect((columnSpread.max() ?? 255) < 24)
  }

  @Test func scaleMultipliesTheFrameSize() {
    var renderer = CarouselRenderer(scale: 3)
    let host = RenderedCarousel.host(count: 1, slides: CarouselSize(width: 390, height: 130))
    let size = renderer.pixelSize(of: host.frame)
    #expect(size.width == 1170 && size.height == 390)
    #expect(renderer.render(host.frame).width == 1170)
  }

  @Test func framesCoverTheBoundsInWholePixelsByTheSharedRule() {
    // Given bounds in thirds of a point at 1x, 2x, 3x and a fractional scale
    var checked = 0
    for scale in [1, 2, 3, 2.5] {
      var renderer = CarouselRenderer(scale: scale)
      for width in stride(from: 30, through: 60, by: 1) {
        let bounds = CarouselSize(width: Double(width) / 3, height: Double(width + 1) / 3)
        let host = RenderedCarousel.host(count: 2, slides: bounds, indicator: nil)
        // Then the buffer is as many pixels as the image slots would request
        let size = renderer.pixelSize(of: host.frame)
        let shared = PixelRounding.pixels(covering: bounds, scale: scale)
        #expect(size.width == shared.width && size.height == shared.height, "\(bounds)")
        checked += 1
      }
      // And bounds a fraction of a pixel past a whole one get a whole extra pixel
      let host = RenderedCarousel.host(
        count: 2, slides: CarouselSize(width: 130.1, height: 43.4), indicator: nil)
      let frame = renderer.render(host.frame)
      #expect(frame.width == Int((130.1 * scale).rounded(.up)))
      #expect(frame.height == Int((43.4 * scale).rounded(.up)))
    }
    #expect(checked == 4 * 31)
  }

  @Test func effectTransformsPlaceScaleAndFadeSlides() {
    // Given one white slide with a custom effect
    func frame(for transform: CarouselTransform) -> FrameBuffer {
      let host = RenderedCarousel.host(
        count: 1, slides: CarouselSize(width: 20, height: 10), indicator: nil
      ) { configuration in
        configuration.effect = .custom("test") { _, _ in transform }
        configuration.loopsSingleItem = false
      }
      var renderer = CarouselRenderer(scale: 1)
      renderer.setContents([.image(FrameBuffer(width: 20, height: 10, fill: .white))])
      return renderer.render(host.frame)
    }
    let background = CarouselRenderStyle().backgroundColor
    // Transparent: only the background
    #expect(frame(for: CarouselTransform(alpha: 0)).pixel(x: 10, y: 5) == background)
    // Half size: the centre is white, the corners background
    let half = frame(for: CarouselTransform(scale: 0.5))
    #expect(half.pixel(x: 10, y: 5) == .white)
    #expect(half.pixel(x: 1, y: 1) == background)
    // Moved along the axis by half its length: the left half is background
    let moved = frame(for: CarouselTransform(alongAxis: 10))
    #expect(moved.pixel(x: 5, y: 5) == background)
    #expect(moved.pixel(x: 15, y: 5) == .white)
    // Half transparent: half-way between
    let faded = frame(for: CarouselTransform(alpha: 0.5)).pixel(x: 10, y: 5)
    #expect(abs(Int(faded.red) - (255 + Int(background.red)) / 2) <= 2)
  }

  @Test func perspectiveTurnKeepsTheNearEdgeLonger() {
    // Given a slide turned 45 degrees about its left edge
    var frame = FrameBuffer(width: 100, height: 60, fill: .black)
    let slide = FrameBuffer(width: 100, height: 60, fill: .white)
    let transform = CarouselTransform(
      rotation: CarouselRotation(angle: .pi / 4, anchor: 0, perspective: 2))
    let corners = transform.corners(
      of: CarouselRect(x: 0, y: 0, width: 100, height: 60), axis: .horizontal,
      direction: .leftToRight)
    frame.compositeProjected(slide, corners: corners, isHorizontal: true, alpha: 1)
    // Then the left edge keeps its full height, the turned-away right part is shorter and
    // nearer the left, and nothing is drawn past its far edge
    #expect(frame.pixel(x: 1, y: 1) == .white)
    let farColumn = Int(corners[1].x) - 2
    #expect(frame.pixel(x: farColumn, y: 1) == .black)
    #expect(frame.pixel(x: farColumn, y: 30) == .white)
    #expect(frame.pixel(x: 98, y: 30) == .black)
    // Seen from behind, nothing at all
    var behind = FrameBuffer(width: 100, height: 60, fill: .black)
    let mirrored = [corners[1], corners[0], corners[3], corners[2]]
    behind.compositeProjected(slide, corners: mirrored, isHorizontal: true, alpha: 1)
    #expect(behind.pixel(x: 30, y: 30) == .black)
  }

  @Test func perspectiveTurnGivesTheNearHalfMoreOfTheScreen() {
    // Given a slide, white on its left half and black on its right, turned 45 degrees about
    // its left edge (the left edge stays near, the right recedes)
    var slide = FrameBuffer(width: 100, height: 60, fill: .black)
    for y in 0..<60 {
      for x in 0..<50 { slide.setPixel(x: x, y: y, to: .white) }
    }
    let transform = CarouselTransform(
      rotation: CarouselRotation(angle: .pi / 4, anchor: 0, perspective: 2))
    let corners = transform.corners(
      of: CarouselRect(x: 0, y: 0, width: 100, height: 60), axis: .horizontal,
      direction: .leftToRight)
    var frame = FrameBuffer(width: 100, height: 60, fill: .black)
    frame.compositeProjected(slide, corners: corners, isHorizontal: true, alpha: 1)
    // Then the picture's middle lands where perspective puts it: past the middle of the
    // turned slide on the screen, at the share near / (near + far) of its edges' lengths
    // (what a browser's compositor draws for the same matrix)
    let near = corners[3].y - corners[0].y
    let far = corners[2].y - corners[1].y
    let middle = corners[0].x + (corners[1].x - corners[0].x) * near / (near + far)
    #expect(middle > (corners[0].x + corners[1].x) / 2 + 3)
    let row = 30
    let boundary = (0..<100).first { frame.pixel(x: $0, y: row).red < 128 } ?? 100
    #expect(abs(Double(boundary) - middle) <= 1)
  }

  @Test func pngRoundTrip() throws {
    let picture = Pictures.landscape(width: 64, height: 32)
    let decoded = try FrameBuffer(decoding: picture.pngData())
    #expect(GoldenFrame.compare(decoded, picture).mean < 0.01)
    #expect(throws: CodecError.self) { try FrameBuffer(decoding: [1, 2, 3]) }
  }
}

@Suite struct ReducedMotionRenderingTests {
  /// Under reduced motion a page change does not slide: the outgoing picture fades out in
  /// place above the incoming one, where the frame's cross-fade says.
  @Test func pageChangesCrossFadeInPlace() {
    let red = RGBAColor(red: 200, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 200)
    // The machine stops the slide show under reduced motion: no pause mark over the fade.
    var style = CarouselRenderStyle()
    style.showsPauseMark = false
    var renderer = CarouselRenderer(style: style, scale: 1)
    renderer.setContents([
      .image(FrameBuffer(width: 60, height: 20, fill: red)),
      .image(FrameBuffer(width: 60, height: 20, fill: blue)),
    ])
    var host = RenderedCarousel.host(
      count: 2, slides: CarouselSize(width: 60, height: 20), indicator: nil,
      signals: CarouselHostSignals(isInWindow: true, isReduceMotionEnabled: true))
    host.next(now: 0)
    let start = renderer.render(host.frame)
    #expect(start.pixel(x: 5, y: 10) == red)
    #expect(start.pixel(x: 55, y: 10) == red)
    host.tick(now: host.engine.configuration.scrollAnimationDuration / 2)
    #expect(host.frame.crossFade?.item == 0)
    let middle = renderer.render(host.frame)
    // Every column is the same blend: nothing moved.
    for x in [1, 30, 58] {
      let pixel = middle.pixel(x: x, y: 10)
      #expect(abs(Int(pixel.red) - 100) <= 2 && abs(Int(pixel.blue) - 100) <= 2, "x \(x): \(pixel)")
    }
    host.tick(now: 1)
    let end = renderer.render(host.frame)
    #expect(end.pixel(x: 5, y: 10) == blue)
    #expect(host.frame.crossFade == nil)
  }
}
