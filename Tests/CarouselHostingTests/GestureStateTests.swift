import CarouselCore
import Testing

@testable import CarouselHosting

/// A platform recognizer's states as the machine reads them: the pan, tap and touch-down
/// paths of the UIKit view, and the touch-down recognizer's own transitions.
@MainActor
@Suite struct GestureStateTests {
  @Test func theRawValuesAreUIKitsGestureRecognizerStates() {
    // UIGestureRecognizerState: possible, began, changed, ended (= recognized), cancelled,
    // failed
    let raw = CarouselGestureState.allCases.map(\.rawValue)
    #expect(raw == [0, 1, 2, 3, 4, 5])
    #expect(CarouselGestureState(rawValue: 6) == nil)
  }

  @Test func eachStateReportsItsPanAndTouchPhase() {
    let pan = CarouselGestureState.allCases.map(\.panPhase)
    #expect(pan == [nil, .began, .changed, .ended, .cancelled, .cancelled])
    let touch = CarouselGestureState.allCases.map(\.touchPhase)
    #expect(touch == [nil, .began, nil, .ended, .cancelled, .cancelled])
    #expect(CarouselGestureState.allCases.filter(\.isActive) == [.began, .changed])
    #expect(CarouselGestureState.allCases.filter(\.isRecognized) == [.ended])
  }

  @Test func theTouchDownRecognizerBeginsWithTheFirstFingerAndEndsWithTheLast() {
    // A finger lands: it begins; a second lands while begun: nothing changes
    #expect(CarouselGestureState.possible.afterTouchesBegan() == .began)
    #expect(CarouselGestureState.began.afterTouchesBegan() == nil)
    #expect(CarouselGestureState.changed.afterTouchesBegan() == nil)
    // Fingers move: a begun gesture changes; one that never began stays
    #expect(CarouselGestureState.began.afterTouchesMoved() == .changed)
    #expect(CarouselGestureState.changed.afterTouchesMoved() == .changed)
    #expect(CarouselGestureState.possible.afterTouchesMoved() == nil)
    // One of two fingers lifts: nothing; the last lifts or is taken: it ends or is cancelled
    #expect(
      CarouselGestureState.changed.afterTouchesLifted(isLastTouch: false, cancelled: false) == nil)
    #expect(
      CarouselGestureState.changed.afterTouchesLifted(isLastTouch: true, cancelled: false) == .ended
    )
    #expect(
      CarouselGestureState.began.afterTouchesLifted(isLastTouch: true, cancelled: true)
        == .cancelled)
  }

  @Test func aPanThroughRecognizerStatesTurnsThePageAndAsksForTheVelocityOnlyAtTheEnd() {
    let (host, ticker) = makeBanner(interval: nil)
    var velocityAsked = 0
    let velocity = {
      velocityAsked += 1
      return CarouselPoint(x: -800, y: 0)
    }
    let start = CarouselPoint(x: 300, y: 60)
    host.driver.handlePan(recognizer: .possible, at: start, translation: .zero, velocity: velocity)
    host.driver.handlePan(recognizer: .began, at: start, translation: .zero, velocity: velocity)
    for step in 1...10 {
      ticker.run(for: 1.0 / 60)
      let travel = CarouselPoint(x: Double(-12 * step), y: 0)
      host.driver.handlePan(
        recognizer: .changed, at: CarouselPoint(x: start.x + travel.x, y: 60), translation: travel,
        velocity: velocity)
    }
    #expect(velocityAsked == 0)
    host.driver.handlePan(
      recognizer: .ended, at: CarouselPoint(x: 180, y: 60),
      translation: CarouselPoint(x: -120, y: 0),
      velocity: velocity)
    #expect(velocityAsked == 1)
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func aFailedPanSettlesBackWithoutATurn() {
    let (host, ticker) = makeBanner(interval: nil)
    let start = CarouselPoint(x: 300, y: 60)
    host.driver.handlePan(recognizer: .began, at: start, translation: .zero) { .zero }
    host.driver.handlePan(
      recognizer: .changed, at: CarouselPoint(x: 260, y: 60),
      translation: CarouselPoint(x: -40, y: 0)
    ) { .zero }
    host.driver.handlePan(
      recognizer: .failed, at: CarouselPoint(x: 260, y: 60),
      translation: CarouselPoint(x: -40, y: 0)
    ) { CarouselPoint(x: -3000, y: 0) }
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 0)
    #expect(host.driver.engine.position == 0)
  }

  @Test func aTapCountsOnlyOnceRecognised() {
    let (host, _) = makeBanner(interval: nil)
    var located = 0
    let point = {
      located += 1
      return CarouselPoint(x: 200, y: 60)
    }
    for state in CarouselGestureState.allCases where state != .ended {
      host.driver.handleTap(recognizer: state, at: point)
    }
    #expect(host.selections.isEmpty)
    #expect(located == 0)
    host.driver.handleTap(recognizer: .ended, at: point)
    #expect(host.selections == [0])
  }

  @Test func theTouchDownRecognizerHoldsTheBannerFromBeganToItsEnd() {
    let (host, ticker) = makeBanner()
    host.driver.handleTouch(recognizer: .began)
    host.driver.handleTouch(recognizer: .changed)
    ticker.run(for: 10)
    #expect(host.driver.engine.currentIndex == 0)
    host.driver.handleTouch(recognizer: .failed)
    ticker.run(for: 4.5)
    #expect(host.driver.engine.currentIndex == 1)
  }
}
