import CarouselCore

extension CarouselDriver {
  /// Whether viewable impressions are measured and reported as
  /// ``/CarouselCore/CarouselEvent/impression(_:)`` (off by default). The view reports what
  /// part of the slides is on screen and which pictures have loaded
  /// (``CarouselDriverOutput``); the driver asks again on every step and whenever the view
  /// says they changed (``impressionInputsDidChange()``).
  package var tracksImpressions: Bool {
    get { host.tracksImpressions }
    set { perform { $0.setTracksImpressions(newValue, now: $1) } }
  }

  /// What is on screen changed outside the carousel's own motion (an enclosing scroll view
  /// scrolled, a picture loaded): the impressions look again.
  package func impressionInputsDidChange() {
    guard host.tracksImpressions else { return }
    perform { _, _ in }
  }

  /// Hands the machine what the view shows now: the visible part of the slides, and which of
  /// the items in view have their pictures.
  func refreshImpressionInputs() {
    guard host.tracksImpressions, let output else { return }
    let now = self.now
    // The output's nil means none of it is on screen: an empty rectangle to the machine.
    host.setVisibleRect(output.carouselDriverVisibleRect(self) ?? .zero, now: now)
    for slot in host.frame.slots where slot.visibleFraction > 0 {
      let loaded = output.carouselDriver(self, isImageLoadedForItemAt: slot.item)
      host.setImageLoaded(loaded, forItem: slot.item, now: now)
    }
  }
}
