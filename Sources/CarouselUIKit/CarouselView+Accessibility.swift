#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

  // What VoiceOver sees, from the frame's accessibility: one adjustable element for the whole
  // carousel (see the overrides in the class body), or in the slide-contents mode the current
  // slide's own elements and the page control; the stop/start action either way.
  extension CarouselView {
    /// The stop/start slide show action, while there is rotation (WCAG 2.2.2); made again
    /// only when its label changes.
    func rotationActions() -> [UIAccessibilityCustomAction] {
      guard let label = driver.frame.accessibility.rotationActionLabel else {
        rotationAction = nil
        return []
      }
      if let action = rotationAction, action.name == label { return [action] }
      let action = UIAccessibilityCustomAction(name: label) { [weak self] _ in
        self?.driver.toggleRotation()
        return true
      }
      rotationAction = action
      return [action]
    }

    /// Brings what VoiceOver sees in line with the mode and the slide the frame exposes; only
    /// when either changed (or `force`), not on every frame.
    func updateAccessibilityExposure(force: Bool, frame: CarouselFrame? = nil) {
      let frame = frame ?? driver.frame
      let exposed = accessibilityMode == .slideContents ? frame.accessibility.exposedSlotID : nil
      let label = frame.accessibility.rotationActionLabel
      guard force || exposed != exposedAccessibilitySlotID || label != rotationAction?.name
      else { return }
      let previous = exposedAccessibilitySlotID
      exposedAccessibilitySlotID = exposed
      isAccessibilityElement = accessibilityMode == .adjustable
      for (slotID, _, view) in slotViews.views {
        // In the adjustable mode the carousel is the element and hides everything inside.
        view.accessibilityElementsHidden = slotID != exposed
      }
      pageControl.accessibilityCustomActions =
        accessibilityMode == .slideContents ? rotationActions() : nil
      guard accessibilityMode == .slideContents else {
        accessibilityElements = nil
        return
      }
      let slide = exposed.flatMap { slotViews.view(forSlotID: $0) }
      accessibilityElements = [slide, pageControl.isHidden ? nil : pageControl].compactMap { $0 }
      // The cursor follows the content into the new slide, as a page scroll moves it.
      if previous != nil, exposed != previous, let slide, UIAccessibility.isVoiceOverRunning {
        UIAccessibility.post(notification: .layoutChanged, argument: slide)
      }
    }

    /// VoiceOver's cursor landed on an element: whether it is inside the carousel decides
    /// the accessibility-focus pause in the slide-contents mode, where the carousel itself
    /// is never the focused element.
    @objc func accessibilityFocusMoved(_ notification: Notification) {
      guard accessibilityMode == .slideContents else { return }
      let focused = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
      driver.signals.isAccessibilityFocused =
        (focused as? UIView).map { $0.isDescendant(of: self) } ?? false
    }
  }
#endif
