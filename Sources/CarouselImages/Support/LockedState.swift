import Foundation

/// A value protected by a lock, for state shared between tasks and threads.
///
/// `@unchecked Sendable` because the compiler cannot see the lock: every access to `state`
/// goes through `withLock`, which holds `lock` for the whole closure, so no two threads
/// touch it at once. Package-visible so that other targets share this one audited primitive
/// rather than each writing its own.
///
/// Callers never call out of the closure into code that might take another `LockedState`
/// lock owned by a scheduler (see `WorkScheduler`), and never resume continuations or cancel
/// tasks while holding it: they return what to do and do it after unlocking.
package final class LockedState<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  package init(_ state: State) {
    self.state = state
  }

  package func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
