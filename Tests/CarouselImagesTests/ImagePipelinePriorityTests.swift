// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  /// The pipeline serves visible slides before prefetches, whatever the transport does.
  @Suite struct ImagePipelinePriorityTests {
    let size = PixelSize(width: 40, height: 20)

    func urls(_ count: Int) -> [URL] {
      (0..<count).map { testURL("https://images.example.com/\($0).png") }
    }

    func makeLoader(_ urls: [URL]) throws -> ScriptedLoader {
      let loader = ScriptedLoader()
      let png = try ImageEncoder.pngData(from: TestImages.photo(width: 80, height: 40))
      for url in urls { loader.respond(to: url, with: .success(png)) }
      return loader
    }

    func pipeline(_ loader: ScriptedLoader, downloads: Int) -> ImagePipeline {
      ImagePipeline(
        configuration: .init(
          dataLoader: loader, memoryCache: nil, diskCache: nil,
          maximumConcurrentDownloads: downloads)
      )
    }

    @Test func visibleRequestsOvertakeWaitingPrefetches() async throws {
      let urls = urls(4)
      let loader = try makeLoader(urls)
      // One download at a time, and the first one is held.
      loader.hold(urls[0])
      let pipeline = pipeline(loader, downloads: 1)
      let blocker = Task {
        try? await pipeline.image(for: ImageRequest(url: urls[0], targetSize: size))
      }
      #expect(await eventually { loader.startedURLs == [urls[0]] })
      var tasks: [Task<DecodedImage?, Never>] = []
      for (url, priority) in [(urls[1], .low), (urls[2], .low), (urls[3], .high)]
        as [(URL, ImageRequest.Priority)]
      {
        tasks.append(
          Task {
            try? await pipeline.image(
              for: ImageRequest(url: url, targetSize: size, priority: priority))
          })
        let expected = tasks.count
        #expect(await eventually { pipeline.downloadScheduler.waitingCount == expected })
      }
      loader.release(urls[0])
      _ = await blocker.value
      for task in tasks { #expect(await task.value != nil) }
      // The visible request went first; the prefetches kept their order.
      #expect(loader.startedURLs == [urls[0], urls[3], urls[1], urls[2]])
    }

    @Test func aPrefetchJoinedByAVisibleSlotIsPromoted() async throws {
      let urls = urls(3)
      let loader = try makeLoader(urls)
      loader.hold(urls[0])
      let pipeline = pipeline(loader, downloads: 1)
      let blocker = Task {
        try? await pipeline.image(for: ImageRequest(url: urls[0], targetSize: size))
      }
      #expect(await eventually { loader.startedURLs == [urls[0]] })
      let prefetchA = Task {
        try? await pipeline.image(for: ImageRequest(url: urls[1], targetSize: size, priority: .low))
      }
      #expect(await eventually { pipeline.downloadScheduler.waitingCount == 1 })
      let prefetchB = Task {
        try? await pipeline.image(for: ImageRequest(url: urls[2], targetSize: size, priority: .low))
      }
      #expect(await eventually { pipeline.downloadScheduler.waitingCount == 2 })
      // The slot showing B becomes visible while B is still a waiting prefetch.
      let visibleB = Task {
        try? await pipeline.image(
          for: ImageRequest(url: urls[2], targetSize: size, priority: .high))
      }
      let keyB = ImageRequest(url: urls[2], targetSize: size).cacheKey
      #expect(await eventually { pipeline.decodeSubscriberCount(for: keyB) == 2 })
      loader.release(urls[0])
      for task in [blocker, prefetchA, prefetchB, visibleB] { #expect(await task.value != nil) }
      #expect(loader.startedURLs == [urls[0], urls[2], urls[1]])
    }

    @Test func concurrentDownloadsStayWithinTheLimit() async throws {
      let urls = urls(12)
      let loader = try makeLoader(urls)
      for url in urls { loader.hold(url) }
      let pipeline = pipeline(loader, downloads: 3)
      let tasks = urls.map { url in
        Task { try? await pipeline.image(for: ImageRequest(url: url, targetSize: size)) }
      }
      #expect(
        await eventually {
          loader.waitingCount == 3 && pipeline.downloadScheduler.waitingCount == 9
        })
      for url in urls {
        #expect(pipeline.downloadScheduler.runningCount <= 3)
        loader.release(url)
      }
      for task in tasks { #expect(await task.value != nil) }
      #expect(loader.startedURLs.count == 12)
    }

    @Test func cancellingAWaitingRequestFreesItsPlaceInLine() async throws {
      let urls = urls(3)
      let loader = try makeLoader(urls)
      loader.hold(urls[0])
      let pipeline = pipeline(loader, downloads: 1)
      let blocker = Task {
        try? await pipeline.image(for: ImageRequest(url: urls[0], targetSize: size))
      }
      #expect(await eventually { loader.startedURLs == [urls[0]] })
      let dropped = Task {
        try? await pipeline.image(for: ImageRequest(url: urls[1], targetSize: size))
      }
      let kept = Task {
        try? await pipeline.image(for: ImageRequest(url: urls[2], targetSize: size))
      }
      #expect(await eventually { pipeline.downloadScheduler.waitingCount == 2 })
      dropped.cancel()
      #expect(await dropped.value == nil)
      #expect(pipeline.downloadScheduler.waitingCount == 1)
      loader.release(urls[0])
      #expect(await blocker.value != nil)
      #expect(await kept.value != nil)
      #expect(loader.startedURLs == [urls[0], urls[2]])
    }
  }
#endif
