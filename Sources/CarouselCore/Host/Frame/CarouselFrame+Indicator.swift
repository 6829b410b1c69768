extension CarouselFrame {
  /// The page indicator as shown: whether it shows, where, what page it highlights, the
  /// countdown of a timer style, and its dots when the machine lays them out itself.
  ///
  /// Where a front end draws its own dots (the web element, the renderer, the terminal,
  /// SwiftUI), ``dots`` has each dot's frame and fill. Where a control draws itself
  /// (`UIPageControl`, an app's own view), ``dots`` is nil and the front end sets the control
  /// to ``pageCount``, ``currentPage`` and ``countdown`` and places it at ``frame``.
  public struct Indicator: Hashable, Sendable {
    /// Whether it shows: never without items, nor for one item when the style hides a
    /// single page, nor when the style is hidden or not even one dot fits.
    public var isHidden: Bool
    /// Its rectangle, in the carousel's bounds.
    public var frame: CarouselRect
    /// The number of pages.
    public var pageCount: Int
    /// The page highlighted: the one the content rests on or is headed for (a tapped dot
    /// lights at once); 0 without pages.
    public var currentPage: Int
    /// The continuous position in pages, for indicators that follow the scroll.
    public var progress: Double
    /// The dwell before the next automatic turn, when the style shows timer progress and
    /// pages turn on an interval; nil otherwise.
    public var countdown: Countdown?
    /// The dots, when the machine lays them out (see ``CarouselHostMachine/Indicator``);
    /// nil for a control that draws itself.
    public var dots: PageIndicatorLayout?
    /// How it looks (the style the front end set), for drawing the dots, the backdrop and
    /// the stop/start control.
    public var style: PageIndicatorStyle

    /// A hidden indicator with no pages.
    public init() {
      isHidden = true
      frame = CarouselRect(origin: .zero, size: .zero)
      pageCount = 0
      currentPage = 0
      progress = 0
      countdown = nil
      dots = nil
      style = .hidden
    }
  }

  /// The wait before the next automatic page turn, stated so that a front end can animate
  /// its fill on its own (a linear animation to 1 over ``remaining`` seconds, a platform
  /// control's timer) while the machine sleeps until the turn: the frame does not change
  /// during the wait.
  public struct Countdown: Hashable, Sendable {
    /// The share of the dwell passed at ``time``, 0...1.
    public var progress: Double
    /// The whole dwell, in seconds.
    public var duration: Double
    /// Whether the fill grows: from ``progress`` at ``time`` to 1 at ``time`` + ``remaining``.
    public var isRunning: Bool
    /// The machine's time at which ``progress`` holds.
    public var time: Double

    /// Creates a countdown.
    public init(progress: Double, duration: Double, isRunning: Bool, time: Double) {
      self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
      self.duration = duration.isFinite ? max(duration, 0) : 0
      self.isRunning = isRunning
      self.time = time
    }

    /// The seconds left until the turn, while it runs.
    public var remaining: Double { (1 - progress) * duration }

    /// The share of the dwell passed at another time: it grows while the countdown runs.
    public func progress(at now: Double) -> Double {
      guard isRunning, duration > 0, now.isFinite else { return progress }
      return min(max(progress + (now - time) / duration, progress), 1)
    }
  }

  /// The visible stop/start control of the slide show (WCAG 2.2.2's pause control).
  public struct RotationControl: Hashable, Sendable {
    /// Its rectangle, in the carousel's bounds (its touch target is at least 44 points,
    /// centred on it).
    public var frame: CarouselRect
    /// Whether the user stopped the slide show: the control then shows "start".
    public var isStopped: Bool
    /// What it says to assistive technologies: "Stop automatic slide show", or "Start ..."
    /// once stopped, in the machine's strings.
    public var label: String

    /// Creates a control.
    public init(frame: CarouselRect, isStopped: Bool, label: String) {
      self.frame = frame
      self.isStopped = isStopped
      self.label = label
    }

    /// Whether the two are the same control, their labels in the same UTF-8 bytes. Not
    /// canonical equivalence, which the synthesized `==` would compare: see
    /// `String.hasSameUTF8(as:)`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.frame == rhs.frame && lhs.isStopped == rhs.isStopped
        && lhs.label.hasSameUTF8(as: rhs.label)
    }
  }
}
