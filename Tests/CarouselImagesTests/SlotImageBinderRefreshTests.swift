// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  /// Slots showing a picture the server changed move to the new one in one step: no
  /// placeholder, no blank frame; a picture the server no longer has becomes the failure.
  @MainActor
  @Suite struct SlotImageBinderRefreshTests {
    let server = TestServer.shared
    let clock = TestClock()
    let small = PixelSize(width: 64, height: 32)
    let large = PixelSize(width: 96, height: 48)

    final class Recorder {
      var events: [(slot: Int, state: SlotImageState)] = []

      func states(ofSlot slot: Int) -> [SlotImageState] {
        events.filter { $0.slot == slot }.map(\.state)
      }
    }

    func makeBinder() throws -> (SlotImageBinder, Recorder, ImagePipeline) {
      let loader = URLSessionDataLoader(
        configuration: .init(requestTimeout: 20, retryPolicy: RetryPolicy(maximumRetryCount: 0)))
      var configuration = ImagePipeline.Configuration(
        dataLoader: loader, memoryCache: MemoryImageCache(costLimit: 64 << 20),
        diskCache: try DiskCache(directory: makeTemporaryDirectory("refresh"), sizeLimit: 8 << 20),
        minimumRevalidationInterval: 0)
      configuration.clock = clock.function
      let pipeline = ImagePipeline(configuration: configuration)
      let recorder = Recorder()
      let binder = SlotImageBinder(pipeline: pipeline) { slot, state in
        recorder.events.append((slot, state))
      }
      return (binder, recorder, pipeline)
    }

    /// Publishes a red picture, fresh for a minute, with an ETag.
    func publishRed() throws -> (name: String, url: URL) {
      let name = server.publish(
        try ImagePipelineHTTPCachingTests.picture(ImagePipelineHTTPCachingTests.red))
      server.setOptions("cc=max-age=60&etag=content&nodate=1", for: name)
      return (name, server.fileURL(name))
    }

    func colour(_ state: SlotImageState) -> SIMD4<UInt8>? {
      state.image?.pixel(x: 10, y: 10)
    }

    func shows(_ binder: SlotImageBinder, _ slot: Int, _ colour: SIMD4<UInt8>) async -> Bool {
      await eventually { await MainActor.run { self.colour(binder.state(ofSlot: slot)) == colour } }
    }

    @Test func slotsMoveToAChangedPictureWithoutABlankFrame() async throws {
      let (binder, recorder, pipeline) = try makeBinder()
      let (name, url) = try publishRed()
      binder.bind(ImageRequest(url: url, targetSize: small), toSlot: 0)
      binder.bind(ImageRequest(url: url, targetSize: large), toSlot: 1)
      #expect(await shows(binder, 0, ImagePipelineHTTPCachingTests.red))
      #expect(await shows(binder, 1, ImagePipelineHTTPCachingTests.red))
      // When the server's picture changes and its freshness runs out
      server.publish(
        try ImagePipelineHTTPCachingTests.picture(ImagePipelineHTTPCachingTests.blue), as: name)
      clock.advance(by: 120)
      #expect(try await pipeline.revalidateImage(at: url))
      // Then both slots, at both sizes, show the new picture
      #expect(await shows(binder, 0, ImagePipelineHTTPCachingTests.blue))
      #expect(await shows(binder, 1, ImagePipelineHTTPCachingTests.blue))
      // Having gone from the old image straight to the new one.
      for slot in [0, 1] {
        let states = recorder.states(ofSlot: slot)
        #expect(states.count == 3, "slot \(slot): \(states)")
        #expect(colour(states[1]) == ImagePipelineHTTPCachingTests.red)
        #expect(colour(states[2]) == ImagePipelineHTTPCachingTests.blue)
      }
      // The engine's item identity is untouched: the slots keep their requests.
      #expect(binder.request(ofSlot: 0)?.targetSize == small)
    }

    @Test func aBindFromMemoryRevalidatesAStalePicture() async throws {
      let (binder, recorder, _) = try makeBinder()
      let (name, url) = try publishRed()
      let request = ImageRequest(url: url, targetSize: small)
      binder.bind(request, toSlot: 0)
      #expect(await shows(binder, 0, ImagePipelineHTTPCachingTests.red))
      server.publish(
        try ImagePipelineHTTPCachingTests.picture(ImagePipelineHTTPCachingTests.blue), as: name)
      clock.advance(by: 120)
      // A recycled slot given the same item shows it from memory at once...
      binder.bind(request, toSlot: 1)
      #expect(colour(binder.state(ofSlot: 1)) == ImagePipelineHTTPCachingTests.red)
      // ...and the revalidation that use started brings the new picture to both.
      #expect(await shows(binder, 0, ImagePipelineHTTPCachingTests.blue))
      #expect(await shows(binder, 1, ImagePipelineHTTPCachingTests.blue))
      #expect(recorder.states(ofSlot: 1).count == 2)
      #expect(try await server.stats(name).conditional == 1)
    }

    @Test func aPictureTheServerNoLongerHasShowsTheFailure() async throws {
      let (binder, _, pipeline) = try makeBinder()
      let (name, url) = try publishRed()
      binder.bind(ImageRequest(url: url, targetSize: small), toSlot: 0)
      #expect(await shows(binder, 0, ImagePipelineHTTPCachingTests.red))
      server.setOptions("status=404", for: name)
      _ = try? await pipeline.revalidateImage(at: url, policy: .alwaysRevalidate)
      #expect(
        await eventually {
          await MainActor.run {
            if case .failed(.statusCode(404), _) = binder.state(ofSlot: 0) { return true }
            return false
          }
        })
    }
  }
#endif
