import CarouselCore
import CarouselImages
import Foundation
import Testing

@testable import CarouselHosting

/// The shape of the UIKit view, without UIKit: a driver, one view per slot through
/// `CarouselSlotViews`, images through `CarouselImageSlots`, run through minutes of
/// auto-advance, swipes and reloads.
@MainActor
@Suite struct HostSimulationTests {
  /// Stands for a slot's image view.
  final class FakeSlotView {
    var item: Int?
    var shownTag: UInt8?
    var isPlaceholder = true
  }

  @MainActor final class SimulatedCarouselView: CarouselDriverOutput {
    let driver: CarouselDriver
    var urls: [URL]
    var slotViews = CarouselSlotViews<FakeSlotView>()
    var madeViews = 0
    var imageSlots: CarouselImageSlots!

    init(driver: CarouselDriver, urls: [URL], pipeline: ImagePipeline) {
      self.driver = driver
      self.urls = urls
      imageSlots = CarouselImageSlots(pipeline: pipeline) { [weak self] id, image in
        guard let view = self?.slotViews.view(forSlotID: id) else { return }
        switch image {
        case .image(let decoded):
          view.shownTag = decoded.pixel(x: 0, y: 0).x
          view.isPlaceholder = false
        case .placeholder, .failure:
          view.shownTag = nil
          view.isPlaceholder = true
        }
      }
      driver.output = self
    }

    func carouselDriver(_ driver: CarouselDriver, draw frame: CarouselFrame) {
      slotViews.update(
        with: frame.slots,
        make: { _ in
          madeViews += 1
          return FakeSlotView()
        },
        prepare: { view, slot in view.item = slot.item },
        place: { _, _ in },
        retire: { $0.item = nil })
      let urls = urls
      imageSlots.update(frame: frame, contentMode: .aspectFill) {
        urls.indices.contains($0) ? urls[$0] : nil
      }
    }

    func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselEvent) {}
  }

  @Test func minutesOfUseKeepThreeViewsShowingTheirOwnItems() async {
    let loader = ScriptedLoader()
    let pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(
        dataLoader: loader, decoder: TaggingDecoder(), memoryCache: MemoryImageCache(),
        diskCache: nil))
    let ticker = FakeTicker()
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(2)
    let urls = (0..<7).map(imageURL)
    let driver = CarouselDriver(
      configuration: configuration, itemCount: urls.count,
      signals: CarouselHostSignals(isInWindow: true), ticker: ticker)
    let view = SimulatedCarouselView(driver: driver, urls: urls, pipeline: pipeline)
    driver.setBounds(bannerSize)

    for round in 0..<20 {
      ticker.run(for: 3)
      switch round % 4 {
      case 1: driver.swipe(by: -250, ticker: ticker)
      case 2: driver.swipe(by: 250, ticker: ticker)
      case 3:
        // The app reorders its banners mid-animation
        driver.next()
        ticker.run(for: 0.1)
        // (as the view does: the new content first, then the reload that redraws it)
        let previous = view.urls
        let shown = driver.engine.currentIndex.map { previous[$0] }
        view.urls = Array(previous.reversed())
        driver.reload(identities: view.urls, previousIdentities: previous)
        #expect(driver.engine.currentIndex.map { view.urls[$0] } == shown)
      default: break
      }
      // Let image deliveries land
      _ = await eventually {
        driver.frame.slots.allSatisfy { slot in
          view.slotViews.view(forSlotID: slot.id)?.shownTag != nil
        }
      }
      // Then: three views in all, ever; each shows the item of its slot, and its image
      #expect(view.slotViews.count == 3)
      for slot in driver.frame.slots {
        let slotView = view.slotViews.view(forSlotID: slot.id)
        #expect(slotView?.item == slot.item)
        let expectedTag = UInt8(view.urls[slot.item].lastPathComponent)
        #expect(slotView?.shownTag == expectedTag, "round \(round), slot \(slot.id)")
      }
    }
    #expect(view.madeViews == 3)
    withExtendedLifetime(view) {}
  }
}
