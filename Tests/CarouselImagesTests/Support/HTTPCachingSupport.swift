import Foundation

@testable import CarouselImages

/// A wall clock that moves only when a test moves it; what sleeps on it wakes when the test
/// moves it past the end of the sleep.
final class TestClock: Sendable {
  private struct State {
    var now: Date
    var sleepers: [(wakeAt: Date, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state: LockedState<State>

  init(_ start: Date = Date()) {
    state = LockedState(State(now: start))
  }

  func read() -> Date { state.withLock { $0.now } }

  func advance(by seconds: Double) {
    let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.now = state.now.addingTimeInterval(seconds)
      let now = state.now
      let due = state.sleepers.filter { $0.wakeAt <= now }
      state.sleepers.removeAll { $0.wakeAt <= now }
      return due.map(\.continuation)
    }
    for continuation in woken { continuation.resume() }
  }

  /// Suspends until the clock has moved `seconds` on.
  func sleep(_ seconds: Double) async {
    await withCheckedContinuation { continuation in
      let isDue = state.withLock { state -> Bool in
        guard seconds > 0 else { return true }
        state.sleepers.append((state.now.addingTimeInterval(seconds), continuation))
        return false
      }
      if isDue { continuation.resume() }
    }
  }

  /// The number of sleeps waiting for the clock.
  var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  var function: @Sendable () -> Date { { [self] in read() } }
  var sleeper: @Sendable (Double) async -> Void { { [self] in await sleep($0) } }
}

/// The platform decoder, counting its decodes.
struct CountingDecoder: ImageDecoding {
  let count = LockedState(0)
  let inner = PlatformImageDecoder()

  var decodes: Int { count.withLock { $0 } }

  func decode(
    _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
    maximumPixelCount: Int
  ) throws(ImageError) -> DecodedImage {
    count.withLock { $0 += 1 }
    return try inner.decode(
      data, targetSize: targetSize, contentMode: contentMode,
      maximumPixelCount: maximumPixelCount)
  }
}

/// Collects what a stream yields, in a task of its own.
final class StreamRecorder<Element: Sendable>: Sendable {
  private let elements = LockedState<[Element]>([])
  private let task: LockedState<Task<Void, Never>?> = LockedState(nil)

  init(_ stream: AsyncStream<Element>) {
    let started = Task { [elements] in
      for await element in stream { elements.withLock { $0.append(element) } }
    }
    task.withLock { $0 = started }
  }

  deinit {
    task.withLock { $0?.cancel() }
  }

  var all: [Element] { elements.withLock { $0 } }
}
