import Testing

@testable import CarouselCore

/// What a renderer reads from the host machine: frames for given times in virtual time, and
/// which animated pictures play, from the frame's slots.
@Suite struct HostMachineRendererTests {
  static func machine(interval: Double = 3) -> CarouselHostMachine {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(interval)
    var host = CarouselHostMachine(
      configuration: configuration, itemCount: 5, signals: .onScreen, now: 0)
    host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    return host
  }

  @Test func aFrameInVirtualTimeIsTheSameWhateverOtherTimesWereDrawn() {
    // Given two machines turning every 3 s, one stepped to 10 s at once, the other through
    // a frame half-way through the first turn
    var direct = Self.machine()
    var stepped = Self.machine()
    stepped.tickReplayingMissedTurns(now: 3.2)
    #expect(stepped.frame.isAnimating)
    // When both are stepped to 10 s
    direct.tickReplayingMissedTurns(now: 10)
    stepped.tickReplayingMissedTurns(now: 10)
    // Then they show the same: the three turns due by then (at 3, 6.4 and 9.8 s with
    // 0.4 s turns) each started when it was due, the last one still under way
    #expect(direct.frame.slots == stepped.frame.slots)
    #expect(direct.frame.position == stepped.frame.position)
    #expect(direct.frame.currentIndex == 3)
    #expect(direct.frame.isAnimating)
    // While a live tick after a long sleep starts the due turn at the tick instead
    var live = Self.machine()
    live.tick(now: 10)
    #expect(live.frame.position != direct.frame.position)
  }

  @Test func animatedItemsPlayWhereTheFrameSaysTheirSlotsPlay() {
    // Given four frames of 100 ms on items 0 and 1, and a machine resting on item 0
    let timeline = FrameTimeline(frameDurations: [0.1, 0.1, 0.1, 0.1], repetition: .forever)
    var host = Self.machine()
    var clock = CarouselAnimationClock()
    clock.setTimeline(timeline, forItem: 0)
    clock.setTimeline(timeline, forItem: 1)
    // When the clock follows the frame
    clock.update(frame: host.frame, now: 0)
    // Then the item on screen plays and its neighbour (a live slot out of sight) waits
    #expect(clock.isPlaying(item: 0))
    #expect(!clock.isPlaying(item: 1))
    #expect(clock.nextWakeUp(now: 0.05).map { abs($0 - 0.1) < 1e-9 } == true)
    // When the carousel leaves the screen, nothing plays and nothing wakes
    host.setSignal(.inWindow, false, now: 0.25)
    #expect(host.frame.slots.allSatisfy { !$0.playsAnimation })
    clock.update(frame: host.frame, now: 0.25)
    #expect(!clock.isPlaying(item: 0))
    #expect(clock.nextWakeUp(now: 0.25) == nil)
    #expect(clock.frameIndex(forItem: 0, now: 5) == 2)
    // When it comes back under reduced motion, the pictures hold their first frame
    host.setSignals(CarouselHostSignals(isInWindow: true, isReduceMotionEnabled: true), now: 1)
    clock.update(frame: host.frame, now: 1)
    #expect(!clock.isPlaying(item: 0))
    #expect(clock.frameIndex(forItem: 0, now: 1.25) == 0)
    #expect(clock.nextWakeUp(now: 1) == nil)
  }
}
