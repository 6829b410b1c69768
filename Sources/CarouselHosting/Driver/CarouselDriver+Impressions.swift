import CarouselCore

extension CarouselDriver {
  /// Whether viewable impressions are measured and reported as
  /// ``CarouselHostEvent/impression(_:)`` (off by default).
  ///
  /// An item counts once per display instance when at least half of it (30% for items of
  /// 242,500 pixels or more) is on screen for one continuous second after its image loaded.
  /// The host reports what part of the carousel is on screen
  /// (``CarouselDriverOutput/carouselDriverVisibleRect(_:)``) and whether an item's picture
  /// is loaded; the driver asks again on every step and whenever the host says they changed
  /// (``impressionInputsDidChange()``), and the machine wakes only while an item can still
  /// qualify.
  public var tracksImpressions: Bool {
    get { host.tracksImpressions }
    set { perform { $0.setTracksImpressions(newValue, now: $1) } }
  }

  /// What is on screen changed outside the carousel's own motion (an enclosing scroll view
  /// scrolled, a picture loaded, an ancestor became visible): the impressions look again.
  public func impressionInputsDidChange() {
    guard host.tracksImpressions else { return }
    perform { _, _ in }
  }

  /// Hands the machine what the host shows now: the visible part of the slides, and which
  /// of the items in view have their pictures.
  func refreshImpressionInputs() {
    guard host.tracksImpressions, let output else { return }
    let now = self.now
    // The output's nil means none of it is on screen: an empty rectangle to the machine.
    host.setVisibleRect(output.carouselDriverVisibleRect(self) ?? .zero, now: now)
    for slot in host.engine.slots where slot.visibleFraction > 0 {
      let loaded = output.carouselDriver(self, isImageLoadedForItemAt: slot.itemIndex)
      host.setImageLoaded(loaded, forItem: slot.itemIndex, now: now)
    }
  }
}
