/// How VoiceOver meets a carousel (UIKit's `CarouselView.accessibilityMode`, SwiftUI's
/// `.carouselAccessibilityMode(_:)`).
public enum CarouselAccessibilityMode: Hashable, Sendable {
  /// One adjustable element for the whole carousel (the default): "Item 3 of 5, title";
  /// swiping up or down pages, a double tap selects, an action stops or starts the slide
  /// show. The slides' own elements are not reached.
  case adjustable
  /// The current slide's own elements (the buttons, links and labels of a custom page), with
  /// paging by VoiceOver's three-finger swipe and by the page control, and the stop/start
  /// action on the page control. Only the current slide is exposed, so a copy of an item is
  /// never read twice, and the cursor moves into the new slide when the page changes.
  case slideContents
}
