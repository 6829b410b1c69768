@testable import CarouselCore

/// A front end for tests: a machine, a clock, every event it queued and every frame it
/// published, with the machine stepped as a front end would (frames while it asks for frames,
/// a wake-up at its time).
struct HostHarness {
  var host: CarouselHostMachine
  var now: Double
  /// Every event so far, in order.
  var events: [CarouselEvent] = []
  /// Every frame published so far (each change once), in order.
  var frames: [CarouselFrame] = []
  private var drawnVersion: Int

  /// A visible 390 x 130 banner of `count` items turning every 3 s.
  init(
    count: Int = 5, signals: CarouselHostSignals = .onScreen,
    options: CarouselHostMachine.Options = CarouselHostMachine.Options(),
    indicator: CarouselHostMachine.Indicator = .none,
    configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(3)
    configure(&configuration)
    now = 0
    host = CarouselHostMachine(
      configuration: configuration, itemCount: count, signals: signals, options: options, now: 0)
    host.setIndicator(indicator, now: 0)
    host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    drawnVersion = -1
    collect()
  }

  /// The frame last published.
  var frame: CarouselFrame { host.frame }

  mutating func collect() {
    host.drainEvents { events.append($0) }
    if host.frameVersion != drawnVersion {
      drawnVersion = host.frameVersion
      frames.append(host.frame)
    }
  }

  /// Applies an input at the current time and collects what it caused.
  mutating func input(_ body: (inout CarouselHostMachine, Double) -> Void) {
    body(&host, now)
    collect()
  }

  /// Lets `seconds` pass as a front end would: a frame every 1/60 s while the machine asks
  /// for frames, a jump to each wake-up it schedules, nothing when it is idle.
  mutating func run(for seconds: Double) {
    let end = now + seconds
    while now < end {
      switch host.tickPlan {
      case .idle:
        now = end
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
      collect()
    }
  }

  /// The events since `index`.
  func events(since index: Int) -> [CarouselEvent] {
    Array(events[index...])
  }

  var selections: [Int] {
    events.compactMap(\.selectedItem)
  }

  /// Whether any event so far matches.
  func hasEvent(_ matches: (CarouselEvent) -> Bool) -> Bool {
    events.contains(where: matches)
  }
}

extension CarouselHostSignals {
  /// In a window, on screen, app active.
  static let onScreen = CarouselHostSignals(isInWindow: true)
}
