/// What a front end knows about a carousel's surroundings, read from its platform: whether it
/// is in a window and how much of it is on screen, whether the app is in the foreground,
/// the pointer hovering, keyboard, remote and assistive focus, the accessibility settings and
/// the app's own pause.
///
/// Every front end reads its platform into this one type (UIKit's window and scroll views,
/// SwiftUI's appear and scroll visibility, a web page's intersection observer and visibility
/// state, a terminal's job control); ``CarouselHostMachine`` turns it into the engine's pause
/// reasons and into whether anything ticks, the same way for all of them.
public struct CarouselHostSignals: Hashable, Sendable {
  /// Whether the view is in a window (UIKit), on screen (SwiftUI's appear and disappear), or
  /// connected to the document (the web).
  public var isInWindow: Bool
  /// Whether the view, though in a window, is scrolled entirely out of sight: clipped away by
  /// an enclosing scroll view, table or collection view, outside the window, or outside the
  /// page's viewport. It counts as off screen: auto-advance pauses, nothing ticks, and the
  /// dwell goes on from where it stopped once it is back.
  public var isScrolledOutOfSight: Bool
  /// Whether the app (or its scene, or the page's tab) is in the background.
  public var isAppInBackground: Bool
  /// Whether the system asks for reduced motion.
  public var isReduceMotionEnabled: Bool
  /// Whether an assistive technology's focus (the VoiceOver cursor) is on the carousel.
  /// Cleared when ``isVoiceOverRunning`` turns false.
  public var isAccessibilityFocused: Bool
  /// Whether keyboard focus is inside the carousel (a web page's `:focus-visible`, a hardware
  /// keyboard's focus on iPad). Focus coming in stops the slide show as the user's stop
  /// (WAI-ARIA's carousel pattern): it stays stopped when focus leaves, until the user starts
  /// it again.
  public var isKeyboardFocused: Bool
  /// Whether a pointer hovers over the carousel (a mouse, a trackpad, an Apple Pencil hover).
  public var isHovered: Bool
  /// Whether VoiceOver (or another screen reader) is running: page changes the user makes
  /// are then announced.
  public var isVoiceOverRunning: Bool
  /// Whether the app paused auto-advance (SwiftUI's `.autoAdvancePaused(true)`, UIKit's
  /// `pauseAutoAdvance()`). A reason of its own: the app resuming never undoes a stop the
  /// user chose with the rotation control, and a view appearing again re-applies only this.
  public var isPausedByApp: Bool
  /// Whether the focus of a focus-driven platform is on the carousel: tvOS's focus, which the
  /// Siri Remote, a game controller or a paired keyboard moves. It holds the slides while it
  /// lasts, as a pointer's hover does (``CarouselPauseReasons/focus``), so that a page turn
  /// never moves the item the user is on; it is no stop of the user's, because on a
  /// television the focus passes through a banner on the way to everything below it. The
  /// user starting the slide show under the focus lets it turn there (see
  /// ``CarouselHostMachine/setRotationStopped(_:now:)``).
  public var isRemoteFocused: Bool
  /// Whether the device saves power (iOS's Low Power Mode, a Mac's Low Power Mode): animated
  /// pictures hold their first frame and videos show their posters, as under reduced motion,
  /// but pages still turn and slide as usual.
  public var isLowPowerModeEnabled: Bool
  /// Whether the user asked to save data (a browser's `Save-Data`, a constrained network):
  /// videos are not downloaded and show their posters; pictures load as usual.
  public var isDataSaverEnabled: Bool

  /// Creates the signals; by default the view is not in a window yet and the app is active.
  public init(
    isInWindow: Bool = false,
    isScrolledOutOfSight: Bool = false,
    isAppInBackground: Bool = false,
    isReduceMotionEnabled: Bool = false,
    isAccessibilityFocused: Bool = false,
    isKeyboardFocused: Bool = false,
    isHovered: Bool = false,
    isVoiceOverRunning: Bool = false,
    isPausedByApp: Bool = false,
    isRemoteFocused: Bool = false,
    isLowPowerModeEnabled: Bool = false,
    isDataSaverEnabled: Bool = false
  ) {
    self.isInWindow = isInWindow
    self.isScrolledOutOfSight = isScrolledOutOfSight
    self.isAppInBackground = isAppInBackground
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.isAccessibilityFocused = isAccessibilityFocused
    self.isKeyboardFocused = isKeyboardFocused
    self.isHovered = isHovered
    self.isVoiceOverRunning = isVoiceOverRunning
    self.isPausedByApp = isPausedByApp
    self.isRemoteFocused = isRemoteFocused
    self.isLowPowerModeEnabled = isLowPowerModeEnabled
    self.isDataSaverEnabled = isDataSaverEnabled
  }

  /// Whether anything the carousel draws can be seen: on screen, app in the foreground.
  /// When not, nothing ticks; the engine catches up in one step when it is seen again.
  public var isVisible: Bool { isOnScreen && !isAppInBackground }

  /// Whether some of the view is on screen: in a window and not scrolled out of sight.
  public var isOnScreen: Bool { isInWindow && !isScrolledOutOfSight }

  /// Whether animated pictures play: they can be seen, and the user has asked neither for
  /// reduced motion nor to save power (a picture then holds its first frame). The machine
  /// applies it to every slot that shows some of its item
  /// (``CarouselFrame/Slot/playsAnimation``); a picture view outside a carousel applies it to
  /// itself.
  public var playsAnimatedPictures: Bool { isVisible && !showsStillPictures }

  /// Whether moving content shows only a still: reduced motion or Low Power Mode. Animated
  /// pictures hold their first frame and videos show their posters, wherever they are.
  public var showsStillPictures: Bool { isReduceMotionEnabled || isLowPowerModeEnabled }

  /// Whether videos may be loaded at all: not when moving content shows only a still, nor
  /// when the user saves data (see ``CarouselFrame/VideoPlayback``).
  public var loadsVideos: Bool { !showsStillPictures && !isDataSaverEnabled }

  /// The pause reasons these signals call for, among ``managedPauseReasons``. Reduced motion
  /// is applied separately, through the engine's `setReducedMotion(_:now:)`, because it also
  /// changes how pages turn; the machine lifts the remote's focus hold once the user starts
  /// the slide show under it (``CarouselHostMachine/setRotationStopped(_:now:)``).
  public var pauseReasons: CarouselPauseReasons {
    var reasons: CarouselPauseReasons = []
    if !isOnScreen { reasons.insert(.offscreen) }
    if isAppInBackground { reasons.insert(.background) }
    if isAccessibilityFocused { reasons.insert(.accessibilityFocus) }
    if isHovered { reasons.insert(.hover) }
    if isPausedByApp { reasons.insert(.app) }
    if isRemoteFocused { reasons.insert(.focus) }
    return reasons
  }

  /// The pause reasons that follow the signals. The others belong to the user (the
  /// stop/start rotation control), to reduced motion, or to the engine itself (a touch).
  public static let managedPauseReasons: CarouselPauseReasons = [
    .offscreen, .background, .accessibilityFocus, .hover, .app, .focus,
  ]

  /// One signal, for hosts that report them one at a time (the web element's bridge, a
  /// recorded sequence replayed in tests).
  public enum Signal: UInt8, CaseIterable, Hashable, Sendable {
    /// ``CarouselHostSignals/isInWindow``.
    case inWindow = 0
    /// ``CarouselHostSignals/isScrolledOutOfSight``.
    case scrolledOutOfSight = 1
    /// ``CarouselHostSignals/isAppInBackground``.
    case appInBackground = 2
    /// ``CarouselHostSignals/isReduceMotionEnabled``.
    case reduceMotion = 3
    /// ``CarouselHostSignals/isAccessibilityFocused``.
    case accessibilityFocused = 4
    /// ``CarouselHostSignals/isKeyboardFocused``.
    case keyboardFocused = 5
    /// ``CarouselHostSignals/isHovered``.
    case hovered = 6
    /// ``CarouselHostSignals/isVoiceOverRunning``.
    case voiceOverRunning = 7
    /// ``CarouselHostSignals/isPausedByApp``.
    case pausedByApp = 8
    /// ``CarouselHostSignals/isRemoteFocused``.
    case remoteFocused = 9
    /// ``CarouselHostSignals/isLowPowerModeEnabled``.
    case lowPowerMode = 10
    /// ``CarouselHostSignals/isDataSaverEnabled``.
    case dataSaver = 11
  }

  /// The value of one signal.
  public subscript(signal: Signal) -> Bool {
    get {
      switch signal {
      case .inWindow: isInWindow
      case .scrolledOutOfSight: isScrolledOutOfSight
      case .appInBackground: isAppInBackground
      case .reduceMotion: isReduceMotionEnabled
      case .accessibilityFocused: isAccessibilityFocused
      case .keyboardFocused: isKeyboardFocused
      case .hovered: isHovered
      case .voiceOverRunning: isVoiceOverRunning
      case .pausedByApp: isPausedByApp
      case .remoteFocused: isRemoteFocused
      case .lowPowerMode: isLowPowerModeEnabled
      case .dataSaver: isDataSaverEnabled
      }
    }
    set {
      switch signal {
      case .inWindow: isInWindow = newValue
      case .scrolledOutOfSight: isScrolledOutOfSight = newValue
      case .appInBackground: isAppInBackground = newValue
      case .reduceMotion: isReduceMotionEnabled = newValue
      case .accessibilityFocused: isAccessibilityFocused = newValue
      case .keyboardFocused: isKeyboardFocused = newValue
      case .hovered: isHovered = newValue
      case .voiceOverRunning: isVoiceOverRunning = newValue
      case .pausedByApp: isPausedByApp = newValue
      case .remoteFocused: isRemoteFocused = newValue
      case .lowPowerMode: isLowPowerModeEnabled = newValue
      case .dataSaver: isDataSaverEnabled = newValue
      }
    }
  }
}
