import CarouselCore

extension CarouselDriver {
  // MARK: Size, indicator, words

  /// The view's size changed (layout, rotation, split view). The current item is kept.
  package func setBounds(_ size: CarouselSize) {
    perform { $0.setBounds(size, now: $1) }
  }

  /// The safe area's insets changed: the indicator and the stop/start control stay clear.
  package func setSafeArea(_ insets: CarouselInsets) {
    perform { $0.setSafeArea(insets, now: $1) }
  }

  /// The slides' bottom bar (titles) changed height.
  package func setBottomBarHeight(_ height: Double) {
    perform { $0.setBottomBarHeight(height, now: $1) }
  }

  /// The indicator the view shows changed.
  package func setIndicator(_ indicator: CarouselHostMachine.Indicator) {
    perform { $0.setIndicator(indicator, now: $1) }
  }

  /// Changes the behaviour (axis, direction, auto-advance, ...). The current item is kept.
  package func setConfiguration(_ configuration: CarouselConfiguration) {
    perform { $0.setConfiguration(configuration, now: $1) }
  }

  /// Changes the front end's constants (the screen's scale).
  package func setOptions(_ options: CarouselHostMachine.Options) {
    perform { $0.setOptions(options, now: $1) }
  }

  /// Pixels per point of the screen the view is on.
  package func setPixelScale(_ scale: Double) {
    var options = host.options
    options.pixelScale = scale.isFinite && scale > 0 ? scale : 1
    setOptions(options)
  }

  /// The wording of what assistive technologies are told.
  package func setAccessibilityStrings(_ strings: CarouselAccessibilityStrings) {
    perform { $0.setAccessibilityStrings(strings, now: $1) }
  }

  /// Each item's title, read after its position.
  package func setItemTitles(_ titles: [String]) {
    perform { $0.setItemTitles(titles, now: $1) }
  }

  /// When the next frame of an animated picture on screen is due.
  package func setPictureWakeUp(_ time: Double?) {
    perform { $0.setPictureWakeUp(time, now: $1) }
  }

  // MARK: Touches, pointers and keys

  /// A pan gesture the platform recognised (bounds coordinates).
  package func handlePan(
    _ phase: CarouselPanPhase, at location: CarouselPoint,
    translation: CarouselPoint = .zero, velocity: CarouselPoint? = nil
  ) {
    perform {
      $0.pan(phase, at: location, translation: translation, velocity: velocity, now: $1)
    }
  }

  /// A finger touched the content or lifted from it, before and after any pan.
  package func handleTouch(_ phase: CarouselTouchPhase) {
    perform { $0.touch(phase, now: $1) }
  }

  /// A tap at a point of the bounds.
  package func handleTap(at point: CarouselPoint) {
    perform { $0.tap(at: point, now: $1) }
  }

  /// A tap on the view of a slot (taps that carry no location).
  package func handleTap(onSlot id: Int) {
    perform { $0.tap(onSlot: id, now: $1) }
  }

  /// A raw pointer went down, moved, lifted or was taken (bounds coordinates).
  package func pointerDown(at point: CarouselPoint, kind: CarouselHostMachine.PointerKind) {
    perform { $0.pointerDown(at: point, kind: kind, now: $1) }
  }

  /// See ``pointerDown(at:kind:)``.
  package func pointerMove(to point: CarouselPoint) {
    perform { $0.pointerMove(to: point, now: $1) }
  }

  /// See ``pointerDown(at:kind:)``; `velocity` in points per second when the platform
  /// measures it.
  package func pointerUp(at point: CarouselPoint, velocity: CarouselPoint? = nil) {
    perform { $0.pointerUp(at: point, velocity: velocity, now: $1) }
  }

  /// The system took the pointer: a drag settles without momentum, a click does nothing.
  package func pointerCancel() {
    perform { $0.pointerCancel(now: $1) }
  }

  /// A key of a hardware keyboard (arrows, page keys, Home, End, Return).
  ///
  /// - Returns: Whether the carousel used it (the view then consumes it).
  @discardableResult
  package func press(_ key: CarouselKey) -> Bool {
    var used = false
    perform { used = $0.press(key, now: $1) }
    return used
  }

  // MARK: The remote's focus and buttons (tvOS)

  /// The focus engine would move focus off the carousel: along its axis the carousel takes
  /// the move (one item) and the focus stays.
  ///
  /// - Returns: Whether the carousel took it (the view keeps the focus).
  @discardableResult
  package func moveFocus(_ heading: CarouselFocusHeading) -> Bool {
    var taken = false
    perform { taken = $0.moveFocus(heading, now: $1) }
    return taken
  }

  /// The remote's play/pause button: the user's stop or start.
  ///
  /// - Returns: false when nothing turns to stop or start (the view passes the press on).
  @discardableResult
  package func playPause() -> Bool {
    var handled = false
    perform { handled = $0.playPause(now: $1) }
    return handled
  }

  /// The remote's click: selects the item the focused look is on.
  package func selectFocusedItem() {
    perform { $0.selectFocusedItem(now: $1) }
  }

  // MARK: Programmatic moves

  /// Scrolls to an item, the shorter way round (or the way asked).
  ///
  /// - Returns: false when the index is out of range (nothing happens).
  @discardableResult
  package func scroll(
    to index: Int, animated: Bool, direction: CarouselEngine.ScrollDirection = .shortest
  ) -> Bool {
    var accepted = false
    perform { accepted = $0.scroll(to: index, animated: animated, direction: direction, now: $1) }
    return accepted
  }

  /// The app's selection changed (a SwiftUI `selection` binding): scrolls there unless the
  /// value is an echo of an index the carousel reported itself.
  package func appSelected(_ index: Int, animated: Bool = true) {
    perform { $0.appSelected(index, animated: animated, now: $1) }
  }

  /// Scrolls one item forward (wrapping when looping).
  package func next(animated: Bool = true) {
    perform { $0.next(animated: animated, now: $1) }
  }

  /// Scrolls one item backward (wrapping when looping).
  package func previous(animated: Bool = true) {
    perform { $0.previous(animated: animated, now: $1) }
  }

  // MARK: Rotation and accessibility

  /// Whether the user (or the app on their behalf) stopped the slide show.
  package var isRotationStopped: Bool { host.isRotationStopped }

  /// Stops the slide show until it is started again, or starts it.
  package func setRotationStopped(_ stopped: Bool) {
    perform { $0.setRotationStopped(stopped, now: $1) }
  }

  /// The stop/start control or action.
  package func toggleRotation() {
    perform { $0.toggleRotation(now: $1) }
  }

  /// The adjustable element's increment action: one item forward, stopping rotation.
  package func accessibilityIncrement() {
    perform { $0.accessibilityIncrement(now: $1) }
  }

  /// The adjustable element's decrement action: one item back, stopping rotation.
  package func accessibilityDecrement() {
    perform { $0.accessibilityDecrement(now: $1) }
  }

  /// A screen reader's scroll gesture: one item along the axis, stopping rotation.
  ///
  /// - Returns: What to say as the page scrolled to (UIKit's `.pageScrolled` argument), or
  ///   nil when the direction runs across the axis or there is nowhere to go.
  @discardableResult
  package func accessibilityScroll(_ direction: CarouselAccessibilityScrollDirection) -> String? {
    guard let forward = direction.isForward(along: engine.configuration) else { return nil }
    var reached: String?
    perform { reached = $0.accessibilityScroll(forward: forward, now: $1) }
    return reached
  }

  /// The accessibility activate action: selects the current item.
  ///
  /// - Returns: false when there is no item.
  @discardableResult
  package func activateCurrentItem() -> Bool {
    guard engine.itemCount > 0 else { return false }
    perform { $0.selectCurrentItem(now: $1) }
    return true
  }
}
