import CarouselCore

/// Where a slide's title sits (UIKit's slot views): a bar along the bottom of the slide,
/// the text inset by the style's padding (leading and trailing mirrored right to left), the
/// bar's height the text's at the width left, plus the padding and the safe area's share.
/// No title (nil or empty) takes no bar.
///
/// ```swift
/// let bar = CarouselTitleBar(size: slide, padding: padding, bottomInset: 0, isRightToLeft: false) {
///   label.sizeThatFits(CGSize(width: $0, height: .greatestFiniteMagnitude)).height
/// }
/// background.frame = CGRect(bar.frame)
/// ```
package struct CarouselTitleBar: Hashable, Sendable {
  /// The padding around the text, by leading and trailing edges.
  package struct Padding: Hashable, Sendable {
    /// Above the text.
    package var top: Double
    /// Before the text.
    package var leading: Double
    /// Below the text.
    package var bottom: Double
    /// After the text.
    package var trailing: Double

    /// A padding.
    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }

  /// The bar, in the slide's coordinates.
  package let frame: CarouselRect
  /// The text, in the bar's coordinates.
  package let textFrame: CarouselRect

  /// The bar of a slide.
  ///
  /// - Parameters:
  ///   - size: The slide's size.
  ///   - padding: The padding around the text.
  ///   - bottomInset: Extra room below (the safe area the page control leaves).
  ///   - isRightToLeft: Whether the layout runs right to left.
  ///   - textHeight: The text's height at a width.
  package init(
    size: CarouselSize, padding: Padding, bottomInset: Double, isRightToLeft: Bool,
    textHeight: (Double) -> Double
  ) {
    let textWidth = Self.textWidth(in: size.width, padding: padding)
    let text = textHeight(textWidth).rounded(.up)
    let height = text + padding.top + padding.bottom + bottomInset
    frame = CarouselRect(x: 0, y: size.height - height, width: size.width, height: height)
    textFrame = CarouselRect(
      x: isRightToLeft ? padding.trailing : padding.leading, y: padding.top, width: textWidth,
      height: text)
  }

  /// Whether a title shows a bar: not nil, not empty.
  package static func shows(_ title: String?) -> Bool {
    !(title?.isEmpty ?? true)
  }

  /// The height of the bar a title takes at a width (without any inset below), or 0 for
  /// none: what the page control keeps clear of.
  ///
  /// - Parameters:
  ///   - title: The title, or nil.
  ///   - width: The slide's width.
  ///   - padding: The padding around the text.
  ///   - textHeight: The title's height at a width.
  package static func height(
    of title: String?, width: Double, padding: Padding, textHeight: (String, Double) -> Double
  ) -> Double {
    guard let title, shows(title) else { return 0 }
    let text = textHeight(title, textWidth(in: width, padding: padding)).rounded(.up)
    return text + padding.top + padding.bottom
  }

  /// The width left for the text.
  private static func textWidth(in width: Double, padding: Padding) -> Double {
    max(0, width - padding.leading - padding.trailing)
  }
}
