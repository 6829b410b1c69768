import CarouselCore

extension CarouselDriver {
  // MARK: Touches

  /// Feeds a pan (drag) gesture to the engine.
  ///
  /// UIKit hosts send `.began` once the recognizer begins (after
  /// ``/CarouselCore/CarouselGestureRules/panBelongsToCarousel(_:axis:)`` let it); SwiftUI hosts send
  /// `.changed` from the first `DragGesture` change, and the driver takes the drag only if
  /// it runs along the carousel's axis, leaving the rest to an enclosing scroll view.
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
    let now = self.now
    switch phase {
    case .began:
      beginPan(at: location, now: now)
    case .changed:
      switch pan {
      case .none:
        if CarouselGestureRules.panBelongsToCarousel(translation, axis: engine.configuration.axis) {
          beginPan(at: location, now: now)
        } else {
          pan = .rejected
        }
      case .tracking:
        engine.drag(to: location, now: now)
      case .rejected:
        return
      }
    case .ended:
      if pan == .tracking { engine.endDrag(at: location, velocity: velocity, now: now) }
      pan = .none
    case .cancelled:
      if pan == .tracking { engine.cancelDrag(now: now) }
      pan = .none
    }
    commit()
  }

  private func beginPan(at location: CarouselPoint, now: Double) {
    engine.beginDrag(at: location, now: now)
    pan = engine.isDragging ? .tracking : .rejected
    if pan == .tracking { markUserMove() }
  }

  /// A finger touched the content or lifted from it, before and after any pan: as
  /// UIScrollView, the touch itself holds the carousel (no page turn starts under a resting
  /// finger, a fling stops under it). UIKit hosts report it from a touch-down recognizer
  /// that runs alongside the pan; SwiftUI hosts from a `DragGesture(minimumDistance: 0)`.
  ///
  /// - Parameter phase: `.began` when the finger lands; `.ended` or `.cancelled` when it
  ///   lifts or the system takes the touch.
  public func handleTouch(_ phase: CarouselTouchPhase) {
    switch phase {
    case .began: engine.touchDown(now: now)
    case .ended, .cancelled: engine.touchUp(now: now)
    }
    commit()
  }

  /// A tap at a point of the carousel: selects the item there (reported as
  /// ``CarouselHostEvent/itemSelected(_:)``), or stops a fling.
  public func handleTap(at point: CarouselPoint) {
    engine.tap(at: point, now: now)
    commit()
  }

  /// A tap on the view of a slot (SwiftUI hosts, whose tap gestures carry no location):
  /// taps the middle of the slot's visible part.
  ///
  /// - Parameter id: The slot id.
  public func handleTap(onSlot id: Int) {
    guard let slot = engine.slots.first(where: { $0.id == id }) else { return }
    let size = engine.viewportSize
    let minX = max(slot.frame.minX, 0)
    let maxX = min(slot.frame.maxX, size.width)
    let minY = max(slot.frame.minY, 0)
    let maxY = min(slot.frame.maxY, size.height)
    guard minX < maxX, minY < maxY else { return }
    handleTap(at: CarouselPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2))
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
    let accepted = engine.scroll(to: index, animated: animated, direction: direction, now: now)
    commit()
    return accepted
  }

  /// Scrolls one item forward (wrapping when looping).
  public func next(animated: Bool = true) {
    engine.next(animated: animated, now: now)
    commit()
  }

  /// Scrolls one item backward (wrapping when looping).
  public func previous(animated: Bool = true) {
    engine.previous(animated: animated, now: now)
    commit()
  }

  // MARK: Rotation and accessibility

  /// Whether the user (or the app on their behalf) stopped auto-advance.
  public var isRotationStopped: Bool { engine.isRotationStoppedByUser }

  /// Stops auto-advance until ``setRotationStopped(_:)`` starts it again, or starts it (the
  /// other reasons, such as being off screen, still apply).
  public func setRotationStopped(_ stopped: Bool) {
    engine.setRotationStopped(stopped, now: now)
    commit()
  }

  /// The stop/start rotation control.
  public func toggleRotation() {
    setRotationStopped(!isRotationStopped)
  }

  /// The adjustable element's increment action: one item forward; rotation stops and stays
  /// stopped. Nothing is announced: the screen reader reads the element's new value itself,
  /// and ``accessibilityState`` already names the destination while the page turns.
  public func accessibilityIncrement() {
    engine.accessibilityIncrement(now: now)
    commit()
  }

  /// The adjustable element's decrement action: one item back, stopping rotation.
  public func accessibilityDecrement() {
    engine.accessibilityDecrement(now: now)
    commit()
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
    let before = engine.destinationIndex
    if forward {
      engine.accessibilityIncrement(now: now)
    } else {
      engine.accessibilityDecrement(now: now)
    }
    commit()
    guard let after = engine.destinationIndex, after != before else { return nil }
    return accessibilityState.value
  }

  /// The accessibility activate action (double tap with VoiceOver): selects the current
  /// item.
  ///
  /// - Returns: false when there is no item.
  @discardableResult
  public func activateCurrentItem() -> Bool {
    // The engine reports the selection as an event, like a tap; commit delivers it.
    guard engine.selectCurrentItem(now: now) != nil else { return false }
    commit()
    return true
  }
}
