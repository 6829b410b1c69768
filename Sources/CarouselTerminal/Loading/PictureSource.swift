import Foundation

/// Where one picture comes from: a local file or a URL.
enum PictureSource: Hashable, Sendable {
  case file(String)
  case remote(URL)

  /// Reads a command-line input: `http://` and `https://` addresses are URLs, `file://`
  /// addresses and everything else are file paths.
  init(argument: String) {
    let lowered = argument.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
      let url = URL(string: argument)
    {
      self = .remote(url)
    } else if lowered.hasPrefix("file://"), let url = URL(string: argument) {
      self = .file(url.path)
    } else {
      self = .file(argument)
    }
  }

  /// What the title line shows when the picture has no title: the file name or the URL.
  var label: String {
    switch self {
    case .file(let path): (path as NSString).lastPathComponent
    case .remote(let url): url.absoluteString
    }
  }

  /// The path of a file that does not exist, if this is one.
  var missingFile: String? {
    guard case .file(let path) = self else { return nil }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return exists && !isDirectory.boolValue ? nil : path
  }
}
