import CarouselCore

extension CarouselAutoAdvance {
  /// Auto-advance every `interval` seconds, or off for nil, zero, negative or non-finite
  /// intervals (a view's `autoAdvanceInterval` property).
  ///
  /// - Parameter interval: Seconds of dwell time between page turns, or nil for off.
  public init(interval: Double?) {
    if let interval, interval.isFinite, interval > 0 {
      self = .interval(interval)
    } else {
      self = .off
    }
  }

  /// The interval of an interval auto-advance, or nil (off, or a continuous drift).
  public var interval: Double? {
    if case .interval(let seconds) = self { return seconds }
    return nil
  }
}

extension CarouselLayoutDirection {
  /// The direction for a platform's "is right to left" flag.
  public init(isRightToLeft: Bool) {
    self = isRightToLeft ? .rightToLeft : .leftToRight
  }
}
