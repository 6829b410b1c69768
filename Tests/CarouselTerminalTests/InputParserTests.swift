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
    #expect(parser.hasPendingEscape)
    #expect(parser.feed(Array("[".utf8)).isEmpty)
    #expect(parser.feed(Array("<0;12".utf8)).isEmpty)
    #expect(
      parser.feed(Array(";7Mx".utf8))
        == [.mouse(MouseEvent(kind: .press(button: 0), column: 11, row: 6)), .key(.character("x"))])
  }

  @Test func loneEscapeIsFlushedAsEscape() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]).isEmpty)
    #expect(parser.flushPendingEscape() == [.key(.escape)])
    #expect(!parser.hasPendingEscape)
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

  @Test func unknownAndMalformedInputIsSkipped() {
    #expect(parse("\u{1B}[99zq") == [.key(.character("q"))])
    #expect(parse("\u{1B}[<0;0;0Mq") == [.key(.character("q"))])
    #expect(parse("\u{C3}\u{A9}q") == [.key(.character("q"))])
    #expect(parse("\u{1B}[M abq") == [.key(.character("q"))])
  }
}
