import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state of one HTTP attempt: the response's status and header fields, the body received
/// so far, redirects, limits, and the single result handed to the waiting caller. The same
/// rules whichever transport carries the attempt (`CurlHub` on Linux, `SessionHub` elsewhere).
///
/// Callbacks come from the transport's thread or queue, cancellation and timeouts from other
/// threads; everything goes through one lock, and the continuation is resumed exactly once,
/// outside it.
///
/// Cancelling the task: a transfer that ends early (refused, too large, timed out, its
/// caller gone) cancels its task through the transport, so that the connection closes
/// instead of being read to the end. With URLSession, FoundationNetworking traps when a cancel reaches the task between a question
/// with a completion handler (a redirect, a response) and its answer: the answer then finds
/// the task in a state it does not expect. So the delegate brackets each answer with
/// `beginAnswer()` and `endAnswer(cancelling:)`: a cancel requested meanwhile waits until
/// the answer is given (FoundationNetworking queues the answer's effect first), and a
/// question asked after the cancel is not answered at all (the cancel ends the task).
final class Transfer: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<DataResponse, ImageError>, Never>?
    var result: Result<DataResponse, ImageError>?
    var body = Data()
    var expectedLength: Int64 = -1
    var statusCode = 200
    var headerFields: [String: String] = [:]
    var redirects = 0
    var lastProgress = Transfer.uptime()
    /// The delegate is answering a question; a cancel waits for the answer.
    var isAnswering = false
    /// A cancel was asked for while the delegate was answering.
    var isCancelDeferred = false
    /// The task has been (or is about to be) cancelled.
    var isCancelIssued = false
    /// Body bytes the transport delivered, those after the transfer ended included.
    var deliveredBytes = 0
    /// The transport has ended its task (finished, failed or cancelled): nothing more comes.
    var isTransportEnded = false
    var transportEndWaiters: [CheckedContinuation<Int, Never>] = []
  }

  /// Ends the transport's task: it closes the connection and reads nothing more.
  private let cancelTransport: @Sendable () -> Void
  private let configuration: URLSessionDataLoader.Configuration
  /// Whether the request carried validators, so that a 304 answers it.
  private let isConditional: Bool
  private let started = Transfer.uptime()
  private let state = LockedState(State())

  init(
    configuration: URLSessionDataLoader.Configuration, isConditional: Bool,
    cancelTransport: @escaping @Sendable () -> Void
  ) {
    self.cancelTransport = cancelTransport
    self.configuration = configuration
    self.isConditional = isConditional
  }

  /// Installs the continuation; `false` when the transfer already ended (cancelled before it
  /// started), in which case the continuation has been resumed.
  func start(_ continuation: CheckedContinuation<Result<DataResponse, ImageError>, Never>) -> Bool {
    let finished = state.withLock { state -> Result<DataResponse, ImageError>? in
      if let result = state.result { return result }
      state.continuation = continuation
      state.lastProgress = Transfer.uptime()
      return nil
    }
    guard let finished else { return true }
    continuation.resume(returning: finished)
    return false
  }

  /// Checks the final response's status line and announced length; `false` ends the
  /// transfer with the reason, and the transport refuses the response and ends its task.
  ///
  /// - Parameters:
  ///   - statusCode: The status of the final response (not a redirect being followed).
  ///   - fields: Its header fields, names as the server sent them.
  ///   - announcedLength: Its `Content-Length` as the transport read it, -1 without one.
  func receive(statusCode: Int, headerFields fields: [String: String], announcedLength: Int64)
    -> Bool
  {
    // 304 answers a conditional request; to any other it is as wrong as a 404.
    let isNotModified = statusCode == 304 && isConditional
    if !(200..<300).contains(statusCode) && !isNotModified {
      finish(.failure(Transfer.failure(statusCode, fields)))
      return false
    }
    if isNotModified {
      // A 304 has no body, whatever its Content-Length says (that is the stored copy's).
      state.withLock { state in
        state.statusCode = 304
        state.headerFields = fields
        state.lastProgress = Transfer.uptime()
      }
      return true
    }
    // A compressed body is delivered decompressed, so its announced length says nothing
    // about how many bytes arrive: only the cap applies to it, while they stream.
    let encoding = Transfer.field("Content-Encoding", in: fields)
    let isEncoded = encoding.map { !$0.isEmpty && $0.lowercased() != "identity" } ?? false
    let expected = isEncoded ? -1 : announcedLength
    if expected > Int64(configuration.maximumResponseSize) {
      finish(.failure(.responseTooLarge(limit: configuration.maximumResponseSize)))
      return false
    }
    state.withLock { state in
      state.statusCode = statusCode
      state.headerFields = fields
      state.expectedLength = expected
      state.lastProgress = Transfer.uptime()
      // An announced length is a claim: reserve at most 4 MB before the bytes arrive.
      if expected > 0 { state.body.reserveCapacity(Int(min(expected, 4 << 20))) }
    }
    return true
  }

  /// Takes body bytes; `false` once the transfer has ended (refused, failed, cancelled), when
  /// the transport should stop delivering.
  @discardableResult
  func receive(_ data: Data) -> Bool {
    let (tooLarge, isOpen) = state.withLock { state -> (Bool, Bool) in
      state.deliveredBytes += data.count
      guard state.result == nil else { return (false, false) }
      guard state.statusCode != 304 else { return (false, true) }
      state.lastProgress = Transfer.uptime()
      guard state.body.count + data.count <= configuration.maximumResponseSize else {
        return (true, false)
      }
      state.body.append(data)
      return (false, true)
    }
    if tooLarge { fail(.responseTooLarge(limit: configuration.maximumResponseSize)) }
    return isOpen
  }

  /// Waits until the transport has ended its task; returns every body byte it delivered,
  /// those after the transfer ended included.
  func transportEnded() async -> Int {
    await withCheckedContinuation { continuation in
      let delivered = state.withLock { state -> Int? in
        if state.isTransportEnded { return state.deliveredBytes }
        state.transportEndWaiters.append(continuation)
        return nil
      }
      if let delivered { continuation.resume(returning: delivered) }
    }
  }

  private func endTransport() {
    let (waiters, delivered) = state.withLock { state in
      state.isTransportEnded = true
      defer { state.transportEndWaiters = [] }
      return (state.transportEndWaiters, state.deliveredBytes)
    }
    for waiter in waiters { waiter.resume(returning: delivered) }
  }

  /// Whether the transfer has its outcome (the transport may still be ending its task).
  var hasEnded: Bool { state.withLock { $0.result != nil } }

  /// Bytes arrived that the transfer does not keep (a redirect's own body): progress for the
  /// idle timeout.
  func noteProgress() {
    state.withLock { $0.lastProgress = Transfer.uptime() }
  }

  /// Checks where a redirect leads: `false` (and the transfer fails at once, without asking
  /// there) for a URL whose scheme the loader does not follow. Only `http` and `https` are;
  /// a relative location is resolved against `base`.
  ///
  /// - Parameters:
  ///   - location: The `Location` field of the redirect, or the URL the platform made of it.
  ///   - base: The URL that answered with the redirect.
  func redirect(toLocation location: String, from base: URL?) -> Bool {
    guard let scheme = Transfer.scheme(ofLocation: location, from: base) else { return true }
    guard scheme == "http" || scheme == "https" else {
      fail(.redirectToUnsupportedScheme(scheme))
      return false
    }
    return true
  }

  /// The scheme a redirect's location names (lowercased); a relative location keeps the
  /// scheme of the URL it came from (nil when that is unknown too).
  static func scheme(ofLocation location: String, from base: URL?) -> String? {
    let trimmed = location.trimmingCharacters(in: .whitespaces)
    // "scheme:" as RFC 3986 spells it: a letter, then letters, digits, "+", "-" or ".".
    if let colon = trimmed.firstIndex(of: ":") {
      let name = trimmed[..<colon]
      let isLetter = { (scalar: Unicode.Scalar) in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      }
      if let first = name.unicodeScalars.first, isLetter(first),
        name.unicodeScalars.allSatisfy({
          isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
        })
      {
        return name.lowercased()
      }
    }
    return base?.scheme?.lowercased()
  }

  /// Counts a redirect; `false` (and the transfer fails) beyond the limit.
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

  /// The transport's end of its task, with its error if it failed: the outcome, unless the
  /// transfer ended on its own terms before (a refusal, a timeout, a cancel).
  func complete(error: Error?) {
    defer { endTransport() }
    let outcome = state.withLock { state -> Result<DataResponse, ImageError> in
      let isShort = state.expectedLength >= 0 && Int64(state.body.count) < state.expectedLength
      if let error {
        // Idle (or running) past its timeout, the transfer timed out, whatever the platform
        // reports: on a busy machine the timeout's watchdog may run after the platform gave
        // up on its own terms (an empty reply, its own timeout), and a timeout is retried
        // where those may not be.
        let now = Transfer.uptime()
        if now - started >= configuration.resourceTimeout { return .failure(tooSlow) }
        if now - state.lastProgress >= configuration.requestTimeout { return .failure(.timedOut) }
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
      return .success(
        DataResponse(
          statusCode: state.statusCode, headerFields: state.headerFields, data: state.body))
    }
    finish(outcome)
  }

  /// Ends the transfer with an error of our own and cancels the task.
  func fail(_ error: ImageError) {
    finish(.failure(error))
    cancelTask()
  }

  /// Cancels the task now, or right after the answer the delegate is giving.
  func cancelTask() {
    let cancelsNow = state.withLock { state -> Bool in
      guard !state.isCancelIssued else { return false }
      if state.isAnswering {
        state.isCancelDeferred = true
        return false
      }
      state.isCancelIssued = true
      return true
    }
    if cancelsNow { cancelTransport() }
  }

  /// Called before the delegate answers a question through a completion handler.
  ///
  /// - Returns: `false` when the task is being cancelled: FoundationNetworking must not get
  ///   the answer then (the cancel may already have ended the task it would apply to).
  func beginAnswer() -> Bool {
    state.withLock { state in
      guard !state.isCancelIssued else { return false }
      state.isAnswering = true
      return true
    }
  }

  /// Called after the answer: cancels the task if `cancelling`, or if a cancel was asked for
  /// while the delegate answered.
  func endAnswer(cancelling: Bool) {
    let cancels = state.withLock { state -> Bool in
      state.isAnswering = false
      let wanted = cancelling || state.isCancelDeferred
      state.isCancelDeferred = false
      guard wanted, !state.isCancelIssued else { return false }
      state.isCancelIssued = true
      return true
    }
    if cancels { cancelTransport() }
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
      if now >= totalDeadline {
        fail(tooSlow)
        return
      }
      if now >= idleDeadline {
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

  /// The failure of an attempt that ran out of time while bytes kept coming.
  private var tooSlow: ImageError {
    .tooSlow(seconds: configuration.reportedTimeLimit ?? configuration.resourceTimeout)
  }

  /// Monotonic seconds since boot. `ContinuousClock` would do, but it needs iOS 16.
  static func uptime() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  private func finish(_ outcome: Result<DataResponse, ImageError>) {
    let continuation = state.withLock {
      state -> CheckedContinuation<Result<DataResponse, ImageError>, Never>? in
      guard state.result == nil else { return nil }
      state.result = outcome
      state.body = Data()
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: outcome)
  }

  /// The failure an error status means: with a `Retry-After` on a 429 or 5xx, how long the
  /// server asks to be left alone.
  private static func failure(_ statusCode: Int, _ fields: [String: String]) -> ImageError {
    guard statusCode == 429 || (500...599).contains(statusCode),
      let value = field("Retry-After", in: fields),
      let seconds = RetryPolicy.retryAfterSeconds(value, date: field("Date", in: fields))
    else { return .statusCode(statusCode) }
    return .serverBusy(statusCode: statusCode, retryAfter: seconds)
  }

  /// The value of the header field `name`, whatever the capitalisation it came in (HTTP/2
  /// sends every name in lower case).
  static func field(_ name: String, in fields: [String: String]) -> String? {
    fields[name] ?? fields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  private static func imageError(for error: Error) -> ImageError {
    guard let urlError = error as? URLError else {
      return .network(code: URLError.Code.unknown.rawValue)
    }
    switch urlError.code {
    case .timedOut: return .timedOut
    case .cancelled: return .cancelled
    case .httpTooManyRedirects: return .tooManyRedirects(limit: 0)
    case .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid:
      return .untrustedCertificate
    case .unsupportedURL:
      // A redirect the platform refused to follow: it names where it was to go.
      let failingURL: URL? = urlError.failingURL
      let failingScheme: String? = failingURL?.scheme
      if let scheme = failingScheme?.lowercased(), scheme != "http", scheme != "https" {
        return .redirectToUnsupportedScheme(scheme)
      }
      return .network(code: urlError.code.rawValue)
    default: return .network(code: urlError.code.rawValue)
    }
  }
}
