extension CarouselHostMachine {
  // MARK: Programmatic moves

  /// Scrolls to an item, the shorter way round (or the way asked); its arrival is reported
  /// as ``CarouselEvent/scrollAnimationEnded(_:)``.
  ///
  /// - Returns: false when the index is out of range (nothing happens).
  @discardableResult
  public mutating func scroll(
    to index: Int, animated: Bool = true,
    direction: CarouselEngine.ScrollDirection = .shortest, now: Double
  ) -> Bool {
    let accepted = engine.scroll(to: index, animated: animated, direction: direction, now: now)
    commit(now: now)
    return accepted
  }

  /// Scrolls one item forward (wrapping when looping).
  public mutating func next(animated: Bool = true, now: Double) {
    engine.next(animated: animated, now: now)
    commit(now: now)
  }

  /// Scrolls one item backward (wrapping when looping).
  public mutating func previous(animated: Bool = true, now: Double) {
    engine.previous(animated: animated, now: now)
    commit(now: now)
  }

  /// A key the carousel understands (arrows by axis and direction, page keys, Home, End):
  /// the engine's command for it, performed.
  ///
  /// - Returns: Whether the key did something (the front end then consumes it).
  @discardableResult
  public mutating func press(_ key: CarouselKey, now: Double) -> Bool {
    guard let command = engine.command(for: key) else { return false }
    engine.perform(command, now: now)
    commit(now: now)
    return true
  }

  /// Selects the current item (Enter, the accessibility activate action), reported as
  /// ``CarouselEvent/itemSelected(_:)``; nothing without items.
  public mutating func selectCurrentItem(now: Double) {
    engine.selectCurrentItem(now: now)
    commit(now: now)
  }

  // MARK: Accessibility

  /// The adjustable element's increment action: one item forward; rotation stops and stays
  /// stopped. Nothing is announced: the screen reader reads the element's new value itself.
  public mutating func accessibilityIncrement(now: Double) {
    engine.accessibilityIncrement(now: now)
    commit(now: now)
  }

  /// The adjustable element's decrement action: one item back, stopping rotation.
  public mutating func accessibilityDecrement(now: Double) {
    engine.accessibilityDecrement(now: now)
    commit(now: now)
  }

  /// A screen reader's scroll gesture (VoiceOver's three-finger swipe): one item forward
  /// (`true`) or back, stopping rotation.
  ///
  /// - Returns: What the platform's scroll API says as the page scrolled to (the value of the
  ///   item reached: "Item 3 of 5, Summer sale"), or nil when there is nowhere to go (the
  ///   screen reader then says so itself).
  @discardableResult
  public mutating func accessibilityScroll(forward: Bool, now: Double) -> String? {
    let before = engine.destinationIndex
    if forward {
      engine.accessibilityIncrement(now: now)
    } else {
      engine.accessibilityDecrement(now: now)
    }
    commit(now: now)
    guard let after = engine.destinationIndex, after != before else { return nil }
    return accessibilityValue(ofItem: after)
  }
}
