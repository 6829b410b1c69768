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
