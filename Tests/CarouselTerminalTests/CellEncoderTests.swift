import Testing

@testable import CarouselTerminal

@Suite struct CellEncoderTests {
  static func grid(_ lines: [String]) -> CellGrid {
    var grid = CellGrid(columns: lines.map(\.count).max() ?? 0, rows: lines.count)
    for (row, line) in lines.enumerated() {
      grid.write(
        line, row: row, column: 0, foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0))
    }
    return grid
  }

  @Test func firstFrameIsWholeThenOnlyChanges() {
    var encoder = CellEncoder(colorMode: .trueColor)
    var first: [UInt8] = []
    let written = encoder.encode(Self.grid(["hello", "world"]), into: &first)
    #expect(written == 10)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("\u{1B}[2J"))
    #expect(text.contains("hello") && text.contains("world"))

    // The same grid again writes nothing at all
    var same: [UInt8] = []
    #expect(encoder.encode(Self.grid(["hello", "world"]), into: &same) == 0)
    #expect(same.isEmpty)

    // One changed cell: a cursor move to it and the character, nothing else
    var one: [UInt8] = []
    #expect(encoder.encode(Self.grid(["hello", "worLd"]), into: &one) == 1)
    let change = String(decoding: one, as: UTF8.self)
    #expect(change.contains("\u{1B}[2;4HL"))
    #expect(!change.contains("hello"))
  }

  @Test func sameRowGapsSkipForward() {
    var encoder = CellEncoder(colorMode: .trueColor)
    var output: [UInt8] = []
    encoder.encode(Self.grid(["abcdefgh"]), into: &output)
    output.removeAll()
    encoder.encode(Self.grid(["Abcdefgh"].map { _ in "AbcdefgH" }), into: &output)
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.contains("\u{1B}[1;1HA\u{1B}[6CH"))
  }

  @Test func colourModes() {
    var grid = CellGrid(columns: 2, rows: 1)
    grid[0, 0] = Cell(
      "\u{2580}", foreground: TerminalColor(.init(red: 250, green: 10, blue: 10), mode: .trueColor),
      background: .rgb(0, 0, 255))
    var output: [UInt8] = []
    var encoder = CellEncoder(colorMode: .trueColor)
    encoder.encode(grid, into: &output)
    #expect(
      String(decoding: output, as: UTF8.self).contains("38;2;250;10;10;48;2;0;0;255m\u{2580}"))

    var palette = CellGrid(columns: 1, rows: 1)
    palette[0, 0] = Cell("x", foreground: .indexed(196), background: .indexed(21))
    output.removeAll()
    var encoder256 = CellEncoder(colorMode: .palette256)
    encoder256.encode(palette, into: &output)
    #expect(String(decoding: output, as: UTF8.self).contains("38;5;196;48;5;21m"))

    output.removeAll()
    var plain = CellEncoder(colorMode: .none)
    plain.encode(palette, into: &output)
    let text = String(decoding: output, as: UTF8.self)
    #expect(!text.contains("38;") && !text.contains("48;"))
    #expect(text.contains("x"))
  }

  @Test func paletteIndexPicksNearestEntries() {
    #expect(TerminalColor.paletteIndex(.init(red: 0, green: 0, blue: 0)) == 16)
    #expect(TerminalColor.paletteIndex(.init(red: 255, green: 255, blue: 255)) == 231)
    #expect(TerminalColor.paletteIndex(.init(red: 255, green: 0, blue: 0)) == 196)
    #expect(TerminalColor.paletteIndex(.init(red: 128, green: 128, blue: 128)) == 244)
    #expect(TerminalColor.paletteIndex(.init(red: 0, green: 95, blue: 175)) == 25)
  }

  @Test func wideCharactersTakeTwoCells() {
    var grid = CellGrid(columns: 6, rows: 1)
    let end = grid.write("a\u{4E2D}b", row: 0, column: 0, foreground: nil, background: .standard)
    #expect(end == 4)
    #expect(grid[1, 0].character == "\u{4E2D}")
    #expect(grid[2, 0].character == nil)
    #expect(grid[3, 0].character == "b")
    var encoder = CellEncoder(colorMode: .none)
    var output: [UInt8] = []
    encoder.encode(grid, into: &output)
    #expect(String(decoding: output, as: UTF8.self).contains("a\u{4E2D}b"))
  }

  @Test func detectsColourModeFromEnvironment() {
    #expect(ColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
    #expect(
      ColorMode.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
  }
}
