import Testing

@testable import CarouselHosting

/// A burst of requests runs one update; a request after it runs schedules the next.
@Suite struct CoalescedUpdateTests {
  @Test func aBurstSchedulesOnceAndARequestAfterTheRunSchedulesAgain() {
    var update = CarouselCoalescedUpdate()
    var scheduled = 0
    for _ in 0..<5 { update.request { scheduled += 1 } }
    #expect(scheduled == 1)
    #expect(update.isScheduled)
    update.willRun()
    #expect(!update.isScheduled)
    update.request { scheduled += 1 }
    update.request { scheduled += 1 }
    #expect(scheduled == 2)
  }
}
