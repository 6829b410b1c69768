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

  /// Reads a command-line input as ``/CarouselImages/ImageSource`` reads a picture string:
  /// `http://` and `https://` addresses are URLs, `file:` URLs and everything else without
  /// a scheme are file paths, and an address in another scheme (`ftp://host/a.jpg`,
  /// `data:...`) is refused, naming the scheme.
  init(argument: String) {
    do {
      switch try ImageSource(argument) {
      case .remote(let url): self = .remote(url)
      case .file(let url):
        // A path as given, so that messages name it as the user typed it.
        let isFileURL = argument.trimmingCharacters(in: .whitespaces).lowercased()
          .hasPrefix("file:")
        self = .file(isFileURL ? url.path : argument)
      }
    } catch .unsupportedScheme(let scheme) {
      self = .unsupported(scheme: scheme, label: URLRedaction.redacted(argument))
    } catch {
      // Nothing left to read it as (an empty string): a file of that name, which is missing.
      self = .file(argument)
    }
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
