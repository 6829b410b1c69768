import CarouselCore

/// What a carousel does with the Siri Remote's focus moves and presses (tvOS's UIKit view):
/// which focus moves it takes instead of letting the focus leave, which presses are its own,
/// and that no move is made twice.
///
/// The focus engine may ask about one move twice (`shouldUpdateFocus(in:)` for the update
/// and the failure notice when it finds nothing), so a move taken is remembered until the
/// turn of the run loop ends (``forgetTakenMove()``). A press the carousel took when it began
/// is the carousel's when it ends: a click then selects the item the focus is on, on release,
/// as a button's primary action. Menu is never the carousel's: it is the way back.
///
/// ```swift
/// let mayLeave = remote.focusMayLeave(
///   heading: CarouselFocusHeading(focusHeading: context.focusHeading.rawValue),
///   isFromCarousel: context.previouslyFocusedView === self,
///   staysInCarousel: context.nextFocusedView?.isDescendant(of: self) ?? false,
///   move: driver.moveFocus)
/// ```
package struct CarouselRemote {
  /// A button of the remote. The raw values are UIKit's `UIPress.PressType`'s.
  package enum Button: Int, CaseIterable, Hashable, Sendable {
    /// The touch surface's up.
    case upArrow = 0
    /// The touch surface's down.
    case downArrow = 1
    /// The touch surface's left.
    case leftArrow = 2
    /// The touch surface's right.
    case rightArrow = 3
    /// The click.
    case select = 4
    /// Menu (Back).
    case menu = 5
    /// Play/pause.
    case playPause = 6
    /// Page up (tvOS 14.3).
    case pageUp = 30
    /// Page down (tvOS 14.3).
    case pageDown = 31
  }

  /// The heading of a focus move the carousel took in this turn of the run loop.
  package private(set) var takenHeading: CarouselFocusHeading?
  /// The presses the carousel took when they began.
  private var takenPresses: Set<ObjectIdentifier> = []

  /// A remote that took nothing.
  package init() {}

  /// Whether a focus update may take the focus away: not when it leaves the carousel along
  /// its axis and the machine takes the move instead (one item), nor when asked again about
  /// a move already taken.
  ///
  /// - Parameters:
  ///   - heading: The update's heading (nil: none along an axis: next, previous).
  ///   - isFromCarousel: Whether the focus is on the carousel.
  ///   - staysInCarousel: Whether the focus goes to a view inside the carousel.
  ///   - move: Asks the machine to take the move; returns whether it did.
  package mutating func focusMayLeave(
    heading: CarouselFocusHeading?, isFromCarousel: Bool, staysInCarousel: Bool,
    move: (CarouselFocusHeading) -> Bool
  ) -> Bool {
    guard isFromCarousel, let heading, !staysInCarousel else { return true }
    guard heading != takenHeading else { return false }
    guard move(heading) else { return true }
    takenHeading = heading
    return false
  }

  /// A focus move from the carousel found nothing to go to (a swipe toward the edge of the
  /// screen beside a full-width banner): along the axis it is the carousel's move too,
  /// unless the same move was taken already.
  ///
  /// - Parameters:
  ///   - heading: The move's heading (nil: none along an axis).
  ///   - isFromCarousel: Whether the focus is on the carousel.
  ///   - move: Asks the machine to take the move; returns whether it did.
  package mutating func focusMovementFailed(
    heading: CarouselFocusHeading?, isFromCarousel: Bool, move: (CarouselFocusHeading) -> Bool
  ) {
    guard isFromCarousel, let heading, heading != takenHeading, move(heading) else { return }
    takenHeading = heading
  }

  /// The turn of the run loop ended: a later question is about another move.
  package mutating func forgetTakenMove() {
    takenHeading = nil
  }

  /// A press began: the carousel takes the click while it has an item the focus can rest on,
  /// and play/pause when the machine has a slide show to stop or start (it acts at once, as
  /// the remote's media button does).
  ///
  /// - Parameters:
  ///   - press: The press's identity.
  ///   - button: The button (nil: one this remote does not know).
  ///   - isFocusable: Whether the carousel has an item to select.
  ///   - playPause: Stops or starts the slide show; returns false when nothing turns.
  /// - Returns: Whether the carousel took the press (its end is then the carousel's too).
  package mutating func pressBegan(
    _ press: ObjectIdentifier, button: Button?, isFocusable: Bool, playPause: () -> Bool
  ) -> Bool {
    let taken: Bool
    switch button {
    case .select: taken = isFocusable
    case .playPause: taken = playPause()
    default: taken = false
    }
    if taken { takenPresses.insert(press) }
    return taken
  }

  /// A press ended or was cancelled: a click the carousel took selects, unless cancelled.
  ///
  /// - Parameters:
  ///   - press: The press's identity.
  ///   - button: The button.
  ///   - cancelled: Whether the system cancelled the press.
  ///   - select: Selects the item the focus is on.
  /// - Returns: Whether the press was the carousel's.
  package mutating func pressEnded(
    _ press: ObjectIdentifier, button: Button?, cancelled: Bool, select: () -> Void
  ) -> Bool {
    guard takenPresses.remove(press) != nil else { return false }
    if button == .select, !cancelled { select() }
    return true
  }
}

extension CarouselFocusHeading {
  /// The heading of a UIKit focus update, by `UIFocusHeading`'s raw value (an option set:
  /// up 1, down 2, left 4, right 8), or nil for one with no direction along a carousel's axes
  /// (next, previous, first, last, none). Up and down come before left and right.
  package init?(focusHeading rawValue: UInt) {
    let bits: [(UInt, CarouselFocusHeading)] = [(1, .up), (2, .down), (4, .left), (8, .right)]
    guard let heading = bits.first(where: { rawValue & $0.0 != 0 })?.1 else { return nil }
    self = heading
  }
}
