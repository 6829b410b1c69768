/// Turns the bytes read from a terminal in raw mode into key and mouse events.
///
/// Escape sequences may arrive split across reads, so the parser keeps an incomplete one
/// until the rest comes. A lone Esc is ambiguous (it starts every sequence): the parser holds
/// it, and the caller calls ``flushPendingEscape()`` when no more bytes follow shortly.
///
/// ```swift
/// var parser = InputParser()
/// parser.feed(Array("\u{1B}[<0;10;5M".utf8))  // [.mouse(press at column 9, row 4)]
/// ```
struct InputParser {
  private var pending: [UInt8] = []

  /// Whether a lone Esc is waiting to be told apart from the start of a sequence.
  var hasPendingEscape: Bool { pending == [0x1B] }

  /// Parses bytes and returns the complete events they finish.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      let (consumed, event) = parseOne(at: index)
      guard consumed > 0 else { break }  // incomplete: wait for more bytes
      if let event { events.append(event) }
      index += consumed
    }
    pending.removeFirst(index)
    return events
  }

  /// Reports a held lone Esc as the Escape key, and drops any other incomplete sequence.
  mutating func flushPendingEscape() -> [InputEvent] {
    defer { pending.removeAll() }
    return pending == [0x1B] ? [.key(.escape)] : []
  }

  /// Parses one event at `start`: the bytes it takes (0 when incomplete) and the event, if
  /// the bytes mean one.
  private func parseOne(at start: Int) -> (Int, InputEvent?) {
    let byte = pending[start]
    switch byte {
    case 0x1B:
      return parseEscape(at: start)
    case 0x03:
      return (1, .key(.interrupt))
    case 0x0D, 0x0A:
      return (1, .key(.enter))
    case 0x09:
      return (1, .key(.tab))
    case 0x20:
      return (1, .key(.space))
    case 0x21...0x7E:
      return (1, .key(.character(Character(Unicode.Scalar(byte)))))
    case 0xC0...0xFF:
      // A multi-byte UTF-8 character: skip it whole.
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      return start + length <= pending.count ? (length, nil) : (0, nil)
    default:
      return (1, nil)
    }
  }

  private func parseEscape(at start: Int) -> (Int, InputEvent?) {
    guard start + 1 < pending.count else { return (0, nil) }
    let next = pending[start + 1]
    switch next {
    case UInt8(ascii: "["):
      return parseCSI(at: start)
    case UInt8(ascii: "O"):
      // SS3: cursor keys in application mode.
      guard start + 2 < pending.count else { return (0, nil) }
      let key: Key? =
        switch pending[start + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
      return (3, key.map { .key($0) })
    case 0x1B:
      // Esc Esc: the first is a key on its own.
      return (1, .key(.escape))
    default:
      // Alt with a key: not used; take both bytes.
      return (2, nil)
    }
  }

  private func parseCSI(at start: Int) -> (Int, InputEvent?) {
    // ESC [ parameters... final byte in 0x40...0x7E.
    var index = start + 2
    if index < pending.count, pending[index] == UInt8(ascii: "M") {
      // Legacy X10 mouse report: ESC [ M b x y. Not requested; skipped whole.
      return index + 3 < pending.count ? (index + 4 - start, nil) : (0, nil)
    }
    while index < pending.count, !(0x40...0x7E).contains(pending[index]) {
      index += 1
      if index - start > 64 { return (index - start, nil) }  // runaway: drop it
    }
    guard index < pending.count else { return (0, nil) }
    let final = pending[index]
    let parameterBytes = pending[(start + 2)..<index]
    let length = index + 1 - start
    if parameterBytes.first == UInt8(ascii: "<"),
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    {
      return (
        length, parseSGRMouse(parameterBytes.dropFirst(), isRelease: final == UInt8(ascii: "m"))
      )
    }
    let key: Key? =
      switch final {
      case UInt8(ascii: "A"): .up
      case UInt8(ascii: "B"): .down
      case UInt8(ascii: "C"): .right
      case UInt8(ascii: "D"): .left
      case UInt8(ascii: "H"): .home
      case UInt8(ascii: "F"): .end
      case UInt8(ascii: "~"):
        switch String(decoding: parameterBytes, as: UTF8.self) {
        case "1", "7": .home
        case "4", "8": .end
        case "5": .pageUp
        case "6": .pageDown
        default: nil
        }
      default: nil
      }
    return (length, key.map { .key($0) })
  }

  private func parseSGRMouse(_ bytes: ArraySlice<UInt8>, isRelease: Bool) -> InputEvent? {
    let numbers = String(decoding: bytes, as: UTF8.self).split(separator: ";").compactMap {
      Int($0)
    }
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let code = numbers[0]
    let button = code & 0b11
    let isMotion = code & 32 != 0
    let isWheel = code & 64 != 0
    let kind: MouseEvent.Kind
    if isWheel {
      guard !isRelease else { return nil }
      kind = button == 0 ? .wheelUp : .wheelDown
    } else if isRelease {
      kind = .release(button: button)
    } else if isMotion {
      kind = button == 3 ? .move : .drag(button: button)
    } else {
      kind = .press(button: button)
    }
    return .mouse(MouseEvent(kind: kind, column: numbers[1] - 1, row: numbers[2] - 1))
  }
}
