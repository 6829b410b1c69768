import CarouselCore
import Testing

@testable import CarouselHosting
@testable import CarouselTerminal

/// One recorded session played through each front end's own input path: the UIKit views'
/// (recognised pans, touches, taps, their page control, keys), SwiftUI's (raw pointers on the
/// machine's dots), and the terminal's (mouse reports and keys). What each one shows after every
/// step (the item, the user's stop, the selections, what VoiceOver would read) must be the
/// same: a front end that decided anything of its own (another drag rule, another place for
/// a dot, another pause) would show something else.
@MainActor
@Suite struct FrontEndInputTests {
  /// A step of the session, in the user's terms.
  enum Step: Hashable {
    case wait(Double)
    /// A quick swipe that turns one page forward, or back.
    case swipe(forward: Bool)
    /// A tap or click in the middle of the slides.
    case tapSlides
    /// A hardware key.
    case key(CarouselKey)
    /// The stop/start control (or its key).
    case toggleRotation
    /// The page dot of this page.
    case tapDot(Int)
  }

  /// What a user sees after a step.
  struct Shown: Hashable, CustomStringConvertible {
    var current: Int?
    var isStopped: Bool
    var selections: [Int]
    var value: String

    var description: String {
      "current \(current.map(String.init) ?? "none"), stopped \(isStopped), "
        + "selected \(selections), \"\(value)\""
    }
  }

  /// A front end: the same session, its own input path.
  @MainActor protocol FrontEnd {
    mutating func play(_ step: Step)
    var shown: Shown { get }
  }

  static let session: [Step] = [
    .wait(4), .swipe(forward: true), .wait(1), .tapSlides, .wait(1), .key(.right), .wait(1),
    .toggleRotation, .wait(7), .tapDot(4), .wait(1), .swipe(forward: false), .wait(1),
    .key(.home), .wait(1), .toggleRotation, .wait(3.5), .swipe(forward: true), .wait(0.2),
    .tapSlides, .wait(5), .key(.end), .wait(1), .tapDot(0), .wait(1),
  ]

  @Test func everyFrontEndShowsTheSameAfterEveryStep() {
    var apple = UIKitShaped()
    var swiftUI = SwiftUIShaped()
    var terminal = TerminalShaped()
    var seen: [Shown] = []
    for (index, step) in Self.session.enumerated() {
      apple.play(step)
      swiftUI.play(step)
      terminal.play(step)
      let label = "step \(index): \(step)"
      #expect(
        swiftUI.shown == apple.shown, "\(label): SwiftUI \(swiftUI.shown), UIKit \(apple.shown)")
      #expect(
        terminal.shown == apple.shown, "\(label): terminal \(terminal.shown), UIKit \(apple.shown)")
      seen.append(apple.shown)
    }
    // And the session did what it says: turns by hand, by key and by dot, a tap at rest that
    // selected and one on a turn in flight that only stopped it, a stop that held and a start
    // that turned the pages again.
    #expect(seen.map(\.current).contains(4))
    #expect(apple.shown.selections.count == 1)
    #expect(seen.contains { $0.isStopped } && seen.contains { !$0.isStopped })
  }
}

// MARK: The front ends

extension FrontEndInputTests {
  static let interval = 3.0
  static let count = 5

  static var configuration: CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(interval)
    return configuration
  }

  /// A display link and timer on a virtual clock.
  final class VirtualTicker: CarouselTicking {
    weak var target: (any CarouselTickTarget)?
    var now = 0.0
    let frameInterval = 1.0 / 60
    private var plan = CarouselTickPlan.idle

    func apply(_ plan: CarouselTickPlan) { self.plan = plan }

    func run(for duration: Double) {
      let end = now + duration
      while now < end {
        switch plan {
        case .idle:
          now = end
        case .frames:
          now = min(now + frameInterval, end)
          target?.tick(now: now)
        case .wakeUp(let time):
          guard time <= end else {
            now = end
            break
          }
          now = max(now, time)
          plan = .idle
          target?.tick(now: now)
        }
      }
    }
  }

  /// Records what a driver's view is told.
  final class Recorder: CarouselDriverOutput {
    var selections: [Int] = []
    func carouselDriver(_ driver: CarouselDriver, draw frame: CarouselFrame) {}
    func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselEvent) {
      if case .itemSelected(let index) = event { selections.append(index) }
    }
  }

  /// A 390 x 130 point carousel hosted by a driver, as the Apple views host it.
  static func makeDriver(indicator: CarouselHostMachine.Indicator) -> (
    CarouselDriver, VirtualTicker, Recorder
  ) {
    let ticker = VirtualTicker()
    let driver = CarouselDriver(
      configuration: configuration, itemCount: count,
      signals: CarouselHostSignals(isInWindow: true), strings: CarouselAccessibilityStrings(),
      ticker: ticker)
    let recorder = Recorder()
    driver.output = recorder
    driver.setIndicator(indicator)
    driver.setBounds(CarouselSize(width: 390, height: 130))
    return (driver, ticker, recorder)
  }

  static func shown(_ frame: CarouselFrame, selections: [Int]) -> Shown {
    Shown(
      current: frame.currentIndex, isStopped: frame.isRotationStopped, selections: selections,
      value: frame.accessibility.value)
  }

  /// UIKit's path: a pan recognizer that begins once the finger travelled along the axis, a
  /// touch recognizer beside it, a tap recognizer, the page control's value, and keys.
  @MainActor struct UIKitShaped: FrontEnd {
    let driver: CarouselDriver
    let ticker: VirtualTicker
    let recorder: Recorder

    init() {
      (driver, ticker, recorder) = FrontEndInputTests.makeDriver(
        indicator: .control(.dots, size: CarouselSize(width: 100, height: 26)))
    }

    var shown: Shown { FrontEndInputTests.shown(driver.frame, selections: recorder.selections) }

    mutating func play(_ step: Step) {
      switch step {
      case .wait(let seconds):
        ticker.run(for: seconds)
      case .swipe(let forward):
        let start = CarouselPoint(x: 195, y: 65)
        let sign: Double = forward ? -1 : 1
        driver.handleTouch(.began)
        ticker.run(for: 0.016)
        driver.handlePan(.began, at: start, translation: .zero)
        for step in 1...6 {
          ticker.now += 0.016
          let offset = CarouselPoint(x: sign * Double(step) * 20, y: 0)
          driver.handlePan(
            .changed, at: CarouselPoint(x: start.x + offset.x, y: start.y), translation: offset)
        }
        driver.handlePan(.ended, at: CarouselPoint(x: start.x + sign * 120, y: start.y))
        driver.handleTouch(.ended)
      case .tapSlides:
        driver.handleTouch(.began)
        ticker.now += 0.05
        driver.handleTouch(.ended)
        driver.handleTap(at: CarouselPoint(x: 195, y: 65))
      case .key(let key):
        driver.press(key)
      case .toggleRotation:
        driver.toggleRotation()
      case .tapDot(let page):
        // The page control reports its new page.
        driver.scroll(to: page, animated: true)
      }
    }
  }

  /// SwiftUI's path: every press a raw touch pointer, on the machine's own dots too.
  @MainActor struct SwiftUIShaped: FrontEnd {
    let driver: CarouselDriver
    let ticker: VirtualTicker
    let recorder: Recorder

    init() {
      (driver, ticker, recorder) = FrontEndInputTests.makeDriver(indicator: .dots(.dots))
    }

    var shown: Shown { FrontEndInputTests.shown(driver.frame, selections: recorder.selections) }

    mutating func play(_ step: Step) {
      switch step {
      case .wait(let seconds):
        ticker.run(for: seconds)
      case .swipe(let forward):
        let start = CarouselPoint(x: 195, y: 65)
        let sign: Double = forward ? -1 : 1
        driver.pointerDown(at: start, kind: .touch)
        for step in 1...6 {
          ticker.now += 0.016
          driver.pointerMove(to: CarouselPoint(x: start.x + sign * Double(step) * 20, y: start.y))
        }
        driver.pointerUp(at: CarouselPoint(x: start.x + sign * 120, y: start.y))
      case .tapSlides:
        driver.pointerDown(at: CarouselPoint(x: 195, y: 65), kind: .touch)
        ticker.now += 0.05
        driver.pointerUp(at: CarouselPoint(x: 196, y: 65))
      case .key(let key):
        driver.press(key)
      case .toggleRotation:
        driver.toggleRotation()
      case .tapDot(let page):
        guard let dot = driver.frame.indicator.dots?.dots.first(where: { $0.page == page })
        else {
          Issue.record("no dot for page \(page)")
          return
        }
        driver.pointerDown(at: dot.frame.center, kind: .touch)
        ticker.now += 0.05
        driver.pointerUp(at: dot.frame.center)
      }
    }
  }

  /// The terminal's path: mouse reports in cells, keys, space for the stop/start control.
  @MainActor struct TerminalShaped: FrontEnd {
    var session: CarouselSession
    var now = 0.0
    /// A 60 x 24 terminal: the carousel 60 points wide, 22 rows (44 points) tall.
    static let layout = ScreenLayout(columns: 60, rows: 24)

    init() {
      session = CarouselSession(
        configuration: FrontEndInputTests.configuration,
        labels: (0..<FrontEndInputTests.count).map { "item \($0)" }, layout: Self.layout,
        now: 0)
    }

    var shown: Shown { FrontEndInputTests.shown(session.frame, selections: selectionLog) }

    /// Every selection, in order (the session keeps the last one; the test keeps them all).
    private var selectionLog: [Int] = []

    mutating func play(_ step: Step) {
      let before = session.selectionCount
      switch step {
      case .wait(let seconds):
        run(for: seconds)
      case .swipe(let forward):
        let row = 8
        let start = 30
        let sign = forward ? -1 : 1
        mouse(.press(button: 0), column: start, row: row)
        for step in 1...6 {
          now += 0.016
          mouse(.drag(button: 0), column: start + sign * step * 3, row: row)
        }
        mouse(.release(button: 0), column: start + sign * 18, row: row)
      case .tapSlides:
        mouse(.press(button: 0), column: 30, row: 8)
        now += 0.05
        mouse(.release(button: 0), column: 30, row: 8)
      case .key(let key):
        session.handle(.key(Self.key(key)), now: now)
      case .toggleRotation:
        session.handle(.key(.space), now: now)
      case .tapDot(let page):
        guard let dot = session.frame.indicator.dots?.dots.first(where: { $0.page == page })
        else {
          Issue.record("no dot for page \(page)")
          return
        }
        let column = Int(dot.frame.center.x.rounded(.down))
        let row = Self.layout.row(atY: dot.frame.center.y)
        mouse(.press(button: 0), column: column, row: row)
        now += 0.05
        mouse(.release(button: 0), column: column, row: row)
      }
      if session.selectionCount != before, let selected = session.lastSelected {
        selectionLog.append(selected)
      }
    }

    private mutating func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int) {
      session.handle(.mouse(MouseEvent(kind: kind, column: column, row: row)), now: now)
    }

    /// Lets time pass as the interactive loop does: frames while the machine asks for them,
    /// a wake-up at its time.
    private mutating func run(for seconds: Double) {
      let end = now + seconds
      while now < end {
        switch session.tickPlan {
        case .idle:
          now = end
        case .frames:
          now = min(end, now + 1.0 / 60)
          session.advance(to: now)
        case .wakeUp(let time):
          guard time <= end else {
            now = end
            break
          }
          now = max(now, time)
          session.advance(to: now)
        }
      }
    }

    static func key(_ key: CarouselKey) -> Key {
      switch key {
      case .left: .left
      case .right: .right
      case .up: .up
      case .down: .down
      case .pageUp: .pageUp
      case .pageDown: .pageDown
      case .home: .home
      case .end: .end
      }
    }
  }
}
