/// Limits how many operations run at once and, when a slot frees up, gives it to the waiting
/// operation with the highest current priority (first come first served among equals).
///
/// `URLSession` on Linux ignores task priorities, and the cooperative thread pool knows
/// nothing about which slide is on screen, so the pipeline orders its own work here.
///
/// Lock order: this scheduler's lock may be held while reading waiters' priorities (which take
/// registry locks); no registry lock is ever held while calling into a scheduler.
final class WorkScheduler: Sendable {
  private struct Waiter {
    let id: UInt64
    let priority: any PriorityProviding
    let continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var running = 0
    var waiters: [Waiter] = []
    var cancelledEarly: Set<UInt64> = []
    var nextID: UInt64 = 0
  }

  /// The most operations running at once.
  let limit: Int
  private let state = LockedState(State())

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// The number of operations running.
  var runningCount: Int { state.withLock { $0.running } }

  /// The number of operations waiting for a slot.
  var waitingCount: Int { state.withLock { $0.waiters.count } }

  /// Waits for a slot, runs `body`, and frees the slot.
  ///
  /// - Parameters:
  ///   - priority: Read whenever a slot frees up while this operation waits.
  ///   - body: The operation.
  /// - Returns: What `body` returns.
  /// - Throws: `ImageError.cancelled` when cancelled while waiting, or `body`'s error.
  func run<Value>(
    priority: any PriorityProviding, _ body: () async throws(ImageError) -> Value
  ) async throws(ImageError) -> Value {
    try await acquire(priority: priority)
    defer { release() }
    return try await body()
  }

  private func acquire(priority: any PriorityProviding) async throws(ImageError) {
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    let granted = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let immediate = state.withLock { state -> Bool? in
          if state.cancelledEarly.remove(id) != nil { return false }
          if state.running < limit {
            state.running += 1
            return true
          }
          state.waiters.append(Waiter(id: id, priority: priority, continuation: continuation))
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: false)
    }
    state.withLock { _ = $0.cancelledEarly.remove(id) }
    guard granted else { throw .cancelled }
  }

  private func release() {
    let next = state.withLock { state -> Waiter? in
      guard !state.waiters.isEmpty else {
        state.running -= 1
        return nil
      }
      // The slot passes straight to the most urgent waiter; `running` is unchanged.
      var best = 0
      var bestPriority = state.waiters[0].priority.currentPriority
      for index in state.waiters.indices.dropFirst() {
        let priority = state.waiters[index].priority.currentPriority
        if priority > bestPriority {
          best = index
          bestPriority = priority
        }
      }
      return state.waiters.remove(at: best)
    }
    next?.continuation.resume(returning: true)
  }
}
