import Foundation

/// A barrier that blocks threads (not tasks) until it is opened, counting who waits.
///
/// A watchdog thread opens it after the hang guard (``HangGuard``) and says so, so that code
/// which wrongly blocks the cooperative pool makes its test fail instead of hang. The watchdog
/// bounds a hang; it is never what a test measures.
public final class Gate: @unchecked Sendable {
  private let condition = NSCondition()
  private var isOpenValue = false
  private var openedByWatchdogValue = false
  private var waiting = 0
  private var peak = 0
  private var passed = 0

  public init(watchdog timeout: TimeInterval = HangGuard.seconds) {
    let watchdog = Thread { [weak self] in
      Thread.sleep(forTimeInterval: timeout)
      self?.open(byWatchdog: true)
    }
    watchdog.start()
  }

  /// Blocks the calling thread until the gate is open.
  public func wait() {
    condition.lock()
    waiting += 1
    peak = max(peak, waiting)
    while !isOpenValue { condition.wait() }
    waiting -= 1
    passed += 1
    condition.unlock()
  }

  /// Lets every waiting and future caller through.
  public func open() { open(byWatchdog: false) }

  public var isOpen: Bool { locked { isOpenValue } }
  /// Whether the watchdog had to open the gate (the test did not get to it in time).
  public var openedByWatchdog: Bool { locked { openedByWatchdogValue } }
  /// The number of threads blocked now.
  public var waitingCount: Int { locked { waiting } }
  /// The most threads blocked at once.
  public var peakWaitingCount: Int { locked { peak } }
  /// The number of callers let through.
  public var passedCount: Int { locked { passed } }

  private func open(byWatchdog: Bool) {
    condition.lock()
    if !isOpenValue {
      isOpenValue = true
      openedByWatchdogValue = byWatchdog
    }
    condition.broadcast()
    condition.unlock()
  }

  private func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }
}

/// Waits, suspending, until `count` threads are blocked at `gate` (or the gate is open).
public func waitUntil(_ gate: Gate, blocks count: Int) async {
  while gate.waitingCount < count && !gate.isOpen {
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
}

/// Whether a new task on the cooperative pool runs while `gate` still blocks its threads.
public func cooperativePoolRuns(whileBlockedAt gate: Gate) async -> Bool {
  await Task.detached { !gate.isOpen }.value
}
