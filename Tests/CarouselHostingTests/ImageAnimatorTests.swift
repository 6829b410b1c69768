#if os(Linux)
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import Foundation
  import CarouselTestSupport
  import Testing

  /// Time that passes only when the animator sleeps: frames come in order, as fast as the
  /// test runs, whatever the machine's load.
  final class ManualTime: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 100.0

    var clock: @Sendable () -> Double {
      { [self] in lock.withLock { now } }
    }

    var sleep: @Sendable (Double) async throws -> Void {
      { [self] seconds in
        try Task.checkCancellation()
        lock.withLock { now += max(0, seconds) }
        await Task.yield()
      }
    }
  }

  /// A view's animated picture plays while it is on screen, stops while hidden, and shows its
  /// first frame under reduced motion.
  @MainActor @Suite struct ImageAnimatorTests {
    func bounce() throws -> DecodedImage {
      let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
          "CarouselImagesTests/Fixtures/bounce.gif")
      return try PlatformImageDecoder().decode(
        Data(contentsOf: url), targetSize: PixelSize(width: 32, height: 24),
        contentMode: .aspectFill, maximumPixelCount: 1_000_000)
    }

    @Test(.needs(.gif)) func framesComeInOrderWhilePlayingAndStopWhenHidden() async throws {
      // Given an animator showing the 12-frame GIF
      let time = ManualTime()
      var shown: [Int] = []
      var animator: CarouselImageAnimator?
      let done = AsyncStream<Void>.makeStream()
      animator = CarouselImageAnimator(clock: time.clock, sleep: time.sleep) { _ in
        shown.append(animator?.shownFrameIndex ?? -1)
        // Hidden after 15 frames
        if shown.count == 15 {
          animator?.isPlaying = false
          done.continuation.finish()
        }
      }
      let image = try bounce()
      animator?.setImage(image)
      // When its view is on screen
      animator?.isPlaying = true
      for await _ in done.stream {}
      for _ in 0..<50 { await Task.yield() }
      // Then the frames after the first came in order, round the loop, and none after it hid
      #expect(shown == Array(1...11) + [0, 1, 2, 3])
      #expect(animator?.shownFrameIndex == 3)
    }

    @Test(.needs(.gif)) func reducedMotionAndStillPicturesPlayNothing() async throws {
      // Given an animator under reduced motion, on screen
      let time = ManualTime()
      var count = 0
      let animator = CarouselImageAnimator(clock: time.clock, sleep: time.sleep) { _ in count += 1 }
      animator.isReducedMotion = true
      animator.setImage(try bounce())
      animator.isPlaying = true
      for _ in 0..<200 { await Task.yield() }
      // Then it stays on the first frame
      #expect(count == 0)
      #expect(animator.shownFrameIndex == 0)
      // And a still picture never plays either
      animator.isReducedMotion = false
      animator.setImage(
        DecodedImage(width: 1, height: 1, pixels: [0, 0, 0, 255]))
      for _ in 0..<200 { await Task.yield() }
      #expect(count == 0)
    }
  }
#endif
