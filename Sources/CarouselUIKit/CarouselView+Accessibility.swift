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
      rotationAction.actions(label: driver.frame.accessibility.rotationActionLabel) { label in
        UIAccessibilityCustomAction(name: label) { [weak self] _ in
          self?.driver.toggleRotation()
          return true
        }
      }
    }

    /// Brings what VoiceOver sees in line with the mode and the slide the frame exposes; only
    /// when either changed (or `force`), not on every frame.
    func updateAccessibilityExposure(force: Bool, frame: CarouselFrame? = nil) {
      guard
        let update = accessibilityExposure.update(
          (frame ?? driver.frame).accessibility, mode: accessibilityMode, force: force)
      else { return }
      isAccessibilityElement = update.isElement
      for (slotID, _, view) in slotViews.views {
        // In the adjustable mode the carousel is the element and hides everything inside.
        view.accessibilityElementsHidden = slotID != update.exposedSlotID
      }
      pageControl.accessibilityCustomActions = update.pageControlActions(rotationActions)
      let slide = update.exposedSlotID.flatMap { slotViews.view(forSlotID: $0) }
      accessibilityElements = update.elements(
        slide: slide, pageControl: pageControl, isPageControlHidden: pageControl.isHidden)
      // The cursor follows the content into the new slide, as a page scroll moves it.
      if update.movesCursor, let slide, UIAccessibility.isVoiceOverRunning {
        UIAccessibility.post(notification: .layoutChanged, argument: slide)
      }
    }

    /// VoiceOver's cursor landed on an element: whether it is inside the carousel decides
    /// the accessibility-focus pause in the slide-contents mode, where the carousel itself
    /// is never the focused element.
    @objc func accessibilityFocusMoved(_ notification: Notification) {
      let focused = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
      CarouselAccessibilityExposure.cursorMoved(
        isInside: (focused as? UIView)?.isDescendant(of: self) ?? false, mode: accessibilityMode,
        signals: &driver.signals)
    }
  }
#endif
