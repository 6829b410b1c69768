// Accessibility, after WCAG 2.2.2 (Pause, Stop, Hide) and the WAI-ARIA carousel pattern:
// a stop/start rotation control that stays as the user left it, no auto-start and no
// sliding under reduced motion, one adjustable element that exposes only real items.

extension CarouselEngine {
  /// Whether the user stopped rotation (with the stop control or by navigating with an
  /// assistive action). It stays stopped until they start it again.
  public var isRotationStoppedByUser: Bool { pauseReasons.contains(.user) }

  /// The stop/start rotation control: stops auto-advance until the user starts it again, or
  /// starts it (other pause reasons, such as being off-screen, still apply). Under reduced
  /// motion too: the slide show starts stopped there, and starting it is the user's choice.
  public mutating func setRotationStopped(_ stopped: Bool, now: Double) {
    isRotationStoppedForReducedMotion = false
    if stopped {
      pauseAutoAdvance(.user, now: now)
    } else {
      resumeAutoAdvance(.user, now: now)
    }
  }

  /// Toggles the stop/start rotation control.
  public mutating func toggleRotation(now: Double) {
    setRotationStopped(!isRotationStoppedByUser, now: now)
  }

  /// The system's reduce-motion setting changed: one policy for every front end.
  ///
  /// Turned on, the slide show stops as if the user had stopped it (the stop/start control
  /// then offers to start it: WCAG 2.2.2, no automatic motion the user did not choose), and
  /// page changes cross-fade instead of sliding; the finger still drags the content. The
  /// user may start the slide show again, and it then turns (cross-fading). Turned off, a
  /// slide show stopped only because of reduced motion starts again; one the user stopped
  /// stays stopped.
  public mutating func setReducedMotion(_ enabled: Bool, now: Double) {
    guard enabled != prefersReducedMotion else { return }
    prefersReducedMotion = enabled
    if enabled {
      guard !isRotationStoppedByUser else { return }
      pauseAutoAdvance(.user, now: now)
      isRotationStoppedForReducedMotion = true
    } else if isRotationStoppedForReducedMotion {
      isRotationStoppedForReducedMotion = false
      resumeAutoAdvance(.user, now: now)
    }
  }

  /// The adjustable element's increment action (VoiceOver swipe up): one item forward. An
  /// assistive navigation stops rotation until the user starts it again.
  public mutating func accessibilityIncrement(now: Double) {
    isRotationStoppedForReducedMotion = false
    pauseAutoAdvance(.user, now: now)
    next(animated: true, now: now)
  }

  /// The adjustable element's decrement action: one item back, stopping rotation.
  public mutating func accessibilityDecrement(now: Double) {
    isRotationStoppedForReducedMotion = false
    pauseAutoAdvance(.user, now: now)
    previous(animated: true, now: now)
  }

  /// The cross-fade in progress under reduced motion: the item fading out above the
  /// current layout and its opacity, or nil.
  public var crossFade: (outgoingItem: Int, alpha: Double)? {
    guard case .fade(let fade) = motion else { return nil }
    let progress = fade.duration > 0 ? (time - fade.start) / fade.duration : 1
    return (fade.outgoingItem, 1 - min(max(progress, 0), 1))
  }

  // What the host machine's frame tells assistive technologies, from the engine's state.

  /// Whether there is rotation for a stop/start control to stop or start: pages turn on an
  /// interval or drift, and the laid-out content allows it (the frame's visible control).
  package var hasRotationControl: Bool {
    switch configuration.autoAdvance {
    case .off: return false
    case .interval, .continuous: return isAutoAdvanceApplicable
    }
  }

  /// Whether the slides rotate on their own right now, or will once a transient pause (a
  /// touch, focus, hover) ends: the frame's `isRotating`.
  package var isRotatingForAccessibility: Bool {
    isAutoAdvanceApplicable
      && pauseReasons.subtracting([.interaction, .accessibilityFocus, .hover, .focus]).isEmpty
  }

  /// The only slot to expose to assistive technologies (never a copy): the frame's
  /// `exposedSlotID`. While a motion carries the content somewhere (a page turn, a move,
  /// momentum), the slot it comes to rest on, as soon as that slot is live: the slide a
  /// screen reader or the keyboard reaches is the one being turned to, as the accessibility
  /// value already says, and the exposure changes once at the start of a turn, not again
  /// half-way, when the current item changes. Otherwise the current item's most visible slot.
  package var accessibilityExposedSlotID: Int? {
    destinationSlotID ?? currentItemSlotID
  }

  /// The current item's most visible slot (never a copy).
  var currentItemSlotID: Int? {
    slots
      .filter { $0.itemIndex == currentIndex && $0.visibleFraction > 0 }
      .max { $0.visibleFraction < $1.visibleFraction }?.id
  }
}

/// The words of the accessibility model, replaceable for localisation.
public struct CarouselAccessibilityStrings: Hashable, Sendable {
  /// The value template; `{index}` (1-based) and `{count}` are replaced.
  public var itemTemplate = "Item {index} of {count}"
  /// The label of the control that stops rotation.
  public var stopRotation = "Stop automatic slide show"
  /// The label of the control that starts rotation.
  public var startRotation = "Start automatic slide show"
  /// The label of a control that moves to the previous item (the web element's Previous
  /// button).
  public var previousItem = "Previous slide"
  /// The label of a control that moves to the next item (the web element's Next button).
  public var nextItem = "Next slide"
  /// The label of the page indicator as a group of controls, one per item (the web
  /// element's dots).
  public var indicatorLabel = "Choose a slide"
  /// The label of the area that shows the items (the web element's slides region).
  public var itemsLabel = "Slides"
  /// What a carousel is called when assistive technologies name its kind (WAI-ARIA's
  /// `aria-roledescription` of the carousel region): lower case, as a role reads.
  public var carouselRoleDescription = "carousel"
  /// What one item is called when assistive technologies name its kind (the
  /// `aria-roledescription` of a slide).
  public var itemRoleDescription = "slide"

  /// Creates the English strings.
  public init() {}

  /// Whether the two say the same words in the same UTF-8 bytes. Not canonical equivalence,
  /// which the synthesized `==` would compare: see `String.hasSameUTF8(as:)`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.itemTemplate.hasSameUTF8(as: rhs.itemTemplate)
      && lhs.stopRotation.hasSameUTF8(as: rhs.stopRotation)
      && lhs.startRotation.hasSameUTF8(as: rhs.startRotation)
      && lhs.previousItem.hasSameUTF8(as: rhs.previousItem)
      && lhs.nextItem.hasSameUTF8(as: rhs.nextItem)
      && lhs.indicatorLabel.hasSameUTF8(as: rhs.indicatorLabel)
      && lhs.itemsLabel.hasSameUTF8(as: rhs.itemsLabel)
      && lhs.carouselRoleDescription.hasSameUTF8(as: rhs.carouselRoleDescription)
      && lhs.itemRoleDescription.hasSameUTF8(as: rhs.itemRoleDescription)
  }

  /// The value for a (0-based) item index.
  public func itemValue(index: Int, count: Int) -> String {
    // Both tokens in one pass; the numbers are written as they would be by `String(_:)`.
    itemTemplate.replacingTokens([
      ("{index}".utf8Bytes, (index + 1).decimalDigits), ("{count}".utf8Bytes, count.decimalDigits),
    ])
  }
}

extension String {
  /// Replaces every occurrence of each token, the first token that matches at a place winning,
  /// without Foundation and without `firstRange(of:)` (iOS 16 and later, and missing from
  /// Embedded Swift). Byte by byte in UTF-8, where a match of whole scalars is a match of
  /// their bytes (UTF-8 is self-synchronising): building the text as bytes is several times
  /// faster than scalar by scalar, which the web element pays on every page turn.
  fileprivate func replacingTokens(_ replacements: [(token: [UInt8], with: [UInt8])]) -> String {
    let bytes = utf8Bytes
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 16)
    var index = 0
    scan: while index < bytes.count {
      for (token, replacement) in replacements
      where !token.isEmpty && index + token.count <= bytes.count
        && bytes[index..<index + token.count].elementsEqual(token)
      {
        result.append(contentsOf: replacement)
        index += token.count
        continue scan
      }
      result.append(bytes[index])
      index += 1
    }
    return String(utf8: result)
  }
}

extension Int {
  /// The number in ASCII decimal digits, a minus sign first when it is negative, as
  /// `String(_:)` writes it: the standard library's integer printing is 1.4 KB of the web
  /// element's WebAssembly.
  fileprivate var decimalDigits: [UInt8] {
    var digits: [UInt8] = []
    var rest = magnitude
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    if self < 0 { digits.append(UInt8(ascii: "-")) }
    return digits.reversed()
  }
}
