/// The accessibility value and slide label of the items, built once per change of what they
/// say (item, count, title, wording) rather than on every frame.
///
/// What each was built from is kept field by field and compared in place: the machine asks on
/// every frame (the web element's compositor plan, a frame every 1/60 s of a turn), and most
/// frames change nothing. Of the wording, only the item's template is kept: it is all the text
/// reads (and the machine is copied for every frame of the compositor's plan).
struct AccessibilityText: Hashable, Sendable {
  private var valueItem = -1
  private var valueCount = -1
  private var valueTitle = ""
  private var valueTemplate = ""
  private var valueText = ""
  private var labelItem = -1
  private var labelCount = -1
  private var labelTitle = ""
  private var labelTemplate = ""
  private var labelText = ""

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
    if item != valueItem || count != valueCount || !title.hasSameUTF8(as: valueTitle)
      || !strings.itemTemplate.hasSameUTF8(as: valueTemplate)
    {
      valueItem = item
      valueCount = count
      valueTitle = title
      valueTemplate = strings.itemTemplate
      valueText = Self.value(item: item, count: count, title: title, strings: strings)
    }
    return valueText
  }

  /// The label of the slide exposed to assistive technologies: the same words as the value.
  mutating func slideLabel(
    item: Int, count: Int, title: String, strings: CarouselAccessibilityStrings
  ) -> String {
    if item != labelItem || count != labelCount || !title.hasSameUTF8(as: labelTitle)
      || !strings.itemTemplate.hasSameUTF8(as: labelTemplate)
    {
      labelItem = item
      labelCount = count
      labelTitle = title
      labelTemplate = strings.itemTemplate
      labelText = Self.value(item: item, count: count, title: title, strings: strings)
    }
    return labelText
  }
}
