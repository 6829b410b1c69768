import Foundation

/// Hands each URL whose picture changed to every stream a subscriber is reading.
typealias UpdateBroadcaster = Broadcaster<URL>

/// Hands each value sent to every stream a subscriber is reading.
final class Broadcaster<Element: Sendable>: Sendable {
  private struct State {
    var continuations: [UInt64: AsyncStream<Element>.Continuation] = [:]
    var nextID: UInt64 = 0
  }

  private let state = LockedState(State())

  /// The number of streams being read.
  var subscriberCount: Int { state.withLock { $0.continuations.count } }

  /// A new stream of the values sent from now on; it ends when its reader stops.
  func stream() -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self, bufferingPolicy: .bufferingNewest(256))
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
  func send(_ value: Element) {
    let continuations = state.withLock { Array($0.continuations.values) }
    for continuation in continuations { continuation.yield(value) }
  }
}
