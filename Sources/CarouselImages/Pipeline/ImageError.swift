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
  /// The server did not answer in time, after the configured retries.
  case timedOut
  /// Every caller waiting for the image cancelled.
  case cancelled
  /// The server redirected more often than the configured limit.
  case tooManyRedirects(limit: Int)
  /// The transfer failed: connection refused or lost, host not found, and so on. `code` is
  /// the `URLError.Code` raw value.
  case network(code: Int)
  /// The URL's scheme is not one the data loader handles.
  case unsupportedURL
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

  /// A short English description, for logs.
  public var description: String {
    switch self {
    case .statusCode(let code): "HTTP status \(code)"
    case .serverBusy(let code, let seconds):
      "HTTP status \(code), retry after \(Int(min(seconds, 1e9))) s"
    case .notAnImage: "the data is not an image"
    case .unsupportedFormat(let format): "unsupported image format \(format.rawValue)"
    case .formatNotEnabled(let format):
      format.buildRequirement ?? "\(format.rawValue) pictures are not decoded by this build"
    case .responseTooLarge(let limit): "response larger than \(limit) bytes"
    case .imageTooLarge(let width, let height, let limit):
      "image of \(width)x\(height) pixels exceeds the limit of \(limit) pixels"
    case .corruptData: "corrupt or truncated image data"
    case .timedOut: "timed out"
    case .cancelled: "cancelled"
    case .tooManyRedirects(let limit): "more than \(limit) redirects"
    case .network(let code): "network error \(code)"
    case .unsupportedURL: "unsupported URL"
    case .outOfMemory: "out of memory while decoding"
    case .tooManyFrames(let limit): "animation with more than \(limit) frames"
    }
  }
}
