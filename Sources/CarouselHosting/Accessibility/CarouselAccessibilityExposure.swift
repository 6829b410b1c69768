import CarouselCore

/// What VoiceOver sees of a UIKit carousel, from the frame's accessibility: in the adjustable
/// mode the carousel is the one element and hides everything inside; in the slide-contents
/// mode it lists the exposed slide's view and the page control, which carries the stop/start
/// action, and the cursor follows the content into a new slide. Changes are said only when
/// the mode, the exposed slide or the action's label changed, not on every frame.
///
/// ```swift
/// guard let update = exposure.update(frame.accessibility, mode: mode, force: false) else { return }
/// isAccessibilityElement = update.isElement
/// accessibilityElements = update.elements(slide: slide, pageControl: control, isPageControlHidden: control.isHidden)
/// ```
package struct CarouselAccessibilityExposure {
  /// What to set for a frame.
  package struct Update: Hashable {
    /// Whether the carousel itself is the element (the adjustable mode).
    package var isElement: Bool
    /// The slot whose view VoiceOver sees; every other slot's view is hidden.
    package var exposedSlotID: Int?
    /// Whether the carousel lists its elements and the page control carries the stop/start
    /// action (the slide-contents mode).
    package var showsContents: Bool
    /// Whether VoiceOver's cursor moves into the newly exposed slide (a page changed in the
    /// slide-contents mode, as a page scroll moves it).
    package var movesCursor: Bool

    /// The carousel's elements in the slide-contents mode (the slide, then the page control
    /// unless hidden), or nil in the adjustable mode.
    package func elements<Element>(
      slide: Element?, pageControl: Element, isPageControlHidden: Bool
    ) -> [Element]? {
      guard showsContents else { return nil }
      return [slide, isPageControlHidden ? nil : pageControl].compactMap { $0 }
    }

    /// The page control's custom actions: the stop/start action in the slide-contents mode,
    /// none in the adjustable mode (the carousel's element has it).
    package func pageControlActions<Action>(_ actions: () -> [Action]) -> [Action]? {
      showsContents ? actions() : nil
    }
  }

  /// The slot exposed last.
  package private(set) var exposedSlotID: Int?
  /// The mode and action label drawn last, nil before the first update.
  private var drawn: (mode: CarouselAccessibilityMode, label: String?)?

  /// Nothing exposed yet.
  package init() {}

  /// What to change for a frame, or nil when nothing changed (unless forced: the mode was
  /// set again, the page control's visibility changed).
  ///
  /// - Parameters:
  ///   - accessibility: The frame's accessibility.
  ///   - mode: The carousel's accessibility mode.
  ///   - force: Whether to say everything even if nothing changed.
  package mutating func update(
    _ accessibility: CarouselFrame.Accessibility, mode: CarouselAccessibilityMode, force: Bool
  ) -> Update? {
    let showsContents = mode == .slideContents
    let exposed = showsContents ? accessibility.exposedSlotID : nil
    let label = accessibility.rotationActionLabel
    let changed =
      drawn.map { $0.mode != mode || $0.label != label } ?? true || exposed != exposedSlotID
    guard force || changed else { return nil }
    let previous = exposedSlotID
    exposedSlotID = exposed
    drawn = (mode, label)
    return Update(
      isElement: !showsContents, exposedSlotID: exposed, showsContents: showsContents,
      movesCursor: showsContents && previous != nil && exposed != nil && exposed != previous)
  }

  /// VoiceOver's cursor landed on an element: in the slide-contents mode, where the carousel
  /// itself is never the focused element, whether it is inside the carousel is the
  /// accessibility-focus pause; in the adjustable mode the element's own focus is.
  ///
  /// - Parameters:
  ///   - isInside: Whether the element is inside the carousel.
  ///   - mode: The carousel's accessibility mode.
  ///   - signals: The carousel's signals.
  package static func cursorMoved(
    isInside: Bool, mode: CarouselAccessibilityMode, signals: inout CarouselHostSignals
  ) {
    guard mode == .slideContents else { return }
    signals.isAccessibilityFocused = isInside
  }
}

/// The stop/start slide show action of a UIKit view, made again only when its label changes
/// (VoiceOver keeps its place in the actions rotor while the action stays the same object).
package struct CarouselRotationAction<Action: AnyObject> {
  /// The action shown, and its label.
  private var current: (action: Action, label: String)?

  /// No action yet.
  package init() {}

  /// The actions for a label: none without one (no rotation to stop or start), the one made
  /// before for the same label, else a new one.
  ///
  /// - Parameters:
  ///   - label: The action's label, or nil.
  ///   - make: Makes the action with a label.
  package mutating func actions(label: String?, make: (String) -> Action) -> [Action] {
    guard let label else {
      current = nil
      return []
    }
    let action = current.flatMap { $0.label == label ? $0.action : nil } ?? make(label)
    current = (action, label)
    return [action]
  }
}
