/// What is moving the content, as a closed-form curve of time.
///
/// Every stored position is on the unbounded loop, in items, so rebasing the loop shifts
/// them all by the same whole number of items.
enum Motion: Hashable, Sendable {
  /// At rest.
  case idle
  /// Following a finger.
  case dragging(Drag)
  /// An eased programmatic move (scroll(to:), next, previous, auto-advance).
  case tween(Tween)
  /// A critically damped spring: settling on a page, or bouncing back from an edge.
  case spring(Spring)
  /// Momentum after a release, decelerating exponentially.
  case decay(Decay)
  /// The marquee's constant drift.
  case drift(Drift)
  /// A cross-fade to the destination, instead of a slide, under reduced motion: the
  /// position is already at the destination and the outgoing item fades out above it.
  case fade(Fade)

  struct Drag: Hashable, Sendable {
    /// The unbanded position when the finger was at `anchorCoordinate`.
    var anchorPosition: Double
    /// The finger's coordinate along the axis at the anchor.
    var anchorCoordinate: Double
    /// The finger's latest coordinate along the axis.
    var coordinate: Double
  }

  struct Tween: Hashable, Sendable {
    var from: Double
    var to: Double
    var start: Double
    var duration: Double
  }

  struct Spring: Hashable, Sendable {
    var target: Double
    /// Displacement from the target at the start.
    var displacement: Double
    var velocity: Double
    var frequency: Double
    var start: Double
    /// Whether the spring carries the user's momentum (a tap stops it) rather than a
    /// programmatic move.
    var isMomentum: Bool
  }

  struct Decay: Hashable, Sendable {
    var from: Double
    var velocity: Double
    var exponent: Double
    var start: Double
    var duration: Double
    /// Where it comes to rest.
    var rest: Double
    /// When a non-looping carousel's momentum reaches an edge (nil if it never does): from
    /// then on it bounces back on a spring.
    var edgeTime: Double?
    /// The edge it reaches, when `edgeTime` is set.
    var edgePosition: Double
  }

  struct Fade: Hashable, Sendable {
    var outgoingItem: Int
    var start: Double
    var duration: Double
  }

  struct Drift: Hashable, Sendable {
    var from: Double
    var start: Double
    /// Items per second.
    var speed: Double
  }

  /// Whether something other than a finger moves the content (the host must keep stepping).
  var isAnimating: Bool {
    switch self {
    case .idle, .dragging: false
    case .tween, .spring, .decay, .drift, .fade: true
    }
  }

  /// Whether the motion carries the user's momentum: a tap stops it instead of selecting.
  var isMomentum: Bool {
    switch self {
    case .decay: true
    case .spring(let spring): spring.isMomentum
    case .idle, .dragging, .tween, .drift, .fade: false
    }
  }

  /// The same motion with every position moved by `delta` items.
  func shifted(by delta: Double) -> Motion {
    switch self {
    case .idle:
      return .idle
    case .dragging(var drag):
      drag.anchorPosition += delta
      return .dragging(drag)
    case .tween(var tween):
      tween.from += delta
      tween.to += delta
      return .tween(tween)
    case .spring(var spring):
      spring.target += delta
      return .spring(spring)
    case .decay(var decay):
      decay.from += delta
      decay.rest += delta
      decay.edgePosition += delta
      return .decay(decay)
    case .drift(var drift):
      drift.from += delta
      return .drift(drift)
    case .fade:
      return self
    }
  }
}
