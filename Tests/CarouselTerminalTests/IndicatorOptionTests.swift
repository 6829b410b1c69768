import CarouselCore
import CarouselRendering
import Testing

@testable import CarouselTerminal

/// `--indicator`: the option, the renderer's style, and the dots row the terminal draws where
/// the host machine lays the dots out.
@Suite struct IndicatorOptionTests {
  @Test func theOptionNamesAStyle() throws {
    #expect(try CommandLineParser.parse([]).indicator == .dots)
    #expect(try CommandLineParser.parse(["--indicator", "pill"]).indicator == .pill)
    #expect(
      try CommandLineParser.parse(["render", "--indicator=timer", "--out", "f"]).indicator == .timer
    )
    #expect(try CommandLineParser.parse(["--indicator", "none"]).indicator == .none)
    #expect(throws: CommandLineError("--indicator takes one of dots, pill, timer, none, not 'bar'"))
    {
      try CommandLineParser.parse(["--indicator", "bar"])
    }
    #expect(HelpText.usage.contains("--indicator STYLE"))
  }

  @Test func theRendererKeepsItsColoursInTheNewShape() {
    let base = CarouselRenderStyle.defaultPageIndicator
    let pill = IndicatorOption.pill.style(from: base)
    #expect(pill.currentDotSize == PageIndicatorStyle.pill.currentDotSize)
    #expect(pill.backdropColor == base.backdropColor && pill.color == base.color)
    #expect(IndicatorOption.timer.style(from: base).showsTimerProgress)
    #expect(IndicatorOption.none.style(from: base).isHidden)
    #expect(IndicatorOption.dots.style(from: base) == base)
  }

  // MARK: The dots row

  private static func session(
    _ indicator: IndicatorOption, interval: Double? = 4, rtl: Bool = false
  ) -> CarouselSession {
    var configuration = CarouselConfiguration()
    if let interval { configuration.autoAdvance = .interval(interval) }
    if rtl { configuration.layoutDirection = .rightToLeft }
    return CarouselSession(
      configuration: configuration, labels: ["A", "B", "C"],
      layout: ScreenLayout(columns: 40, rows: 12), indicator: indicator, now: 0)
  }

  private static func dotsRow(_ session: CarouselSession, colorMode: ColorMode = .trueColor)
    -> String
  {
    let slides = session.frame.slidesFrame.size
    let grid = ScreenComposer(colorMode: colorMode).compose(
      session: session, slides: FrameBuffer(width: Int(slides.width), height: Int(slides.height)))
    return ScreenComposerTests.text(of: grid, row: session.layout.rows - 2)
      .trimmingCharacters(in: .whitespaces)
  }

  @Test func dotsPillsAndNone() {
    #expect(Self.dotsRow(Self.session(.dots)) == "\u{25CF} \u{25CB} \u{25CB}")
    #expect(Self.dotsRow(Self.session(.dots, rtl: true)) == "\u{25CB} \u{25CB} \u{25CF}")
    #expect(Self.dotsRow(Self.session(.pill)) == "\u{2501}\u{2501}\u{2501} \u{25CB} \u{25CB}")
    #expect(Self.dotsRow(Self.session(.none)).isEmpty)
  }

  @Test func thePillMovesOnWithTheContent() {
    var session = Self.session(.pill, interval: nil)
    session.handle(.key(.right), now: 0)
    var rows: [String] = []
    var time = 0.0
    while session.frame.isAnimating {
      time += 1.0 / 30
      session.advance(to: time)
      rows.append(Self.dotsRow(session))
    }
    #expect(rows.last == "\u{25CB} \u{2501}\u{2501}\u{2501} \u{25CB}")
    // Every frame shows a bar of at least two cells somewhere: the pill never vanishes
    #expect(rows.allSatisfy { $0.contains("\u{2501}\u{2501}") })
    // Three dots on every frame: a round dot is one glyph, a pill a bar of two or more cells
    for row in rows {
      let groups = row.split(separator: " ")
      #expect(groups.count == 3, "\(row)")
      for group in groups {
        let round = group == "\u{25CB}" || group == "\u{25CF}"
        let bar = group.count >= 2 && group.allSatisfy { $0 == "\u{2501}" }
        #expect(round || bar, "\(row)")
      }
    }
    // Half-way, two half pills
    #expect(rows.contains("\u{2501}\u{2501} \u{2501}\u{2501} \u{25CB}"))
  }

  @Test func theTimerFillsItsBarAndWakesTheLoopToShowIt() {
    var session = Self.session(.timer)
    #expect(Self.dotsRow(session) == "\u{2500}\u{2500}\u{2500}\u{2500} \u{25CB} \u{25CB}")
    session.advance(to: 2)
    #expect(Self.dotsRow(session) == "\u{2501}\u{2501}\u{2500}\u{2500} \u{25CB} \u{25CB}")
    // While it fills the loop wakes often enough to move it by an eighth of a cell
    #expect(session.tickPlan == .wakeUp(at: 2 + 4.0 / 32))
    #expect(Self.session(.dots).tickPlan == .wakeUp(at: 4))
    // Paused, the bar stays where it was and the loop sleeps
    session.handle(.key(.space), now: 2)
    #expect(Self.dotsRow(session) == "\u{2501}\u{2501}\u{2500}\u{2500} \u{25CB} \u{25CB}")
    #expect(session.tickPlan == .idle)
  }

  @Test func aClickOnADotOfAnyStyleJumpsThere() throws {
    for indicator in [IndicatorOption.dots, .pill, .timer] {
      var session = Self.session(indicator, interval: nil)
      let dot = try #require(CarouselSessionTests.dotCell(session, page: 2))
      for kind in [MouseEvent.Kind.press(button: 0), .release(button: 0)] {
        session.handle(.mouse(MouseEvent(kind: kind, column: dot.column, row: dot.row)), now: 0)
      }
      session.advance(to: 2)
      #expect(session.frame.currentIndex == 2, "\(indicator)")
    }
  }
}
