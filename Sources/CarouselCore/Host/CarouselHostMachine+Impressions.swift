extension CarouselHostMachine {
  /// Whether viewable impressions are measured and reported as
  /// ``CarouselHostAction/impression(_:)`` (off by default).
  ///
  /// An item counts once per display instance when at least half of it (30% for items of
  /// 242,500 pixels or more) is on screen for one continuous second after its picture loaded.
  public var tracksImpressions: Bool { impressionTracker != nil }

  /// Turns impression tracking on or off.
  public mutating func setTracksImpressions(_ tracks: Bool, now: Double) {
    guard tracks != tracksImpressions else { return }
    impressionTracker = tracks ? CarouselImpressionTracker() : nil
    commit(now: now)
  }

  /// The part of the slides actually on screen changed (a scroll view around it moved, the
  /// window or the screen clips it), in the slides' coordinates; nil for all of them.
  public mutating func setVisibleRect(_ rect: CarouselRect?, now: Double) {
    guard rect != visibleRect else { return }
    visibleRect = rect
    guard tracksImpressions else { return }
    commit(now: now)
  }

  /// An item's picture appeared on screen or went away: an impression counts only once the
  /// picture is there. Items whose picture nobody reports (views, local images) count as
  /// loaded.
  ///
  /// - Parameters:
  ///   - isLoaded: Whether its picture is on screen.
  ///   - item: The item.
  ///   - now: The current time.
  public mutating func setImageLoaded(_ isLoaded: Bool, forItem item: Int, now: Double) {
    let changed =
      isLoaded
      ? itemsAwaitingImages.remove(item) != nil : itemsAwaitingImages.insert(item).inserted
    guard changed, tracksImpressions else { return }
    commit(now: now)
  }

  /// Brings the impression tracker up to date with the engine and the surroundings.
  mutating func measureImpressions(now: Double) {
    guard var tracker = impressionTracker else { return }
    let shown =
      signals.isVisible
      ? (visibleRect ?? CarouselRect(origin: .zero, size: engine.viewportSize))
      : nil
    let awaiting = itemsAwaitingImages
    let impressions = tracker.update(
      engine: engine, visibleRect: shown, isForeground: !signals.isAppInBackground,
      pixelScale: options.pixelScale, isImageLoaded: { !awaiting.contains($0) },
      now: max(engine.time, now))
    impressionTracker = tracker
    for impression in impressions { actions.append(.impression(impression)) }
  }

  /// When the impressions need the machine stepped again: an item's second in view runs out.
  /// Nothing while no item can still qualify (all counted, or none in view), so an idle
  /// carousel sleeps.
  func impressionWakeUp(now: Double) -> Double? {
    guard let tracker = impressionTracker, signals.isVisible else { return nil }
    return tracker.nextDeadline
  }
}
