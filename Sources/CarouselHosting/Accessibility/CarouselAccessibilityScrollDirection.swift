import CarouselCore

/// The direction of a screen reader's scroll gesture: which way the user wants the visible
/// content to move. The raw values are UIKit's `UIAccessibilityScrollDirection`'s.
package enum CarouselAccessibilityScrollDirection: Int, Hashable, Sendable {
  /// Reveal what is to the right.
  case right = 1
  /// Reveal what is to the left.
  case left = 2
  /// Reveal what is above.
  case up = 3
  /// Reveal what is below.
  case down = 4
  /// The next item in order.
  case next = 5
  /// The previous item in order.
  case previous = 6

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

  /// The physical direction of a scroll toward an edge of the screen (SwiftUI's
  /// `accessibilityScrollAction`), by `Edge`'s raw value (top 0, leading 1, bottom 2,
  /// trailing 3): leading and trailing follow the layout direction. nil for no such edge.
  ///
  /// - Parameters:
  ///   - edge: The edge's raw value.
  ///   - isRightToLeft: Whether the layout runs right to left.
  package init?(edge: Int8, isRightToLeft: Bool) {
    let leading: Self = isRightToLeft ? .right : .left
    let trailing: Self = isRightToLeft ? .left : .right
    let edges: [Self] = [.up, leading, .down, trailing]
    guard edges.indices.contains(Int(edge)) else { return nil }
    self = edges[Int(edge)]
  }
}
