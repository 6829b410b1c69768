/// Something that happened inside the engine since the host last drained its events.
public enum CarouselEvent: Hashable, Sendable {
  /// The current item changed (nil when the carousel became empty or stopped being empty).
  case currentIndexChanged(from: Int?, to: Int?)
  /// The user tapped an item (the item index, never a slot or a loop index).
  case itemSelected(Int)
  /// A slot came alive: the host should prepare the view for this slot id with this item.
  case slotWillDisplay(slotID: Int, itemIndex: Int)
  /// A slot stopped being alive: its view can be recycled.
  case slotDidEndDisplaying(slotID: Int, itemIndex: Int)
  /// Auto-advance stopped for these reasons.
  case autoAdvancePaused(CarouselPauseReasons)
  /// Auto-advance runs again: every pause reason has cleared.
  case autoAdvanceResumed
  /// The user put a finger on the content.
  case draggingBegan
  /// The content came to rest, on this item.
  case scrollingEnded(Int?)
  /// A programmatic move (``CarouselEngine/scroll(to:animated:direction:now:)``, `next`,
  /// `previous`, an assistive action) reached its item and came to rest there: UIKit's
  /// `scrollViewDidEndScrollingAnimation`. Not sent for automatic turns or a finger's
  /// motion, nor for a move that a finger or a reload interrupted. Sent after
  /// ``scrollingEnded(_:)``.
  case scrollAnimationEnded(Int?)
}

extension CarouselEvent {
  /// The new current item of a ``currentIndexChanged(from:to:)`` event (nil for other
  /// events, and when the carousel became empty).
  public var newIndex: Int? {
    if case .currentIndexChanged(_, let index) = self { return index }
    return nil
  }

  /// The item of an ``itemSelected(_:)`` event, or nil for other events.
  public var selectedItem: Int? {
    if case .itemSelected(let index) = self { return index }
    return nil
  }

  /// The item the content came to rest on, for ``scrollingEnded(_:)`` (nil for other events,
  /// and when there is no item).
  public var settledIndex: Int? {
    if case .scrollingEnded(let index) = self { return index }
    return nil
  }

  /// Whether the event is ``scrollingEnded(_:)``.
  public var isScrollingEnded: Bool {
    if case .scrollingEnded = self { return true }
    return false
  }
}

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
  /// The system asks for reduced motion.
  public static let reducedMotion = CarouselPauseReasons(rawValue: 1 << 3)
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
