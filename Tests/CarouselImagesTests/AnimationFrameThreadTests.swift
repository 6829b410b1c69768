import CarouselCore
import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselImages

/// Frames decoded for a task never hold a thread of the cooperative pool, and a kept frame is
/// never kept waiting behind another frame's decode.
@Suite struct AnimationFrameThreadTests {
  /// Frames of one colour per index; every decode after the first frame blocks at a gate.
  final class GatedSource: AnimationFrameSource, @unchecked Sendable {
    let gate: Gate
    private(set) var position = 0

    init(gate: Gate) { self.gate = gate }

    func decodeNext() throws(ImageError) -> DecodedImage {
      if position > 0 { gate.wait() }
      defer { position = (position + 1) % 4 }
      let tag = UInt8(position)
      return DecodedImage(width: 1, height: 1, pixels: [tag, tag, tag, 255])
    }

    func rewind() throws(ImageError) { position = 0 }
  }

  func makeAnimation(gate: Gate) throws -> ImageAnimation {
    let animation = ImageAnimation(
      source: GatedSource(gate: gate),
      timeline: FrameTimeline(frameDurations: [0.1, 0.1, 0.1, 0.1], repetition: .forever),
      frameSize: PixelSize(width: 1, height: 1), memoryBudget: 1 << 20, workingSetBytes: 0)
    _ = try animation.frame(at: 0)
    return animation
  }

  @Test func decodesForTasksLeaveTheCooperativePoolFree() async throws {
    // Given as many animations as the pool has threads, each decoding a frame that blocks
    let width = max(2, ProcessInfo.processInfo.activeProcessorCount)
    let gate = Gate()
    let animations = try (0..<width).map { _ in try makeAnimation(gate: gate) }
    let decodes = animations.map { animation in
      Task { try await animation.decodedFrame(at: 1) }
    }
    // (the animation threads take two at once; the rest wait for them without a thread)
    await waitUntil(gate, blocks: min(width, ImageAnimation.frameExecutor.threadLimit))
    // When a task is started on the cooperative pool
    let ran = await cooperativePoolRuns(whileBlockedAt: gate)
    // Then it runs while the decodes still block
    #expect(ran)
    #expect(!gate.openedByWatchdog)
    gate.open()
    for decode in decodes {
      #expect(try await decode.value.pixel(x: 0, y: 0).x == 1)
    }
  }

  @Test func aKeptFrameIsShownWhileAnotherFrameDecodes() async throws {
    let gate = Gate()
    let animation = try makeAnimation(gate: gate)
    let decode = Task { try await animation.decodedFrame(at: 2) }
    await waitUntil(gate, blocks: 1)
    // While frame 2's decode holds the decoder, frame 0 comes from what is kept, at once
    let kept = await offThePool { animation.cachedFrame(at: 0) }
    let again = await offThePool { try? animation.frame(at: 0) }
    #expect(kept?.pixel(x: 0, y: 0).x == 0)
    #expect(again?.pixel(x: 0, y: 0).x == 0)
    #expect(!gate.isOpen, "the kept frame waited for the decode")
    gate.open()
    #expect(try await decode.value.pixel(x: 0, y: 0).x == 2)
    #expect(animation.decodedFrameCount == 3)
  }
}
