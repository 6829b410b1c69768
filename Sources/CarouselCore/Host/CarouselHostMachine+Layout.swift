extension CarouselHostMachine {
  // MARK: Size and indicator

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
    layOut(now: now)
  }

  /// The page indicator the machine lays out (nil: the front end places its own control and
  /// the slides take the whole bounds).
  public mutating func setIndicatorStyle(_ style: PageIndicatorStyle?, now: Double) {
    guard style != indicatorStyle else { return }
    indicatorStyle = style
    layOut(now: now)
  }

  /// Where the slides go in the bounds: all of it, or what an indicator in its own band
  /// leaves.
  public var slidesFrame: CarouselRect {
    guard let layout = indicatorLayout else { return CarouselRect(origin: .zero, size: bounds) }
    return layout.slidesFrame
  }

  /// The page indicator for the engine's state now, in the bounds' coordinates; nil when the
  /// front end places its own.
  public var indicatorLayout: PageIndicatorLayout? {
    guard let indicatorStyle else { return nil }
    return PageIndicatorLayout(
      style: indicatorStyle, state: engine.pageIndicator, bounds: bounds,
      isRightToLeft: engine.configuration.layoutDirection == .rightToLeft)
  }

  /// A point of the bounds in the slides' coordinates (the engine's viewport).
  public func slidesPoint(_ point: CarouselPoint) -> CarouselPoint {
    let origin = slidesFrame.origin
    return CarouselPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  private mutating func layOut(now: Double) {
    cancelPress(now: now)
    let slides = slidesFrame.size
    engine.setViewportSize(slides, now: now)
    // The indicator's band follows the page count: laid out once more with the viewport set.
    let settled = slidesFrame.size
    if settled != slides { engine.setViewportSize(settled, now: now) }
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

  // MARK: Data

  /// The number of items changed; the current item stays current where it still exists.
  public mutating func reload(itemCount: Int, now: Double) {
    cancelPress(now: now)
    engine.reload(itemCount: itemCount, now: now)
    settledIndex = engine.currentIndex
    commit(now: now)
  }

  /// The items changed; the current item stays current by identity. Equal identities change
  /// nothing: assigning the same content again (every cell configuration, every refresh)
  /// neither reloads nor restarts impressions nor snaps a turn in flight.
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
