import Foundation

/// What carries the HTTP attempts of a loader made with `URLSessionDataLoader(configuration:)`.
///
/// On Linux, libcurl directly (`CurlHub`): FoundationNetworking cannot stop a refused
/// compressed body from being inflated to its end. Elsewhere URLSession (`SessionHub`), which
/// stops a refused transfer at once. Also URLSession on Linux when libcurl cannot be loaded, or
/// when the environment variable `CAROUSEL_IMAGES_TRANSPORT` is `urlsession` (to compare the
/// two, or to step around a libcurl that misbehaves on some system).
package enum PlatformTransport: String, Sendable, CaseIterable {
  case libcurl
  case urlSession

  /// The transport loaders use in this process.
  package static let current: PlatformTransport = {
    let asked = ProcessInfo.processInfo.environment["CAROUSEL_IMAGES_TRANSPORT"]?.lowercased()
    if asked == "urlsession" { return .urlSession }
    return PlatformTransport.libcurl.isAvailable ? .libcurl : .urlSession
  }()

  /// Whether this transport can run here.
  package var isAvailable: Bool {
    switch self {
    case .urlSession:
      return true
    case .libcurl:
      #if canImport(CCarouselCurl)
        return CurlHub.shared != nil
      #else
        return false
      #endif
    }
  }

  /// Runs one attempt through this transport.
  ///
  /// - Parameter onStart: Given the attempt's `Transfer` before it starts.
  func transfer(
    _ request: DataRequest, configuration: URLSessionDataLoader.Configuration,
    onStart: (@Sendable (Transfer) -> Void)? = nil
  ) async -> Result<DataResponse, ImageError> {
    #if canImport(CCarouselCurl)
      if self == .libcurl, let hub = CurlHub.shared {
        return await hub.transfer(request, configuration: configuration, onStart: onStart)
      }
    #endif
    return await SessionHub.shared.transfer(
      request, configuration: configuration, onStart: onStart)
  }

  /// This transport as a loader's `Transport`.
  package var attempt: URLSessionDataLoader.Transport {
    { request, configuration in await transfer(request, configuration: configuration) }
  }
}
