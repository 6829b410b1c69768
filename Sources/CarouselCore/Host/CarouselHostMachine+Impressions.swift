extension CarouselHostMachine {
  /// What impression tracking keeps while it is on.
  struct ImpressionMeasurement: Sendable {
    var tracker = CarouselImpressionTracker()
    /// The items whose pictures are not on screen yet (an impression waits for them).
    var itemsAwaitingImages: Set<Int> = []
    /// The content the awaited pictures belong to.
    var contentVersion: Int
    /// When the earliest item in view qualifies, if nothing changes.
    var deadline: Double?
  }

  /// Whether viewable impressions are measured and reported as
  /// ``CarouselEvent/impression(_:)`` (off by default).
  ///
  /// An item counts once per display instance when at least half of it (30% for items of
  /// 242,500 pixels or more) is on screen for one continuous second after its picture loaded.
  public var tracksImpressions: Bool { impressions != nil }

  /// Turns impression tracking on or off.
  ///
  /// The measuring is reached only through the function installed here, so a front end that
  /// never turns it on (the web element) carries none of its code.
  public mutating func setTracksImpressions(_ tracks: Bool, now: Double) {
    guard tracks != tracksImpressions else { return }
    if tracks {
      impressions = ImpressionMeasurement(contentVersion: engine.contentVersion)
      measureImpressions = { machine, now in machine.measureImpressionsNow(now: now) }
    } else {
      impressions = nil
      measureImpressions = nil
    }
    commit(now: now)
  }

  /// The part of the slides actually on screen changed (a scroll view around it moved, the
  /// window or the screen clips it), in the slides' coordinates; nil for all of them, an
  /// empty rectangle for none.
  public mutating func setVisibleRect(_ rect: CarouselRect?, now: Double) {
    guard rect != visibleRect else { return }
    visibleRect = rect
    guard tracksImpressions else { return }
    commit(now: now)
  }

  /// An item's picture appeared on screen or went away: an impression counts only once the
  /// picture is there. Items whose picture nobody reports (views, local images) count as
  /// loaded. Ignored while impressions are not tracked.
  ///
  /// - Parameters:
  ///   - isLoaded: Whether its picture is on screen.
  ///   - item: The item.
  ///   - now: The current time.
  public mutating func setImageLoaded(_ isLoaded: Bool, forItem item: Int, now: Double) {
    guard var measurement = impressions else { return }
    if measurement.contentVersion != engine.contentVersion {
      measurement.contentVersion = engine.contentVersion
      measurement.itemsAwaitingImages.removeAll()
    }
    let changed =
      isLoaded
      ? measurement.itemsAwaitingImages.remove(item) != nil
      : measurement.itemsAwaitingImages.insert(item).inserted
    impressions = measurement
    guard changed else { return }
    commit(now: now)
  }

  /// Brings the impression tracker up to date with the engine and the surroundings.
  mutating func measureImpressionsNow(now: Double) {
    guard var measurement = impressions else { return }
    if measurement.contentVersion != engine.contentVersion {
      measurement.contentVersion = engine.contentVersion
      measurement.itemsAwaitingImages.removeAll()
    }
    let shown =
      signals.isVisible
      ? (visibleRect ?? CarouselRect(origin: .zero, size: engine.viewportSize))
      : nil
    let awaiting = measurement.itemsAwaitingImages
    let counted = measurement.tracker.update(
      engine: engine, visibleRect: shown, isForeground: !signals.isAppInBackground,
      pixelScale: options.pixelScale, isImageLoaded: { !awaiting.contains($0) },
      now: max(engine.time, now))
    measurement.deadline = measurement.tracker.nextDeadline
    impressions = measurement
    for impression in counted { events.append(.impression(impression)) }
  }

  /// When the impressions need the machine stepped again: an item's second in view runs out.
  /// Nothing while no item can still qualify (all counted, or none in view), so an idle
  /// carousel sleeps.
  func impressionWakeUp(now: Double) -> Double? {
    guard signals.isVisible else { return nil }
    return impressions?.deadline
  }
}
