import CarouselCore

/// The direction of a screen reader's scroll gesture (UIKit's
/// `UIAccessibilityScrollDirection`): which way the user wants the visible content to move.
package enum CarouselAccessibilityScrollDirection: Hashable, Sendable {
  /// Reveal what is to the right.
  case right
  /// Reveal what is to the left.
  case left
  /// Reveal what is above.
  case up
  /// Reveal what is below.
  case down
  /// The next item in order.
  case next
  /// The previous item in order.
  case previous

  /// Whether this scroll moves to the next items (true), the previous ones (false), or
  /// runs across the carousel's axis (nil: left to an enclosing scroll view).
  ///
  /// Revealing what lies to the right is the next item in a left-to-right carousel and the
  /// previous one in a right-to-left carousel; vertical carousels always run top to bottom.
  ///
  /// - Parameter configuration: The carousel's axis and layout direction.
  package func isForward(along configuration: CarouselConfiguration) -> Bool? {
    // Revealing what lies on a side is what the arrow key of that side does.
    let key: CarouselKey
    switch self {
    case .next: return true
    case .previous: return false
    case .right: key = .right
    case .left: key = .left
    case .up: key = .up
    case .down: key = .down
    }
    switch CarouselKeyCommand(
      key: key, axis: configuration.axis, layoutDirection: configuration.layoutDirection)
    {
    case .next: return true
    case .previous: return false
    case .first, .last, nil: return nil
    }
  }
}
