/// The carousel engine: all motion and state of an infinite-loop carousel, as a value.
///
/// The engine never reads a clock and never starts a timer. Its host feeds it input and the
/// time (`now`, monotonic seconds from any origin), steps it with ``advance(to:)`` when
/// ``nextWakeUp`` says so, and draws ``slots``. Everything it does is therefore
/// deterministic and testable without a screen: ten minutes of auto-advance run in
/// microseconds.
///
/// ```swift
/// var engine = CarouselEngine(itemCount: 5, viewportSize: CarouselSize(width: 390, height: 130))
/// engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0.00)
/// engine.drag(to: CarouselPoint(x: 200, y: 60), now: 0.05)
/// engine.endDrag(at: CarouselPoint(x: 120, y: 60), now: 0.10)
/// while let wakeUp = engine.nextWakeUp {
///   engine.advance(to: max(wakeUp, engine.time + 1.0 / 60))
///   for slot in engine.slots { /* place the view for slot.id at slot.frame */ }
/// }
/// engine.currentIndex  // 1
/// ```
///
/// - Important: The loop is arithmetic: slot k shows item k mod N. There are no fake item
///   counts and no cloned slides, so there is no seam, and the number of live slots does not
///   depend on the number of items.
public struct CarouselEngine: Sendable {
  /// The behaviour: axis, direction, layout, physics and auto-advance.
  public internal(set) var configuration: CarouselConfiguration
  /// The number of items. 0 is valid: no slots, no current index, no timer. Counts above
  /// ``maximumItemCount`` are treated as that many.
  public internal(set) var itemCount: Int
  /// The size of the visible area, in points.
  public internal(set) var viewportSize: CarouselSize
  /// The continuous scroll position, in items: item k is current and at rest when the
  /// position is k. It stays in `0 ..< itemCount` when looping.
  ///
  /// - Note: The engine keeps the whole items of the position as an integer and only the
  ///   fraction as a `Double`, so every count up to ``maximumItemCount`` is exact; this
  ///   `Double` view of it is exact below 2^53 items.
  public var position: Double { Double(origin) + offset }
  /// The whole items of the position, exact at any count (see ``position``).
  var origin: Int
  /// The position relative to `origin`, in items: small (in `0 ..< 1` after each step), so
  /// it keeps a `Double`'s full precision. Motions are stored relative to `origin` too.
  var offset: Double
  /// The live slots, ordered along the loop: the visible ones plus one on each side.
  public internal(set) var slots: [CarouselSlot]
  /// The current item (the one nearest to the rest position), or nil when empty.
  public internal(set) var currentIndex: Int?
  /// The reasons auto-advance is paused for.
  public internal(set) var pauseReasons: CarouselPauseReasons
  /// Incremented by every reload: views bound to items before it must be rebound.
  public internal(set) var contentVersion: Int
  /// Whether the system asks for reduced motion (see ``setReducedMotion(_:now:)``).
  public internal(set) var prefersReducedMotion: Bool
  /// Whether the user stop in ``pauseReasons`` was set by reduced motion, not by the user:
  /// it is lifted when reduced motion ends.
  var isRotationStoppedForReducedMotion: Bool
  /// The latest time the engine was given.
  public internal(set) var time: Double

  var motion: Motion
  /// The dwell on the item the content rests on, between page turns (see ``Dwell``).
  var dwell: Dwell
  /// What the items' content holds the automatic turn for (a video playing), by item.
  var holds: [Int: CarouselItemHold]
  /// Whether auto-advance ran at the last check, to report pauses and resumptions once.
  var wasAutoAdvanceRunning: Bool
  var events: PendingEvents
  var velocityTracker: VelocityTracker
  /// The finger on the content, one state rather than flags: resting (between
  /// ``touchDown(now:)`` and ``touchUp(now:)``, holding auto-advance) or lifted, and whether
  /// its touch caught the content's momentum (the tap that ends it then stops the fling
  /// instead of selecting, as in UIScrollView).
  var touch: Touch

  /// A finger's touch on the content.
  enum Touch: Hashable, Sendable {
    /// No touch, or one whose tap has been handled.
    case none
    /// A finger rests on the content.
    case resting(caughtMomentum: Bool)
    /// The finger lifted; the tap it may end in has not come yet.
    case lifted(caughtMomentum: Bool)

    /// Whether the touch caught the content's momentum.
    var caughtMomentum: Bool {
      switch self {
      case .none: false
      case .resting(let caught), .lifted(let caught): caught
      }
    }
  }

  /// Whether a finger rests on the content (between ``touchDown(now:)`` and
  /// ``touchUp(now:)``): it holds auto-advance.
  public var isTouching: Bool {
    if case .resting = touch { return true }
    return false
  }
  /// Whether a programmatic move is under way, to report its end
  /// (``CarouselEvent/scrollAnimationEnded(_:)``).
  var isProgrammaticMovePending: Bool
  /// Whole items travelled since the engine was made (forward positive), for
  /// ``unwrappedPosition``.
  var travelledItems: Int
  /// Whether the engine has ever had a viewport to lay out in (pointer input before that is
  /// a host's mistake).
  var hasEverLaidOut: Bool

  /// Creates an engine.
  ///
  /// - Parameters:
  ///   - configuration: The behaviour.
  ///   - itemCount: The number of items (negative counts are treated as 0).
  ///   - viewportSize: The visible area; the engine lays out nothing until it is non-empty.
  ///   - now: The current time, in monotonic seconds.
  public init(
    configuration: CarouselConfiguration = CarouselConfiguration(),
    itemCount: Int = 0,
    viewportSize: CarouselSize = .zero,
    now: Double = 0
  ) {
    self.configuration = configuration
    self.itemCount = Self.sanitized(count: itemCount)
    self.viewportSize = Self.sanitized(viewportSize)
    self.origin = 0
    self.offset = 0
    self.slots = []
    self.slots.reserveCapacity(8)
    self.currentIndex = nil
    self.pauseReasons = []
    self.contentVersion = 0
    self.prefersReducedMotion = false
    self.isRotationStoppedForReducedMotion = false
    self.time = now.isFinite ? now : 0
    self.motion = .idle
    self.dwell = .none
    self.holds = [:]
    self.wasAutoAdvanceRunning = false
    self.events = PendingEvents()
    self.velocityTracker = VelocityTracker()
    self.touch = .none
    self.isProgrammaticMovePending = false
    self.travelledItems = 0
    self.hasEverLaidOut = false
    refreshAutoAdvance(at: time)
    updateLayout()
  }

  // MARK: Outputs

  /// When the host must call ``advance(to:)`` again, or nil when nothing moves and no timer
  /// is due (then the host can sleep: an idle carousel costs nothing).
  ///
  /// A time at or before ``time`` means the content is moving: step again on the next
  /// display frame.
  public var nextWakeUp: Double? {
    motion.isAnimating ? time : autoAdvanceDue
  }

  /// Whether the content is moving on its own (animation, momentum or marquee drift).
  public var isAnimating: Bool { motion.isAnimating }

  /// When the next automatic page turn starts, or nil when none is scheduled (auto-advance
  /// off or paused, or the content still moving: the clock starts once it rests).
  ///
  /// ``nextWakeUp`` is the earlier of this and "now" while something moves; this is the
  /// turn alone, for a host that shows a countdown (a timer-progress page indicator) or
  /// sleeps until then.
  public var nextAutoAdvanceTime: Double? { autoAdvanceDue }

  /// The position unwrapped: where the content would be on a loop that never wraps,
  /// counting every item travelled since the engine was made (forward positive; a reload or
  /// a configuration change renames items without travelling). For analytics ("the user
  /// browsed 37 banners") and tests; ``position`` wraps at the seam.
  public var unwrappedPosition: Double { Double(travelledItems) + offset }

  /// Whether a finger is on the content.
  public var isDragging: Bool {
    if case .dragging = motion { return true }
    return false
  }

  /// Whether auto-advance is configured, applicable and not paused for any reason.
  public var isAutoAdvanceRunning: Bool {
    isAutoAdvanceApplicable && pauseReasons.isEmpty
  }

  /// What a page indicator should show.
  public var pageIndicator: CarouselPageIndicatorState {
    guard itemCount > 0 else {
      return CarouselPageIndicatorState(count: 0, currentPage: nil, progress: 0)
    }
    let whole = offset.rounded(.down)
    let fraction = offset - whole
    var progress: Double
    if loops {
      progress = Double(itemIndex(forLoopIndex: origin, plus: Int(whole))) + fraction
    } else {
      progress = min(max(position, 0), Double(itemCount - 1))
    }
    // Beyond 2^53 items a Double rounds: keep the promise of `0 ..< count` all the same.
    progress = min(progress, Double(itemCount).nextDown)
    return CarouselPageIndicatorState(
      count: itemCount, currentPage: currentIndex, progress: progress,
      targetPage: destinationIndex, countdown: autoAdvanceCountdown)
  }

  /// The dwell before the next automatic page turn, when pages turn on an interval: from 0
  /// when the content comes to rest to 1 when the turn is due, over the current item's own
  /// dwell; stopped where it is while a pause lasts (it resumes from there), and 0 while the
  /// content moves.
  var autoAdvanceCountdown: CarouselPageIndicatorState.Countdown? {
    guard isAutoAdvanceApplicable, let item = currentIndex,
      let length = dwellLength(ofItem: item)
    else { return nil }
    let shown = length.shown
    switch dwell {
    case .none:
      return CarouselPageIndicatorState.Countdown(progress: 0, duration: shown, isRunning: false)
    case .paused(let elapsed):
      return CarouselPageIndicatorState.Countdown(
        progress: min(elapsed / shown, 1), duration: shown, isRunning: false)
    case .running(let since):
      return CarouselPageIndicatorState.Countdown(
        progress: min(max((time - since) / shown, 0), 1), duration: shown, isRunning: true)
    }
  }

  /// The most events kept between two drains: when another happens, the oldest pending
  /// one is dropped, so the newest 256 are kept. Hosts drain on every frame and never reach
  /// it; a host that never drains costs bounded memory.
  public static let maximumPendingEventCount = 256

  /// Returns the events that happened since the last call, oldest first, and forgets them.
  ///
  /// At most ``maximumPendingEventCount`` are kept between calls (the newest). The returned
  /// array is a new allocation whenever it is not empty; ``drainEvents(_:)`` never allocates.
  public mutating func drainEvents() -> [CarouselEvent] {
    guard !events.isEmpty else { return [] }
    defer { events.removeAll() }
    return events.events
  }

  /// Calls `body` with each event that happened since the last drain, oldest first, and
  /// forgets them. Unlike ``drainEvents()`` this never allocates.
  ///
  /// At most ``maximumPendingEventCount`` are kept between calls (the newest).
  public mutating func drainEvents(_ body: (CarouselEvent) -> Void) {
    events.visitOldestFirst(body)
    events.removeAll()
  }

  /// Events dropped because more than ``maximumPendingEventCount`` were pending.
  package var droppedEventCount: Int { events.droppedCount }

  /// The item shown at a point of the viewport, or nil when no item is there (the gap
  /// between items, outside the viewport, an empty carousel). Effects count: the point is
  /// tested against each slot's transformed bounds, topmost first, ignoring invisible ones.
  ///
  /// - Complexity: O(live slots).
  public func itemIndex(at point: CarouselPoint) -> Int? {
    guard point.isFinite else { return nil }
    var best: (zIndex: Double, item: Int)?
    for slot in slots where slot.visibleFraction > 0 && slot.transform.alpha > 0.01 {
      let bounds = slot.transform.boundingFrame(
        of: slot.frame, axis: configuration.axis, direction: configuration.layoutDirection)
      guard bounds.contains(point) else { continue }
      if best.map({ slot.transform.zIndex > $0.zIndex }) ?? true {
        best = (slot.transform.zIndex, slot.itemIndex)
      }
    }
    return best?.item
  }

  /// The most items an engine takes: `Int.max` less a margin, so that loop indices a few
  /// slots beyond the last item never overflow. Larger counts are treated as this one.
  public static let maximumItemCount = Int.max - 1024

  static func sanitized(count: Int) -> Int {
    min(max(0, count), maximumItemCount)
  }

  static func sanitized(_ size: CarouselSize) -> CarouselSize {
    CarouselSize(
      width: size.width.isFinite ? max(0, size.width) : 0,
      height: size.height.isFinite ? max(0, size.height) : 0)
  }
}
