import CarouselCore
import Testing

@testable import CarouselHosting

/// A finger resting on a banner holds it (UIScrollView stops on touch-down), and the app's
/// pause never undoes the user's stop.
@MainActor
@Suite struct DriverTouchTests {
  @Test func aRestingFingerHoldsTheBannerAndNothingTicksMeanwhile() {
    // Given a banner turning every 4 seconds
    let (host, ticker) = makeBanner()
    // When a finger rests on it for 10 seconds without moving
    host.driver.handleTouch(.began)
    ticker.run(for: 10)
    // Then it did not turn, and no timer ran meanwhile
    #expect(host.driver.engine.currentIndex == 0)
    #expect(host.driver.frame.tickPlan == .idle)
    // When it lifts, the next turn comes a full interval later
    host.driver.handleTouch(.ended)
    #expect(host.driver.frame.tickPlan == .wakeUp(at: ticker.now + 4))
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func aCancelledTouchReleasesTheHold() {
    let (host, ticker) = makeBanner()
    host.driver.handleTouch(.began)
    host.driver.handleTouch(.cancelled)
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func theAppsPauseIsItsOwnReasonAndAppearingAgainKeepsTheUsersStop() {
    let (host, ticker) = makeBanner()
    // The user stops the slide show with the rotation control
    host.driver.toggleRotation()
    // The app pauses and resumes (a sheet came and went), and the view appears again,
    // re-applying the whole host state as SwiftUI's onAppear does
    host.driver.signals.isPausedByApp = true
    host.driver.signals.isPausedByApp = false
    var state = host.driver.signals
    state.isInWindow = true
    host.driver.signals = state
    ticker.run(for: 30)
    // Then the user's stop stands
    #expect(host.driver.isRotationStopped)
    #expect(host.driver.engine.currentIndex == 0)
    // And the app's pause alone stops it without claiming to be the user's
    host.driver.toggleRotation()
    host.driver.signals.isPausedByApp = true
    #expect(!host.driver.isRotationStopped)
    ticker.run(for: 30)
    #expect(host.driver.engine.currentIndex == 0)
    host.driver.signals.isPausedByApp = false
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
  }
}

/// What the display is asked for while something moves.
@MainActor
@Suite struct FrameRateTests {
  @Test func gesturesAndTurnsAskForTheFullRate() {
    let (host, ticker) = makeBanner()
    host.driver.next()
    #expect(host.driver.frame.tickPlan == .frames)
    #expect(ticker.frameRateRanges == [.interactive])
    #expect(CarouselFrameRateRange.interactive.preferred == 120)
    ticker.run(for: 1)
    // Nothing else asked while the same kind of motion goes on
    host.driver.swipe(by: -250, ticker: ticker)
    #expect(ticker.frameRateRanges == [.interactive])
  }

  @Test func aMarqueeAsksForAboutOneFramePerPixelMoved() {
    for (speed, scale, expected) in [
      (20.0, 3.0, 60.0), (10, 3, 30), (10, 2, 20), (5, 1, 15), (200, 3, 60), (-20, 3, 60),
    ] {
      let range = CarouselFrameRateRange.drift(pointsPerSecond: speed, pixelScale: scale)
      #expect(range.preferred == expected, "\(speed) pt/s at \(scale)x")
      #expect(range.minimum <= range.preferred && range.preferred <= range.maximum)
    }
    // Given a marquee drifting at 10 points per second on a 3x screen
    let ticker = FakeTicker()
    let driver = CarouselDriver(
      configuration: MarqueeLayout.configuration(itemLength: 300, speed: 10), itemCount: 1,
      ticker: ticker)
    driver.setPixelScale(3)
    driver.setBounds(bannerSize)
    driver.signals.isInWindow = true
    // Then it asks for 30 frames a second, not 120
    #expect(driver.frame.tickPlan == .frames)
    #expect(ticker.frameRateRanges.last?.preferred == 30)
  }

  @Test func rangesAreOrderedWhateverTheyAreGiven() {
    let odd = CarouselFrameRateRange(minimum: 90, maximum: 30, preferred: .nan)
    #expect(odd.minimum <= odd.preferred && odd.preferred <= odd.maximum)
    let weird = CarouselFrameRateRange.drift(pointsPerSecond: .infinity, pixelScale: -1)
    #expect(weird.preferred == 15)
  }

  /// A button (or any control) inside a custom page takes its own tap: the platform gives
  /// the carousel the touch, which its touch-down recognizer sees alongside, but not the
  /// tap. The carousel then selects nothing, moves nothing, stops nothing, and turns on a
  /// full interval after the finger lifts; with swiping off too.
  @Test(arguments: [true, false])
  func aTapThatAControlInsideAPageTakesLeavesTheCarouselAlone(swipes: Bool) {
    // Given a banner turning every 4 seconds, 2 seconds into its dwell
    let (host, ticker) = makeBanner { $0.isSwipeEnabled = swipes }
    ticker.run(for: 2)
    // When a finger taps a button on the current page (touch down, lift, no tap reported)
    host.driver.handleTouch(.began)
    ticker.run(for: 0.1)
    host.driver.handleTouch(.ended)
    // Then no item was selected, nothing moved and the user's stop was not taken
    #expect(host.selections.isEmpty)
    #expect(host.driver.engine.position == 0)
    #expect(!host.driver.isRotationStopped)
    // And the next turn comes a full interval after the lift
    #expect(host.driver.frame.tickPlan == .wakeUp(at: ticker.now + 4))
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
    // While a tap the platform reports on the page itself selects the item
    host.driver.handleTap(at: CarouselPoint(x: 100, y: 60))
    #expect(host.selections == [1])
  }
}
