/// The accessibility value and slide label of the items, built once per change of what they
/// say (item, count, title, wording) rather than on every frame.
///
/// What each was built from is kept field by field and compared in place: the machine asks on
/// every frame (the web element's compositor plan, a frame every 1/60 s of a turn), and most
/// frames change nothing. Of the wording, only the item's template is kept: it is all the text
/// reads (and the machine is copied for every frame of the compositor's plan).
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

  /// One text and what it was built from.
  private struct Cached: Hashable, Sendable {
    var item = -1
    var count = -1
    var title = ""
    var template = ""
    var text = ""

    /// The text for these, built again only when one of them changed. Not inlined: the value
    /// and the label would each have a copy.
    @inline(never)
    mutating func text(
      item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
    ) -> String {
      if item != self.item || count != self.count || !title.hasSameUTF8(as: self.title)
        || !strings.itemTemplate.hasSameUTF8(as: template)
      {
        self.item = item
        self.count = count
        self.title = title
        template = strings.itemTemplate
        text = AccessibilityText.value(item: item, count: count, title: title, strings: strings)
      }
      return text
    }
  }
}
