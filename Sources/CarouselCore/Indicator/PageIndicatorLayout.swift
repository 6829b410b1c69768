/// Where each dot of a page indicator goes and how it is filled: the one layout of the page
/// dots that the renderer, the terminal and the SwiftUI view draw, and that places the UIKit
/// page control and custom indicators.
///
/// ```swift
/// let layout = PageIndicatorLayout(
///   style: .pill, state: engine.pageIndicator, bounds: CarouselSize(width: 390, height: 130))
/// for dot in layout.dots {
///   // A capsule at dot.frame (corner radius dot.cornerRadius) in dot.color; for the timer's
///   // dot, the part of it inside dot.timerFill in the style's currentColor.
/// }
/// layout.page(at: tap)      // the dot under a tap, with 44-point targets
/// layout.slidesFrame        // where the slides go (smaller when the dots sit outside them)
/// ```
///
/// The dots follow the engine's continuous ``CarouselPageIndicatorState/progress``: between
/// two pages each of the two dots is partly current (``Dot/emphasis``), so its size and colour
/// blend between the style's two states; a pill shrinks on the page the content leaves while
/// it grows on the next one, and the dots between move along, so the pill slides and
/// stretches instead of jumping. At the loop seam the pill passes from the last dot to the
/// first in the same way.
///
/// When more dots than fit would be needed, the row shows as many as fit, around the current
/// page (the window moves a page at a time); a carousel of any count lays out in
/// O(dots shown).
public struct PageIndicatorLayout: Hashable, Sendable {
  /// One dot of the indicator.
  public struct Dot: Hashable, Sendable {
    /// The page the dot stands for.
    public var page: Int
    /// The dot's frame, in the carousel's coordinates.
    public var frame: CarouselRect
    /// The corner radius that makes the dot a capsule: half its thickness.
    public var cornerRadius: Double
    /// How current the dot is, in `0 ... 1`: its size is that share of the way from the
    /// style's `dotSize` to its `currentDotSize`. The emphases of all dots add up to 1.
    public var emphasis: Double
    /// How much of the style's current colour the dot is drawn in (the rest is the other
    /// pages' colour): its emphasis, or 0 for the timer's dot, which is a track in the other
    /// pages' colour with ``timerFill`` in the current colour over it.
    public var currentColorFraction: Double
    /// The dot's colour: the style's colours mixed by ``currentColorFraction``.
    public var color: RGBAColor
    /// For the dot that shows the timer progress (the page the content rests on or heads
    /// for): the part of the dot, from its leading end (its top when vertical), filled so
    /// far. Draw the dot's shape clipped to this rectangle in the current colour. Nil for
    /// every other dot, and when the style shows no timer or pages do not turn on an
    /// interval.
    public var timerFill: CarouselRect?
  }

  /// The frames of an indicator and of the slides beside or under it.
  public struct Frames: Hashable, Sendable {
    /// The indicator's frame, in the carousel's coordinates.
    public var indicator: CarouselRect
    /// Where the slides go: the carousel's bounds, less the indicator's band when it sits
    /// outside them.
    public var slides: CarouselRect
  }

  /// Whether nothing is drawn: the style hides the indicator, there are no pages, one page
  /// with `hidesForSinglePage`, or not even one dot fits.
  public var isHidden: Bool
  /// The indicator's frame (the dots and the style's padding around them; the backdrop), in
  /// the carousel's coordinates.
  public var frame: CarouselRect
  /// The corner radius of the backdrop: a capsule around the dots.
  public var cornerRadius: Double
  /// Where the slides go: the carousel's bounds, less the indicator's band when the style
  /// places it outside them (and the indicator is shown).
  public var slidesFrame: CarouselRect
  /// The dots shown, in page order.
  public var dots: [Dot]
  /// The pages the dots stand for: all of them, or the window around the current page when
  /// not all fit.
  public var pages: Range<Int>
  /// The direction of the row of dots (the style's).
  public var axis: CarouselAxis

  /// Lays out an indicator.
  ///
  /// - Parameters:
  ///   - style: How it looks and where it sits.
  ///   - state: What it shows (the engine's ``CarouselEngine/pageIndicator``).
  ///   - bounds: The carousel's size, in points.
  ///   - isRightToLeft: Whether leading is on the right (pages then run right to left).
  ///   - safeArea: What the indicator stays clear of: the home indicator under a
  ///     full-screen carousel, the rounded corners in landscape. The style's insets are
  ///     measured from it.
  ///   - bottomBarHeight: The height of a bar the slides draw along their bottom, above the
  ///     safe area (their titles), which an indicator inside the slides stays above.
  public init(
    style: PageIndicatorStyle, state: CarouselPageIndicatorState, bounds: CarouselSize,
    isRightToLeft: Bool = false, safeArea: CarouselInsets = .zero, bottomBarHeight: Double = 0
  ) {
    let metrics = Metrics(style)
    let bounds = Self.clean(bounds)
    let count = max(0, state.count)
    let shownCount = Self.shownCount(
      count: count, metrics: metrics, style: style, bounds: bounds, safeArea: safeArea,
      bottomBarHeight: bottomBarHeight)
    let everything = CarouselRect(origin: .zero, size: bounds)
    guard
      !style.isHidden, count > 0, !(count == 1 && style.hidesForSinglePage), shownCount > 0,
      let highlight = PageIndicatorHighlight(state)
    else {
      self = Self(hiddenIn: everything, axis: style.axis)
      return
    }

    // The window of pages shown: all, or as many as fit around the page most lit.
    let anchor = highlight.fraction < 0.5 ? highlight.fromPage : highlight.toPage
    let start = min(max(anchor - (shownCount - 1) / 2, 0), count - shownCount)
    pages = start..<(start + shownCount)

    let size = metrics.indicatorSize(dotCount: shownCount, axis: style.axis)
    let frames = Self.frames(
      indicatorSize: size, style: style, bounds: bounds, isRightToLeft: isRightToLeft,
      safeArea: safeArea, bottomBarHeight: bottomBarHeight)
    isHidden = false
    axis = style.axis
    frame = frames.indicator
    slidesFrame = frames.slides
    cornerRadius = min(frame.size.width, frame.size.height) / 2

    // Dots from the leading end of the row, each as long as its emphasis makes it.
    let horizontal = style.axis == .horizontal
    let timerPage =
      style.showsTimerProgress && state.countdown != nil ? state.targetPage : nil
    var along = metrics.padding
    var dots: [Dot] = []
    dots.reserveCapacity(shownCount)
    for page in pages {
      let emphasis = min(max(highlight.weight(ofPage: page), 0), 1)
      let length = metrics.dotLength + (metrics.currentLength - metrics.dotLength) * emphasis
      let thickness =
        metrics.dotThickness + (metrics.currentThickness - metrics.dotThickness) * emphasis
      let across = (metrics.thickness - thickness) / 2 + metrics.padding
      let dotFrame: CarouselRect
      if horizontal {
        let x = isRightToLeft ? frame.maxX - along - length : frame.minX + along
        dotFrame = CarouselRect(x: x, y: frame.minY + across, width: length, height: thickness)
      } else {
        dotFrame = CarouselRect(
          x: frame.minX + across, y: frame.minY + along, width: thickness, height: length)
      }
      var dot = Dot(
        page: page, frame: dotFrame, cornerRadius: thickness / 2, emphasis: emphasis,
        currentColorFraction: emphasis, color: .clear, timerFill: nil)
      if page == timerPage, let countdown = state.countdown {
        dot.currentColorFraction = 0
        let filled = length * countdown.progress
        if horizontal {
          let x = isRightToLeft ? dotFrame.maxX - filled : dotFrame.minX
          dot.timerFill = CarouselRect(x: x, y: dotFrame.minY, width: filled, height: thickness)
        } else {
          dot.timerFill = CarouselRect(
            x: dotFrame.minX, y: dotFrame.minY, width: thickness, height: filled)
        }
      }
      dot.color = style.color.mixed(with: style.currentColor, fraction: dot.currentColorFraction)
      dots.append(dot)
      along += length + metrics.spacing
    }
    self.dots = dots
  }

  /// Lays out the indicator of an engine, in a carousel of the engine's viewport size.
  ///
  /// - Parameters:
  ///   - style: How it looks and where it sits.
  ///   - engine: The carousel's engine: its page indicator and layout direction.
  ///   - bounds: The carousel's size; nil takes the engine's viewport (right when the dots
  ///     sit inside the slides).
  ///   - safeArea: What the indicator stays clear of.
  ///   - bottomBarHeight: The height of the slides' bottom bar (titles).
  public init(
    style: PageIndicatorStyle, engine: CarouselEngine, bounds: CarouselSize? = nil,
    safeArea: CarouselInsets = .zero, bottomBarHeight: Double = 0
  ) {
    self.init(
      style: style, state: engine.pageIndicator, bounds: bounds ?? engine.viewportSize,
      isRightToLeft: engine.configuration.layoutDirection == .rightToLeft, safeArea: safeArea,
      bottomBarHeight: bottomBarHeight)
  }

  private init(hiddenIn bounds: CarouselRect, axis: CarouselAxis) {
    isHidden = true
    self.axis = axis
    frame = CarouselRect(origin: CarouselPoint(x: bounds.center.x, y: bounds.maxY), size: .zero)
    cornerRadius = 0
    slidesFrame = bounds
    dots = []
    pages = 0..<0
  }

  // MARK: The stop/start control

  /// Where a round stop/start control sits: beside the dots, after the trailing end of the
  /// row (below it when the row is vertical), centred on the row's line (moved inside the
  /// bounds when it is thicker than the row there), `spacing` away;
  /// before the leading end when the bounds leave no room after; nil when the indicator is
  /// hidden or neither side has room. Its touch target is at least 44 points, centred on it.
  ///
  /// - Parameters:
  ///   - diameter: The control's size, in points.
  ///   - spacing: The gap between the row of dots (its backdrop) and the control.
  ///   - bounds: The carousel's size, in points.
  ///   - isRightToLeft: Whether trailing is on the left.
  /// - Returns: The control's frame, in the carousel's coordinates.
  public func rotationControlFrame(
    diameter: Double, spacing: Double, bounds: CarouselSize, isRightToLeft: Bool
  ) -> CarouselRect? {
    guard !isHidden else { return nil }
    return Self.rotationControlFrame(
      beside: frame, axis: axis, diameter: diameter, spacing: spacing, bounds: bounds,
      isRightToLeft: isRightToLeft)
  }

  /// ``rotationControlFrame(diameter:spacing:bounds:isRightToLeft:)`` beside an indicator of
  /// any kind (a platform page control, an app's own view) placed at `indicatorFrame`.
  ///
  /// - Parameters:
  ///   - indicatorFrame: The indicator's frame, in the carousel's coordinates.
  ///   - axis: The indicator's row: horizontal or vertical.
  ///   - diameter: The control's size, in points.
  ///   - spacing: The gap between the indicator and the control.
  ///   - bounds: The carousel's size, in points.
  ///   - isRightToLeft: Whether trailing is on the left.
  /// - Returns: The control's frame, or nil when neither side has room.
  public static func rotationControlFrame(
    beside indicatorFrame: CarouselRect, axis: CarouselAxis, diameter: Double, spacing: Double,
    bounds: CarouselSize, isRightToLeft: Bool
  ) -> CarouselRect? {
    guard diameter.isFinite, diameter > 0, spacing.isFinite else { return nil }
    let frame = indicatorFrame
    let gap = max(0, spacing)
    let horizontal = axis == .horizontal
    let centreAcross = horizontal ? frame.center.y : frame.center.x
    let lowEnd = (horizontal ? frame.minX : frame.minY) - gap - diameter
    let highEnd = (horizontal ? frame.maxX : frame.maxY) + gap
    let limit = horizontal ? bounds.width : bounds.height
    // Trailing first: the right in a left-to-right row, the left in a right-to-left one, the
    // bottom of a vertical one.
    let trailingIsHigh = !horizontal || !isRightToLeft
    let candidates = trailingIsHigh ? [highEnd, lowEnd] : [lowEnd, highEnd]
    guard let start = candidates.first(where: { $0 >= 0 && $0 + diameter <= limit }) else {
      return nil
    }
    // On the row's line, but inside the bounds when the control is thicker than the row.
    let acrossLimit = horizontal ? bounds.height : bounds.width
    let across = min(max(centreAcross - diameter / 2, 0), max(0, acrossLimit - diameter))
    return horizontal
      ? CarouselRect(x: start, y: across, width: diameter, height: diameter)
      : CarouselRect(x: across, y: start, width: diameter, height: diameter)
  }

  /// Where the stop/start control sits for `style` (``PageIndicatorStyle/showsRotationControl``,
  /// its diameter and spacing), or nil when the style hides it or there is no room: the one
  /// rule every front end draws it by.
  ///
  /// - Parameters:
  ///   - style: The style this layout was made with.
  ///   - bounds: The carousel's size, in points.
  ///   - isRightToLeft: Whether trailing is on the left.
  public func rotationControlFrame(
    for style: PageIndicatorStyle, bounds: CarouselSize, isRightToLeft: Bool
  ) -> CarouselRect? {
    guard style.showsRotationControl else { return nil }
    return rotationControlFrame(
      diameter: style.rotationControlDiameter, spacing: style.rotationControlSpacing,
      bounds: bounds, isRightToLeft: isRightToLeft)
  }

  // MARK: Taps

  /// The dot under a point, for indicators that take taps: each dot's target reaches
  /// half-way to its neighbours, and the row's targets are at least `minimumTapSize` tall (and
  /// long together).
  ///
  /// - Parameters:
  ///   - point: The point, in the carousel's coordinates.
  ///   - minimumTapSize: The smallest side of a target (44 points, Apple's guideline).
  /// - Returns: The dot's page, or nil when the point is on none.
  public func page(at point: CarouselPoint, minimumTapSize: Double = 44) -> Int? {
    let targets = tapFrames(minimumTapSize: minimumTapSize)
    return targets.indices.first { targets[$0].contains(point) }.map { dots[$0].page }
  }

  /// Each dot's tap target, in the order of ``dots``: reaching half-way to the neighbouring
  /// dots and out to the indicator's ends, as tall (wide, when vertical) as the indicator and
  /// at least `minimumTapSize`; a row shorter than `minimumTapSize` has its end targets
  /// lengthened to make it that long.
  ///
  /// - Parameter minimumTapSize: The smallest side of a target.
  public func tapFrames(minimumTapSize: Double = 44) -> [CarouselRect] {
    guard !dots.isEmpty else { return [] }
    let minimum = minimumTapSize.isFinite ? max(0, minimumTapSize) : 0
    let horizontal = axis == .horizontal
    // Along the row in screen order (right-to-left rows run backwards).
    func low(_ rect: CarouselRect) -> Double { horizontal ? rect.minX : rect.minY }
    func high(_ rect: CarouselRect) -> Double { horizontal ? rect.maxX : rect.maxY }
    // An insertion sort, stable as `sorted(by:)` is: a row holds the few dots that fit along
    // the edge, already in order or reversed, and the standard library's sort is 3 KB of the
    // web element's WebAssembly.
    var order = Array(dots.indices)
    for position in order.indices.dropFirst() {
      let index = order[position]
      var slot = position
      while slot > 0, low(dots[index].frame) < low(dots[order[slot - 1]].frame) {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      order[slot] = index
    }
    var bounds = [(low: Double, high: Double)](repeating: (0, 0), count: dots.count)
    for (position, index) in order.enumerated() {
      let start =
        position == 0
        ? low(frame) : (high(dots[order[position - 1]].frame) + low(dots[index].frame)) / 2
      let end =
        position == order.count - 1
        ? high(frame) : (high(dots[index].frame) + low(dots[order[position + 1]].frame)) / 2
      bounds[index] = (start, end)
    }
    let rowLength = high(frame) - low(frame)
    if rowLength < minimum, let first = order.first, let last = order.last {
      let extra = (minimum - rowLength) / 2
      bounds[first].low -= extra
      bounds[last].high += extra
    }
    let acrossLow = horizontal ? frame.minY : frame.minX
    let acrossLength = horizontal ? frame.size.height : frame.size.width
    let acrossExtra = max(0, minimum - acrossLength) / 2
    return bounds.map { span in
      let start = acrossLow - acrossExtra
      let length = acrossLength + 2 * acrossExtra
      return horizontal
        ? CarouselRect(x: span.low, y: start, width: span.high - span.low, height: length)
        : CarouselRect(x: start, y: span.low, width: length, height: span.high - span.low)
    }
  }
}
