// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  /// Identical requests share work; work stops only when nobody waits for it.
  @Suite struct ImagePipelineCoalescingTests {
    let url = testURL("https://images.example.com/banner.png")
    let size = PixelSize(width: 120, height: 40)

    func pipeline(_ loader: ScriptedLoader, memoryCache: MemoryImageCache? = nil) -> ImagePipeline {
      ImagePipeline(
        configuration: .init(dataLoader: loader, memoryCache: memoryCache, diskCache: nil))
    }

    func load(_ pipeline: ImagePipeline, _ request: ImageRequest) async -> Result<
      DecodedImage, ImageError
    > {
      do throws(ImageError) {
        return .success(try await pipeline.image(for: request))
      } catch {
        return .failure(error)
      }
    }

    @Test func hundredIdenticalRequestsDownloadAndDecodeOnce() async throws {
      // Given a loader that holds the download until every caller has joined
      let loader = ScriptedLoader(isOpen: false)
      loader.respond(
        to: url,
        with: .success(try ImageEncoder.pngData(from: TestImages.photo(width: 300, height: 100))))
      let pipeline = pipeline(loader)
      let request = ImageRequest(url: url, targetSize: size)
      // When 100 callers ask at once
      let results = await withTaskGroup(of: Result<DecodedImage, ImageError>.self) { group in
        for _ in 0..<100 { group.addTask { await load(pipeline, request) } }
        #expect(await eventually { pipeline.decodeSubscriberCount(for: request.cacheKey) == 100 })
        loader.open()
        return await group.reduce(into: []) { $0.append($1) }
      }
      // Then the image is downloaded once and every caller gets the same image
      #expect(loader.startedURLs == [url])
      let images = results.compactMap { try? $0.get() }
      #expect(images.count == 100)
      #expect(Set(images.map(\.pixels)).count == 1)
      #expect(pipeline.inFlightImageCount == 0 && pipeline.inFlightDownloadCount == 0)
    }

    @Test func differentSizesShareTheDownloadButNotTheDecode() async throws {
      let loader = ScriptedLoader(isOpen: false)
      loader.respond(
        to: url,
        with: .success(try ImageEncoder.pngData(from: TestImages.photo(width: 300, height: 100))))
      let pipeline = pipeline(loader)
      let small = ImageRequest(url: url, targetSize: PixelSize(width: 60, height: 20))
      let large = ImageRequest(url: url, targetSize: PixelSize(width: 150, height: 50))
      async let first = load(pipeline, small)
      async let second = load(pipeline, large)
      #expect(await eventually { pipeline.downloads.subscriberCount(for: url) == 2 })
      loader.open()
      let (a, b) = await (first, second)
      #expect(loader.startedURLs == [url])
      #expect(try a.get().size == PixelSize(width: 60, height: 20))
      #expect(try b.get().size == PixelSize(width: 150, height: 50))
    }

    @Test func oneCallerCancellingDoesNotStopTheOthers() async throws {
      let loader = ScriptedLoader(isOpen: false)
      loader.respond(
        to: url,
        with: .success(try ImageEncoder.pngData(from: TestImages.photo(width: 300, height: 100))))
      let pipeline = pipeline(loader)
      let request = ImageRequest(url: url, targetSize: size)
      let leaving = Task { await load(pipeline, request) }
      let staying = Task { await load(pipeline, request) }
      #expect(await eventually { pipeline.decodeSubscriberCount(for: request.cacheKey) == 2 })
      leaving.cancel()
      #expect(await leaving.value == .failure(.cancelled))
      loader.open()
      #expect(try await staying.value.get().size == PixelSize(width: 120, height: 40))
      #expect(loader.cancelledURLs.isEmpty)
    }

    @Test func whenEveryCallerCancelsTheDownloadIsCancelled() async throws {
      let loader = ScriptedLoader(isOpen: false)
      let pipeline = pipeline(loader)
      let requests = [size, PixelSize(width: 60, height: 20)].map {
        ImageRequest(url: url, targetSize: $0)
      }
      let tasks = requests.flatMap { request in
        (0..<3).map { _ in Task { await load(pipeline, request) } }
      }
      #expect(
        await eventually {
          loader.waitingCount == 1 && pipeline.downloads.subscriberCount(for: url) == 2
        })
      for task in tasks.dropLast() { task.cancel() }
      // One caller still waits: nothing is cancelled yet.
      #expect(loader.cancelledURLs.isEmpty)
      tasks.last?.cancel()
      #expect(await eventually { loader.cancelledURLs == [url] })
      for task in tasks { #expect(await task.value == .failure(.cancelled)) }
      #expect(
        await eventually { pipeline.inFlightImageCount == 0 && pipeline.inFlightDownloadCount == 0 }
      )
    }

    @Test func aNewRequestAfterCancellationStartsAfresh() async throws {
      let loader = ScriptedLoader(isOpen: false)
      loader.respond(
        to: url,
        with: .success(try ImageEncoder.pngData(from: TestImages.photo(width: 300, height: 100))))
      let pipeline = pipeline(loader)
      let request = ImageRequest(url: url, targetSize: size)
      let cancelled = Task { await load(pipeline, request) }
      #expect(await eventually { loader.waitingCount == 1 })
      cancelled.cancel()
      #expect(await cancelled.value == .failure(.cancelled))
      loader.open()
      #expect(try await load(pipeline, request).get().size == size.downsampledFrom(300, 100))
    }

    @Test func errorsReachEveryCaller() async throws {
      let loader = ScriptedLoader(isOpen: false)
      loader.respond(to: url, with: .failure(.statusCode(404)))
      let pipeline = pipeline(loader)
      let request = ImageRequest(url: url, targetSize: size)
      async let first = load(pipeline, request)
      async let second = load(pipeline, request)
      #expect(await eventually { pipeline.decodeSubscriberCount(for: request.cacheKey) == 2 })
      loader.open()
      #expect(await [first, second] == [.failure(.statusCode(404)), .failure(.statusCode(404))])
    }

    @Test func aCancelledTaskGetsCancelledWithoutStartingWork() async {
      let loader = ScriptedLoader()
      let pipeline = pipeline(loader)
      let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await load(pipeline, ImageRequest(url: url, targetSize: size))
      }
      #expect(await task.value == .failure(.cancelled))
      #expect(loader.startedURLs.isEmpty)
    }
  }

  extension PixelSize {
    /// What an image of `width` x `height` becomes for this target with aspect fill.
    func downsampledFrom(_ width: Int, _ height: Int) -> PixelSize {
      PixelSize(width: width, height: height).downsampled(toFill: self, contentMode: .aspectFill)
    }
  }
#endif
