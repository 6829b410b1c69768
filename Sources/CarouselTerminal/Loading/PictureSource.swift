import CarouselImages
import Foundation

/// Where one picture comes from: a local file, a URL, a video (shown by its poster), or an
/// address the carousel does not load.
indirect enum PictureSource: Hashable, Sendable {
  case file(String)
  case remote(URL)
  /// An address in a scheme the carousel does not load (`ftp:`, `data:`...): it shows a
  /// failure slide that names the scheme. `label` is the address, its user info redacted.
  case unsupported(scheme: String, label: String)
  /// A video (see ``VideoAddress``): nothing here plays it, so the slide shows `poster`, or
  /// a card naming the video without one. `video` is the video's own source (a file or a
  /// URL), for its name and its checks.
  case video(PictureSource, poster: PictureSource?)

  /// Reads a command-line input as ``/CarouselImages/ImageSource`` reads a picture string:
  /// `http://` and `https://` addresses are URLs, `file:` URLs and everything else without
  /// a scheme are file paths, and an address in another scheme (`ftp://host/a.jpg`,
  /// `data:...`) is refused, naming the scheme.
  init(argument: String) {
    do {
      switch try ImageSource(argument) {
      case .remote(let url):
        self = .remote(url)
        if VideoAddress.isVideo(path: url.path) { self = .video(self, poster: nil) }
      case .file(let url):
        // A path as given, so that messages name it as the user typed it.
        let isFileURL = argument.trimmingCharacters(in: .whitespaces).lowercased()
          .hasPrefix("file:")
        let path = isFileURL ? url.path : argument
        self = .file(path)
        if VideoAddress.isVideo(path: path) {
          self = .video(self, poster: VideoAddress.poster(ofVideoAt: path).map { .file($0) })
        }
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
    case .video(let video, _): video.label
    }
  }

  /// How a message names the input: a file by its path as given, an address with its user
  /// info redacted.
  var displayName: String {
    switch self {
    case .file(let path): path
    case .remote, .unsupported: label
    case .video(let video, _): video.displayName
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
    // A missing video is a failure; a poster that went away leaves the video's card.
    case .video(let video, _): video.immediateFailure
    }
  }
}
