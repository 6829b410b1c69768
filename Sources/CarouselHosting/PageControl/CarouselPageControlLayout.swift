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

  /// The state for an engine: the dots of its page indicator, the highlighted one being
  /// the page the content is headed for (``/CarouselCore/CarouselEngine/destinationIndex``). A dot the
  /// user taps lights at once and stays lit while the carousel turns there, instead of the
  /// old page showing again until the turn is half-way.
  ///
  /// - Parameters:
  ///   - engine: The carousel's engine.
  ///   - hidesForSinglePage: Whether one item shows no dot.
  ///   - isHiddenByHost: Whether the app hid the control.
  public init(engine: CarouselEngine, hidesForSinglePage: Bool = true, isHiddenByHost: Bool = false)
  {
    var indicator = engine.pageIndicator
    indicator.currentPage = engine.destinationIndex ?? indicator.currentPage
    self.init(
      indicator: indicator, hidesForSinglePage: hidesForSinglePage,
      isHiddenByHost: isHiddenByHost)
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
  ///   - insets: What the control must stay clear of: the safe area (the home indicator
  ///     under a full-screen carousel, the rounded corners in landscape) and, at the
  ///     bottom, the title bar of the slides. The margin is kept inside them.
  /// - Returns: The frame in the carousel's coordinates, on whole points.
  public static func frame(
    controlSize: CarouselSize, in bounds: CarouselSize, alignment: CarouselPageControlAlignment,
    isRightToLeft: Bool, margin: Double = 8, insets: CarouselInsets = .zero
  ) -> CarouselRect {
    let margin = margin.isFinite ? max(0, margin) : 0
    let insets = insets.sanitized
    let available = max(0, bounds.width - insets.left - insets.right - 2 * margin)
    let width = min(max(0, controlSize.width), available)
    let height = min(max(0, controlSize.height), max(0, bounds.height))
    let y = max(0, bounds.height - insets.bottom - height - margin)
    let left = insets.left + margin
    let right = bounds.width - insets.right - margin - width
    let x: Double
    switch (alignment, isRightToLeft) {
    case (.center, _): x = insets.left + (bounds.width - insets.left - insets.right - width) / 2
    case (.leading, false), (.trailing, true): x = left
    case (.leading, true), (.trailing, false): x = right
    }
    return CarouselRect(
      x: x.rounded(), y: y.rounded(), width: width.rounded(), height: height.rounded())
  }
}

/// Distances from the edges of a rectangle, in points (a safe area, a reserved band).
public struct CarouselInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: Double
  /// From the left edge (physical, not leading).
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge (physical, not trailing).
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = CarouselInsets()

  /// The insets with non-finite or negative values as 0.
  var sanitized: CarouselInsets {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    return CarouselInsets(
      top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
  }
}
