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
}
