// The engine's text as UTF-8 bytes. For the web element's WebAssembly: Embedded Swift links
// whatever the code calls, and String's everyday operations link far more than the engine
// needs there.
//
// `==` is Unicode canonical equivalence: "é" as one scalar equals "e" followed by a combining
// accent. It needs Unicode normalisation (11 KB of code). The strings the engine compares are
// its own wording, language tags and the labels a front end hands it, compared to tell
// whether they changed; text written with other bytes is other text to show, so equal bytes
// are the test they need.
//
// Reading `utf8` by index, `withUTF8`, `+` and `String(decoding:as:)` (whose repair of
// invalid bytes appends) carry the paths for strings that are not native UTF-8 (bridged
// strings on Apple platforms, stored in UTF-16): 10 KB more, which Embedded Swift, where every
// string is native, never runs.

extension String {
  /// Whether the two strings are the same UTF-8 bytes: `==` without canonical equivalence.
  package func hasSameUTF8(as other: String) -> Bool {
    withUTF8Bytes { bytes in
      other.withUTF8Bytes { otherBytes in
        bytes.count == otherBytes.count && bytes.elementsEqual(otherBytes)
      }
    }
  }

  /// Calls `body` with the string's UTF-8 bytes, in place where the string is native.
  package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    #if hasFeature(Embedded)
      // Through one function that is not generic: the standard library's is specialised for
      // each result type, half a kilobyte each.
      var result: Result?
      readUTF8Bytes { result = body($0) }
      guard let result else { preconditionFailure("a string that is not native UTF-8") }
      return result
    #else
      var text = self
      return text.withUTF8(body)
    #endif
  }

  #if hasFeature(Embedded)
    /// Calls `body` with the string's UTF-8 bytes, which are contiguous: Embedded Swift's
    /// strings are all native UTF-8.
    @inline(never)
    private func readUTF8Bytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      _ = utf8.withContiguousStorageIfAvailable(body)
    }
  #endif

  /// The string's UTF-8 bytes, in an array.
  package var utf8Bytes: [UInt8] { withUTF8Bytes { Array($0) } }

  /// The text of UTF-8 bytes, as `String(decoding:as:)` reads it: each ill-formed sequence
  /// reads as U+FFFD. Not inlined: the check and the repair are a kilobyte at each call.
  @inline(never)
  package init(utf8 bytes: [UInt8]) {
    #if hasFeature(Embedded)
      // `String(validating:as:)` is Swift 6's (iOS 18 and macOS 15 on Apple platforms), and
      // links no repair: the bytes are repaired beforehand when they need it.
      self =
        String(validating: bytes, as: UTF8.self)
        ?? String(validating: Self.repairedUTF8(bytes), as: UTF8.self) ?? ""
    #else
      self.init(decoding: bytes, as: UTF8.self)
    #endif
  }

  /// The bytes with each ill-formed sequence (its maximal subpart, as Unicode recommends and
  /// `String(decoding:as:)` does) replaced by the UTF-8 of U+FFFD.
  static func repairedUTF8(_ bytes: [UInt8]) -> [UInt8] {
    var repaired: [UInt8] = []
    repaired.reserveCapacity(bytes.count)
    _ = transcode(
      bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: false
    ) { repaired.append($0) }
    return repaired
  }

  /// The strings one after the other, as `+` joins them.
  package init(concatenating parts: [String]) {
    var bytes: [UInt8] = []
    for part in parts { part.withUTF8Bytes { bytes.append(contentsOf: $0) } }
    self.init(utf8: bytes)
  }
}

extension String? {
  /// Whether both are nil, or both are strings of the same UTF-8 bytes.
  package func hasSameUTF8(as other: String?) -> Bool {
    switch (self, other) {
    case (nil, nil): return true
    case (let text?, let otherText?): return text.hasSameUTF8(as: otherText)
    default: return false
    }
  }
}
