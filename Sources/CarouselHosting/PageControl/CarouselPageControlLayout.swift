import CarouselCore

/// Where the page control sits along the bottom edge of a carousel.
public enum CarouselPageControlAlignment: Hashable, Sendable {
  /// At the leading edge: the left, or the right in right-to-left layouts.
  case leading
  /// Centred.
  case center
  /// At the trailing edge: the right, or the left in right-to-left layouts.
  case trailing
}

/// What a page control shows, and where.
public struct CarouselPageControlState: Hashable, Sendable {
  /// The number of dots.
  public var numberOfPages: Int
  /// The highlighted dot (0 when there are no pages).
  public var currentPage: Int
  /// Whether the control is hidden: always with no items, with one item when
  /// `hidesForSinglePage`, and when the host hides it.
  public var isHidden: Bool

  /// The state for an engine's page indicator.
  ///
  /// - Parameters:
  ///   - indicator: The engine's `pageIndicator`.
  ///   - hidesForSinglePage: Whether one item shows no dot (true by default: a lone dot
  ///     tells nothing).
  ///   - isHiddenByHost: Whether the app hid the control.
  public init(
    indicator: CarouselPageIndicatorState, hidesForSinglePage: Bool = true,
    isHiddenByHost: Bool = false
  ) {
    numberOfPages = max(0, indicator.count)
    currentPage = min(max(indicator.currentPage ?? 0, 0), max(numberOfPages - 1, 0))
    isHidden =
      isHiddenByHost || numberOfPages == 0 || (numberOfPages == 1 && hidesForSinglePage)
  }

  /// The frame of a page control of `controlSize` along the bottom of a carousel.
  ///
  /// - Parameters:
  ///   - controlSize: The control's fitting size (narrowed to the carousel if wider).
  ///   - bounds: The carousel's size.
  ///   - alignment: Where along the bottom edge.
  ///   - isRightToLeft: Whether leading is on the right.
  ///   - margin: The distance from the bottom edge, and from the side edge when not
  ///     centred.
  /// - Returns: The frame in the carousel's coordinates, on whole points.
  public static func frame(
    controlSize: CarouselSize, in bounds: CarouselSize, alignment: CarouselPageControlAlignment,
    isRightToLeft: Bool, margin: Double = 8
  ) -> CarouselRect {
    let margin = margin.isFinite ? max(0, margin) : 0
    let width = min(max(0, controlSize.width), max(0, bounds.width - 2 * margin))
    let height = min(max(0, controlSize.height), max(0, bounds.height))
    let y = max(0, bounds.height - height - margin)
    let left = margin
    let right = bounds.width - margin - width
    let x: Double
    switch (alignment, isRightToLeft) {
    case (.center, _): x = (bounds.width - width) / 2
    case (.leading, false), (.trailing, true): x = left
    case (.leading, true), (.trailing, false): x = right
    }
    return CarouselRect(
      x: x.rounded(), y: y.rounded(), width: width.rounded(), height: height.rounded())
  }
}
