import CarouselCore
import CarouselImages
import CarouselTestSupport
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

/// Waits (on the main actor, letting tasks run) until `condition` holds; false only when the
/// wait outlasts the hang guard (``HangGuard``), which bounds a hang and never decides a pass.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  let deadline = HangGuard.deadline()
  while !condition() {
    if ContinuousClock.now > deadline { return false }
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

  @Test func eachLiveSlotLoadsItsItemAtTheSlotsPixelSize() async {
    var host = TestHost(count: 5, size: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(frame: host.frameAt(scale: 2), contentMode: .aspectFill) { imageURL($0) }
    // Then the live slots (current and neighbours) get their own items' images
    let arrived = await eventually {
      host.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil }
    }
    #expect(arrived)
    for slot in host.slots {
      #expect(recorder.tag(ofSlot: slot.id) == UInt8(slot.item))
    }
    #expect(decoder.targetSizes.contains(PixelSize(width: 780, height: 260)))
    #expect(slots.isImageLoaded(forItem: 0, in: host.frame))
    #expect(!slots.isImageLoaded(forItem: 2, in: host.frame))
  }

  @Test func theSameSlotsAreNotRequestedAgainOnEveryFrame() async {
    var host = TestHost(count: 5, size: bannerSize)
    let (slots, recorder) = makeSlots()
    for frame in 0..<120 {
      host.advance(to: Double(frame) / 60)
      slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    }
    _ = await eventually { host.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil } }
    // Three live slots, two prefetched items: five downloads, once each
    let urls = loader.requested
    #expect(Set(urls).count == urls.count, "\(urls)")
    #expect(Set(urls) == Set((0..<5).map(imageURL)))
  }

  @Test func aSlotMovingOnToAnotherItemCancelsItsRequestAndNeverShowsIt() async throws {
    // Given item 1 whose download hangs
    loader.hold(imageURL(1))
    var host = TestHost(count: 10, size: bannerSize)
    let (slots, recorder) = makeSlots()
    host.setPrefetchDistance(0)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    let slotOfItem1 = try #require(host.slots.first { $0.item == 1 }).id
    #expect(await eventually { loader.requested.contains(imageURL(1)) })
    #expect(recorder.shown[slotOfItem1] == .placeholder)
    // When the carousel jumps far away, so every slot is reassigned
    host.scroll(to: 5, at: 1)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    // Then the hung request is cancelled
    #expect(await eventually { loader.cancelled.contains(imageURL(1)) })
    // And once it would have completed, no slot shows item 1
    loader.release(imageURL(1))
    _ = await eventually { host.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil } }
    try await Task.sleep(nanoseconds: 20_000_000)
    for slot in host.slots {
      #expect(recorder.tag(ofSlot: slot.id) == UInt8(slot.item))
    }
    #expect(!recorder.history.contains { _, image in image == .image(self.solid(1)) })
  }

  @Test func slotsThatStopBeingAliveAreUnbound() async {
    loader.hold(imageURL(0))
    var host = TestHost(count: 5, size: bannerSize)
    let (slots, recorder) = makeSlots()
    host.setPrefetchDistance(0)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { loader.requested.contains(imageURL(0)) })
    // The carousel is emptied
    host.reload(count: 0, at: 1)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { loader.cancelled.contains(imageURL(0)) })
    #expect(recorder.shown.values.allSatisfy { $0 == .placeholder })
  }

  @Test func aNewScreenScaleOrContentModeRebindsAtTheNewSize() async {
    var host = TestHost(count: 3, size: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    _ = await eventually { host.slots.allSatisfy { recorder.tag(ofSlot: $0.id) != nil } }
    // Moved to a 3x screen
    slots.update(frame: host.frameAt(scale: 3), contentMode: .aspectFill) { imageURL($0) }
    #expect(
      await eventually {
        host.slots.allSatisfy {
          if case .image(let image) = recorder.shown[$0.id] { return image.width == 1170 }
          return false
        }
      })
    slots.update(frame: host.frameAt(scale: 3), contentMode: .aspectFit) { imageURL($0) }
    #expect(await eventually { self.decoder.targetSizes.count >= 9 })
  }

  @Test func upcomingItemsArePrefetchedAtTheSlotSize() async {
    var host = TestHost(count: 9, size: bannerSize)
    let (slots, _) = makeSlots()
    slots.update(frame: host.frameAt(scale: 2), contentMode: .aspectFill) { imageURL($0) }
    // Live: 8, 0, 1. Prefetched: 2 and 7 (distance 2), at the same pixel size
    #expect(
      await eventually {
        Set(self.loader.requested) == Set([8, 0, 1, 2, 7].map(imageURL))
      })
    let prefetched = ImageRequest(url: imageURL(2), targetSize: PixelSize(width: 780, height: 260))
    #expect(await eventually { self.pipeline.cachedImage(for: prefetched) != nil })
  }

  @Test func failuresShowTheFailureImageAndItemsWithoutURLsThePlaceholder() async {
    var host = TestHost(count: 3, size: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { item in
      switch item {
      case 0: URL(string: "https://img.test/not-a-number")
      case 1: nil
      default: imageURL(item)
      }
    }
    let slotOf = { (item: Int) in host.slots.first { $0.item == item }?.id ?? -1 }
    #expect(
      await eventually { recorder.shown[slotOf(0)] == .failure(.statusCode(404)) })
    #expect(recorder.shown[slotOf(1)] == .placeholder)
    #expect(await eventually { recorder.tag(ofSlot: slotOf(2)) == 2 })
  }

  // MARK: Resizing

  /// Whether every live slot shows its own item's image.
  private func showsOwnItems(_ host: TestHost, _ recorder: Recorder) -> Bool {
    host.slots.allSatisfy { recorder.tag(ofSlot: $0.id) == UInt8($0.item) }
  }

  /// Whether a picture asked for at `size` serves a slot of `pixels`, by the one rule.
  private static func isWithinBand(_ size: PixelSize, for pixels: PixelSize) -> Bool {
    CarouselPictureSizes.accepts(
      CarouselPixelSize(width: size.width, height: size.height),
      forSlotPixels: CarouselPixelSize(width: pixels.width, height: pixels.height))
  }

  /// Whether the history from `start` on holds only images (no placeholder, no failure).
  private func onlyImages(_ recorder: Recorder, from start: Int) -> Bool {
    recorder.history[start...].allSatisfy { _, image in
      if case .image = image { return true }
      return false
    }
  }

  @Test func aRotationKeepsEverySlotsImageUntilItsNewOneArrives() async {
    // Given a banner showing its images, and a network that now holds every download
    var host = TestHost(count: 3, size: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { self.showsOwnItems(host, recorder) })
    for item in 0..<3 { loader.hold(imageURL(item)) }
    let changesBefore = recorder.history.count
    let requestsBefore = loader.requested.count
    // When it rotates to landscape (2.2 times larger)
    host.setSize(CarouselSize(width: 844, height: 281), at: 1)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    // Then every live slot requests its image at the new size
    #expect(await eventually { self.loader.requested.count == requestsBefore + 3 })
    #expect(host.slots.allSatisfy { slots.request(ofSlot: $0.id)?.targetSize.width == 844 })
    // And meanwhile nothing changed on screen: each slot still shows its item
    #expect(recorder.history.count == changesBefore)
    #expect(showsOwnItems(host, recorder))
    // When the downloads arrive, each slot shows its item at the new size, in one change
    for item in 0..<3 { loader.release(imageURL(item)) }
    #expect(
      await eventually {
        host.slots.allSatisfy {
          if case .image(let image) = recorder.shown[$0.id] { return image.width == 844 }
          return false
        }
      })
    #expect(showsOwnItems(host, recorder))
    #expect(recorder.history.count == changesBefore + 3)
    #expect(onlyImages(recorder, from: changesBefore))
  }

  @Test func aHeaderCollapsingEveryFrameKeepsItsImagesAndRequestsNothing() async {
    // Given a tall banner at 3x showing its images
    var host = TestHost(count: 5, size: CarouselSize(width: 390, height: 260))
    let (slots, recorder) = makeSlots()
    slots.update(frame: host.frameAt(scale: 3), contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { self.showsOwnItems(host, recorder) })
    #expect(await eventually { self.loader.requested.count == 5 })
    let changesBefore = recorder.history.count
    // When its height collapses to 64 points over 196 frames
    var rebound = 0
    for frame in 0...196 {
      let height = 260 - Double(frame)
      host.setSize(CarouselSize(width: 390, height: height), at: Double(frame) / 60)
      slots.update(frame: host.frameAt(scale: 3), contentMode: .aspectFill) { imageURL($0) }
      rebound += host.slots.count { slots.request(ofSlot: $0.id)?.targetSize.height != 780 }
    }
    // Then every slot stayed bound to the image it has
    #expect(rebound == 0)
    // And nothing was requested or redrawn: the width still sets the scale
    await Task.yield()
    #expect(loader.requested.count == 5)
    #expect(recorder.history.count == changesBefore)
    #expect(showsOwnItems(host, recorder))
  }

  @Test func aHeaderGrowingEveryFrameRequestsAFewSizesNotOnePerFrame() async {
    // Given a banner showing its images
    var host = TestHost(count: 5, size: bannerSize)
    let (slots, recorder) = makeSlots()
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { self.showsOwnItems(host, recorder) })
    let changesBefore = recorder.history.count
    // When its height grows threefold, half a point per frame (520 frames)
    var requested: Set<PixelSize> = []
    var outOfBand = 0
    for frame in 0...520 {
      let height = 130 + Double(frame) / 2
      host.setSize(CarouselSize(width: 390, height: height), at: Double(frame) / 60)
      slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
      let pixels = PixelSize(width: 390, height: Int(height.rounded(.up)))
      for slot in host.slots {
        guard let size = slots.request(ofSlot: slot.id)?.targetSize else { continue }
        requested.insert(size)
        if !Self.isWithinBand(size, for: pixels) {
          outOfBand += 1
        }
      }
      if frame % 40 == 0 { await Task.yield() }
    }
    // Then each slot's request was always within the policy's band of the slot's size
    #expect(outOfBand == 0)
    // And the slots asked for a size each time the slot had grown 15% past the last one
    // (130, 150, 173, 199, 229, 264, 304, 350 rows), not one per frame
    #expect(
      requested.map(\.height).sorted() == [130, 150, 173, 199, 229, 264, 304, 350],
      "\(requested.sorted { $0.height < $1.height })")
    // And each slot ends with the last of them, never having shown a placeholder
    #expect(
      await eventually {
        host.slots.allSatisfy {
          if case .image(let image) = recorder.shown[$0.id] { return image.height == 350 }
          return false
        }
      })
    #expect(onlyImages(recorder, from: changesBefore))
    #expect(showsOwnItems(host, recorder))
  }

  @Test func anItemChangeDuringAResizeShowsThePlaceholderNotTheOldItem() async throws {
    // Given a banner showing items 9, 0 and 1
    var host = TestHost(count: 10, size: bannerSize)
    let (slots, recorder) = makeSlots()
    host.setPrefetchDistance(0)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { self.showsOwnItems(host, recorder) })
    for item in 4...6 { loader.hold(imageURL(item)) }
    let changesBefore = recorder.history.count
    // When, in one update, it rotates and jumps to item 5 (every slot gets another item)
    host.setSize(CarouselSize(width: 844, height: 281), at: 1)
    host.scroll(to: 5, at: 1)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    // Then every slot shows the placeholder, not its previous item's picture
    #expect(host.slots.allSatisfy { recorder.shown[$0.id] == .placeholder })
    // And then only its new item
    for item in 4...6 { loader.release(imageURL(item)) }
    #expect(await eventually { self.showsOwnItems(host, recorder) })
    for (id, image) in recorder.history[changesBefore...] {
      guard case .image(let decoded) = image else { continue }
      let item = try #require(host.slots.first { $0.id == id }).item
      #expect(decoded.pixel(x: 0, y: 0).x == UInt8(item))
    }
  }

  @Test func smallResizesDoNotRestartThePrefetches() async {
    // Given a 9-item banner whose neighbours are prefetched
    var host = TestHost(count: 9, size: bannerSize)
    let (slots, _) = makeSlots()
    slots.update(frame: host.frameAt(scale: 2), contentMode: .aspectFill) { imageURL($0) }
    #expect(await eventually { self.loader.requested.count == 5 })
    // When its size wobbles by a few points every frame
    for frame in 0..<60 {
      let wobble = Double(frame % 7) - 3
      host.setSize(
        CarouselSize(width: 390 + wobble, height: 130 + wobble), at: Double(frame) / 60)
      slots.update(frame: host.frameAt(scale: 2), contentMode: .aspectFill) { imageURL($0) }
      await Task.yield()
    }
    // Then nothing more is downloaded: slots and prefetches keep one request size
    #expect(loader.requested.count == 5)
    let prefetched = ImageRequest(url: imageURL(2), targetSize: PixelSize(width: 780, height: 260))
    #expect(await eventually { self.pipeline.cachedImage(for: prefetched) != nil })
  }

  @Test func releasingTheImageSlotsCancelsTheirRequests() async {
    // Given image slots loading three images that hang
    for item in [4, 0, 1] { loader.hold(imageURL(item)) }
    var host = TestHost(count: 5, size: bannerSize)
    weak var released: CarouselImageSlots?
    do {
      let (slots, _) = makeSlots()
      released = slots
      host.setPrefetchDistance(0)
      slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
      #expect(await eventually { self.loader.requested.count == 3 })
    }
    // When the carousel that owned them is gone
    #expect(released == nil)
    // Then the three requests are cancelled
    #expect(await eventually { Set(self.loader.cancelled) == Set([4, 0, 1].map(imageURL)) })
  }

  private func solid(_ tag: UInt8) -> DecodedImage {
    DecodedImage(
      width: 2, height: 2,
      pixels: [UInt8](repeating: 255, count: 16).enumerated().map {
        $0.offset % 4 == 0 ? tag : $0.element
      })
  }
}

/// The shared seeded generator, under the name these tests know it by.
typealias SeededRandom = SeededGenerator
