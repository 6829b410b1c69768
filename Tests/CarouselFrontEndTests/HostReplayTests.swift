import CarouselCore
import CarouselHosting
import Testing

@testable import CarouselTerminal
@testable import CarouselWeb

/// One recorded sequence of signals and input, replayed through the machine as each front end
/// sets it up (the terminal's session, the web element, the Apple views' driver): the same
/// decisions come out of all three. A front end that configured the machine into different
/// behaviour (another drag rule, other pause signals, another frame rate that changes what is
/// decided rather than when) would make this fail.
@MainActor
@Suite struct HostReplayTests {
  /// A step of the recording: the time, and what happened then.
  enum Step {
    case signal(CarouselHostSignals.Signal, Bool)
    case pointerDown(CarouselPoint, CarouselHostMachine.PointerKind)
    case pointerMove(CarouselPoint)
    case pointerUp(CarouselPoint)
    case key(CarouselKey)
    case rotation
    case select(Int)
    case reload([String], previous: [String])
    case wait(Double)
  }

  /// A minute of a banner's life: auto-advance, a hover and a focus, a swipe and a click, keys,
  /// the rotation control, leaving and coming back, an app selection, new data.
  static let recording: [Step] = [
    .wait(3.5), .signal(.hovered, true), .wait(5), .signal(.hovered, false), .wait(3.4),
    .pointerDown(CarouselPoint(x: 300, y: 60), .touch),
    .pointerMove(CarouselPoint(x: 270, y: 61)), .wait(0.016),
    .pointerMove(CarouselPoint(x: 220, y: 62)), .wait(0.016),
    .pointerMove(CarouselPoint(x: 150, y: 62)), .wait(0.016),
    .pointerUp(CarouselPoint(x: 140, y: 62)), .wait(1),
    .pointerDown(CarouselPoint(x: 195, y: 65), .mouse), .wait(0.1),
    .pointerUp(CarouselPoint(x: 195, y: 66)), .wait(0.5),
    .key(.right), .wait(0.7), .key(.end), .wait(0.7), .key(.home), .wait(0.7),
    .rotation, .wait(8), .rotation, .wait(4),
    .signal(.keyboardFocused, true), .wait(6), .signal(.keyboardFocused, false), .wait(1),
    .signal(.scrolledOutOfSight, true), .wait(10), .signal(.scrolledOutOfSight, false),
    .wait(2), .select(3), .wait(1), .select(3), .wait(1),
    .reload(["a", "x", "b", "c", "d", "e"], previous: ["a", "b", "c", "d", "e"]), .wait(4),
    .signal(.reduceMotion, true), .wait(4), .key(.left), .wait(1),
    .signal(.reduceMotion, false), .wait(7),
    .signal(.appInBackground, true), .wait(20), .signal(.appInBackground, false), .wait(5),
  ]

  /// What the front end is told, without when it is asked to tick (which the frame rate
  /// decides) and without the redraws.
  static func decisions(_ actions: [CarouselHostAction]) -> [CarouselHostAction] {
    actions.filter {
      switch $0 {
      case .schedule, .preferFrameRates, .redraw: false
      default: true
      }
    }
  }

  /// Plays the recording on a machine at 60 frames a second (the same for every front end,
  /// so that only their configurations differ).
  static func replay(_ machine: CarouselHostMachine, start: Double) -> [CarouselHostAction] {
    var host = machine
    var now = start
    var actions: [CarouselHostAction] = []
    _ = host.takeActions()
    // The same start for all: a banner of this size, in a window. What the front ends were
    // told before (each starts at a different point of its life) is not compared.
    host.setBounds(CarouselSize(width: 390, height: 130), now: now)
    host.setSignal(.inWindow, true, now: now)
    _ = host.takeActions()
    let origin = host.slidesFrame.origin
    func place(_ point: CarouselPoint) -> CarouselPoint {
      CarouselPoint(x: point.x + origin.x, y: point.y + origin.y)
    }
    func run(for seconds: Double) {
      let end = now + seconds
      while now < end {
        switch host.tickPlan {
        case .idle: now = end
        case .frames:
          now = min(end, now + 1.0 / 60)
          host.tick(now: now)
        case .wakeUp(let time):
          if time > end {
            now = end
          } else {
            now = max(now, time)
            host.tick(now: now)
          }
        }
        actions += host.takeActions()
      }
    }
    for step in recording {
      switch step {
      case .signal(let signal, let value): host.setSignal(signal, value, now: now)
      case .pointerDown(let point, let kind):
        host.pointerDown(at: place(point), kind: kind, now: now)
      case .pointerMove(let point): host.pointerMove(to: place(point), now: now)
      case .pointerUp(let point): host.pointerUp(at: place(point), now: now)
      case .key(let key): host.press(key, now: now)
      case .rotation: host.toggleRotation(now: now)
      case .select(let index): host.appSelected(index, now: now)
      case .reload(let ids, let previous):
        host.reload(identities: ids, previousIdentities: previous, now: now)
      case .wait(let seconds): run(for: seconds)
      }
      actions += host.takeActions()
    }
    return actions
  }

  static var configuration: CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(3)
    return configuration
  }

  @Test func theTerminalTheWebAndTheAppleConfigurationsDecideAlike() {
    let labels = ["a", "b", "c", "d", "e"]
    // The terminal's session, as `carousel` makes it
    let session = CarouselSession(
      configuration: Self.configuration, labels: labels,
      layout: ScreenLayout(columns: 80, rows: 24), now: 0)
    // The web element, configured as the page's attributes would
    var web = WebCarousel(now: 0)
    web.host.setConfiguration(Self.configuration, now: 0)
    web.host.reload(itemCount: labels.count, now: 0)
    defer { web.deallocate() }
    // The Apple views' driver, as CarouselView makes it
    let driver = CarouselDriver(
      configuration: Self.configuration, itemCount: labels.count, ticker: ReplayTicker())

    let terminal = Self.decisions(Self.replay(session.host, start: 0))
    let page = Self.decisions(Self.replay(web.host, start: 0))
    let apple = Self.decisions(Self.replay(driver.host, start: 0))
    // Then the recording made things happen (it is not empty of decisions)
    #expect(terminal.contains { if case .itemSelected = $0 { true } else { false } })
    #expect(terminal.contains(.autoAdvanceChanged(isRunning: false)))
    #expect(terminal.contains { if case .settled = $0 { true } else { false } })
    #expect(terminal.count > 20)
    // And the three front ends decided the same, in the same order
    #expect(page == terminal)
    #expect(apple == terminal)
    if page != terminal || apple != terminal {
      for (index, (a, b)) in zip(terminal, apple).enumerated() where a != b {
        print("first difference at \(index): terminal \(a), apple \(b)")
        break
      }
    }
  }
}

/// A ticker that never ticks: the replay steps the machine itself.
@MainActor
final class ReplayTicker: CarouselTicking {
  weak var target: (any CarouselTickTarget)?
  var now = 0.0
  let frameInterval = 1.0 / 60
  func apply(_ plan: CarouselTickPlan) {}
}
