import Testing

@testable import CarouselCore

@Suite struct TickPlanTests {
  @Test func idleWhenTheEngineHasNoWakeUp() {
    #expect(CarouselTickPlan(nextWakeUp: nil, now: 5, isVisible: true) == .idle)
  }

  @Test func framesWhileSomethingMoves() {
    // The engine reports its own time while animating: at or before now.
    #expect(CarouselTickPlan(nextWakeUp: 5, now: 5, isVisible: true) == .frames)
    #expect(CarouselTickPlan(nextWakeUp: 4.9, now: 5, isVisible: true) == .frames)
    // A display link's target time runs one frame ahead of the clock.
    #expect(CarouselTickPlan(nextWakeUp: 5.016, now: 5, isVisible: true) == .frames)
  }

  @Test func aTimerForALaterWakeUp() {
    #expect(CarouselTickPlan(nextWakeUp: 9, now: 5, isVisible: true) == .wakeUp(at: 9))
    #expect(
      CarouselTickPlan(nextWakeUp: 5.02, now: 5, isVisible: true, frameInterval: 1.0 / 120)
        == .wakeUp(at: 5.02))
  }

  @Test func nothingTicksForACarouselNobodySees() {
    #expect(CarouselTickPlan(nextWakeUp: 5, now: 5, isVisible: false) == .idle)
    #expect(CarouselTickPlan(nextWakeUp: 9, now: 5, isVisible: false) == .idle)
  }

  @Test func nonFiniteWakeUpsAreIgnored() {
    #expect(CarouselTickPlan(nextWakeUp: .nan, now: 5, isVisible: true) == .idle)
    #expect(CarouselTickPlan(nextWakeUp: .infinity, now: 5, isVisible: true) == .idle)
  }
}
