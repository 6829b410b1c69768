import CarouselCore
import CarouselImages
import Dispatch

/// Plays an animated picture in one view: the view shows the first frame, and the animator
/// hands it each next frame when its time comes, decoded off the main thread.
///
/// The view says when to play: ``isPlaying`` is true while the view is on screen (a visible
/// slot), false while it is hidden; under Reduce Motion ``isReducedMotion`` shows the first
/// frame and plays nothing. Stopping keeps the play time, so a picture that comes back on
/// screen continues where it stopped. A still picture costs nothing: no task, no timer.
///
/// ```swift
/// let animator = CarouselImageAnimator { frame in imageView.image = UIImage(decoded: frame, scale: 3) }
/// animator.setImage(decoded)           // the first frame is the view's to show
/// animator.isPlaying = slot.visibleFraction > 0
/// ```
@MainActor
package final class CarouselImageAnimator {
  /// Monotonic seconds, for tests to replace.
  package typealias Clock = @Sendable () -> Double
  /// Waits a number of seconds (throws when cancelled), for tests to replace.
  package typealias Sleep = @Sendable (Double) async throws -> Void

  /// Whether the picture plays: set while its view is on screen.
  package var isPlaying = false {
    didSet { if isPlaying != oldValue { reschedule() } }
  }
  /// Whether the user asked for reduced motion: the first frame stays.
  package var isReducedMotion = false {
    didSet {
      guard isReducedMotion != oldValue else { return }
      elapsed = 0
      playingSince = nil
      if isReducedMotion, let first = animation.flatMap({ $0.cachedFrame(at: 0) }) {
        deliver(first, index: 0)
      }
      reschedule()
    }
  }

  /// The frame index shown now (0 for a still picture).
  package private(set) var shownFrameIndex = 0

  private let onFrame: @MainActor (DecodedImage) -> Void
  private let clock: Clock
  private let sleep: Sleep
  private var animation: ImageAnimation?
  private var elapsed = 0.0
  private var playingSince: Double?
  private var task: Task<Void, Never>?

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - clock: Monotonic seconds; the system's uptime by default.
  ///   - sleep: How to wait; `Task.sleep` by default.
  ///   - onFrame: Shows a frame (at the size the picture was decoded to).
  package init(
    clock: @escaping Clock = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
    sleep: @escaping Sleep = { try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1e9)) },
    onFrame: @escaping @MainActor (DecodedImage) -> Void
  ) {
    self.clock = clock
    self.sleep = sleep
    self.onFrame = onFrame
  }

  /// Stops playing when the view goes.
  deinit {
    task?.cancel()
  }

  /// The picture the view now shows (its first frame), or `nil` for none: a new picture
  /// starts from its first frame.
  ///
  /// - Parameter image: The decoded picture; only one with an `ImageAnimation`
  ///   is played.
  package func setImage(_ image: DecodedImage?) {
    guard image?.animation !== animation else { return }
    animation = image?.animation
    elapsed = 0
    playingSince = nil
    shownFrameIndex = 0
    reschedule()
  }

  /// Starts or stops the loop that waits for the next frame.
  private func reschedule() {
    task?.cancel()
    task = nil
    let now = clock()
    if let since = playingSince {
      elapsed += max(0, now - since)
      playingSince = nil
    }
    guard isPlaying, !isReducedMotion, let animation, animation.timeline.isAnimated else { return }
    playingSince = now
    let start = now - elapsed
    let clock = self.clock
    let sleep = self.sleep
    task = Task { [weak self] in
      var playTime = clock() - start
      while let change = animation.timeline.nextFrameChange(after: playTime) {
        do { try await sleep(change - (clock() - start)) } catch { return }
        playTime = max(change, clock() - start)
        let index = animation.timeline.frameIndex(at: playTime)
        // Decoded on the animation's own threads, never on the cooperative pool.
        let frame = try? await animation.decodedFrame(at: index)
        guard !Task.isCancelled, let self else { return }
        // A frame the data cannot give stops the animation on the last good one.
        guard let frame else { return }
        self.deliver(frame, index: index)
      }
    }
  }

  private func deliver(_ frame: DecodedImage, index: Int) {
    shownFrameIndex = index
    onFrame(frame)
  }
}
