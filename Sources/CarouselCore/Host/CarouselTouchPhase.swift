/// The phase of a touch on the content, before and after any pan (see
/// ``CarouselDriver/handleTouch(_:)``).
public enum CarouselTouchPhase: Hashable, Sendable {
  /// A finger landed.
  case began
  /// The last finger lifted.
  case ended
  /// The system took the touch.
  case cancelled
}
