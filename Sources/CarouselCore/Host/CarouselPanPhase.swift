/// The phase of a pan (drag) gesture, as gesture recognizers report it.
public enum CarouselPanPhase: Hashable, Sendable {
  /// The gesture recognizer recognised a pan (UIKit's `.began`).
  case began
  /// The finger moved. A `.changed` with no `.began` before it (SwiftUI's `DragGesture`)
  /// starts the drag if the motion runs along the carousel's axis.
  case changed
  /// The finger lifted.
  case ended
  /// The system took the touch, or the gesture failed.
  case cancelled
}
