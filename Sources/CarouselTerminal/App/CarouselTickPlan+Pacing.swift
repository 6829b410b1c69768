import CarouselCore

extension CarouselTickPlan {
  /// When a loop that draws paced frames must next step the carousel: the frame after the one
  /// last drawn while frames run, the wake-up's time, or nil when nothing is due (the loop
  /// then sleeps until input comes).
  ///
  /// - Parameters:
  ///   - lastFrameTime: When the screen was last drawn.
  ///   - frameInterval: The time between paced frames.
  func dueTime(lastFrameTime: Double, frameInterval: Double) -> Double? {
    switch self {
    case .idle: nil
    case .frames: lastFrameTime + frameInterval
    case .wakeUp(let time): time
    }
  }

  /// Whether a pass of the loop at `now` steps the carousel: every pass while frames run
  /// (input that wakes the loop between frames is drawn at once), a wake-up once it is due.
  func isDue(at now: Double) -> Bool {
    switch self {
    case .idle: false
    case .frames: true
    case .wakeUp(let time): time <= now
    }
  }
}
