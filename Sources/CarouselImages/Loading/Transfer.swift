import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state of one HTTP attempt: body received so far, redirects, limits, and the single
/// result handed to the waiting caller.
///
/// Callbacks come from the session's delegate queue, cancellation and timeouts from other
/// threads; everything goes through one lock, and the continuation is resumed exactly once,
/// outside it.
final class Transfer: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<Data, ImageError>, Never>?
    var result: Result<Data, ImageError>?
    var body = Data()
    var expectedLength: Int64 = -1
    var redirects = 0
    var lastProgress = Transfer.uptime()
  }

  private let task: URLSessionTask
  private let configuration: URLSessionDataLoader.Configuration
  private let started = Transfer.uptime()
  private let state = LockedState(State())

  init(task: URLSessionTask, configuration: URLSessionDataLoader.Configuration) {
    self.task = task
    self.configuration = configuration
  }

  /// Installs the continuation; `false` when the transfer already ended (cancelled before it
  /// started), in which case the continuation has been resumed.
  func start(_ continuation: CheckedContinuation<Result<Data, ImageError>, Never>) -> Bool {
    let finished = state.withLock { state -> Result<Data, ImageError>? in
      if let result = state.result { return result }
      state.continuation = continuation
      state.lastProgress = Transfer.uptime()
      return nil
    }
    guard let finished else { return true }
    continuation.resume(returning: finished)
    return false
  }

  /// Checks the status line and announced length; `false` cancels the transfer.
  func receive(_ response: URLResponse) -> Bool {
    // Refusing the response cancels the task through the completion handler; cancelling it
    // here as well upsets FoundationNetworking's state machine.
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      finish(.failure(.statusCode(http.statusCode)))
      return false
    }
    let expected = response.expectedContentLength
    if expected > Int64(configuration.maximumResponseSize) {
      finish(.failure(.responseTooLarge(limit: configuration.maximumResponseSize)))
      return false
    }
    state.withLock { state in
      state.expectedLength = expected
      state.lastProgress = Transfer.uptime()
      if expected > 0 { state.body.reserveCapacity(Int(expected)) }
    }
    return true
  }

  func receive(_ data: Data) {
    let tooLarge = state.withLock { state -> Bool in
      guard state.result == nil else { return false }
      state.lastProgress = Transfer.uptime()
      guard state.body.count + data.count <= configuration.maximumResponseSize else { return true }
      state.body.append(data)
      return false
    }
    if tooLarge { fail(.responseTooLarge(limit: configuration.maximumResponseSize)) }
  }

  /// Counts a redirect; `false` (and the transfer fails) beyond the limit. The refused
  /// redirect ends the task by itself: cancelling it in the middle of the redirect callback
  /// would crash FoundationNetworking.
  func redirect() -> Bool {
    let count = state.withLock { state -> Int in
      state.redirects += 1
      state.lastProgress = Transfer.uptime()
      return state.redirects
    }
    guard count <= configuration.maximumRedirectCount else {
      finish(.failure(.tooManyRedirects(limit: configuration.maximumRedirectCount)))
      return false
    }
    return true
  }

  func complete(error: Error?) {
    let outcome = state.withLock { state -> Result<Data, ImageError> in
      let isShort = state.expectedLength >= 0 && Int64(state.body.count) < state.expectedLength
      if let error {
        let mapped = Transfer.imageError(for: error)
        // A body cut short surfaces as an unspecific error on some platforms.
        if isShort, case .network = mapped {
          return .failure(.network(code: URLError.Code.networkConnectionLost.rawValue))
        }
        return .failure(mapped)
      }
      if isShort || (state.expectedLength >= 0 && Int64(state.body.count) > state.expectedLength) {
        // The connection closed before the announced length arrived.
        return .failure(.network(code: URLError.Code.networkConnectionLost.rawValue))
      }
      return .success(state.body)
    }
    finish(outcome)
  }

  /// Ends the transfer with an error of our own and cancels the task.
  func fail(_ error: ImageError) {
    finish(.failure(error))
    task.cancel()
  }

  /// Sleeps until a timeout could expire, then checks both; ends when the transfer does.
  func watchTimeouts() async {
    let idle = configuration.requestTimeout
    let total = configuration.resourceTimeout
    while !Task.isCancelled {
      let snapshot = state.withLock { ($0.result != nil, $0.lastProgress) }
      if snapshot.0 { return }
      let now = Transfer.uptime()
      let idleDeadline = snapshot.1 + idle
      let totalDeadline = started + total
      if now >= idleDeadline || now >= totalDeadline {
        fail(.timedOut)
        return
      }
      let wait = min(idleDeadline, totalDeadline) - now
      do {
        // At least a nanosecond (a deadline a rounding away is no busy loop), at most a day
        // per sleep (an unbounded timeout must not overflow the conversion).
        let seconds = wait.isFinite ? min(max(wait, 0), 86_400) : 86_400
        try await Task.sleep(nanoseconds: UInt64(seconds * 1e9) + 1)
      } catch {
        return
      }
    }
  }

  /// Monotonic seconds since boot. `ContinuousClock` would do, but it needs iOS 16.
  static func uptime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  private func finish(_ outcome: Result<Data, ImageError>) {
    let continuation = state.withLock {
      state -> CheckedContinuation<Result<Data, ImageError>, Never>? in
      guard state.result == nil else { return nil }
      state.result = outcome
      state.body = Data()
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: outcome)
  }

  private static func imageError(for error: Error) -> ImageError {
    guard let urlError = error as? URLError else {
      return .network(code: URLError.Code.unknown.rawValue)
    }
    switch urlError.code {
    case .timedOut: return .timedOut
    case .cancelled: return .cancelled
    case .httpTooManyRedirects: return .tooManyRedirects(limit: 0)
    default: return .network(code: urlError.code.rawValue)
    }
  }
}
