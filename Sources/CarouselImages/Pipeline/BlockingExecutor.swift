import Foundation

/// Runs blocking work (decodes, file reads and writes) on a few threads of its own, so that
/// it never occupies the threads of Swift's cooperative pool.
///
/// The cooperative pool has one thread per core and expects its jobs to suspend rather than
/// block: two decodes running on it on a two-core phone would leave nothing for every other
/// task in the app until they end. Here the caller suspends while a thread of this executor
/// runs the work, in the order submitted, at most `threadLimit` at a time. Threads start when
/// work arrives and end after a short idle spell, so an idle executor holds none.
///
/// Cancellation: a job whose caller is cancelled while it waits for a thread is dropped and
/// the caller resumes at once with `ImageError.cancelled`; a job already running finishes
/// (synchronous decoders cannot be interrupted) and its caller gets its result.
final class BlockingExecutor: @unchecked Sendable {
  private struct Job {
    let id: UInt64
    let run: @Sendable () -> Void
    let cancel: @Sendable () -> Void
  }

  /// The most threads running work at once.
  let threadLimit: Int
  private let name: String
  private let idleTimeout: TimeInterval

  // Everything below is guarded by `condition`.
  private let condition = NSCondition()
  private var queue: [Job] = []
  private var queueHead = 0
  private var threadCount = 0
  private var idleCount = 0
  private var runningCount = 0
  private var startedCount = 0
  private var completedCount = 0
  private var cancelledEarly: Set<UInt64> = []
  private var nextID: UInt64 = 0

  /// Creates an executor; no thread starts until work arrives.
  ///
  /// - Parameters:
  ///   - name: The threads' name, for debuggers and crash logs.
  ///   - threadLimit: The most threads running work at once (at least 1).
  ///   - idleTimeout: How long an idle thread waits for more work before it ends, in seconds.
  init(name: String, threadLimit: Int, idleTimeout: TimeInterval = 2) {
    self.name = name
    self.threadLimit = max(1, threadLimit)
    self.idleTimeout = idleTimeout
  }

  /// The number of jobs running now.
  var runningJobCount: Int { locked { runningCount } }

  /// The number of jobs waiting for a thread.
  var queuedJobCount: Int { locked { queue.count - queueHead } }

  /// The number of jobs a thread has taken (counted before the caller resumes).
  var startedJobCount: Int { locked { startedCount } }

  /// The number of jobs that have run to the end.
  var completedJobCount: Int { locked { completedCount } }

  /// The number of threads alive (running work or idle).
  var liveThreadCount: Int { locked { threadCount } }

  /// Runs `body` on one of this executor's threads and returns its result; the calling task
  /// suspends meanwhile.
  ///
  /// - Parameter body: Blocking work.
  /// - Returns: What `body` returns.
  /// - Throws: `body`'s error, or `ImageError.cancelled` when the calling task was cancelled
  ///   before a thread took the job.
  func run<Value: Sendable>(_ body: @escaping @Sendable () throws(ImageError) -> Value)
    async throws(ImageError) -> Value
  {
    let id = locked {
      nextID += 1
      return nextID
    }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<Value, ImageError>, Never>) in
        let job = Job(
          id: id,
          run: {
            let result: Result<Value, ImageError>
            do throws(ImageError) {
              result = .success(try body())
            } catch {
              result = .failure(error)
            }
            continuation.resume(returning: result)
          },
          cancel: { continuation.resume(returning: .failure(.cancelled)) })
        submit(job)
      }
    } onCancel: {
      cancel(id)
    }
    locked { _ = cancelledEarly.remove(id) }
    return try result.get()
  }

  private func submit(_ job: Job) {
    let startsThread = locked { () -> Bool? in
      if cancelledEarly.remove(job.id) != nil { return nil }
      queue.append(job)
      if idleCount > 0 { condition.signal() }
      // More jobs waiting than idle threads to take them: one more thread, within the limit.
      guard queue.count - queueHead > idleCount, threadCount < threadLimit else { return false }
      threadCount += 1
      return true
    }
    switch startsThread {
    case nil:
      job.cancel()
    case true?:
      let thread = Thread { [self] in work() }
      thread.name = name
      thread.qualityOfService = .userInitiated
      thread.start()
    case false?:
      break
    }
  }

  private func cancel(_ id: UInt64) {
    let job = locked { () -> Job? in
      guard let index = queue[queueHead...].firstIndex(where: { $0.id == id }) else {
        // Not queued yet (or already taken, in which case this entry is removed after).
        cancelledEarly.insert(id)
        return nil
      }
      return queue.remove(at: index)
    }
    job?.cancel()
  }

  /// A thread's loop: take the oldest job, run it; end after `idleTimeout` without work.
  private func work() {
    condition.lock()
    while true {
      if queueHead < queue.count {
        let job = queue[queueHead]
        queueHead += 1
        if queueHead > 32 && queueHead * 2 > queue.count {
          queue.removeFirst(queueHead)
          queueHead = 0
        }
        runningCount += 1
        startedCount += 1
        condition.unlock()
        job.run()
        condition.lock()
        runningCount -= 1
        completedCount += 1
        continue
      }
      idleCount += 1
      let signalled = condition.wait(until: Date(timeIntervalSinceNow: idleTimeout))
      idleCount -= 1
      if !signalled && queueHead == queue.count { break }
    }
    threadCount -= 1
    condition.unlock()
  }

  private func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }
}
