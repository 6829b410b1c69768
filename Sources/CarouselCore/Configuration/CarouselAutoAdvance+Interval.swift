extension CarouselAutoAdvance {
  /// The intervals a page turn may wait, in seconds: a quarter of a second at least (a shorter
  /// dwell is a blur that costs a frame each) and a day at most (past about 24.8 days a
  /// browser's timer overflows and fires at once). The one range every front end takes: the
  /// views' properties, the terminal's `--interval`, the web element's `interval`.
  public static let intervalRange: ClosedRange<Double> = 0.25...86_400

  /// Auto-advance every `interval` seconds, brought into ``intervalRange``; off for nil, zero,
  /// negative or non-finite intervals (a view's `autoAdvanceInterval` property).
  ///
  /// - Parameter interval: Seconds of dwell time between page turns, or nil for off.
  public init(interval: Double?) {
    guard let seconds = Self.clampedInterval(interval) else {
      self = .off
      return
    }
    self = .interval(seconds)
  }

  /// An interval brought into ``intervalRange``, or nil when it means no auto-advance (nil,
  /// zero, negative, not a number, infinite).
  ///
  /// - Parameter seconds: The interval asked for.
  /// - Returns: The interval to use, or nil for off.
  public static func clampedInterval(_ seconds: Double?) -> Double? {
    guard let seconds, seconds.isFinite, seconds > 0 else { return nil }
    return min(max(seconds, intervalRange.lowerBound), intervalRange.upperBound)
  }

  /// The interval of an interval auto-advance as the engine uses it (in ``intervalRange``),
  /// or nil (off, a continuous drift, or an interval that means none).
  public var interval: Double? {
    guard case .interval(let seconds) = self else { return nil }
    return Self.clampedInterval(seconds)
  }
}

extension CarouselLayoutDirection {
  /// The direction for a platform's "is right to left" flag.
  public init(isRightToLeft: Bool) {
    self = isRightToLeft ? .rightToLeft : .leftToRight
  }
}

extension CarouselConfiguration {
  /// ``maximumHold`` as the engine uses it: 0 ... 3600 seconds, 30 when not a number.
  var sanitizedMaximumHold: Double {
    guard maximumHold.isFinite else { return maximumHold > 0 ? 3600 : 30 }
    return min(max(maximumHold, 0), 3600)
  }
}
