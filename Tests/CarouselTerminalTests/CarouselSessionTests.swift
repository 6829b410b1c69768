import CarouselCore
import CarouselImages
import CarouselRendering
import Testing

@testable import CarouselTerminal

@Suite struct CarouselSessionTests {
  static let layout = ScreenLayout(columns: 80, rows: 24)

  static func session(
    count: Int = 5, configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselSession {
    var configuration = CarouselConfiguration()
    configure(&configuration)
    return CarouselSession(
      configuration: configuration, labels: (1...count).map { "Slide \($0)" }, layout: layout,
      now: 0)
  }

  /// Steps the session like the app loop does, at 30 frames per second, until it rests.
  static func settle(_ session: inout CarouselSession, from start: Double) -> Double {
    var now = start
    while session.tickPlan == .frames, now < start + 10 {
      now += 1.0 / 30
      session.advance(to: now)
    }
    return now
  }

  @Test func arrowsMoveOneSlideAnimated() {
    var session = Self.session()
    session.handle(.key(.right), now: 0)
    #expect(session.frame.isAnimating)
    _ = Self.settle(&session, from: 0)
    #expect(session.frame.currentIndex == 1)
    session.handle(.key(.left), now: 2)
    session.handle(.key(.left), now: 2.01)
    _ = Self.settle(&session, from: 2.01)
    #expect(session.frame.currentIndex == 4)
  }

  @Test func rightToLeftAndVerticalMapKeysByDirection() {
    var rtl = Self.session { $0.layoutDirection = .rightToLeft }
    rtl.handle(.key(.left), now: 0)
    _ = Self.settle(&rtl, from: 0)
    #expect(rtl.frame.currentIndex == 1)

    var vertical = Self.session { $0.axis = .vertical }
    vertical.handle(.key(.right), now: 0)
    #expect(!vertical.frame.isAnimating)
    vertical.handle(.key(.down), now: 0)
    _ = Self.settle(&vertical, from: 0)
    #expect(vertical.frame.currentIndex == 1)
  }

  @Test func spacePausesUntilResumed() {
    var session = Self.session { $0.autoAdvance = .interval(2) }
    #expect(session.tickPlan == .wakeUp(at: 2))
    session.handle(.key(.space), now: 0.5)
    #expect(session.frame.isRotationStopped)
    #expect(session.tickPlan == .idle)
    // A manual move does not resume it
    session.handle(.key(.right), now: 1)
    let end = Self.settle(&session, from: 1)
    #expect(session.tickPlan == .idle)
    session.handle(.key(.space), now: end + 1)
    #expect(!session.frame.isRotationStopped)
    #expect(session.tickPlan == .wakeUp(at: end + 3))
  }

  @Test func enterSelectsAndDigitsJump() {
    var session = Self.session()
    session.handle(.key(.character("4")), now: 0)
    _ = Self.settle(&session, from: 0)
    #expect(session.frame.currentIndex == 3)
    session.handle(.key(.enter), now: 5)
    #expect(session.lastSelected == 3)
    session.handle(.key(.character("9")), now: 6)  // no ninth slide: nothing happens
    #expect(!session.frame.isAnimating)
  }

  @Test func quitKeys() {
    for key in [Key.character("q"), .escape, .interrupt] {
      var session = Self.session()
      session.handle(.key(key), now: 0)
      #expect(session.isQuitRequested)
    }
  }

  @Test func clickSelectsTheSlideUnderThePointer() {
    var session = Self.session()
    session.handle(.key(.character("2")), now: 0)
    let now = Self.settle(&session, from: 0)
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 40, row: 10)), now: now + 1)
    session.handle(
      .mouse(MouseEvent(kind: .release(button: 0), column: 40, row: 10)), now: now + 1.1)
    #expect(session.lastSelected == 1)
  }

  @Test func aPressThatMovesOnlyAcrossTheAxisIsStillAClick() {
    // Given the pointer pressed on slide 1 of a horizontal carousel
    var session = Self.session()
    session.handle(.key(.character("2")), now: 0)
    let now = Self.settle(&session, from: 0)
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 40, row: 10)), now: now + 1)
    // When it moves up and down but never sideways, then lets go
    for row in [8, 12, 15] {
      session.handle(
        .mouse(MouseEvent(kind: .drag(button: 0), column: 40, row: row)), now: now + 1.05)
    }
    #expect(!session.frame.isDragging)
    session.handle(
      .mouse(MouseEvent(kind: .release(button: 0), column: 40, row: 15)), now: now + 1.1)
    // Then it clicked the slide under the pointer
    #expect(session.lastSelected == 1)
    #expect(session.frame.currentIndex == 1)
  }

  @Test func clickingADotJumpsToIt() throws {
    var session = Self.session()
    let dot = try #require(Self.dotCell(session, page: 3))
    session.handle(
      .mouse(MouseEvent(kind: .press(button: 0), column: dot.column, row: dot.row)), now: 0)
    session.handle(
      .mouse(MouseEvent(kind: .release(button: 0), column: dot.column, row: dot.row)), now: 0.05)
    _ = Self.settle(&session, from: 0.05)
    #expect(session.frame.currentIndex == 3)
    #expect(session.lastSelected == nil)
  }

  /// The cell of a page's dot, as the machine laid the dots out.
  static func dotCell(_ session: CarouselSession, page: Int) -> (column: Int, row: Int)? {
    guard let dot = session.frame.indicator.dots?.dots.first(where: { $0.page == page }) else {
      return nil
    }
    return (
      Int(dot.frame.center.x.rounded(.down)), session.layout.row(atY: dot.frame.center.y)
    )
  }

  @Test func dragFollowsThePointerAndFlings() {
    var session = Self.session()
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 60, row: 10)), now: 0)
    for step in 1...5 {
      session.handle(
        .mouse(MouseEvent(kind: .drag(button: 0), column: 60 - step * 3, row: 10)),
        now: Double(step) * 0.02)
    }
    // The content follows the pointer: 15 columns of 80 is under a fifth of a slide
    #expect(session.frame.isDragging)
    #expect(abs(session.frame.position - 15.0 / 80) < 0.02)
    // A quick release flings to the next slide although the drag was short
    session.handle(.mouse(MouseEvent(kind: .release(button: 0), column: 43, row: 10)), now: 0.11)
    _ = Self.settle(&session, from: 0.11)
    #expect(session.frame.currentIndex == 1)
    #expect(session.lastSelected == nil)
  }

  /// The end-to-end drag relies on this: however the mouse reports are spaced in time (all
  /// read at once on a busy machine, or trickling in), a drag past half a slide turns exactly
  /// one slide.
  @Test(arguments: [0, 0.000_001, 0.015, 0.5])
  func dragPastHalfwayTurnsOneSlideWhateverTheTiming(spacing: Double) {
    // Given a press on the picture
    var session = Self.session()
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 70, row: 10)), now: 1)
    // When the pointer moves 50 of 80 columns toward the start, its reports this far apart
    var now = 1.0
    for column in stride(from: 65, through: 20, by: -5) {
      now += spacing
      session.handle(.mouse(MouseEvent(kind: .drag(button: 0), column: column, row: 10)), now: now)
    }
    now += spacing
    session.handle(.mouse(MouseEvent(kind: .release(button: 0), column: 20, row: 10)), now: now)
    _ = Self.settle(&session, from: now)
    // Then it rests on the next slide, with nothing selected
    #expect(session.frame.currentIndex == 1)
    #expect(session.frame.position == 1)
    #expect(session.lastSelected == nil)
  }

  @Test(arguments: [nil, PixelSize(width: 300, height: 100)])
  func aMarqueeDragScrollsFreelyAndStaysWhereTheMouseLetGo(picture: PixelSize?) {
    // Given the terminal's marquee of the demo slides or of one wide picture, its drift
    // stopped with space
    var options = CarouselOptions()
    options.marqueeSpeed = 20
    let slideshow = Slideshow(options: options)
    var session = CarouselSession(
      configuration: slideshow.configuration, labels: slideshow.labels, layout: Self.layout,
      now: 0)
    if let picture {
      session.setConfiguration(
        slideshow.configuration(forPictureSize: picture, viewport: session.frame.slidesFrame.size),
        now: 0)
    }
    session.handle(.key(.space), now: 0)
    let itemLength = picture == nil ? 80 : 300 * session.frame.slidesFrame.size.height / 100
    let start = session.frame.position
    // When the mouse drags it 20 columns toward the start, holds still and lets go
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 50, row: 10)), now: 1)
    for step in 1...10 {
      session.handle(
        .mouse(MouseEvent(kind: .drag(button: 0), column: 50 - step * 2, row: 10)),
        now: 1 + Double(step) * 0.02)
    }
    session.handle(.mouse(MouseEvent(kind: .release(button: 0), column: 30, row: 10)), now: 1.5)
    _ = Self.settle(&session, from: 1.5)
    // Then it rests where the mouse let go, 20 points on: no snap to a whole item
    #expect(abs(session.frame.position - start - 20 / itemLength) < 1e-9)
    #expect(session.tickPlan == .idle)
    #expect(session.lastSelected == nil)
  }

  @Test func resizeMidAnimationKeepsTheTarget() {
    var session = Self.session()
    session.handle(.key(.right), now: 0)
    session.advance(to: 0.1)
    session.resize(to: ScreenLayout(columns: 120, rows: 40), now: 0.1)
    #expect(session.frame.slidesFrame.size == CarouselSize(width: 120, height: 74))
    _ = Self.settle(&session, from: 0.1)
    #expect(session.frame.currentIndex == 1)
    // Too small a terminal lays nothing out, and growing back restores it
    session.resize(to: ScreenLayout(columns: 5, rows: 3), now: 5)
    #expect(session.frame.slots.isEmpty)
    session.resize(to: Self.layout, now: 6)
    #expect(session.frame.currentIndex == 1)
    #expect(!session.frame.slots.isEmpty)
  }

  // MARK: What the session leaves to the host machine

  @Test func eachSlideWaitsItsOwnIntervalFromTheCommandLine() throws {
    // Given `carousel --interval 2,6 a b c`
    let options = try CommandLineParser.parse(["--interval", "2,6", "a.png", "b.png", "c.png"])
    let slideshow = Slideshow(options: options)
    var session = CarouselSession(
      configuration: slideshow.configuration, labels: slideshow.labels, layout: Self.layout,
      now: 0)
    // Then the first slide turns at 2 s, the second 6 s after it rests, the third (past the
    // list) 6 s after that
    #expect(session.tickPlan == .wakeUp(at: 2))
    session.advance(to: 2)
    let rested = Self.settle(&session, from: 2)
    #expect(session.frame.currentIndex == 1)
    guard case .wakeUp(let due) = session.tickPlan else {
      Issue.record("no turn planned after the first")
      return
    }
    #expect(due > rested + 6 - 0.1 && due <= rested + 6)
  }

  @Test func anAnimatedPictureHoldsItsSlideWhenAsked() {
    for holds in [false, true] {
      // Given a session turning every 2 s whose first picture loops in 5 s
      var configuration = CarouselConfiguration()
      configuration.autoAdvance = .interval(2)
      var session = CarouselSession(
        configuration: configuration, labels: ["a", "b"], layout: Self.layout,
        holdsAnimations: holds, now: 0)
      session.setAnimationLength(5, forItem: 0, now: 0.1)
      // Then with --hold-animations the slide turns after one loop, else on its interval
      #expect(session.tickPlan == .wakeUp(at: holds ? 5 : 2), "holds: \(holds)")
    }
  }

  @Test func theLoopWakesForAnAnimatedPicturesNextFrameThroughTheMachine() {
    // Given a resting carousel with nothing due
    var session = Self.session()
    #expect(session.tickPlan == .idle)
    // When the renderer says the next picture frame is due in a second
    session.setPictureWakeUp(1, now: 0)
    // Then the machine's plan wakes the loop then, and nothing once no picture plays
    #expect(session.tickPlan == .wakeUp(at: 1))
    session.advance(to: 1)
    session.setPictureWakeUp(nil, now: 1)
    #expect(session.tickPlan == .idle)
  }

  @Test func aClickSelectsTheItemTheMachineReports() {
    // Given a carousel resting on slide 3
    var session = Self.session()
    session.handle(.key(.character("3")), now: 0)
    let now = Self.settle(&session, from: 0)
    #expect(session.lastSelected == nil)
    // When the mouse clicks the picture without moving
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 20, row: 6)), now: now + 1)
    session.handle(
      .mouse(MouseEvent(kind: .release(button: 0), column: 20, row: 6)), now: now + 1.05)
    // Then the item the machine reported selected is the last selection, and nothing moved
    #expect(session.lastSelected == 2)
    #expect(session.frame.currentIndex == 2)
    #expect(session.tickPlan == .idle)
    // And it stays the last selection while the carousel moves on
    session.handle(.key(.right), now: now + 2)
    _ = Self.settle(&session, from: now + 2)
    #expect(session.lastSelected == 2)
  }

  @Test(arguments: [CarouselAxis.horizontal, .vertical])
  func aPressDragsOnceItMovesOneCellAlongTheAxis(axis: CarouselAxis) {
    // Given a press on the picture
    var session = Self.session { $0.axis = axis }
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 40, row: 10)), now: 1)
    // When the mouse reports the same cell again, it is still a click
    session.handle(.mouse(MouseEvent(kind: .drag(button: 0), column: 40, row: 10)), now: 1.02)
    let isClick = !session.frame.isDragging
    #expect(isClick)
    // When it moves one cell along the axis (a column is one point, a row two)
    let column = axis == .horizontal ? 39 : 40
    let row = axis == .horizontal ? 10 : 9
    session.handle(
      .mouse(MouseEvent(kind: .drag(button: 0), column: column, row: row)), now: 1.04)
    // Then the content is dragged and follows the pointer from where it went down
    let isDragging = session.frame.isDragging
    #expect(isDragging)
    let length = axis == .horizontal ? 80.0 : session.frame.slidesFrame.size.height
    let moved = axis == .horizontal ? 1.0 : 2.0
    #expect(abs(session.frame.position - moved / length) < 1e-9)
    // And letting go there is no click
    session.handle(
      .mouse(MouseEvent(kind: .release(button: 0), column: column, row: row)), now: 2)
    _ = Self.settle(&session, from: 2)
    #expect(session.lastSelected == nil)
    #expect(session.frame.currentIndex == 0)
  }

  @Test func spaceTogglesTheRotationControlAndTheStatusLineSaysPaused() {
    // Given a carousel turning every 3 s
    var session = Self.session { $0.autoAdvance = .interval(3) }
    #expect(Self.statusLine(session).contains("\u{25B6} playing"))
    // And the mouse holding the picture (which holds the carousel, not the control)
    session.handle(.mouse(MouseEvent(kind: .press(button: 0), column: 40, row: 10)), now: 0.5)
    #expect(session.tickPlan == .idle)
    #expect(Self.statusLine(session).contains("\u{25B6} playing"))
    // When space is pressed
    session.handle(.key(.space), now: 1)
    // Then the rotation control is stopped, and the status line says so
    var isStopped = session.frame.isRotationStopped
    #expect(isStopped)
    #expect(Self.statusLine(session).contains("\u{275A}\u{275A} paused"))
    // And letting go of the picture does not start it: nothing is due
    session.handle(.mouse(MouseEvent(kind: .release(button: 0), column: 40, row: 10)), now: 1.5)
    #expect(Self.statusLine(session).contains("\u{275A}\u{275A} paused"))
    #expect(session.tickPlan == .idle)
    // When it is pressed again, rotation starts again: the next turn a full interval later
    session.handle(.key(.space), now: 2)
    isStopped = session.frame.isRotationStopped
    #expect(!isStopped)
    #expect(Self.statusLine(session).contains("\u{25B6} playing"))
    #expect(session.tickPlan == .wakeUp(at: 5))
  }

  @Test(arguments: [(IndicatorOption.timer, 32), (.pill, 1), (.dots, 1)])
  func theLoopWakesOnlyAsOftenAsTheIndicatorChanges(indicator: IndicatorOption, steps: Int) {
    // Given a carousel turning every 3 s, with this indicator (the timer's bar is four cells)
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(3)
    var session = CarouselSession(
      configuration: configuration, labels: ["A", "B", "C"], layout: Self.layout,
      indicator: indicator, now: 0)
    // When the loop runs through the dwell, stepping only when the session asks
    var previous = Self.dotsRow(session)
    var unchangedWakeUps = 0
    let ticks = Self.runUntilATurn(&session) { stepped in
      let row = Self.dotsRow(stepped)
      if row == previous, stepped.tickPlan != .frames { unchangedWakeUps += 1 }
      previous = row
    }
    // Then it woke once for each step the indicator can show (the timer's fill moves an
    // eighth of a cell at a time; the last wake-up starts the turn), and never for nothing
    #expect((steps...steps + 1).contains(ticks), "\(ticks) wake-ups")
    #expect(unchangedWakeUps == 0)
  }

  /// The dots row's cells, in 24-bit colour (the timer's fill moves within a cell by colour).
  static func dotsRow(_ session: CarouselSession) -> [Cell] {
    let grid = compose(session)
    let row = session.layout.rows - 2
    return (0..<grid.columns).map { grid[$0, row] }
  }

  /// The status line's text.
  static func statusLine(_ session: CarouselSession) -> String {
    ScreenComposerTests.text(of: compose(session), row: session.layout.statusRow)
  }

  /// The screen, with blank slides of the frame's size.
  static func compose(_ session: CarouselSession) -> CellGrid {
    let slides = session.frame.slidesFrame.size
    return ScreenComposer(colorMode: .trueColor).compose(
      session: session,
      slides: FrameBuffer(width: Int(slides.width), height: Int(slides.height)))
  }

  /// Runs the session as the app's loop does while no input comes: steps it whenever its
  /// tick plan is due, jumping to each wake-up, until it asks for frames (a page turn began)
  /// or nothing is due for 10 seconds.
  ///
  /// - Parameter body: Called after each step.
  /// - Returns: The number of steps.
  static func runUntilATurn(
    _ session: inout CarouselSession, afterEachTick body: (CarouselSession) -> Void
  ) -> Int {
    let limit = session.frame.time + 10
    var lastFrameTime = session.frame.time
    var ticks = 0
    while session.tickPlan != .frames,
      let due = session.tickPlan.dueTime(
        lastFrameTime: lastFrameTime, frameInterval: 1 / InteractiveApp.frameRate),
      due <= limit
    {
      #expect(session.tickPlan.isDue(at: due))
      session.advance(to: due)
      lastFrameTime = due
      ticks += 1
      body(session)
    }
    return ticks
  }
}
