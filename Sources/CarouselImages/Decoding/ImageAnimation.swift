import CarouselCore

/// The frames of an animated picture (GIF, animated WebP, APNG where the platform reads it),
/// decoded on demand at the size the picture was requested at, under a memory budget.
///
/// A decoder returns an animated picture as a `DecodedImage` of its first frame with an
/// `animation`: views that do not animate show that frame, views that do ask the animation
/// for the frame the timeline gives for their play time. The frames are not all decoded up
/// front: the animation keeps the encoded bytes and decodes frames as they are asked for,
/// keeping as many decoded frames as ``memoryBudget`` allows (all of them for a short
/// animation, so each frame is decoded once; a bounded window of the most recent ones for a
/// long one, so a 300-frame GIF never holds 300 frames).
///
/// Everything an animation holds counts against its budget: the encoded bytes and what the
/// decoder composes frames on (a canvas at the frame size, never at the stored size) come
/// first, the kept frames get the rest. An animation that cannot keep two frames within its
/// budget is not played (see ``canPlay(frameSize:workingSetBytes:memoryBudget:)``).
///
/// Processor time is budgeted too, in pixels touched per second of play: an animation whose
/// frames are decoded again on every play (more of them than its budget keeps) and whose
/// play would touch more than ``defaultPixelsPerSecond`` is played slower, every frame in
/// proportion, until it does not (``pixelsPerPlay``). One whose frames are all kept decodes
/// each once and is not paced.
///
/// Decoding blocks: from a task, await ``decodedFrame(at:)``, which decodes on threads of its
/// own; ``frame(at:)`` decodes on the calling thread (``cachedFrame(at:)`` never decodes). Frames of GIF and WebP animations are drawn over the ones before them, so
/// asking for an earlier frame than the last decoded one, outside the kept window, decodes
/// again from the first.
///
/// ```swift
/// if let animation = image.animation {
///   let index = animation.timeline.frameIndex(at: playTime)
///   let frame = try await animation.decodedFrame(at: index)
/// }
/// ```
public final class ImageAnimation: Sendable {
  /// When each frame shows and how often the animation plays: the file's, slowed when its
  /// play would take more than the processor budget.
  public let timeline: FrameTimeline
  /// The pixels one play touches: every frame's stored pixels, decoded, and the canvas and
  /// frame each is drawn on and copied to (0 when unknown).
  public let pixelsPerPlay: Int
  /// The size of every frame, the size the picture was decoded to.
  public let frameSize: PixelSize
  /// The most bytes of decoded frames kept at once.
  public let memoryBudget: Int
  /// How many decoded frames are kept at most: what the budget holds besides the working
  /// set, at least 2, at most every frame.
  public let maximumKeptFrameCount: Int
  /// What the animation holds besides its frames, in bytes: the encoded data and what the
  /// decoder composes frames on.
  let workingSetBytes: Int

  /// The kept frames: a lock held only to look them up or store one, never during a decode,
  /// so that showing a kept frame never waits for another frame's decode.
  private struct State {
    /// Decoded frames by index, and their order of use (least recent first).
    var frames: [Int: DecodedImage] = [:]
    var recency: [Int] = []
    var decodedCount = 0
  }

  private let state: LockedState<State>
  /// The decoder, used by one decode at a time (frames are drawn over the ones before them).
  private let source: LockedState<any AnimationFrameSource>

  /// Creates an animation over a frame source.
  ///
  /// - Parameters:
  ///   - source: Decodes frames at `frameSize`; owned by the animation from now on.
  ///   - timeline: The frames' timeline; its frame count is the source's.
  ///   - frameSize: The decoded frame size.
  ///   - memoryBudget: The most bytes of frames to keep.
  ///   - workingSetBytes: What the source holds besides frames, for cost accounting.
  ///   - firstFrame: Frame 0 when the caller decoded it already (the poster).
  ///   - pixelsPerPlay: The pixels one play touches (0: not paced).
  ///   - pixelsPerSecond: The processor budget, in pixels touched per second of play.
  init(
    source: any AnimationFrameSource, timeline: FrameTimeline, frameSize: PixelSize,
    memoryBudget: Int, workingSetBytes: Int, firstFrame: DecodedImage? = nil,
    pixelsPerPlay: Int = 0, pixelsPerSecond: Int = ImageAnimation.defaultPixelsPerSecond
  ) {
    self.frameSize = frameSize
    self.memoryBudget = max(0, memoryBudget)
    let frameBytes = max(1, frameSize.area * 4)
    let forFrames = max(0, self.memoryBudget - workingSetBytes)
    maximumKeptFrameCount = min(timeline.frameCount, max(2, forFrames / frameBytes))
    self.pixelsPerPlay = max(0, pixelsPerPlay)
    // Frames decoded again every play are paced; kept ones cost their decode once.
    if maximumKeptFrameCount < timeline.frameCount, pixelsPerSecond > 0 {
      let playTime = Double(self.pixelsPerPlay) / Double(pixelsPerSecond)
      self.timeline = timeline.slowed(by: playTime / timeline.loopDuration)
    } else {
      self.timeline = timeline
    }
    self.workingSetBytes = workingSetBytes
    var initial = State()
    self.source = LockedState(source)
    if let firstFrame {
      initial.frames[0] = firstFrame.withAnimation(nil)
      initial.recency = [0]
    }
    state = LockedState(initial)
  }

  /// The number of frames.
  public var frameCount: Int { timeline.frameCount }

  /// The processor budget of an animation whose frames are decoded every play: 25 million
  /// pixels touched per second of play, a small part of a phone's core (giflib and libwebp
  /// decode a few hundred million pixels a second on one).
  public static let defaultPixelsPerSecond = 25_000_000

  /// The rule for playing an animation, the same for every decoder: it plays when what it
  /// holds besides its frames and two frames fit within the animation memory budget (two:
  /// the frame shown and the next). A decoder shows any other animated picture as its first
  /// frame, a still picture.
  ///
  /// - Parameters:
  ///   - frameSize: The size frames are decoded to.
  ///   - workingSetBytes: The encoded data and what the decoder composes frames on.
  ///   - memoryBudget: The animation memory budget.
  /// - Returns: Whether the animation is played.
  public static func canPlay(frameSize: PixelSize, workingSetBytes: Int, memoryBudget: Int)
    -> Bool
  {
    let (twoFrames, overflow) = frameSize.area.multipliedReportingOverflow(by: 8)
    return !overflow && workingSetBytes <= memoryBudget - twoFrames
  }

  /// What the animation may cost in memory at most: its kept frames and the decoder's
  /// working set. The memory cache counts it with the first frame.
  public var maximumCost: Int {
    maximumKeptFrameCount * frameSize.area * 4 + workingSetBytes
  }

  /// A frame, decoding it (and the frames it is drawn over) when it is not kept.
  ///
  /// Blocks while decoding: call it off the main thread.
  ///
  /// - Parameter index: The frame index, `0..<frameCount` (others are clamped).
  /// - Returns: The frame at ``frameSize``, without an animation of its own.
  /// - Throws: `ImageError.corruptData` for a frame the data cannot give (a file cut short
  ///   or damaged after its first frames), or `.outOfMemory`.
  public func frame(at index: Int) throws(ImageError) -> DecodedImage {
    let index = min(max(0, index), frameCount - 1)
    if let frame = keptFrame(at: index) { return frame }
    return try source.withLock { source throws(ImageError) -> DecodedImage in
      // Another decode may have given it while this one waited for the decoder.
      if let frame = keptFrame(at: index) { return frame }
      if source.position > index { try source.rewind() }
      // Frames passed over are composed but not copied out, unless every frame is kept.
      let keepsEveryFrame = maximumKeptFrameCount == frameCount
      while true {
        let position = source.position
        if position != index && !keepsEveryFrame {
          try source.skipNext()
          state.withLock { $0.decodedCount += 1 }
          continue
        }
        let frame = try source.decodeNext()
        state.withLock { state in
          state.decodedCount += 1
          keep(frame, at: position, in: &state)
        }
        if position == index { return frame }
      }
    }
  }

  /// A kept frame, marked as the most recently used.
  private func keptFrame(at index: Int) -> DecodedImage? {
    state.withLock { state in
      guard let frame = state.frames[index] else { return nil }
      Self.touch(index, in: &state)
      return frame
    }
  }

  /// A frame, as ``frame(at:)`` gives it, decoded on threads of their own (at most two at
  /// once in the process) while the calling task suspends: a decode never holds a thread of
  /// the cooperative pool, which other tasks need (two threads on a two-core phone).
  ///
  /// - Parameter index: The frame index, `0..<frameCount` (others are clamped).
  /// - Returns: The frame at ``frameSize``, without an animation of its own.
  /// - Throws: What ``frame(at:)`` throws, or `.cancelled` when the task was cancelled
  ///   before the decode started.
  public func decodedFrame(at index: Int) async throws(ImageError) -> DecodedImage {
    if let frame = keptFrame(at: min(max(0, index), frameCount - 1)) { return frame }
    return try await Self.frameExecutor.run { () throws(ImageError) in
      try self.frame(at: index)
    }
  }

  /// The threads that decode frames for ``decodedFrame(at:)``, shared by every animation.
  static let frameExecutor = BlockingExecutor(name: "InfiniteCarousel.animation", threadLimit: 2)

  /// A frame if it is kept decoded, without decoding anything.
  ///
  /// - Parameter index: The frame index.
  /// - Returns: The frame, or `nil` when it would have to be decoded.
  public func cachedFrame(at index: Int) -> DecodedImage? {
    state.withLock { $0.frames[index] }
  }

  /// The number of frames kept decoded now.
  public var keptFrameCount: Int { state.withLock { $0.frames.count } }

  /// How many frame decodes the animation has run (for tests and diagnostics).
  package var decodedFrameCount: Int { state.withLock { $0.decodedCount } }

  private func keep(_ frame: DecodedImage, at index: Int, in state: inout State) {
    state.frames[index] = frame
    Self.touch(index, in: &state)
    while state.frames.count > maximumKeptFrameCount, let oldest = state.recency.first {
      state.recency.removeFirst()
      state.frames[oldest] = nil
    }
  }

  private static func touch(_ index: Int, in state: inout State) {
    if let existing = state.recency.firstIndex(of: index) { state.recency.remove(at: existing) }
    state.recency.append(index)
  }
}

/// Decodes the frames of one animation in order, at one size.
///
/// Owned by one `ImageAnimation` and only used under its decoder lock.
protocol AnimationFrameSource: AnyObject {
  /// The index of the frame `decodeNext()` gives.
  var position: Int { get }
  /// Decodes the frame at `position` and moves past it (after the last, back to the first).
  func decodeNext() throws(ImageError) -> DecodedImage
  /// Composes the frame at `position` and moves past it without giving it: for frames
  /// passed over on the way to a later one.
  func skipNext() throws(ImageError)
  /// Goes back to the first frame.
  func rewind() throws(ImageError)
}

extension AnimationFrameSource {
  /// Decodes the frame and drops it, for sources that cannot compose without giving it.
  func skipNext() throws(ImageError) { _ = try decodeNext() }
}
