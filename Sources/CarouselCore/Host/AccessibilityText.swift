/// The accessibility value and slide label of the items, built once per change of what they
/// say (item, count, title, wording) rather than on every frame.
struct AccessibilityText: Hashable, Sendable {
  private struct Key: Hashable, Sendable {
    var item: Int
    var count: Int
    var title: String
    var strings: CarouselAccessibilityStrings
  }

  private var valueKey: Key?
  private var valueText = ""
  private var labelKey: Key?
  private var labelText = ""

  /// "Item 3 of 5, Summer sale": the position, then the title when there is one.
  static func value(
    item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
  ) -> String {
    let position = strings.itemValue(index: item, count: count)
    return title.isEmpty ? position : position + ", " + title
  }

  /// The value of an item, from the last one built when nothing it says changed.
  mutating func value(
    item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
  ) -> String {
    let key = Key(item: item, count: count, title: title, strings: strings)
    if key != valueKey {
      valueKey = key
      valueText = Self.value(item: item, count: count, title: title, strings: strings)
    }
    return valueText
  }

  /// The label of the slide exposed to assistive technologies: the same words as the value.
  mutating func slideLabel(
    item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
  ) -> String {
    let key = Key(item: item, count: count, title: title, strings: strings)
    if key != labelKey {
      labelKey = key
      labelText = Self.value(item: item, count: count, title: title, strings: strings)
    }
    return labelText
  }
}
