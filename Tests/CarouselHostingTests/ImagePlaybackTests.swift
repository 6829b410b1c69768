#if os(Linux)
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import Foundation
  import CarouselTestSupport
  import Testing

  /// Animated pictures play in the slots the carousel shows, not in the neighbours it keeps
  /// just off screen; a picture outside a carousel plays while on screen; reduced motion shows
  /// the first frame. (`CarouselView`'s slots and SwiftUI's `CarouselImage` both decide with
  /// `CarouselImagePlayback`.)
  @MainActor @Suite struct ImagePlaybackTests {
    func bounce() throws -> DecodedImage {
      let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
          "CarouselImagesTests/Fixtures/bounce.gif")
      return try PlatformImageDecoder().decode(
        Data(contentsOf: url), targetSize: PixelSize(width: 32, height: 24),
        contentMode: .aspectFill, maximumPixelCount: 1_000_000)
    }

    @Test func theDecisionFollowsScreenSlotAndReducedMotion() {
      for isOnScreen in [false, true] {
        for fraction in [nil, 0, 0.001, 0.5, 1] as [Double?] {
          for reducesMotion in [false, true] {
            let playback = CarouselImagePlayback(
              isOnScreen: isOnScreen, slotVisibleFraction: fraction, reducesMotion: reducesMotion)
            let shown = fraction.map { $0 > 0 } ?? true
            #expect(
              playback.isPlaying == (isOnScreen && shown && !reducesMotion),
              "on screen \(isOnScreen), fraction \(String(describing: fraction)), reduced \(reducesMotion)"
            )
          }
        }
      }
    }

    /// One animator per live slot of a three-item carousel, told by the engine's slots.
    func animators(
      for engine: CarouselEngine, image: DecodedImage, time: ManualTime,
      reducesMotion: Bool = false
    ) -> (animators: [Int: CarouselImageAnimator], frames: () -> [Int: Int]) {
      final class Counts { var frames: [Int: Int] = [:] }
      let counts = Counts()
      var animators: [Int: CarouselImageAnimator] = [:]
      for slot in engine.slots {
        let id = slot.id
        let animator = CarouselImageAnimator(clock: time.clock, sleep: time.sleep) { _ in
          counts.frames[id, default: 0] += 1
        }
        animator.setImage(image)
        CarouselImagePlayback(
          isOnScreen: true, slotVisibleFraction: slot.visibleFraction,
          reducesMotion: reducesMotion
        ).apply(to: animator)
        animators[id] = animator
      }
      return (animators, { counts.frames })
    }

    @Test(.needs(.gif)) func atRestOnlyTheShownSlotPlays() async throws {
      // Given a three-item carousel at rest: the current slot and its two neighbours are live
      let engine = CarouselEngine(
        configuration: CarouselConfiguration(), itemCount: 3,
        viewportSize: CarouselSize(width: 300, height: 100), now: 0)
      #expect(engine.slots.count == 3)
      let shown = engine.slots.filter { $0.visibleFraction > 0 }.map(\.id)
      #expect(shown.count == 1)
      // When each slot's animated picture is told where it is
      let time = ManualTime()
      let (animators, frames) = animators(for: engine, image: try bounce(), time: time)
      for _ in 0..<300 { await Task.yield() }
      // Then only the shown slot's picture moved on
      #expect(frames().keys.sorted() == shown)
      #expect(frames()[shown[0], default: 0] >= 5)
      withExtendedLifetime(animators) {}
    }

    @Test(.needs(.gif)) func midTurnBothShownSlotsPlay() async throws {
      // Given a carousel half-way through a page turn
      var engine = CarouselEngine(
        configuration: CarouselConfiguration(), itemCount: 3,
        viewportSize: CarouselSize(width: 300, height: 100), now: 0)
      engine.next(animated: true, now: 0)
      engine.advance(to: engine.configuration.scrollAnimationDuration / 2)
      let shown = engine.slots.filter { $0.visibleFraction > 0 }.map(\.id).sorted()
      #expect(shown.count == 2)
      // Then the two slots on screen play, the third does not
      let time = ManualTime()
      let (animators, frames) = animators(for: engine, image: try bounce(), time: time)
      for _ in 0..<300 { await Task.yield() }
      #expect(frames().keys.sorted() == shown)
      withExtendedLifetime(animators) {}
    }

    @Test(.needs(.gif)) func reducedMotionShowsTheFirstFrameEverywhere() async throws {
      let engine = CarouselEngine(
        configuration: CarouselConfiguration(), itemCount: 3,
        viewportSize: CarouselSize(width: 300, height: 100), now: 0)
      let time = ManualTime()
      let (animators, frames) = animators(
        for: engine, image: try bounce(), time: time, reducesMotion: true)
      for _ in 0..<300 { await Task.yield() }
      // At most the first frame, handed over once, and nothing after it
      #expect(frames().values.allSatisfy { $0 <= 1 })
      #expect(animators.values.allSatisfy { $0.shownFrameIndex == 0 })
    }
  }
#endif
