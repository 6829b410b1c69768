import CarouselCore

/// Receives the ticks of a ``CarouselTicking``.
@MainActor
package protocol CarouselTickTarget: AnyObject {
  /// A display frame, or a scheduled wake-up, has come.
  ///
  /// - Parameter now: The time of the tick on the ticker's clock (for a display link, the
  ///   time the frame will be shown).
  func tick(now: Double)
}

/// A source of display frames and timed wake-ups: a display link and a timer on Apple
/// platforms, a run-loop timer elsewhere, a fake clock in tests.
///
/// Conforming types hold their ``target`` weakly and stop delivering ticks once it is gone,
/// so a display link or timer (which the run loop retains) never keeps a carousel alive.
@MainActor
package protocol CarouselTicking: AnyObject {
  /// Whom to tell about ticks. Held weakly.
  var target: (any CarouselTickTarget)? { get set }
  /// The current time on the ticker's clock, in monotonic seconds.
  var now: Double { get }
  /// The duration of one display frame, in seconds.
  var frameInterval: Double { get }
  /// Starts frames, schedules a wake-up or stops everything, replacing the previous plan.
  func apply(_ plan: CarouselTickPlan)
  /// The frame rates to ask of the display while frames run (a display link's
  /// `preferredFrameRateRange`); the driver sets it before it applies a `.frames` plan.
  func setPreferredFrameRateRange(_ range: CarouselFrameRateRange)
}

extension CarouselTicking {
  /// Ignores the request: a ticker with a fixed rate (a run-loop timer, a test clock).
  package func setPreferredFrameRateRange(_ range: CarouselFrameRateRange) {}
}
