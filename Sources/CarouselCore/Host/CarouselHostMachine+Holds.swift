extension CarouselHostMachine {
  // MARK: Content that holds the turn

  /// Says what an item's content holds the automatic page turn for: a video playing to its
  /// end, an animated picture finishing its loops, a view of the app's own until it is done
  /// (see ``CarouselEngine/setHold(_:forItem:now:)``). The timer indicator fills over the
  /// held length when the content said it.
  ///
  /// - Parameters:
  ///   - hold: What the content plays, or ``CarouselItemHold/none`` once it finished.
  ///   - item: The item's index.
  ///   - now: The current time.
  public mutating func setHold(_ hold: CarouselItemHold, forItem item: Int, now: Double) {
    engine.setHold(hold, forItem: item, now: now)
    commit(now: now)
  }

  /// Says how long one loop of an item's animated picture lasts, once it is decoded (nil
  /// when the item's picture is still or gone). With
  /// ``Options/animatedPicturesHoldTheTurn`` the page turns once the loop has played (never
  /// before the item's interval, at most ``CarouselConfiguration/maximumHold`` past it);
  /// without it this changes nothing.
  ///
  /// - Parameters:
  ///   - seconds: One loop's length, the sum of its frames' durations.
  ///   - item: The item's index.
  ///   - now: The current time.
  public mutating func setAnimationLength(_ seconds: Double?, forItem item: Int, now: Double) {
    guard options.animatedPicturesHoldTheTurn else { return }
    // A length that is not a positive number holds nothing: a picture that cannot say when
    // it finished must not hold the banner up to the maximum.
    guard let seconds, seconds.isFinite, seconds > 0 else {
      setHold(.none, forItem: item, now: now)
      return
    }
    setHold(.playing(duration: seconds), forItem: item, now: now)
  }

  /// Says that an item's video plays, with `remaining` seconds of it left (nil while it
  /// cannot tell: loading, stalled, a live stream): the turn waits until it ends, within
  /// ``CarouselConfiguration/maximumHold`` past the item's interval. Say it again whenever
  /// playback resumes or its position jumps, and ``CarouselItemHold/none`` through
  /// ``setHold(_:forItem:now:)`` once it ended, failed, or its slot went to
  /// ``CarouselFrame/VideoPlayback/poster``.
  ///
  /// A hold counts from when the content came to rest on its item, and a video may start
  /// late (its first bytes took time); the remaining time is counted from there, so that the
  /// page turns when the video ends, not a loading time earlier.
  ///
  /// - Parameters:
  ///   - remaining: Seconds until the video ends at normal speed, or nil when unknown.
  ///   - item: The item's index.
  ///   - now: The current time.
  public mutating func setVideoPlaying(remaining: Double?, forItem item: Int, now: Double) {
    guard let remaining, remaining.isFinite, remaining >= 0 else {
      setHold(.playing(duration: nil), forItem: item, now: now)
      return
    }
    engine.step(to: now)
    var elapsed = 0.0
    if item == engine.currentIndex {
      switch engine.dwell {
      case .running(let since): elapsed = max(0, now - since)
      case .paused(let pausedAfter): elapsed = pausedAfter
      case .none: elapsed = 0
      }
    }
    setHold(.playing(duration: elapsed + remaining), forItem: item, now: now)
  }
}
