import CarouselCore
import Testing

@testable import CarouselTerminal

/// How the interactive loop turns the host machine's tick plan into `poll` timeouts.
@Suite struct LoopPacingTests {
  @Test func framesArePacedFromTheLastOneAndWakeUpsComeAtTheirTime() {
    // Frames: the one after the last drawn, and any pass of the loop steps
    #expect(CarouselTickPlan.frames.dueTime(lastFrameTime: 2, frameInterval: 0.5) == 2.5)
    #expect(CarouselTickPlan.frames.isDue(at: 0))
    // A wake-up: its time, and only from then on
    #expect(CarouselTickPlan.wakeUp(at: 7).dueTime(lastFrameTime: 2, frameInterval: 0.5) == 7)
    #expect(!CarouselTickPlan.wakeUp(at: 7).isDue(at: 6.999))
    #expect(CarouselTickPlan.wakeUp(at: 7).isDue(at: 7))
    // Idle: nothing, ever
    #expect(CarouselTickPlan.idle.dueTime(lastFrameTime: 2, frameInterval: 0.5) == nil)
    #expect(!CarouselTickPlan.idle.isDue(at: .greatestFiniteMagnitude))
  }

  @Test func timeoutsAreWholeMillisecondsRoundedUp() {
    #expect(InteractiveApp.milliseconds(from: 10, to: 10.0101) == 11)
    #expect(InteractiveApp.milliseconds(from: 10, to: 10) == 0)
    // A time already past: poll returns at once
    #expect(InteractiveApp.milliseconds(from: 10, to: 9) == 0)
    #expect(InteractiveApp.milliseconds(from: 10, to: -.infinity) == 0)
  }

  @Test func aWakeUpFurtherThanPollCanWaitWaitsTheLongestItCan() {
    // An --interval of up to a billion seconds is allowed; poll takes at most Int32.max ms
    #expect(InteractiveApp.milliseconds(from: 0, to: 1_000_000_000) == Int32.max)
    #expect(InteractiveApp.milliseconds(from: 0, to: Double(Int32.max) / 1000 - 1) < Int32.max)
  }
}
