// Auto-advance: page turns on an interval, or the marquee's continuous drift.

extension CarouselEngine {
  /// Whether auto-advance is configured and makes sense for the content: something to
  /// advance to, and a laid-out viewport.
  var isAutoAdvanceApplicable: Bool {
    hasLayout && isAutoAdvanceConfigured
  }

  /// Whether the configuration and the items make pages turn (or drift) on their own once the
  /// carousel is laid out: what an assistive stop/start action offers from the start, so that
  /// it does not appear with the first layout.
  var isAutoAdvanceConfigured: Bool {
    switch configuration.autoAdvance {
    case .off:
      return false
    case .interval:
      guard configuration.autoAdvance.interval != nil else { return false }
      return itemCount >= 2 || (loops && configuration.autoAdvancesSingleItem)
    case .continuous(let speed):
      return speed.isFinite && speed != 0
    }
  }

  /// Pauses auto-advance for a reason. Each reason is separate: auto-advance resumes only
  /// when every reason has been cleared with ``resumeAutoAdvance(_:now:)``.
  ///
  /// A page turn already under way completes (a banner is never left half-way); the
  /// marquee stops where it is.
  public mutating func pauseAutoAdvance(_ reasons: CarouselPauseReasons, now: Double) {
    step(to: now)
    defer { updateLayout() }
    pauseReasons.formUnion(reasons)
    refreshAutoAdvance(at: time)
  }

  /// Clears a pause reason. When none is left, the dwell goes on from where the pause found
  /// it (the page turns when the rest of it has run), or the marquee drifts on from where it
  /// stopped.
  public mutating func resumeAutoAdvance(_ reasons: CarouselPauseReasons, now: Double) {
    step(to: now)
    defer { updateLayout() }
    pauseReasons.subtract(reasons)
    refreshAutoAdvance(at: time)
  }

  /// Brings the auto-advance clock in line with the state at time `moment`: starts or stops
  /// the marquee, schedules or cancels the next page turn, and reports pauses and
  /// resumptions once each.
  mutating func refreshAutoAdvance(at moment: Double) {
    let running = isAutoAdvanceRunning
    if running != wasAutoAdvanceRunning {
      events.append(.autoAdvanceChanged(isRunning: running))
      wasAutoAdvanceRunning = running
    }
    guard running else {
      // A pause stops the dwell where it is: the turn comes that much later, not a whole
      // interval after the pause.
      if case .running(let since) = dwell { dwell = .paused(elapsed: max(moment - since, 0)) }
      if case .drift = motion {
        // The marquee stops where it is.
        motion = .idle
      }
      return
    }
    switch configuration.autoAdvance {
    case .off:
      dwell = .none
    case .interval:
      guard motion == .idle else {
        dwell = .none
        break
      }
      switch dwell {
      case .none: dwell = .running(since: moment)
      case .paused(let elapsed): dwell = .running(since: moment - elapsed)
      case .running: break
      }
    case .continuous(let pointsPerSecond):
      dwell = .none
      let speed = pointsPerSecond / pitch
      switch motion {
      case .idle:
        motion = .drift(Motion.Drift(from: offset, start: moment, speed: speed))
      case .drift(let drift) where drift.speed != speed:
        // The speed or the layout changed: drift on from here at the new speed.
        motion = .drift(Motion.Drift(from: offset, start: time, speed: speed))
      default:
        break
      }
    }
  }

  /// Fires the page turn that is due, as if it had started exactly on time when the host
  /// steps a little late (frame-rate independence), or now when the host slept long.
  mutating func fireAutoAdvanceIfDue() {
    guard let due = autoAdvanceDue, due <= time, motion == .idle, isAutoAdvanceRunning,
      case .interval = configuration.autoAdvance
    else { return }
    dwell = .none
    let current = Self.nearestLoopIndex(offset)
    let target: Double
    if loops {
      target = current + 1
    } else {
      // Without a loop, the last item rewinds to the first.
      target = current >= positionBounds.upperBound ? positionBounds.lowerBound : current + 1
    }
    let duration = sanitizedAnimationDuration
    let start = time - due <= duration ? due : time
    startTween(to: target, start: start, duration: duration)
    evaluateMotion()
  }

  var sanitizedAnimationDuration: Double {
    let duration = configuration.scrollAnimationDuration
    return duration.isFinite ? min(max(duration, 0), 10) : 0.35
  }

  mutating func startTween(to target: Double, start: Double, duration: Double) {
    if prefersReducedMotion, duration > 0, target != offset, let outgoing = currentIndex {
      // Reduced motion: no sliding. The destination is laid out at once and the outgoing
      // item fades out above it.
      offset = target
      motion = .fade(Motion.Fade(outgoingItem: outgoing, start: start, duration: duration))
      return
    }
    if duration <= 0 || target == offset {
      offset = target
      motion = .tween(Motion.Tween(from: target, to: target, start: start, duration: 0))
      evaluateMotion()
      return
    }
    motion = .tween(Motion.Tween(from: offset, to: target, start: start, duration: duration))
  }
}
