/// The phase of a touch on the content, before and after any pan (see
/// ``CarouselHostMachine/touch(_:now:)``).
public enum CarouselTouchPhase: Hashable, Sendable {
  /// A finger landed.
  case began
  /// The last finger lifted.
  case ended
  /// The system took the touch.
  case cancelled
}
