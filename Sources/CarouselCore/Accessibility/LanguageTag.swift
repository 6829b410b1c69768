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
    // Subtags are ASCII letters and digits: read as bytes, a subtag with any other byte is
    // none the tag can use.
    var subtags: [[UInt8]] = [[]]
    for byte in identifier.utf8Bytes {
      if byte == UInt8(ascii: "@") { break }
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        if !subtags[subtags.count - 1].isEmpty { subtags.append([]) }
      } else {
        subtags[subtags.count - 1].append(byte)
      }
    }
    let first = subtags[0]
    guard (2...8).contains(first.count), first.allSatisfy(Self.isLetter) else { return nil }
    language = Self.text(first, upperCount: 0)
    for subtag in subtags.dropFirst() {
      // A singleton starts an extension or private use: nothing after it names the language.
      if subtag.count == 1 { break }
      if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(Self.isLetter) {
        script = Self.text(subtag, upperCount: 1)
      } else if region == nil,
        (subtag.count == 2 && subtag.allSatisfy(Self.isLetter))
          || (subtag.count == 3 && subtag.allSatisfy(Self.isDigit))
      {
        region = Self.text(subtag, upperCount: subtag.count)
      }
    }
  }

  /// Whether the two are the same tag. The parser writes subtags in ASCII, so their bytes are
  /// the test (`String.hasSameUTF8(as:)`, which links no Unicode normalisation).
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.language.hasSameUTF8(as: rhs.language) && lhs.script.hasSameUTF8(as: rhs.script)
      && lhs.region.hasSameUTF8(as: rhs.region)
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
    if language.hasSameUTF8(as: "zh") {
      let traditional = ["TW", "HK", "MO"].contains { region.hasSameUTF8(as: $0) }
      return traditional ? "Hant" : "Hans"
    }
    if language.hasSameUTF8(as: "sr") { return region.hasSameUTF8(as: "ME") ? "Latn" : "Cyrl" }
    return nil
  }

  /// The region whose variety of the language a reader in this tag's region reads, after
  /// CLDR's parent locales: Portuguese outside Brazil reads European Portuguese. Other
  /// languages keep the tag's region.
  var variantRegion: String? {
    guard language.hasSameUTF8(as: "pt") else { return region }
    return region == nil || region.hasSameUTF8(as: "BR") ? "BR" : "PT"
  }

  /// The tag with a retired or umbrella language code replaced by the one translations are
  /// filed under: "no" (Norwegian) and "nn" (Nynorsk) read Bokmål ("nb"), as CLDR makes "no"
  /// the parent of both.
  var canonicalized: LanguageTag {
    var tag = self
    if language.hasSameUTF8(as: "no") || language.hasSameUTF8(as: "nn") { tag.language = "nb" }
    return tag
  }
}

// Subtags as bytes, not Characters: Character and case mapping need Unicode's tables, which
// the Embedded Swift build for the web links without.

extension LanguageTag {
  fileprivate static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  fileprivate static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// ASCII letters as text, the first `upperCount` in upper case and the rest in lower case.
  fileprivate static func text(_ bytes: [UInt8], upperCount: Int) -> String {
    var cased = bytes
    for index in cased.indices where isLetter(cased[index]) {
      cased[index] = index < upperCount ? cased[index] & ~0x20 : cased[index] | 0x20
    }
    return String(utf8: cased)
  }
}
