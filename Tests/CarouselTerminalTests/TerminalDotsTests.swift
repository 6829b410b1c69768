import CarouselCore
import CarouselRendering
import Testing

@testable import CarouselTerminal

/// The dots row as the host machine lays it out and decides its clicks: the terminal only
/// maps cells to points and draws glyphs where the frame's dots are.
@Suite struct TerminalDotsTests {
  static func session(
    _ indicator: IndicatorOption = .dots, count: Int = 5, columns: Int = 40, rows: Int = 12,
    rightToLeft: Bool = false
  ) -> CarouselSession {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .off
    if rightToLeft { configuration.layoutDirection = .rightToLeft }
    return CarouselSession(
      configuration: configuration, labels: (1...count).map { "Slide \($0)" },
      layout: ScreenLayout(columns: columns, rows: rows), indicator: indicator, now: 0)
  }

  /// The cells of the dots as the machine laid them out: the row and the columns each dot
  /// covers, in page order.
  static func cells(_ session: CarouselSession) -> (rows: Set<Int>, columns: [[Int]])? {
    guard let dots = session.frame.indicator.dots, !session.frame.indicator.isHidden else {
      return nil
    }
    let rows = Set(dots.dots.map { session.layout.row(atY: $0.frame.center.y) })
    let columns = dots.dots.map { dot in
      Array(Int(dot.frame.minX.rounded(.down))..<Int(dot.frame.maxX.rounded(.up)))
    }
    return (rows, columns)
  }

  static func mouse(
    _ session: inout CarouselSession, _ kind: MouseEvent.Kind, _ cell: (column: Int, row: Int),
    at now: Double
  ) {
    session.handle(.mouse(MouseEvent(kind: kind, column: cell.column, row: cell.row)), now: now)
  }

  @Test(arguments: IndicatorOption.allCases)
  func theMachinePlacesTheDotsInTheRowAboveTheStatusLine(indicator: IndicatorOption) throws {
    // Given a 40 x 12 screen: a title row, ten rows of carousel, a status row
    let session = Self.session(indicator)
    let frame = session.frame
    #expect(frame.bounds == CarouselSize(width: 40, height: 20))
    guard indicator != .none else {
      // Then without dots the slides take every row of the carousel
      #expect(frame.indicator.isHidden || frame.indicator.dots == nil)
      #expect(frame.slidesFrame == CarouselRect(x: 0, y: 0, width: 40, height: 20))
      return
    }
    // Then the slides take nine rows, and the dots the tenth, whole cells, centred
    #expect(frame.slidesFrame == CarouselRect(x: 0, y: 0, width: 40, height: 18))
    let cells = try #require(Self.cells(session))
    #expect(cells.rows == [10])
    let dots = try #require(frame.indicator.dots)
    #expect(dots.frame.minX == dots.frame.minX.rounded())
    let first = try #require(cells.columns.first?.first)
    let last = try #require(cells.columns.last?.last)
    #expect(abs((first + last + 1) - 40) <= 1, "\(cells.columns)")
    // A cell between neighbours, none overlapping
    for (left, right) in zip(cells.columns, cells.columns.dropFirst()) {
      #expect(right.first == (left.last ?? 0) + 2, "\(cells.columns)")
    }
    // And no stop/start control: the status line and the space bar are the terminal's
    #expect(frame.rotationControl == nil)
  }

  @Test func aNarrowScreenShowsTheDotsThatFitAroundTheCurrentPage() throws {
    // Given ten items on a screen twelve columns wide
    var session = Self.session(count: 10, columns: 12)
    // Then five dots fit between the one-cell margins
    var cells = try #require(Self.cells(session))
    #expect(cells.columns.count == 5)
    #expect(cells.columns.allSatisfy { $0.allSatisfy { (1...10).contains($0) } })
    #expect(session.frame.indicator.dots?.pages == 0..<5)
    // And when the carousel moves to the last item, the window follows
    session.handle(.key(.end), now: 0)
    session.advance(to: 2)
    cells = try #require(Self.cells(session))
    #expect(cells.columns.count == 5)
    #expect(session.frame.indicator.dots?.pages == 5..<10)
  }

  @Test func rightToLeftThePagesRunFromTheRight() throws {
    let session = Self.session(rightToLeft: true)
    let dots = try #require(session.frame.indicator.dots)
    // The first page's dot is the rightmost, and lit
    let first = try #require(dots.dots.first { $0.page == 0 })
    #expect(dots.dots.allSatisfy { $0.frame.minX <= first.frame.minX })
    let grid = CarouselSessionTests.compose(session)
    let row = ScreenComposerTests.text(of: grid, row: 10).trimmingCharacters(in: .whitespaces)
    #expect(row == "\u{25CB} \u{25CB} \u{25CB} \u{25CB} \u{25CF}")
  }

  @Test func aClickOnADotTurnsOnlyOnRelease() throws {
    // Given the pointer pressed on the fourth dot
    var session = Self.session()
    let dot = try #require(CarouselSessionTests.dotCell(session, page: 3))
    Self.mouse(&session, .press(button: 0), dot, at: 1)
    // Then nothing moves yet
    #expect(session.frame.destinationIndex == 0)
    #expect(!session.frame.isAnimating)
    #expect(session.tickPlan == .idle)
    // When it is released over the same dot, the carousel turns there, selecting nothing
    Self.mouse(&session, .release(button: 0), dot, at: 1.1)
    #expect(session.frame.destinationIndex == 3)
    _ = CarouselSessionTests.settle(&session, from: 1.1)
    #expect(session.frame.currentIndex == 3)
    #expect(session.lastSelected == nil)
  }

  @Test func aPressOnADotThatEndsElsewhereTurnsNothing() throws {
    // Given the pointer pressed on the fourth dot
    var session = Self.session()
    let dot = try #require(CarouselSessionTests.dotCell(session, page: 3))
    let other = try #require(CarouselSessionTests.dotCell(session, page: 1))
    Self.mouse(&session, .press(button: 0), dot, at: 1)
    // When it is dragged up onto the slides, sideways as a swipe would, and released there
    for (step, column) in [dot.column - 4, dot.column - 10, dot.column - 16].enumerated() {
      Self.mouse(&session, .drag(button: 0), (column, 5), at: 1 + Double(step + 1) * 0.02)
    }
    Self.mouse(&session, .release(button: 0), (dot.column - 16, 5), at: 1.1)
    // Then nothing turned, nothing was dragged and nothing was selected
    #expect(!session.frame.isDragging)
    #expect(session.frame.destinationIndex == 0 && session.frame.position == 0)
    #expect(session.tickPlan == .idle)
    #expect(session.lastSelected == nil)
    // And a press on one dot released over another turns nothing either
    Self.mouse(&session, .press(button: 0), dot, at: 2)
    Self.mouse(&session, .drag(button: 0), other, at: 2.05)
    Self.mouse(&session, .release(button: 0), other, at: 2.1)
    #expect(session.frame.destinationIndex == 0 && !session.frame.isAnimating)
  }
}
