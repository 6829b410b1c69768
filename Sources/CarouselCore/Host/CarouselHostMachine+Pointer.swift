extension CarouselHostMachine {
  // MARK: Raw pointers (a terminal's mouse, a web page's pointer events)

  /// A pointer went down at `point` (bounds coordinates). On a page dot of the machine's own
  /// dots (targets at least ``Options/minimumTapSize``) it waits for the release; on the
  /// stop/start control it is the control's own (its button acts; nothing else happens);
  /// anywhere on the slides the press starts, and holds the content as a resting finger does.
  ///
  /// - Parameters:
  ///   - point: Where, in the bounds' coordinates.
  ///   - kind: What presses: it decides how far it moves before it drags.
  ///   - target: What in the slide it starts on: a click on a control inside a slide (a
  ///     button in a slide's content) is the control's, and selects no item.
  ///   - now: The current time.
  public mutating func pointerDown(
    at point: CarouselPoint, kind: PointerKind, target: PressTarget = .slide, now: Double
  ) {
    let continues = interaction.awaitsUserMoveEnd
    cancelPress(now: now)
    if isOnRotationControl(point) {
      interaction = .controlPress
      commit(now: now)
      return
    }
    if let page = dotPage(at: point) {
      interaction = .dotPress(DotPress(page: page, kind: kind, origin: point))
      commit(now: now)
      return
    }
    guard slidesFrame.contains(point) else {
      commit(now: now)
      return
    }
    engine.touchDown(now: now)
    interaction = .press(
      Press(
        gesture: CarouselPress(at: slidesPoint(point), now: now, slop: slop(for: kind)),
        kind: kind, target: target, isTouching: true, continuesUserMove: continues))
    commit(now: now)
  }

  /// The pointer moved (bounds coordinates; a drag follows it outside the slides too, as a
  /// captured pointer does). Past the slop along the axis the press drags; a finger that first
  /// moves across the axis gives the press up to whatever scrolls that way.
  public mutating func pointerMove(to point: CarouselPoint, now: Double) {
    switch interaction {
    case .dotPress(let dot):
      // A finger that travels is scrolling the page, not choosing a dot.
      if dot.kind == .touch, distance(from: dot.origin, to: point) > slop(for: .touch) {
        interaction = .none
        commit(now: now)
      }
    case .press(var current):
      let local = slidesPoint(point)
      if current.kind == .touch, !current.gesture.isDragging,
        CarouselGestureRules.classify(
          from: current.gesture.origin, to: local, axis: engine.configuration.axis,
          slop: current.gesture.slop) == .across
      {
        // A swipe across a horizontal banner scrolls the page or list around it.
        cancelPress(now: now)
        commit(now: now)
        return
      }
      let wasDragging = current.gesture.isDragging
      current.gesture.move(to: local, engine: &engine, now: now)
      // A press that moved past the slop with swiping off moves nothing: no user move.
      if current.gesture.isDragging, !wasDragging, engine.isDragging {
        current.movesContent = true
      }
      interaction = .press(current)
      commit(now: now)
    case .none, .controlPress, .rejectedPan, .settling:
      break
    }
  }

  /// The pointer lifted: a drag flings with the velocity the engine measured (or the one
  /// given), a click selects the item under it (``CarouselEvent/itemSelected(_:)``) unless it
  /// started on a control inside the slide (``PressTarget/controlInSlide``), a release over
  /// the dot pressed turns to its page.
  ///
  /// - Parameters:
  ///   - point: Where, in the bounds' coordinates.
  ///   - velocity: The pointer's velocity in points per second, when the platform measures
  ///     it; nil lets the engine estimate it.
  ///   - now: The current time.
  public mutating func pointerUp(
    at point: CarouselPoint, velocity: CarouselPoint? = nil, now: Double
  ) {
    switch interaction {
    case .dotPress(let dot):
      interaction = .none
      if dotPage(at: point) == dot.page {
        engine.scroll(to: dot.page, animated: true, now: now)
      }
      commit(now: now)
    case .press(let current):
      interaction = .after(current)
      current.gesture.release(
        at: slidesPoint(point), velocity: velocity, selects: current.target == .slide,
        engine: &engine, now: now)
      if current.isTouching { engine.touchUp(now: now) }
      commit(now: now)
    case .controlPress:
      interaction = .none
      commit(now: now)
    case .none, .rejectedPan, .settling:
      break
    }
  }

  /// The system took the pointer (a pan across the axis became a page scroll, the view went
  /// away): a drag settles without momentum, a click or a dot press does nothing.
  public mutating func pointerCancel(now: Double) {
    switch interaction {
    case .dotPress, .controlPress, .press:
      cancelPress(now: now)
      commit(now: now)
    case .none, .rejectedPan, .settling:
      break
    }
  }

  /// Whether a press is in progress, and whether it drags.
  public var pressState: (isPressed: Bool, isDragging: Bool) {
    switch interaction {
    case .dotPress, .controlPress: (true, false)
    case .press(let press): (true, press.gesture.isDragging)
    case .none, .rejectedPan, .settling: (false, false)
    }
  }

  func slop(for kind: PointerKind) -> Double {
    let slop = kind == .touch ? options.touchDragSlop : options.mouseDragSlop
    return slop.isFinite ? max(0, slop) : 0
  }

  private func distance(from a: CarouselPoint, to b: CarouselPoint) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The page of the machine's own dot under a point (bounds coordinates), if any.
  func dotPage(at point: CarouselPoint) -> Int? {
    guard case .dots = indicator, let dots = frame.indicator.dots, !dots.isHidden else {
      return nil
    }
    return dots.page(at: point, minimumTapSize: options.minimumTapSize)
  }

  /// Whether a point of the bounds is on the visible stop/start control's touch target (at
  /// least ``Options/minimumTapSize``, centred on it).
  func isOnRotationControl(_ point: CarouselPoint) -> Bool {
    guard let control = frame.rotationControl?.frame else { return false }
    let minimum = options.minimumTapSize.isFinite ? max(0, options.minimumTapSize) : 0
    let growX = max(0, minimum - control.size.width) / 2
    let growY = max(0, minimum - control.size.height) / 2
    return point.x >= control.minX - growX && point.x <= control.maxX + growX
      && point.y >= control.minY - growY && point.y <= control.maxY + growY
  }

  /// Ends a press without a click or a fling.
  mutating func cancelPress(now: Double) {
    switch interaction {
    case .dotPress, .controlPress:
      interaction = .none
    case .press(let current):
      interaction = .after(current)
      current.gesture.cancel(engine: &engine, now: now)
      if current.isTouching { engine.touchUp(now: now) }
    case .none, .rejectedPan, .settling:
      break
    }
  }

  /// A point of the bounds in the slides' coordinates (the engine's viewport).
  public func slidesPoint(_ point: CarouselPoint) -> CarouselPoint {
    let origin = slidesFrame.origin
    return CarouselPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  // MARK: Recognised gestures (UIKit's recognizers, SwiftUI's gestures)

  /// A finger touched the content or lifted from it, before and after any pan: as
  /// UIScrollView, the touch itself holds the carousel (no page turn starts under a resting
  /// finger, a fling stops under it). UIKit reports it from a touch-down recognizer that runs
  /// alongside the pan; SwiftUI from a `DragGesture(minimumDistance: 0)`.
  public mutating func touch(_ phase: CarouselTouchPhase, now: Double) {
    switch phase {
    case .began: engine.touchDown(now: now)
    case .ended, .cancelled: engine.touchUp(now: now)
    }
    commit(now: now)
  }

  /// A pan gesture the platform recognised (bounds coordinates).
  ///
  /// `.began` means the platform decided it is the carousel's (UIKit's recognizer, after
  /// ``takesPan(withTravel:)`` let it begin); `.changed` without `.began` (SwiftUI's
  /// `DragGesture`) decides from the travel so far, by the same rule, and leaves a pan across
  /// the axis to the enclosing scroll view.
  ///
  /// - Parameters:
  ///   - phase: The gesture's phase.
  ///   - point: The finger, in the bounds' coordinates.
  ///   - translation: The finger's travel since it landed.
  ///   - velocity: The finger's velocity in points per second when the platform reports it
  ///     (at `.ended`); nil lets the engine estimate it.
  ///   - now: The current time.
  public mutating func pan(
    _ phase: CarouselPanPhase, at point: CarouselPoint, translation: CarouselPoint = .zero,
    velocity: CarouselPoint? = nil, now: Double
  ) {
    let local = slidesPoint(point)
    switch (phase, interaction) {
    case (.began, _):
      beginRecognizedPan(at: local, now: now)
    case (.changed, .rejectedPan):
      return
    case (.changed, .press(var current)):
      current.gesture.move(to: local, engine: &engine, now: now)
      interaction = .press(current)
    case (.changed, _):
      let start = CarouselPoint(x: local.x - translation.x, y: local.y - translation.y)
      switch CarouselGestureRules.classify(
        from: start, to: local, axis: engine.configuration.axis, slop: 0)
      {
      case .along: beginRecognizedPan(at: local, now: now)
      case .across:
        interaction = .rejectedPan(continuesUserMove: interaction.awaitsUserMoveEnd)
      case .undecided: break
      }
    case (.ended, .press(let current)):
      interaction = .after(current)
      if current.gesture.isDragging {
        engine.endDrag(at: local, velocity: velocity, now: now)
      }
    case (.cancelled, .press(let current)):
      interaction = .after(current)
      current.gesture.cancel(engine: &engine, now: now)
    case (.ended, .rejectedPan(let continues)), (.cancelled, .rejectedPan(let continues)):
      interaction = continues ? .settling : .none
    case (.ended, _), (.cancelled, _):
      break
    }
    commit(now: now)
  }

  private mutating func beginRecognizedPan(at local: CarouselPoint, now: Double) {
    let continues = interaction.awaitsUserMoveEnd
    engine.beginDrag(at: local, now: now)
    guard engine.isDragging else {
      interaction = .rejectedPan(continuesUserMove: continues)
      return
    }
    // Already dragging: a press with no slop, whose touch the touch recognizer reports.
    var gesture = CarouselPress(at: local, now: now, slop: 0)
    gesture.markDragging()
    interaction = .press(
      Press(
        gesture: gesture, kind: .touch, isTouching: false, movesContent: true,
        continuesUserMove: continues))
  }

  // MARK: Taps

  /// A tap the platform recognised at a point of the bounds: selects the item there
  /// (``CarouselEvent/itemSelected(_:)``), or stops a fling.
  public mutating func tap(at point: CarouselPoint, now: Double) {
    engine.tap(at: slidesPoint(point), now: now)
    commit(now: now)
  }

  /// A tap on the view of a slot (SwiftUI before iOS 16, whose tap gestures carry no
  /// location): taps the middle of the slot's visible part.
  public mutating func tap(onSlot id: Int, now: Double) {
    guard let slot = engine.slots.first(where: { $0.id == id }) else { return }
    let size = engine.viewportSize
    let minX = max(slot.frame.minX, 0)
    let maxX = min(slot.frame.maxX, size.width)
    let minY = max(slot.frame.minY, 0)
    let maxY = min(slot.frame.maxY, size.height)
    guard minX < maxX, minY < maxY else { return }
    let origin = slidesFrame.origin
    tap(
      at: CarouselPoint(x: (minX + maxX) / 2 + origin.x, y: (minY + maxY) / 2 + origin.y),
      now: now)
  }
}

extension CarouselHostMachine {
  // MARK: Other gestures

  /// Whether a pan that has travelled this far is the carousel's to take: along its axis
  /// (more along it than across), and only while swiping is on
  /// (``CarouselConfiguration/isSwipeEnabled``). What a platform's pan recognizer asks
  /// before it begins, so that an enclosing scroll view gets every other swipe.
  ///
  /// - Parameter travel: The finger's travel since it landed.
  /// - Returns: true when the carousel's pan should begin.
  public func takesPan(withTravel travel: CarouselPoint) -> Bool {
    engine.configuration.isSwipeEnabled
      && CarouselGestureRules.panBelongsToCarousel(travel, axis: engine.configuration.axis)
  }

  /// Whether a finger travelling this way would move the content rather than pull it
  /// against an edge: along the axis, with somewhere to go (a looping carousel always has;
  /// a carousel that does not loop has none before its first item or past its last), and
  /// only while swiping is on (``CarouselConfiguration/isSwipeEnabled``). For
  /// arbitrating with other gestures that want the same swipe: iOS 26's full-screen back
  /// swipe waits for the carousel only while the carousel can go that way.
  ///
  /// - Parameter travel: The finger's direction of travel (any length).
  /// - Returns: true when the content would move.
  public func movesContent(forFingerTravel travel: CarouselPoint) -> Bool {
    guard engine.configuration.isSwipeEnabled, engine.itemCount > 1 || engine.loops,
      engine.viewportSize != .zero
    else { return false }
    guard CarouselGestureRules.panBelongsToCarousel(travel, axis: engine.configuration.axis)
    else { return false }
    if engine.loops { return true }
    let along = engine.configuration.axis == .horizontal ? travel.x : travel.y
    // The content follows the finger: its position goes against the finger's travel.
    let positionChange = -engine.forwardSign * along
    let position = engine.position
    return positionChange < 0 ? position > 1e-9 : position < Double(engine.itemCount - 1) - 1e-9
  }
}
