/// What a host must do to keep the engine stepping: nothing, tick on every display frame,
/// or wake up once at a given time.
///
/// The engine's `nextWakeUp` is the input: `nil` means idle (no display link, no timer, no
/// work at all), a time at or just before now means something moves (a display link runs), a
/// later time means a timer is due (an auto-advance in a few seconds; running a display link
/// meanwhile would cost a frame's work sixty times a second for nothing).
public enum CarouselTickPlan: Hashable, Sendable {
  /// Nothing is due: stop the display link and any timer.
  case idle
  /// Something moves: step on every display frame.
  case frames
  /// Nothing moves, but the engine must be stepped at this time (clock seconds).
  case wakeUp(at: Double)

  /// The plan for an engine's wake-up time.
  ///
  /// - Parameters:
  ///   - nextWakeUp: The engine's `nextWakeUp`.
  ///   - now: The current time on the host's clock.
  ///   - isVisible: Whether the carousel can be seen. Nothing ticks for a carousel that
  ///     cannot be seen: its motions are functions of time, so one step on return brings it
  ///     where it would have been.
  ///   - frameInterval: The display's frame duration: a wake-up due within one frame is
  ///     served by the display link rather than a timer.
  package init(
    nextWakeUp: Double?, now: Double, isVisible: Bool, frameInterval: Double = 1.0 / 60
  ) {
    guard isVisible, let wakeUp = nextWakeUp, wakeUp.isFinite else {
      self = .idle
      return
    }
    if wakeUp <= now + max(0, frameInterval) {
      self = .frames
    } else {
      self = .wakeUp(at: wakeUp)
    }
  }
}
