/// What a page indicator (dots) should show: the engine's ``CarouselEngine/pageIndicator``.
///
/// A drawn indicator lays itself out from it with ``PageIndicatorLayout``; a custom one
/// reads it directly:
///
/// ```swift
/// let state = engine.pageIndicator
/// state.count          // 5
/// state.progress       // 2.25: a quarter of the way from the third page to the fourth
/// state.targetPage     // 3: where the turn under way ends
/// state.countdown?.progress   // how much of the dwell before the next automatic turn has run
/// ```
public struct CarouselPageIndicatorState: Hashable, Sendable {
  /// The number of pages (items).
  public var count: Int
  /// The current page, or nil when there are no items.
  public var currentPage: Int?
  /// The continuous scroll position in pages, in `0 ..< count` for looping carousels (it
  /// passes from `count - 1` back through 0 at the seam), so dots can animate smoothly.
  public var progress: Double
  /// The page the content is headed for: the current page at rest, the destination of a
  /// turn under way (a tapped dot's page from the tap on), or nil when there are no items.
  public var targetPage: Int?
  /// The dwell before the next automatic page turn, for a timer-progress indicator; nil when
  /// auto-advance does not turn pages on an interval (off, a continuous drift, fewer than two
  /// items, no viewport yet).
  public var countdown: Countdown?

  /// Creates a page indicator state.
  ///
  /// - Parameters:
  ///   - count: The number of pages.
  ///   - currentPage: The current page, or nil without pages.
  ///   - progress: The continuous position in pages.
  ///   - targetPage: The page the content is headed for; nil takes `currentPage`.
  ///   - countdown: The dwell before the next automatic turn, if pages turn on an interval.
  public init(
    count: Int, currentPage: Int?, progress: Double, targetPage: Int? = nil,
    countdown: Countdown? = nil
  ) {
    self.count = count
    self.currentPage = currentPage
    self.progress = progress
    self.targetPage = targetPage ?? currentPage
    self.countdown = countdown
  }

  /// How far the wait before the next automatic page turn has run.
  ///
  /// The dwell starts when the content comes to rest and lasts the current item's interval
  /// (longer while its content holds the turn); a pause of any kind stops it where it is and
  /// it goes on from there when the pause ends; a finger on the content or a page turn under
  /// way sets it back to the start, because the next turn then comes a full dwell later.
  public struct Countdown: Hashable, Sendable {
    /// The share of the dwell that has passed, in `0 ... 1`.
    public var progress: Double
    /// The whole dwell, in seconds (the auto-advance interval).
    public var duration: Double
    /// Whether the clock runs: `progress` grows to 1 over the ``remaining`` seconds, unless
    /// something happens first (which the next state tells).
    public var isRunning: Bool

    /// Creates a countdown.
    ///
    /// - Parameters:
    ///   - progress: The share of the dwell that has passed (clamped to `0 ... 1`).
    ///   - duration: The whole dwell, in seconds (negative or non-finite values count as 0).
    ///   - isRunning: Whether the clock runs.
    public init(progress: Double, duration: Double, isRunning: Bool) {
      self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
      self.duration = duration.isFinite ? max(duration, 0) : 0
      self.isRunning = isRunning
    }

    /// The seconds left until the page turns, while the clock runs.
    public var remaining: Double { (1 - progress) * duration }
  }
}
