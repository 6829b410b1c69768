import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Downloads image bytes over HTTP(S) with timeouts, bounded retries for transient failures,
/// a redirect limit and a response size cap.
///
/// Every loader shares one long-lived `URLSession` for the life of the process (creating and
/// tearing down sessions is slow, and fragile on Linux); on Linux, one libcurl multi handle
/// instead (`PlatformTransport`), the library FoundationNetworking runs on, so that a refused
/// response stops at once, compressed or not. The per-request rules live in the loader and in
/// `Transfer`, the same on every transport; the timeouts are enforced by the loader itself,
/// so they hold on every platform.
public final class URLSessionDataLoader: DataLoading {
  /// The rules for requests.
  public struct Configuration: Sendable {
    /// The longest wait for the response to start or for the next bytes, in seconds: a
    /// server that stops sending fails with `ImageError.timedOut`.
    public var requestTimeout: Double
    /// The longest a single attempt may take in all, in seconds, however steadily the bytes
    /// come: a server that sends too slowly fails with `ImageError.tooSlow`.
    public var resourceTimeout: Double
    /// The longest a picture may take in all, in seconds: every attempt and the waits
    /// between them. No retry starts once it has passed, and an attempt running when it
    /// passes fails with `ImageError.tooSlow`. The time a request waits for its turn in the
    /// pipeline (behind other downloads) does not count.
    public var pictureTimeout: Double
    /// Retries for transient failures.
    public var retryPolicy: RetryPolicy
    /// The most redirects followed for one request.
    public var maximumRedirectCount: Int
    /// The largest body accepted, in bytes; larger responses fail with
    /// `ImageError.responseTooLarge` as soon as the size is known or exceeded.
    public var maximumResponseSize: Int
    /// Header fields added to every request.
    public var additionalHeaders: [String: String]

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - requestTimeout: Idle timeout in seconds, 15 by default.
    ///   - resourceTimeout: Total timeout per attempt in seconds, 30 by default.
    ///   - pictureTimeout: Total timeout per picture (every attempt and the waits between
    ///     them) in seconds, 30 by default: a banner that has not arrived after half a minute
    ///     shows its failure, and is asked for again later (see `RetryPolicy`), rather than
    ///     keeping its slide on the placeholder for minutes.
    ///   - retryPolicy: Two retries with backoff by default.
    ///   - maximumRedirectCount: 5 by default.
    ///   - maximumResponseSize: 32 MB by default.
    ///   - additionalHeaders: Extra header fields; by default an `Accept` naming the formats
    ///     this build decodes (`PlatformImageDecoder.acceptHeader`), and `Accept-Encoding:
    ///     identity`: pictures are compressed already, and an uncompressed body's announced
    ///     length is checked against `maximumResponseSize` before any of it is read (a
    ///     compressed one, which a server may send all the same, is inflated as it arrives,
    ///     and refused, inflating no further, once it crosses the cap).
    public init(
      requestTimeout: Double = 15, resourceTimeout: Double = 30, pictureTimeout: Double = 30,
      retryPolicy: RetryPolicy = RetryPolicy(), maximumRedirectCount: Int = 5,
      maximumResponseSize: Int = 32 << 20,
      additionalHeaders: [String: String] = [
        "Accept": PlatformImageDecoder.acceptHeader, "Accept-Encoding": "identity",
      ]
    ) {
      self.requestTimeout = requestTimeout
      self.resourceTimeout = resourceTimeout
      self.pictureTimeout = pictureTimeout
      self.retryPolicy = retryPolicy
      self.maximumRedirectCount = max(0, maximumRedirectCount)
      self.maximumResponseSize = max(0, maximumResponseSize)
      self.additionalHeaders = additionalHeaders
    }

    /// The limit an attempt that runs out of time names in its `ImageError.tooSlow`:
    /// `resourceTimeout`, unless the loader shortened it to what was left of the picture's
    /// time (then `pictureTimeout`).
    var reportedTimeLimit: Double?

    /// The header fields an attempt at `request` sends: `additionalHeaders`, with the
    /// request's own fields in place of any of the same name.
    func headerFields(for request: DataRequest) -> [String: String] {
      additionalHeaders.merging(request.headerFields) { $1 }
    }
  }

  /// One HTTP attempt: the platform's transport (`PlatformTransport`), or a stand-in in tests.
  package typealias Transport =
    @Sendable (DataRequest, Configuration) async -> Result<DataResponse, ImageError>

  /// The rules this loader applies.
  public let configuration: Configuration
  private let transport: Transport

  /// Creates a loader.
  ///
  /// - Parameter configuration: Timeouts, retries and limits.
  public convenience init(configuration: Configuration = Configuration()) {
    self.init(configuration: configuration, transport: PlatformTransport.current.attempt)
  }

  /// Creates a loader whose attempts go through `transport`, to test the retry rules alone.
  package init(configuration: Configuration, transport: @escaping Transport) {
    self.configuration = configuration
    self.transport = transport
  }

  /// Downloads the body at `url`, retrying transient failures with backoff.
  ///
  /// - Parameter url: An `http` or `https` URL.
  /// - Returns: The complete body.
  /// - Throws: `ImageError.statusCode`, `.timedOut`, `.tooSlow`, `.network`,
  ///   `.untrustedCertificate`, `.responseTooLarge`, `.tooManyRedirects`,
  ///   `.redirectToUnsupportedScheme`, `.unsupportedURL`, `.unsupportedScheme` or
  ///   `.cancelled`.
  public func data(for url: URL) async throws(ImageError) -> Data {
    try await response(for: DataRequest(url: url)).data
  }

  /// Sends `request` with its header fields, retrying transient failures with backoff.
  ///
  /// - Parameter request: An `http` or `https` URL and the header fields to send (the
  ///   configuration's `additionalHeaders` too).
  /// - Returns: Status 2xx with the complete body, or 304 with none when the request was
  ///   conditional; the response's header fields either way.
  /// - Throws: As `data(for:)`; a 304 to a request that was not conditional is
  ///   `ImageError.statusCode(304)`.
  public func response(for request: DataRequest) async throws(ImageError) -> DataResponse {
    guard let scheme = request.url.scheme?.lowercased() else { throw .unsupportedURL }
    guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(scheme) }
    let policy = configuration.retryPolicy
    let deadline = Transfer.uptime() + max(0, configuration.pictureTimeout)
    var attempt = 0
    while true {
      if Task.isCancelled { throw .cancelled }
      // Each attempt within its own limit and what is left of the picture's.
      var limits = configuration
      let left = deadline - Transfer.uptime()
      guard left > 0 else { throw .tooSlow(seconds: configuration.pictureTimeout) }
      if left < limits.resourceTimeout {
        limits.resourceTimeout = left
        limits.reportedTimeLimit = configuration.pictureTimeout
      }
      let result = await transport(request, limits)
      switch result {
      case .success(let response):
        return response
      case .failure(let error):
        guard attempt < policy.maximumRetryCount, policy.isTransient(error) else { throw error }
        var retryAfter: Double?
        if case .serverBusy(_, let seconds) = error {
          // A server asking for more than a quick retry's wait is left to the pipeline's
          // later attempts: this request does not hold its caller that long.
          guard policy.honoured(seconds) <= policy.maximumDelay else { throw error }
          retryAfter = seconds
        }
        attempt += 1
        let delay = policy.delay(beforeRetry: attempt, retryAfter: retryAfter)
        // No retry that the picture's time limit would cut short before it starts.
        guard Transfer.uptime() + delay < deadline else {
          if case .tooSlow = error { throw .tooSlow(seconds: configuration.pictureTimeout) }
          throw error
        }
        do {
          try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        } catch {
          throw .cancelled
        }
      }
    }
  }
}
