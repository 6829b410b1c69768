/// A BCP 47 language tag reduced to what choosing a translation needs: the language, the
/// script and the region ("zh-Hant-TW", "pt_BR", "sr-Latn", "en-US-u-ca-gregory").
///
/// Written without Foundation, so the matching behaves the same on every platform:
/// `Bundle.preferredLocalizations(from:forPreferences:)` does the job on Apple platforms but
/// answers the first localization for every preference on Linux (Swift 6.3's Foundation),
/// where this layer is tested.
struct LanguageTag: Hashable, Sendable {
  /// The language subtag, lowercased: "zh".
  var language: Subtag
  /// The script subtag in title case ("Hant"), or nil when the tag has none.
  var script: Subtag?
  /// The region subtag, uppercased ("TW", "419"), or nil when the tag has none.
  var region: Subtag?

  /// Creates a tag from its parts.
  init(language: Subtag, script: Subtag? = nil, region: Subtag? = nil) {
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
    let bytes = identifier.utf8Bytes
    var subtags: [Range<Int>] = []
    var start = 0
    var end = 0
    while end < bytes.count, bytes[end] != UInt8(ascii: "@") {
      if bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "_") {
        if start < end { subtags.append(start..<end) }
        start = end + 1
      }
      end += 1
    }
    if start < end { subtags.append(start..<end) }
    guard let first = subtags.first.map({ bytes[$0] }), (2...8).contains(first.count),
      first.allSatisfy(Self.isLetter)
    else { return nil }
    language = Subtag(first, upperCount: 0)
    for range in subtags.dropFirst() {
      let subtag = bytes[range]
      // A singleton starts an extension or private use: nothing after it names the language.
      if subtag.count == 1 { break }
      if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(Self.isLetter) {
        script = Subtag(subtag, upperCount: 1)
      } else if region == nil,
        (subtag.count == 2 && subtag.allSatisfy(Self.isLetter))
          || (subtag.count == 3 && subtag.allSatisfy(Self.isDigit))
      {
        region = Subtag(subtag, upperCount: subtag.count)
      }
    }
  }

  /// The tag written out: "zh-Hant", "pt-BR".
  var identifier: String {
    var parts = [language.text]
    if let script { parts += ["-", script.text] }
    if let region { parts += ["-", region.text] }
    return String(concatenating: parts)
  }

  /// The script the language is written in when the tag does not say, where one language is
  /// written in more than one (after CLDR's likely subtags): Chinese is Traditional in Taiwan,
  /// Hong Kong and Macao and Simplified elsewhere; Serbian is Latin in Montenegro and
  /// Cyrillic elsewhere. nil for the languages written in one script.
  var likelyScript: Subtag? {
    if let script { return script }
    switch (language, region) {
    case ("zh", "TW"?), ("zh", "HK"?), ("zh", "MO"?): return "Hant"
    case ("zh", _): return "Hans"
    case ("sr", "ME"?): return "Latn"
    case ("sr", _): return "Cyrl"
    default: return nil
    }
  }

  /// The region whose variety of the language a reader in this tag's region reads, after
  /// CLDR's parent locales: Portuguese outside Brazil reads European Portuguese. Other
  /// languages keep the tag's region.
  var variantRegion: Subtag? {
    switch (language, region) {
    case ("pt", nil), ("pt", "BR"?): return "BR"
    case ("pt", _): return "PT"
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

extension LanguageTag {
  /// A subtag: up to eight ASCII letters or digits, in one integer a byte each (the first in
  /// the highest byte used). Tags compare and switch as integers: String's `==` and case
  /// mapping would link Unicode's tables and normalisation into the Embedded Swift build for
  /// the web.
  struct Subtag: Hashable, Sendable, ExpressibleByStringLiteral {
    private var bytes: UInt64

    /// The subtag's bytes (at most eight), the first `upperCount` letters in upper case and
    /// the rest in lower case.
    fileprivate init(_ subtag: ArraySlice<UInt8>, upperCount: Int) {
      bytes = 0
      for (offset, byte) in subtag.prefix(8).enumerated() {
        let letter = LanguageTag.isLetter(byte)
        let cased = letter ? (offset < upperCount ? byte & ~0x20 : byte | 0x20) : byte
        bytes = bytes << 8 | UInt64(cased)
      }
    }

    /// A subtag as written, cased as tags write it ("zh", "Hant", "TW").
    init(stringLiteral text: StaticString) {
      bytes = 0
      text.withUTF8Buffer { text in
        for byte in text.prefix(8) { bytes = bytes << 8 | UInt64(byte) }
      }
    }

    /// The subtag as text.
    var text: String {
      var text: [UInt8] = []
      var rest = bytes
      while rest != 0 {
        text.insert(UInt8(truncatingIfNeeded: rest), at: 0)
        rest >>= 8
      }
      return String(utf8: text)
    }
  }
}

// Subtags as bytes, not Characters: Character and case mapping need Unicode's tables, which
// the Embedded Swift build for the web links without.

extension LanguageTag {
  fileprivate static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  fileprivate static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
