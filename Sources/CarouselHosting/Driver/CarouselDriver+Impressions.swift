import CarouselCore

extension CarouselDriver {
  /// Whether viewable impressions are measured and reported as
  /// ``CarouselHostEvent/impression(_:)`` (off by default).
  ///
  /// An item counts once per display instance when at least half of it (30% for items of
  /// 242,500 pixels or more) is on screen for one continuous second after its image loaded.
  /// The host reports what part of the carousel is on screen
  /// (``CarouselDriverOutput/carouselDriverVisibleRect(_:)``); the driver asks again at
  /// least every ``impressionSamplingInterval`` while an item is on its way, and resets the
  /// clock when the view leaves the window or the app goes to the background.
  public var tracksImpressions: Bool {
    get { impressionTracker != nil }
    set {
      guard newValue != tracksImpressions else { return }
      impressionTracker = newValue ? CarouselImpressionTracker() : nil
      commit()
    }
  }

  /// Brings the impression tracker up to date with the engine and the host.
  func measureImpressions() -> [CarouselImpression] {
    guard var tracker = impressionTracker else { return [] }
    let visibleRect = hostState.isVisible ? output?.carouselDriverVisibleRect(self) : nil
    let impressions = tracker.update(
      engine: engine, visibleRect: visibleRect, isForeground: !hostState.isAppInBackground,
      pixelScale: displayScaleValue,
      isImageLoaded: { output?.carouselDriver(self, isImageLoadedForItemAt: $0) ?? true },
      now: max(engine.time, now))
    impressionTracker = tracker
    return impressions
  }
}
