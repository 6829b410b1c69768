import Foundation

/// When and how soon a failed download is tried again.
///
/// Only transient failures are retried: timeouts, a lost connection (including a body cut
/// short) and 5xx server errors other than 501 and 505. Client errors (4xx), bad data and
/// size limits fail at once. Delays grow exponentially with up to 25% random jitter.
public struct RetryPolicy: Sendable, Hashable {
  /// How many times a request is tried again after its first failure.
  public var maximumRetryCount: Int
  /// The delay before the first retry, in seconds; doubled for each further retry.
  public var initialDelay: Double
  /// The longest delay between attempts, in seconds.
  public var maximumDelay: Double

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - maximumRetryCount: Retries after the first attempt; 2 by default, 0 disables them.
  ///   - initialDelay: Seconds before the first retry, 0.25 by default.
  ///   - maximumDelay: Cap on any one delay, 4 seconds by default.
  public init(maximumRetryCount: Int = 2, initialDelay: Double = 0.25, maximumDelay: Double = 4) {
    self.maximumRetryCount = max(0, maximumRetryCount)
    self.initialDelay = max(0, initialDelay)
    self.maximumDelay = max(0, maximumDelay)
  }

  /// Whether a failure is worth another attempt.
  ///
  /// - Parameter error: The failure of the last attempt.
  /// - Returns: `true` for timeouts, lost connections and retryable 5xx statuses.
  public func isTransient(_ error: ImageError) -> Bool {
    switch error {
    case .timedOut:
      return true
    case .network(let code):
      return code == URLError.Code.networkConnectionLost.rawValue
    case .statusCode(let status):
      return (500...599).contains(status) && status != 501 && status != 505
    default:
      return false
    }
  }

  /// The pause before retry number `attempt` (1 for the first retry), in seconds.
  ///
  /// - Parameter attempt: The number of the retry about to happen, from 1.
  /// - Returns: `initialDelay * 2^(attempt-1)`, capped, minus up to 25% jitter.
  public func delay(beforeRetry attempt: Int) -> Double {
    let exponent = Double(max(0, attempt - 1))
    let base = min(maximumDelay, initialDelay * pow(2, exponent))
    return base * Double.random(in: 0.75...1)
  }
}
