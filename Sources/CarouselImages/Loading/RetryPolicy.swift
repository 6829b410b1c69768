import Foundation

/// What failed downloads are tried again, and when: the one rule for the loader's quick
/// retries within a request and for the pipeline's later attempts at a picture that failed.
///
/// Only transient failures are retried by themselves: timeouts (a server that stopped
/// sending, or sent too slowly), a connection refused or lost (including a body cut short),
/// no network, 408, 429, and 5xx server errors other than 501 and 505. A failure that asking
/// again cannot change fails at once: other client errors (4xx), an untrusted certificate, a
/// redirect to another scheme, an unsupported URL, bad data and size limits.
///
/// - Quick retries (``delay(beforeRetry:retryAfter:)``): within one request, a few times,
///   from `initialDelay` doubling up to `maximumDelay`.
/// - Later attempts (``recoveryDelay(afterFailures:retryAfter:)``): once a request has
///   failed transiently, the pipeline does not ask the network for that URL again until the
///   delay has passed (a request meanwhile gets the same failure at once); then it tells the
///   slots showing the failure to ask again. A permanent failure is asked for again whenever
///   someone asks (a slide coming back into view). The delay starts at
///   `recoveryInitialDelay` and doubles with each failure in a row, up to
///   `recoveryMaximumDelay`.
///
/// Every delay has up to 25% random jitter taken off, so that clients that failed together
/// do not come back together. A server's `Retry-After` (seconds or an HTTP date) is honoured
/// up to `maximumRetryAfter`: no attempt comes sooner than it asks.
public struct RetryPolicy: Sendable, Hashable {
  /// How many times a request is tried again after its first failure.
  public var maximumRetryCount: Int
  /// The delay before the first retry, in seconds; doubled for each further retry.
  public var initialDelay: Double
  /// The longest delay between attempts, in seconds.
  public var maximumDelay: Double
  /// The wait after a request failed before its URL is asked for again, in seconds.
  public var recoveryInitialDelay: Double
  /// The longest wait between later attempts at a URL that keeps failing, in seconds.
  public var recoveryMaximumDelay: Double
  /// The longest `Retry-After` honoured, in seconds: a server asking for more is asked again
  /// after this long.
  public var maximumRetryAfter: Double

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - maximumRetryCount: Retries after the first attempt; 2 by default, 0 disables them.
  ///   - initialDelay: Seconds before the first retry, 0.25 by default.
  ///   - maximumDelay: Cap on any one quick retry's delay, 4 seconds by default.
  ///   - recoveryInitialDelay: Seconds before a failed URL is asked for again, 2 by default.
  ///   - recoveryMaximumDelay: Cap on that wait, 60 seconds by default.
  ///   - maximumRetryAfter: Cap on a server's `Retry-After`, 300 seconds by default.
  public init(
    maximumRetryCount: Int = 2, initialDelay: Double = 0.25, maximumDelay: Double = 4,
    recoveryInitialDelay: Double = 2, recoveryMaximumDelay: Double = 60,
    maximumRetryAfter: Double = 300
  ) {
    self.maximumRetryCount = max(0, maximumRetryCount)
    self.initialDelay = max(0, initialDelay)
    self.maximumDelay = max(0, maximumDelay)
    self.recoveryInitialDelay = max(0, recoveryInitialDelay)
    self.recoveryMaximumDelay = max(0, recoveryMaximumDelay)
    self.maximumRetryAfter = max(0, maximumRetryAfter)
  }

  /// Whether a failure is worth another attempt without anyone asking.
  ///
  /// - Parameter error: The failure of the last attempt.
  /// - Returns: `true` for timeouts, connections refused or lost, no network, 408, 429 and
  ///   retryable 5xx statuses.
  public func isTransient(_ error: ImageError) -> Bool {
    switch error {
    case .timedOut, .tooSlow:
      return true
    case .network(let code):
      return Self.transientNetworkCodes.contains(code)
    case .statusCode(let status), .serverBusy(let status, _):
      return status == 408 || status == 429
        || ((500...599).contains(status) && status != 501 && status != 505)
    default:
      return false
    }
  }

  /// The network errors that a later attempt may not meet: the server not up yet, the
  /// connection dropped, the device offline for a moment; and "unsupported URL" from the
  /// transport, which for the http and https URLs the loader sends (it refuses any other
  /// before sending) means a reply it could not read on a reused connection: bytes another
  /// response left there (a 304 sent with a body), a fault of the connection, not of the
  /// request, which a new connection does not have.
  static let transientNetworkCodes: Set<Int> = [
    URLError.Code.timedOut.rawValue, URLError.Code.cannotConnectToHost.rawValue,
    URLError.Code.networkConnectionLost.rawValue, URLError.Code.notConnectedToInternet.rawValue,
    URLError.Code.unsupportedURL.rawValue,
  ]

  /// The pause before retry number `attempt` (1 for the first retry), in seconds.
  ///
  /// - Parameter attempt: The number of the retry about to happen, from 1.
  /// - Returns: `initialDelay * 2^(attempt-1)`, capped, minus up to 25% jitter.
  public func delay(beforeRetry attempt: Int) -> Double {
    Self.backoff(attempt, initial: initialDelay, maximum: maximumDelay)
  }

  /// The pause before a quick retry when the server may have said how long to wait.
  ///
  /// - Returns: The backoff, or the server's `Retry-After` (capped) when that is longer.
  public func delay(beforeRetry attempt: Int, retryAfter: Double?) -> Double {
    max(delay(beforeRetry: attempt), honoured(retryAfter))
  }

  /// How long a URL whose request failed `failures` times in a row (1 after the first) waits
  /// before it is asked for again, in seconds.
  ///
  /// - Returns: `recoveryInitialDelay * 2^(failures-1)`, capped, minus up to 25% jitter; the
  ///   server's `Retry-After` (capped) when that is longer.
  public func recoveryDelay(afterFailures failures: Int, retryAfter: Double? = nil) -> Double {
    max(
      Self.backoff(failures, initial: recoveryInitialDelay, maximum: recoveryMaximumDelay),
      honoured(retryAfter))
  }

  /// A `Retry-After`, capped; 0 without one.
  func honoured(_ retryAfter: Double?) -> Double {
    min(max(0, retryAfter ?? 0), maximumRetryAfter)
  }

  private static func backoff(_ step: Int, initial: Double, maximum: Double) -> Double {
    // The exponent is bounded: a long run of failures must not overflow to infinity.
    let exponent = Double(min(max(0, step - 1), 62))
    let base = min(maximum, initial * pow(2, exponent))
    return base * Double.random(in: 0.75...1)
  }

  /// The seconds a `Retry-After` field asks for: a number of seconds, or an HTTP date
  /// (counted from the response's `Date`, else from `now`); `nil` for anything else.
  ///
  /// - Parameters:
  ///   - value: The field's value.
  ///   - date: The response's `Date` field, if any.
  ///   - now: The local time the response arrived.
  public static func retryAfterSeconds(_ value: String, date: String? = nil, now: Date = Date())
    -> Double?
  {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (48...57).contains($0) }) {
      // Digits only; an absurdly long number is simply a long wait.
      return Double(trimmed) ?? .greatestFiniteMagnitude
    }
    guard let when = HTTPDate.parse(trimmed) else { return nil }
    let reference = date.flatMap(HTTPDate.parse) ?? now
    return max(0, when.timeIntervalSince(reference))
  }
}
