import Foundation

@testable import CarouselImages

/// A wall clock that moves only when a test moves it.
final class TestClock: Sendable {
  private let now: LockedState<Date>

  init(_ start: Date = Date()) {
    now = LockedState(start)
  }

  func read() -> Date { now.withLock { $0 } }

  func advance(by seconds: Double) {
    now.withLock { $0 = $0.addingTimeInterval(seconds) }
  }

  var function: @Sendable () -> Date { { [self] in read() } }
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
