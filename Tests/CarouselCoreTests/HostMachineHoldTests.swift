import Testing

@testable import CarouselCore

/// The machine's rules for content that holds the automatic turn: the app's own hold, and an
/// animated picture that plays once before the page turns when the front end asks for it.
@Suite struct HostMachineHoldTests {
  static func holding(animations: Bool) -> HostHarness {
    var options = CarouselHostMachine.Options()
    options.animatedPicturesHoldTheTurn = animations
    return HostHarness(options: options)
  }

  @Test func anAnimationHoldsTheTurnOnlyWhenTheFrontEndAsks() {
    for asks in [false, true] {
      // Given a banner turning every 3 s whose first picture loops in 7 s
      var harness = Self.holding(animations: asks)
      harness.input { $0.setAnimationLength(7, forItem: 0, now: $1) }
      // Then the page turns after the loop when asked, on the interval otherwise
      harness.run(for: 3.6)
      #expect(harness.frame.currentIndex == (asks ? 0 : 1), "asks: \(asks)")
      harness.run(for: 4)
      #expect(harness.frame.currentIndex == (asks ? 1 : 2), "asks: \(asks)")
    }
  }

  @Test func theTimerFillsOverTheLoop() {
    var harness = Self.holding(animations: true)
    harness.input { $0.setAnimationLength(6, forItem: 0, now: $1) }
    harness.run(for: 1.5)
    harness.input { $0.tick(now: $1) }
    let countdown = harness.host.engine.pageIndicator.countdown
    #expect(countdown?.duration == 6)
    #expect(abs((countdown?.progress ?? 0) - 0.25) < 1e-9)
  }

  @Test func aLengthThatIsNotAPositiveNumberHoldsNothing() {
    for length in [Double.nan, .infinity, 0, -4] {
      var harness = Self.holding(animations: true)
      harness.input { $0.setAnimationLength(length, forItem: 0, now: $1) }
      harness.run(for: 3.5)
      #expect(harness.frame.currentIndex == 1, "\(length)")
    }
  }

  @Test func aPictureThatBecomesStillLetsTheTurnGo() {
    var harness = Self.holding(animations: true)
    harness.input { $0.setAnimationLength(20, forItem: 0, now: $1) }
    harness.run(for: 5)
    #expect(harness.frame.currentIndex == 0)
    // The item's picture is replaced by a still one: its interval is long over
    harness.input { $0.setAnimationLength(nil, forItem: 0, now: $1) }
    harness.run(for: 0.5)
    #expect(harness.frame.currentIndex == 1)
  }

  @Test func theAppsOwnHoldWaitsForItsDoneAtMostTheMaximum() {
    var harness = HostHarness { $0.maximumHold = 10 }
    harness.input { $0.setHold(.playing(duration: nil), forItem: 0, now: $1) }
    harness.run(for: 12.5)
    #expect(harness.frame.currentIndex == 0)
    harness.run(for: 1)
    // 3 s of interval and 10 of hold at most: the banner moves on without a word from it
    #expect(harness.frame.currentIndex == 1)
  }
}
