/// Closed-form scroll physics shared by every motion of the engine.
///
/// Every curve here is a pure function of the time since the motion began, so the engine
/// reaches the same state whatever the host's frame rate (30, 60 or 120 Hz, or irregular).
enum ScrollPhysics {
  /// UIScrollView's normal deceleration rate, per millisecond.
  static let normalDecelerationRate = 0.998
  /// UIScrollView's fast deceleration rate, per millisecond.
  static let fastDecelerationRate = 0.99
  /// UIScrollView's rubber-band constant.
  static let rubberBandConstant = 0.55
  /// Angular frequency of the critically damped spring that bounces back from an edge
  /// (mass 1, stiffness 100).
  static let bounceFrequency = 10.0
  /// Angular frequency of the spring that settles on a page after the finger lifts.
  static let settleFrequency = 15.0
  /// Distance, in points, under which a motion counts as arrived.
  static let restingDistance = 0.5
  /// Speed, in points per second, under which a spring counts as at rest.
  static let restingSpeed = 10.0

  // MARK: Deceleration: v(t) = v0 * d^(1000 t)

  /// The exponent k = 1000 ln(d) of a deceleration rate d per millisecond (negative).
  static func decayExponent(rate: Double) -> Double {
    1000 * naturalLog(rate)
  }

  /// The position at time `t` of a decelerating motion: x0 + v0 (e^(kt) - 1) / k.
  static func decayPosition(
    from x0: Double, velocity v0: Double, exponent k: Double, time t: Double
  )
    -> Double
  {
    x0 + v0 * (naturalExp(k * t) - 1) / k
  }

  /// The velocity at time `t` of a decelerating motion: v0 e^(kt).
  static func decayVelocity(_ v0: Double, exponent k: Double, time t: Double) -> Double {
    v0 * naturalExp(k * t)
  }

  /// Where a decelerating motion comes to rest: x0 - v0 / k.
  static func decayRest(from x0: Double, velocity v0: Double, exponent k: Double) -> Double {
    x0 - v0 / k
  }

  /// How long a deceleration takes to come within `epsilon` of its rest position.
  static func decayDuration(velocity v0: Double, exponent k: Double, epsilon: Double) -> Double {
    let speed = abs(v0)
    guard speed > -k * epsilon else { return 0 }
    return naturalLog(-k * epsilon / speed) / k
  }

  /// How long a deceleration takes to travel `distance` (same sign as the velocity), or nil
  /// when it comes to rest before.
  static func decayTime(toTravel distance: Double, velocity v0: Double, exponent k: Double)
    -> Double?
  {
    let argument = 1 + k * distance / v0
    guard argument > 0 else { return nil }
    return naturalLog(argument) / k
  }

  /// The distance a release at `velocity` would coast with deceleration rate `rate`
  /// (the projection UIKit uses to pick a page).
  static func projectedDistance(velocity: Double, rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  // MARK: Critically damped spring: x(t) = e^(-wt) (a + (v0 + w a) t), relative to the target

  /// The displacement from the target at time `t`.
  static func springDisplacement(
    _ a: Double, velocity v0: Double, frequency w: Double, time t: Double
  )
    -> Double
  {
    naturalExp(-w * t) * (a + (v0 + w * a) * t)
  }

  /// The velocity at time `t`.
  static func springVelocity(_ a: Double, velocity v0: Double, frequency w: Double, time t: Double)
    -> Double
  {
    naturalExp(-w * t) * (v0 - w * (v0 + w * a) * t)
  }

  /// The largest initial speed toward the target that does not overshoot it. A critically
  /// damped spring started faster than that crosses the target once, which a settling page
  /// must not do.
  static func nonOvershootingVelocity(_ v0: Double, displacement a: Double, frequency w: Double)
    -> Double
  {
    // Moving toward the target means v0 has the opposite sign of a.
    if a > 0, v0 < -w * a { return -w * a }
    if a < 0, v0 > -w * a { return -w * a }
    return v0
  }

  // MARK: Rubber band

  /// UIScrollView's rubber band: how far the content moves for `overshoot` points of finger
  /// travel past an edge, in a viewport `dimension` points long.
  static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = abs(overshoot)
    let banded = (1 - 1 / (magnitude * rubberBandConstant / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }

  /// The finger travel that produces a rubber-banded offset: the inverse of `rubberBand`.
  static func inverseRubberBand(_ offset: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = min(abs(offset), dimension * 0.999)
    let travel = dimension / rubberBandConstant * magnitude / (dimension - magnitude)
    return offset < 0 ? -travel : travel
  }

  // MARK: Easing

  /// The easing of programmatic scrolls and auto-advance: cubic ease-in-out
  /// (4t^3 for the first half, mirrored for the second), symmetric and with zero speed at
  /// both ends.
  static func easeInOutCubic(_ t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if t < 0.5 { return 4 * t * t * t }
    let u = -2 * t + 2
    return 1 - u * u * u / 2
  }
}
