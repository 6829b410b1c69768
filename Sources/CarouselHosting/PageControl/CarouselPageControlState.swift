import CarouselCore

/// What a page control shows, and where.
package struct CarouselPageControlState: Hashable, Sendable {
  /// The number of dots.
  package var numberOfPages: Int
  /// The highlighted dot (0 when there are no pages).
  package var currentPage: Int
  /// Whether the control is hidden: always with no items, with one item when
  /// `hidesForSinglePage`, and when the host hides it.
  package var isHidden: Bool
  /// The dwell before the next automatic turn, for a timer-progress control (set by
  /// ``init(engine:style:)`` when the style shows timer progress), or nil.
  package var countdown: CarouselPageIndicatorState.Countdown?

  /// The state for an engine's page indicator.
  ///
  /// - Parameters:
  ///   - indicator: The engine's `pageIndicator`.
  ///   - hidesForSinglePage: Whether one item shows no dot (true by default: a lone dot
  ///     tells nothing).
  ///   - isHiddenByHost: Whether the app hid the control.
  package init(
    indicator: CarouselPageIndicatorState, hidesForSinglePage: Bool = true,
    isHiddenByHost: Bool = false
  ) {
    numberOfPages = max(0, indicator.count)
    currentPage = min(max(indicator.currentPage ?? 0, 0), max(numberOfPages - 1, 0))
    isHidden =
      isHiddenByHost || numberOfPages == 0 || (numberOfPages == 1 && hidesForSinglePage)
    countdown = nil
  }

  /// The state for an engine: the dots of its page indicator, the highlighted one being
  /// the page the content is headed for (``/CarouselCore/CarouselPageIndicatorState/targetPage``).
  /// A dot the user taps lights at once and stays lit while the carousel turns there, instead
  /// of the old page showing again until the turn is half-way.
  ///
  /// - Parameters:
  ///   - engine: The carousel's engine.
  ///   - hidesForSinglePage: Whether one item shows no dot.
  ///   - isHiddenByHost: Whether the app hid the control.
  package init(
    engine: CarouselEngine, hidesForSinglePage: Bool = true, isHiddenByHost: Bool = false
  ) {
    var indicator = engine.pageIndicator
    indicator.currentPage = indicator.targetPage
    self.init(
      indicator: indicator, hidesForSinglePage: hidesForSinglePage,
      isHiddenByHost: isHiddenByHost)
  }

  /// The state for an engine shown in a style: hidden as the style says, and with the dwell
  /// countdown when the style shows timer progress (for a system control's own timer, which
  /// the host sets to ``countdown``'s progress and runs while it runs).
  ///
  /// - Parameters:
  ///   - engine: The carousel's engine.
  ///   - style: The indicator's style.
  package init(engine: CarouselEngine, style: PageIndicatorStyle) {
    self.init(
      engine: engine, hidesForSinglePage: style.hidesForSinglePage,
      isHiddenByHost: style.isHidden)
    if style.showsTimerProgress { countdown = engine.pageIndicator.countdown }
  }

  /// The frame of a page control of `controlSize` along the bottom of a carousel: the
  /// placement of ``/CarouselCore/PageIndicatorLayout/frames(indicatorSize:style:bounds:isRightToLeft:safeArea:bottomBarHeight:)``
  /// with the same margin from every edge, on whole points.
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
  package static func frame(
    controlSize: CarouselSize, in bounds: CarouselSize, alignment: CarouselPageControlAlignment,
    isRightToLeft: Bool, margin: Double = 8, insets: CarouselInsets = .zero
  ) -> CarouselRect {
    var style = PageIndicatorStyle()
    style.alignment = alignment
    style.insets = PageIndicatorStyle.Insets(all: margin.isFinite ? max(0, margin) : 0)
    let frame = PageIndicatorLayout.frames(
      indicatorSize: controlSize, style: style, bounds: bounds, isRightToLeft: isRightToLeft,
      safeArea: insets
    ).indicator
    return CarouselRect(
      x: frame.minX.rounded(), y: frame.minY.rounded(), width: frame.size.width.rounded(),
      height: frame.size.height.rounded())
  }
}
