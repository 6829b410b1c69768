#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

  extension CarouselView {
    /// Brings what VoiceOver sees up to date with the mode and the slide now current: called
    /// after every update of the slots.
    func updateAccessibilityExposure() {
      let exposed: Int?
      switch accessibilityMode {
      case .adjustable:
        isAccessibilityElement = true
        accessibilityElements = nil
        exposed = nil
      case .slideContents:
        isAccessibilityElement = false
        exposed = driver.accessibilityState.exposedSlotID
      }
      for slot in driver.engine.slots {
        guard let view = slotViews.view(forSlotID: slot.id) else { continue }
        // In the adjustable mode the carousel is the element and hides everything inside.
        view.accessibilityElementsHidden = slot.id != exposed
      }
      pageControl.accessibilityCustomActions =
        accessibilityMode == .slideContents ? rotationActions() : nil
      guard accessibilityMode == .slideContents else { return }
      let slide = exposed.flatMap { slotViews.view(forSlotID: $0) }
      accessibilityElements = [slide, pageControl.isHidden ? nil : pageControl].compactMap { $0 }
      if exposed != exposedAccessibilitySlotID {
        let moved = exposedAccessibilitySlotID != nil
        exposedAccessibilitySlotID = exposed
        // The cursor follows the content into the new slide, as a page scroll moves it.
        if moved, let slide, UIAccessibility.isVoiceOverRunning {
          UIAccessibility.post(notification: .layoutChanged, argument: slide)
        }
      }
    }

    /// VoiceOver's cursor landed on an element: whether it is inside the carousel decides
    /// the accessibility-focus pause in the slide-contents mode, where the carousel itself
    /// is never the focused element.
    @objc func accessibilityFocusMoved(_ notification: Notification) {
      guard accessibilityMode == .slideContents else { return }
      let focused = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
      let isInside = (focused as? UIView).map { $0.isDescendant(of: self) } ?? false
      if driver.hostState.isAccessibilityFocused != isInside {
        driver.hostState.isAccessibilityFocused = isInside
      }
    }
  }
#endif
