import Foundation

/// How long a test waits for something that should happen before it calls the wait a hang.
///
/// Tests make progress by signals (a condition that holds, a continuation resumed, a child
/// that exits), never by the clock: a deadline only bounds a hang, so that a real one fails
/// its test instead of the whole run. It is therefore far longer than any machine needs,
/// however busy: ten minutes unless `CAROUSEL_TEST_HANG_GUARD` gives other seconds (a short
/// one makes a developer's hang fail fast; a long one never makes a pass depend on speed).
public enum HangGuard {
  /// The bound, in seconds.
  public static let seconds: Double = {
    if let text = ProcessInfo.processInfo.environment["CAROUSEL_TEST_HANG_GUARD"],
      let value = Double(text), value > 0
    {
      return value
    }
    return 600
  }()

  /// The moment a wait that starts now becomes a hang.
  public static func deadline() -> ContinuousClock.Instant {
    .now + .milliseconds(Int64(seconds * 1000))
  }
}
