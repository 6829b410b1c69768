/// When each frame of an animated picture shows: frame durations, how often the animation
/// plays, and the minimum frame duration browsers apply.
///
/// A timeline answers "which frame at this time" and "when does the frame change next" for a
/// time measured from the start of playback. It never reads a clock: a host keeps the play
/// time (see ``CarouselAnimationClock``) and asks.
///
/// ```swift
/// // A GIF whose frames say 0, 50 and 200 ms, looping forever.
/// let timeline = FrameTimeline(frameDurations: [0, 0.05, 0.2], repetition: .forever)
/// timeline.durations                 // [0.1, 0.05, 0.2]: 10 ms or less plays for 100 ms
/// timeline.frameIndex(at: 0.12)      // 1
/// timeline.nextFrameChange(after: 0.12)  // 0.15
/// ```
public struct FrameTimeline: Sendable, Hashable {
  /// How many times an animation plays.
  public enum Repetition: Sendable, Hashable {
    /// It loops for as long as it is shown.
    case forever
    /// It plays this many times (at least once), then rests on its last frame.
    case plays(Int)
  }

  /// Frames that ask for this long or less are shown for ``substituteFrameDuration``
  /// instead, as browsers do (Chromium, Firefox and WebKit all treat a GIF delay of 0 or 10
  /// ms as 100 ms): files written for them assume it, and a zero delay would otherwise spin.
  public static let shortestHonoredFrameDuration = 0.010
  /// What a frame at or under ``shortestHonoredFrameDuration`` is shown for.
  public static let substituteFrameDuration = 0.100

  /// How long each frame shows, in seconds, after the minimum-duration rule.
  public let durations: [Double]
  /// How many times the animation plays.
  public let repetition: Repetition
  /// `starts[i]` is when frame `i` starts within one play; `starts.last` is one play's length.
  private let starts: [Double]
  /// Times this close to a frame boundary count as on it: sums of durations are not exact,
  /// and a host woken at ``nextFrameChange(after:)`` must see the new frame.
  private static let tolerance = 1e-9

  /// Creates a timeline.
  ///
  /// - Parameters:
  ///   - frameDurations: Each frame's duration in seconds, as the file states it. Durations
  ///     of ``shortestHonoredFrameDuration`` or less (and anything not finite) become
  ///     ``substituteFrameDuration``. An empty list is treated as one frame.
  ///   - repetition: How many times it plays; `.plays` with fewer than 1 plays once.
  public init(frameDurations: [Double], repetition: Repetition) {
    let honored = frameDurations.map { duration in
      duration.isFinite && duration > Self.shortestHonoredFrameDuration
        ? duration : Self.substituteFrameDuration
    }
    durations = honored.isEmpty ? [Self.substituteFrameDuration] : honored
    switch repetition {
    case .forever: self.repetition = .forever
    case .plays(let count): self.repetition = .plays(max(1, count))
    }
    var starts = [0.0]
    starts.reserveCapacity(durations.count + 1)
    for duration in durations { starts.append(starts[starts.count - 1] + duration) }
    self.starts = starts
  }

  /// The same timeline played `factor` times slower, every frame in proportion: how an
  /// animation is paced when playing it at its own speed would cost more processor time than
  /// its budget.
  ///
  /// - Parameter factor: How many times slower; factors under 1 (or not finite) change
  ///   nothing.
  /// - Returns: The slower timeline, with the same frames and repetition.
  public func slowed(by factor: Double) -> FrameTimeline {
    guard factor.isFinite, factor > 1 else { return self }
    return FrameTimeline(frameDurations: durations.map { $0 * factor }, repetition: repetition)
  }

  /// A still picture: one frame, never changing.
  public static let still = FrameTimeline(
    frameDurations: [Self.substituteFrameDuration], repetition: .plays(1))

  /// The number of frames, at least 1.
  public var frameCount: Int { durations.count }

  /// Whether there is more than one frame to show.
  public var isAnimated: Bool { durations.count > 1 }

  /// The length of one play, in seconds.
  public var loopDuration: Double { starts[starts.count - 1] }

  /// How long the whole animation lasts, or `nil` when it loops forever.
  public var totalDuration: Double? {
    switch repetition {
    case .forever: nil
    case .plays(let count): loopDuration * Double(count)
    }
  }

  /// The frame shown at a play time.
  ///
  /// - Parameter elapsed: Seconds of playback since the first frame appeared; negative
  ///   times show the first frame.
  /// - Returns: The frame index; the last frame once a finite animation has ended.
  /// - Complexity: O(log frames).
  public func frameIndex(at elapsed: Double) -> Int {
    guard isAnimated, elapsed.isFinite, elapsed > 0 else { return 0 }
    if let total = totalDuration, elapsed >= total - Self.tolerance { return durations.count - 1 }
    return frameIndex(within: position(of: elapsed).within)
  }

  /// The next play time after `elapsed` at which the frame changes.
  ///
  /// - Parameter elapsed: Seconds of playback.
  /// - Returns: The play time of the next change, or `nil` for a still picture and for a
  ///   finite animation that has ended (or ends at its last frame from here on).
  /// - Complexity: O(log frames).
  public func nextFrameChange(after elapsed: Double) -> Double? {
    guard isAnimated, elapsed.isFinite else { return nil }
    let time = max(0, elapsed)
    let total = totalDuration
    if let total, time >= total - durations[durations.count - 1] - Self.tolerance { return nil }
    let (loop, within) = position(of: time)
    let index = frameIndex(within: within)
    return loop * loopDuration + starts[index + 1]
  }

  /// The whole plays before a play time and the time within the current one, with a time
  /// a rounding error short of a loop's end counted as the next loop's start.
  private func position(of time: Double) -> (loop: Double, within: Double) {
    var loop = (time / loopDuration).rounded(.down)
    var within = time - loop * loopDuration
    if within >= loopDuration - Self.tolerance {
      loop += 1
      within = 0
    }
    return (loop, max(0, within))
  }

  /// The frame whose interval within one play holds `within` (0 ..< loopDuration).
  private func frameIndex(within: Double) -> Int {
    // The last start at or before `within`, give or take the tolerance.
    var low = 0
    var high = durations.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= within + Self.tolerance { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
