#if canImport(Darwin)
  import CarouselImages
#endif

/// The picture file a command-line input names, read in `ImageSource`'s order for local
/// pictures: a `file:` URL is its path; an address in any other scheme is refused, naming
/// the scheme alone (the address may hold a password), since the thumbnailer reads files
/// only; anything else is a path. On Apple platforms through `ImageSource` itself (where a
/// name may also be a bundle resource); on Linux, where the thumbnailer loads nothing but the
/// codecs (no Foundation), by the same rule written out here.
///
/// - Parameter argument: The input as given.
/// - Returns: The path, or why the input names no file.
func inputPath(_ argument: String) -> Result<String, ThumbnailError> {
  #if canImport(Darwin)
    do {
      switch try ImageSource(argument) {
      case .file(let url): return .success(url.path)
      case .remote(let url):
        return .failure(
          ThumbnailError(
            message: "the input is a URL (\(url.scheme ?? "http"):), not a file: give a picture "
              + "file"))
      }
    } catch {
      return .failure(ThumbnailError(message: error.description))
    }
  #else
    guard let scheme = scheme(of: argument) else { return .success(argument) }
    guard scheme == "file" else {
      return .failure(
        ThumbnailError(message: "the input is a URL (\(scheme):), not a file: give a picture file")
      )
    }
    // file:///path, file://localhost/path and file:/path, percent-escapes decoded.
    var rest = Substring(argument.drop(while: { $0 != ":" }).dropFirst())
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      rest = rest.drop(while: { $0 != "/" })
    }
    return .success(percentDecoded(rest))
  #endif
}

#if !canImport(Darwin)
  /// The scheme an input starts with, lowercased, as `ImageSource` tells one: letters,
  /// digits, `+`, `-` or `.` before a colon that `//` follows, or `file`, `http`, `https`
  /// and the schemes written without `//` (`data`, `blob`, `javascript`, `mailto`, `about`).
  private func scheme(of text: String) -> String? {
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
    let known: Set<String> = [
      "http", "https", "file", "data", "blob", "javascript", "mailto", "about",
    ]
    guard known.contains(scheme) || text[colon...].hasPrefix("://") else { return nil }
    return scheme
  }

  /// `%XX` escapes decoded (a malformed one kept as it is).
  private func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
#endif
