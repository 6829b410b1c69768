/// Runs at most one job per key at a time and hands its result to every caller waiting for
/// that key.
///
/// A caller that cancels stops waiting at once (it gets `ImageError.cancelled`); the job
/// itself is cancelled only when its last caller has gone. The job's priority is the highest
/// among its current callers.
final class CoalescingRegistry<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  typealias Work = @Sendable (Job) async throws(ImageError) -> Value
  typealias Continuation = CheckedContinuation<Result<Value, ImageError>, Never>

  /// A running job, as seen by its work: the key and the live priority of its callers.
  struct Job: PriorityProviding {
    fileprivate let registry: CoalescingRegistry
    let key: Key
    fileprivate let id: UInt64

    var currentPriority: ImageRequest.Priority {
      registry.priority(of: self)
    }
  }

  private struct Subscriber {
    var priority: any PriorityProviding
    var continuation: Continuation
  }

  private struct JobState {
    let id: UInt64
    var subscribers: [UInt64: Subscriber]
    var task: Task<Void, Never>?
  }

  private struct State {
    var jobs: [Key: JobState] = [:]
    /// Callers whose cancellation arrived before they subscribed.
    var cancelledEarly: Set<UInt64> = []
    var nextID: UInt64 = 0

    mutating func makeID() -> UInt64 {
      nextID += 1
      return nextID
    }
  }

  private let state = LockedState(State())

  /// The number of jobs running.
  var jobCount: Int { state.withLock { $0.jobs.count } }

  /// The number of callers waiting for the job for `key`.
  func subscriberCount(for key: Key) -> Int {
    state.withLock { $0.jobs[key]?.subscribers.count ?? 0 }
  }

  /// The number of callers waiting for the jobs whose keys satisfy `isIncluded`.
  func subscriberCount(where isIncluded: (Key) -> Bool) -> Int {
    state.withLock { state in
      state.jobs.filter { isIncluded($0.key) }.reduce(0) { $0 + $1.value.subscribers.count }
    }
  }

  /// Waits for the job for `key`, starting it with `work` if none is running.
  ///
  /// - Parameters:
  ///   - key: What identifies identical work.
  ///   - priority: This caller's priority.
  ///   - work: The job, run in a task of its own when this caller is the first.
  /// - Returns: The job's value.
  /// - Throws: The job's error, or `ImageError.cancelled` when this caller is cancelled.
  func value(
    for key: Key, priority: any PriorityProviding, work: @escaping Work
  ) async throws(ImageError) -> Value {
    let subscriberID = state.withLock { $0.makeID() }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: Continuation) in
        subscribe(
          key: key, subscriberID: subscriberID,
          subscriber: Subscriber(priority: priority, continuation: continuation), work: work)
      }
    } onCancel: {
      unsubscribe(key: key, subscriberID: subscriberID)
    }
    state.withLock { _ = $0.cancelledEarly.remove(subscriberID) }
    return try result.get()
  }

  private enum SubscribeAction {
    case wait
    case resumeCancelled
    case start(Job)
  }

  private func subscribe(
    key: Key, subscriberID: UInt64, subscriber: Subscriber, work: @escaping Work
  ) {
    let action = state.withLock { state -> SubscribeAction in
      if state.cancelledEarly.remove(subscriberID) != nil { return .resumeCancelled }
      if state.jobs[key] != nil {
        state.jobs[key]?.subscribers[subscriberID] = subscriber
        return .wait
      }
      let jobID = state.makeID()
      state.jobs[key] = JobState(id: jobID, subscribers: [subscriberID: subscriber], task: nil)
      return .start(Job(registry: self, key: key, id: jobID))
    }
    switch action {
    case .wait:
      return
    case .resumeCancelled:
      subscriber.continuation.resume(returning: .failure(.cancelled))
    case .start(let job):
      let task = Task.detached { [self] in
        let result: Result<Value, ImageError>
        do throws(ImageError) {
          result = .success(try await work(job))
        } catch {
          result = .failure(error)
        }
        finish(job, with: result)
      }
      let stored = state.withLock { state -> Bool in
        guard state.jobs[key]?.id == job.id else { return false }
        state.jobs[key]?.task = task
        return true
      }
      // Every caller left before the task could be recorded.
      if !stored { task.cancel() }
    }
  }

  private func unsubscribe(key: Key, subscriberID: UInt64) {
    let (continuation, task) = state.withLock { state -> (Continuation?, Task<Void, Never>?) in
      guard var job = state.jobs[key], let subscriber = job.subscribers[subscriberID] else {
        state.cancelledEarly.insert(subscriberID)
        return (nil, nil)
      }
      job.subscribers[subscriberID] = nil
      if job.subscribers.isEmpty {
        state.jobs[key] = nil
        return (subscriber.continuation, job.task)
      }
      state.jobs[key] = job
      return (subscriber.continuation, nil)
    }
    continuation?.resume(returning: .failure(.cancelled))
    task?.cancel()
  }

  private func finish(_ job: Job, with result: Result<Value, ImageError>) {
    let subscribers = state.withLock { state -> [Subscriber] in
      guard let current = state.jobs[job.key], current.id == job.id else { return [] }
      state.jobs[job.key] = nil
      return Array(current.subscribers.values)
    }
    for subscriber in subscribers {
      subscriber.continuation.resume(returning: result)
    }
  }

  fileprivate func priority(of job: Job) -> ImageRequest.Priority {
    // Copy the callers out first: their priorities may come from other registries' locks.
    let sources = state.withLock { state -> [any PriorityProviding] in
      guard let current = state.jobs[job.key], current.id == job.id else { return [] }
      return current.subscribers.values.map(\.priority)
    }
    return sources.map(\.currentPriority).max() ?? .low
  }
}
