// Stepping in time: evaluating the current motion, releasing a drag, coming to rest.

extension CarouselEngine {
  /// Moves the engine to time `now`: animations, momentum and the marquee progress, due
  /// auto-advances fire, and the slots are laid out for that instant. A live host's step;
  /// see ``advanceReplayingMissedTurns(to:)`` for a renderer's.
  ///
  /// Each motion is a closed-form function of time, so the result does not depend on how
  /// often the host steps: stepping at 30, 60 or 120 Hz, or once, ends in the same state.
  /// Times before ``time`` are treated as ``time``; non-finite times are ignored.
  ///
  /// - Parameter now: The current time, in monotonic seconds.
  public mutating func advance(to now: Double) {
    step(to: now)
    updateLayout()
  }

  /// Moves the engine to time `now` as a host that never sleeps through a due page turn
  /// would: every automatic turn due before `now` starts exactly when it was due, however
  /// far `now` is.
  ///
  /// ``advance(to:)`` follows the rule for live hosts instead: a turn found due when the host
  /// steps a little late (within the turn's duration) starts on time, but one found due after
  /// a long sleep starts at the step, so a user coming back sees the page turn rather than
  /// a banner that changed while nobody looked. A renderer or a test that asks for the frame
  /// at a given time wants that frame whatever other times it asked for: it uses this.
  ///
  /// - Parameter now: The current time, in monotonic seconds.
  /// - Complexity: O(turns due before `now`).
  public mutating func advanceReplayingMissedTurns(to now: Double) {
    guard now.isFinite else { return }
    // Each turn is started at its due time and brought to rest at its end (which schedules
    // the next); a bound keeps an absurd `now` from looping for ever.
    for _ in 0..<1_000_000 {
      if let due = autoAdvanceDue, due > time, due <= now {
        step(to: due)
      } else if isAnimating, !isContinuous, let rest = restTime, rest > time, rest <= now {
        step(to: rest)
        // A spring's rest is found to a sampling step: make sure it counts as arrived.
        if isAnimating, restTime == rest { break }
      } else {
        break
      }
    }
    advance(to: now)
  }

  /// ``advanceReplayingMissedTurns(to:)`` under its former name.
  @available(*, deprecated, renamed: "advanceReplayingMissedTurns(to:)")
  public mutating func advance(through now: Double) {
    advanceReplayingMissedTurns(to: now)
  }

  /// Advances time without laying out (inputs lay out once after applying themselves).
  // Not inlined: some twenty inputs step, and a copy in each makes the WebAssembly larger.
  @inline(never)
  mutating func step(to now: Double) {
    guard now.isFinite else { return }
    time = max(time, now)
    evaluateMotion()
    fireAutoAdvanceIfDue()
    rebaseLoop()
  }

  /// Sets the position from the current motion at ``time``.
  mutating func evaluateMotion() {
    switch motion {
    case .idle, .dragging:
      return
    case .tween(let tween):
      let elapsed = time - tween.start
      // The end as `restTime` states it (start + duration), so stepping to it always ends it.
      if time >= tween.start + tween.duration {
        offset = tween.to
        settle(at: tween.start + tween.duration)
      } else {
        let progress = ScrollPhysics.easeInOutCubic(elapsed / tween.duration)
        offset = tween.from + (tween.to - tween.from) * progress
      }
    case .spring(let spring):
      let elapsed = time - spring.start
      let displacement = ScrollPhysics.springDisplacement(
        spring.displacement, velocity: spring.velocity, frequency: spring.frequency,
        time: elapsed)
      let velocity = ScrollPhysics.springVelocity(
        spring.displacement, velocity: spring.velocity, frequency: spring.frequency,
        time: elapsed)
      let arrived =
        abs(displacement) * pitch < ScrollPhysics.restingDistance
        && abs(velocity) * pitch < ScrollPhysics.restingSpeed
      if arrived || elapsed > 10 {
        offset = spring.target
        settle(at: time)
      } else {
        offset = spring.target + displacement
      }
    case .decay(let decay):
      let elapsed = time - decay.start
      if let edgeTime = decay.edgeTime, elapsed >= edgeTime {
        // The momentum reached an edge of a non-looping carousel: bounce back from there.
        let velocity = ScrollPhysics.decayVelocity(
          decay.velocity, exponent: decay.exponent, time: edgeTime)
        motion = .spring(
          Motion.Spring(
            target: decay.edgePosition, displacement: 0, velocity: velocity,
            frequency: ScrollPhysics.bounceFrequency, start: decay.start + edgeTime,
            isMomentum: true))
        evaluateMotion()
      } else if time >= decay.start + decay.duration {
        offset = decay.rest
        settle(at: decay.start + decay.duration)
      } else {
        offset = ScrollPhysics.decayPosition(
          from: decay.from, velocity: decay.velocity, exponent: decay.exponent, time: elapsed)
      }
    case .drift(let drift):
      offset = drift.from + (time - drift.start) * drift.speed
    case .fade(let fade):
      if time >= fade.start + fade.duration { settle(at: fade.start + fade.duration) }
    }
  }

  /// The speed of the content, in items per second.
  var currentVelocity: Double {
    switch motion {
    case .idle, .dragging, .fade:
      return 0
    case .tween(let tween):
      let elapsed = time - tween.start
      guard elapsed < tween.duration, tween.duration > 0 else { return 0 }
      // Derivative of the cubic ease: 12u^2 for the first half, mirrored.
      let u = elapsed / tween.duration
      let slope = u < 0.5 ? 12 * u * u : 12 * (1 - u) * (1 - u)
      return (tween.to - tween.from) * slope / tween.duration
    case .spring(let spring):
      return ScrollPhysics.springVelocity(
        spring.displacement, velocity: spring.velocity, frequency: spring.frequency,
        time: time - spring.start)
    case .decay(let decay):
      return ScrollPhysics.decayVelocity(
        decay.velocity, exponent: decay.exponent, time: time - decay.start)
    case .drift(let drift):
      return drift.speed
    }
  }

  /// The motion has ended at `settleTime`: rest, and restart the auto-advance clock from
  /// that moment (a full interval after the content settles, never at once).
  mutating func settle(at settleTime: Double) {
    let wasMoving = motion != .idle
    let wasProgrammatic: Bool
    switch motion {
    case .tween, .fade: wasProgrammatic = isProgrammaticMovePending
    default: wasProgrammatic = false
    }
    isProgrammaticMovePending = false
    motion = .idle
    endInteractionHold()
    dwell = .none
    if wasMoving {
      // The index change this rest brings comes first: a host handling the end finds the
      // current index already there.
      updateCurrentIndex()
      events.append(.scrollingEnded(restingItemIndex))
    }
    if wasProgrammatic {
      events.append(.scrollAnimationEnded(restingItemIndex))
    }
    refreshAutoAdvance(at: min(settleTime, time))
  }

  /// The item at the nearest resting position, computed without waiting for layout.
  var restingItemIndex: Int? {
    itemCount > 0
      ? itemIndex(forLoopIndex: origin, plus: Int(Self.nearestLoopIndex(offset))) : nil
  }

  /// Lets the content go with a velocity (items per second): paging, momentum or snapping,
  /// and bouncing back from the edges of a non-looping carousel.
  mutating func release(velocity rawVelocity: Double) {
    // No finger moves a hundred thousand items a second: beyond that a reported velocity is
    // noise, and momentum from it would carry the content out of any sane range.
    let velocity = rawVelocity.isFinite ? min(max(rawVelocity, -1e5), 1e5) : 0
    guard hasLayout else {
      settle(at: time)
      return
    }
    let pitch = pitch
    if !loops, !positionBounds.contains(offset) {
      let bound = min(max(offset, positionBounds.lowerBound), positionBounds.upperBound)
      startSpring(to: bound, velocity: velocity, frequency: ScrollPhysics.bounceFrequency)
      return
    }
    switch configuration.scrollBehavior {
    case .paging:
      let projected =
        offset
        + ScrollPhysics.projectedDistance(velocity: velocity, rate: normalizedDecelerationRate)
      let nearest = Self.nearestLoopIndex(offset)
      var allowed: ClosedRange<Double>
      if abs(offset - nearest) < 1e-9 {
        allowed = (nearest - 1)...(nearest + 1)
      } else {
        allowed = offset.rounded(.down)...offset.rounded(.up)
      }
      if !loops { allowed = allowed.clamped(to: positionBounds) }
      let target = min(
        max(Self.nearestLoopIndex(projected), allowed.lowerBound), allowed.upperBound)
      startSpring(to: target, velocity: velocity, frequency: ScrollPhysics.settleFrequency)
    case .free, .snapping:
      let exponent = ScrollPhysics.decayExponent(rate: normalizedDecelerationRate)
      if abs(velocity) * pitch < ScrollPhysics.restingSpeed {
        if configuration.scrollBehavior == .snapping {
          startSpring(
            to: clampedRest(Self.nearestLoopIndex(offset)), velocity: velocity,
            frequency: ScrollPhysics.settleFrequency)
        } else {
          settle(at: time)
        }
        return
      }
      if configuration.scrollBehavior == .snapping {
        startSnappingDecay(velocity: velocity, exponent: exponent)
      } else {
        startDecay(velocity: velocity, exponent: exponent)
      }
    }
  }

  /// The configured deceleration rate, kept in the open interval where the formulas hold.
  var normalizedDecelerationRate: Double {
    let rate = configuration.decelerationRate
    return rate.isFinite ? min(max(rate, 0.5), 0.9999) : ScrollPhysics.normalDecelerationRate
  }

  func clampedRest(_ target: Double) -> Double {
    loops ? target : min(max(target, positionBounds.lowerBound), positionBounds.upperBound)
  }

  /// A critically damped spring from the current position to `target`, which never
  /// overshoots a page it settles on.
  mutating func startSpring(
    to target: Double, velocity: Double, frequency: Double, isMomentum: Bool = true
  ) {
    let displacement = offset - target
    let limited =
      frequency == ScrollPhysics.settleFrequency
      ? ScrollPhysics.nonOvershootingVelocity(
        velocity, displacement: displacement, frequency: frequency)
      : velocity
    if abs(displacement) * pitch < ScrollPhysics.restingDistance,
      abs(limited) * pitch < ScrollPhysics.restingSpeed
    {
      offset = target
      settle(at: time)
      return
    }
    motion = .spring(
      Motion.Spring(
        target: target, displacement: displacement, velocity: limited, frequency: frequency,
        start: time, isMomentum: isMomentum))
  }

  mutating func startDecay(velocity: Double, exponent: Double) {
    let epsilon = ScrollPhysics.restingDistance / pitch
    var decay = Motion.Decay(
      from: offset, velocity: velocity, exponent: exponent, start: time,
      duration: ScrollPhysics.decayDuration(
        velocity: velocity, exponent: exponent, epsilon: epsilon),
      rest: ScrollPhysics.decayRest(from: offset, velocity: velocity, exponent: exponent),
      edgeTime: nil, edgePosition: 0)
    if !loops, !positionBounds.contains(decay.rest) {
      let edge =
        decay.rest < positionBounds.lowerBound
        ? positionBounds.lowerBound : positionBounds.upperBound
      decay.edgePosition = edge
      decay.edgeTime = ScrollPhysics.decayTime(
        toTravel: edge - offset, velocity: velocity, exponent: exponent)
      if decay.edgeTime == nil { decay.rest = edge }
    }
    motion = .decay(decay)
  }

  /// Momentum whose deceleration is adjusted so that it comes to rest exactly on the item
  /// nearest to where it would have stopped.
  mutating func startSnappingDecay(velocity: Double, exponent: Double) {
    let naturalRest = ScrollPhysics.decayRest(
      from: offset, velocity: velocity, exponent: exponent)
    let target = clampedRest(Self.nearestLoopIndex(naturalRest))
    let distance = target - offset
    // x_inf = x0 - v0 / k' = target  =>  k' = -v0 / distance.
    let adjusted = distance * velocity > 0 ? -velocity / distance : 0
    guard adjusted < 0, adjusted <= exponent / 2, adjusted >= exponent * 4 else {
      startSpring(to: target, velocity: velocity, frequency: ScrollPhysics.settleFrequency)
      return
    }
    let epsilon = ScrollPhysics.restingDistance / pitch
    motion = .decay(
      Motion.Decay(
        from: offset, velocity: velocity, exponent: adjusted, start: time,
        duration: ScrollPhysics.decayDuration(
          velocity: velocity, exponent: adjusted, epsilon: epsilon),
        rest: target, edgeTime: nil, edgePosition: 0))
  }

  /// Where a resting carousel should be: on an item when paging or snapping, inside the
  /// bounds when not looping. Starts a settling spring when it is not there (after a reload
  /// or a configuration change mid-motion).
  mutating func settleIfOffRest() {
    guard motion == .idle, hasLayout else { return }
    var target = offset
    if !loops { target = min(max(target, positionBounds.lowerBound), positionBounds.upperBound) }
    if configuration.scrollBehavior != .free { target = clampedRest(Self.nearestLoopIndex(target)) }
    if abs(target - offset) * pitch >= ScrollPhysics.restingDistance {
      startSpring(
        to: target, velocity: 0, frequency: ScrollPhysics.settleFrequency, isMomentum: false)
      // The engine moves on its own: the auto-advance clock starts once it rests.
      dwell = .none
    } else {
      offset = target
    }
  }
}

extension CarouselEngine {
  /// When the content will come to rest, or nil when it is not moving on its own (at rest,
  /// under a finger, or drifting as a marquee, which never rests).
  ///
  /// Exact for page turns, programmatic moves, cross-fades and momentum that stops inside
  /// the loop; for a settling or bouncing spring, the first moment (to 1/120 s) at which it
  /// counts as arrived.
  public var restTime: Double? {
    switch motion {
    case .idle, .dragging, .drift:
      return nil
    case .tween(let tween):
      return tween.start + tween.duration
    case .fade(let fade):
      return fade.start + fade.duration
    case .decay(let decay):
      guard let edgeTime = decay.edgeTime else { return decay.start + decay.duration }
      let edgeVelocity = ScrollPhysics.decayVelocity(
        decay.velocity, exponent: decay.exponent, time: edgeTime)
      return decay.start + edgeTime
        + springArrival(
          displacement: 0, velocity: edgeVelocity, frequency: ScrollPhysics.bounceFrequency)
    case .spring(let spring):
      return spring.start
        + springArrival(
          displacement: spring.displacement, velocity: spring.velocity,
          frequency: spring.frequency)
    }
  }

  /// How long after its start a spring counts as arrived, by the rule
  /// ``evaluateMotion()`` applies (at most its 10-second cut-off).
  private func springArrival(displacement: Double, velocity: Double, frequency: Double)
    -> Double
  {
    let pitch = pitch
    var elapsed = 0.0
    while elapsed <= 10 {
      let x = ScrollPhysics.springDisplacement(
        displacement, velocity: velocity, frequency: frequency, time: elapsed)
      let v = ScrollPhysics.springVelocity(
        displacement, velocity: velocity, frequency: frequency, time: elapsed)
      if abs(x) * pitch < ScrollPhysics.restingDistance
        && abs(v) * pitch < ScrollPhysics.restingSpeed
      {
        return elapsed
      }
      elapsed += 1.0 / 120
    }
    return 10
  }
}
