import Testing

@testable import CarouselCore

/// The item value's template is filled in byte by byte (UTF-8): the same text as filling it
/// in scalar by scalar, in every shipped language and for templates that are hard to match.
@Suite struct AccessibilityWordingTests {
  /// The template filled in scalar by scalar, as it was before: the reference.
  static func reference(_ template: String, index: Int, count: Int) -> String {
    func replacing(_ text: String, _ token: String, _ replacement: String) -> String {
      let pattern = Array(token.unicodeScalars)
      let scalars = Array(text.unicodeScalars)
      var result = String.UnicodeScalarView()
      var position = 0
      while position < scalars.count {
        if position + pattern.count <= scalars.count,
          scalars[position..<position + pattern.count].elementsEqual(pattern)
        {
          result.append(contentsOf: replacement.unicodeScalars)
          position += pattern.count
        } else {
          result.append(scalars[position])
          position += 1
        }
      }
      return String(result)
    }
    return replacing(replacing(template, "{index}", String(index + 1)), "{count}", String(count))
  }

  @Test(arguments: CarouselAccessibilityStrings.localizations)
  func everyLanguagesValueIsTheReferences(tag: String) {
    let strings = CarouselAccessibilityStrings(localizedFor: [tag])
    for (index, count) in [(0, 1), (2, 5), (9, 10), (99, 1000)] {
      let value = strings.itemValue(index: index, count: count)
      #expect(value == Self.reference(strings.itemTemplate, index: index, count: count))
      #expect(!value.contains("{index}") && !value.contains("{count}"))
    }
  }

  @Test(
    arguments: [
      "{index}{count}", "{index}{index} of {count}{count}", "{count}", "no tokens", "",
      "{ind{index}ex}", "{{index}}", "{index", "é{index}ü of {count}ß", "🇫🇷 {index}/{count} 🎠",
      "e\u{301}{index}\u{301}", "{in{count}dex}", "{{index}count}", "{count}{index}",
    ])
  func awkwardTemplatesAreFilledInAsBefore(template: String) {
    var strings = CarouselAccessibilityStrings()
    strings.itemTemplate = template
    #expect(
      strings.itemValue(index: 2, count: 12) == Self.reference(template, index: 2, count: 12))
  }

  @Test func numbersAreWrittenAsStringWritesThem() {
    // Both tokens are filled in one pass; the numbers are written without `String(_:)`.
    var strings = CarouselAccessibilityStrings()
    strings.itemTemplate = "{index}/{count}"
    let cases = [
      (0, 0), (-1, 9), (-2, -10), (8, 10), (9, 100), (98_765, 1_000_000), (Int.max - 1, Int.max),
      (-1, Int.min), (Int.min, 7),
    ]
    for (index, count) in cases {
      let value = strings.itemValue(index: index, count: count)
      #expect(Array(value.utf8) == Array("\(index + 1)/\(count)".utf8))
      #expect(
        Array(value.utf8)
          == Array(Self.reference(strings.itemTemplate, index: index, count: count).utf8))
    }
  }
}
