import Foundation

/// Hands each URL whose picture changed to every stream a subscriber is reading.
final class UpdateBroadcaster: Sendable {
  private struct State {
    var continuations: [UInt64: AsyncStream<URL>.Continuation] = [:]
    var nextID: UInt64 = 0
  }

  private let state = LockedState(State())

  /// The number of streams being read.
  var subscriberCount: Int { state.withLock { $0.continuations.count } }

  /// A new stream of the URLs changed from now on; it ends when its reader stops.
  func stream() -> AsyncStream<URL> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: URL.self, bufferingPolicy: .bufferingNewest(256))
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      state.continuations[state.nextID] = continuation
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Tells every stream.
  func send(_ url: URL) {
    let continuations = state.withLock { Array($0.continuations.values) }
    for continuation in continuations { continuation.yield(url) }
  }
}
