// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  /// A picture that failed is asked for again, as the pipeline's retry policy says: not before
  /// its delay (a request meanwhile fails at once), and by itself once the delay has passed
  /// for a transient failure (the URL arrives on `updatedImageURLs()`, which is what the slots
  /// showing the failure load again on). Time is a test clock; nothing sleeps.
  @Suite struct FailureRetryTests {
    let url = testURL("https://images.example.com/banner.png")
    let clock = TestClock()

    /// A loader that fails as long as `failure` says, counting its requests.
    final class FlakyLoader: DataLoading, Sendable {
      let requests = LockedState(0)
      let failure: @Sendable (_ request: Int) -> ImageError?
      let body: Data

      init(body: Data, failure: @escaping @Sendable (_ request: Int) -> ImageError?) {
        self.body = body
        self.failure = failure
      }

      var count: Int { requests.withLock { $0 } }

      func data(for url: URL) async throws(ImageError) -> Data {
        let request = requests.withLock { count -> Int in
          count += 1
          return count
        }
        if let error = failure(request) { throw error }
        return body
      }
    }

    static func picture() throws -> Data {
      try ImageEncoder.pngData(
        from: TestImages.image(width: 16, height: 16) { _, _ in SIMD4(200, 30, 30, 255) })
    }

    func pipeline(_ loader: FlakyLoader, policy: RetryPolicy = RetryPolicy()) -> ImagePipeline {
      var configuration = ImagePipeline.Configuration(
        dataLoader: loader, memoryCache: MemoryImageCache(costLimit: 8 << 20), diskCache: nil,
        retryPolicy: policy)
      configuration.clock = clock.function
      configuration.sleep = clock.sleeper
      return ImagePipeline(configuration: configuration)
    }

    func load(_ pipeline: ImagePipeline) async -> Result<DecodedImage, ImageError> {
      do throws(ImageError) {
        return .success(
          try await pipeline.image(
            for: ImageRequest(url: url, targetSize: PixelSize(width: 16, height: 16))))
      } catch {
        return .failure(error)
      }
    }

    /// Moves the clock on second by second for `seconds`, loading again (as a slot showing
    /// the failure does) each time the pipeline announces the URL; the number of loads.
    /// After each failure, waits (on a signal) for the pipeline's retry to be set up; none set
    /// up means nothing will be announced.
    func showFailure(
      on pipeline: ImagePipeline, for seconds: Int, updates: StreamRecorder<URL>
    ) async -> Int {
      var loads = 0
      var isWaitingForRetry = await eventually { clock.sleeperCount > 0 }
      for _ in 0..<seconds where isWaitingForRetry {
        let announced = updates.all.count
        clock.advance(by: 1)
        guard clock.sleeperCount == 0 else { continue }
        // The retry's time came: its announcement follows.
        _ = await eventually { updates.all.count > announced }
        loads += 1
        if case .success = await load(pipeline) { break }
        isWaitingForRetry = await eventually { clock.sleeperCount > 0 }
      }
      return loads
    }

    @Test func aServerThatAnswers503FiveTimesIsAskedAgainUntilItRecovers() async throws {
      let loader = FlakyLoader(body: try Self.picture()) { $0 <= 5 ? .statusCode(503) : nil }
      let pipeline = pipeline(loader)
      let updates = StreamRecorder(pipeline.updatedImageURLs())
      #expect(await load(pipeline) == .failure(.statusCode(503)))
      // Asked again at once, the failure stands without a request.
      #expect(await load(pipeline) == .failure(.statusCode(503)))
      #expect(loader.count == 1)
      // 2 + 4 + 8 + 16 + 32 s of backoff (less jitter): recovered within 70 s.
      _ = await showFailure(on: pipeline, for: 70, updates: updates)
      #expect(loader.count == 6)
      #expect(
        pipeline.cachedImage(
          for: ImageRequest(url: url, targetSize: PixelSize(width: 16, height: 16))) != nil)
    }

    @Test func aServerThatComesUpLateIsAskedAgain() async throws {
      // Connection refused until 3 s after the first request.
      let start = clock.read()
      let clock = clock
      let loader = FlakyLoader(body: try Self.picture()) { _ in
        clock.read().timeIntervalSince(start) < 3
          ? .network(code: URLError.Code.cannotConnectToHost.rawValue) : nil
      }
      let pipeline = pipeline(loader)
      let updates = StreamRecorder(pipeline.updatedImageURLs())
      #expect(await load(pipeline) == .failure(.network(code: -1004)))
      _ = await showFailure(on: pipeline, for: 27, updates: updates)
      print("requests seen by a server up 3 s late, in 27 s: \(loader.count)")
      #expect(loader.count >= 2 && loader.count <= 4)
      #expect(await load(pipeline).isSuccess)
    }

    @Test func retryAfterIsHonouredAndCapped() async throws {
      let loader = FlakyLoader(body: try Self.picture()) { request in
        request == 1 ? .serverBusy(statusCode: 503, retryAfter: 120) : nil
      }
      let pipeline = pipeline(loader)
      _ = await load(pipeline)
      clock.advance(by: 119)
      #expect(!pipeline.isRetryDue(for: url))
      #expect(await load(pipeline) == .failure(.serverBusy(statusCode: 503, retryAfter: 120)))
      clock.advance(by: 2)
      #expect(pipeline.isRetryDue(for: url))
      #expect(await load(pipeline).isSuccess)
      #expect(loader.count == 2)
      // A server asking for a day is asked again after the cap.
      let policy = RetryPolicy()
      #expect(policy.recoveryDelay(afterFailures: 1, retryAfter: 86_400) == 300)
      #expect(policy.delay(beforeRetry: 1, retryAfter: 3) == 3)
    }

    @Test func aPermanentFailureIsAskedAgainWhenSomeoneAsks() async throws {
      let loader = FlakyLoader(body: try Self.picture()) { $0 == 1 ? .statusCode(404) : nil }
      let pipeline = pipeline(loader)
      let updates = StreamRecorder(pipeline.updatedImageURLs())
      #expect(await load(pipeline) == .failure(.statusCode(404)))
      #expect(clock.sleeperCount == 0)
      #expect(await load(pipeline).isSuccess)
      #expect(loader.count == 2 && updates.all.isEmpty)
    }

    @Test func retryAfterFieldsAreReadInBothForms() {
      let now = Date(timeIntervalSince1970: 1_740_830_400)
      #expect(RetryPolicy.retryAfterSeconds("120") == 120)
      #expect(RetryPolicy.retryAfterSeconds(" 0 ") == 0)
      #expect(
        RetryPolicy.retryAfterSeconds(HTTPDate.format(now.addingTimeInterval(90)), now: now) == 90)
      // Counted from the server's Date when it sent one.
      #expect(
        RetryPolicy.retryAfterSeconds(
          HTTPDate.format(now.addingTimeInterval(90)),
          date: HTTPDate.format(now.addingTimeInterval(30)), now: now) == 60)
      #expect(
        RetryPolicy.retryAfterSeconds(HTTPDate.format(now), now: now.addingTimeInterval(5)) == 0)
      for junk in ["", "-5", "1.5", "soon", "99999999999999999999999"] {
        let seconds = RetryPolicy.retryAfterSeconds(junk)
        #expect(seconds.map { $0 >= 1e20 } ?? true, "\(junk)")
      }
    }

    @Test func laterAttemptsBackOffWithJitterUpToTheCap() {
      let policy = RetryPolicy(recoveryInitialDelay: 2, recoveryMaximumDelay: 60)
      for failures in 1...40 {
        let delay = policy.recoveryDelay(afterFailures: failures)
        let base = min(60, 2 * pow(2, Double(failures - 1)))
        #expect(delay <= base && delay >= base * 0.75, "\(failures): \(delay)")
      }
    }
  }

  extension Result {
    var isSuccess: Bool {
      if case .success = self { return true }
      return false
    }
  }
#endif
