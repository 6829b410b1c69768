import CarouselCore
import CarouselRendering
import CarouselTestSupport
import Testing

@testable import CarouselTerminal

/// The interactive carousel's state under what a terminal can deliver: random bytes through
/// the parser, mouse reports anywhere (off the screen, at the largest coordinates), resizes to
/// any size (none at all, too small), and time that jumps or stands still. Nothing crashes,
/// and the state stays meaningful after every step. Each run prints its seed;
/// `CAROUSEL_SEED` replays one.
@Suite struct CarouselSessionRandomisedTests {
  @Test(arguments: TestSeeds.seeds)
  func randomInputResizesAndTimeKeepTheStateMeaningful(seed: UInt64) {
    print("CarouselSessionRandomisedTests seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    // Given a carousel of 0 to 7 items, of any kind the options make
    let count = Int.random(in: 0...7, using: &random)
    var configuration = CarouselConfiguration()
    configuration.axis = Bool.random(using: &random) ? .horizontal : .vertical
    configuration.autoAdvance =
      [.off, .interval(0.5), .interval(3), .continuous(pointsPerSecond: 60)].randomElement(
        using: &random) ?? .off
    configuration.scrollAnimationDuration = 0.4
    var layout = ScreenLayout(columns: 80, rows: 24)
    var now = Double.random(in: 0...1e6, using: &random)
    var session = CarouselSession(
      configuration: configuration, labels: (0..<count).map { "Slide \($0)" }, layout: layout,
      now: now)
    var parser = InputParser()
    let composer = ScreenComposer(colorMode: .palette256)
    var encoder = CellEncoder(colorMode: .palette256)
    // Quit keys only raise a flag, which the app's loop reads; the session goes on here.
    let alphabet = Array("\u{1B}[<M;0123456789mABCDHF~ q\r".utf8) + [0x03, 0x1A, 0xC3, 0xFF]

    for step in 0..<3000 {
      // When bytes, mouse reports, resizes and time arrive in any order
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        let bytes = (0..<Int.random(in: 1...12, using: &random)).map { _ in
          alphabet.randomElement(using: &random) ?? 0
        }
        for event in parser.feed(bytes) where event != .key(.suspend) {
          session.handle(event, now: now)
        }
      case 4..<7:
        let kinds: [MouseEvent.Kind] = [
          .press(button: 0), .drag(button: 0), .drag(button: 0), .release(button: 0),
          .press(button: 2), .move, .wheelUp, .wheelDown,
        ]
        let column = coordinate(limit: layout.columns, using: &random)
        let row = coordinate(limit: layout.rows, using: &random)
        let kind = kinds.randomElement(using: &random) ?? .move
        session.handle(.mouse(MouseEvent(kind: kind, column: column, row: row)), now: now)
      case 7:
        layout = ScreenLayout(
          columns: [0, 1, 9, 10, 40, 80, 200].randomElement(using: &random) ?? 80,
          rows: [0, 1, 4, 5, 12, 24, 60].randomElement(using: &random) ?? 24)
        session.resize(to: layout, now: now)
      default:
        // Time moves by a frame, stands still, or jumps (a stop and fg, a sleeping laptop).
        now += [0, 1.0 / 30, 0.001, 0.4, 3, 3600].randomElement(using: &random) ?? 0
        if session.tickPlan.isDue(at: now) { session.advance(to: now) }
      }

      // Then the current item and the selection are items, the position is a number
      if let current = session.frame.currentIndex {
        #expect((0..<count).contains(current), "seed \(seed) step \(step)")
      } else {
        #expect(count == 0, "seed \(seed) step \(step)")
      }
      if let selected = session.lastSelected {
        #expect((0..<count).contains(selected), "seed \(seed) step \(step)")
      }
      #expect(session.frame.position.isFinite, "seed \(seed) step \(step)")
      // And the machine keeps the dots on the screen, in the row above the status line
      if let dots = session.frame.indicator.dots, !session.frame.indicator.isHidden {
        for dot in dots.dots {
          #expect(
            session.layout.row(atY: dot.frame.center.y) == layout.rows - 2
              && dot.frame.minX >= 0 && dot.frame.maxX <= Double(layout.columns),
            "seed \(seed) step \(step)")
        }
      }
      // And the screen can be drawn at its size
      if step % 25 == 0 {
        let slides = session.frame.slidesFrame.size
        let frame = FrameBuffer(width: Int(slides.width), height: Int(slides.height))
        let grid = composer.compose(session: session, slides: frame)
        #expect(grid.columns == layout.columns && grid.rows == layout.rows, "seed \(seed)")
        var bytes: [UInt8] = []
        encoder.encode(grid, into: &bytes)
      }
    }
  }

  /// A coordinate on the screen, just off it, or far away (up to the largest a report holds).
  func coordinate(limit: Int, using random: inout SeededGenerator) -> Int {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: InputParser.maximumCoordinate - 1
    case 1: limit + Int.random(in: 0...3, using: &random)
    default: Int.random(in: 0..<max(1, limit), using: &random)
    }
  }
}
