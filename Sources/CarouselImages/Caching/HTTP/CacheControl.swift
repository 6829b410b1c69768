import Foundation

/// The `Cache-Control` directives the pipeline acts on (RFC 9111, section 5.2.2), read
/// leniently: unknown directives are ignored, and a malformed or conflicting `max-age` counts
/// as 0 (stale), as RFC 9111 asks.
struct CacheControl: Equatable, Sendable {
  /// `max-age`, in seconds.
  var maximumAge: Double?
  /// `s-maxage`, in seconds: read, but for shared caches only; this private cache ignores it.
  var sharedMaximumAge: Double?
  /// `stale-if-error` (RFC 5861), in seconds past expiry.
  var staleIfError: Double?
  /// `no-store`: never written to disk.
  var isNoStore = false
  /// `no-cache` (also with a field list): revalidated before each use.
  var isNoCache = false
  /// `must-revalidate` (or `proxy-revalidate`): never used stale, not even on an error.
  var isMustRevalidate = false

  /// The largest delta-seconds value RFC 9111 asks a cache to handle; longer ones mean it.
  static let largestDelta = 2_147_483_648.0

  /// Parses one or more `Cache-Control` field values (joined with commas).
  init(_ value: String?) {
    guard let value else { return }
    var maximumAges: [Double] = []
    for directive in Self.directives(value) {
      switch directive.name {
      case "max-age": maximumAges.append(Self.delta(directive.value) ?? 0)
      case "s-maxage": sharedMaximumAge = Self.delta(directive.value) ?? 0
      case "stale-if-error": staleIfError = Self.delta(directive.value)
      case "no-store": isNoStore = true
      case "no-cache": isNoCache = true
      case "must-revalidate", "proxy-revalidate": isMustRevalidate = true
      default: break
      }
    }
    if let first = maximumAges.first {
      maximumAge = maximumAges.allSatisfy { $0 == first } ? first : 0
    }
  }

  /// Delta-seconds: digits only, capped at `largestDelta`; `nil` when malformed.
  static func delta(_ text: String?) -> Double? {
    guard let text, !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else {
      return nil
    }
    return min(Double(text) ?? largestDelta, largestDelta)
  }

  /// `name[=value]` pairs, names lowercased, values unquoted; commas inside quotes kept.
  private static func directives(_ text: String) -> [(name: String, value: String?)] {
    var result: [(String, String?)] = []
    var current = ""
    var isQuoted = false
    func flush() {
      let parts = current.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if let name = parts.first, !name.isEmpty {
        var value = parts.count > 1 ? parts[1] : nil
        if let quoted = value, quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") {
          value = String(quoted.dropFirst().dropLast())
        }
        result.append((name.lowercased(), value))
      }
      current = ""
    }
    for character in text {
      if character == "\"" { isQuoted.toggle() }
      if character == ",", !isQuoted {
        flush()
      } else {
        current.append(character)
      }
    }
    flush()
    return result
  }
}
