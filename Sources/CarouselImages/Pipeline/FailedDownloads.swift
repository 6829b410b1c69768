import Foundation

/// The URLs whose last exchange with the server failed transiently, and when each may go to
/// the network again, as `RetryPolicy` says.
///
/// A failure is not kept for ever, nor forgotten at once: until its time comes, a request for
/// the URL gets the same failure without a request to the server (a slide coming round every
/// few seconds does not hammer a server that is down); after it, the next request goes to the
/// network. A success forgets the URL.
final class FailedDownloads: Sendable {
  /// The last failure of a URL.
  struct Failure: Sendable, Equatable {
    var error: ImageError
    /// Failures in a row.
    var count: Int
    /// When the URL may be asked for again.
    var retryAt: Date
  }

  /// The most URLs remembered: beyond it, those whose time has come go first, then the
  /// soonest due.
  static let capacity = 1024

  private let failures = LockedState<[URL: Failure]>([:])

  /// Notes a failure of `url` at `now`.
  ///
  /// - Returns: The failure as recorded, with the time of the next attempt.
  func record(_ error: ImageError, for url: URL, policy: RetryPolicy, at now: Date) -> Failure {
    failures.withLock { failures in
      let count = (failures[url]?.count ?? 0) + 1
      var retryAfter: Double?
      if case .serverBusy(_, let seconds) = error { retryAfter = seconds }
      let delay = policy.recoveryDelay(afterFailures: count, retryAfter: retryAfter)
      let failure = Failure(error: error, count: count, retryAt: now.addingTimeInterval(delay))
      failures[url] = failure
      if failures.count > Self.capacity { Self.trim(&failures, at: now) }
      return failure
    }
  }

  /// The failure to report for `url` instead of asking the server: `nil` when it did not fail
  /// or its time for another attempt has come.
  func pendingFailure(of url: URL, at now: Date) -> ImageError? {
    failures.withLock { failures in
      guard let failure = failures[url], now < failure.retryAt else { return nil }
      return failure.error
    }
  }

  /// Whether `url` failed and its time for another attempt has come.
  func isRetryDue(_ url: URL, at now: Date) -> Bool {
    failures.withLock { failures in
      guard let failure = failures[url] else { return false }
      return now >= failure.retryAt
    }
  }

  /// Whether `failure` is still the last word on `url`: no attempt since settled it.
  func isCurrent(_ failure: Failure, of url: URL) -> Bool {
    failures.withLock { $0[url] == failure }
  }

  /// Forgets `url`: its last exchange succeeded.
  func clear(_ url: URL) {
    failures.withLock { _ = $0.removeValue(forKey: url) }
  }

  private static func trim(_ failures: inout [URL: Failure], at now: Date) {
    failures = failures.filter { now < $0.value.retryAt }
    while failures.count > capacity,
      let soonest = failures.min(by: { $0.value.retryAt < $1.value.retryAt })
    {
      failures.removeValue(forKey: soonest.key)
    }
  }
}
