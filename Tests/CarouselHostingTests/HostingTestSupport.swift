import CarouselCore
import Foundation
import Testing

@testable import CarouselHosting

/// A banner-sized viewport.
let bannerSize = CarouselSize(width: 390, height: 130)

/// A display link and timer on a virtual clock: `run(for:)` delivers the frames and wake-ups
/// that the current plan asks for, as the real ones would, in microseconds.
@MainActor
final class FakeTicker: CarouselTicking {
  weak var target: (any CarouselTickTarget)?
  var now: Double
  let frameInterval: Double
  private(set) var plan: CarouselTickPlan = .idle
  /// Every plan applied, in order.
  private(set) var appliedPlans: [CarouselTickPlan] = []
  /// The number of ticks delivered.
  private(set) var tickCount = 0

  init(now: Double = 1_000, framesPerSecond: Double = 60) {
    self.now = now
    self.frameInterval = 1 / framesPerSecond
  }

  func apply(_ plan: CarouselTickPlan) {
    self.plan = plan
    appliedPlans.append(plan)
  }

  /// Every frame-rate range asked for, in order.
  private(set) var frameRateRanges: [CarouselFrameRateRange] = []

  func setPreferredFrameRateRange(_ range: CarouselFrameRateRange) {
    frameRateRanges.append(range)
  }

  /// Moves the clock forward by `duration`, ticking as the plan says.
  func run(for duration: Double) {
    let end = now + duration
    while now < end {
      switch plan {
      case .idle:
        now = end
      case .frames:
        now = min(now + frameInterval, end)
        deliver()
      case .wakeUp(let time):
        guard time <= end else {
          now = end
          break
        }
        now = max(now, time)
        plan = .idle
        deliver()
      }
    }
  }

  private func deliver() {
    guard let target else {
      // As the real tickers: nobody to tick, so stop.
      plan = .idle
      return
    }
    tickCount += 1
    target.tick(now: now)
  }
}

/// A clock the test moves by hand: with a real run-loop ticker, the timers still decide when
/// ticks come, but the time each tick carries is counted in frames, not read from the wall.
@MainActor
final class ManualClock {
  var now: Double

  init(now: Double = 1_000) {
    self.now = now
  }
}

/// Runs this thread's run loop one frame's slice at a time until `isDone`, at most `limit`
/// slices; returns how many it took. Tests assert on what the ticks did, never on how long
/// the slices lasted.
@MainActor
@discardableResult
func runRunLoop(sliceDuration: Double, limit: Int = 1_000, until isDone: () -> Bool) -> Int {
  var slices = 0
  while !isDone(), slices < limit {
    RunLoop.current.run(until: Date().addingTimeInterval(sliceDuration))
    slices += 1
  }
  return slices
}

/// A host view that records what the driver tells it.
@MainActor
final class FakeHost: CarouselDriverOutput {
  let driver: CarouselDriver
  /// Each item's title, handed to the machine.
  var titles: [String] = [] {
    didSet { driver.setItemTitles(titles) }
  }
  /// What the host reports as on screen; the whole slides when not set.
  var visibleRect: CarouselRect??
  /// The items whose images have loaded; all when not set.
  var loadedItems: Set<Int>?
  private(set) var events: [CarouselEvent] = []
  /// Every frame drawn, in order.
  private(set) var frames: [CarouselFrame] = []
  /// Called with each event, after it is recorded.
  var onEvent: ((FakeHost, CarouselEvent) -> Void)?
  /// Called after each frame the driver delivers.
  var onUpdate: (() -> Void)?

  init(driver: CarouselDriver) {
    self.driver = driver
    driver.output = self
  }

  /// The number of frames drawn.
  var updateCount: Int { frames.count }

  func carouselDriver(_ driver: CarouselDriver, draw frame: CarouselFrame) {
    frames.append(frame)
    onUpdate?()
  }

  func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselEvent) {
    events.append(event)
    onEvent?(self, event)
  }

  func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect? {
    visibleRect ?? CarouselRect(origin: .zero, size: driver.frame.slidesFrame.size)
  }

  func carouselDriver(_ driver: CarouselDriver, isImageLoadedForItemAt index: Int) -> Bool {
    loadedItems?.contains(index) ?? true
  }

  var impressions: [CarouselImpression] {
    events.compactMap {
      if case .impression(let impression) = $0 { return impression }
      return nil
    }
  }

  /// Forgets the events recorded so far.
  func clearEvents() { events.removeAll() }

  var announcements: [String] {
    events.compactMap {
      if case .announcement(let text) = $0 { return text }
      return nil
    }
  }

  var selections: [Int] {
    events.compactMap {
      if case .itemSelected(let index) = $0 { return index }
      return nil
    }
  }

  var indexChanges: [Int?] {
    events.compactMap {
      if case .currentIndexChanged(let index) = $0 { return .some(index) }
      return nil
    }
  }
}

/// A driver with `count` items in a banner viewport, already in a window (unless told
/// otherwise), with a fake ticker, and the host that owns it.
@MainActor
func makeBanner(
  count: Int = 5, interval: Double? = 4, inWindow: Bool = true,
  configure: (inout CarouselConfiguration) -> Void = { _ in }
) -> (FakeHost, FakeTicker) {
  var configuration = CarouselConfiguration()
  configuration.autoAdvance = CarouselAutoAdvance(interval: interval)
  configure(&configuration)
  let ticker = FakeTicker()
  // The tests read the English wording, whatever the languages of the machine running them.
  let driver = CarouselDriver(
    configuration: configuration, itemCount: count, strings: CarouselAccessibilityStrings(),
    ticker: ticker)
  let host = FakeHost(driver: driver)
  driver.setBounds(bannerSize)
  driver.signals.isInWindow = inWindow
  return (host, ticker)
}

extension CarouselDriver {
  /// A horizontal swipe of `distance` points (negative: toward the left) through the pan
  /// gesture path, sampled at 60 Hz on the ticker's clock.
  func swipe(
    by distance: Double, duration: Double = 0.2, ticker: FakeTicker, withBegan: Bool = true
  ) {
    let start = CarouselPoint(x: 195, y: 65)
    let steps = max(1, Int(duration * 60))
    if withBegan { handlePan(.began, at: start) }
    for step in 1...steps {
      ticker.now += duration / Double(steps)
      let offset = distance * Double(step) / Double(steps)
      handlePan(
        .changed, at: CarouselPoint(x: start.x + offset, y: start.y),
        translation: CarouselPoint(x: offset, y: 0))
    }
    handlePan(.ended, at: CarouselPoint(x: start.x + distance, y: start.y))
  }
}

/// A host machine on screen with a clock the test moves, for the image slots' tests: the
/// frames a front end would draw, at a screen scale.
struct TestHost {
  var host: CarouselHostMachine
  var now = 0.0

  /// A carousel of `count` items at `size`, at rest, on screen, nothing turning.
  init(count: Int, size: CarouselSize = bannerSize, scale: Double = 1, prefetchDistance: Int = 2) {
    var options = CarouselHostMachine.Options()
    options.pixelScale = scale
    options.prefetchDistance = prefetchDistance
    host = CarouselHostMachine(
      itemCount: count, signals: CarouselHostSignals(isInWindow: true), options: options, now: 0)
    host.setBounds(size, now: 0)
  }

  /// The frame drawn now.
  var frame: CarouselFrame { host.frame }
  /// The live slots of the frame.
  var slots: [CarouselFrame.Slot] { host.frame.slots }

  mutating func setSize(_ size: CarouselSize, at time: Double) {
    now = max(now, time)
    host.setBounds(size, now: now)
  }

  /// The frame drawn at a screen scale.
  mutating func frameAt(scale: Double) -> CarouselFrame {
    setScale(scale)
    return frame
  }

  mutating func setPrefetchDistance(_ distance: Int) {
    var options = host.options
    options.prefetchDistance = distance
    host.setOptions(options, now: now)
  }

  mutating func setScale(_ scale: Double) {
    var options = host.options
    options.pixelScale = scale
    host.setOptions(options, now: now)
  }

  mutating func scroll(to index: Int, at time: Double) {
    now = max(now, time)
    host.scroll(to: index, animated: false, now: now)
  }

  mutating func reload(count: Int, at time: Double) {
    now = max(now, time)
    host.reload(itemCount: count, now: now)
  }

  mutating func advance(to time: Double) {
    now = max(now, time)
    host.tick(now: now)
  }
}
