extension CarouselHostMachine {
  // MARK: Virtual time (a renderer's frames at given times)

  /// Steps to `now` as a host that never sleeps through a due page turn would: every
  /// automatic turn due on the way starts exactly when it was due
  /// (``CarouselEngine/advanceReplayingMissedTurns(to:)``), however far `now` is.
  ///
  /// ``tick(now:)`` is the live front end's step. A renderer that draws the frames for given
  /// times (`carousel render --at 0,3.2,4`) wants the frame for a time to be the same whatever
  /// other times it draws, and never runs the display frames in between: it steps with this.
  ///
  /// ```swift
  /// for time in [0, 3.2, 4] {
  ///   host.tickReplayingMissedTurns(now: time)
  ///   renderer.render(host.frame, into: &buffer)
  /// }
  /// ```
  ///
  /// - Parameter now: The time of the frame.
  /// - Complexity: O(turns due before `now`).
  public mutating func tickReplayingMissedTurns(now: Double) {
    engine.advanceReplayingMissedTurns(to: now)
    commit(now: now)
  }
}
