/// Turns the bytes read from a terminal in raw mode into key and mouse events.
///
/// Escape sequences may arrive split across reads, so the parser keeps an incomplete one
/// until the rest comes. A lone Esc is ambiguous (it starts every sequence): the parser holds
/// it, and the caller calls ``flushPendingInput()`` when no more bytes follow shortly.
///
/// The bytes come from outside (any program can write to a terminal, and a terminal in
/// 8-bit-meta mode sends Alt as the high bit), so nothing is trusted:
/// - UTF-8 is decoded strictly: a byte that cannot start a character, or a lead byte not
///   followed by the continuation bytes it needs, is dropped alone, so it never swallows the
///   Esc of the sequence after it.
/// - An Esc always starts a new sequence: an Esc inside the sequence under way ends it
///   unread, and is read afresh.
/// - Input the terminal did not ask for is ignored, never read as keys: a terminal writes a
///   sequence in one go, so a byte that cannot belong to the sequence under way (a control
///   byte other than Esc, a byte over 0x7E) is damage, not a key pressed in the middle of it.
///   The damaged sequence is dropped with that byte, and its rest is skipped to its final
///   byte, so that neither the byte (a Ctrl-C, a Ctrl-Z) nor the rest (a `q`) quits.
/// - A legacy mouse report is always three bytes after its `Esc [ M`, whatever they are
///   (xterm sends a zero byte for a coordinate past 223): only an Esc cuts it short.
/// - An overlong control sequence (more than ``maximumSequenceLength`` bytes) is skipped to
///   its final byte without being held, so memory stays bounded and its digits never read
///   as keys.
/// - Numbers in mouse reports are read without overflow; a coordinate past
///   ``maximumCoordinate`` makes the report meaningless and it is dropped.
///
/// The events do not depend on how the bytes were split into reads.
///
/// ```swift
/// var parser = InputParser()
/// parser.feed(Array("\u{1B}[<0;10;5M".utf8))  // [.mouse(press at column 9, row 4)]
/// ```
struct InputParser {
  /// The longest control sequence read, from its Esc to its final byte; longer ones are
  /// skipped. Room for three 20-digit numbers, far more than any key or mouse report.
  static let maximumSequenceLength = 80
  /// The largest mouse coordinate taken (a terminal's size is a 16-bit number).
  static let maximumCoordinate = Int(UInt16.max)

  private var pending: [UInt8] = []
  /// Whether the rest of an overlong control sequence is being skipped.
  private var isSkippingSequence = false
  /// The button of the last legacy (X10) press, whose release report does not say which.
  private var legacyPressedButton = 0

  /// Whether bytes are held that may be the start of a longer sequence (a lone Esc, an
  /// unfinished escape sequence or UTF-8 character), to be flushed when nothing follows.
  var hasPendingInput: Bool { !pending.isEmpty }

  /// How many bytes are held: never more than one sequence's worth.
  var pendingByteCount: Int { pending.count }

  /// Parses bytes and returns the complete events they finish.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      if isSkippingSequence {
        let byte = pending[index]
        // Parameter and intermediate bytes, and the bytes of the damage (controls, bytes
        // over 0x7E); an Esc starts a new sequence.
        if (0x20...0x3F).contains(byte) || Self.isForeignControl(byte) || byte >= 0x80 {
          index += 1
          continue
        }
        isSkippingSequence = false
        if (0x40...0x7E).contains(byte) {
          // The overlong sequence's final byte.
          index += 1
          continue
        }
      }
      switch step(at: index) {
      case .incomplete:
        pending.removeFirst(index)
        return events
      case .consumed(let count, let event):
        if let event { events.append(event) }
        index += count
      case .overlong(let count), .damaged(let count):
        isSkippingSequence = true
        index += count
      }
    }
    pending.removeAll(keepingCapacity: true)
    return events
  }

  /// Called when no byte followed the held ones shortly: a lone Esc is the Escape key, and
  /// anything else held (an unfinished sequence or character) is dropped. Should the rest of
  /// an unfinished control sequence come later after all, it is skipped, so its digits never
  /// read as keys.
  mutating func flushPendingInput() -> [InputEvent] {
    defer { pending.removeAll() }
    if pending.starts(with: [0x1B, UInt8(ascii: "[")]) { isSkippingSequence = true }
    return pending == [0x1B] ? [.key(.escape)] : []
  }

  /// What parsing at one position found.
  private enum Step {
    /// The bytes so far may be the start of something longer: wait for more.
    case incomplete
    /// This many bytes were read, meaning this event or nothing.
    case consumed(Int, InputEvent?)
    /// A control sequence ran past the longest one read: skip these bytes and the rest of
    /// it.
    case overlong(Int)
    /// A sequence held a byte that cannot belong to it: skip these bytes (that one included)
    /// and the rest of it.
    case damaged(Int)
  }

  /// Whether a byte is a control byte that is no key inside a sequence: every C0 control and
  /// DEL but Esc, which starts the next sequence.
  private static func isForeignControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x1B) || byte == 0x7F
  }

  /// What a byte that cannot continue the sequence under way means for it: an Esc ends it
  /// unread (the Esc starts the next one); anything else is damage, dropped with the
  /// sequence.
  ///
  /// - Parameter count: The bytes of the sequence before that byte.
  private func interrupted(at index: Int, after count: Int) -> Step {
    pending[index] == 0x1B ? .consumed(count, nil) : .damaged(count + 1)
  }

  /// Parses one event at `start`.
  private mutating func step(at start: Int) -> Step {
    let byte = pending[start]
    switch byte {
    case 0x1B:
      return parseEscape(at: start)
    case 0x03:
      return .consumed(1, .key(.interrupt))
    case 0x1A:
      return .consumed(1, .key(.suspend))
    case 0x0D, 0x0A:
      return .consumed(1, .key(.enter))
    case 0x09:
      return .consumed(1, .key(.tab))
    case 0x20:
      return .consumed(1, .key(.space))
    case 0x21...0x7E:
      return .consumed(1, .key(.character(Character(Unicode.Scalar(byte)))))
    case 0x80...0xFF:
      return skipCharacter(at: start)
    default:
      return .consumed(1, nil)
    }
  }

  /// Skips a UTF-8 character (no key of the carousel needs one), checking every byte: a
  /// byte that cannot start a character, or a lead byte without the continuation bytes it
  /// needs, is dropped alone.
  private func skipCharacter(at start: Int) -> Step {
    let lead = pending[start]
    let length: Int
    // The second byte's range excludes overlong forms, surrogates and values past U+10FFFF
    // (the Unicode Standard's table of well-formed UTF-8 byte sequences).
    let second: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return .consumed(1, nil)  // a continuation byte, or never valid in UTF-8
    }
    for offset in 1..<length {
      guard start + offset < pending.count else { return .incomplete }
      let allowed = offset == 1 ? second : 0x80...0xBF
      guard allowed.contains(pending[start + offset]) else { return .consumed(1, nil) }
    }
    return .consumed(length, nil)
  }

  private mutating func parseEscape(at start: Int) -> Step {
    guard start + 1 < pending.count else { return .incomplete }
    switch pending[start + 1] {
    case UInt8(ascii: "["):
      return parseCSI(at: start)
    case UInt8(ascii: "O"):
      return parseSS3(at: start)
    case 0x1B:
      // Esc Esc: the first is a key on its own.
      return .consumed(1, .key(.escape))
    case 0x80...0xFF:
      // Alt with a non-ASCII key: the character is checked and skipped on its own.
      return .consumed(1, nil)
    default:
      // Alt with a key: not used; take both bytes.
      return .consumed(2, nil)
    }
  }

  /// SS3, Esc O: cursor keys in application mode, function keys F1 to F4.
  private func parseSS3(at start: Int) -> Step {
    var index = start + 2
    // Some terminals put a modifier number between the O and the final byte.
    while index < pending.count, (0x30...0x3F).contains(pending[index]) {
      index += 1
      if index - start >= 8 { return .consumed(index - start, nil) }
    }
    guard index < pending.count else { return .incomplete }
    let final = pending[index]
    guard (0x40...0x7E).contains(final) else {
      // Not a sequence after all: an Esc is read afresh, anything else is damage.
      return interrupted(at: index, after: index - start)
    }
    return .consumed(index + 1 - start, Self.cursorKey(final: final).map { .key($0) })
  }

  /// The cursor key a final byte names, in both CSI and SS3 sequences.
  private static func cursorKey(final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  /// CSI, Esc [: parameter bytes (0x30-0x3F), intermediate bytes (0x20-0x2F), a final byte
  /// (0x40-0x7E). Any other byte ends the sequence unread.
  private mutating func parseCSI(at start: Int) -> Step {
    var index = start + 2
    if index < pending.count, pending[index] == UInt8(ascii: "M") {
      return parseLegacyMouse(at: start)
    }
    while index < pending.count {
      let byte = pending[index]
      if (0x40...0x7E).contains(byte) { break }
      guard (0x20...0x3F).contains(byte) else {
        return interrupted(at: index, after: index - start)
      }
      index += 1
      if index - start >= Self.maximumSequenceLength { return .overlong(index - start) }
    }
    guard index < pending.count else { return .incomplete }
    let final = pending[index]
    let parameterBytes = pending[(start + 2)..<index]
    let length = index + 1 - start
    if parameterBytes.first == UInt8(ascii: "<"),
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    {
      return .consumed(
        length, parseSGRMouse(parameterBytes.dropFirst(), isRelease: final == UInt8(ascii: "m")))
    }
    let key: Key? =
      switch final {
      case UInt8(ascii: "~"):
        switch Array(parameterBytes) {
        case [UInt8(ascii: "1")], [UInt8(ascii: "7")]: .home
        case [UInt8(ascii: "4")], [UInt8(ascii: "8")]: .end
        case [UInt8(ascii: "5")]: .pageUp
        case [UInt8(ascii: "6")]: .pageDown
        default: nil
        }
      default: Self.cursorKey(final: final)
      }
    return .consumed(length, key.map { .key($0) })
  }

  /// A legacy (X10 encoding) mouse report, Esc [ M followed by three bytes: the button code
  /// and the 1-based column and row, each plus 32. The carousel asks for SGR reports; a
  /// terminal that does not know them sends these.
  ///
  /// The three bytes are the report's whatever they are: a value under 32 (xterm sends 0 for
  /// a coordinate past 223) only makes the report meaningless, and none of them is ever read
  /// as a key. Only an Esc means the report was cut short: what came is dropped, and the Esc
  /// starts the next sequence.
  private mutating func parseLegacyMouse(at start: Int) -> Step {
    let values = start + 3
    for offset in 0..<3 {
      guard values + offset < pending.count else { return .incomplete }
      guard pending[values + offset] != 0x1B else { return .consumed(3 + offset, nil) }
    }
    let code = Int(pending[values]) - 32
    let column = Int(pending[values + 1]) - 32
    let row = Int(pending[values + 2]) - 32
    let length = 6
    guard code >= 0, column >= 1, row >= 1 else { return .consumed(length, nil) }
    let kind: MouseEvent.Kind?
    if code & 0b11 == 3, code & (32 | 64) == 0 {
      // Button bits 3 mean "released", without saying which: the last one pressed.
      kind = .release(button: legacyPressedButton)
    } else {
      kind = Self.mouseKind(code: code, isRelease: false)
      if case .press(let button)? = kind { legacyPressedButton = button }
    }
    return .consumed(
      length, kind.map { .mouse(MouseEvent(kind: $0, column: column - 1, row: row - 1)) })
  }

  private func parseSGRMouse(_ bytes: ArraySlice<UInt8>, isRelease: Bool) -> InputEvent? {
    var numbers: [Int] = []
    for field in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
      guard let number = Self.boundedNumber(field), numbers.count < 3 else { return nil }
      numbers.append(number)
    }
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1,
      let kind = Self.mouseKind(code: numbers[0], isRelease: isRelease)
    else { return nil }
    return .mouse(MouseEvent(kind: kind, column: numbers[1] - 1, row: numbers[2] - 1))
  }

  /// A decimal number of ASCII digits up to ``maximumCoordinate``, or nil for anything else
  /// (empty, a sign, another byte, a larger value), read without overflow.
  private static func boundedNumber(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
      guard value <= maximumCoordinate else { return nil }
    }
    return value
  }

  /// The kind of a mouse report from its button code (the same bits in both encodings), or
  /// nil for buttons the carousel does not use.
  private static func mouseKind(code: Int, isRelease: Bool) -> MouseEvent.Kind? {
    let button = code & 0b11
    let isMotion = code & 32 != 0
    let isWheel = code & 64 != 0
    // Buttons 8 to 11 (back, forward...) set bit 128.
    guard code & 128 == 0 else { return nil }
    if isWheel {
      // 64 and 65 are the vertical wheel; 66 and 67 the horizontal one, not used.
      guard !isRelease, !isMotion, button < 2 else { return nil }
      return button == 0 ? .wheelUp : .wheelDown
    }
    if isRelease { return .release(button: button) }
    if isMotion { return button == 3 ? .move : .drag(button: button) }
    return button == 3 ? nil : .press(button: button)
  }
}
