/// The play time of each animated item of a carousel, following its engine: an item plays
/// while one of its slots is on screen, stops (and keeps its place) while none is, and shows
/// its first frame under reduced motion.
///
/// The clock never touches the engine: page turns keep their dwell interval whatever the
/// pictures do. Like the engine it never reads a clock; hosts pass `now`.
///
/// ```swift
/// var animations = CarouselAnimationClock()
/// animations.setTimeline(gifTimeline, forItem: 2)
/// // After each engine update:
/// animations.update(engine: engine, now: now)
/// let frame = animations.frameIndex(forItem: 2, now: now)
/// // Sleep until the earlier of the engine's and the pictures' next change:
/// let wakeUp = [engine.nextWakeUp, animations.nextWakeUp(now: now)].compactMap { $0 }.min()
/// ```
public struct CarouselAnimationClock: Sendable {
  /// One item's playback.
  private struct Playback: Sendable {
    var timeline: FrameTimeline
    /// Play time accumulated before the current run.
    var elapsed = 0.0
    /// The host time the current run started, or `nil` while stopped.
    var playingSince: Double?

    func playTime(now: Double) -> Double {
      guard let playingSince else { return elapsed }
      return elapsed + max(0, now - playingSince)
    }
  }

  private var playbacks: [Int: Playback] = [:]
  private var isReducedMotion = false

  /// Creates a clock with no animated items.
  public init() {}

  /// Sets or clears the timeline of an item (its picture arrived, changed or went away).
  ///
  /// A new timeline starts at its first frame, stopped until the next ``update(engine:now:)``
  /// sees the item on screen. Timelines of still pictures are not kept.
  ///
  /// - Parameters:
  ///   - timeline: The item's frame timeline, or `nil` for a still picture.
  ///   - index: The item index.
  public mutating func setTimeline(_ timeline: FrameTimeline?, forItem index: Int) {
    guard let timeline, timeline.isAnimated else {
      playbacks[index] = nil
      return
    }
    playbacks[index] = Playback(timeline: timeline)
  }

  /// Forgets every item's timeline.
  public mutating func removeAll() {
    playbacks.removeAll()
  }

  /// The items with an animated timeline.
  public var animatedItems: [Int] { playbacks.keys.sorted() }

  /// Whether an item plays now.
  ///
  /// - Parameter index: The item index.
  public func isPlaying(item index: Int) -> Bool {
    playbacks[index]?.playingSince != nil
  }

  /// Starts the items that came on screen, stops those that left, and applies the engine's
  /// reduced-motion pause.
  ///
  /// An item is on screen when one of the engine's slots shows it with a visible fraction
  /// above zero. Under reduced motion every item goes back to its first frame and stays
  /// there; when reduced motion ends they play again from the start.
  ///
  /// - Parameters:
  ///   - engine: The carousel's engine, already advanced to `now`.
  ///   - now: The host's time, on the engine's clock.
  /// - Complexity: O(slots + animated items).
  public mutating func update(engine: CarouselEngine, now: Double) {
    guard !playbacks.isEmpty else {
      isReducedMotion = engine.prefersReducedMotion
      return
    }
    var visible = Set<Int>()
    if !engine.prefersReducedMotion {
      for slot in engine.slots where slot.visibleFraction > 0 { visible.insert(slot.itemIndex) }
    }
    update(playing: visible, isReducedMotion: engine.prefersReducedMotion, now: now)
  }

  /// Starts the items a frame plays and stops the others: an item plays while one of the
  /// frame's slots showing it says so (``CarouselFrame/Slot/playsAnimation``: seen, some of it
  /// on screen, no reduced motion). Under the frame's reduced motion every item goes back to
  /// its first frame and stays there; when reduced motion ends they play again from the start.
  ///
  /// ```swift
  /// animations.update(frame: host.frame, now: host.frame.time)
  /// host.setPictureWakeUp(animations.nextWakeUp(now: host.frame.time), now: now)
  /// ```
  ///
  /// - Parameters:
  ///   - frame: The host machine's frame.
  ///   - now: The host's time, on the frame's clock.
  /// - Complexity: O(slots + animated items).
  public mutating func update(frame: CarouselFrame, now: Double) {
    guard !playbacks.isEmpty else {
      isReducedMotion = frame.prefersReducedMotion
      return
    }
    var playing = Set<Int>()
    for slot in frame.slots where slot.playsAnimation { playing.insert(slot.item) }
    update(playing: playing, isReducedMotion: frame.prefersReducedMotion, now: now)
  }

  private mutating func update(playing: Set<Int>, isReducedMotion reduced: Bool, now: Double) {
    if reduced != isReducedMotion {
      isReducedMotion = reduced
      for index in playbacks.keys {
        playbacks[index]?.elapsed = 0
        playbacks[index]?.playingSince = nil
      }
    }
    guard !playbacks.isEmpty else { return }
    for (index, playback) in playbacks {
      let shouldPlay = !reduced && playing.contains(index)
      if shouldPlay, playback.playingSince == nil {
        playbacks[index]?.playingSince = now
      } else if !shouldPlay, playback.playingSince != nil {
        playbacks[index]?.elapsed = playback.playTime(now: now)
        playbacks[index]?.playingSince = nil
      }
    }
  }

  /// The frame an item shows at a time.
  ///
  /// - Parameters:
  ///   - index: The item index.
  ///   - now: The host's time, not before the last ``update(engine:now:)``.
  /// - Returns: The frame index; 0 for an item without an animated timeline.
  public func frameIndex(forItem index: Int, now: Double) -> Int {
    guard let playback = playbacks[index] else { return 0 }
    return playback.timeline.frameIndex(at: playback.playTime(now: now))
  }

  /// When the next playing item changes frame, or `nil` when none will: nothing animated on
  /// screen, reduced motion, or every animation on screen has finished its plays.
  ///
  /// - Parameter now: The host's time.
  /// - Returns: A host time after `now`, or `nil`.
  public func nextWakeUp(now: Double) -> Double? {
    var earliest: Double?
    for playback in playbacks.values {
      guard let since = playback.playingSince else { continue }
      let playTime = playback.playTime(now: now)
      guard let change = playback.timeline.nextFrameChange(after: playTime) else { continue }
      let time = since + (change - playback.elapsed)
      earliest = min(earliest ?? time, time)
    }
    return earliest
  }
}
