#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// How ``CarouselView`` draws item titles: a bar along the bottom of each slide.
  ///
  /// ```swift
  /// carousel.titleStyle.font = .preferredFont(forTextStyle: .headline)
  /// carousel.titleStyle.backgroundColor = .clear
  /// carousel.titleStyle.numberOfLines = 1
  /// ```
  ///
  /// The defaults: white subheadline text in the user's text size (Dynamic Type), up to two
  /// lines, on black at 45%, inset 6 points top and bottom and 12 at the sides.
  public struct CarouselTitleStyle: Equatable {
    /// The text's font; nil (the default) is the subheadline style in the user's text size,
    /// following it as it changes. A font of your own is scaled for the user's text size
    /// when ``adjustsFontForContentSizeCategory`` is on and it was made by `UIFontMetrics`.
    public var font: UIFont?
    /// The text colour.
    public var textColor: UIColor = .white
    /// The bar behind the text (`.clear` for none).
    public var backgroundColor: UIColor = UIColor.black.withAlphaComponent(0.45)
    /// The text's alignment in the bar.
    public var textAlignment: NSTextAlignment = .natural
    /// The most lines before the text is truncated (0: no limit).
    public var numberOfLines = 2
    /// The space between the bar's edges and the text, leading and trailing following the
    /// layout direction (mirrored right to left).
    public var insets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    /// Whether the font follows the user's text size as it changes.
    public var adjustsFontForContentSizeCategory = true

    /// The default style.
    public init() {}

    /// The font to draw with at the text size of some traits (nil: the app's).
    @MainActor func resolvedFont(compatibleWith traits: UITraitCollection?) -> UIFont {
      font ?? UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traits)
    }

    /// Applies the text's look to a label.
    @MainActor func apply(to label: UILabel, traits: UITraitCollection?) {
      label.font = resolvedFont(compatibleWith: traits)
      label.textColor = textColor
      label.textAlignment = textAlignment
      label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
      label.numberOfLines = numberOfLines
      label.lineBreakMode = .byTruncatingTail
    }
  }
#endif
