/// The separate reasons auto-advance can be paused for; it runs only when none applies.
public struct CarouselPauseReasons: OptionSet, Hashable, Sendable {
  /// The reasons as bits, one per reason.
  public let rawValue: UInt8

  /// Creates a set of reasons from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The user pressed the pause (stop rotation) control.
  public static let user = CarouselPauseReasons(rawValue: 1 << 0)
  /// The carousel is not on screen (scrolled away, in a hidden tab, not in a window).
  public static let offscreen = CarouselPauseReasons(rawValue: 1 << 1)
  /// The app is in the background.
  public static let background = CarouselPauseReasons(rawValue: 1 << 2)
  /// The focus of a focus-driven platform (tvOS's, moved with the Siri Remote) is on the
  /// carousel: a page turn would move the item the user is on. Transient, like ``hover``: it
  /// does not change what the rotation control says.
  public static let focus = CarouselPauseReasons(rawValue: 1 << 3)
  /// An assistive technology (VoiceOver, a focus ring) is on the carousel.
  public static let accessibilityFocus = CarouselPauseReasons(rawValue: 1 << 4)
  /// The user is touching the content, or it is still moving from their touch. The engine
  /// sets and clears this reason itself.
  public static let interaction = CarouselPauseReasons(rawValue: 1 << 5)
  /// The app paused it for its own reasons (its own pause button, a sheet over the
  /// carousel). Separate from ``user``, so that the app resuming never undoes a stop the
  /// user chose with the rotation control.
  public static let app = CarouselPauseReasons(rawValue: 1 << 6)
  /// A pointer rests over the carousel (a mouse on the web or in an iPad app), as the
  /// WAI-ARIA carousel pattern asks. Transient, like ``accessibilityFocus``: it does not
  /// change what the rotation control says.
  public static let hover = CarouselPauseReasons(rawValue: 1 << 7)
}
