// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  /// The whole pipeline against the local server: caches, limits, and what servers get wrong.
  @Suite struct ImagePipelineCachingTests {
    let server = TestServer.shared
    let size = PixelSize(width: 160, height: 60)

    func pipeline(
      memoryCache: MemoryImageCache? = MemoryImageCache(costLimit: 64 << 20),
      diskCache: DiskCache? = nil,
      maximumResponseSize: Int = 8 << 20
    ) -> ImagePipeline {
      let loader = URLSessionDataLoader(
        configuration: .init(
          requestTimeout: 10, retryPolicy: RetryPolicy(maximumRetryCount: 1, initialDelay: 0.01),
          maximumResponseSize: maximumResponseSize))
      return ImagePipeline(
        configuration: .init(dataLoader: loader, memoryCache: memoryCache, diskCache: diskCache))
    }

    func load(_ pipeline: ImagePipeline, _ url: URL, size: PixelSize? = nil) async -> Result<
      DecodedImage, ImageError
    > {
      do throws(ImageError) {
        return .success(
          try await pipeline.image(for: ImageRequest(url: url, targetSize: size ?? self.size)))
      } catch {
        return .failure(error)
      }
    }

    func publishPhoto(width: Int = 480, height: Int = 320, seed: UInt64 = 1) throws -> String {
      server.publish(
        try ImageEncoder.jpegData(
          from: TestImages.photo(width: width, height: height, seed: seed), quality: 85))
    }

    @Test func hundredConcurrentRequestsMakeOneDownload() async throws {
      let name = try publishPhoto()
      let pipeline = pipeline()
      // The answer is held until all hundred requests wait for it, however slowly they start.
      let hold = UUID().uuidString
      let url = server.fileURL(name, options: "hold=\(hold)")
      let results = await withTaskGroup(of: Result<DecodedImage, ImageError>.self) { group in
        for _ in 0..<100 { group.addTask { await load(pipeline, url) } }
        #expect(await eventually { pipeline.decodes.subscriberCount { _ in true } == 100 })
        server.release(hold)
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.allSatisfy { (try? $0.get())?.size == PixelSize(width: 160, height: 107) })
      #expect(try await server.stats(name).requests == 1)
    }

    @Test func theMemoryCacheAnswersRepeatRequests() async throws {
      let name = try publishPhoto()
      let pipeline = pipeline()
      let url = server.fileURL(name)
      let first = await load(pipeline, url)
      let second = await load(pipeline, url)
      #expect(first == second)
      #expect(
        pipeline.cachedImage(for: ImageRequest(url: url, targetSize: size)) == (try first.get()))
      #expect(try await server.stats(name).requests == 1)
    }

    @Test func theDiskCacheServesANewSessionWithoutTheNetwork() async throws {
      let name = try publishPhoto()
      let directory = makeTemporaryDirectory()
      // Fresh for an hour: a new session has no reason to ask the server.
      let url = server.fileURL(name, options: "cc=max-age%3D3600")
      let first = await load(
        pipeline(diskCache: try DiskCache(directory: directory, sizeLimit: 8 << 20)), url)
      // A new process would open the same directory with a fresh memory cache.
      let reopened = pipeline(diskCache: try DiskCache(directory: directory, sizeLimit: 8 << 20))
      let second = await load(reopened, url)
      #expect(try first.get() == second.get())
      #expect(try await server.stats(name).requests == 1)
      // Another size of the same picture also comes from the disk.
      #expect(
        try await load(reopened, url, size: PixelSize(width: 60, height: 40)).get().size
          == PixelSize(width: 60, height: 40))
      #expect(try await server.stats(name).requests == 1)
    }

    @Test func aCorruptDiskEntryIsFetchedAgain() async throws {
      let name = try publishPhoto()
      let url = server.fileURL(name)
      let disk = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 8 << 20)
      let expected = try await load(pipeline(diskCache: disk), url).get()
      // Damage the stored bytes behind the cache's back.
      let file = disk.fileURL(for: url.absoluteString)
      var bytes = try Data(contentsOf: file)
      bytes[bytes.count / 2] ^= 0xFF
      try bytes.write(to: file)
      let again = await load(pipeline(diskCache: disk), url)
      #expect(try again.get() == expected)
      #expect(try await server.stats(name).requests == 2)
      #expect(
        disk.data(for: url.absoluteString)
          == (try Data(contentsOf: server.directory.appendingPathComponent(name))))
    }

    @Test func theFormatComesFromTheBytesNotTheContentType() async throws {
      let png = server.publish(
        try ImageEncoder.pngData(from: TestImages.quadrants(width: 320, height: 120)))
      let image = try await load(pipeline(), server.fileURL(png, options: "ctype=text/html")).get()
      #expect(image.size == PixelSize(width: 160, height: 60))
      let page = server.publish(Data("<html><body>Sorry</body></html>".utf8))
      let disk = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 1 << 20)
      let result = await load(
        pipeline(diskCache: disk), server.fileURL(page, options: "ctype=image/png"))
      #expect(result == .failure(.notAnImage))
      // An error page served with status 200 is not kept.
      #expect(disk.count == 0)
    }

    @Test func aContentLengthThatUnderstatesTheBodyYieldsCorruptData() async throws {
      let data = try ImageEncoder.pngData(from: TestImages.photo(width: 200, height: 100))
      let name = server.publish(data)
      let result = await load(pipeline(), server.fileURL(name, options: "clen=\(data.count / 2)"))
      #expect(result == .failure(.corruptData))
    }

    @Test func aTruncatedBodyIsNeitherDecodedNorCached() async throws {
      let name = try publishPhoto()
      let disk = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 8 << 20)
      let result = await load(
        pipeline(diskCache: disk), server.fileURL(name, options: "truncate=2000"))
      #expect(result == .failure(.network(code: URLError.Code.networkConnectionLost.rawValue)))
      #expect(disk.count == 0)
    }

    @Test func oversizedResponsesAndImagesAreRefused() async throws {
      let name = try publishPhoto(width: 900, height: 600)
      let small = pipeline(maximumResponseSize: 10_000)
      #expect(await load(small, server.fileURL(name)) == .failure(.responseTooLarge(limit: 10_000)))
      let bomb = server.publish(BrokenInputTests.pngClaiming(width: 100_000, height: 100_000))
      #expect(
        await load(pipeline(), server.fileURL(bomb))
          == .failure(.imageTooLarge(width: 100_000, height: 100_000, limit: 50_000_000)))
    }

    @Test func cancellingThePipelineRequestStopsTheDownload() async throws {
      // 1 MB dripped over a minute and a half: however loaded the machine, the transfer is
      // still running when the cancel reaches it, so only a cancel that works ends it.
      let name = server.publish(Data(repeating: 0xFF, count: 1_000_000))
      let pipeline = pipeline()
      let task = Task { await load(pipeline, server.fileURL(name, options: "drip=0.05")) }
      #expect(try await eventually { try await server.stats(name).requests == 1 })
      task.cancel()
      #expect(await task.value == .failure(.cancelled))
      #expect(try await eventually { try await server.stats(name).aborted == 1 })
    }

    @Test func memoryAndDiskLimitsHoldUnderLoad() async throws {
      // 40 different pictures through a pipeline whose caches hold only a few of them.
      let names = try (0..<40).map { try publishPhoto(width: 320, height: 200, seed: UInt64($0)) }
      let memoryLimit = 5 * 160 * 100 * 4
      let memory = MemoryImageCache(costLimit: memoryLimit)
      let disk = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 60_000)
      let pipeline = pipeline(memoryCache: memory, diskCache: disk)
      let results = await withTaskGroup(of: Bool.self) { group in
        for name in names {
          group.addTask {
            let ok = (try? await load(pipeline, server.fileURL(name)).get()) != nil
            #expect(memory.totalCost <= memoryLimit)
            #expect(disk.totalSize <= 60_000)
            return ok
          }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(results.allSatisfy { $0 })
      #expect(memory.count <= 5 && memory.totalCost <= memoryLimit)
      let files = try FileManager.default.contentsOfDirectory(atPath: disk.directory.path).filter {
        !$0.hasPrefix(".")
      }
      let onDisk = try files.reduce(0) { total, file in
        let attributes = try FileManager.default.attributesOfItem(
          atPath: disk.directory.appendingPathComponent(file).path)
        return total + ((attributes[.size] as? NSNumber)?.intValue ?? 0)
      }
      #expect(onDisk == disk.totalSize && onDisk <= 60_000 && disk.count > 0)
    }
  }
#endif
