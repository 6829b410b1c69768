// Where an indicator goes in a carousel: over the slides or in a band of its own, aligned
// along its edge, inset from the edges and the safe area; and how many dots fit.

extension PageIndicatorLayout {
  /// The frames of an indicator of a given size and of the slides, for indicators that size
  /// themselves (a system page control, an app's own view).
  ///
  /// A horizontal indicator sits along the bottom edge, a vertical one along the trailing
  /// edge. Inside the slides it stays above their bottom bar; outside, it takes a band (its
  /// size plus the insets on both sides, plus the safe area at that edge) and the slides get
  /// the rest. An indicator longer than the room along its edge is shortened to fit.
  ///
  /// ```swift
  /// let frames = PageIndicatorLayout.frames(
  ///   indicatorSize: CarouselSize(pageControl.sizeThatFits(bounds.size)), style: style,
  ///   bounds: CarouselSize(bounds.size), isRightToLeft: isRightToLeft,
  ///   safeArea: CarouselInsets(safeAreaInsets))
  /// pageControl.frame = CGRect(frames.indicator)
  /// slidesView.frame = CGRect(frames.slides)
  /// ```
  ///
  /// - Parameters:
  ///   - indicatorSize: The indicator's size, in points.
  ///   - style: Its placement, alignment, insets and axis.
  ///   - bounds: The carousel's size.
  ///   - isRightToLeft: Whether leading is on the right.
  ///   - safeArea: What the indicator stays clear of; the insets are measured from it.
  ///   - bottomBarHeight: The height of the slides' bottom bar (titles), above the safe
  ///     area, which an indicator inside them stays above.
  /// - Returns: The indicator's and the slides' frames, in the carousel's coordinates.
  public static func frames(
    indicatorSize: CarouselSize, style: PageIndicatorStyle, bounds: CarouselSize,
    isRightToLeft: Bool = false, safeArea: CarouselInsets = .zero, bottomBarHeight: Double = 0
  ) -> Frames {
    let bounds = clean(bounds)
    let safe = safeArea.sanitized
    let insets = clean(style.insets)
    let bar = clean(bottomBarHeight)
    let everything = CarouselRect(origin: .zero, size: bounds)
    let size = clean(indicatorSize)
    let isInside = style.placement == .inside

    switch style.axis {
    case .horizontal:
      let left = safe.left + (isRightToLeft ? insets.trailing : insets.leading)
      let right = bounds.width - safe.right - (isRightToLeft ? insets.leading : insets.trailing)
      let room = max(0, right - left)
      let width = min(size.width, room)
      let height = min(size.height, bounds.height)
      let x: Double
      switch (style.alignment, isRightToLeft) {
      case (.center, _): x = left + (room - width) / 2
      case (.leading, false), (.trailing, true): x = left
      case (.leading, true), (.trailing, false): x = left + room - width
      }
      let bottom = bounds.height - safe.bottom - insets.bottom - (isInside ? bar : 0)
      let indicator = CarouselRect(
        x: x, y: max(0, bottom - height), width: width, height: height)
      guard !isInside else { return Frames(indicator: indicator, slides: everything) }
      let band = min(bounds.height, insets.top + height + insets.bottom + safe.bottom)
      return Frames(
        indicator: indicator,
        slides: CarouselRect(x: 0, y: 0, width: bounds.width, height: bounds.height - band))

    case .vertical:
      let top = safe.top + insets.top
      let bottom = bounds.height - safe.bottom - insets.bottom - (isInside ? bar : 0)
      let room = max(0, bottom - top)
      let height = min(size.height, room)
      let width = min(size.width, bounds.width)
      let y: Double
      switch style.alignment {
      case .leading: y = top
      case .center: y = top + (room - height) / 2
      case .trailing: y = top + room - height
      }
      // Along the trailing edge: the right, or the left in right-to-left layouts.
      let trailingSafe = isRightToLeft ? safe.left : safe.right
      let fromEdge = trailingSafe + insets.trailing
      let x = min(
        max(0, isRightToLeft ? fromEdge : bounds.width - fromEdge - width),
        bounds.width - width)
      let indicator = CarouselRect(x: x, y: y, width: width, height: height)
      guard !isInside else { return Frames(indicator: indicator, slides: everything) }
      let band = min(bounds.width, insets.leading + width + insets.trailing + trailingSafe)
      return Frames(
        indicator: indicator,
        slides: CarouselRect(
          x: isRightToLeft ? band : 0, y: 0, width: bounds.width - band, height: bounds.height))
    }
  }

  /// The size of a carousel whose slides are `slidesSize` with this style: the slides, plus
  /// the indicator's band when it sits outside them and shows. For hosts that size the
  /// carousel from its slides (the renderer draws the engine's viewport and the band).
  ///
  /// - Parameters:
  ///   - slidesSize: The slides' size (the engine's viewport), in points.
  ///   - style: The indicator's style.
  ///   - count: The number of pages.
  /// - Returns: The carousel's size.
  public static func bounds(
    forSlides slidesSize: CarouselSize, style: PageIndicatorStyle, count: Int
  ) -> CarouselSize {
    let slides = clean(slidesSize)
    let count = max(0, count)
    guard style.placement == .outside, !style.isHidden, count > 0,
      !(count == 1 && style.hidesForSinglePage)
    else { return slides }
    let metrics = Metrics(style)
    // The band runs along the slides' edge, so the same number of dots fits in both.
    let shown = shownCount(
      count: count, metrics: metrics, style: style, bounds: slides, safeArea: .zero,
      bottomBarHeight: 0)
    guard shown > 0 else { return slides }
    let size = metrics.indicatorSize(dotCount: shown, axis: style.axis)
    let insets = clean(style.insets)
    switch style.axis {
    case .horizontal:
      return CarouselSize(
        width: slides.width, height: slides.height + insets.top + size.height + insets.bottom)
    case .vertical:
      return CarouselSize(
        width: slides.width + insets.leading + size.width + insets.trailing,
        height: slides.height)
    }
  }

  /// How many dots fit along the indicator's edge, at most `count`.
  static func shownCount(
    count: Int, metrics: Metrics, style: PageIndicatorStyle, bounds: CarouselSize,
    safeArea: CarouselInsets, bottomBarHeight: Double
  ) -> Int {
    guard count > 0 else { return 0 }
    let safe = safeArea.sanitized
    let insets = clean(style.insets)
    let room: Double
    switch style.axis {
    case .horizontal:
      room =
        bounds.width - safe.left - safe.right - insets.leading - insets.trailing
        - 2 * metrics.padding
    case .vertical:
      let bar = style.placement == .inside ? clean(bottomBarHeight) : 0
      room =
        bounds.height - safe.top - safe.bottom - insets.top - insets.bottom - bar
        - 2 * metrics.padding
    }
    if metrics.rowLength(dotCount: count) <= room + 1e-9 { return count }
    let longest = max(metrics.dotLength, metrics.currentLength)
    let pitch = metrics.dotLength + metrics.spacing
    guard room >= longest, pitch > 0 else { return 0 }
    let fitting = ((room - longest) / pitch).rounded(.down) + 1
    return fitting >= Double(count) ? count : Int(fitting)
  }

  /// The style's lengths, cleaned of negative and non-finite values, along and across the
  /// row.
  struct Metrics {
    var dotLength: Double
    var dotThickness: Double
    var currentLength: Double
    var currentThickness: Double
    var spacing: Double
    var padding: Double

    init(_ style: PageIndicatorStyle) {
      let dot = PageIndicatorLayout.clean(style.dotSize)
      let current = PageIndicatorLayout.clean(style.currentDotSize)
      dotLength = dot.width
      dotThickness = dot.height
      currentLength = current.width
      currentThickness = current.height
      spacing = PageIndicatorLayout.clean(style.spacing)
      padding = PageIndicatorLayout.clean(style.padding)
    }

    /// The thickness of the row: its thickest dot.
    var thickness: Double { max(dotThickness, currentThickness) }

    /// The length of a row of dots, one of them current.
    func rowLength(dotCount count: Int) -> Double {
      guard count > 0 else { return 0 }
      return Double(count - 1) * (dotLength + spacing) + max(currentLength, dotLength)
    }

    /// The indicator's size for a row of dots, with the padding around it.
    func indicatorSize(dotCount count: Int, axis: CarouselAxis) -> CarouselSize {
      let along = rowLength(dotCount: count) + 2 * padding
      let across = thickness + 2 * padding
      return axis == .horizontal
        ? CarouselSize(width: along, height: across) : CarouselSize(width: across, height: along)
    }
  }

  static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

  static func clean(_ size: CarouselSize) -> CarouselSize {
    CarouselSize(width: clean(size.width), height: clean(size.height))
  }

  static func clean(_ insets: PageIndicatorStyle.Insets) -> PageIndicatorStyle.Insets {
    PageIndicatorStyle.Insets(
      top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
      trailing: clean(insets.trailing))
  }
}
