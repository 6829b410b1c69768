import Foundation

/// Fetches the encoded bytes of an image.
///
/// `URLSessionDataLoader` is the implementation over HTTP; tests and apps with their own
/// transport conform other types. Implementations stop work promptly when the calling task is
/// cancelled and then throw `ImageError.cancelled`.
public protocol DataLoading: Sendable {
  /// The body of the resource at `url`.
  ///
  /// - Parameter url: The resource's address.
  /// - Returns: The complete body.
  /// - Throws: An `ImageError` describing the failure (status code, timeout, network error,
  ///   size cap, redirect limit, cancellation).
  func data(for url: URL) async throws(ImageError) -> Data
}
