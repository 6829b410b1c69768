import CarouselCore
import Testing

@testable import CarouselHosting

@MainActor
@Suite struct MarqueeTests {
  private func makeMarquee(length: Double, speed: Double, rtl: Bool = false) -> (
    FakeHost, FakeTicker
  ) {
    let ticker = FakeTicker()
    let driver = CarouselDriver(
      configuration: MarqueeLayout.configuration(
        itemLength: length, speed: speed, isRightToLeft: rtl),
      itemCount: 1, signals: CarouselHostSignals(isInWindow: true), ticker: ticker)
    let host = FakeHost(driver: driver)
    driver.setBounds(bannerSize)
    return (host, ticker)
  }

  /// The leading edge of the copy with the lowest slot loop position, in points.
  private func coverage(_ engine: CarouselEngine) -> (minX: Double, maxX: Double) {
    let visible = engine.slots.filter { $0.visibleFraction > 0 }
    return (visible.map(\.frame.minX).min() ?? .nan, visible.map(\.frame.maxX).max() ?? .nan)
  }

  @Test func aShortPictureDriftsAtConstantSpeedWithoutASeam() {
    // A 300-point picture in a 390-point banner: copies fill the gap
    let (host, ticker) = makeMarquee(length: 300, speed: 30)
    #expect(host.driver.frame.tickPlan == .frames)
    let start = host.driver.engine.position
    for _ in 0..<600 {
      ticker.run(for: 1.0 / 60)
      let engine = host.driver.engine
      let covered = coverage(engine)
      #expect(covered.minX <= 0 && covered.maxX >= 390, "no gap at \(engine.time)")
      // Copies abut exactly
      let frames = engine.slots.map(\.frame).sorted { $0.minX < $1.minX }
      for (left, right) in zip(frames, frames.dropFirst()) {
        #expect(abs(left.maxX - right.minX) < 1e-9)
      }
    }
    // 10 s at 30 points per second: one full loop (300 points)
    let travelled = (host.driver.engine.position - start) * 300
    let wrapped = travelled.truncatingRemainder(dividingBy: 300)
    #expect(abs(wrapped) < 1e-6 || abs(abs(wrapped) - 300) < 1e-6)
  }

  @Test func pausingStopsTheDriftAndTheTicking() {
    let (host, ticker) = makeMarquee(length: 500, speed: 40)
    ticker.run(for: 1)
    host.driver.setRotationStopped(true)
    let position = host.driver.engine.position
    #expect(host.driver.frame.tickPlan == .idle)
    ticker.run(for: 5)
    #expect(host.driver.engine.position == position)
    host.driver.setRotationStopped(false)
    ticker.run(for: 1)
    #expect(abs((host.driver.engine.position - position) * 500 - 40) < 1)
  }

  @Test func reduceMotionAndLeavingTheScreenStopTheDrift() {
    let (host, ticker) = makeMarquee(length: 500, speed: 40)
    host.driver.signals.isReduceMotionEnabled = true
    #expect(host.driver.frame.tickPlan == .idle)
    host.driver.signals.isReduceMotionEnabled = false
    host.driver.signals.isInWindow = false
    #expect(host.driver.frame.tickPlan == .idle)
    let position = host.driver.engine.position
    ticker.run(for: 5)
    host.driver.signals.isInWindow = true
    #expect(host.driver.engine.position == position)
    #expect(host.driver.frame.tickPlan == .frames)
  }

  @Test func rightToLeftDriftsTheOtherWay() throws {
    func leadingCopyX(rtl: Bool) throws -> (Double, Double) {
      let (host, ticker) = makeMarquee(length: 500, speed: 50, rtl: rtl)
      let slot = try #require(host.driver.engine.slots.first { $0.visibleFraction > 0 })
      let before = slot.frame.minX
      ticker.run(for: 1)
      let after = try #require(host.driver.engine.slots.first { $0.id == slot.id })
      return (before, after.frame.minX)
    }
    let ltr = try leadingCopyX(rtl: false)
    let rtl = try leadingCopyX(rtl: true)
    #expect(abs(ltr.1 - ltr.0 + 50) < 0.5, "left to right: content moves left")
    #expect(abs(rtl.1 - rtl.0 - 50) < 0.5, "right to left: content moves right")
  }
}
