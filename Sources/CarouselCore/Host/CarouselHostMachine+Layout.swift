extension CarouselHostMachine {
  // MARK: Size, safe area and indicator

  /// The carousel's size changed (layout, rotation, split view, a resized terminal or
  /// element): the slides take what the indicator leaves, and the engine keeps the current
  /// item and the fraction scrolled, mid-animation too. A press in progress ends.
  ///
  /// - Parameters:
  ///   - size: The size of the whole carousel, in points.
  ///   - now: The current time.
  public mutating func setBounds(_ size: CarouselSize, now: Double) {
    let size = CarouselSize(
      width: size.width.isFinite ? max(0, size.width) : 0,
      height: size.height.isFinite ? max(0, size.height) : 0)
    guard size != bounds else { return }
    bounds = size
    cancelPress(now: now)
    commit(now: now)
  }

  /// What the indicator and the stop/start control stay clear of changed (the safe area's
  /// insets, in points).
  public mutating func setSafeArea(_ insets: CarouselInsets, now: Double) {
    let insets = insets.sanitized
    guard insets != safeArea else { return }
    safeArea = insets
    commit(now: now)
  }

  /// The height of the slides' bottom bar (their titles) changed: an indicator over the
  /// slides stays above it.
  public mutating func setBottomBarHeight(_ height: Double, now: Double) {
    let height = height.isFinite ? max(0, height) : 0
    guard height != bottomBarHeight else { return }
    bottomBarHeight = height
    commit(now: now)
  }

  /// The indicator the front end shows changed: its kind, its style, or the size of a
  /// control that sizes itself.
  public mutating func setIndicator(_ newIndicator: Indicator, now: Double) {
    guard newIndicator != indicator else { return }
    indicator = newIndicator
    commit(now: now)
  }

  // MARK: Behaviour

  /// Changes the behaviour (axis, direction, auto-advance, ...). The current item is kept.
  public mutating func setConfiguration(_ configuration: CarouselConfiguration, now: Double) {
    guard configuration != engine.configuration else { return }
    cancelPress(now: now)
    engine.setConfiguration(configuration, now: now)
    commit(now: now)
  }

  /// Changes the front end's constants (the screen's scale when the view moves to another
  /// screen, a display's frame rate) and switches (``Options/pausesOnHover``: a hover under
  /// way holds or lets go at once).
  public mutating func setOptions(_ newOptions: Options, now: Double) {
    guard newOptions != options else { return }
    options = newOptions
    applyPauseReasons(now: now)
    commit(now: now)
  }

  // MARK: Words

  /// The wording of what assistive technologies are told (a localisation).
  public mutating func setAccessibilityStrings(
    _ newStrings: CarouselAccessibilityStrings, now: Double
  ) {
    guard newStrings != strings else { return }
    strings = newStrings
    accessibilityText = AccessibilityText()
    commit(now: now)
  }

  /// Each item's title, read after its position ("Item 3 of 5, Summer sale"); an empty
  /// string, or none past the end, reads the position alone. Equal titles change nothing.
  public mutating func setItemTitles(_ titles: [String], now: Double) {
    guard titles != itemTitles else { return }
    itemTitles = titles
    accessibilityText = AccessibilityText()
    commit(now: now)
  }

  // MARK: Pictures

  /// When the next frame of an animated picture on screen is due, or nil when none is (the
  /// front end's animation clock, run from the slots the frame says play).
  public mutating func setPictureWakeUp(_ time: Double?, now: Double) {
    let time = time.flatMap { $0.isFinite ? $0 : nil }
    guard time != pictureWakeUp else { return }
    pictureWakeUp = time
    commit(now: now)
  }

  // MARK: Data

  /// New content known only by its count: it starts at the first item, and a stop the user
  /// chose for the old content no longer applies. To keep the current item across a change,
  /// reload by identities.
  public mutating func reload(itemCount: Int, now: Double) {
    cancelPress(now: now)
    engine.reload(itemCount: itemCount, now: now)
    settledIndex = engine.currentIndex
    commit(now: now)
  }

  /// The items changed; the current item stays current by identity. Equal identities change
  /// nothing: assigning the same content again (every cell configuration, every refresh)
  /// neither reloads nor restarts impressions nor snaps a turn in flight. New content that
  /// shares no item with the old starts at its first item, turning again.
  ///
  /// - Parameters:
  ///   - identities: The new items' identities, in order.
  ///   - previousIdentities: The identities of the items before the change.
  ///   - now: The current time.
  public mutating func reload<ID: Hashable>(
    identities: [ID], previousIdentities: [ID], now: Double
  ) {
    guard identities != previousIdentities || identities.count != engine.itemCount else { return }
    cancelPress(now: now)
    engine.reload(identities: identities, previousIdentities: previousIdentities, now: now)
    settledIndex = engine.currentIndex
    commit(now: now)
  }

  // MARK: Selection set by the app

  /// The app set the selection (a SwiftUI `selection` binding, a property set in code):
  /// scrolls there unless the value is the echo of an index the machine reported itself,
  /// possibly late and coalesced (taking it for a request would turn the carousel back to an
  /// item it already passed).
  ///
  /// - Parameters:
  ///   - index: The selection's new value.
  ///   - animated: Whether to animate the move.
  ///   - now: The current time.
  /// - Returns: Whether the carousel moves.
  @discardableResult
  public mutating func appSelected(_ index: Int, animated: Bool = true, now: Double) -> Bool {
    guard selection.shouldScroll(toExternal: index, currentIndex: engine.currentIndex) else {
      return false
    }
    return scroll(to: index, animated: animated, now: now)
  }
}
