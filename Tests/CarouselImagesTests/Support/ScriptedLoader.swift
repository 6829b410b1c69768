import Foundation

@testable import CarouselImages

/// A `DataLoading` double: serves bytes from a table, holds requests until the test lets
/// them through (all of them, or per URL), and records what was asked and what was cancelled.
final class ScriptedLoader: DataLoading, @unchecked Sendable {
  private struct Waiter {
    var url: URL
    var continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var responses: [URL: Result<Data, ImageError>] = [:]
    var isOpen: Bool
    var held: Set<URL> = []
    var waiting: [UUID: Waiter] = [:]
    var started: [URL] = []
    var cancelled: [URL] = []
  }

  private let lock = NSLock()
  private var state: State

  /// - Parameter isOpen: Whether requests pass at once (`true`) or wait for `open()`.
  init(isOpen: Bool = true) {
    state = State(isOpen: isOpen)
  }

  private func locked<T>(_ body: (inout State) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }

  func respond(to url: URL, with result: Result<Data, ImageError>) {
    locked { $0.responses[url] = result }
  }

  /// The URLs requested so far, in order of arrival.
  var startedURLs: [URL] { locked { $0.started } }
  /// The URLs whose requests were cancelled while held.
  var cancelledURLs: [URL] { locked { $0.cancelled } }
  /// The number of requests being held.
  var waitingCount: Int { locked { $0.waiting.count } }

  /// Holds requests for `url` even when the loader is open.
  func hold(_ url: URL) {
    locked { _ = $0.held.insert(url) }
  }

  /// Lets requests for `url` through (once the loader is open).
  func release(_ url: URL) {
    let ready = locked { state -> [CheckedContinuation<Bool, Never>] in
      state.held.remove(url)
      return takeReady(&state)
    }
    for continuation in ready { continuation.resume(returning: true) }
  }

  /// Lets every request through that is not held by URL.
  func open() {
    let ready = locked { state -> [CheckedContinuation<Bool, Never>] in
      state.isOpen = true
      return takeReady(&state)
    }
    for continuation in ready { continuation.resume(returning: true) }
  }

  private func takeReady(_ state: inout State) -> [CheckedContinuation<Bool, Never>] {
    guard state.isOpen else { return [] }
    let ready = state.waiting.filter { !state.held.contains($0.value.url) }
    for id in ready.keys { state.waiting[id] = nil }
    return ready.values.map(\.continuation)
  }

  func data(for url: URL) async throws(ImageError) -> Data {
    locked { $0.started.append(url) }
    let id = UUID()
    let passed = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let immediate = locked { state -> Bool? in
          if state.isOpen && !state.held.contains(url) { return true }
          if Task.isCancelled { return false }
          state.waiting[id] = Waiter(url: url, continuation: continuation)
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      let waiter = locked { $0.waiting.removeValue(forKey: id) }
      waiter?.continuation.resume(returning: false)
    }
    guard passed, !Task.isCancelled else {
      locked { $0.cancelled.append(url) }
      throw .cancelled
    }
    let response = locked { $0.responses[url] } ?? .failure(.statusCode(404))
    return try response.get()
  }
}
