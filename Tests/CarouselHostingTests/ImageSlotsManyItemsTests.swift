import CarouselCore
import CarouselImages
import Foundation
import Testing

@testable import CarouselHosting

/// What the Apple views fetch and hold with thousands of items: the frame's window (its live
/// slots and the items ahead), never the list; what leaves the window is cancelled and let go.
@MainActor @Suite struct ImageSlotsManyItemsTests {
  @Test func twoThousandItemsAskOnlyForTheWindowThroughABurst() async throws {
    // Given a banner of 2,000 pictures whose downloads never finish (so that every one not
    // cancelled would still be held at the end), and room for many downloads at once (so that
    // the window's never wait behind others)
    let loader = ScriptedLoader()
    for item in 0..<2000 { loader.hold(imageURL(item)) }
    let pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(
        dataLoader: loader, decoder: TaggingDecoder(), memoryCache: MemoryImageCache(),
        diskCache: nil, maximumConcurrentDownloads: 64))
    var host = TestHost(count: 2000, size: bannerSize)
    let slots = CarouselImageSlots(pipeline: pipeline) { _, _ in }
    // When the user presses Next 150 times, 50 ms apart, the views drawing every frame, and
    // each time the live slots' downloads have reached the network (so that a request not
    // cancelled would still be held)
    var largestInFlight = 0
    for press in 0..<150 {
      let now = Double(press) * 0.05
      host.host.next(now: now)
      for step in 0...2 {
        host.advance(to: now + Double(step) * 0.016)
        slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
      }
      // (Requests left running would fill every download slot: the wait ends at the hang
      // guard, once.)
      let live = Set(host.slots.map { imageURL($0.item) })
      guard await eventually({ live.isSubset(of: Set(loader.requested)) }) else {
        Issue.record("press \(press): the live slots' downloads never started")
        break
      }
      largestInFlight = max(largestInFlight, pipeline.inFlightImageCount)
    }
    host.advance(to: 100)
    slots.update(frame: host.frameAt(scale: 1), contentMode: .aspectFill) { imageURL($0) }
    let window = Set(host.slots.map(\.item) + host.frame.prefetchItems)
    // Then once the carousel rests only its window is loading: every other request was
    // cancelled and its job released
    #expect(
      await eventually { pipeline.inFlightImageCount <= window.count },
      "\(pipeline.inFlightImageCount) loads in flight for a window of \(window.count)")
    // And while it moved it never loaded more than a few windows at once
    #expect(largestInFlight <= 3 * window.count, "\(largestInFlight)")
    // And each picture it passed was asked for once or so, never the 2,000
    let passed = try #require(host.frame.currentIndex)
    #expect(passed >= 100)
    let requested = Set(loader.requested)
    #expect(requested.count <= passed + 2 * window.count, "\(requested.count) for \(passed)")
    #expect(requested.count < 2000)
    // And every request outside the window was cancelled, not left running
    let outside = requested.subtracting(window.map(imageURL))
    #expect(
      await eventually { Set(loader.cancelled).isSuperset(of: outside) },
      "\(outside.subtracting(loader.cancelled).count) requests outside the window still run")
    slots.removeAll()
  }
}
