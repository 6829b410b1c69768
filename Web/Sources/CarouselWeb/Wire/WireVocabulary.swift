import CarouselCore

/// The words the page reads from the DOM and from the element's attributes, and the numbers
/// it passes for them through the C ABI: in each list, a word's number is its index. The page's
/// copy of the lists is generated from these (``WireModule``, `Web/carousel-wire.js`).
///
/// The signals (`carousel_set_signal`) and the pointer kinds (`carousel_pointer_down`) are the
/// raw values of ``CarouselHostSignals/Signal`` and ``CarouselHostMachine/PointerKind``, named
/// as the DOM names them (`PointerEvent.pointerType` is `mouse`, `touch` or `pen`).
enum WireVocabulary {
  /// The `KeyboardEvent.key` values the carousel handles (`carousel_key`).
  static let keys: [(name: String, value: CarouselKey)] = [
    ("ArrowLeft", .left), ("ArrowRight", .right), ("ArrowUp", .up), ("ArrowDown", .down),
    ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
  ]

  /// The `effect` attribute: the engine's named effects, `slide` first.
  static var effects: [(name: String, value: CarouselEffect)] {
    CarouselEffect.namedEffects.map { (name: $0.name, value: $0.effect) }
  }

  /// The `scroll-behavior` attribute.
  static let scrollBehaviors: [(name: String, value: CarouselScrollBehavior)] = [
    ("paging", .paging), ("free", .free), ("snapping", .snapping),
  ]

  /// The `alignment` attribute: where an item shorter than the viewport rests.
  static let alignments: [(name: String, value: CarouselAlignment)] = [
    ("center", .center), ("leading", .leading),
  ]

  /// The `indicator` attribute.
  static let indicatorStyles: [(name: String, value: PageIndicatorStyle)] = [
    ("dots", .dots), ("pill", .pill), ("timer", .timer), ("none", .hidden),
  ]

  /// The `indicator-alignment` attribute.
  static let indicatorAlignments: [(name: String, value: CarouselPageControlAlignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing),
  ]

  /// `scrollTo(index, { direction })`.
  static let scrollDirections: [(name: String, value: CarouselEngine.ScrollDirection)] = [
    ("shortest", .shortest), ("forward", .forward), ("backward", .backward),
  ]

  /// The word numbered `number` in `list`, or the list's first (the default) when there is
  /// no such number.
  static func value<Value>(_ list: [(name: String, value: Value)], _ number: Int32) -> Value {
    let index = Int(number)
    return list.indices.contains(index) ? list[index].value : list[0].value
  }

  /// The labels a page may give in place of its language's (`carousel_set_labels`), in the
  /// order it writes them; each case's name is its `label-` attribute's and its key in the
  /// element's `labels`.
  enum Label: Int, CaseIterable {
    /// The slides' and dots' value template, `{index}` and `{count}` replaced ("Item 3 of 5").
    case item
    /// The stop/start control while the slides turn.
    case stop
    /// The stop/start control while they are stopped.
    case start
    /// The Previous button.
    case previous
    /// The Next button.
    case next
    /// The page dots' group.
    case indicator
    /// The slides' region.
    case slides
    /// The carousel's role description.
    case carousel
    /// A slide's role description.
    case slide

    /// Puts `text` in `strings` in place of the word this label is (no key paths: Embedded
    /// Swift has none).
    func write(_ text: String, into strings: inout CarouselAccessibilityStrings) {
      switch self {
      case .item: strings.itemTemplate = text
      case .stop: strings.stopRotation = text
      case .start: strings.startRotation = text
      case .previous: strings.previousItem = text
      case .next: strings.nextItem = text
      case .indicator: strings.indicatorLabel = text
      case .slides: strings.itemsLabel = text
      case .carousel: strings.carouselRoleDescription = text
      case .slide: strings.itemRoleDescription = text
      }
    }
  }

  /// How the `item-length` attribute sizes items (`carousel_configure`).
  enum ItemLength: Int, CaseIterable {
    /// As long as the viewport (`fill`).
    case fill
    /// A fraction of the viewport (`0.8`).
    case fraction
    /// A length in CSS pixels (`240px`).
    case points
  }
}
