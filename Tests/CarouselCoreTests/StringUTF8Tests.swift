import Testing

@testable import CarouselCore

/// The engine compares and builds its text as UTF-8 bytes (`String+UTF8.swift`), so that the
/// Embedded Swift build for the web links neither Unicode normalisation nor the code for
/// strings stored in UTF-16. The values that hold words compare them the same way.
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
    #expect(long.hasSameUTF8(as: String(concatenating: Array(repeating: "Élément ", count: 20))))
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

  @Test func concatenatingJoinsAsPlusDoes() {
    #expect(String(concatenating: []) == "")
    #expect(String(concatenating: ["Item 3 of 5", ", ", "Été"]) == "Item 3 of 5, Été")
    #expect(Array(String(concatenating: ["e", "\u{301}"]).utf8) == [0x65, 0xCC, 0x81])
  }

  @Test func bytesReadAsStringDecodingReadsThem() {
    let cases: [[UInt8]] = [
      [], Array("Élément 第".utf8),
      [0x41, 0xFF, 0x42],  // a byte that never starts a sequence
      [0xE6, 0x97, 0x41],  // a sequence cut short, then ASCII
      [0xC0, 0xAF],  // an overlong encoding: two errors
      [0xED, 0xA0, 0x80],  // a surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0xF0, 0x9F, 0x98],  // four bytes cut short at the end
      [0x80, 0x80, 0xE2, 0x82, 0xAC],
    ]
    for bytes in cases {
      let expected = String(decoding: bytes, as: UTF8.self)
      #expect(String(utf8: bytes) == expected)
      #expect(String.repairedUTF8(bytes) == Array(expected.utf8), "\(bytes)")
    }
  }

  @Test func repairMatchesStringDecodingOnRandomBytes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      // Bytes weighted towards lead and continuation bytes, where the errors are
      let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        [UInt8.random(in: 0x80...0xBF), UInt8.random(in: 0xC0...0xFF), UInt8.random(in: 0...0x7F)]
          .randomElement(using: &generator)!
      }
      #expect(
        String.repairedUTF8(bytes) == Array(String(decoding: bytes, as: UTF8.self).utf8),
        "\(bytes)")
    }
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
}
