/// A key that moves a carousel: the arrows, Page Up and Page Down, Home and End.
///
/// Each front end translates its own key codes into these (a terminal's escape sequences,
/// UIKit's `UIKey`, the web's `KeyboardEvent.key`) and asks ``CarouselKeyCommand`` what
/// they mean, so that every keyboard moves a carousel the same way.
public enum CarouselKey: Hashable, Sendable, CaseIterable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
}

extension CarouselKey {
  /// The key a USB HID keyboard usage code names (the codes of UIKit's `UIKeyboardHIDUsage`
  /// and of every hardware keyboard), or nil for a key that moves no carousel.
  ///
  /// - Parameter usage: The key's HID usage code (keyboard page).
  public init?(hidUsage usage: Int) {
    let keys: [Int: CarouselKey] = [
      0x50: .left, 0x4F: .right, 0x52: .up, 0x51: .down, 0x4B: .pageUp, 0x4E: .pageDown,
      0x4A: .home, 0x4D: .end,
    ]
    guard let key = keys[usage] else { return nil }
    self = key
  }

  /// The key a function-key character names (the characters AppKit and SwiftUI's
  /// `KeyEquivalent` give the arrows, Page Up and Down, Home and End: U+F700 to U+F72D), or nil
  /// for a key that moves no carousel.
  ///
  /// - Parameter character: The key's character.
  public init?(functionKey character: Character) {
    // By scalar value: a table of Characters would need Unicode's data tables in the
    // WebAssembly build.
    let keys: [UInt32: CarouselKey] = [
      0xF702: .left, 0xF703: .right, 0xF700: .up, 0xF701: .down, 0xF72C: .pageUp,
      0xF72D: .pageDown, 0xF729: .home, 0xF72B: .end,
    ]
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, let key = keys[scalar.value] else {
      return nil
    }
    self = key
  }
}

/// What a key asks a carousel to do, whatever the keyboard.
///
/// The arrows along the axis move toward the item they point at: in a right-to-left layout
/// the next item is on the left, so the left arrow means next. The arrows across the axis
/// mean nothing (they are left to an enclosing scroll view or to focus movement). Page Up and
/// Page Down are previous and next on either axis; Home and End go to the first and the last
/// item, whatever the direction.
///
/// ```swift
/// if let command = CarouselKeyCommand(
///   key: .left, axis: engine.configuration.axis,
///   layoutDirection: engine.configuration.layoutDirection)
/// {
///   engine.perform(command, now: now)   // .next in a right-to-left banner
/// }
/// ```
public enum CarouselKeyCommand: Hashable, Sendable {
  /// One item back.
  case previous
  /// One item forward.
  case next
  /// The first item.
  case first
  /// The last item.
  case last

  /// The command a key means for a carousel.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - axis: The carousel's scroll axis.
  ///   - layoutDirection: The carousel's layout direction (it matters only to the left and
  ///     right arrows of a horizontal carousel).
  /// - Returns: nil when the key means nothing to this carousel.
  public init?(key: CarouselKey, axis: CarouselAxis, layoutDirection: CarouselLayoutDirection) {
    let isRightToLeft = layoutDirection == .rightToLeft
    switch (key, axis) {
    case (.left, .horizontal): self = isRightToLeft ? .next : .previous
    case (.right, .horizontal): self = isRightToLeft ? .previous : .next
    case (.up, .vertical), (.pageUp, _): self = .previous
    case (.down, .vertical), (.pageDown, _): self = .next
    case (.home, _): self = .first
    case (.end, _): self = .last
    case (.left, .vertical), (.right, .vertical), (.up, .horizontal), (.down, .horizontal):
      return nil
    }
  }
}

extension CarouselEngine {
  /// The command a key means for this carousel's axis and layout direction (see
  /// ``CarouselKeyCommand/init(key:axis:layoutDirection:)``).
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: nil when the key means nothing here.
  public func command(for key: CarouselKey) -> CarouselKeyCommand? {
    CarouselKeyCommand(
      key: key, axis: configuration.axis, layoutDirection: configuration.layoutDirection)
  }

  /// Carries out a key command: one item back or forward (repeated presses during the
  /// animation add up, as ``next(animated:now:)``), or a scroll to the first or the last item
  /// the shorter way round.
  ///
  /// - Parameters:
  ///   - command: What to do.
  ///   - animated: Whether to animate.
  ///   - now: The current time.
  /// - Returns: false when the carousel has no items (nothing happens).
  @discardableResult
  public mutating func perform(
    _ command: CarouselKeyCommand, animated: Bool = true, now: Double
  ) -> Bool {
    switch command {
    case .previous: previous(animated: animated, now: now)
    case .next: next(animated: animated, now: now)
    case .first: return scroll(to: 0, animated: animated, now: now)
    case .last: return scroll(to: itemCount - 1, animated: animated, now: now)
    }
    return itemCount > 0
  }
}
