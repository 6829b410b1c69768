// A finger resting on the content, before (or without) any drag: as UIScrollView, the touch
// itself holds the content. Auto-advance waits while it rests, momentum stops under it, and
// a tap that lands on a moving carousel only stops it.

extension CarouselEngine {
  /// A finger touched the content (touch-down, before any movement is recognised as a drag).
  ///
  /// Auto-advance holds while the finger rests: no page turn starts under a still finger (a
  /// turn already under way completes). Momentum from an earlier flick stops where the
  /// content is, and the tap that may follow only stops it, selecting nothing. Call
  /// ``touchUp(now:)`` when the finger lifts or the system takes the touch; a drag that
  /// starts from the touch goes through ``beginDrag(at:now:)`` as usual.
  ///
  /// - Parameter now: The current time.
  public mutating func touchDown(now: Double) {
    step(to: now)
    defer { updateLayout() }
    touch = .resting(caughtMomentum: motion.isMomentum)
    if touch.caughtMomentum {
      // The content stops under the finger; it settles on a page when the finger lifts.
      motion = .idle
    }
    pauseReasons.insert(.interaction)
    dwell = .none
    refreshAutoAdvance(at: time)
  }

  /// The finger lifted (or the touch was cancelled). Content left between pages settles
  /// on the nearest one, and the next automatic turn comes a full interval after the
  /// content rests, as after a swipe.
  ///
  /// - Parameter now: The current time.
  public mutating func touchUp(now: Double) {
    step(to: now)
    defer { updateLayout() }
    guard case .resting(let caught) = touch else { return }
    touch = .lifted(caughtMomentum: caught)
    // A drag in progress, or the momentum it left, ends the hold itself when it settles.
    guard motion == .idle else { return }
    endInteractionHold()
    dwell = .none
    settleIfOffRest()
    refreshAutoAdvance(at: time)
  }

  /// Clears the hold of a touch or a drag, unless a finger still rests on the content.
  mutating func endInteractionHold() {
    if !isTouching { pauseReasons.remove(.interaction) }
  }

  /// The item the content is headed for: the destination of a page turn, a programmatic
  /// move or momentum in flight, or ``currentIndex`` when nothing carries it anywhere (at
  /// rest, under a finger, drifting).
  ///
  /// Hosts show this where the destination matters more than the item passing by: the
  /// value an assistive technology reads right after an increment, a page control whose dot
  /// the user just tapped.
  public var destinationIndex: Int? {
    // Not inlined: read in many places, and a copy in each makes the WebAssembly larger.
    @inline(never) get {
      guard itemCount > 0 else { return nil }
      guard let rest = destinationRest else { return currentIndex }
      return itemIndex(forLoopIndex: origin, plus: rest)
    }
  }

  /// Where a motion in flight comes to rest, on the loop relative to the origin; nil when
  /// nothing carries the content anywhere (at rest, under a finger, drifting, fading).
  private var destinationRest: Int? {
    let target: Double
    switch motion {
    case .tween(let tween): target = tween.to
    case .spring(let spring): target = spring.target
    case .decay(let decay): target = decay.edgeTime == nil ? decay.rest : decay.edgePosition
    case .idle, .dragging, .drift, .fade: return nil
    }
    // Positions stay near the loop (rebased); anything else is not an index to convert.
    guard target.isFinite, abs(target) < 1e15 else { return nil }
    return Int(Self.nearestLoopIndex(clampedRest(target)))
  }

  /// The live slot the content is headed for: the one a motion in flight comes to rest on
  /// (not another copy of its item), nil while that slot is not live yet (a move of several
  /// items); without a motion, the current item's most visible slot.
  var destinationSlotID: Int? {
    guard let rest = destinationRest else { return currentItemSlotID }
    return slots.first { $0.loopIndex &- origin == rest }?.id
  }
}
