// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import CarouselTestSupport
  import Foundation
  import Testing

  @testable import CarouselImages

  /// HTTP caching against the local server: what each response says is stored with the entry,
  /// stale entries are shown at once and revalidated, 304s cost no transfer and no decode,
  /// changed pictures replace the entry and the images in memory, and servers that lie do
  /// no harm. Time is a test clock; the server's answers change through its option files.
  @Suite struct ImagePipelineHTTPCachingTests {
    let server = TestServer.shared
    let size = PixelSize(width: 64, height: 32)
    let clock = TestClock()
    let decoder = CountingDecoder()

    static let red = SIMD4<UInt8>(220, 20, 30, 255)
    static let blue = SIMD4<UInt8>(20, 40, 220, 255)

    /// A 128 x 64 PNG of one colour, with a band of noise at the bottom so that its body
    /// is some kilobytes, as a picture's would be.
    static func picture(_ colour: SIMD4<UInt8>) throws -> Data {
      var generator = SplitMix64(seed: UInt64(colour[0]) << 8 | UInt64(colour[2]))
      let noise = (0..<(128 * 16)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      return try ImageEncoder.pngData(
        from: TestImages.image(width: 128, height: 64) { x, y in
          guard y >= 48 else { return colour }
          let value = noise[(y - 48) * 128 + x]
          return SIMD4(value, value &+ 85, value &+ 170, 255)
        })
    }

    func pipeline(
      disk: DiskCache?, policy: ImageRequest.CachePolicy = .followHTTP,
      memoryCache: MemoryImageCache? = MemoryImageCache(costLimit: 64 << 20),
      minimumRevalidationInterval: Double = 0
    ) -> ImagePipeline {
      let loader = URLSessionDataLoader(
        configuration: .init(
          requestTimeout: 20, retryPolicy: RetryPolicy(maximumRetryCount: 0)))
      var configuration = ImagePipeline.Configuration(
        dataLoader: loader, decoder: decoder, memoryCache: memoryCache, diskCache: disk,
        cachePolicy: policy, minimumRevalidationInterval: minimumRevalidationInterval)
      configuration.clock = clock.function
      return ImagePipeline(configuration: configuration)
    }

    func disk() throws -> DiskCache {
      try DiskCache(directory: makeTemporaryDirectory("http"), sizeLimit: 8 << 20)
    }

    func request(_ url: URL, policy: ImageRequest.CachePolicy? = nil) -> ImageRequest {
      ImageRequest(url: url, targetSize: size, cachePolicy: policy)
    }

    func load(_ pipeline: ImagePipeline, _ url: URL, policy: ImageRequest.CachePolicy? = nil)
      async -> Result<DecodedImage, ImageError>
    {
      do throws(ImageError) {
        return .success(try await pipeline.image(for: request(url, policy: policy)))
      } catch {
        return .failure(error)
      }
    }

    func colour(_ result: Result<DecodedImage, ImageError>) -> SIMD4<UInt8>? {
      (try? result.get())?.pixel(x: 10, y: 10)
    }

    /// Publishes a red picture answering with `options`; returns its name and URL.
    ///
    /// Unless the options set a skew, the server sends no `Date`: the test clock moves and
    /// the server's does not, which would be a skewed clock (see the skew test).
    func publishRed(_ options: String) throws -> (name: String, url: URL) {
      let name = server.publish(try Self.picture(Self.red))
      server.setOptions(options.contains("skew=") ? options : options + "&nodate=1", for: name)
      return (name, server.fileURL(name))
    }

    /// Changes how `name` answers (see `publishRed`).
    func answer(_ name: String, with options: String) {
      server.setOptions(options.contains("skew=") ? options : options + "&nodate=1", for: name)
    }

    /// Waits until the pipeline has no revalidation running in the background.
    func backgroundWorkEnds(_ pipeline: ImagePipeline) async -> Bool {
      await eventually { pipeline.backgroundRevalidations.withLock { $0.isEmpty } }
    }

    func stats(_ name: String) async throws -> TestServer.Stats {
      try await server.stats(name)
    }

    @Test func aFreshEntryIsUsedWithoutAskingTheServer() async throws {
      let (name, url) = try publishRed("cc=max-age=3600&etag=content")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      clock.advance(by: 3000)
      // A new process: same disk, empty memory.
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      #expect(try await stats(name).requests == 1)
    }

    @Test func aStaleEntryIsShownAtOnceAndA304CostsNoTransferAndNoDecode() async throws {
      let (name, url) = try publishRed("cc=max-age=60&etag=content")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      let fullBytes = try await stats(name).bytes
      clock.advance(by: 120)
      let reopened = pipeline(disk: disk)
      let decodesBefore = decoder.decodes
      // Then the stale picture is served at once, from the disk
      #expect(colour(await load(reopened, url)) == Self.red)
      // And revalidated with its ETag: 304
      #expect(try await eventually { try await stats(name).notModified == 1 })
      #expect(await backgroundWorkEnds(reopened))
      let after = try await stats(name)
      #expect(after.requests == 2 && after.conditional == 1)
      #expect(after.ifNoneMatch.hasPrefix("\""))
      // The 304 moved no body and decoded nothing.
      #expect(reopened.transferCountsSoFar.notModified == 1)
      #expect(reopened.transferCountsSoFar.bodyBytes == 0)
      #expect(decoder.decodes == decodesBefore + 1)
      let notModifiedBytes = after.bytes - fullBytes
      print("bytes sent: full download \(fullBytes), revalidation (304) \(notModifiedBytes)")
      #expect(notModifiedBytes < fullBytes / 4 && notModifiedBytes < 400)
      // And the entry is fresh again for max-age from the 304: no request 30 s later.
      clock.advance(by: 30)
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      #expect(try await stats(name).requests == 2)
    }

    @Test func aChangedPictureReplacesTheEntryAndTheImageInMemory() async throws {
      let (name, url) = try publishRed("cc=max-age=60&etag=content")
      let disk = try disk()
      let pipeline = pipeline(disk: disk)
      let updates = StreamRecorder(pipeline.updatedImageURLs())
      #expect(colour(await load(pipeline, url)) == Self.red)
      // The server gets a new picture at the same URL.
      server.publish(try Self.picture(Self.blue), as: name)
      clock.advance(by: 120)
      // A use from memory shows the old picture at once...
      #expect(colour(await load(pipeline, url)) == Self.red)
      // ...and the revalidation brings the new one into memory, then reports it.
      #expect(await eventually { updates.all == [url] })
      #expect(pipeline.cachedImage(for: request(url))?.pixel(x: 10, y: 10) == Self.blue)
      #expect(colour(await load(pipeline, url)) == Self.blue)
      let stored = try #require(disk.entry(for: url.absoluteString))
      #expect(stored.data == (try Self.picture(Self.blue)))
      let info = try #require(CachedResponseInfo(encoded: stored.metadata))
      #expect(info.entityTag != nil && info.cacheControl.maximumAge == 60)
      #expect(try await stats(name).requests == 2)
    }

    @Test func noStoreIsNeverWrittenAndRemovesAnOlderCopy() async throws {
      let (name, url) = try publishRed("cc=max-age=0&etag=content")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      #expect(disk.count == 1)
      answer(name, with: "cc=no-store")
      #expect(colour(await load(pipeline(disk: disk), url, policy: .reload)) == Self.red)
      #expect(disk.count == 0)
      let fresh = try self.disk()
      #expect(colour(await load(pipeline(disk: fresh), url)) == Self.red)
      #expect(fresh.count == 0 && fresh.totalSize == 0)
    }

    @Test func noCacheIsRevalidatedBeforeEachUse() async throws {
      let (name, url) = try publishRed("cc=no-cache&etag=content")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      // Then each new use asks first: 304, the stored picture
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      var now = try await stats(name)
      #expect(now.requests == 2 && now.conditional == 1 && now.notModified == 1)
      // And a changed picture is what the next use shows: never the stored one first.
      server.publish(try Self.picture(Self.blue), as: name)
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.blue)
      now = try await stats(name)
      #expect(now.requests == 3 && now.notModified == 1)
    }

    @Test func maxAgeZeroRevalidatesEachUseAndTheIntervalSpacesThem() async throws {
      let (name, url) = try publishRed("cc=max-age=0&etag=content")
      let strict = pipeline(disk: try disk())
      #expect(colour(await load(strict, url)) == Self.red)
      for expected in 1...3 {
        #expect(colour(await load(strict, url)) == Self.red)
        #expect(try await eventually { try await stats(name).notModified == expected })
        #expect(await backgroundWorkEnds(strict))
      }
      // With a minimum interval, uses within it do not ask again.
      let spaced = pipeline(disk: try disk(), minimumRevalidationInterval: 10)
      #expect(colour(await load(spaced, url)) == Self.red)
      let requests = try await stats(name).requests
      for _ in 0..<5 { #expect(colour(await load(spaced, url)) == Self.red) }
      #expect(await backgroundWorkEnds(spaced))
      #expect(try await stats(name).requests == requests)
      clock.advance(by: 11)
      #expect(colour(await load(spaced, url)) == Self.red)
      #expect(try await eventually { try await stats(name).requests == requests + 1 })
    }

    @Test func aPictureWithoutCachingHeadersIsDownloadedOncePerHeuristicPeriod() async throws {
      // No Cache-Control, Expires, ETag or Last-Modified: nothing to revalidate with.
      let (name, url) = try publishRed("ctype=image/png")
      let disk = try disk()
      let pipeline = pipeline(disk: disk, minimumRevalidationInterval: 10)
      #expect(colour(await load(pipeline, url)) == Self.red)
      // The terminal's refresh: every 5 s the pictures shown are checked as HTTP says, for
      // 95 s.
      for _ in 0..<19 {
        clock.advance(by: 5)
        _ = try await pipeline.revalidateImage(at: url)
        #expect(colour(await load(pipeline, url)) == Self.red)
        #expect(await backgroundWorkEnds(pipeline))
      }
      let downloads = try await stats(name).requests
      print("downloads of a picture without caching headers in 95 s: \(downloads)")
      #expect(downloads == 1)
      // Past the heuristic lifetime, the copy may have changed: one download again.
      clock.advance(by: CachedResponseInfo.heuristicLifetimeWithoutValidators)
      _ = try await pipeline.revalidateImage(at: url)
      #expect(try await stats(name).requests == 2)
      _ = try await pipeline.revalidateImage(at: url)
      #expect(try await stats(name).requests == 2)
    }

    @Test func aServerClockFarOffDoesNotKeepAPictureFresh() async throws {
      // A Date a year in the past with max-age=3600: old at once (RFC 9111 apparent age).
      let (behindName, behind) = try publishRed("cc=max-age=3600&etag=content&skew=-31536000")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), behind)) == Self.red)
      #expect(colour(await load(pipeline(disk: disk), behind)) == Self.red)
      #expect(try await eventually { try await stats(behindName).notModified == 1 })
      // A Date a year ahead with Expires a minute after it: fresh for that minute only.
      let (aheadName, ahead) = try publishRed("expires=60&etag=content&skew=31536000")
      #expect(colour(await load(pipeline(disk: disk), ahead)) == Self.red)
      clock.advance(by: 30)
      #expect(colour(await load(pipeline(disk: disk), ahead)) == Self.red)
      #expect(try await stats(aheadName).requests == 1)
      clock.advance(by: 60)
      let late = pipeline(disk: disk)
      #expect(colour(await load(late, ahead)) == Self.red)
      #expect(try await eventually { try await stats(aheadName).notModified == 1 })
    }

    @Test func a304ToARequestWithoutValidatorsIsAnError() async throws {
      let (name, url) = try publishRed("always304=1")
      let disk = try disk()
      #expect(await load(pipeline(disk: disk), url) == .failure(.statusCode(304)))
      #expect(disk.count == 0)
      #expect(try await stats(name).conditional == 0)
    }

    @Test func a304WithAnotherLengthRefreshesAndHangsNothing() async throws {
      let (name, url) = try publishRed("cc=max-age=0&etag=content&clen304=999999")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      let revalidating = pipeline(disk: disk, policy: .alwaysRevalidate)
      #expect(colour(await load(revalidating, url)) == Self.red)
      #expect(try await stats(name).notModified == 1)
      #expect(revalidating.transferCountsSoFar.notModified == 1)
    }

    @Test func a304ForAnotherVersionIsNotBelieved() async throws {
      let (name, url) = try publishRed("cc=max-age=0&etag=content")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      // The server has a new picture but answers "not modified" naming a tag we never held.
      server.publish(try Self.picture(Self.blue), as: name)
      answer(name, with: "cc=max-age=0&etag=content&lie304=1&etag304=%22other%22")
      let revalidating = pipeline(disk: disk, policy: .alwaysRevalidate)
      #expect(colour(await load(revalidating, url)) == Self.blue)
      let now = try await stats(name)
      #expect(now.notModified == 1 && now.requests == 3)
    }

    @Test func anETagThatChangesOnEveryRequestCostsBytesNotPictures() async throws {
      let (name, url) = try publishRed("cc=max-age=0&etag=each")
      let pipeline = pipeline(disk: try disk())
      let updates = StreamRecorder(pipeline.updatedImageURLs())
      #expect(colour(await load(pipeline, url)) == Self.red)
      let decodes = decoder.decodes
      for expected in 2...4 {
        #expect(colour(await load(pipeline, url)) == Self.red)
        #expect(try await eventually { try await stats(name).requests == expected })
        #expect(await backgroundWorkEnds(pipeline))
      }
      // Then every revalidation was a full body (counted), with the same bytes: no new
      // version, no decode, nothing reported.
      let counts = pipeline.transferCountsSoFar
      #expect(counts.responses == 4 && counts.notModified == 0)
      #expect(counts.bodyBytes == 4 * (try Self.picture(Self.red)).count)
      #expect(decoder.decodes == decodes)
      #expect(updates.all.isEmpty)
    }

    @Test func aStaleEntryStandsInWhenTheServerFails() async throws {
      let (name, url) = try publishRed("cc=max-age=60&etag=content")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      clock.advance(by: 120)
      for failure in ["status=503", "reset=1"] {
        answer(name, with: failure)
        let revalidating = pipeline(disk: disk, policy: .alwaysRevalidate)
        #expect(colour(await load(revalidating, url)) == Self.red, "\(failure)")
      }
      // Unless the response said must-revalidate, or the policy is reload.
      let (strictName, strict) = try publishRed("cc=max-age=60,must-revalidate&etag=content")
      #expect(colour(await load(pipeline(disk: disk), strict)) == Self.red)
      clock.advance(by: 120)
      answer(strictName, with: "status=503")
      #expect(await load(pipeline(disk: disk), strict) == .failure(.statusCode(503)))
      answer(name, with: "status=503")
      #expect(await load(pipeline(disk: disk), url, policy: .reload) == .failure(.statusCode(503)))
    }

    @Test func aPictureTheServerNoLongerHasIsRemoved() async throws {
      let (name, url) = try publishRed("cc=max-age=60&etag=content")
      let disk = try disk()
      let pipeline = pipeline(disk: disk)
      let updates = StreamRecorder(pipeline.updatedImageURLs())
      #expect(colour(await load(pipeline, url)) == Self.red)
      answer(name, with: "status=404")
      await #expect(throws: ImageError.statusCode(404)) {
        try await pipeline.revalidateImage(at: url, policy: .alwaysRevalidate)
      }
      #expect(disk.count == 0 && pipeline.cachedImage(for: request(url)) == nil)
      #expect(await eventually { updates.all == [url] })
    }

    @Test func thePoliciesDoWhatTheyAreNamedFor() async throws {
      let (name, url) = try publishRed("cc=max-age=60&etag=content")
      let disk = try disk()
      #expect(colour(await load(pipeline(disk: disk), url)) == Self.red)
      clock.advance(by: 120)
      // Offline-first: the stale copy, no request.
      let offline = pipeline(disk: disk, policy: .useCacheRegardlessOfAge)
      #expect(colour(await load(offline, url)) == Self.red)
      #expect(await backgroundWorkEnds(offline))
      #expect(try await stats(name).requests == 1)
      // Always revalidate: even a fresh copy is asked about.
      clock.advance(by: -120)
      let always = pipeline(disk: disk)
      #expect(colour(await load(always, url, policy: .alwaysRevalidate)) == Self.red)
      #expect(try await stats(name).notModified == 1)
      // Reload: the whole picture, although fresh; the same bytes change nothing.
      let updates = StreamRecorder(always.updatedImageURLs())
      #expect(colour(await load(always, url, policy: .reload)) == Self.red)
      var now = try await stats(name)
      #expect(now.requests == 3 && now.conditional == 1)
      #expect(always.transferCountsSoFar.bodyBytes == (try Self.picture(Self.red)).count)
      // A picture changed on the server is what reload shows.
      server.publish(try Self.picture(Self.blue), as: name)
      #expect(colour(await load(always, url, policy: .reload)) == Self.blue)
      #expect(await eventually { updates.all == [url] })
      now = try await stats(name)
      #expect(now.requests == 4)
    }

    @Test func anEntryFromBeforeHTTPCachingIsShownThenRenewed() async throws {
      let (name, url) = try publishRed("cc=max-age=3600&etag=content")
      let disk = try disk()
      // An entry without metadata, as every entry was before.
      #expect(disk.store(try Self.picture(Self.red), for: url.absoluteString))
      let pipeline = pipeline(disk: disk)
      #expect(colour(await load(pipeline, url)) == Self.red)
      #expect(try await eventually { try await stats(name).requests == 1 })
      #expect(await backgroundWorkEnds(pipeline))
      let entry = try #require(disk.entry(for: url.absoluteString))
      #expect(CachedResponseInfo(encoded: entry.metadata)?.cacheControl.maximumAge == 3600)
      // Same bytes: nothing to replace, nothing reported.
      #expect(pipeline.transferCountsSoFar.responses == 1)
    }

    @Test func aPictureInMemoryOnlyIsRevalidatedWithItsValidators() async throws {
      let (name, url) = try publishRed("cc=max-age=0&etag=content")
      let pipeline = pipeline(disk: nil)
      #expect(colour(await load(pipeline, url)) == Self.red)
      let decodes = decoder.decodes
      #expect(colour(await load(pipeline, url)) == Self.red)
      #expect(try await eventually { try await stats(name).notModified == 1 })
      #expect(await backgroundWorkEnds(pipeline))
      #expect(decoder.decodes == decodes)
    }

    @Test func anotherSizeJoiningARevalidationInMemoryStillGetsItsBytes() async throws {
      let (name, url) = try publishRed("cc=max-age=0&etag=content")
      let pipeline = pipeline(disk: nil)
      #expect(colour(await load(pipeline, url)) == Self.red)
      // A server holding its answer: the revalidation of the picture in memory (validators,
      // no bytes)...
      let hold = UUID().uuidString
      answer(name, with: "cc=max-age=0&etag=content&hold=\(hold)")
      #expect(colour(await load(pipeline, url)) == Self.red)
      #expect(await eventually { pipeline.downloads.jobCount == 1 })
      // ...is joined by a request for another size, which has nothing to decode from a 304.
      let other = ImageRequest(url: url, targetSize: PixelSize(width: 32, height: 16))
      let joined = Task { try await pipeline.image(for: other) }
      #expect(await eventually { pipeline.downloads.subscriberCount(for: url) == 2 })
      server.release(hold)
      #expect((try await joined.value).pixel(x: 5, y: 5) == Self.red)
      let now = try await stats(name)
      #expect(now.notModified == 1 && now.requests == 3)
    }

    @Test func anImageDecodedFromReplacedBytesIsNotCached() async throws {
      let (name, url) = try publishRed("cc=max-age=3600&etag=content")
      let disk = try disk()
      let gate = Gate()
      let gated = GatedDecoder(gate: gate)
      let loader = URLSessionDataLoader(
        configuration: .init(requestTimeout: 20, retryPolicy: RetryPolicy(maximumRetryCount: 0)))
      var configuration = ImagePipeline.Configuration(
        dataLoader: loader, decoder: gated, memoryCache: MemoryImageCache(costLimit: 64 << 20),
        diskCache: disk, minimumRevalidationInterval: 0)
      configuration.clock = clock.function
      let pipeline = ImagePipeline(configuration: configuration)
      #expect(colour(await load(pipeline, url)) == Self.red)
      // A second size decodes the red bytes from the disk, held at the gate...
      let other = ImageRequest(url: url, targetSize: PixelSize(width: 32, height: 16))
      gated.holdsDecodes.withLock { $0 = true }
      let slow = Task { try? await pipeline.image(for: other) }
      #expect(await eventually { gate.waitingCount == 1 })
      // ...while the server's new picture replaces the entry and the image in memory.
      server.publish(try Self.picture(Self.blue), as: name)
      gated.holdsDecodes.withLock { $0 = false }
      #expect(try await pipeline.revalidateImage(at: url, policy: .alwaysRevalidate))
      #expect(
        await eventually { pipeline.cachedImage(for: request(url))?.pixel(x: 5, y: 5) == Self.blue }
      )
      gate.open()
      #expect((await slow.value)?.pixel(x: 5, y: 5) == Self.red)
      // Then the red image of the second size was handed to its caller but never cached.
      #expect(pipeline.cachedImage(for: other)?.pixel(x: 5, y: 5) != Self.red)
      #expect((try await pipeline.image(for: other)).pixel(x: 5, y: 5) == Self.blue)
    }
  }

  /// The platform decoder, blocking at a gate while `holdsDecodes` is set.
  struct GatedDecoder: ImageDecoding {
    let gate: Gate
    let holdsDecodes = LockedState(false)
    let inner = PlatformImageDecoder()

    func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int
    ) throws(ImageError) -> DecodedImage {
      if holdsDecodes.withLock({ $0 }) { gate.wait() }
      return try inner.decode(
        data, targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount)
    }
  }
#endif
