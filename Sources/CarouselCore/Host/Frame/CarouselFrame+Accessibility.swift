extension CarouselFrame {
  /// What assistive technologies are told about the carousel, worded in the machine's
  /// ``CarouselAccessibilityStrings``.
  public struct Accessibility: Hashable, Sendable {
    /// The adjustable element's value: "Item 3 of 10, Summer sale" (the destination of a turn
    /// under way); empty without items.
    public var value: String
    /// The label of the slide exposed to assistive technologies: "Item 3 of 10" and its
    /// title, as ``value``; a web page's slide group reads it.
    public var slideLabel: String
    /// Whether the slides turn on their own now, or will once a transient pause (a touch,
    /// focus, hover) ends.
    public var isRotating: Bool
    /// The stop/start action ("Stop automatic slide show", or "Start ..." once stopped), or
    /// nil when nothing turns on its own. It exists whether or not the visible control shows.
    public var rotationActionLabel: String?
    /// The one slot exposed to assistive technologies, or nil.
    public var exposedSlotID: Int?
    /// Whether there is an item before the current one to move to (always when looping with
    /// two items or more).
    public var canMoveBackward: Bool
    /// Whether there is an item after the current one to move to.
    public var canMoveForward: Bool
    /// How a live region around the slides speaks: not while they turn on their own (it would
    /// talk over everything), politely otherwise (WAI-ARIA's carousel pattern).
    public var liveRegion: LiveRegion

    /// Nothing to tell.
    public init() {
      value = ""
      slideLabel = ""
      isRotating = false
      rotationActionLabel = nil
      exposedSlotID = nil
      canMoveBackward = false
      canMoveForward = false
      liveRegion = .polite
    }

    /// Whether the two tell the same, their words in the same UTF-8 bytes. Not canonical
    /// equivalence, which the synthesized `==` would compare: see `String.hasSameUTF8(as:)`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.value.hasSameUTF8(as: rhs.value) && lhs.slideLabel.hasSameUTF8(as: rhs.slideLabel)
        && lhs.isRotating == rhs.isRotating
        && lhs.rotationActionLabel.hasSameUTF8(as: rhs.rotationActionLabel)
        && lhs.exposedSlotID == rhs.exposedSlotID && lhs.canMoveBackward == rhs.canMoveBackward
        && lhs.canMoveForward == rhs.canMoveForward && lhs.liveRegion == rhs.liveRegion
    }
  }

  /// The politeness of a live region around the slides.
  public enum LiveRegion: UInt8, Hashable, Sendable {
    /// Changes are not announced.
    case off = 0
    /// Changes are announced when the user is idle.
    case polite = 1
  }
}
