/// An update run once for any number of requests made before it runs: scroll and layout
/// callbacks come in bursts, and the visibility they change is read once, after them.
///
/// ```swift
/// update.request { Task { @MainActor [weak self] in self?.runUpdate() } }
/// func runUpdate() { update.willRun(); readVisibility() }
/// ```
package struct CarouselCoalescedUpdate: Sendable {
  /// Whether an update is scheduled and has not run yet.
  package private(set) var isScheduled = false

  /// Nothing scheduled.
  package init() {}

  /// Asks for the update: schedules it unless one is already waiting.
  ///
  /// - Parameter schedule: Schedules the update (it must call ``willRun()`` when it runs).
  package mutating func request(schedule: () -> Void) {
    guard !isScheduled else { return }
    isScheduled = true
    schedule()
  }

  /// The update is running: a request from now on schedules another.
  package mutating func willRun() {
    isScheduled = false
  }
}
