import CarouselCore

/// What the host view knows about its surroundings: whether it is on screen, whether the app
/// is in the foreground, and the accessibility settings that apply to it.
///
/// A host sets these from its platform's signals (window changes, app notifications, the
/// system's accessibility settings and focus callbacks); ``CarouselDriver`` turns them into
/// the engine's pause reasons and decides whether anything needs to tick.
///
/// ```swift
/// override func didMoveToWindow() {
///   super.didMoveToWindow()
///   driver.hostState.isInWindow = window != nil
/// }
/// ```
public struct CarouselHostState: Hashable, Sendable {
  /// Whether the view is in a window (UIKit) or on screen (SwiftUI's appear/disappear).
  public var isInWindow: Bool
  /// Whether the view, though in a window, is scrolled entirely out of sight: clipped away by
  /// an enclosing scroll view, table or collection view, or outside the window. It counts as
  /// off screen: auto-advance pauses, nothing ticks, and the next page turn comes a full
  /// interval after it is back.
  public var isScrolledOutOfSight: Bool
  /// Whether the app is in the background.
  public var isAppInBackground: Bool
  /// Whether the system asks for reduced motion.
  public var isReduceMotionEnabled: Bool
  /// Whether an assistive technology's focus (the VoiceOver cursor) is on the carousel.
  /// ``CarouselDriver`` clears it when ``isVoiceOverRunning`` turns false.
  public var isAccessibilityFocused: Bool
  /// Whether VoiceOver (or another screen reader) is running: page changes the user makes
  /// are then announced.
  public var isVoiceOverRunning: Bool
  /// Whether the app paused auto-advance (SwiftUI's `.autoAdvancePaused(true)`, UIKit's
  /// `pauseAutoAdvance()`). A reason of its own: the app resuming never undoes a stop the
  /// user chose with the rotation control, and a view appearing again re-applies only this.
  public var isPausedByApp: Bool

  /// Creates a state; by default the view is not in a window yet and the app is active.
  public init(
    isInWindow: Bool = false,
    isScrolledOutOfSight: Bool = false,
    isAppInBackground: Bool = false,
    isReduceMotionEnabled: Bool = false,
    isAccessibilityFocused: Bool = false,
    isVoiceOverRunning: Bool = false,
    isPausedByApp: Bool = false
  ) {
    self.isInWindow = isInWindow
    self.isScrolledOutOfSight = isScrolledOutOfSight
    self.isAppInBackground = isAppInBackground
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.isAccessibilityFocused = isAccessibilityFocused
    self.isVoiceOverRunning = isVoiceOverRunning
    self.isPausedByApp = isPausedByApp
  }

  /// Whether anything the carousel draws can be seen: on screen, app in the foreground.
  /// When not, nothing ticks; the engine catches up in one step when it is seen again.
  public var isVisible: Bool { isOnScreen && !isAppInBackground }

  /// Whether some of the view is on screen: in a window and not scrolled out of sight.
  public var isOnScreen: Bool { isInWindow && !isScrolledOutOfSight }

  /// The pause reasons this state calls for, among ``managedPauseReasons``. Reduced motion
  /// is applied separately, through the engine's `setReducedMotion(_:now:)`, because it also
  /// changes how pages turn.
  public var pauseReasons: CarouselPauseReasons {
    var reasons: CarouselPauseReasons = []
    if !isOnScreen { reasons.insert(.offscreen) }
    if isAppInBackground { reasons.insert(.background) }
    if isAccessibilityFocused { reasons.insert(.accessibilityFocus) }
    if isPausedByApp { reasons.insert(.app) }
    return reasons
  }

  /// The pause reasons that follow the host state. The others belong to the user (the
  /// stop/start rotation control), to reduced motion, or to the engine itself (a touch).
  public static let managedPauseReasons: CarouselPauseReasons = [
    .offscreen, .background, .accessibilityFocus, .app,
  ]
}
