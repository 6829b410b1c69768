import Foundation

/// Runs `body` on a new thread of its own while the calling task suspends, and returns what it
/// returned.
///
/// For work that blocks for as long as it runs, as the interactive loop does in `poll`: on a
/// thread of the cooperative pool (one per core, two on a small machine) it would leave the
/// picture loads and every other task one thread fewer for the whole session, and none at all
/// on a one-core machine.
///
/// - Parameters:
///   - name: The thread's name, for debuggers and crash logs.
///   - body: The blocking work. It is handed over whole: nothing else uses what it captures
///     while it runs, which is why capturing non-`Sendable` state is safe here.
func onDedicatedThread<Value, Failure: Error>(
  name: String, _ body: @escaping () throws(Failure) -> Value
) async throws(Failure) -> Value {
  let work = HandedOver(body)
  let result = await withCheckedContinuation { continuation in
    let thread = Thread {
      let outcome = Result { () throws(Failure) -> Value in try work.body() }
      continuation.resume(returning: HandedOver(outcome))
    }
    thread.name = name
    thread.start()
  }
  return try result.body.get()
}

/// A value moved to another thread and used only there: checked `Sendable` by hand, since
/// the compiler cannot see the hand-over.
private struct HandedOver<Body>: @unchecked Sendable {
  let body: Body
  init(_ body: Body) { self.body = body }
}
