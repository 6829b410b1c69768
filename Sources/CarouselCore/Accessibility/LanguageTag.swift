/// A BCP 47 language tag reduced to what choosing a translation needs: the language, the
/// script and the region ("zh-Hant-TW", "pt_BR", "sr-Latn", "en-US-u-ca-gregory").
///
/// Written without Foundation, so the matching behaves the same on every platform:
/// `Bundle.preferredLocalizations(from:forPreferences:)` does the job on Apple platforms but
/// answers the first localization for every preference on Linux (Swift 6.3's Foundation),
/// where this layer is tested.
struct LanguageTag: Hashable, Sendable {
  /// The language subtag, lowercased: "zh".
  var language: String
  /// The script subtag in title case ("Hant"), or nil when the tag has none.
  var script: String?
  /// The region subtag, uppercased ("TW", "419"), or nil when the tag has none.
  var region: String?

  /// Creates a tag from its parts.
  init(language: String, script: String? = nil, region: String? = nil) {
    self.language = language
    self.script = script
    self.region = region
  }

  /// Parses a BCP 47 tag or an Apple locale identifier; "-" and "_" both separate subtags.
  /// Variants, extensions ("-u-ca-gregory"), private use and "@" keywords are ignored.
  ///
  /// - Parameter identifier: The tag, such as an entry of `Locale.preferredLanguages`.
  /// - Returns: nil when the tag does not start with a language subtag.
  init?(_ identifier: String) {
    let withoutKeywords = identifier.split(separator: "@", omittingEmptySubsequences: false)[0]
    let subtags = withoutKeywords.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let first = subtags.first, (2...8).contains(first.count),
      first.allSatisfy({ $0.isASCIILetter })
    else { return nil }
    language = first.asciiCased(upper: false)
    for subtag in subtags.dropFirst() {
      // A singleton starts an extension or private use: nothing after it names the language.
      if subtag.count == 1 { break }
      if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy({ $0.isASCIILetter }) {
        script =
          subtag.prefix(1).asciiCased(upper: true) + subtag.dropFirst().asciiCased(upper: false)
      } else if region == nil,
        (subtag.count == 2 && subtag.allSatisfy({ $0.isASCIILetter }))
          || (subtag.count == 3 && subtag.allSatisfy({ $0.isASCIIDigit }))
      {
        region = subtag.asciiCased(upper: true)
      }
    }
  }

  /// The tag written out: "zh-Hant", "pt-BR".
  var identifier: String {
    [language, script, region].compactMap { $0 }.joined(separator: "-")
  }

  /// The script the language is written in when the tag does not say, where one language is
  /// written in more than one (after CLDR's likely subtags): Chinese is Traditional in Taiwan,
  /// Hong Kong and Macao and Simplified elsewhere; Serbian is Latin in Montenegro and
  /// Cyrillic elsewhere. nil for the languages written in one script.
  var likelyScript: String? {
    if let script { return script }
    switch language {
    case "zh": return ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
    case "sr": return region == "ME" ? "Latn" : "Cyrl"
    default: return nil
    }
  }

  /// The region whose variety of the language a reader in this tag's region reads, after
  /// CLDR's parent locales: Portuguese outside Brazil reads European Portuguese. Other
  /// languages keep the tag's region.
  var variantRegion: String? {
    switch language {
    case "pt": return region == nil || region == "BR" ? "BR" : "PT"
    default: return region
    }
  }

  /// The tag with a retired or umbrella language code replaced by the one translations are
  /// filed under: "no" (Norwegian) and "nn" (Nynorsk) read Bokmål ("nb"), as CLDR makes "no"
  /// the parent of both.
  var canonicalized: LanguageTag {
    var tag = self
    switch language {
    case "no", "nn": tag.language = "nb"
    default: break
    }
    return tag
  }
}

// Subtags are ASCII: these read the characters' values rather than Unicode's property and
// case tables, which the Embedded Swift build for the web links without (a tag with any
// other character is no tag, so nothing else is ever cased).

extension Character {
  fileprivate var isASCIILetter: Bool {
    guard let value = asciiValue else { return false }
    return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
  }

  fileprivate var isASCIIDigit: Bool {
    guard let value = asciiValue else { return false }
    return (0x30...0x39).contains(value)
  }
}

extension StringProtocol {
  /// The text with its ASCII letters in upper or lower case, every other byte as it is.
  fileprivate func asciiCased(upper: Bool) -> String {
    let bytes = utf8.map { byte -> UInt8 in
      if upper, (0x61...0x7A).contains(byte) { return byte - 0x20 }
      if !upper, (0x41...0x5A).contains(byte) { return byte + 0x20 }
      return byte
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
