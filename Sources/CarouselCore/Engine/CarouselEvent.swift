/// Something that happened to a carousel, for the app: the one vocabulary from the engine,
/// through ``CarouselHostMachine``, to UIKit's delegate and closures, SwiftUI's callbacks,
/// the terminal and the web element's DOM events.
///
/// The engine reports what it knows itself (the current item, selections, rest, auto-advance);
/// the host machine adds what needs the surroundings (scroll position reports, announcements,
/// impressions).
public enum CarouselEvent: Hashable, Sendable {
  /// The current item changed; nil when the carousel became empty.
  case currentIndexChanged(Int?)
  /// The user chose an item: a tap or click on it, Enter, or the accessibility activate
  /// action.
  case itemSelected(Int)
  /// The content moved: its continuous position in items (the page indicator's progress),
  /// for parallax headers and custom indicators. Once per change (host machine).
  case scrolled(to: Double)
  /// The content came to rest on this item after any motion (UIKit's
  /// `scrollViewDidEndDecelerating`).
  case scrollingEnded(Int?)
  /// A programmatic move (`scroll(to:)`, next, previous, an assistive action) reached its
  /// item and came to rest there (UIKit's `scrollViewDidEndScrollingAnimation`). Not sent for
  /// automatic turns or a finger's motion, nor for a move that a finger or a reload
  /// interrupted. Sent after ``scrollingEnded(_:)``.
  case scrollAnimationEnded(Int?)
  /// Auto-advance started or stopped running, for any reason (the user's stop, a touch,
  /// being out of sight).
  case autoAdvanceChanged(isRunning: Bool)
  /// Tell the screen reader this: the page a user's move ended on, worded as the
  /// accessibility value (host machine, while a screen reader runs).
  case announcement(String)
  /// An item was viewed, per the viewable-impression rules (host machine, while impressions
  /// are tracked).
  case impression(CarouselImpression)
}

extension CarouselEvent {
  /// The new current item of a ``currentIndexChanged(_:)`` event (nil for other events, and
  /// when the carousel became empty).
  public var newIndex: Int? {
    if case .currentIndexChanged(let index) = self { return index }
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
