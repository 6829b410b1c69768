import CarouselCore
import CarouselRendering
import Testing

@testable import CarouselTerminal

@Suite struct ScreenComposerTests {
  static func text(of grid: CellGrid, row: Int) -> String {
    var text = ""
    for column in 0..<grid.columns {
      if let character = grid[column, row].character { text.unicodeScalars.append(character) }
    }
    return text
  }

  static func session(interval: Double? = 3) -> CarouselSession {
    var configuration = CarouselConfiguration()
    if let interval { configuration.autoAdvance = .interval(interval) }
    return CarouselSession(
      configuration: configuration, labels: ["Beach", "City", "Forest"],
      layout: ScreenLayout(columns: 70, rows: 12), now: 0)
  }

  @Test func controlCharactersInTitlesNeverReachTheTerminal() {
    // Given titles (from a titles file, a file name or a URL) carrying terminal controls: C0
    // (Esc, BEL), DEL, and C1, which terminals honour UTF-8-encoded (U+009B is CSI: U+009B 2 J
    // clears the screen, U+009D starts an OSC that sets the window title)
    let hostile = "A\u{1B}[2J\u{7}B\u{7F}C\u{9B}2JD\u{9D}0;owned\u{9C}E\u{90}q\u{9C}F"
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .off
    var session = CarouselSession(
      configuration: configuration, labels: [hostile, "Plain"],
      layout: ScreenLayout(columns: 70, rows: 12), now: 0)
    session.handle(.key(.enter), now: 0)

    // When the screen is composed and encoded
    let composer = ScreenComposer(colorMode: .trueColor)
    let grid = composer.compose(
      session: session, slides: FrameBuffer(width: 70, height: 18, fill: .white))
    var encoder = CellEncoder(colorMode: .trueColor)
    var bytes: [UInt8] = []
    encoder.encode(grid, into: &bytes)

    // Then every control became a space, in the title line and in the status line's
    // selection, and the output holds no C1 control at all
    #expect(Self.text(of: grid, row: 0).hasPrefix(" A [2J B C 2JD 0;owned E q F"))
    #expect(Self.text(of: grid, row: 11).contains("selected: 1 A [2J B C 2JD 0;owned E q F"))
    let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
    #expect(!scalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x07 })
  }

  @Test func linesShowTitlePositionStateAndDots() {
    var session = Self.session()
    let composer = ScreenComposer(colorMode: .trueColor)
    let slides = FrameBuffer(width: 70, height: 18, fill: .white)
    #expect(session.frame.slidesFrame == CarouselRect(x: 0, y: 0, width: 70, height: 18))
    var grid = composer.compose(session: session, slides: slides)
    #expect(Self.text(of: grid, row: 0).hasPrefix(" Beach"))
    #expect(Self.text(of: grid, row: 11).hasPrefix(" 1 / 3   \u{25B6} playing"))
    #expect(Self.text(of: grid, row: 10).contains("\u{25CF} \u{25CB} \u{25CB}"))
    #expect(grid[grid.columns - 1, 5].background == .rgb(255, 255, 255))

    session.handle(.key(.space), now: 0)
    session.handle(.key(.character("3")), now: 0)
    session.advance(to: 2)
    session.handle(.key(.enter), now: 2)
    grid = composer.compose(session: session, slides: slides)
    #expect(Self.text(of: grid, row: 0).hasPrefix(" Forest"))
    #expect(
      Self.text(of: grid, row: 11).hasPrefix(
        " 3 / 3   \u{275A}\u{275A} paused   selected: 3 Forest"))
    #expect(Self.text(of: grid, row: 10).contains("\u{25CB} \u{25CB} \u{25CF}"))
  }

  @Test func autoAdvanceOffIsSaid() {
    let grid = ScreenComposer(colorMode: .none).compose(
      session: Self.session(interval: nil), slides: FrameBuffer(width: 70, height: 18))
    #expect(Self.text(of: grid, row: 11).contains("auto-advance off"))
  }

  @Test func halfBlocksCarryTwoPixels() {
    let session = Self.session()
    var frame = FrameBuffer(width: 70, height: 18, fill: .black)
    frame.setPixel(x: 3, y: 0, to: RGBAColor(hex: 0xFF0000))
    let truecolor = ScreenComposer(colorMode: .trueColor).compose(session: session, slides: frame)
    #expect(
      truecolor[3, 1] == Cell("\u{2580}", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 0)))
    #expect(truecolor[4, 1] == Cell(" ", background: .rgb(0, 0, 0)))
    let palette = ScreenComposer(colorMode: .palette256).compose(session: session, slides: frame)
    #expect(palette[3, 1] == Cell("\u{2580}", foreground: .indexed(196), background: .indexed(16)))
    let plain = ScreenComposer(colorMode: .none).compose(
      session: session, slides: FrameBuffer(width: 70, height: 18, fill: .white))
    #expect(plain[3, 1].character == "\u{2588}")
  }

  @Test func tooSmallTerminalSaysSo() {
    var session = Self.session()
    session.resize(to: ScreenLayout(columns: 8, rows: 3), now: 0)
    let grid = ScreenComposer(colorMode: .trueColor).compose(
      session: session, slides: FrameBuffer(width: 0, height: 0))
    #expect(Self.text(of: grid, row: 0).hasPrefix("terminal"))
  }

  @Test func textFrameHasOneLinePerRow() {
    let frame = FrameBuffer(width: 12, height: 8, fill: RGBAColor(hex: 0x336699))
    let text = String(
      decoding: TextFrameWriter.text(for: frame, colorMode: .trueColor), as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    #expect(text.contains("48;2;51;102;153m"))
  }
}
