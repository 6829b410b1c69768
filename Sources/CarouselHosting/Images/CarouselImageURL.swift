import Foundation

/// Image URLs from strings as feeds and JSON give them, by one rule for every front end.
///
/// Surrounding whitespace is dropped; a space, a non-ASCII letter or another character a URL
/// cannot hold is percent-encoded (what is already percent-encoded stays as it is); a
/// scheme-relative `//cdn.example.com/a.jpg` is taken as `https`. What is then not an
/// `http` or `https` URL with a host is no picture: nil.
///
/// ```swift
/// CarouselImageURL.url(from: " https://cdn.example.com/summer sale.jpg ")
/// // https://cdn.example.com/summer%20sale.jpg
/// ```
package enum CarouselImageURL {
  /// What may stay as it is: the unreserved and reserved characters of RFC 3986, and `%`
  /// (an existing escape).
  private static let kept = CharacterSet(
    charactersIn:
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")

  /// The URL a string names, or nil when it names no `http` or `https` picture.
  ///
  /// - Parameter string: The string, as given.
  /// - Returns: The URL, percent-encoded where needed, or nil.
  package static func url(from string: String) -> URL? {
    var text = string.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("//") { text = "https:" + text }
    guard !text.isEmpty,
      let encoded = text.addingPercentEncoding(withAllowedCharacters: kept),
      let url = URL(string: encoded),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }
}
