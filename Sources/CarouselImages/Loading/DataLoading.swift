import Foundation

/// Fetches the encoded bytes of an image.
///
/// `URLSessionDataLoader` is the implementation over HTTP; tests and apps with their own
/// transport conform other types. Implementations stop work promptly when the calling task is
/// cancelled and then throw `ImageError.cancelled`.
///
/// A loader that implements only `data(for:)` gets no HTTP caching: what it loads is kept
/// until evicted, as if fresh forever. One that implements `response(for:)` too takes part
/// in revalidation: it sends the request's header fields and reports the status code and the
/// response's header fields.
public protocol DataLoading: Sendable {
  /// The body of the resource at `url`.
  ///
  /// - Parameter url: The resource's address.
  /// - Returns: The complete body.
  /// - Throws: An `ImageError` describing the failure (status code, timeout, network error,
  ///   size cap, redirect limit, cancellation).
  func data(for url: URL) async throws(ImageError) -> Data

  /// The response to `request`: a body with status 200, or status 304 without one when the
  /// request was conditional and the stored copy is still current.
  ///
  /// The default implementation calls `data(for:)` and reports no status code (a transport
  /// without HTTP).
  ///
  /// - Parameter request: The URL and the header fields to send.
  /// - Returns: The status code, the response's header fields and the body.
  /// - Throws: An `ImageError`, as `data(for:)` does; a 304 to a request that was not
  ///   conditional is `ImageError.statusCode(304)`.
  func response(for request: DataRequest) async throws(ImageError) -> DataResponse
}

extension DataLoading {
  /// Calls `data(for:)` and reports no status code and no header fields.
  ///
  /// - Parameter request: The URL to load; its header fields are not sent.
  /// - Returns: The body, with `statusCode` `nil`.
  /// - Throws: What `data(for:)` throws.
  public func response(for request: DataRequest) async throws(ImageError) -> DataResponse {
    DataResponse(statusCode: nil, headerFields: [:], data: try await data(for: request.url))
  }
}

/// What the pipeline asks a data loader for: a URL, and the header fields that make the
/// request conditional when the pipeline holds a copy to revalidate.
public struct DataRequest: Sendable, Hashable {
  /// The resource's address.
  public var url: URL
  /// Header fields to send: `If-None-Match` and `If-Modified-Since` when revalidating, empty
  /// otherwise.
  public var headerFields: [String: String]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - url: The resource's address.
  ///   - headerFields: Header fields to send; none by default.
  public init(url: URL, headerFields: [String: String] = [:]) {
    self.url = url
    self.headerFields = headerFields
  }

  /// Whether the request asks the server to answer 304 if the stored copy is current.
  public var isConditional: Bool {
    headerFields.keys.contains {
      $0.caseInsensitiveCompare("If-None-Match") == .orderedSame
        || $0.caseInsensitiveCompare("If-Modified-Since") == .orderedSame
    }
  }
}

/// A data loader's answer to a `DataRequest`.
public struct DataResponse: Sendable, Hashable {
  /// The HTTP status code: 200 (any 2xx) with a body, 304 when a conditional request found
  /// the stored copy current; `nil` from a transport without HTTP.
  public var statusCode: Int?
  /// The response's header fields, names in any capitalisation; the pipeline reads those
  /// about caching (`Cache-Control`, `Expires`, `Date`, `Age`, `ETag`, `Last-Modified`,
  /// `Pragma`, `Vary`).
  public var headerFields: [String: String]
  /// The body; empty for a 304.
  public var data: Data

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - statusCode: The HTTP status code, or `nil` for a transport without HTTP.
  ///   - headerFields: The response's header fields.
  ///   - data: The body.
  public init(statusCode: Int?, headerFields: [String: String], data: Data) {
    self.statusCode = statusCode
    self.headerFields = headerFields
    self.data = data
  }
}
