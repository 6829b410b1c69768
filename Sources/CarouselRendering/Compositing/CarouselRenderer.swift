import CarouselCore

/// The software compositor: draws a ``/CarouselCore/CarouselFrame`` (the one value a
/// ``/CarouselCore/CarouselHostMachine`` publishes) into an RGBA buffer.
///
/// The renderer decides nothing about the carousel: the slides' rectangle, each slot's place,
/// transform, opacity and drawing order, the cross-fade, the page dots, the stop/start control
/// and whether the user stopped the slide show all come from the frame. It only keeps each
/// item's content, and a prescaled copy of it at the slot's pixel size, so drawing a frame
/// costs one filtered copy per visible slide.
///
/// Animated pictures (``SlideContent/animation(_:)``) play on the frame's clock where the
/// frame's slots say they play (``/CarouselCore/CarouselFrame/Slot/playsAnimation``), following
/// a ``/CarouselCore/CarouselAnimationClock``. ``nextAnimationWakeUp`` says when the next
/// picture frame is due: give it back to the machine
/// (``/CarouselCore/CarouselHostMachine/setPictureWakeUp(_:now:)``), whose tick plan then wakes
/// for it, and sleeps while nothing animates.
///
/// ```swift
/// var host = CarouselHostMachine(
///   itemCount: 5, signals: CarouselHostSignals(isInWindow: true), now: 0)
/// let style = CarouselRenderStyle.defaultPageIndicator
/// host.setIndicator(.dots(style), now: 0)
/// host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
/// var renderer = CarouselRenderer(scale: 3)
/// renderer.setContents(DemoSlide.standardSet().map { .artwork($0) })
/// var buffer = FrameBuffer(width: 0, height: 0)
/// renderer.render(host.frame, into: &buffer)  // 1170 x 390 pixels
/// host.setPictureWakeUp(renderer.nextAnimationWakeUp, now: host.frame.time)
/// ```
public struct CarouselRenderer {
  /// How the background, the pictures' fitting and the pause mark look.
  public var style: CarouselRenderStyle {
    didSet {
      if style.contentMode != oldValue.contentMode { cache.removeAll() }
    }
  }
  /// Pixels per point: the frame is in points, the buffer in pixels.
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
  ///   - style: How the background, the pictures' fitting and the pause mark look.
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

  /// When the next frame of an animated picture on screen is due (on the frame's clock), or
  /// nil when none is: no animated item plays (none on screen, the carousel out of sight,
  /// reduced motion), or the animations have finished. Valid after drawing a frame; hand it
  /// to ``/CarouselCore/CarouselHostMachine/setPictureWakeUp(_:now:)``.
  public var nextAnimationWakeUp: Double? { animations.nextWakeUp(now: animationTime) }

  private var animationTime = 0.0

  /// The pixel size of the buffer ``render(_:into:)`` draws a frame into: the fewest whole
  /// pixels that cover the frame's bounds at this renderer's scale
  /// (``/CarouselCore/PixelRounding``).
  ///
  /// - Parameter frame: The frame.
  /// - Returns: The width and height in pixels.
  public func pixelSize(of frame: CarouselFrame) -> (width: Int, height: Int) {
    PixelRounding.pixels(covering: frame.bounds, scale: scale)
  }

  /// Draws a frame: the slides in the frame's slides rectangle, the pause mark when the user
  /// stopped the slide show (``CarouselRenderStyle/showsPauseMark``), the machine's page dots
  /// (``/CarouselCore/CarouselFrame/Indicator/dots``) and the stop/start control where the
  /// frame puts it (``/CarouselCore/CarouselFrame/rotationControl``).
  ///
  /// Each slot is drawn at its quad (``/CarouselCore/CarouselFrame/Slot/quad``: in perspective
  /// for the 3D effects) with its opacity, lowest ``/CarouselCore/CarouselFrame/Slot/zIndex``
  /// first; while no slot is transformed, the slides are drawn edge to edge with no seam of
  /// background between them. Whatever of the slides reaches outside their rectangle (the next
  /// slide of a vertical carousel, an effect's overhang) is cut off, so nothing of them covers
  /// an indicator's band. An indicator that is a platform control (``/CarouselCore/CarouselFrame/Indicator/dots``
  /// nil) is not drawn.
  ///
  /// ```swift
  /// host.tick(now: time)
  /// renderer.render(host.frame, into: &buffer)
  /// let png = try buffer.pngData()
  /// ```
  ///
  /// - Parameters:
  ///   - frame: The host machine's frame.
  ///   - buffer: The destination; it is replaced by a new buffer when its size does not
  ///     match ``pixelSize(of:)``.
  /// - Complexity: O(buffer pixels), plus one resample for each slide that shows new content
  ///   or a new size.
  public mutating func render(_ frame: CarouselFrame, into buffer: inout FrameBuffer) {
    let size = pixelSize(of: frame)
    if buffer.width != size.width || buffer.height != size.height {
      buffer = FrameBuffer(width: size.width, height: size.height)
    }
    let slides = frame.slidesFrame
    if slides == CarouselRect(origin: .zero, size: frame.bounds) {
      drawSlides(frame, into: &buffer)
    } else {
      // The slides are drawn on their own and copied in, so nothing of them reaches into the
      // indicator's band.
      var drawn = slidesBuffer
      slidesBuffer = FrameBuffer(width: 0, height: 0)  // one owner of the bytes while drawing
      renderSlides(frame, into: &drawn)
      buffer.clear(to: style.backgroundColor)
      buffer.copy(
        drawn, toX: Int((slides.minX * scale).rounded()), y: Int((slides.minY * scale).rounded()))
      slidesBuffer = drawn
    }
    let indicator = frame.indicator
    if !indicator.isHidden, let dots = indicator.dots {
      buffer.drawPageIndicator(dots, style: indicator.style, scale: scale)
    }
    if let control = frame.rotationControl {
      buffer.drawRotationControl(
        control.frame, isStopped: control.isStopped, style: indicator.style,
        isRightToLeft: frame.layoutDirection == .rightToLeft, scale: scale)
    }
  }

  /// Draws a frame into a new buffer (see ``render(_:into:)``).
  ///
  /// - Parameter frame: The host machine's frame.
  /// - Returns: A buffer of ``pixelSize(of:)``.
  public mutating func render(_ frame: CarouselFrame) -> FrameBuffer {
    var buffer = FrameBuffer(width: 0, height: 0)
    render(frame, into: &buffer)
    return buffer
  }

  /// Draws only a frame's slides, into a buffer of the slides rectangle's size: for a front
  /// end that draws the page indicator and the controls its own way (the terminal draws the
  /// dots as text). The pause mark is drawn when the style shows it.
  ///
  /// - Parameters:
  ///   - frame: The host machine's frame.
  ///   - buffer: The destination; it is replaced by a new buffer when its size does not match
  ///     the slides rectangle's pixels.
  /// - Complexity: O(buffer pixels), plus one resample for each slide that shows new content
  ///   or a new size.
  public mutating func renderSlides(_ frame: CarouselFrame, into buffer: inout FrameBuffer) {
    let size = PixelRounding.pixels(covering: frame.slidesFrame.size, scale: scale)
    if buffer.width != size.width || buffer.height != size.height {
      buffer = FrameBuffer(width: size.width, height: size.height)
    }
    drawSlides(frame, into: &buffer)
  }

  /// Draws the slides and the pause mark into a buffer of the slides' size.
  private mutating func drawSlides(_ frame: CarouselFrame, into buffer: inout FrameBuffer) {
    buffer.clear(to: style.backgroundColor)
    animationTime = frame.time
    animations.update(frame: frame, now: frame.time)
    cache.beginFrame()
    if frame.slots.allSatisfy({ $0.transform == .identity && $0.alpha >= 1 }) {
      drawAbuttingSlots(frame, into: &buffer)
    } else {
      drawTransformedSlots(frame, into: &buffer)
    }
    drawOutgoingCrossFade(frame, into: &buffer)
    cache.trim()
    if style.showsPauseMark, frame.isRotationStopped {
      buffer.drawPauseMark(style: style, scale: scale)
    }
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
  private mutating func drawAbuttingSlots(_ frame: CarouselFrame, into buffer: inout FrameBuffer) {
    let horizontal = frame.axis == .horizontal
    let visible = frame.slots.filter { $0.visibleFraction > 0 }.sorted {
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
      let slide = preparedSlide(itemIndex: slot.item, frame: slot.frame)
      buffer.composite(
        slide, into: pixels(slot.frame), alpha: 1,
        trailingExtension: extendsTrailingEdge ? (horizontal ? (1, 0) : (0, 1)) : (0, 0))
    }
  }

  /// Draws the slots at their quads with their opacity, lowest z-index first (in the frame's
  /// order among equals).
  private mutating func drawTransformedSlots(
    _ frame: CarouselFrame, into buffer: inout FrameBuffer
  ) {
    let ordered = frame.slots.enumerated()
      .filter { $0.element.alpha > 0 }
      .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
      .map(\.element)
    for slot in ordered {
      let alpha = slot.alpha.isFinite ? min(max(slot.alpha, 0), 1) : 1
      let slide = preparedSlide(itemIndex: slot.item, frame: slot.frame)
      if slot.is3D {
        let corners = slot.quad.corners.map { CarouselPoint(x: $0.x * scale, y: $0.y * scale) }
        buffer.compositeProjected(
          slide, corners: corners, isHorizontal: frame.axis == .horizontal, alpha: alpha)
      } else {
        buffer.composite(slide, into: pixels(slot.quad.boundingBox), alpha: alpha)
      }
    }
  }

  /// Under reduced motion pages change by cross-fading: the new page is already laid out,
  /// and the outgoing item fades out above it where the frame says.
  private mutating func drawOutgoingCrossFade(
    _ frame: CarouselFrame, into buffer: inout FrameBuffer
  ) {
    guard let fade = frame.crossFade, fade.alpha > 0 else { return }
    let slide = preparedSlide(itemIndex: fade.item, frame: fade.frame)
    buffer.composite(slide, into: pixels(fade.frame), alpha: min(fade.alpha, 1))
  }

  /// A rectangle in points, in this renderer's pixels.
  private func pixels(_ rect: CarouselRect) -> CarouselRect {
    CarouselRect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.size.width * scale,
      height: rect.size.height * scale)
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
