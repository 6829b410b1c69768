/// Which way a focus-driven platform asks to move focus: a swipe or a click on the edge of
/// the Siri Remote, a game controller's stick, the arrows of a keyboard paired with an Apple
/// TV (UIKit's `UIFocusHeading`, SwiftUI's `MoveCommandDirection`).
///
/// ``CarouselHostMachine/moveFocus(_:now:)`` decides whether the carousel takes the move (one
/// item along its axis) or lets the focus go on its way.
public enum CarouselFocusHeading: UInt8, CaseIterable, Hashable, Sendable {
  /// Up.
  case up = 0
  /// Down.
  case down = 1
  /// Left.
  case left = 2
  /// Right.
  case right = 3

  /// The arrow key pointing the same way: the heading means what that key means to a
  /// carousel (``CarouselKeyCommand``), right to left included.
  public var key: CarouselKey {
    switch self {
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    }
  }
}
