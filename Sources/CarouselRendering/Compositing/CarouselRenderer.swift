import CarouselCore

/// The software compositor: draws a carousel engine's live slots, page indicator and pause
/// mark into an RGBA frame.
///
/// The renderer keeps each item's content and a prescaled copy of it at the slide's pixel
/// size; drawing a frame then costs one filtered copy per visible slide.
///
/// Animated pictures (``SlideContent/animation(_:)``) play on the engine's clock: each
/// frame drawn shows the picture's frame for the engine's ``/CarouselCore/CarouselEngine/time``,
/// following a ``/CarouselCore/CarouselAnimationClock`` (items on screen play, items off
/// screen stop, reduced motion shows first frames). ``nextAnimationWakeUp`` says when the
/// next picture frame is due, so a host sleeps while nothing animates.
///
/// ```swift
/// var engine = CarouselEngine(itemCount: 5, viewportSize: CarouselSize(width: 390, height: 130))
/// var renderer = CarouselRenderer(scale: 3)
/// renderer.setContents(DemoSlide.standardSet().map { .artwork($0) })
/// var frame = FrameBuffer(width: 0, height: 0)
/// renderer.render(engine, into: &frame)  // a 1170 x 390 frame
/// ```
public struct CarouselRenderer {
  /// How the background, dots and pause mark look.
  public var style: CarouselRenderStyle {
    didSet {
      if style.contentMode != oldValue.contentMode { cache.removeAll() }
    }
  }
  /// Pixels per point: the engine works in points, the frame in pixels.
  public let scale: Double
  /// The content of each item, by item index.
  public private(set) var contents: [SlideContent]

  private var generations: [Int]
  private var cache = PrescaledSlideCache()
  /// The slides of a frame whose indicator sits outside them, before they are copied in.
  private var slidesBuffer = FrameBuffer(width: 0, height: 0)
  private var animations = CarouselAnimationClock()
  /// The last frame drawn of each animated item, for a frame the animation cannot give.
  private var lastAnimationFrames: [Int: (index: Int, frame: FrameBuffer)] = [:]

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - style: How the background, dots and pause mark look.
  ///   - scale: Pixels per point (clamped to at least 0.01).
  public init(style: CarouselRenderStyle = CarouselRenderStyle(), scale: Double = 1) {
    self.style = style
    self.scale = scale.isFinite ? max(scale, 0.01) : 1
    self.contents = []
    self.generations = []
  }

  /// Replaces the content of every item.
  public mutating func setContents(_ newContents: [SlideContent]) {
    contents = newContents
    generations = newContents.indices.map { index in
      (generations.indices.contains(index) ? generations[index] : 0) + 1
    }
    cache.removeAll()
    animations.removeAll()
    lastAnimationFrames.removeAll()
    for (index, content) in newContents.enumerated() {
      if case .animation(let animation) = content {
        animations.setTimeline(animation.timeline, forItem: index)
      }
    }
  }

  /// Replaces the content of one item (a picture finished loading, or failed).
  ///
  /// - Parameters:
  ///   - content: The new content.
  ///   - index: The item; indices past the end grow the list with placeholders.
  public mutating func setContent(_ content: SlideContent, at index: Int) {
    guard index >= 0 else { return }
    while contents.count <= index {
      contents.append(.placeholder)
      generations.append(0)
    }
    contents[index] = content
    generations[index] += 1
    cache.removeAll(itemIndex: index)
    lastAnimationFrames[index] = nil
    if case .animation(let animation) = content {
      animations.setTimeline(animation.timeline, forItem: index)
    } else {
      animations.setTimeline(nil, forItem: index)
    }
  }

  /// When the next frame of an animated picture on screen is due (on the engine's clock),
  /// or `nil` when none is: no animated item on screen, reduced motion, or finished
  /// animations. Valid after ``render(_:into:)``.
  public var nextAnimationWakeUp: Double? { animations.nextWakeUp(now: animationTime) }

  private var animationTime = 0.0

  /// The size of the carousel drawn for an engine, in points: the engine's viewport (the
  /// slides), plus the page indicator's band when the style places it outside the slides.
  public func bounds(for engine: CarouselEngine) -> CarouselSize {
    PageIndicatorLayout.bounds(
      forSlides: engine.viewportSize, style: style.pageIndicator, count: engine.itemCount)
  }

  /// The pixel size of the frame for an engine at this renderer's scale: the fewest whole
  /// pixels that cover ``bounds(for:)`` (``/CarouselCore/PixelRounding``).
  public func frameSize(for engine: CarouselEngine) -> (width: Int, height: Int) {
    PixelRounding.pixels(covering: bounds(for: engine), scale: scale)
  }

  /// The page indicator drawn for an engine, in points: where each dot is and how it is
  /// filled (``/CarouselCore/PageIndicatorLayout``).
  public func pageIndicatorLayout(for engine: CarouselEngine) -> PageIndicatorLayout {
    PageIndicatorLayout(style: style.pageIndicator, engine: engine, bounds: bounds(for: engine))
  }

  /// Draws a frame of the engine's current state.
  ///
  /// Each slot is drawn at its frame moved by its transform (the configured
  /// ``/CarouselCore/CarouselEffect``: translation, scale, alpha, drawing order, and turns in
  /// perspective for the 3D effects). The page indicator is drawn over the slides, or in its
  /// band beside them (``/CarouselCore/PageIndicatorStyle/Placement-swift.enum/outside``).
  ///
  /// - Parameters:
  ///   - engine: The engine, already advanced to the frame's time.
  ///   - frame: The destination; it is replaced by a new buffer when its size does not match
  ///     ``frameSize(for:)``.
  /// - Complexity: O(frame pixels) per frame, plus one resample for each slide that shows new
  ///   content or a new size.
  public mutating func render(_ engine: CarouselEngine, into frame: inout FrameBuffer) {
    let size = frameSize(for: engine)
    if frame.width != size.width || frame.height != size.height {
      frame = FrameBuffer(width: size.width, height: size.height)
    }
    let indicator = pageIndicatorLayout(for: engine)
    let slides = indicator.slidesFrame
    if slides.origin == .zero, slides.size == bounds(for: engine) {
      drawSlides(engine, into: &frame)
    } else {
      // The slides are drawn on their own and copied in, so nothing of them (the next slide
      // of a vertical carousel, an effect's overhang) reaches into the indicator's band.
      let pixels = PixelRounding.pixels(covering: engine.viewportSize, scale: scale)
      var buffer = slidesBuffer
      if buffer.width != pixels.width || buffer.height != pixels.height {
        buffer = FrameBuffer(width: pixels.width, height: pixels.height)
      }
      slidesBuffer = FrameBuffer(width: 0, height: 0)  // one owner of the bytes while drawing
      drawSlides(engine, into: &buffer)
      frame.clear(to: style.backgroundColor)
      frame.copy(
        buffer, toX: Int((slides.minX * scale).rounded()), y: Int((slides.minY * scale).rounded()))
      slidesBuffer = buffer
    }
    if style.showsPageIndicator {
      frame.drawPageIndicator(indicator, style: style.pageIndicator, scale: scale)
      if let control = rotationControlFrame(for: engine, indicator: indicator) {
        frame.drawRotationControl(
          control, isStopped: engine.isRotationStoppedByUser, style: style.pageIndicator,
          isRightToLeft: engine.configuration.layoutDirection == .rightToLeft, scale: scale)
      }
    }
  }

  /// Where the stop/start control is drawn, in points: beside the dots while there is
  /// rotation to stop or start (``/CarouselCore/CarouselEngine/hasRotationControl``), by the
  /// shared rule; nil when the style hides it.
  public func rotationControlFrame(for engine: CarouselEngine) -> CarouselRect? {
    rotationControlFrame(for: engine, indicator: pageIndicatorLayout(for: engine))
  }

  private func rotationControlFrame(for engine: CarouselEngine, indicator: PageIndicatorLayout)
    -> CarouselRect?
  {
    guard style.showsPageIndicator, engine.hasRotationControl else { return nil }
    return indicator.rotationControlFrame(
      for: style.pageIndicator, bounds: bounds(for: engine),
      isRightToLeft: engine.configuration.layoutDirection == .rightToLeft)
  }

  /// Draws the slides and the pause mark into a frame of the viewport's size.
  private mutating func drawSlides(_ engine: CarouselEngine, into frame: inout FrameBuffer) {
    frame.clear(to: style.backgroundColor)
    animationTime = engine.time
    animations.update(engine: engine, now: engine.time)
    cache.beginFrame()
    if engine.slots.allSatisfy({ $0.transform == .identity }) {
      drawAbuttingSlots(engine, into: &frame)
    } else {
      drawTransformedSlots(engine, into: &frame)
    }
    drawOutgoingCrossFade(engine, into: &frame)
    cache.trim()
    if style.showsPauseMark, engine.pauseReasons.contains(.user) {
      frame.drawPauseMark(style: style, scale: scale)
    }
  }

  /// Draws a frame into a new buffer.
  public mutating func render(_ engine: CarouselEngine) -> FrameBuffer {
    var frame = FrameBuffer(width: 0, height: 0)
    render(engine, into: &frame)
    return frame
  }

  /// The page dot under a point of the carousel (in points), for hosts that make the dots
  /// clickable, or nil when the point is not on a dot's target (44 points tall, reaching
  /// half-way to the next dot) or the dots are hidden.
  public func pageDot(at point: CarouselPoint, in engine: CarouselEngine) -> Int? {
    guard style.showsPageIndicator else { return nil }
    return pageIndicatorLayout(for: engine).page(at: point)
  }

  /// The number of prescaled slides kept.
  package var cachedSlideCount: Int { cache.count }
  /// How many times a slide was prepared at a slot's pixel size (a picture resampled, or
  /// artwork drawn) since this renderer was created: the cost the cache exists to avoid.
  package var preparedSlideCount: Int { cache.preparedCount }

  // MARK: Slots

  /// Draws the visible slots from the top left, each one's trailing edge covering the
  /// pixel it shares with the next one, which then blends over it by its own coverage: the
  /// two add up exactly, so no seam of background shows through between moving slides.
  private mutating func drawAbuttingSlots(_ engine: CarouselEngine, into frame: inout FrameBuffer) {
    let horizontal = engine.configuration.axis == .horizontal
    let visible = engine.slots.filter { $0.visibleFraction > 0 }.sorted {
      horizontal ? $0.frame.minX < $1.frame.minX : $0.frame.minY < $1.frame.minY
    }
    for (index, slot) in visible.enumerated() {
      var extendsTrailingEdge = false
      if index + 1 < visible.count {
        let next = visible[index + 1].frame
        let end = horizontal ? slot.frame.maxX : slot.frame.maxY
        let start = horizontal ? next.minX : next.minY
        extendsTrailingEdge = abs(end - start) < 1e-6
      }
      let slide = preparedSlide(for: slot)
      frame.composite(
        slide, into: pixels(slot.frame), alpha: 1,
        trailingExtension: extendsTrailingEdge ? (horizontal ? (1, 0) : (0, 1)) : (0, 0))
    }
  }

  /// Draws the slots with their effect transforms, lowest z-index first.
  private mutating func drawTransformedSlots(
    _ engine: CarouselEngine, into frame: inout FrameBuffer
  ) {
    let configuration = engine.configuration
    let ordered = engine.slots.enumerated()
      .filter { $0.element.transform.alpha > 0 }
      .sorted {
        ($0.element.transform.zIndex, $0.offset) < ($1.element.transform.zIndex, $1.offset)
      }
      .map(\.element)
    for slot in ordered {
      let transform = slot.transform
      let alpha = transform.alpha.isFinite ? min(max(transform.alpha, 0), 1) : 1
      let slide = preparedSlide(for: slot)
      if transform.is3D {
        let corners = transform.corners(
          of: slot.frame, axis: configuration.axis, direction: configuration.layoutDirection
        ).map { CarouselPoint(x: $0.x * scale, y: $0.y * scale) }
        frame.compositeProjected(
          slide, corners: corners, isHorizontal: configuration.axis == .horizontal, alpha: alpha)
      } else {
        let bounds = transform.boundingFrame(
          of: slot.frame, axis: configuration.axis, direction: configuration.layoutDirection)
        frame.composite(slide, into: pixels(bounds), alpha: alpha)
      }
    }
  }

  /// Under reduced motion the engine changes pages by cross-fading: the new page is already
  /// laid out, and the outgoing item fades out above the current slot.
  private mutating func drawOutgoingCrossFade(
    _ engine: CarouselEngine, into frame: inout FrameBuffer
  ) {
    guard let fade = engine.crossFade, fade.alpha > 0,
      let current = engine.slots
        .filter({ $0.itemIndex == engine.currentIndex && $0.visibleFraction > 0 })
        .max(by: { $0.visibleFraction < $1.visibleFraction })
    else { return }
    let slide = preparedSlide(itemIndex: fade.outgoingItem, frame: current.frame)
    frame.composite(slide, into: pixels(current.frame), alpha: min(fade.alpha, 1))
  }

  /// A rectangle in points, in this renderer's pixels.
  private func pixels(_ rect: CarouselRect) -> CarouselRect {
    CarouselRect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.size.width * scale,
      height: rect.size.height * scale)
  }

  /// The slot's item content at the slot's pixel size, prepared once and cached.
  private mutating func preparedSlide(for slot: CarouselSlot) -> FrameBuffer {
    preparedSlide(itemIndex: slot.itemIndex, frame: slot.frame)
  }

  /// An item's content prepared for a frame of this size, cached.
  private mutating func preparedSlide(itemIndex index: Int, frame: CarouselRect) -> FrameBuffer {
    let pixels = PixelRounding.pixels(covering: frame.size, scale: scale)
    let width = max(1, pixels.width)
    let height = max(1, pixels.height)
    var content: SlideContent = contents.indices.contains(index) ? contents[index] : .placeholder
    let generation = generations.indices.contains(index) ? generations[index] : 0
    var frameIndex = 0
    if case .animation(let animation) = content {
      frameIndex = animations.frameIndex(forItem: index, now: animationTime)
      content = .image(animationFrame(animation, index: frameIndex, item: index))
    }
    let key = PrescaledSlideCache.Key(
      itemIndex: index, generation: generation, frameIndex: frameIndex, width: width,
      height: height)
    let mode = style.contentMode
    return cache.slide(for: key) {
      Self.prescale(content, width: width, height: height, mode: mode)
    }
  }

  /// A frame of an item's animation, or the last one drawn when the animation cannot give it
  /// (an empty frame, drawn as background, before any).
  private mutating func animationFrame(
    _ animation: any SlideAnimation, index: Int, item: Int
  ) -> FrameBuffer {
    if let last = lastAnimationFrames[item], last.index == index { return last.frame }
    guard let frame = animation.frame(at: index) else {
      return lastAnimationFrames[item]?.frame ?? FrameBuffer(width: 1, height: 1)
    }
    lastAnimationFrames[item] = (index, frame)
    return frame
  }

  /// Prepares one item's content at a slide's exact pixel size.
  static func prescale(_ content: SlideContent, width: Int, height: Int, mode: ContentMode)
    -> FrameBuffer
  {
    switch content {
    case .image(let image):
      if image.width == width, image.height == height { return image }
      return image.resized(toWidth: width, height: height, mode: mode)
    case .animation(let animation):
      let first = animation.frame(at: 0) ?? FrameBuffer(width: 1, height: 1)
      return prescale(.image(first), width: width, height: height, mode: mode)
    case .artwork(let artwork):
      var frame = FrameBuffer(width: width, height: height)
      artwork.draw(into: &frame)
      return frame
    case .placeholder:
      var frame = FrameBuffer(width: width, height: height)
      PlaceholderArtwork().draw(into: &frame)
      return frame
    case .failure(let reason):
      var frame = FrameBuffer(width: width, height: height)
      FailureArtwork(reason: reason).draw(into: &frame)
      return frame
    }
  }
}
