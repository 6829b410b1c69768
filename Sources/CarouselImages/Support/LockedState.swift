import Foundation

/// A value protected by a lock, for state shared between tasks and threads.
///
/// Callers never call out of the closure into code that might take another `LockedState`
/// lock owned by a scheduler (see `WorkScheduler`), and never resume continuations or cancel
/// tasks while holding it: they return what to do and do it after unlocking.
final class LockedState<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
