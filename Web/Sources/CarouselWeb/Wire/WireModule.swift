#if !hasFeature(Embedded)
  import CarouselCore

  /// The ES module `Web/carousel-wire.js`: the numbers of the wire format (``OutputLayout``,
  /// ``WireVocabulary``, ``CarouselHostSignals/Signal``, ``CarouselHostMachine/PointerKind``)
  /// as JavaScript constants, for `Web/infinite-carousel.js` to import.
  ///
  /// Written on the host, never in the page: `scripts/generate-web-wire.sh` writes the file,
  /// and `swift test` fails while the committed file differs from ``text``.
  enum WireModule {
    /// Where the module is, from the package's root.
    static let path = "Web/carousel-wire.js"

    /// The module's text.
    static var text: String {
      var module = """
        // Generated from the Swift side of <infinite-carousel> (Web/Sources/CarouselWeb/Wire) by
        // scripts/generate-web-wire.sh: do not edit. `swift test` fails while this file differs
        // from what the Swift side generates.

        """
      module += numbers(
        "The lengths of a frame's records (OutputLayout).",
        [
          ("HEADER_COUNT", OutputLayout.headerCount), ("SLOT_STRIDE", OutputLayout.slotStride),
          ("MATRIX_COUNT", OutputLayout.matrixCount), ("DOT_STRIDE", OutputLayout.dotStride),
          ("EVENT_STRIDE", OutputLayout.eventStride),
        ])
      module += constants(
        "HEADER", "Each number's offset in a frame's header (OutputLayout.Header).",
        OutputLayout.Header.allCases.map { (name($0), $0.rawValue) })
      module += constants(
        "SLOT", "Each number's offset in a slot's record (OutputLayout.Slot).",
        OutputLayout.Slot.allCases.map { (name($0), $0.rawValue) })
      module += constants(
        "DOT", "Each number's offset in a page dot's record (OutputLayout.Dot).",
        OutputLayout.Dot.allCases.map { (name($0), $0.rawValue) })
      module += constants(
        "EVENT", "Each number's offset in an event's record (OutputLayout.Event).",
        OutputLayout.Event.allCases.map { (name($0), $0.rawValue) })
      module += constants(
        "FLAG", "The bits of the header's flags (OutputLayout.Flag).",
        OutputLayout.Flag.allCases.map { (name($0), $0.bit) })
      module += constants(
        "EVENT_KIND", "What an event reports (OutputLayout.EventKind).",
        OutputLayout.EventKind.allCases.map { (name($0), $0.rawValue) })
      module += constants(
        "TICK_PLAN", "What the header's plan asks the page to schedule (CarouselTickPlan).",
        OutputLayout.TickPlanKind.allCases.map { (name($0), $0.rawValue) })
      module += constants(
        "VIDEO", "What a slot's video does (CarouselFrame.VideoPlayback).",
        [CarouselFrame.VideoPlayback.poster, .paused, .playing].map {
          (name($0), Int($0.rawValue))
        })
      module += constants(
        "SIGNAL", "carousel_set_signal's signals (CarouselHostSignals.Signal).",
        CarouselHostSignals.Signal.allCases.map { (name($0), Int($0.rawValue)) })
      module += object(
        "POINTER",
        "carousel_pointer_down's kinds, by pointerType (CarouselHostMachine.PointerKind).",
        CarouselHostMachine.PointerKind.allCases.map { (name($0), Int($0.rawValue)) })
      module += constants(
        "PRESS_TARGET",
        "carousel_pointer_down's targets (CarouselHostMachine.PressTarget).",
        CarouselHostMachine.PressTarget.allCases.map { (name($0), Int($0.rawValue)) })
      module += constants(
        "ITEM_LENGTH", "How `item-length` sizes items (WireVocabulary.ItemLength).",
        WireVocabulary.ItemLength.allCases.map { (name($0), $0.rawValue) })
      module += words(
        "KEYS", "The KeyboardEvent.key values carousel_key takes, by number.",
        WireVocabulary.keys.map(\.name))
      module += words(
        "EFFECTS", "The `effect` attribute's values, by number.", WireVocabulary.effects.map(\.name)
      )
      module += words(
        "SCROLL_BEHAVIORS", "The `scroll-behavior` attribute's values, by number.",
        WireVocabulary.scrollBehaviors.map(\.name))
      module += words(
        "ALIGNMENTS", "The `alignment` attribute's values, by number.",
        WireVocabulary.alignments.map(\.name))
      module += words(
        "INDICATOR_STYLES", "The `indicator` attribute's values, by number.",
        WireVocabulary.indicatorStyles.map(\.name))
      module += words(
        "INDICATOR_ALIGNMENTS", "The `indicator-alignment` attribute's values, by number.",
        WireVocabulary.indicatorAlignments.map(\.name))
      module += words(
        "SCROLL_DIRECTIONS", "scrollTo's directions, by number.",
        WireVocabulary.scrollDirections.map(\.name))
      module += constants(
        "TEXT", "Each word's place in a frame's text (OutputLayout.Text).",
        OutputLayout.Text.allCases.map { (name($0), $0.rawValue) })
      module += words(
        "LABELS", "carousel_set_labels's labels, in order (WireVocabulary.Label).",
        WireVocabulary.Label.allCases.map { name($0) })
      let intervals = CarouselAutoAdvance.intervalRange
      let durations = CarouselConfiguration.scrollAnimationDurationRange
      module += decimals(
        "The seconds `interval` and `duration` are brought into (their ranges in CarouselCore).",
        [
          ("INTERVAL_MIN", intervals.lowerBound), ("INTERVAL_MAX", intervals.upperBound),
          ("DURATION_MIN", durations.lowerBound), ("DURATION_MAX", durations.upperBound),
        ])
      return module
    }

    /// A case's name as Swift spells it.
    private static func name(_ value: some Any) -> String { String(describing: value) }

    /// Lines of at most 100 characters: `items` joined by ", " after `indent`, each line but
    /// the last ending with a comma.
    private static func lines(_ items: [String], indent: String) -> String {
      var result: [String] = []
      var line = ""
      for item in items {
        if !line.isEmpty, indent.count + line.count + 2 + item.count + 1 > 100 {
          result.append(indent + line + ",")
          line = ""
        }
        line += line.isEmpty ? item : ", " + item
      }
      if !line.isEmpty { result.append(indent + line + ",") }
      return result.joined(separator: "\n")
    }

    private static func numbers(_ comment: String, _ values: [(String, Int)]) -> String {
      "\n/** \(comment) */\n"
        + values.map { "export const \($0.0) = \($0.1);" }.joined(separator: "\n") + "\n"
    }

    private static func decimals(_ comment: String, _ values: [(String, Double)]) -> String {
      "\n/** \(comment) */\n"
        + values.map { "export const \($0.0) = \($0.1);" }.joined(separator: "\n") + "\n"
    }

    /// `name` in upper snake case: `scrolledOutOfSight` is `SCROLLED_OUT_OF_SIGHT`.
    private static func constantName(_ name: String) -> String {
      var result = ""
      for character in name {
        if character.isUppercase, !result.isEmpty { result += "_" }
        result += character.uppercased()
      }
      return result
    }

    /// One exported constant per value, named after its group (`HEADER_TICK_PLAN`): numbers
    /// a bundler writes in place.
    private static func constants(_ group: String, _ comment: String, _ values: [(String, Int)])
      -> String
    {
      "\n/** \(comment) */\n"
        + values.map { "export const \(group)_\(constantName($0.0)) = \($0.1);" }
        .joined(separator: "\n") + "\n"
    }

    private static func object(_ name: String, _ comment: String, _ values: [(String, Int)])
      -> String
    {
      "\n/** \(comment) */\nexport const \(name) = {\n"
        + lines(values.map { "\($0.0): \($0.1)" }, indent: "  ") + "\n};\n"
    }

    /// A JavaScript string literal in single quotes.
    private static func quoted(_ text: String) -> String {
      var literal = "'"
      for character in text {
        switch character {
        case "'", "\\": literal += "\\\(character)"
        case "\n": literal += "\\n"
        default: literal.append(character)
        }
      }
      return literal + "'"
    }

    private static func words(_ name: String, _ comment: String, _ values: [String]) -> String {
      "\n/** \(comment) */\nexport const \(name) = [\n"
        + lines(values.map(quoted), indent: "  ") + "\n];\n"
    }
  }
#endif
