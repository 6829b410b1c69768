extension CarouselHostMachine {
  /// The surroundings changed: pauses or resumes auto-advance for the reasons that changed,
  /// applies reduced motion, and starts or stops ticking.
  ///
  /// VoiceOver stopping ends its cursor's focus too: a view is not reliably told it lost a
  /// focus that no longer exists, and a stale one would hold auto-advance for good.
  ///
  /// - Parameters:
  ///   - newSignals: The signals now.
  ///   - now: The current time.
  public mutating func setSignals(_ newSignals: CarouselHostSignals, now: Double) {
    var newSignals = newSignals
    if signals.isVoiceOverRunning, !newSignals.isVoiceOverRunning {
      newSignals.isAccessibilityFocused = false
    }
    guard newSignals != signals else { return }
    let old = signals
    signals = newSignals
    if signals.isVisible && !old.isVisible {
      // Back in sight: whatever moved while nothing ticked ends where it would have (no
      // banner left half-way).
      engine.advance(to: now)
    }
    if !signals.isInWindow || signals.isAppInBackground, pressState.isPressed {
      // The view went away under the finger: settle as if the system took the touch. (Only
      // then: a claim of being scrolled out of sight under a finger is the platform's
      // mistake, and the press goes on.)
      cancelPress(now: now)
    }
    if signals.isReduceMotionEnabled != old.isReduceMotionEnabled {
      engine.setReducedMotion(signals.isReduceMotionEnabled, now: now)
    }
    if signals.isKeyboardFocused, !old.isKeyboardFocused, options.stopsOnKeyboardFocus {
      // Keyboard focus coming in stops the slide show until the user starts it again
      // (WAI-ARIA's carousel pattern): it does not resume when focus leaves.
      engine.setRotationStopped(true, now: now)
    }
    if !signals.isRemoteFocused {
      // A start under the focus lasts as long as that visit: focus coming back holds again.
      runsUnderFocus = false
    }
    applyPauseReasons(now: now)
    commit(now: now)
  }

  /// The pause reasons the surroundings call for: the signals', less the remote's focus hold
  /// once the user started the slide show under it.
  var wantedPauseReasons: CarouselPauseReasons {
    var wanted = Self.pauseReasons(for: signals, options: options)
    if runsUnderFocus { wanted.remove(.focus) }
    return wanted
  }

  /// The pause reasons `signals` call for under `options`: a hover holds nothing when
  /// ``Options/pausesOnHover`` is off.
  static func pauseReasons(
    for signals: CarouselHostSignals, options: Options
  ) -> CarouselPauseReasons {
    var reasons = signals.pauseReasons
    if !options.pausesOnHover { reasons.remove(.hover) }
    return reasons
  }

  /// Pauses the engine for the wanted reasons it lacks and resumes it from those no longer
  /// wanted (without committing).
  mutating func applyPauseReasons(now: Double) {
    let wanted = wantedPauseReasons
    let current = engine.pauseReasons.intersection(CarouselHostSignals.managedPauseReasons)
    let added = wanted.subtracting(current)
    let removed = current.subtracting(wanted)
    if !added.isEmpty { engine.pauseAutoAdvance(added, now: now) }
    if !removed.isEmpty { engine.resumeAutoAdvance(removed, now: now) }
  }

  /// One signal changed (see ``setSignals(_:now:)``).
  ///
  /// - Parameters:
  ///   - signal: Which.
  ///   - value: Its value now.
  ///   - now: The current time.
  public mutating func setSignal(
    _ signal: CarouselHostSignals.Signal, _ value: Bool, now: Double
  ) {
    var changed = signals
    changed[signal] = value
    setSignals(changed, now: now)
  }

  // MARK: Rotation

  /// Whether the user (or the app on their behalf) stopped auto-advance with the rotation
  /// control.
  public var isRotationStopped: Bool { engine.isRotationStoppedByUser }

  /// Stops auto-advance until it is started again, or starts it (the other reasons, such as
  /// being out of sight, still apply).
  ///
  /// Starting it while the remote's focus holds it (``CarouselHostSignals/isRemoteFocused``)
  /// lets it turn under the focus until the focus leaves: the user asked for motion where
  /// they are, and the focused look follows the current item
  /// (``CarouselFrame/Focus/liftedSlotID``). Otherwise a start with the remote's play button
  /// would seem to do nothing.
  public mutating func setRotationStopped(_ stopped: Bool, now: Double) {
    let starts = !stopped && engine.isRotationStoppedByUser
    engine.setRotationStopped(stopped, now: now)
    if starts, signals.isRemoteFocused {
      runsUnderFocus = true
      applyPauseReasons(now: now)
    }
    commit(now: now)
  }

  /// The stop/start rotation control was pressed.
  public mutating func toggleRotation(now: Double) {
    setRotationStopped(!isRotationStopped, now: now)
  }
}
