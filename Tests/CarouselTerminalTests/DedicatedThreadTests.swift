import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselTerminal

/// The interactive loop blocks in `poll` for the whole session: it runs on a thread of its
/// own, never on the cooperative pool that the picture loads need.
@Suite struct DedicatedThreadTests {
  @Test func blockingWorkLeavesTheCooperativePoolFree() async {
    // Given as many blocking bodies as the pool has threads, each on a dedicated thread
    let width = max(2, ProcessInfo.processInfo.activeProcessorCount)
    let gate = Gate()
    let runs = (0..<width).map { index in
      Task {
        await onDedicatedThread(name: "test.blocking") { () -> Int in
          gate.wait()
          return index
        }
      }
    }
    await waitUntil(gate, blocks: width)
    // When a task is started on the cooperative pool, then it runs while they all block
    #expect(await cooperativePoolRuns(whileBlockedAt: gate))
    #expect(!gate.openedByWatchdog)
    gate.open()
    for (index, run) in runs.enumerated() { #expect(await run.value == index) }
  }

  @Test func theBodysValueComesBackWhateverItCaptures() async {
    final class NotSendable { var value = 41 }
    let captured = NotSendable()
    let result = await onDedicatedThread(name: "test.value") { () -> Int in
      captured.value += 1
      return captured.value
    }
    #expect(result == 42)
  }
}
