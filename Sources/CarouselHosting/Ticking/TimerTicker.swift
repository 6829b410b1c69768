import CarouselCore
import Foundation

/// A ticker made of run-loop timers: frames at a fixed rate while something moves, one
/// timer for a wake-up, nothing when idle.
///
/// Apple front ends use a display link for frames (`DisplayLinkTicker`); this ticker serves
/// where there is none (macOS before 14) and everywhere Foundation runs. Its timers run in
/// the run loop's common modes, so they keep firing while the user scrolls something else.
/// They hold the ticker weakly and the ticker holds its target weakly: a scheduled timer
/// keeps nothing alive, and invalidates itself once its ticker is gone.
@MainActor
package final class TimerTicker: CarouselTicking {
  /// Whom to tell about ticks. Held weakly.
  package weak var target: (any CarouselTickTarget)?
  /// The interval between frames, in seconds.
  package let frameInterval: Double
  /// What the ticker is doing.
  package private(set) var plan: CarouselTickPlan = .idle

  private let runLoop: RunLoop
  private let clock: @MainActor () -> Double
  private var timer: Timer?
  /// Identifies the current timer, so a tick from a replaced one is ignored.
  private var generation: UInt64 = 0

  /// Creates a ticker.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The frame rate while something moves (60 by default).
  ///   - runLoop: The run loop the timers run on: the main one by default.
  package convenience init(framesPerSecond: Double = 60, runLoop: RunLoop = .main) {
    self.init(framesPerSecond: framesPerSecond, runLoop: runLoop) {
      ProcessInfo.processInfo.systemUptime
    }
  }

  /// Creates a ticker whose ticks carry the time `clock` tells, for tests that step time
  /// by frames while the run loop's timers still do the scheduling.
  package init(
    framesPerSecond: Double = 60, runLoop: RunLoop = .main,
    clock: @escaping @MainActor () -> Double
  ) {
    let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
    self.frameInterval = 1 / rate
    self.runLoop = runLoop
    self.clock = clock
  }

  /// The time on the ticker's clock, in seconds: the system's monotonic uptime.
  package var now: Double { clock() }

  /// Whether a timer is scheduled.
  package var isScheduled: Bool { timer?.isValid ?? false }

  /// When the scheduled timer fires next, on the run loop's wall clock.
  package var fireDate: Date? { timer?.isValid == true ? timer?.fireDate : nil }

  /// Starts frames, schedules a wake-up or stops, replacing the previous plan.
  package func apply(_ plan: CarouselTickPlan) {
    timer?.invalidate()
    timer = nil
    self.plan = plan
    generation &+= 1
    let generation = self.generation
    // Fire dates are explicit: swift-corelibs-foundation's `Timer(timeInterval:repeats:)`
    // fires at once rather than an interval later, which turned every wake-up into a busy
    // loop of early ticks until it was due.
    let newTimer: Timer
    switch plan {
    case .idle:
      return
    case .frames:
      newTimer = Timer(
        fire: Date(timeIntervalSinceNow: frameInterval), interval: frameInterval, repeats: true
      ) { [weak self] timer in
        guard let self else { return timer.invalidate() }
        MainActor.assumeIsolated { self.fire(generation: generation) }
      }
    case .wakeUp(let time):
      newTimer = Timer(
        fire: Date(timeIntervalSinceNow: max(0, time - now)), interval: 0, repeats: false
      ) { [weak self] _ in
        guard let self else { return }
        MainActor.assumeIsolated { self.fire(generation: generation) }
      }
    }
    timer = newTimer
    runLoop.add(newTimer, forMode: .common)
  }

  private func fire(generation token: UInt64) {
    guard token == generation else { return }
    guard let target else {
      // The carousel is gone: stop costing anything.
      apply(.idle)
      return
    }
    if case .wakeUp = plan {
      timer = nil
      plan = .idle
    }
    target.tick(now: now)
  }
}
