import CarouselCore

extension CarouselDriver {
  // MARK: Touches

  /// Feeds a pan (drag) gesture to the machine.
  ///
  /// UIKit hosts send `.began` once the recognizer begins (after
  /// ``/CarouselCore/CarouselGestureRules/classify(from:to:axis:slop:)`` let it); SwiftUI
  /// hosts send `.changed` from the first `DragGesture` change, and the machine takes the
  /// drag only if it runs along the carousel's axis, leaving the rest to an enclosing scroll
  /// view.
  ///
  /// - Parameters:
  ///   - phase: The gesture's phase.
  ///   - location: The finger, in the carousel's coordinates.
  ///   - translation: The finger's travel since touch-down (decides `.changed` without
  ///     `.began`).
  ///   - velocity: The finger's velocity in points per second when the platform reports
  ///     it (at `.ended`); nil lets the engine estimate it from the drag.
  public func handlePan(
    _ phase: CarouselPanPhase, at location: CarouselPoint,
    translation: CarouselPoint = .zero, velocity: CarouselPoint? = nil
  ) {
    perform {
      $0.pan(phase, at: location, translation: translation, velocity: velocity, now: $1)
    }
  }

  /// A finger touched the content or lifted from it, before and after any pan: as
  /// UIScrollView, the touch itself holds the carousel (no page turn starts under a resting
  /// finger, a fling stops under it). UIKit hosts report it from a touch-down recognizer
  /// that runs alongside the pan; SwiftUI hosts from a `DragGesture(minimumDistance: 0)`.
  ///
  /// - Parameter phase: `.began` when the finger lands; `.ended` or `.cancelled` when it
  ///   lifts or the system takes the touch.
  public func handleTouch(_ phase: CarouselTouchPhase) {
    perform { $0.touch(phase, now: $1) }
  }

  /// A tap at a point of the carousel: selects the item there (reported as
  /// ``CarouselHostEvent/itemSelected(_:)``), or stops a fling.
  public func handleTap(at point: CarouselPoint) {
    perform { $0.tap(at: point, now: $1) }
  }

  /// A tap on the view of a slot (SwiftUI hosts, whose tap gestures carry no location):
  /// taps the middle of the slot's visible part.
  ///
  /// - Parameter id: The slot id.
  public func handleTap(onSlot id: Int) {
    perform { $0.tap(onSlot: id, now: $1) }
  }

  // MARK: Programmatic moves

  /// Scrolls to an item, the shorter way round (or the way asked); its arrival is reported
  /// as ``CarouselHostEvent/scrollAnimationEnded(_:)``.
  ///
  /// - Parameters:
  ///   - index: The item.
  ///   - animated: Whether to animate.
  ///   - direction: Which way round the loop.
  /// - Returns: false when the index is out of range (nothing happens).
  @discardableResult
  public func scroll(
    to index: Int, animated: Bool, direction: CarouselEngine.ScrollDirection = .shortest
  ) -> Bool {
    var accepted = false
    perform { accepted = $0.scroll(to: index, animated: animated, direction: direction, now: $1) }
    return accepted
  }

  /// The app's selection changed (a SwiftUI `selection` binding): scrolls there unless the
  /// value is an echo of an index the carousel reported itself.
  ///
  /// - Returns: Whether the carousel moves.
  @discardableResult
  public func appSelected(_ index: Int, animated: Bool = true) -> Bool {
    var moves = false
    perform { moves = $0.appSelected(index, animated: animated, now: $1) }
    return moves
  }

  /// Scrolls one item forward (wrapping when looping).
  public func next(animated: Bool = true) {
    perform { $0.next(animated: animated, now: $1) }
  }

  /// Scrolls one item backward (wrapping when looping).
  public func previous(animated: Bool = true) {
    perform { $0.previous(animated: animated, now: $1) }
  }

  // MARK: Rotation and accessibility

  /// Whether the user (or the app on their behalf) stopped auto-advance.
  public var isRotationStopped: Bool { host.isRotationStopped }

  /// Stops auto-advance until ``setRotationStopped(_:)`` starts it again, or starts it (the
  /// other reasons, such as being off screen, still apply).
  public func setRotationStopped(_ stopped: Bool) {
    perform { $0.setRotationStopped(stopped, now: $1) }
  }

  /// The stop/start rotation control.
  public func toggleRotation() {
    perform { $0.toggleRotation(now: $1) }
  }

  /// The adjustable element's increment action: one item forward; rotation stops and stays
  /// stopped. Nothing is announced: the screen reader reads the element's new value itself,
  /// and ``accessibilityState`` already names the destination while the page turns.
  public func accessibilityIncrement() {
    perform { $0.accessibilityIncrement(now: $1) }
  }

  /// The adjustable element's decrement action: one item back, stopping rotation.
  public func accessibilityDecrement() {
    perform { $0.accessibilityDecrement(now: $1) }
  }

  /// A screen reader's scroll gesture (VoiceOver's three-finger swipe): one item forward or
  /// back along the carousel's axis, stopping rotation.
  ///
  /// - Parameter direction: The platform's scroll direction.
  /// - Returns: What to announce as the page the scroll reached ("Item 3 of 5, title",
  ///   UIKit's `.pageScrolled` argument), or nil when the direction runs across the axis
  ///   or there is nowhere to go (the screen reader then tells the user so itself).
  @discardableResult
  public func accessibilityScroll(_ direction: CarouselAccessibilityScrollDirection) -> String? {
    guard let forward = direction.isForward(along: engine.configuration) else { return nil }
    var reached: Int?
    perform { reached = $0.accessibilityScroll(forward: forward, now: $1) }
    guard reached != nil else { return nil }
    return accessibilityState.value
  }

  /// The accessibility activate action (double tap with VoiceOver): selects the current
  /// item.
  ///
  /// - Returns: false when there is no item.
  @discardableResult
  public func activateCurrentItem() -> Bool {
    var selected: Int?
    perform { selected = $0.selectCurrentItem(now: $1) }
    return selected != nil
  }
}
