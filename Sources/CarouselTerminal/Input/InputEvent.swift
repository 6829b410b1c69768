import CarouselCore

/// A key press or mouse report read from the terminal.
package enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
}

/// The keys the carousel understands.
package enum Key: Hashable, Sendable {
  case left
  case right
  case up
  case down
  case home
  case end
  case pageUp
  case pageDown
  case enter
  case space
  case tab
  case escape
  /// Ctrl-C (raw mode delivers it as a byte, not a signal).
  case interrupt
  /// Ctrl-Z (raw mode delivers it as a byte, not a signal): suspend, as SIGTSTP does.
  case suspend
  /// A printable ASCII character.
  case character(Character)
}

extension Key {
  /// The key as the carousel's shared keyboard rules know it (``CarouselKeyCommand``), or
  /// nil for the terminal's own keys.
  var carouselKey: CarouselKey? {
    switch self {
    case .left: .left
    case .right: .right
    case .up: .up
    case .down: .down
    case .home: .home
    case .end: .end
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .enter, .space, .tab, .escape, .interrupt, .suspend, .character: nil
    }
  }
}

/// A mouse report (SGR extended mode, or the legacy X10 encoding), with 0-based cell
/// coordinates.
package struct MouseEvent: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    /// A button went down (0 left, 1 middle, 2 right).
    case press(button: Int)
    /// The pointer moved with a button held.
    case drag(button: Int)
    /// The pointer moved with no button held (any-event tracking only).
    case move
    /// A button went up.
    case release(button: Int)
    case wheelUp
    case wheelDown
  }

  package var kind: Kind
  package var column: Int
  package var row: Int
}
