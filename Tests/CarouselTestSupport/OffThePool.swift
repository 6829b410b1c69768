import Foundation

/// Runs blocking work (waiting for a child process, reading a pipe, waiting at a lock) on a
/// thread of its own, while the calling task suspends.
///
/// Swift's cooperative pool has one thread per core, two on a small CI machine, and the whole
/// suite shares it: a test double or helper that blocks one of those threads stalls every
/// other test's tasks for as long as it blocks. Whatever blocks runs here instead.
///
/// - Parameter body: The blocking work.
/// - Returns: What `body` returns.
public func offThePool<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try body() }) }
    thread.name = "carousel-tests.blocking"
    thread.start()
  }
}

/// ``offThePool(_:)`` for work that cannot fail.
public func offThePool<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: body()) }
    thread.name = "carousel-tests.blocking"
    thread.start()
  }
}
