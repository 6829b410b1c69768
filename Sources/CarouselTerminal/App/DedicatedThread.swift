import Foundation

/// Runs `body` on a new thread of its own while the calling task suspends, and returns what it
/// returned.
///
/// For work that blocks for as long as it runs, as the interactive loop does in `poll`: on a
/// thread of the cooperative pool (one per core, two on a small machine) it would leave the
/// picture loads and every other task one thread fewer for the whole session, and none at all
/// on a one-core machine. Errors travel in the value (a `Result`), so that no typed-throws
/// function type is needed (macOS before 15 has no runtime support for one).
///
/// - Parameters:
///   - name: The thread's name, for debuggers and crash logs: at most 15 bytes, or Linux
///     drops it.
///   - body: The blocking work. It is handed over whole: nothing else uses what it captures
///     while it runs, which is why capturing non-`Sendable` state is safe here.
func onDedicatedThread<Value>(name: String, _ body: @escaping () -> Value) async -> Value {
  let work = HandedOver(body)
  let result = await withCheckedContinuation { continuation in
    let thread = Thread {
      // Named from the thread itself: on Linux, Foundation names only the current thread.
      Thread.current.name = name
      continuation.resume(returning: HandedOver(work.value()))
    }
    thread.name = name
    thread.start()
  }
  return result.value
}

/// A value moved to another thread and used only there: checked `Sendable` by hand, since
/// the compiler cannot see the hand-over.
private struct HandedOver<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
