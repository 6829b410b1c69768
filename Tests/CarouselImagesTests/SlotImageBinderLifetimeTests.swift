import Foundation
import Testing

@testable import CarouselImages

/// A binder that goes away takes its requests with it.
@MainActor
@Suite struct SlotImageBinderLifetimeTests {
  let urls = (0..<2).map { testURL("https://images.example.com/held-\($0).png") }

  @Test func releasingTheBinderCancelsItsRequestsInFlight() async {
    // Given a binder with two slots whose downloads hang
    let loader = ScriptedLoader()
    for url in urls { loader.hold(url) }
    let pipeline = ImagePipeline(
      configuration: .init(dataLoader: loader, memoryCache: nil, diskCache: nil))
    weak var released: SlotImageBinder?
    do {
      let binder = SlotImageBinder(pipeline: pipeline) { _, _ in }
      released = binder
      for (slot, url) in urls.enumerated() {
        binder.bind(
          ImageRequest(url: url, targetSize: PixelSize(width: 8, height: 8)), toSlot: slot)
      }
      #expect(await eventually { loader.waitingCount == 2 })
    }
    // When the binder is released (its carousel was dismissed)
    #expect(released == nil)
    // Then both requests are cancelled, down to the downloads
    #expect(await eventually { Set(loader.cancelledURLs) == Set(urls) })
    #expect(loader.cancelledURLs.count == 2)
    #expect(await eventually { pipeline.inFlightImageCount == 0 })
  }
}
