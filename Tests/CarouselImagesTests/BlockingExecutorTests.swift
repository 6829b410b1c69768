import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselImages

/// Blocking work runs on the executor's own threads, in bounded numbers, and can be cancelled
/// while it waits.
@Suite struct BlockingExecutorTests {
  /// As many threads as the cooperative pool has, so that work wrongly run on the pool would
  /// block all of it.
  let width = max(2, ProcessInfo.processInfo.activeProcessorCount)

  @Test func blockingJobsLeaveTheCooperativePoolFree() async throws {
    // Given as many blocking jobs as the machine has cores, all blocked
    let executor = BlockingExecutor(name: "test", threadLimit: width)
    let gate = Gate()
    let jobs = (0..<width).map { index in
      Task {
        try await executor.run {
          gate.wait()
          return index
        }
      }
    }
    await waitUntil(gate, blocks: width)
    // When a task is started on the cooperative pool
    let ran = await cooperativePoolRuns(whileBlockedAt: gate)
    // Then it runs while the jobs still block
    #expect(ran)
    gate.open()
    var results: [Int] = []
    for job in jobs { results.append(try await job.value) }
    #expect(results == Array(0..<width))
    #expect(!gate.openedByWatchdog)
  }

  @Test func atMostTheThreadLimitRunsAtOnceAndTheRestWait() async throws {
    // Given an executor of two threads and five blocking jobs
    let executor = BlockingExecutor(name: "test", threadLimit: 2)
    let gate = Gate()
    let order = LockedState<[Int]>([])
    let jobs = (0..<5).map { index in
      Task {
        try await executor.run {
          gate.wait()
          order.withLock { $0.append(index) }
        }
      }
    }
    await waitUntil(gate, blocks: 2)
    // Then two run and the others wait for a thread
    #expect(executor.runningJobCount == 2)
    // When the gate opens, every job runs, never more than two at a time
    gate.open()
    for job in jobs { try await job.value }
    #expect(gate.peakWaitingCount == 2)
    #expect(gate.passedCount == 5)
    #expect(order.withLock { $0.count } == 5)
    #expect(executor.liveThreadCount <= 2)
  }

  @Test func aJobCancelledWhileWaitingNeverRunsAndItsCallerResumesAtOnce() async throws {
    // Given a one-thread executor busy with a blocked job, and a second job waiting
    let executor = BlockingExecutor(name: "test", threadLimit: 1)
    let gate = Gate()
    let secondRan = LockedState(false)
    let first = Task { try await executor.run { gate.wait() } }
    await waitUntil(gate, blocks: 1)
    let second = Task {
      try await executor.run { secondRan.withLock { $0 = true } }
    }
    while executor.queuedJobCount < 1 && !gate.isOpen { await Task.yield() }
    // When the second caller is cancelled
    second.cancel()
    // Then it gets `.cancelled` while the first job still blocks the only thread
    let result = await second.result
    #expect(throws: ImageError.cancelled) { try result.get() }
    #expect(gate.waitingCount == 1)
    // And its work never runs
    gate.open()
    try await first.value
    #expect(executor.queuedJobCount == 0)
    #expect(!secondRan.withLock { $0 })
  }

  @Test func aCallerCancelledBeforeSubmittingNeverRunsItsJob() async throws {
    let executor = BlockingExecutor(name: "test", threadLimit: 1)
    let ran = LockedState(false)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await executor.run { ran.withLock { $0 = true } }
    }
    await #expect(throws: ImageError.cancelled) { try await task.value }
    #expect(!ran.withLock { $0 })
  }

  @Test func errorsComeBackToTheCaller() async {
    let executor = BlockingExecutor(name: "test", threadLimit: 1)
    await #expect(throws: ImageError.corruptData) {
      try await executor.run { () throws(ImageError) in throw .corruptData }
    }
  }

  @Test func idleThreadsEnd() async throws {
    // Given an executor whose threads wait 10 ms for more work
    let executor = BlockingExecutor(name: "test", threadLimit: 3, idleTimeout: 0.01)
    for _ in 0..<6 { try await executor.run {} }
    // Then once idle it holds no thread
    let deadline = HangGuard.deadline()
    while executor.liveThreadCount > 0 && ContinuousClock.now < deadline {
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    #expect(executor.liveThreadCount == 0)
    // And work still runs afterwards, on a new thread
    #expect(try await executor.run { 42 } == 42)
  }
}
