import CarouselImages
import Foundation

/// Where one picture comes from: a local file, a URL, or an address the carousel does not
/// load.
enum PictureSource: Hashable, Sendable {
  case file(String)
  case remote(URL)
  /// An address in a scheme the carousel does not load (`ftp:`, `data:`...): it shows a
  /// failure slide that names the scheme. `label` is the address, its user info redacted.
  case unsupported(scheme: String, label: String)

  /// Reads a command-line input: `http://` and `https://` addresses are URLs, `file://`
  /// addresses and everything else are file paths, except an address in another scheme
  /// (`ftp://host/a.jpg`, `data:...`) when no file has that name.
  init(argument: String) {
    let lowered = argument.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
      let url = URL(string: argument)
    {
      self = .remote(url)
    } else if lowered.hasPrefix("file://"), let url = URL(string: argument) {
      self = .file(url.path)
    } else if let scheme = Self.otherScheme(of: argument),
      !FileManager.default.fileExists(atPath: argument)
    {
      self = .unsupported(scheme: scheme, label: URLRedaction.redacted(argument))
    } else {
      self = .file(argument)
    }
  }

  /// The schemes read as addresses without `//` after their colon.
  private static let opaqueSchemes: Set<String> = ["data", "javascript", "mailto", "blob"]

  /// The scheme of an address in a scheme other than http, https and file (lowercased), or
  /// nil for anything else: `scheme://...` as RFC 3986 spells a scheme, or one of the
  /// schemes written without `//` (`data:`, `javascript:`...).
  private static func otherScheme(of argument: String) -> String? {
    guard let colon = argument.firstIndex(of: ":") else { return nil }
    let name = argument[..<colon]
    let isLetter = { (scalar: Unicode.Scalar) in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard let first = name.unicodeScalars.first, isLetter(first),
      name.unicodeScalars.allSatisfy({
        isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
      })
    else { return nil }
    let scheme = name.lowercased()
    let isHierarchical = argument[colon...].hasPrefix("://")
    guard isHierarchical || opaqueSchemes.contains(scheme) else { return nil }
    return scheme
  }

  /// What the title line shows when the picture has no title, and what messages name it
  /// by: the file name, or the address with its user info redacted
  /// (`http://alice:***@host/a.jpg`).
  var label: String {
    switch self {
    case .file(let path): (path as NSString).lastPathComponent
    case .remote(let url): url.redactedDescription
    case .unsupported(_, let label): label
    }
  }

  /// How a message names the input: a file by its path as given, an address with its user
  /// info redacted.
  var displayName: String {
    switch self {
    case .file(let path): path
    case .remote, .unsupported: label
    }
  }

  /// Why this input cannot be shown at all, found without reading anything: a file that is
  /// missing, a directory, a FIFO, a device, a socket, or unreadable; an address in a scheme
  /// the carousel does not load. Nil for anything that may load (URLs are only known once
  /// asked for).
  var immediateFailure: String? {
    switch self {
    case .file(let path): RegularFile.check(path)?.description
    case .remote: nil
    case .unsupported(let scheme, _): ImageError.unsupportedScheme(scheme).description
    }
  }
}
