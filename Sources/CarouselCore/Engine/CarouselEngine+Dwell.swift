// The dwell: how long the content rests on an item before the automatic page turn. Each item
// may have an interval of its own, its content may hold the turn while it plays (a video to
// its end), and a pause stops the dwell where it is, so that the turn, and a timer
// indicator's progress, resume from there instead of starting over.

extension CarouselEngine {
  /// The dwell on the item the content rests on, as one state.
  enum Dwell: Hashable, Sendable {
    /// No dwell: something moves (the next one starts when the content rests), or pages do
    /// not turn on an interval.
    case none
    /// The dwell runs, and began at this time (earlier than the rest when it resumed after a
    /// pause).
    case running(since: Double)
    /// A pause stopped the dwell after this many seconds of it.
    case paused(elapsed: Double)
  }

  /// How long the content rests on an item: `turn`, the seconds after which the page turns
  /// (its interval, longer while its content holds the turn), and `shown`, the length a timer
  /// indicator shows (the same, except while the content plays for a time it did not say,
  /// when the indicator fills over the interval and waits full).
  struct DwellLength: Hashable, Sendable {
    var turn: Double
    var shown: Double
  }

  /// The interval of an item: its own (``CarouselConfiguration/itemIntervals``) or the
  /// carousel's, brought into ``CarouselAutoAdvance/intervalRange``; nil when pages do not
  /// turn on an interval.
  ///
  /// - Parameter item: The item's index.
  /// - Returns: Seconds, or nil.
  public func interval(ofItem item: Int) -> Double? {
    guard let carouselInterval = configuration.autoAdvance.interval else { return nil }
    let own = configuration.itemIntervals
    guard item >= 0, item < own.count, let seconds = own[item] else { return carouselInterval }
    return CarouselAutoAdvance.clampedInterval(seconds) ?? carouselInterval
  }

  /// The dwell on `item`: its interval, lengthened while its content plays (to the length it
  /// said, or until it says it finished), never more than
  /// ``CarouselConfiguration/maximumHold`` past the interval. Under reduced motion content
  /// does not play (a video shows its poster, an animation its first frame), so nothing
  /// holds.
  func dwellLength(ofItem item: Int) -> DwellLength? {
    guard let interval = interval(ofItem: item) else { return nil }
    let longest = interval + configuration.sanitizedMaximumHold
    let hold = prefersReducedMotion ? CarouselItemHold.none : holds[item] ?? .none
    switch hold {
    case .none:
      return DwellLength(turn: interval, shown: interval)
    case .playing(let duration?) where duration.isFinite:
      let length = min(max(duration, interval), longest)
      return DwellLength(turn: length, shown: length)
    case .playing:
      return DwellLength(turn: longest, shown: interval)
    }
  }

  /// When the next interval page turn is due: the dwell's start plus the current item's
  /// dwell, while the dwell runs.
  var autoAdvanceDue: Double? {
    guard case .running(let since) = dwell, let item = currentIndex,
      let length = dwellLength(ofItem: item)
    else { return nil }
    return since + length.turn
  }

  /// Says what an item's content holds the automatic page turn for: a video or an animation
  /// that should finish before the banner moves on. The turn waits for it (at most
  /// ``CarouselConfiguration/maximumHold`` past the item's interval, so content that never
  /// says it finished cannot stop the banner); a content that finishes after the interval
  /// turns the page at once.
  ///
  /// Holds are told by item and follow their items across reloads by identities; a reload
  /// by count, or new content, forgets them.
  ///
  /// - Parameters:
  ///   - hold: What the content plays, or ``CarouselItemHold/none`` when it finished (or
  ///     shows something still).
  ///   - item: The item's index.
  ///   - now: The current time.
  public mutating func setHold(_ hold: CarouselItemHold, forItem item: Int, now: Double) {
    step(to: now)
    defer { updateLayout() }
    guard item >= 0, item < itemCount, (holds[item] ?? CarouselItemHold.none) != hold else {
      return
    }
    if hold == .none {
      holds[item] = nil
    } else {
      holds[item] = hold
    }
    // The dwell keeps its start: a shorter one may be due at once, the next step turns.
    refreshAutoAdvance(at: time)
  }

  /// The holds of the old items under their new indices, after a reload by identities.
  ///
  /// - Parameter newIndex: The new index of an old item, or nil when it is gone.
  mutating func moveHolds(_ newIndex: (Int) -> Int?) {
    guard !holds.isEmpty else { return }
    var moved: [Int: CarouselItemHold] = [:]
    for (item, hold) in holds {
      if let index = newIndex(item) { moved[index] = hold }
    }
    holds = moved
  }
}
