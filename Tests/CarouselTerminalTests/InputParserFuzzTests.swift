import CarouselCore
import CarouselTestSupport
import Testing

@testable import CarouselTerminal

/// The input parser against what a terminal, a broken connection or an adversary can send:
/// random bytes, valid and broken escape and mouse sequences (SGR and legacy X10), numbers
/// past 2^63, and every split of a sequence across reads. It never crashes, its memory stays
/// bounded, the events never depend on how the bytes were split, and it reads the next valid
/// sequence whatever came before it.
@Suite struct InputParserFuzzTests {
  /// A piece of input and what it must give when the parser reads it in step.
  struct Token {
    enum Expectation: Equatable {
      /// A complete sequence meaning this event.
      case event(InputEvent)
      /// A complete sequence meaning nothing (unknown, or numbers out of range).
      case nothing
      /// Bytes that mean anything or nothing and may leave the parser inside a sequence.
      case garbage
    }

    var bytes: [UInt8]
    var expectation: Expectation
  }

  // MARK: Sequences by name

  @Test func everySplitOfEverySequenceGivesTheSameEvents() {
    // Given each valid sequence, and one of each kind of meaningless one
    for token in Self.catalogue where token.expectation != .garbage {
      let whole = Self.events(of: [token.bytes])
      if case .event(let event) = token.expectation {
        #expect(whole == [event], "\(token.bytes)")
      } else {
        #expect(whole.isEmpty, "\(token.bytes)")
      }
      // When it arrives cut into reads at every combination of places (every one of the
      // 2^(n-1) for up to 12 bytes; every single and double cut beyond)
      for cuts in Self.cutSets(length: token.bytes.count) {
        // Then the events are the same
        let pieces = Self.pieces(of: token.bytes, at: cuts)
        #expect(Self.events(of: pieces) == whole, "\(token.bytes) cut at \(cuts)")
      }
    }
  }

  @Test func numbersPastAnyIntAreReadWithoutOverflow() {
    // Given mouse reports and keys whose numbers reach 2^63 and far beyond
    let huge = [
      "65536", "9223372036854775807", "9223372036854775808", "18446744073709551616",
      String(repeating: "9", count: 30), String(repeating: "1", count: 200),
    ]
    for number in huge {
      let inputs = [
        "\u{1B}[<0;\(number);5M", "\u{1B}[<0;5;\(number)M", "\u{1B}[<\(number);5;5M",
        "\u{1B}[\(number)~", "\u{1B}[1;\(number)C", "\u{1B}[<0;5;5;\(number)M",
      ]
      for input in inputs {
        // When one is read, followed by a key
        var parser = InputParser()
        let events = parser.feed(Array((input + "x").utf8))
        // Then the report means nothing (the arrow with a huge modifier is still an arrow), the
        // key is read, and nothing is held
        let expected: [InputEvent] =
          input.hasSuffix("C") && input.count < InputParser.maximumSequenceLength
          ? [.key(.right), .key(.character("x"))] : [.key(.character("x"))]
        #expect(events == expected, "\(input)")
        #expect(!parser.hasPendingInput)
      }
    }
    // And the largest coordinate a terminal can have is still read
    #expect(
      Self.events(of: [Array("\u{1B}[<0;65535;65535M".utf8)])
        == [.mouse(MouseEvent(kind: .press(button: 0), column: 65534, row: 65534))])
  }

  @Test func overlongSequenceIsSkippedWithoutHoldingIt() {
    // Given a control sequence of a million parameter bytes, fed a kilobyte at a time
    var parser = InputParser()
    var events: [InputEvent] = []
    events += parser.feed(Array("\u{1B}[<".utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "7"), count: 1024)
    var largestHeld = 0
    for _ in 0..<1000 {
      events += parser.feed(chunk)
      largestHeld = max(largestHeld, parser.pendingByteCount)
    }
    // When it ends and a Right arrow follows
    events += parser.feed(Array(";1;1M\u{1B}[C".utf8))
    // Then none of its digits were keys, the arrow is read, and the parser never held more
    // than one sequence's worth of bytes
    #expect(events == [.key(.right)])
    #expect(largestHeld <= InputParser.maximumSequenceLength)
  }

  @Test func unfinishedSequenceFlushedThenCompletedReadsNoDigits() {
    // Given half a mouse report, flushed as if no byte followed in time
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[<0;12".utf8)).isEmpty)
    #expect(parser.hasPendingInput)
    #expect(parser.flushPendingInput().isEmpty)
    // When its rest comes late, and a key after it
    let events = parser.feed(Array(";7Mq".utf8))
    // Then the rest is skipped (no jump to slide 7) and the key is read
    #expect(events == [.key(.character("q"))])
  }

  @Test func brokenUTF8IsDroppedByteByByte() {
    // Given every way UTF-8 goes wrong, each before a Left arrow
    let broken: [[UInt8]] = [
      [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE],
      [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xE2, 0x41], [0xF0, 0x9F, 0x41],
    ]
    for bytes in broken {
      // When it is read
      let events = Self.events(of: [bytes + Array("\u{1B}[D".utf8)])
      // Then only ASCII bytes inside it can be keys, and the arrow is read
      let ascii = bytes.filter { $0 < 0x80 }.map {
        InputEvent.key(.character(Character(Unicode.Scalar($0))))
      }
      #expect(events == ascii + [.key(.left)], "\(bytes)")
    }
  }

  // MARK: Random streams

  @Test(arguments: TestSeeds.seeds)
  func randomStreamsResynchroniseOnTheNextSequence(seed: UInt64) {
    print("InputParserFuzzTests seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<40 {
      let tokens = (0..<Int.random(in: 1...60, using: &random)).map { _ in
        Self.randomToken(using: &random)
      }
      // Given a stream of valid, meaningless and broken pieces, read piece by piece
      var parser = InputParser()
      var inStep = true
      var stepped: [InputEvent] = []
      for token in tokens {
        let events = parser.feed(token.bytes)
        stepped += events
        // Then the parser never holds more than one sequence
        #expect(parser.pendingByteCount <= InputParser.maximumSequenceLength, "seed \(seed)")
        // And a sequence read in step means exactly its event; after broken bytes, one that
        // starts with Esc is still read whole (behind at most the Escape key of a held Esc)
        let startsAfresh = token.bytes.first == 0x1B
        switch token.expectation {
        case .event(let event) where inStep:
          #expect(events == [event], "seed \(seed): \(token.bytes)")
        case .nothing where inStep:
          #expect(events.isEmpty, "seed \(seed): \(token.bytes)")
        case .event(let event) where startsAfresh:
          #expect(events == [event] || events == [.key(.escape), event], "seed \(seed)")
        case .nothing where startsAfresh:
          #expect(events.isEmpty || events == [.key(.escape)], "seed \(seed)")
        default:
          break
        }
        switch token.expectation {
        case .garbage: inStep = false
        case .event, .nothing: inStep = inStep || startsAfresh
        }
      }
      // And the same bytes in one read, or cut at random places, give the same events
      let stream = tokens.flatMap(\.bytes)
      #expect(Self.events(of: [stream]) == stepped, "seed \(seed)")
      var cuts = Set<Int>()
      for _ in 0..<Int.random(in: 0...20, using: &random) where stream.count > 1 {
        cuts.insert(Int.random(in: 1..<stream.count, using: &random))
      }
      #expect(
        Self.events(of: Self.pieces(of: stream, at: cuts.sorted())) == stepped,
        "seed \(seed) cut at \(cuts.sorted())")
    }
  }

  @Test(arguments: TestSeeds.seeds)
  func randomBytesNeverHoldMoreThanOneSequence(seed: UInt64) {
    print("InputParserFuzzTests seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    // Given 100,000 random bytes, biased toward the bytes sequences are made of
    let alphabet: [UInt8] = Array("\u{1B}[O<M;0123456789mABCD~".utf8) + [0xC3, 0xE2, 0xF0, 0x80]
    var parser = InputParser()
    var events = 0
    for _ in 0..<1000 {
      let chunk = (0..<Int.random(in: 1...200, using: &random)).map { _ in
        Bool.random(using: &random)
          ? alphabet.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
      }
      // When they are read in random chunks, with a flush now and then
      events += parser.feed(chunk).count
      if Int.random(in: 0..<10, using: &random) == 0 { events += parser.flushPendingInput().count }
      // Then the parser holds at most one sequence, and returns
      #expect(parser.pendingByteCount <= InputParser.maximumSequenceLength, "seed \(seed)")
    }
    // And after them a valid sequence is read
    let last = parser.feed(Array("\u{1B}[<0;3;4M".utf8))
    #expect(
      last.last == .mouse(MouseEvent(kind: .press(button: 0), column: 2, row: 3)), "seed \(seed)")
    #expect(events > 0)
  }

  // MARK: Damaged reports

  /// Every report format the parser reads, damaged after its introducer the ways a terminal,
  /// a connection or an adversary damages it: a byte replaced by one that cannot belong to it
  /// (a control byte, DEL, a byte over 0x7E; any byte but Esc in a legacy mouse report, which
  /// xterm itself fills with a zero byte past column 223), a byte of that kind inserted, or
  /// the report cut short (with or without a pause before what follows). Whatever the
  /// damage, nothing but the reports' own kinds of events comes out: no character, no Enter,
  /// Space or Tab, and above all no Escape, Ctrl-C, Ctrl-Z or `q`, which would quit or stop
  /// the carousel.
  @Test(arguments: TestSeeds.seeds)
  func damagedReportsAreIgnoredNeverQuit(seed: UInt64) {
    print("InputParserFuzzTests seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      // Given a stream of reports, some of them damaged, read in random pieces, with a pause
      // (a flush) now and then between two of them
      var parser = InputParser()
      var session = CarouselSession(
        configuration: CarouselConfiguration(), labels: ["a", "b", "c"],
        layout: ScreenLayout(columns: 80, rows: 24), now: 0)
      var events: [InputEvent] = []
      var stream: [UInt8] = []
      for _ in 0..<Int.random(in: 1...30, using: &random) {
        let report = Self.randomReport(using: &random)
        let damaged = Self.damage(report, using: &random)
        stream += damaged
        var rest = damaged[...]
        while !rest.isEmpty {
          let count = Int.random(in: 1...rest.count, using: &random)
          events += parser.feed(rest.prefix(count))
          rest = rest.dropFirst(count)
        }
        if Int.random(in: 0..<4, using: &random) == 0 { events += parser.flushPendingInput() }
      }
      events += parser.flushPendingInput()
      // Then every event is a mouse report's or a navigation key's
      let stray = events.filter { !Self.isReportEvent($0) }
      #expect(stray.isEmpty, "seed \(seed): \(stray) from \(stream)")
      // And the carousel, given them, never quits
      for event in events { session.handle(event, now: 1) }
      #expect(!session.isQuitRequested, "seed \(seed): \(stream)")
    }
  }

  @Test func legacyReportPastColumn223IsIgnoredNotQuit() {
    // Given xterm's legacy report of a press past column 223 (a zero byte for the column)
    // on row 49 (the byte `Q`), and one with a control byte for its button
    for report: [UInt8] in [
      [0x1B, 0x5B, 0x4D, 0x20, 0x00, 0x51], [0x1B, 0x5B, 0x4D, 0x03, 0x71, 0x71],
    ] {
      // When it is read, then a Right arrow
      let events = Self.events(of: [report + Array("\u{1B}[C".utf8)])
      // Then the report means nothing, none of its bytes is a key, and the arrow is read
      #expect(events == [.key(.right)], "\(report)")
    }
  }

  /// Whether an event is one a report (a mouse report, a navigation key's sequence) means.
  static func isReportEvent(_ event: InputEvent) -> Bool {
    switch event {
    case .mouse: true
    case .key(let key): key.carouselKey != nil
    }
  }

  /// A valid report of a random format: SGR and legacy mouse reports, cursor and navigation
  /// keys as CSI (plain, with a modifier, with `~`) and as SS3 (plain, with a modifier).
  static func randomReport(using random: inout SeededGenerator) -> [UInt8] {
    let finals = Array("ABCDHF".utf8)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let code = [0, 1, 2, 32, 34, 35, 64, 65, 4, 8, 16].randomElement(using: &random) ?? 0
      let column = Int.random(in: 1...300, using: &random)
      let row = Int.random(in: 1...300, using: &random)
      let final = code < 3 && Bool.random(using: &random) ? "m" : "M"
      return bytes("\u{1B}[<\(code);\(column);\(row)\(final)")
    case 1:
      let code = [0, 1, 2, 3, 32, 35, 64, 65].randomElement(using: &random) ?? 0
      return [
        0x1B, 0x5B, 0x4D, UInt8(code + 32), UInt8.random(in: 33...255, using: &random),
        UInt8.random(in: 33...255, using: &random),
      ]
    case 2:
      return [0x1B, 0x5B, finals.randomElement(using: &random) ?? 0x41]
    case 3:
      let modifier = Int.random(in: 2...16, using: &random)
      return bytes("\u{1B}[1;\(modifier)") + [finals.randomElement(using: &random) ?? 0x41]
    case 4:
      let number = [1, 2, 3, 4, 5, 6, 7, 8, 15, 17, 24].randomElement(using: &random) ?? 5
      return bytes("\u{1B}[\(number)~")
    default:
      let modifier =
        Bool.random(using: &random) ? "" : String(Int.random(in: 2...8, using: &random))
      return bytes("\u{1B}O\(modifier)") + [finals.randomElement(using: &random) ?? 0x41]
    }
  }

  /// A report damaged after its introducer (`Esc [`, `Esc O`, or `Esc [ M` for a legacy
  /// mouse report), or whole half the time.
  static func damage(_ report: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
    let isLegacy = report.count == 6 && report[2] == 0x4D
    let introducer = isLegacy ? 3 : 2
    guard report.count > introducer, Bool.random(using: &random) else { return report }
    var damaged = report
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: introducer..<damaged.count, using: &random)
        damaged[at] = isLegacy ? anyByteButEsc(using: &random) : foreignByte(using: &random)
      }
    case 1 where !isLegacy:
      // (A legacy report is three bytes whatever they are: an insertion is a report and a
      // byte of text, as the terminal would never send.)
      // Inside it: a byte after its end is a key of its own.
      let at = Int.random(in: introducer..<damaged.count, using: &random)
      damaged.insert(foreignByte(using: &random), at: at)
    default:
      damaged = Array(damaged.prefix(Int.random(in: introducer..<damaged.count, using: &random)))
    }
    return damaged
  }

  /// A byte that cannot belong to an escape sequence: a control byte other than Esc, DEL, or
  /// a byte over 0x7F.
  static func foreignByte(using random: inout SeededGenerator) -> UInt8 {
    let controls = (UInt8(0)...0x1F).filter { $0 != 0x1B } + [0x7F]
    return Bool.random(using: &random)
      ? controls.randomElement(using: &random) ?? 0
      : UInt8.random(in: 0x80...0xFF, using: &random)
  }

  static func anyByteButEsc(using random: inout SeededGenerator) -> UInt8 {
    let byte = UInt8.random(in: 0...0xFE, using: &random)
    return byte >= 0x1B ? byte + 1 : byte
  }

  // MARK: Helpers

  static func events(of pieces: [[UInt8]]) -> [InputEvent] {
    var parser = InputParser()
    return pieces.flatMap { parser.feed($0) }
  }

  static func pieces(of bytes: [UInt8], at cuts: [Int]) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    var start = 0
    for cut in cuts + [bytes.count] {
      pieces.append(Array(bytes[start..<cut]))
      start = cut
    }
    return pieces
  }

  /// Every set of cut places for sequences of up to 12 bytes; single and double cuts beyond.
  static func cutSets(length: Int) -> [[Int]] {
    guard length > 1 else { return [] }
    if length <= 12 {
      return (1..<(1 << (length - 1))).map { mask in
        (1..<length).filter { mask & (1 << ($0 - 1)) != 0 }
      }
    }
    var sets: [[Int]] = []
    for first in 1..<length {
      sets.append([first])
      for second in (first + 1)..<length { sets.append([first, second]) }
    }
    return sets
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> InputEvent {
    .mouse(MouseEvent(kind: kind, column: column, row: row))
  }

  /// Named sequences: keys, mouse reports in both encodings, things that mean nothing.
  static let catalogue: [Token] = [
    Token(bytes: bytes("\u{1B}[A"), expectation: .event(.key(.up))),
    Token(bytes: bytes("\u{1B}[B"), expectation: .event(.key(.down))),
    Token(bytes: bytes("\u{1B}[C"), expectation: .event(.key(.right))),
    Token(bytes: bytes("\u{1B}[D"), expectation: .event(.key(.left))),
    Token(bytes: bytes("\u{1B}[1;5C"), expectation: .event(.key(.right))),
    Token(bytes: bytes("\u{1B}OA"), expectation: .event(.key(.up))),
    Token(bytes: bytes("\u{1B}OH"), expectation: .event(.key(.home))),
    Token(bytes: bytes("\u{1B}O5D"), expectation: .event(.key(.left))),
    Token(bytes: bytes("\u{1B}[5~"), expectation: .event(.key(.pageUp))),
    Token(bytes: bytes("\u{1B}[6~"), expectation: .event(.key(.pageDown))),
    Token(bytes: bytes("\u{1B}[H"), expectation: .event(.key(.home))),
    Token(bytes: bytes("\u{1B}[4~"), expectation: .event(.key(.end))),
    Token(bytes: bytes("\u{1B}[<0;5;6M"), expectation: .event(mouse(.press(button: 0), 4, 5))),
    Token(bytes: bytes("\u{1B}[<32;7;6M"), expectation: .event(mouse(.drag(button: 0), 6, 5))),
    Token(bytes: bytes("\u{1B}[<0;9;6m"), expectation: .event(mouse(.release(button: 0), 8, 5))),
    Token(bytes: bytes("\u{1B}[<65;1;1M"), expectation: .event(mouse(.wheelDown, 0, 0))),
    Token(
      bytes: bytes("\u{1B}[<4;300;200M"), expectation: .event(mouse(.press(button: 0), 299, 199))),
    Token(bytes: bytes("\u{1B}[M !!"), expectation: .event(mouse(.press(button: 0), 0, 0))),
    Token(bytes: bytes("\u{1B}[M@+%"), expectation: .event(mouse(.drag(button: 0), 10, 4))),
    Token(bytes: bytes("\u{1B}[Ma!!"), expectation: .event(mouse(.wheelDown, 0, 0))),
    Token(
      bytes: [0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xFF],
      expectation: .event(mouse(.press(button: 0), 222, 222))),
    Token(bytes: bytes("q"), expectation: .event(.key(.character("q")))),
    Token(bytes: bytes("5"), expectation: .event(.key(.character("5")))),
    Token(bytes: bytes(" "), expectation: .event(.key(.space))),
    Token(bytes: bytes("\r"), expectation: .event(.key(.enter))),
    Token(bytes: [0x03], expectation: .event(.key(.interrupt))),
    Token(bytes: [0x1A], expectation: .event(.key(.suspend))),
    Token(bytes: bytes("\u{1B}\u{1B}[C"), expectation: .garbage),
    Token(bytes: bytes("é"), expectation: .nothing),
    Token(bytes: bytes("€"), expectation: .nothing),
    Token(bytes: bytes("😀"), expectation: .nothing),
    Token(bytes: bytes("\u{1B}[99z"), expectation: .nothing),
    Token(bytes: bytes("\u{1B}[<0;0;0M"), expectation: .nothing),
    Token(bytes: bytes("\u{1B}[<128;5;5M"), expectation: .nothing),
    Token(bytes: bytes("\u{1B}[<66;5;5M"), expectation: .nothing),
    Token(bytes: bytes("\u{1B}[<0;99999999999999999999;5M"), expectation: .nothing),
    Token(bytes: bytes("\u{1B}OP"), expectation: .nothing),
    Token(bytes: bytes("\u{1B}x"), expectation: .nothing),
    Token(
      bytes: bytes("\u{1B}[" + String(repeating: "1;", count: 60) + "C"), expectation: .nothing),
  ]

  static func randomToken(using random: inout SeededGenerator) -> Token {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4:
      return catalogue.filter { $0.expectation != .garbage }.randomElement(using: &random)
        ?? catalogue[0]
    case 4:
      // An SGR report with random numbers, in range or not.
      let code = [0, 1, 2, 32, 34, 35, 64, 65, 4, 8, 16].randomElement(using: &random) ?? 0
      let column = randomNumber(using: &random)
      let row = randomNumber(using: &random)
      let isRelease = code < 3 && Bool.random(using: &random)
      let text = "\u{1B}[<\(code);\(column);\(row)\(isRelease ? "m" : "M")"
      let inRange =
        (1...UInt64(InputParser.maximumCoordinate)).contains(column)
        && (1...UInt64(InputParser.maximumCoordinate)).contains(row)
      guard inRange, text.utf8.count < InputParser.maximumSequenceLength else {
        return Token(bytes: bytes(text), expectation: .nothing)
      }
      let kind: MouseEvent.Kind =
        switch code {
        case 64: .wheelUp
        case 65: .wheelDown
        case 35: .move
        case 32, 34: .drag(button: code - 32)
        default: isRelease ? .release(button: code & 3) : .press(button: code & 3)
        }
      return Token(
        bytes: bytes(text), expectation: .event(mouse(kind, Int(column) - 1, Int(row) - 1)))
    case 5:
      // A legacy report: any bytes from 32 up.
      let code = [0, 1, 2, 32, 64, 65].randomElement(using: &random) ?? 0
      let column = Int.random(in: 1...223, using: &random)
      let row = Int.random(in: 1...223, using: &random)
      let kind: MouseEvent.Kind =
        switch code {
        case 64: .wheelUp
        case 65: .wheelDown
        case 32: .drag(button: 0)
        default: .press(button: code)
        }
      return Token(
        bytes: [0x1B, 0x5B, 0x4D, UInt8(code + 32), UInt8(column + 32), UInt8(row + 32)],
        expectation: .event(mouse(kind, column - 1, row - 1)))
    case 6:
      // A valid sequence cut short, maybe with a stray byte in it.
      let whole = catalogue.filter { $0.bytes.count > 1 }.randomElement(using: &random)?.bytes ?? []
      var bytes = Array(whole.prefix(Int.random(in: 1..<max(2, whole.count), using: &random)))
      if Bool.random(using: &random) {
        bytes.insert(
          UInt8.random(in: 0...255, using: &random),
          at: Int.random(in: 0...bytes.count, using: &random))
      }
      return Token(bytes: bytes, expectation: .garbage)
    default:
      // Random bytes: UTF-8 lead bytes, continuation bytes, controls, anything.
      let pool: [UInt8] = [0xC3, 0xE2, 0xF0, 0xF4, 0x80, 0xBF, 0xFF, 0x1B, 0x5B, 0x4D, 0x4F]
      let bytes = (0..<Int.random(in: 1...8, using: &random)).map { _ in
        Bool.random(using: &random)
          ? pool.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
      }
      return Token(bytes: bytes, expectation: .garbage)
    }
  }

  /// A coordinate: usually small, sometimes at the edges of what a terminal or an Int holds.
  static func randomNumber(using random: inout SeededGenerator) -> UInt64 {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: [0, 65535, 65536, 1 << 31, 1 << 63, UInt64.max].randomElement(using: &random) ?? 0
    case 1: UInt64.random(in: 0...UInt64.max, using: &random)
    default: UInt64.random(in: 1...300, using: &random)
    }
  }
}
