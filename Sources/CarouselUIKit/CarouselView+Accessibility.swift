#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselHosting
  import UIKit

  // One adjustable element for the whole carousel: its value is "Item 3 of 5, title";
  // swiping up or down moves one item and stops auto-advance; a double tap selects the
  // current item; a custom action stops or starts the slide show. The slot views inside are
  // not exposed, so copies of an item are never read twice.
  extension CarouselView {
    public override var accessibilityTraits: UIAccessibilityTraits {
      get { super.accessibilityTraits.union(.adjustable) }
      set { super.accessibilityTraits = newValue }
    }

    public override var accessibilityValue: String? {
      get { driver.accessibilityState.value }
      set { super.accessibilityValue = newValue }
    }

    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        var actions = super.accessibilityCustomActions ?? []
        if let label = driver.accessibilityState.rotationControlLabel {
          actions.append(
            UIAccessibilityCustomAction(name: label) { [weak self] _ in
              self?.driver.toggleRotation()
              return true
            })
        }
        return actions
      }
      set { super.accessibilityCustomActions = newValue }
    }

    public override func accessibilityIncrement() {
      driver.accessibilityIncrement()
    }

    public override func accessibilityDecrement() {
      driver.accessibilityDecrement()
    }

    public override func accessibilityActivate() -> Bool {
      driver.activateCurrentItem()
    }

    public override func accessibilityElementDidBecomeFocused() {
      super.accessibilityElementDidBecomeFocused()
      driver.hostState.isAccessibilityFocused = true
    }

    public override func accessibilityElementDidLoseFocus() {
      super.accessibilityElementDidLoseFocus()
      driver.hostState.isAccessibilityFocused = false
    }
  }
#endif
