import CarouselCore
import Foundation

/// The open ``CarouselDriver/events()`` streams of one driver. Owned by the driver alone,
/// so it is freed with it, and then finishes every stream (their consumers' loops end
/// instead of waiting forever).
///
/// A stream that ends (its consumer cancelled) removes itself, from whatever thread its end
/// runs on; the lock makes that safe.
final class CarouselEventStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [Int: AsyncStream<CarouselEvent>.Continuation] = [:]
  private var nextID = 0

  /// A new stream of the events yielded from now on (the newest 256 kept while nobody
  /// reads).
  func makeStream() -> AsyncStream<CarouselEvent> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: CarouselEvent.self, bufferingPolicy: .bufferingNewest(256))
    let id = lock.withLock {
      nextID += 1
      continuations[nextID] = continuation
      return nextID
    }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      _ = self.lock.withLock { self.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Hands an event to every open stream.
  func yield(_ event: CarouselEvent) {
    let open = lock.withLock { Array(continuations.values) }
    for continuation in open { continuation.yield(event) }
  }

  /// The number of open streams (for tests).
  var count: Int { lock.withLock { continuations.count } }

  deinit {
    for continuation in continuations.values { continuation.finish() }
  }
}
