import CarouselCore

/// The state of a platform gesture recognizer, and what each one means to the machine. The
/// raw values are UIKit's `UIGestureRecognizer.State`'s.
///
/// ```swift
/// let state = CarouselGestureState(rawValue: recognizer.state.rawValue)
/// driver.handlePan(state, at: location, translation: translation) { velocity }
/// ```
package enum CarouselGestureState: Int, CaseIterable, Hashable, Sendable {
  /// Not recognised yet.
  case possible = 0
  /// Recognised: the gesture began.
  case began = 1
  /// The gesture goes on.
  case changed = 2
  /// The gesture ended (a discrete gesture, a tap, is recognised in this state).
  case ended = 3
  /// The system took the gesture away.
  case cancelled = 4
  /// The gesture was not this recognizer's after all.
  case failed = 5

  /// The pan phase it reports, or nil for a recognizer that has not begun.
  package var panPhase: CarouselPanPhase? {
    switch self {
    case .possible: nil
    case .began: .began
    case .changed: .changed
    case .ended: .ended
    case .cancelled, .failed: .cancelled
    }
  }

  /// The touch phase it reports (a finger landing or the last one lifting), or nil while
  /// the fingers move or nothing began.
  package var touchPhase: CarouselTouchPhase? {
    switch self {
    case .possible, .changed: nil
    case .began: .began
    case .ended: .ended
    case .cancelled, .failed: .cancelled
    }
  }

  /// Whether the gesture is under way (a pointer hovering, a pan moving).
  package var isActive: Bool { self == .began || self == .changed }

  /// Whether a discrete gesture (a tap) was recognised.
  package var isRecognized: Bool { self == .ended }

  // MARK: A recognizer that follows fingers without taking them

  /// The state of a recognizer that reports every finger on the content (the touch-down
  /// that holds it) after fingers land: it begins with the first. nil: it stays as it is.
  package func afterTouchesBegan() -> CarouselGestureState? {
    self == .possible ? .began : nil
  }

  /// After fingers moved: a begun gesture changes. nil: it stays as it is.
  package func afterTouchesMoved() -> CarouselGestureState? {
    isActive ? .changed : nil
  }

  /// After fingers lifted or were taken: it ends (or is cancelled) when no finger stays down.
  /// nil: it stays as it is.
  ///
  /// - Parameters:
  ///   - isLastTouch: Whether no other finger of the gesture stays down.
  ///   - cancelled: Whether the system took the fingers.
  package func afterTouchesLifted(isLastTouch: Bool, cancelled: Bool) -> CarouselGestureState? {
    guard isLastTouch else { return nil }
    return cancelled ? .cancelled : .ended
  }
}
