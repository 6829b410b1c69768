extension CarouselHostMachine {
  /// What the user's hand is doing with the carousel: one state, not a set of flags.
  enum Interaction: Hashable, Sendable {
    /// Nothing.
    case none
    /// A pointer pressed a page dot: the page turns when the pointer is released over that
    /// dot; a press that moves off it, or that a finger turns into a page scroll, does
    /// nothing (a scroll of the page that starts on the dots never turns the carousel).
    case dotPress(DotPress)
    /// A pointer pressed the stop/start control: the control's own button acts on it; the
    /// carousel neither drags nor selects.
    case controlPress
    /// A pointer, or a pan the platform recognised, holds the content.
    case press(Press)
    /// A recognised pan runs across the axis: it belongs to an enclosing scroll view and is
    /// ignored until it ends.
    case rejectedPan(continuesUserMove: Bool)
    /// A user's move was let go: the content settles, and where it comes to rest is
    /// announced to a screen reader.
    case settling

    /// Whether a user's move is under way or settling: the page it ends on is announced.
    var awaitsUserMoveEnd: Bool {
      switch self {
      case .none, .dotPress, .controlPress: false
      case .settling: true
      case .press(let press): press.movesContent || press.continuesUserMove
      case .rejectedPan(let continuesUserMove): continuesUserMove
      }
    }

    /// Whether a hand is on the carousel or has just let it go: proof that it is seen.
    var isUserPresent: Bool {
      switch self {
      case .none, .rejectedPan: false
      case .dotPress, .controlPress, .press, .settling: true
      }
    }

    /// The content came to rest: nothing settles any more.
    mutating func userMoveEnded() {
      switch self {
      case .settling: self = .none
      case .press(var press):
        press.continuesUserMove = false
        self = .press(press)
      case .rejectedPan: self = .rejectedPan(continuesUserMove: false)
      case .none, .dotPress, .controlPress: break
      }
    }

    /// The state once a press ends: settling when it moved the content (or interrupted a move
    /// that was settling), else nothing.
    static func after(_ press: Press) -> Interaction {
      press.movesContent || press.continuesUserMove ? .settling : .none
    }
  }

  /// A pointer pressing the content.
  struct Press: Hashable, Sendable {
    var gesture: CarouselPress
    var kind: PointerKind
    /// What it started on: a click on a control inside a slide selects nothing.
    var target = PressTarget.slide
    /// Whether the press holds the content as a resting finger does (`touchDown` given).
    var isTouching: Bool
    /// Whether its drag moves the content (past the slop, with swiping on).
    var movesContent = false
    /// Whether a user's move was still settling when the press began.
    var continuesUserMove = false
  }

  /// A pointer pressing a page dot.
  struct DotPress: Hashable, Sendable {
    var page: Int
    var kind: PointerKind
    /// Where it went down, in the bounds.
    var origin: CarouselPoint
  }
}
