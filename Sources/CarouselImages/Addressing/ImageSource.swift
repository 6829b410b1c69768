import Foundation

/// Where a picture named by a string lives: on a server or on this device. The one reading
/// of a picture string for every front end (`CarouselView.imageURLStrings`, SwiftUI's
/// `CarouselImage(source:)`, `CarouselImageView(source:)`, `carousel`, `carousel render`
/// and `carousel-thumbnail`), so that a list can mix remote pictures with the app's own.
///
/// A string is read in this order, and nothing else is guessed:
///
/// 1. Surrounding whitespace is dropped; a space or another character a URL cannot hold is
///    percent-encoded (an existing escape stays); `//cdn.example.com/a.jpg` is `https`.
/// 2. An `http:` or `https:` URL with a host is a remote picture.
/// 3. A `file:` URL is a local picture (`file:///var/pictures/a.jpg`).
/// 4. Any other scheme (`ftp://host/a.jpg`, `data:...`, `javascript:...`) is
///    ``ImageError/unsupportedScheme(_:)`` naming the scheme (and nothing else of the
///    string, so a password in it is never repeated). A scheme is letters, digits, `+`, `-`
///    or `.` before a colon that `//` follows, or one of the schemes written without it
///    (`data`, `blob`, `javascript`, `mailto`, `about`).
/// 5. Anything else is a name. On Apple platforms, an absolute path (`/...`) is a local
///    file, and a name is a resource of the bundle (the app's by default): `banner.jpg`, or
///    `banner` with any of the extensions `png`, `jpg`, `jpeg`, `heic`, `webp`, `gif`; no such
///    resource is ``ImageError/noSuchResource(name:)``. Elsewhere (Linux) a name is a path,
///    relative to the current directory. Pictures in an asset catalog are not files, and
///    are not found by name: give the image itself (`CarouselView.images`).
///
/// ```swift
/// let sources = try ["launch-banner", "https://cdn.example.com/spring-sale.jpg"]
///   .map { try ImageSource($0).url }
/// // [file:///.../Example.app/launch-banner.png, https://cdn.example.com/spring-sale.jpg]
/// ```
///
/// What the string names is not read here: a missing file or a server that does not answer
/// is an error of the load (``ImagePipeline/image(for:)``).
public enum ImageSource: Sendable, Hashable {
  /// A picture on a server: an `http` or `https` URL.
  case remote(URL)
  /// A picture on this device: a `file` URL.
  case file(URL)

  /// The extensions a bundle resource named without one is looked for with, in this order.
  public static let resourceExtensions = ["png", "jpg", "jpeg", "heic", "webp", "gif"]

  /// The schemes read as schemes without `//` after their colon.
  static let opaqueSchemes: Set<String> = ["data", "blob", "javascript", "mailto", "about"]

  /// What may stay as it is in a URL: the unreserved and reserved characters of RFC 3986,
  /// and `%` (an existing escape).
  private static let kept = CharacterSet(
    charactersIn:
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")

  /// Reads a picture string, in the order the type's documentation gives.
  ///
  /// - Parameters:
  ///   - string: A URL, a path or (on Apple platforms) a bundle resource's name.
  ///   - bundle: Where names are looked for on Apple platforms; unused elsewhere.
  /// - Throws: ``ImageError/unsupportedScheme(_:)`` for another scheme,
  ///   ``ImageError/unsupportedURL`` for an empty string or an `http(s)` URL without a host,
  ///   ``ImageError/noSuchResource(name:)`` for a name no bundle resource has.
  public init(_ string: String, bundle: Bundle = .main) throws(ImageError) {
    var text = string.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { throw .unsupportedURL }
    if text.hasPrefix("//") { text = "https:" + text }
    if let scheme = Self.scheme(of: text) {
      switch scheme {
      case "http", "https":
        guard let url = Self.encodedURL(text), let host = url.host, !host.isEmpty else {
          throw .unsupportedURL
        }
        self = .remote(url)
      case "file":
        guard let url = Self.encodedURL(text), url.isFileURL, !url.path.isEmpty else {
          throw .unsupportedURL
        }
        self = .file(URL(fileURLWithPath: url.path))
      default:
        throw .unsupportedScheme(scheme)
      }
      return
    }
    self = .file(try Self.localFile(named: text, bundle: bundle))
  }

  /// The URL to load: an `http(s)` or a `file` URL.
  public var url: URL {
    switch self {
    case .remote(let url), .file(let url): url
    }
  }

  /// The URL a view loads for a picture string: the source's URL, or, for a string that
  /// names no picture, a URL whose load fails with the same error (a URL in its own scheme,
  /// which the pipeline refuses naming the scheme; a bundle resource's would-be file, which
  /// is missing), so that the item shows its failure and says why. Nil for an empty string
  /// or one that cannot be a URL at all.
  ///
  /// - Parameters:
  ///   - string: A picture string, read as ``init(_:bundle:)`` reads it.
  ///   - bundle: Where names are looked for on Apple platforms.
  /// - Returns: The URL to load, or nil.
  public static func url(from string: String, bundle: Bundle = .main) -> URL? {
    do {
      return try ImageSource(string, bundle: bundle).url
    } catch .noSuchResource(let name) {
      return (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent(name)
    } catch {
      let text = string.trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty ? nil : encodedURL(text)
    }
  }

  /// The scheme of a string that starts with one (lowercased), or nil.
  static func scheme(of text: String) -> String? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let name = text[..<colon]
    let isLetter = { (scalar: Unicode.Scalar) in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard let first = name.unicodeScalars.first, isLetter(first),
      name.unicodeScalars.allSatisfy({
        isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
      })
    else { return nil }
    let scheme = name.lowercased()
    // `file:/path` and `http:` are schemes with or without the slashes.
    let isKnown = ["http", "https", "file"].contains(scheme) || opaqueSchemes.contains(scheme)
    guard isKnown || text[colon...].hasPrefix("://") else { return nil }
    return scheme
  }

  /// The string as a URL, percent-encoded where it must be.
  private static func encodedURL(_ text: String) -> URL? {
    text.addingPercentEncoding(withAllowedCharacters: kept).flatMap(URL.init(string:))
  }

  /// The file a name means: on Apple platforms an absolute path or a bundle resource,
  /// elsewhere a path.
  private static func localFile(named name: String, bundle: Bundle) throws(ImageError) -> URL {
    #if canImport(Darwin)
      if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
      if let found = bundle.url(forResource: name, withExtension: nil) { return found }
      if (name as NSString).pathExtension.isEmpty {
        for pathExtension in resourceExtensions {
          if let found = bundle.url(forResource: name, withExtension: pathExtension) {
            return found
          }
        }
      }
      throw .noSuchResource(name: name)
    #else
      return URL(fileURLWithPath: name)
    #endif
  }
}
