import Foundation

/// How an address with user info (`http://alice:secret@host/...`) is shown, printed and
/// stored: the password never in clear.
///
/// - Shown (a title, a message, a log line): the password becomes `***` and the user name
///   stays (`http://alice:***@host/a.jpg`); user info without a password, often a token
///   (`https://TOKEN@host/`), becomes `***` whole.
/// - Stored (the disk cache's key, and so its file names and entries): without the password.
///   The user name stays, so that two users' pictures at one address are two entries; user
///   info without a password (a token) is kept as a hash of it, never in clear. A picture is
///   the resource at the address for that user: a request with another password for the same
///   user is served the stored copy while it is fresh.
/// - Sent: as the address says. The transport gives the credentials to the server the
///   address names (and not to another host a redirect leads to).
///
/// The rules work on text, so that they hold for strings that are not valid URLs too (an
/// argument with a space in it): every `scheme://` in the text has the user info of the
/// authority after it redacted.
package enum URLRedaction {
  /// What a redacted password (or user info without one) is shown as.
  package static let mask = "***"

  /// `text` with the user info of every address in it redacted.
  ///
  /// ```swift
  /// URLRedaction.redacted("http://alice:secret@host/a.jpg")  // "http://alice:***@host/a.jpg"
  /// URLRedaction.redacted("https://TOKEN@host/a.jpg")        // "https://***@host/a.jpg"
  /// ```
  ///
  /// - Parameter text: Any text: an address, or a message holding some.
  /// - Returns: The text, each user info redacted; unchanged when there is none.
  /// - Complexity: O(n) in the length of the text.
  package static func redacted(_ text: String) -> String {
    rewritingUserInfo(in: text, everyAddress: true) { userInfo in
      guard let colon = userInfo.firstIndex(of: ":") else { return mask + "@" }
      return String(userInfo[..<colon]) + ":" + mask + "@"
    }
  }

  /// What a cache keys the picture at `url` by: its address without the password.
  ///
  /// ```swift
  /// URLRedaction.storedKey(for: URL(string: "http://alice:secret@host/a.jpg")!)
  /// // "http://alice@host/a.jpg"
  /// URLRedaction.storedKey(for: URL(string: "https://TOKEN@host/a.jpg")!)
  /// // "https://token-<32 hexadecimal digits>@host/a.jpg"
  /// ```
  ///
  /// - Parameter url: The picture's address.
  /// - Returns: Its text with the user name only (user info without a password as a hash of
  ///   it); the text itself when it has no user info.
  package static func storedKey(for url: URL) -> String {
    rewritingUserInfo(in: url.absoluteString, everyAddress: false) { userInfo in
      guard let colon = userInfo.firstIndex(of: ":") else {
        return "token-" + DiskCache.fileName(for: String(userInfo)) + "@"
      }
      return String(userInfo[..<colon]) + "@"
    }
  }

  /// Replaces the user info (and the `@` after it) of the authority after each `://` (only
  /// the first with `everyAddress` false) by what `replacement` makes of it.
  private static func rewritingUserInfo(
    in text: String, everyAddress: Bool, _ replacement: (Substring) -> String
  ) -> String {
    guard text.contains("@") else { return text }
    var result = ""
    var rest = text[...]
    while let separator = rest.range(of: "://") {
      result += rest[..<separator.upperBound]
      let afterScheme = rest[separator.upperBound...]
      // The authority ends where the path, query or fragment starts, or the text around an
      // address in a message does.
      let end =
        afterScheme.firstIndex { "/?#\"'<>".contains($0) || $0.isWhitespace }
        ?? afterScheme.endIndex
      let authority = afterScheme[..<end]
      if let at = authority.lastIndex(of: "@") {
        result += replacement(authority[..<at])
        result += authority[authority.index(after: at)...]
      } else {
        result += authority
      }
      rest = afterScheme[end...]
      if !everyAddress { break }
    }
    return result + rest
  }
}

extension URL {
  /// The address as it may be shown, printed or logged: its password (or user info without
  /// one) as `***` (see ``URLRedaction``).
  package var redactedDescription: String { URLRedaction.redacted(absoluteString) }

  /// What the disk cache keys this picture by: the address without the password (see
  /// ``URLRedaction/storedKey(for:)``).
  var diskCacheKey: String { URLRedaction.storedKey(for: self) }
}
