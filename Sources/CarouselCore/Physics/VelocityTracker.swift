/// Estimates the finger's release velocity from its recent positions, for hosts that do not
/// measure it themselves (a terminal mouse, a test).
///
/// It fits a least-squares line to the samples of the last `window` seconds, so jitter in
/// individual events averages out and the estimate does not depend on the event rate.
struct VelocityTracker: Hashable, Sendable {
  /// How far back samples count, in seconds.
  static let window = 0.1
  /// The most samples kept; older ones are dropped first.
  static let capacity = 16

  private var times: [Double] = []
  private var coordinates: [Double] = []

  init() {
    times.reserveCapacity(Self.capacity)
    coordinates.reserveCapacity(Self.capacity)
  }

  mutating func reset() {
    times.removeAll(keepingCapacity: true)
    coordinates.removeAll(keepingCapacity: true)
  }

  mutating func add(time: Double, coordinate: Double) {
    if times.count == Self.capacity {
      times.removeFirst()
      coordinates.removeFirst()
    }
    times.append(time)
    coordinates.append(coordinate)
  }

  /// The velocity in coordinate units per second at time `now`, or 0 when the finger held
  /// still for the whole window (or there are too few samples to tell).
  func velocity(at now: Double) -> Double {
    var count = 0.0
    var sumT = 0.0
    var sumX = 0.0
    for (t, x) in zip(times, coordinates) where now - t <= Self.window {
      count += 1
      sumT += t
      sumX += x
    }
    guard count >= 2 else { return 0 }
    let meanT = sumT / count
    let meanX = sumX / count
    var covariance = 0.0
    var variance = 0.0
    for (t, x) in zip(times, coordinates) where now - t <= Self.window {
      covariance += (t - meanT) * (x - meanX)
      variance += (t - meanT) * (t - meanT)
    }
    // Samples less than a millisecond apart carry no usable timing.
    guard variance > 1e-7 else { return 0 }
    let slope = covariance / variance
    return slope.isFinite ? slope : 0
  }
}
