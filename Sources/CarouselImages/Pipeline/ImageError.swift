/// Why an image could not be delivered.
public enum ImageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server answered with a status code outside 200...299.
  case statusCode(Int)
  /// The server answered 429, or a 5xx status, with `Retry-After`: it asks not to be asked
  /// again for `retryAfter` seconds (as it said; `RetryPolicy` caps what it honours).
  case serverBusy(statusCode: Int, retryAfter: Double)
  /// The data is not an image in any format the pipeline recognises.
  case notAnImage
  /// The data is an image in a format this platform's decoder does not handle.
  case unsupportedFormat(ImageFormat)
  /// The data is an image in a format this package decodes only when built with it: WebP,
  /// AVIF or GIF on Linux, each a package trait of that name (`--traits WebP,AVIF,GIF`, after
  /// installing the library's development package). The description names both. Never on
  /// Apple platforms, where ImageIO decodes every format.
  case formatNotEnabled(ImageFormat)
  /// The response body was larger than the configured cap, in bytes.
  case responseTooLarge(limit: Int)
  /// The image has more pixels than the configured limit (a decompression bomb, or simply a
  /// picture far too big for a slide). Detected from the header before decoding.
  case imageTooLarge(width: Int, height: Int, limit: Int)
  /// The image data is corrupt or truncated.
  case corruptData
  /// The server stopped sending: nothing came for longer than the loader's idle timeout
  /// (`URLSessionDataLoader.Configuration.requestTimeout`), after the configured retries.
  case timedOut
  /// The server kept sending, too slowly: the picture did not arrive within the loader's
  /// time limit (`URLSessionDataLoader.Configuration.resourceTimeout` for an attempt,
  /// `pictureTimeout` for every attempt together), `seconds`.
  case tooSlow(seconds: Double)
  /// Every caller waiting for the image cancelled.
  case cancelled
  /// The server redirected more often than the configured limit.
  case tooManyRedirects(limit: Int)
  /// The transfer failed: connection refused or lost, host not found, and so on. `code` is
  /// the `URLError.Code` raw value; the description says it in words.
  case network(code: Int)
  /// The server's certificate is not trusted: self-signed, expired, issued for another name
  /// or by an authority the system does not know. Not retried: asking again changes nothing.
  case untrustedCertificate
  /// The URL cannot be loaded: it has no scheme, or is not a URL at all.
  case unsupportedURL
  /// The URL's scheme (lowercased, without the colon) is not one the pipeline loads: only
  /// `http`, `https` and `file` pictures are.
  case unsupportedScheme(String)
  /// A local picture (a `file:` URL) cannot be read: it is missing, a directory, a named pipe
  /// or a device, not readable by this user, or too large. `path` is the file's path.
  case unreadableFile(path: String, problem: FileProblem)
  /// No picture of that name in the app's bundle (``ImageSource``, on Apple platforms).
  case noSuchResource(name: String)
  /// The server redirected to a URL whose scheme (lowercased, without the colon) the loader
  /// does not follow (`ftp`, `file`, `javascript`...): only `http` and `https`. Not retried.
  case redirectToUnsupportedScheme(String)
  /// The decoder could not allocate memory for the image.
  case outOfMemory
  /// The animation has more frames than the decoder's limit (counted in the file, before
  /// decoding any). The platform decoders show such an animation's first frame instead
  /// (``PlatformImageDecoder/maximumFrameCount``); a decoder of its own may refuse it.
  case tooManyFrames(limit: Int)

  /// The HTTP status code the server failed with, if that is the failure.
  public var httpStatusCode: Int? {
    switch self {
    case .statusCode(let code), .serverBusy(let code, _): code
    default: nil
    }
  }

  /// What happened, in a short English sentence a user understands without a code (an HTTP
  /// status is named with its number, as browsers show it).
  public var description: String {
    switch self {
    case .statusCode(let code): Self.statusDescription(code)
    case .serverBusy(let code, let seconds):
      "\(Self.statusDescription(code)), retry after \(Int(min(seconds, 1e9))) s"
    case .notAnImage: "the data is not an image"
    case .unsupportedFormat(let format): "unsupported image format \(format.rawValue)"
    case .formatNotEnabled(let format):
      format.buildRequirement ?? "\(format.rawValue) pictures are not decoded by this build"
    case .responseTooLarge(let limit): "response larger than \(limit) bytes"
    case .imageTooLarge(let width, let height, let limit):
      "image of \(width)x\(height) pixels exceeds the limit of \(limit) pixels"
    case .corruptData: "corrupt or truncated image data"
    case .timedOut: "timed out: the server stopped sending"
    case .tooSlow(let seconds):
      "too slow: the picture did not arrive within \(Self.seconds(seconds))"
    case .cancelled: "cancelled"
    case .tooManyRedirects(let limit): "more than \(limit) redirects"
    case .network(let code): Self.networkDescription(code)
    case .untrustedCertificate:
      "untrusted certificate: the server's identity cannot be checked (self-signed, expired, "
        + "or issued for another name)"
    case .unsupportedURL:
      "not a URL that can be loaded (only http, https and file pictures are)"
    case .unsupportedScheme(let scheme):
      "unsupported URL scheme \"\(scheme):\" (only http, https and file pictures are loaded)"
    case .unreadableFile(let path, let problem): "\(path): \(problem)"
    case .noSuchResource(let name): "no picture named \"\(name)\" in the app's bundle"
    case .redirectToUnsupportedScheme(let scheme):
      "the server redirected to an unsupported \"\(scheme):\" URL (only http and https are "
        + "followed)"
    case .outOfMemory: "out of memory while decoding"
    case .tooManyFrames(let limit): "animation with more than \(limit) frames"
    }
  }

  /// An HTTP status with its reason, as browsers show it.
  private static func statusDescription(_ code: Int) -> String {
    let reason: String? =
      switch code {
      case 400: "bad request"
      case 401: "the server asks for a user name and password"
      case 403: "forbidden"
      case 404: "not found"
      case 408: "the server timed out waiting for the request"
      case 410: "gone"
      case 429: "too many requests"
      case 500: "server error"
      case 502: "bad gateway"
      case 503: "service unavailable"
      case 504: "gateway timeout"
      default: nil
      }
    return reason.map { "HTTP \(code): \($0)" } ?? "HTTP status \(code)"
  }

  /// A failed transfer in words, from its `URLError.Code`.
  private static func networkDescription(_ code: Int) -> String {
    switch code {
    case -1003: "host not found"
    case -1004: "cannot connect to the server"
    case -1005: "connection lost"
    case -1006: "the server's name cannot be looked up"
    case -1009: "no network connection"
    case -1001: "timed out"
    case -1002: "the server's reply could not be read"
    case -1200: "a secure connection cannot be made"
    case -1201, -1202, -1203, -1204:
      "untrusted certificate: the server's identity cannot be checked"
    case -1206: "the server asks for a client certificate"
    case -1015, -1016, -1017: "the server's reply could not be read"
    default: "the connection failed (URL error \(code))"
    }
  }

  /// Seconds as a message says them: whole under a minute, else minutes and seconds.
  private static func seconds(_ value: Double) -> String {
    guard value.isFinite, value >= 0 else { return "the time allowed" }
    if value < 10 && value != value.rounded() {
      return "\((value * 10).rounded() / 10) s"
    }
    let whole = Int(min(value, 1e9).rounded())
    return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
  }
}
