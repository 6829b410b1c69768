/// Whether an animated picture plays, from where its view is: what `CarouselView`'s slots and
/// SwiftUI's `CarouselImage` decide alike.
///
/// A picture plays while its view is on screen and, inside a carousel, while its slot shows
/// some of it (the engine's `CarouselSlot/visibleFraction` above 0): the neighbours kept
/// alive just off screen stay on their frame, as the visible slot plays. Under reduced
/// motion it shows its first frame.
///
/// ```swift
/// let playback = CarouselImagePlayback(
///   isOnScreen: window != nil, slotVisibleFraction: slot.visibleFraction,
///   reducesMotion: engine.pauseReasons.contains(.reducedMotion))
/// playback.apply(to: animator)
/// ```
public struct CarouselImagePlayback: Sendable, Equatable {
  /// Whether the view is in a window and shown (SwiftUI: between its appear and disappear).
  public var isOnScreen: Bool
  /// The part of the view's carousel slot on screen, 0...1, or `nil` for a view outside a
  /// carousel (which plays while it is on screen).
  public var slotVisibleFraction: Double?
  /// Whether the user asked for reduced motion.
  public var reducesMotion: Bool

  /// Creates a playback decision.
  ///
  /// - Parameters:
  ///   - isOnScreen: Whether the view is shown.
  ///   - slotVisibleFraction: The part of its slot on screen, or `nil` outside a carousel.
  ///   - reducesMotion: Whether the user asked for reduced motion.
  public init(isOnScreen: Bool, slotVisibleFraction: Double? = nil, reducesMotion: Bool = false) {
    self.isOnScreen = isOnScreen
    self.slotVisibleFraction = slotVisibleFraction
    self.reducesMotion = reducesMotion
  }

  /// Whether the slot shows any of the view: `nil` (no carousel) counts as shown.
  ///
  /// - Parameter visibleFraction: The slot's visible fraction, or `nil`.
  /// - Returns: True when more than nothing of it is on screen.
  public static func isShowing(visibleFraction: Double?) -> Bool {
    guard let visibleFraction else { return true }
    return visibleFraction > 0
  }

  /// Whether the picture plays: on screen, in a slot that shows some of it, and not under
  /// reduced motion.
  public var isPlaying: Bool {
    isOnScreen && Self.isShowing(visibleFraction: slotVisibleFraction) && !reducesMotion
  }

  /// Tells an animator: it plays, stops where it is, or shows the first frame.
  ///
  /// - Parameter animator: The view's animator.
  @MainActor
  public func apply(to animator: CarouselImageAnimator) {
    animator.isReducedMotion = reducesMotion
    animator.isPlaying = isOnScreen && Self.isShowing(visibleFraction: slotVisibleFraction)
  }
}
