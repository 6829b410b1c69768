// `==` on String is Unicode canonical equivalence: "é" as one scalar equals "e" followed by a
// combining accent. It needs Unicode normalisation, which Embedded Swift links into the web
// element's WebAssembly (11 KB of code) for any String `==` the module calls. The strings the
// engine compares are its own wording, language tags and the labels a front end hands it,
// compared to tell whether they changed; text written with other bytes is other text to show,
// so equal bytes are the test they need.

extension String {
  /// Whether the two strings are the same UTF-8 bytes: `==` without canonical equivalence.
  package func hasSameUTF8(as other: String) -> Bool {
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
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
