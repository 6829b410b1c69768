import Testing

@testable import CarouselTerminal

@Suite struct InputParserTests {
  func parse(_ text: String) -> [InputEvent] {
    var parser = InputParser()
    return parser.feed(Array(text.utf8))
  }

  @Test func keys() {
    #expect(
      parse("\u{1B}[D\u{1B}[C\u{1B}OA\u{1B}[B q3\r\u{03}")
        == [
          .key(.left), .key(.right), .key(.up), .key(.down), .key(.space),
          .key(.character("q")), .key(.character("3")), .key(.enter), .key(.interrupt),
        ])
    #expect(
      parse("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[1;5C") == [
        .key(.pageUp), .key(.pageDown), .key(.home), .key(.right),
      ])
  }

  @Test func sequencesSplitAcrossReads() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}".utf8)).isEmpty)
    #expect(parser.hasPendingInput)
    #expect(parser.feed(Array("[".utf8)).isEmpty)
    #expect(parser.feed(Array("<0;12".utf8)).isEmpty)
    #expect(
      parser.feed(Array(";7Mx".utf8))
        == [.mouse(MouseEvent(kind: .press(button: 0), column: 11, row: 6)), .key(.character("x"))])
  }

  @Test func loneEscapeIsFlushedAsEscape() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]).isEmpty)
    #expect(parser.flushPendingInput() == [.key(.escape)])
    #expect(!parser.hasPendingInput)
    #expect(parse("\u{1B}\u{1B}") == [.key(.escape)])
  }

  @Test func sgrMouse() {
    #expect(
      parse(
        "\u{1B}[<0;5;6M\u{1B}[<32;7;6M\u{1B}[<0;9;6m\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<35;2;2M")
        == [
          .mouse(MouseEvent(kind: .press(button: 0), column: 4, row: 5)),
          .mouse(MouseEvent(kind: .drag(button: 0), column: 6, row: 5)),
          .mouse(MouseEvent(kind: .release(button: 0), column: 8, row: 5)),
          .mouse(MouseEvent(kind: .wheelUp, column: 0, row: 0)),
          .mouse(MouseEvent(kind: .wheelDown, column: 0, row: 0)),
          .mouse(MouseEvent(kind: .move, column: 1, row: 1)),
        ])
  }

  @Test func strayUTF8LeadByteDoesNotSwallowTheNextSequence() {
    // Given a lead byte with no continuation (invalid UTF-8, or Alt on an 8-bit-meta
    // terminal) right before an escape sequence
    var parser = InputParser()
    // When a Right arrow, a mouse report or F2 follows it
    let right = parser.feed([0xC3] + Array("\u{1B}[C".utf8))
    let mouse = parser.feed([0xF0] + Array("\u{1B}[<0;5;6M".utf8))
    let functionKey = parser.feed([0xE2] + Array("\u{1B}OQ".utf8))
    // Then the lead byte is dropped alone and the sequence is read whole: the arrow moves,
    // the mouse report's digits are no jump, and nothing reads as q (quit)
    #expect(right == [.key(.right)])
    #expect(mouse == [.mouse(MouseEvent(kind: .press(button: 0), column: 4, row: 5))])
    #expect(functionKey.isEmpty)
  }

  @Test func unknownAndMalformedInputIsSkipped() {
    #expect(parse("\u{1B}[99zq") == [.key(.character("q"))])
    #expect(parse("\u{1B}[<0;0;0Mq") == [.key(.character("q"))])
    #expect(parse("\u{C3}\u{A9}q") == [.key(.character("q"))])
    // A legacy (X10) report is read too, for terminals without SGR reports
    #expect(
      parse("\u{1B}[M abq") == [
        .mouse(MouseEvent(kind: .press(button: 0), column: 64, row: 65)), .key(.character("q")),
      ])
  }
}
