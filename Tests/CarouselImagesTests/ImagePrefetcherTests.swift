// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  @Suite struct ImagePrefetcherTests {
    let size = PixelSize(width: 40, height: 20)
    let urls = (0..<6).map { testURL("https://images.example.com/item-\($0).png") }

    func makeLoader() throws -> ScriptedLoader {
      let loader = ScriptedLoader()
      let png = try ImageEncoder.pngData(from: TestImages.photo(width: 80, height: 40))
      for url in urls { loader.respond(to: url, with: .success(png)) }
      return loader
    }

    func makePipeline(_ loader: ScriptedLoader) -> ImagePipeline {
      ImagePipeline(
        configuration: .init(
          dataLoader: loader, memoryCache: MemoryImageCache(costLimit: 1 << 20), diskCache: nil))
    }

    @Test func prefetchedImagesLandInTheMemoryCacheAtTheSlotSize() async throws {
      let loader = try makeLoader()
      let pipeline = makePipeline(loader)
      let prefetcher = ImagePrefetcher(pipeline: pipeline)
      prefetcher.prefetch(items: [1, 5], targetSize: size) { urls[$0] }
      for item in [1, 5] {
        let request = ImageRequest(url: urls[item], targetSize: size)
        #expect(await eventually { pipeline.cachedImage(for: request) != nil })
      }
      #expect(await eventually { prefetcher.activeCount == 0 })
      #expect(Set(loader.startedURLs) == [urls[1], urls[5]])
    }

    @Test func itemsMovingOutOfRangeAreCancelled() async throws {
      let loader = try makeLoader()
      for url in urls { loader.hold(url) }
      let pipeline = makePipeline(loader)
      let prefetcher = ImagePrefetcher(pipeline: pipeline)
      prefetcher.prefetch(items: [1, 2], targetSize: size) { urls[$0] }
      #expect(await eventually { loader.waitingCount == 2 })
      // The carousel moved on: item 2 stays upcoming, item 1 does not, item 3 is new.
      prefetcher.prefetch(items: [2, 3], targetSize: size) { urls[$0] }
      #expect(await eventually { loader.cancelledURLs == [urls[1]] })
      #expect(prefetcher.activeCount == 2)
      #expect(await eventually { loader.waitingCount == 2 })
      prefetcher.stop()
      #expect(await eventually { Set(loader.cancelledURLs) == [urls[1], urls[2], urls[3]] })
      #expect(prefetcher.activeCount == 0)
    }

    @Test func aPrefetchAVisibleSlotJoinedKeepsLoadingForTheSlot() async throws {
      let loader = try makeLoader()
      loader.hold(urls[0])
      let pipeline = makePipeline(loader)
      let prefetcher = ImagePrefetcher(pipeline: pipeline)
      prefetcher.prefetch(items: [0], targetSize: size) { urls[$0] }
      #expect(await eventually { loader.waitingCount == 1 })
      let request = ImageRequest(url: urls[0], targetSize: size, priority: .high)
      let visible = Task { try? await pipeline.image(for: request) }
      #expect(await eventually { pipeline.decodeSubscriberCount(for: request.cacheKey) == 2 })
      prefetcher.prefetch([])
      loader.release(urls[0])
      #expect(await visible.value != nil)
      #expect(loader.cancelledURLs.isEmpty)
    }

    @Test func cachedItemsAreNotFetchedAgain() async throws {
      let loader = try makeLoader()
      let pipeline = makePipeline(loader)
      _ = try await pipeline.image(for: ImageRequest(url: urls[3], targetSize: size))
      let prefetcher = ImagePrefetcher(pipeline: pipeline)
      prefetcher.prefetch(items: [3], targetSize: size) { urls[$0] }
      #expect(prefetcher.activeCount == 0)
      #expect(loader.startedURLs == [urls[3]])
    }
  }
#endif
