#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselHosting
  import UIKit

  // One adjustable element for the whole carousel (see the overrides in the class body): its
  // value is "Item 3 of 5, title"; swiping up or down moves one item and stops auto-advance;
  // a double tap selects the current item; a custom action stops or starts the slide show.
  // The slot views inside are not exposed, so copies of an item are never read twice.
  extension CarouselView {
    /// The stop/start slide show action, when the carousel rotates (WCAG 2.2.2).
    func rotationActions() -> [UIAccessibilityCustomAction] {
      guard let label = driver.accessibilityState.rotationControlLabel else { return [] }
      return [
        UIAccessibilityCustomAction(name: label) { [weak self] _ in
          self?.driver.toggleRotation()
          return true
        }
      ]
    }
  }
#endif
