import CarouselCore

/// A visual effect applied to one slide on top of its slot frame: the hook for parallax,
/// zoom and fade effects. The identity leaves the slide where the engine put it.
///
/// ```swift
/// // Fade and shrink the slides that move away from the centre.
/// let depth: SlideEffect = { slot in
///   let distance = min(abs(slot.progress), 1)
///   return SlideTransform(scale: 1 - 0.15 * distance, alpha: 1 - 0.5 * distance)
/// }
/// renderer.render(engine, into: &frame, effect: depth)
/// ```
public struct SlideTransform: Hashable, Sendable {
  /// The scale about the slot frame's centre (1 is the slot's own size).
  public var scale: Double
  /// The opacity, in `0 ... 1`.
  public var alpha: Double
  /// An extra offset, in points.
  public var translation: CarouselPoint

  /// Creates a transform.
  public init(scale: Double = 1, alpha: Double = 1, translation: CarouselPoint = .zero) {
    self.scale = scale
    self.alpha = alpha
    self.translation = translation
  }

  /// The transform that changes nothing.
  public static let identity = SlideTransform()

  /// A slot frame (in pixels) moved by this transform, whose translation is in points.
  func applied(to frame: CarouselRect, pixelsPerPoint: Double) -> CarouselRect {
    let safeScale = scale.isFinite ? max(scale, 0) : 1
    let width = frame.size.width * safeScale
    let height = frame.size.height * safeScale
    let center = frame.center
    let dx = translation.x.isFinite ? translation.x * pixelsPerPoint : 0
    let dy = translation.y.isFinite ? translation.y * pixelsPerPoint : 0
    return CarouselRect(
      x: center.x - width / 2 + dx, y: center.y - height / 2 + dy, width: width, height: height)
  }
}

/// A function from a slot to its transform, evaluated for every live slot of every frame.
public typealias SlideEffect = (CarouselSlot) -> SlideTransform
