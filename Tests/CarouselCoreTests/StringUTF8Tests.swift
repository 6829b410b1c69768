import Testing

@testable import CarouselCore

/// The engine compares its text as UTF-8 bytes (`String+UTF8.swift`), so that the Embedded
/// Swift build for the web links no Unicode normalisation. The values that hold words compare
/// them the same way.
@Suite struct StringUTF8Tests {
  /// "é" as one scalar, and as "e" with a combining acute accent: canonically equivalent.
  private static let composed = "Diapositive suivante \u{E9}"
  private static let decomposed = "Diapositive suivante e\u{301}"

  @Test func stringsAreTheSameWhenTheirBytesAre() {
    #expect("Next slide".hasSameUTF8(as: "Next slide"))
    #expect("第 3 項，共 5 項".hasSameUTF8(as: "第 \(3) 項，共 5 項"))
    #expect("".hasSameUTF8(as: ""))
    #expect(!"Next slide".hasSameUTF8(as: "Next slides"))
    #expect(!"Next slide".hasSameUTF8(as: "Next slidE"))
    #expect(!"Next slide".hasSameUTF8(as: ""))
    #expect(!"第 3 項".hasSameUTF8(as: "第 4 項"))
    // A long string (not stored inline) against a copy built otherwise
    let long = String(repeating: "Élément ", count: 20)
    #expect(long.hasSameUTF8(as: Array(repeating: "Élément ", count: 20).joined()))
    #expect(!long.hasSameUTF8(as: long + "."))
  }

  @Test func canonicallyEquivalentTextWithOtherBytesIsOtherText() {
    // `==` would call them equal; the bytes a front end shows differ.
    #expect(Self.composed == Self.decomposed)
    #expect(!Self.composed.hasSameUTF8(as: Self.decomposed))
  }

  @Test func optionalStringsAreTheSameWhenBothAreNilOrTheSameBytes() {
    let none: String? = nil
    #expect(none.hasSameUTF8(as: nil))
    #expect(!none.hasSameUTF8(as: ""))
    #expect(!Optional("").hasSameUTF8(as: nil))
    #expect(Optional("Hant").hasSameUTF8(as: "Hant"))
    #expect(!Optional("Hant").hasSameUTF8(as: "Hans"))
  }

  // MARK: The values that hold words

  @Test func accessibilityStringsAreEqualWhenEveryWordHasTheSameBytes() {
    let french = CarouselAccessibilityStrings(localizedFor: ["fr"])
    #expect(french == CarouselAccessibilityStrings(localizedFor: ["fr-CA"]))
    #expect(french != CarouselAccessibilityStrings())
    let words: [WritableKeyPath<CarouselAccessibilityStrings, String>] = [
      \.itemTemplate, \.stopRotation, \.startRotation, \.previousItem, \.nextItem,
      \.indicatorLabel, \.itemsLabel, \.carouselRoleDescription, \.itemRoleDescription,
    ]
    for word in words {
      var other = french
      other[keyPath: word] += "."
      #expect(other != french)
      // The same words written with other bytes
      other[keyPath: word] = Self.composed
      var decomposed = french
      decomposed[keyPath: word] = Self.decomposed
      #expect(other != decomposed)
      decomposed[keyPath: word] = Self.composed
      #expect(other == decomposed)
    }
  }

  @Test func aFramesAccessibilityIsEqualWhenEveryPartIs() {
    var state = CarouselFrame.Accessibility()
    state.value = "Élément 3 sur 5"
    state.slideLabel = "Élément 3 sur 5"
    state.rotationActionLabel = "Arrêter"
    state.exposedSlotID = 2
    #expect(state == state)
    let changes: [(inout CarouselFrame.Accessibility) -> Void] = [
      { $0.value = Self.decomposed }, { $0.slideLabel = "Élément 4 sur 5" },
      { $0.isRotating.toggle() }, { $0.rotationActionLabel = nil },
      { $0.rotationActionLabel = "Démarrer" }, { $0.exposedSlotID = 3 },
      { $0.exposedSlotID = nil }, { $0.canMoveBackward.toggle() }, { $0.canMoveForward.toggle() },
      { $0.liveRegion = .off },
    ]
    for change in changes {
      var other = state
      change(&other)
      #expect(other != state)
    }
  }

  @Test func aRotationControlIsEqualWhenEveryPartIs() {
    let frame = CarouselRect(x: 1, y: 2, width: 44, height: 44)
    let control = CarouselFrame.RotationControl(frame: frame, isStopped: false, label: "Arrêter")
    #expect(control == .init(frame: frame, isStopped: false, label: "Arrêter"))
    #expect(control != .init(frame: frame, isStopped: true, label: "Arrêter"))
    #expect(control != .init(frame: frame, isStopped: false, label: "Arrêter."))
    #expect(control != .init(frame: .zero, isStopped: false, label: "Arrêter"))
    let composed = CarouselFrame.RotationControl(
      frame: frame, isStopped: false, label: Self.composed)
    #expect(composed != .init(frame: frame, isStopped: false, label: Self.decomposed))
  }

  @Test func languageTagsAreEqualWhenTheirSubtagsAre() {
    #expect(LanguageTag("zh_hant_TW") == LanguageTag("zh-Hant-TW"))
    #expect(LanguageTag("zh-Hant") != LanguageTag("zh-Hant-TW"))
    #expect(LanguageTag("zh-Hant") != LanguageTag("zh-Hans"))
    #expect(LanguageTag("pt-BR") != LanguageTag("pt-PT"))
    #expect(LanguageTag("sr-Latn") != LanguageTag("sr"))
    #expect(LanguageTag(language: "pt") != LanguageTag(language: "pt", region: "BR"))
  }
}
