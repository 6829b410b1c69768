/// Everything about a carousel's behaviour that is not its content or its current state.
///
/// The defaults describe the classic app banner: full-width horizontal pages that loop,
/// follow the finger and snap one page at a time, with auto-advance off.
///
/// ```swift
/// var configuration = CarouselConfiguration()
/// configuration.autoAdvance = .interval(4)
/// configuration.layoutDirection = .rightToLeft
/// let engine = CarouselEngine(configuration: configuration, itemCount: 5)
/// ```
public struct CarouselConfiguration: Hashable, Sendable {
  /// The axis along which the items are laid out and scroll.
  public var axis: CarouselAxis = .horizontal
  /// The reading direction of a horizontal carousel. In right-to-left layouts the next
  /// item is on the left, and swiping toward the right advances.
  public var layoutDirection: CarouselLayoutDirection = .leftToRight
  /// The length of each item along the axis.
  public var itemLength: CarouselItemLength = .fill
  /// The gap between neighbouring items along the axis, in points.
  public var interitemSpacing: Double = 0
  /// Where the current item sits in the viewport.
  public var alignment: CarouselAlignment = .center
  /// How each slot is drawn as a function of its progress (slide, cross-fade, cube, ...).
  public var effect: CarouselEffect = .slide
  /// How the content moves after the finger lifts.
  public var scrollBehavior: CarouselScrollBehavior = .paging
  /// Deceleration rate per millisecond for free scrolling (0.998 normal, 0.99 fast), as
  /// UIScrollView's `decelerationRate`.
  public var decelerationRate: Double = 0.998
  /// Whether the carousel wraps around: after the last item comes the first, both ways.
  /// When off, the ends rubber-band as UIScrollView's do.
  public var isLooping: Bool = true
  /// Whether a single item loops (shows copies of itself at its sides). Off by default:
  /// one banner is shown alone. A continuous marquee always loops, one item included.
  public var loopsSingleItem: Bool = false
  /// What moves the carousel on its own.
  public var autoAdvance: CarouselAutoAdvance = .off
  /// Each item's own dwell before an automatic page turn, in seconds, by index: a sale for
  /// 8 s, a logo for 3 s. An item past the end of the list, or nil, waits the interval of
  /// ``autoAdvance``; each is brought into ``CarouselAutoAdvance/intervalRange``, and none
  /// applies unless pages turn on an interval. A timer indicator fills over each item's own
  /// dwell.
  public var itemIntervals: [Double?] = []
  /// How long past its interval an item's playing content may hold the automatic turn
  /// (``CarouselItemHold``), in seconds: 30 by default, so that content that never says it
  /// finished cannot stop the banner.
  public var maximumHold: Double = 30
  /// Whether a single item auto-advances (only meaningful when it loops). Off by default.
  /// A continuous marquee always drifts, one item included.
  public var autoAdvancesSingleItem: Bool = false
  /// The duration of programmatic scrolls and auto-advance page turns, in seconds; the
  /// easing is cubic ease-in-out.
  public var scrollAnimationDuration: Double = 0.35
  /// Whether a reload by identities keeps the current item current. On by default; off,
  /// every reload starts again at the first item, as a feed refreshed to new banners often
  /// should. (A reload by count always starts at the first item: a count cannot say which
  /// item is which.)
  public var keepsCurrentItemOnReload: Bool = true
  /// Whether a finger or a pointer can drag the items (on by default). Off, a swipe moves
  /// nothing and selects nothing, while taps still select, the page dots and the keyboard
  /// still turn pages, and auto-advance goes on: a news ticker, or an onboarding the app
  /// moves itself. The enclosing scroll views and the system's back swipe then have every
  /// swipe that starts on the carousel.
  public var isSwipeEnabled: Bool = true

  /// Creates the default configuration.
  public init() {}

  /// The durations a page turn may take when a user sets one, in seconds: a twentieth of a
  /// second at least (a shorter turn is a jump that still costs its frames) and five at most
  /// (a turn that long is a drift: ``CarouselAutoAdvance/continuous(pointsPerSecond:)`` is the
  /// drift). The one range front ends bring a duration given as text into: the web element's
  /// `duration`, where 400 means 400 seconds and so 5.
  public static let scrollAnimationDurationRange: ClosedRange<Double> = 0.05...5

  /// The largest number of slots the engine keeps alive, whatever the layout asks for, so
  /// a degenerate item length (a point wide in a wide viewport) cannot cost unbounded work.
  public static let maximumLiveSlots = 64
}

/// The axis along which a carousel scrolls.
public enum CarouselAxis: Hashable, Sendable {
  /// Items side by side; the next one is to the right (left in right-to-left layouts).
  case horizontal
  /// Items stacked; the next one is below.
  case vertical
}

/// The reading direction of a horizontal carousel.
public enum CarouselLayoutDirection: Hashable, Sendable {
  /// The next item is to the right.
  case leftToRight
  /// The next item is to the left.
  case rightToLeft
}

/// The length of an item along the scroll axis.
public enum CarouselItemLength: Hashable, Sendable {
  /// As long as the viewport: full pages.
  case fill
  /// A fraction of the viewport length (0.8 shows 10% of each neighbour when centred).
  case fraction(Double)
  /// A fixed length in points.
  case points(Double)
}

/// Where the current item sits in the viewport when it is smaller than the viewport.
public enum CarouselAlignment: Hashable, Sendable {
  /// Centred, with the neighbours peeking at both sides.
  case center
  /// At the leading edge.
  case leading
}

/// How the content moves after the finger lifts.
public enum CarouselScrollBehavior: Hashable, Sendable {
  /// A flick moves at most one page; a slow drag settles on the nearest page.
  case paging
  /// Momentum scrolling that stops wherever the deceleration takes it.
  case free
  /// Momentum scrolling whose deceleration is adjusted to stop exactly on an item.
  case snapping
}

/// What moves a carousel on its own.
public enum CarouselAutoAdvance: Hashable, Sendable {
  /// Nothing: the carousel moves only when the user or the app moves it.
  case off
  /// A page turn to the next item every so many seconds of dwell time (measured from when
  /// the content comes to rest, so a manual swipe is followed by a full interval).
  case interval(Double)
  /// A continuous drift at this many points per second: the seamless marquee.
  case continuous(pointsPerSecond: Double)
}
