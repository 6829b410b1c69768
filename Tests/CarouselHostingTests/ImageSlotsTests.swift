import CarouselCore
import CarouselImages
import Foundation
import Testing

@testable import CarouselHosting

/// A data loader that serves `https://img.test/<n>` as one byte n, and can hold chosen URLs
/// until they are released or their caller cancels.
final class ScriptedLoader: DataLoading, @unchecked Sendable {
  private let lock = NSLock()
  private var held: Set<URL> = []
  private var requestLog: [URL] = []
  private var cancelLog: [URL] = []

  func hold(_ url: URL) { lock.withLock { _ = held.insert(url) } }
  func release(_ url: URL) { lock.withLock { _ = held.remove(url) } }
  var requested: [URL] { lock.withLock { requestLog } }
  var cancelled: [URL] { lock.withLock { cancelLog } }

  func data(for url: URL) async throws(ImageError) -> Data {
    lock.withLock { requestLog.append(url) }
    while lock.withLock({ held.contains(url) }) {
      if Task.isCancelled {
        lock.withLock { cancelLog.append(url) }
        throw .cancelled
      }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    guard let tag = UInt8(url.lastPathComponent) else { throw .statusCode(404) }
    return Data([tag])
  }
}

/// Decodes the loader's one-byte "images" to a solid image of the target size whose red
/// channel is the byte, recording the sizes asked for.
final class TaggingDecoder: ImageDecoding, @unchecked Sendable {
  private let lock = NSLock()
  private var sizes: [PixelSize] = []
  var targetSizes: [PixelSize] { lock.withLock { sizes } }

  func decode(
    _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
    maximumPixelCount: Int
  ) throws(ImageError) -> DecodedImage {
    lock.withLock { sizes.append(targetSize) }
    guard let tag = data.first else { throw .corruptData }
    let width = max(1, targetSize.width)
    let height = max(1, targetSize.height)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for offset in stride(from: 0, to: pixels.count, by: 4) { pixels[offset] = tag }
    return DecodedImage(width: width, height: height, pixels: pixels)
  }
}

func imageURL(_ item: Int) -> URL {
  URL(string: "https://img.test/\(item)") ?? URL(fileURLWithPath: "/")
}

/// Waits (on the main actor, letting tasks run) until `condition` holds or 5 s pass.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  // A generous bound: the condition normally holds within milliseconds, but a loaded CI
  // machine running every suite in parallel can starve the cooperative pool for seconds.
  let deadline = Date().addingTimeInterval(60)
  while !condition() {
    if Date() > deadline { return false }
    try? await Task.sleep(nanoseconds: 2_000_000)
  }
  return true
}

@MainActor
@Suite struct ImageSlotsTests {
  let loader = ScriptedLoader()
  let decoder = TaggingDecoder()
  let pipeline: ImagePipeline
  var shown: [Int: CarouselSlotImage] = [:]

  init() {
    pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(
        dataLoader: loader, decoder: decoder, memoryCache: MemoryImageCache(), diskCache: nil))
  }

  /// A 5-item banner engine and image slots recording what each slot shows.
  private func makeSlots() -> (CarouselImageSlots, Recorder) {
    let recorder = Recorder()
    let slots = CarouselImageSlots(pipeline: pipeline) { [recorder] id, image in
      recorder.shown[id] = image
      recorder.history.append((id, image))
    }
    return (slots, recorder)
  }

  @MainActor final class Recorder {
    var shown: [Int: CarouselSlotImage] = [:]
    var history: [(Int, CarouselSlotImage)] = []

    /// The tag (item) of the image a slot shows, if it shows one.
    func tag(ofSlot id: Int) -> UInt8? {
      if case .image(let image) = shown[id] { return image.pixel(x: 0, y: 0).x }
      return nil
    }
  }

  @Test func pixelSizesRoundUpButIgnoreRoundingNoise() {
    let size = { (w: Double, h: Double, s: Double) in
      CarouselImageSlots.pixelSize(of: CarouselSize(width: w, height: h), scale: s)
    }
    #expect(size(390, 130, 3) == PixelSize(width: 1170, height: 390))
    #expect(size(130.33333333, 97.5, 3) == PixelSize(width: 391, height: 293))
    #expect(size(0.1 * 3, 1, 10) == PixelSize(width: 3, height: 10))
    #expect(size(0, 100, 2) == PixelSize(width: 0, height: 200))
    #expect(size(.nan, 100, 2).width == 0)
  }

  @Test func eachLiveSlotLoadsItsItemAtTheSlotsPixelSize() async {
    let engine = CarouselEngine(itemCount: 5, viewportSize: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(engine: engine, scale: 2, contentMode: .aspectFill) { imageURL($0) }
    // Then the live slots (current and neighbours) get their own items' images
    let arrived = await eventually {
      engine.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil }
    }
    #expect(arrived)
    for slot in engine.slots {
      #expect(recorder.tag(ofSlot: slot.id) == UInt8(slot.itemIndex))
    }
    #expect(decoder.targetSizes.contains(PixelSize(width: 780, height: 260)))
    #expect(slots.isImageLoaded(forItem: 0, in: engine))
    #expect(!slots.isImageLoaded(forItem: 2, in: engine))
  }

  @Test func theSameSlotsAreNotRequestedAgainOnEveryFrame() async {
    var engine = CarouselEngine(itemCount: 5, viewportSize: bannerSize)
    let (slots, recorder) = makeSlots()
    for frame in 0..<120 {
      engine.advance(to: Double(frame) / 60)
      slots.update(engine: engine, scale: 1, contentMode: .aspectFill) { imageURL($0) }
    }
    _ = await eventually { engine.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil } }
    // Three live slots, two prefetched items: five downloads, once each
    let urls = loader.requested
    #expect(Set(urls).count == urls.count, "\(urls)")
    #expect(Set(urls) == Set((0..<5).map(imageURL)))
  }

  @Test func aSlotMovingOnToAnotherItemCancelsItsRequestAndNeverShowsIt() async throws {
    // Given item 1 whose download hangs
    loader.hold(imageURL(1))
    var engine = CarouselEngine(itemCount: 10, viewportSize: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.prefetchDistance = 0
    slots.update(engine: engine, scale: 1, contentMode: .aspectFill) { imageURL($0) }
    let slotOfItem1 = try #require(engine.slots.first { $0.itemIndex == 1 }).id
    #expect(await eventually { loader.requested.contains(imageURL(1)) })
    #expect(recorder.shown[slotOfItem1] == .placeholder)
    // When the carousel jumps far away, so every slot is reassigned
    engine.scroll(to: 5, animated: false, now: 1)
    slots.update(engine: engine, scale: 1, contentMode: .aspectFill) { imageURL($0) }
    // Then the hung request is cancelled
    #expect(await eventually { loader.cancelled.contains(imageURL(1)) })
    // And once it would have completed, no slot shows item 1
    loader.release(imageURL(1))
    _ = await eventually { engine.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil } }
    try await Task.sleep(nanoseconds: 20_000_000)
    for slot in engine.slots {
      #expect(recorder.tag(ofSlot: slot.id) == UInt8(slot.itemIndex))
    }
    #expect(!recorder.history.contains { _, image in image == .image(self.solid(1)) })
  }

  @Test func slotsThatStopBeingAliveAreUnbound() async {
    loader.hold(imageURL(0))
    var engine = CarouselEngine(itemCount: 5, viewportSize: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.prefetchDistance = 0
    slots.update(engine: engine, scale: 1, contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { loader.requested.contains(imageURL(0)) })
    // The carousel is emptied
    engine.reload(itemCount: 0, now: 1)
    slots.update(engine: engine, scale: 1, contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { loader.cancelled.contains(imageURL(0)) })
    #expect(recorder.shown.values.allSatisfy { $0 == .placeholder })
  }

  @Test func aNewScreenScaleOrContentModeRebindsAtTheNewSize() async {
    let engine = CarouselEngine(itemCount: 3, viewportSize: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(engine: engine, scale: 1, contentMode: .aspectFill) { imageURL($0) }
    _ = await eventually { engine.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil } }
    // Moved to a 3x screen
    slots.update(engine: engine, scale: 3, contentMode: .aspectFill) { imageURL($0) }
    #expect(
      await eventually {
        engine.slots.allSatisfy {
          if case .image(let image) = recorder.shown[$0.id] { return image.width == 1170 }
          return false
        }
      })
    slots.update(engine: engine, scale: 3, contentMode: .aspectFit) { imageURL($0) }
    #expect(await eventually { self.decoder.targetSizes.count >= 9 })
  }

  @Test func upcomingItemsArePrefetchedAtTheSlotSize() async {
    let engine = CarouselEngine(itemCount: 9, viewportSize: bannerSize)
    let (slots, _) = makeSlots()
    slots.update(engine: engine, scale: 2, contentMode: .aspectFill) { imageURL($0) }
    // Live: 8, 0, 1. Prefetched: 2 and 7 (distance 2), at the same pixel size
    #expect(
      await eventually {
        Set(self.loader.requested) == Set([8, 0, 1, 2, 7].map(imageURL))
      })
    let prefetched = ImageRequest(url: imageURL(2), targetSize: PixelSize(width: 780, height: 260))
    #expect(await eventually { self.pipeline.cachedImage(for: prefetched) != nil })
  }

  @Test func failuresShowTheFailureImageAndItemsWithoutURLsThePlaceholder() async {
    let engine = CarouselEngine(itemCount: 3, viewportSize: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(engine: engine, scale: 1, contentMode: .aspectFill) { item in
      switch item {
      case 0: URL(string: "https://img.test/not-a-number")
      case 1: nil
      default: imageURL(item)
      }
    }
    let slotOf = { (item: Int) in engine.slots.first { $0.itemIndex == item }?.id ?? -1 }
    #expect(
      await eventually { recorder.shown[slotOf(0)] == .failure(.statusCode(404)) })
    #expect(recorder.shown[slotOf(1)] == .placeholder)
    #expect(await eventually { recorder.tag(ofSlot: slotOf(2)) == 2 })
  }

  private func solid(_ tag: UInt8) -> DecodedImage {
    DecodedImage(
      width: 2, height: 2,
      pixels: [UInt8](repeating: 255, count: 16).enumerated().map {
        $0.offset % 4 == 0 ? tag : $0.element
      })
  }
}
