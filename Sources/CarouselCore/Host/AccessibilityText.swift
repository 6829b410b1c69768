/// The accessibility value and slide label of the items, built once per change of what they
/// say rather than on every frame.
///
/// The machine asks on every frame (the web element's compositor plan, a frame every 1/60 s of
/// a turn), and most frames change nothing: each text is kept with the item and count it was
/// built for, and the machine starts a new `AccessibilityText` when the words or the titles
/// change (comparing them on every frame cost more than the rest of the frame's wording).
struct AccessibilityText: Hashable, Sendable {
  private var valueText = Cached()
  private var labelText = Cached()

  /// "Item 3 of 5, Summer sale": the position, then the title when there is one.
  static func value(
    item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
  ) -> String {
    let position = strings.itemValue(index: item, count: count)
    return title.isEmpty ? position : String(concatenating: [position, ", ", title])
  }

  /// The value of an item, from the last one built when nothing it says changed.
  mutating func value(
    item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
  ) -> String {
    valueText.text(item: item, count: count, title: title, strings: strings)
  }

  /// The label of the slide exposed to assistive technologies: the same words as the value.
  mutating func slideLabel(
    item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
  ) -> String {
    labelText.text(item: item, count: count, title: title, strings: strings)
  }

  /// One text and the item and count it was built for (the title and the words are the
  /// machine's since this was made).
  private struct Cached: Hashable, Sendable {
    var item = -1
    var count = -1
    var text = ""

    /// The text for these, built again only when the item or the count changed. Not inlined:
    /// the value and the label would each have a copy.
    @inline(never)
    mutating func text(
      item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
    ) -> String {
      if item != self.item || count != self.count {
        self.item = item
        self.count = count
        text = AccessibilityText.value(item: item, count: count, title: title, strings: strings)
      }
      return text
    }
  }
}
