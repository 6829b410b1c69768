// The host's input: touches, programmatic moves, data and layout changes.

extension CarouselEngine {
  // MARK: Dragging

  /// A finger went down on the content and started to move it. Any animation or momentum
  /// stops and the finger takes over from where the content is.
  ///
  /// - Parameters:
  ///   - point: Where the finger is, in viewport coordinates.
  ///   - now: The current time.
  public mutating func beginDrag(at point: CarouselPoint, now: Double) {
    assertLaidOut("beginDrag")
    step(to: now)
    defer { updateLayout() }
    // Swiping turned off: no drag begins, so its moves, end and cancel do nothing either.
    guard hasLayout, point.isFinite, configuration.isSwipeEnabled else { return }
    let coordinate = axisCoordinate(of: point)
    motion = .dragging(
      Motion.Drag(
        anchorPosition: unbandedPosition(offset), anchorCoordinate: coordinate,
        coordinate: coordinate))
    velocityTracker.reset()
    velocityTracker.add(time: time, coordinate: coordinate)
    // A drag is no tap: what the touch caught no longer matters.
    if case .resting = touch { touch = .resting(caughtMomentum: false) } else { touch = .none }
    // A finger takes over: a programmatic move it interrupts never reports an end.
    isProgrammaticMovePending = false
    pauseReasons.insert(.interaction)
    refreshAutoAdvance(at: time)
  }

  /// The finger moved: the content follows it exactly (rubber-banding past the ends of a
  /// non-looping carousel).
  public mutating func drag(to point: CarouselPoint, now: Double) {
    step(to: now)
    defer { updateLayout() }
    guard case .dragging(var drag) = motion, point.isFinite, hasLayout else { return }
    drag.coordinate = axisCoordinate(of: point)
    motion = .dragging(drag)
    velocityTracker.add(time: time, coordinate: drag.coordinate)
    offset = bandedPosition(rawPosition(of: drag))
  }

  /// The finger lifted. The content pages, coasts or snaps according to the configuration,
  /// with the release velocity given by the host or estimated from the recent drag.
  ///
  /// - Parameters:
  ///   - point: Where the finger lifted.
  ///   - velocity: The finger's velocity in points per second (as UIPanGestureRecognizer's
  ///     `velocity(in:)`), or nil to estimate it from the drag's recent samples.
  ///   - now: The current time.
  public mutating func endDrag(at point: CarouselPoint, velocity: CarouselPoint? = nil, now: Double)
  {
    drag(to: point, now: now)
    guard case .dragging = motion else { return }
    let fingerVelocity =
      velocity.map { axisCoordinate(of: $0) } ?? velocityTracker.velocity(at: time)
    release(velocity: -forwardSign * fingerVelocity / pitch)
    updateLayout()
  }

  /// The drag was cancelled (the system took the touch): settle without momentum.
  public mutating func cancelDrag(now: Double) {
    step(to: now)
    defer { updateLayout() }
    guard case .dragging = motion else { return }
    release(velocity: 0)
  }

  func rawPosition(of drag: Motion.Drag) -> Double {
    drag.anchorPosition - forwardSign * (drag.coordinate - drag.anchorCoordinate) / pitch
  }

  /// The displayed position for an unbanded one: past the ends of a non-looping carousel
  /// the content moves less than the finger, as UIScrollView's rubber band.
  func bandedPosition(_ raw: Double) -> Double {
    guard !loops else { return raw }
    let bounds = positionBounds
    if raw < bounds.lowerBound {
      return bounds.lowerBound
        + ScrollPhysics.rubberBand((raw - bounds.lowerBound) * pitch, dimension: viewportLength)
        / pitch
    }
    if raw > bounds.upperBound {
      return bounds.upperBound
        + ScrollPhysics.rubberBand((raw - bounds.upperBound) * pitch, dimension: viewportLength)
        / pitch
    }
    return raw
  }

  /// The inverse of ``bandedPosition(_:)``, so a drag that starts during a bounce does not
  /// jump.
  func unbandedPosition(_ displayed: Double) -> Double {
    guard !loops else { return displayed }
    let bounds = positionBounds
    if displayed < bounds.lowerBound {
      return bounds.lowerBound
        + ScrollPhysics.inverseRubberBand(
          (displayed - bounds.lowerBound) * pitch, dimension: viewportLength) / pitch
    }
    if displayed > bounds.upperBound {
      return bounds.upperBound
        + ScrollPhysics.inverseRubberBand(
          (displayed - bounds.upperBound) * pitch, dimension: viewportLength) / pitch
    }
    return displayed
  }

  /// Pointer input means nothing before the engine has a viewport (there is no geometry to
  /// hit or drag): it is ignored, and in debug builds this assertion says so, since it is
  /// almost always a host that forgot ``setViewportSize(_:now:)``. A viewport that collapses
  /// later (a view shrunk to nothing) is not a mistake and is not reported.
  func assertLaidOut(_ input: StaticString) {
    assert(
      hasEverLaidOut || itemCount == 0,
      "CarouselEngine.\(input): pointer input before the engine had a viewport is ignored; call setViewportSize(_:now:) first"
    )
  }

  // MARK: Taps

  /// A tap (touch down and up without a drag) at a point.
  ///
  /// As UIScrollView, a tap while the content coasts from a flick stops it instead of
  /// selecting (also when its ``touchDown(now:)`` already stopped it); otherwise the item under the point is selected and reported with
  /// ``CarouselEvent/itemSelected(_:)``.
  ///
  /// - Returns: The selected item index (never a slot or loop index), or nil when the tap
  ///   stopped momentum or hit no item.
  @discardableResult
  public mutating func tap(at point: CarouselPoint, now: Double) -> Int? {
    tap(at: point, selects: true, now: now)
  }

  /// A tap that may stop a fling but, with `selects` false, selects nothing (a click on a
  /// control inside the slide is the control's).
  mutating func tap(at point: CarouselPoint, selects: Bool, now: Double) -> Int? {
    assertLaidOut("tap")
    step(to: now)
    defer { updateLayout() }
    guard hasLayout else { return nil }
    if touch.caughtMomentum {
      // The touch of this tap already stopped a fling (``touchDown(now:)``): nothing more,
      // and the next tap is a tap again.
      if case .resting = touch { touch = .resting(caughtMomentum: false) } else { touch = .none }
      return nil
    }
    if motion.isMomentum {
      if configuration.scrollBehavior == .free {
        settle(at: time)
      } else {
        startSpring(
          to: clampedRest(Self.nearestLoopIndex(offset)), velocity: 0,
          frequency: ScrollPhysics.settleFrequency, isMomentum: false)
      }
      return nil
    }
    guard !isDragging, selects else { return nil }
    updateLayout()
    guard let index = itemIndex(at: point) else { return nil }
    events.append(.itemSelected(index))
    return index
  }

  /// Selects the current item without a pointer (a keyboard's Enter, an assistive
  /// technology's activate action), reported like a tap with
  /// ``CarouselEvent/itemSelected(_:)``.
  ///
  /// - Returns: The selected item, or nil when the carousel is empty.
  @discardableResult
  public mutating func selectCurrentItem(now: Double) -> Int? {
    step(to: now)
    defer { updateLayout() }
    guard let index = restingItemIndex else { return nil }
    events.append(.itemSelected(index))
    return index
  }

  // MARK: Programmatic moves

  /// The direction a programmatic scroll takes around the loop.
  public enum ScrollDirection: Hashable, Sendable {
    /// The shorter way round (forward on a tie).
    case shortest
    /// Toward the next items.
    case forward
    /// Toward the previous items.
    case backward
  }

  /// Scrolls to an item.
  ///
  /// Animated scrolls ease in and out (cubic) over
  /// ``CarouselConfiguration/scrollAnimationDuration``. A drag in progress is ended. The
  /// auto-advance clock restarts once the content rests.
  ///
  /// - Parameters:
  ///   - index: The item, in `0 ..< itemCount`.
  ///   - animated: Whether to animate.
  ///   - direction: Which way round the loop (ignored when not looping).
  ///   - now: The current time.
  /// - Returns: false when the index is out of range (nothing happens).
  @discardableResult
  public mutating func scroll(
    to index: Int, animated: Bool, direction: ScrollDirection = .shortest, now: Double
  ) -> Bool {
    step(to: now)
    defer { updateLayout() }
    guard (0..<itemCount).contains(index) else { return false }
    let base = destinationLoopIndex
    var delta: Int
    if loops {
      let current = itemIndex(forLoopIndex: origin, plus: Int(base))
      let forward = carouselItemIndex(forSlot: index - current, count: itemCount)
      switch direction {
      case .forward: delta = forward
      case .backward: delta = forward == 0 ? 0 : forward - itemCount
      case .shortest: delta = forward <= itemCount - forward ? forward : forward - itemCount
      }
    } else {
      // Both in range, so the difference cannot overflow.
      delta = (index &- origin) &- Int(base)
    }
    // A move farther than a million items jumps most of the way at once, so every offset
    // stays exact (at such a distance each frame would show other items anyway).
    let limit = Self.farJumpLimit
    if abs(delta) > limit {
      let travel = delta > 0 ? limit : -limit
      jumpOrigin(by: delta - travel)
      delta = travel
    }
    move(to: base + Double(delta), animated: animated)
    return true
  }

  /// Scrolls one item forward (wrapping when looping). Repeated calls during the animation
  /// add up: three quick calls move three items.
  public mutating func next(animated: Bool = true, now: Double) {
    step(to: now)
    defer { updateLayout() }
    guard itemCount > 0 else { return }
    move(to: clampedRest(destinationLoopIndex + 1), animated: animated)
  }

  /// Scrolls one item backward (wrapping when looping).
  public mutating func previous(animated: Bool = true, now: Double) {
    step(to: now)
    defer { updateLayout() }
    guard itemCount > 0 else { return }
    move(to: clampedRest(destinationLoopIndex - 1), animated: animated)
  }

  /// Where the content is headed: the target of a programmatic move in flight, or the
  /// nearest resting position.
  var destinationLoopIndex: Double {
    if case .tween(let tween) = motion { return tween.to }
    return Self.nearestLoopIndex(offset)
  }

  mutating func move(to target: Double, animated: Bool) {
    endInteractionHold()
    isProgrammaticMovePending = true
    dwell = .none
    if animated, hasLayout {
      startTween(to: target, start: time, duration: sanitizedAnimationDuration)
    } else {
      offset = target
      motion = .tween(Motion.Tween(from: target, to: target, start: time, duration: 0))
      evaluateMotion()
    }
    refreshAutoAdvance(at: time)
  }

  // MARK: Layout and data

  /// The viewport changed size (rotation, split view, a resized terminal). The current item
  /// and the fraction scrolled are kept, mid-drag and mid-animation too: positions are in
  /// items, not points.
  public mutating func setViewportSize(_ size: CarouselSize, now: Double) {
    step(to: now)
    defer { updateLayout() }
    var drag: Motion.Drag?
    if case .dragging(let current) = motion { drag = current }
    // Without a layout there is no pitch to convert finger travel: keep the position.
    let raw = hasLayout ? drag.map(rawPosition(of:)) : offset
    viewportSize = Self.sanitized(size)
    if var drag, let raw {
      // Re-anchor so the finger keeps the content where it is in the new geometry.
      drag.anchorPosition = raw
      drag.anchorCoordinate = drag.coordinate
      motion = .dragging(drag)
    }
    if !hasLayout, motion != .idle, !isDragging {
      motion = .idle
      offset = clampedRest(Self.nearestLoopIndex(offset))
    }
    refreshAutoAdvance(at: time)
    settleIfOffRest()
  }

  /// New content, known only by its count: it starts at the first item, and a stop the user
  /// chose for the old content no longer applies (a reused table cell given another row's
  /// banners opens on their first page, turning).
  ///
  /// A count says nothing about which item is which, so it cannot keep the current item:
  /// to keep it across a change (an item added to a feed), reload by identities
  /// (``reload(identities:previousIdentities:now:)``).
  ///
  /// - Parameters:
  ///   - newCount: The new number of items (negative counts are treated as 0).
  ///   - now: The current time.
  public mutating func reload(itemCount newCount: Int, now: Double) {
    step(to: now)
    defer { updateLayout() }
    holds.removeAll()
    reload(count: Self.sanitized(count: newCount), currentItemBecomes: 0, isNewContent: true)
  }

  /// The items changed; identities say which is which, so the current item stays current
  /// even when items were inserted or removed before it. When the current item is gone, its
  /// neighbour takes its place. New content that shares no item with the old starts at the
  /// first item, and a stop the user chose for the old content no longer applies.
  ///
  /// - Parameters:
  ///   - identities: The new items' identities, in order.
  ///   - previousIdentities: The identities the engine's current indices refer to.
  ///   - now: The current time.
  public mutating func reload<ID: Hashable>(
    identities: [ID], previousIdentities: [ID], now: Double
  ) {
    step(to: now)
    defer { updateLayout() }
    // New content shares no item with the old (a reused table cell given another row's
    // banners); an empty list on either side is new content too.
    let isNewContent =
      previousIdentities.isEmpty || identities.isEmpty
      || Set(previousIdentities).isDisjoint(with: identities)
    var keep: Int?
    if let current = currentIndex, previousIdentities.indices.contains(current) {
      keep = identities.firstIndex(of: previousIdentities[current])
    }
    // The current item itself stays current: its dwell goes on (a timer indicator neither
    // restarts nor jumps when slides are added around it).
    let keepsDwell = keep != nil && configuration.keepsCurrentItemOnReload && !isNewContent
    if keep == nil, let current = currentIndex, !identities.isEmpty {
      // The current item is gone. Among the same items (one removed), the neighbour that
      // took its place; in new content, the first item, not the old row's page.
      keep = isNewContent ? 0 : min(current, identities.count - 1)
    }
    if isNewContent {
      holds.removeAll()
    } else if !holds.isEmpty {
      // A few held items each looked up: no index of every identity for them.
      holds.move { old in
        previousIdentities.indices.contains(old)
          ? identities.firstIndex(of: previousIdentities[old]) : nil
      }
    }
    let dwellBefore = dwell
    reload(
      count: Self.sanitized(count: identities.count),
      currentItemBecomes: configuration.keepsCurrentItemOnReload ? keep : 0,
      isNewContent: isNewContent)
    if keepsDwell, motion == .idle, dwellBefore != .none {
      dwell = dwellBefore
      refreshAutoAdvance(at: time)
    }
  }

  private mutating func reload(
    count newCount: Int, currentItemBecomes newIndex: Int?, isNewContent: Bool
  ) {
    if isNewContent, !isRotationStoppedForReducedMotion {
      // The user stopped the old content's slide show, not this one's.
      pauseReasons.remove(.user)
    }
    // Every slot shows different content now: the host must rebind all of them.
    removeAllSlots()
    // A programmatic move heads for an item of the old list: it ends without arriving.
    isProgrammaticMovePending = false
    contentVersion &+= 1
    let velocity = currentVelocity
    let wasMomentum = motion.isMomentum
    // A programmatic move (or its reduced-motion cross-fade) heads for, or fades out, an
    // item of the old list.
    let wasProgrammatic: Bool
    switch motion {
    case .tween, .fade: wasProgrammatic = true
    default: wasProgrammatic = false
    }

    if newCount == 0 {
      itemCount = 0
      origin = 0
      offset = 0
      motion = .idle
      endInteractionHold()
    } else if itemCount == 0 {
      itemCount = newCount
      origin = newIndex ?? 0
      offset = 0
      motion = .idle
      endInteractionHold()
    } else {
      // Keep the fraction scrolled and the motion as it is (both relative to the origin);
      // rename the origin so the kept item is where the nearest one was.
      let nearest = Int(Self.nearestLoopIndex(offset))
      origin = (newIndex ?? 0) &- nearest
      itemCount = newCount
      rebaseLoop()
      if wasProgrammatic {
        // The old destination may not exist any more: settle on the kept item.
        motion = .idle
      } else if wasMomentum {
        release(velocity: velocity)
      }
    }
    dwell = .none
    refreshAutoAdvance(at: time)
    settleIfOffRest()
    if hasLayout, case .dragging(let drag) = motion {
      offset = bandedPosition(rawPosition(of: drag))
    }
  }

  /// Changes the behaviour. The current item is kept; a drag or animation in progress
  /// settles under the new rules.
  public mutating func setConfiguration(_ newConfiguration: CarouselConfiguration, now: Double) {
    step(to: now)
    defer { updateLayout() }
    guard newConfiguration != configuration else { return }
    var timingOnly = newConfiguration
    timingOnly.itemIntervals = configuration.itemIntervals
    timingOnly.maximumHold = configuration.maximumHold
    if timingOnly == configuration {
      // Only the dwells changed: the dwell under way keeps its start, measured against the
      // item's new length (due at once when that is already over).
      configuration = newConfiguration
      refreshAutoAdvance(at: time)
      return
    }
    let index = currentIndex
    let wasDragging = isDragging
    removeAllSlots()
    isProgrammaticMovePending = false
    configuration = newConfiguration
    if motion != .idle {
      motion = .idle
      endInteractionHold()
      if wasDragging { events.append(.scrollingEnded(index)) }
    }
    if let index {
      // The same item at the same fraction, named from the new origin.
      offset -= Self.nearestLoopIndex(offset)
      origin = index
    }
    if !loops, itemCount > 0 {
      offset = min(max(offset, positionBounds.lowerBound), positionBounds.upperBound)
    }
    dwell = .none
    refreshAutoAdvance(at: time)
    settleIfOffRest()
  }
}
