// Test images come from the libjpeg/libpng encoders, built on Linux.
#if os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  /// Recycled slots never show a stale image.
  @MainActor
  @Suite struct SlotImageBinderTests {
    let size = PixelSize(width: 40, height: 20)
    let urls = (0..<3).map { testURL("https://images.example.com/slide-\($0).png") }

    final class Recorder {
      var events: [(slot: Int, state: SlotImageState)] = []

      func states(ofSlot slot: Int) -> [SlotImageState] {
        events.filter { $0.slot == slot }.map(\.state)
      }
    }

    func makeLoader() throws -> ScriptedLoader {
      let loader = ScriptedLoader()
      for (index, url) in urls.enumerated() {
        let image = TestImages.photo(width: 80, height: 40, seed: UInt64(index))
        loader.respond(to: url, with: .success(try ImageEncoder.pngData(from: image)))
      }
      return loader
    }

    func makeBinder(_ loader: ScriptedLoader, memoryCache: MemoryImageCache? = nil) -> (
      SlotImageBinder, Recorder, ImagePipeline
    ) {
      let pipeline = ImagePipeline(
        configuration: .init(dataLoader: loader, memoryCache: memoryCache, diskCache: nil))
      let recorder = Recorder()
      let binder = SlotImageBinder(pipeline: pipeline) { slot, state in
        recorder.events.append((slot, state))
      }
      return (binder, recorder, pipeline)
    }

    func request(_ index: Int) -> ImageRequest {
      ImageRequest(url: urls[index], targetSize: size)
    }

    func isLoaded(_ state: SlotImageState, _ index: Int) -> Bool {
      if case .loaded(_, let request) = state { return request.url == urls[index] }
      return false
    }

    @Test func showsThePlaceholderThenTheImage() async throws {
      let (binder, recorder, _) = makeBinder(try makeLoader())
      binder.bind(request(0), toSlot: 7)
      #expect(binder.state(ofSlot: 7) == .loading(request(0).with(priority: .high)))
      #expect(await eventually { await MainActor.run { binder.state(ofSlot: 7).image != nil } })
      let states = recorder.states(ofSlot: 7)
      #expect(states.count == 2)
      #expect(states.first == .loading(request(0).with(priority: .high)))
      #expect(isLoaded(states[1], 0))
    }

    @Test func aSlotReassignedBeforeItsImageArrivesNeverShowsIt() async throws {
      let loader = try makeLoader()
      loader.hold(urls[0])
      let (binder, recorder, _) = makeBinder(loader)
      // Slot 0 asks for image 0, which is slow; slot 1 wants image 0 too, so it keeps loading.
      binder.bind(request(0), toSlot: 0)
      binder.bind(request(0), toSlot: 1)
      #expect(await eventually { loader.waitingCount == 1 })
      // Slot 0 is recycled for image 1, which arrives first.
      binder.bind(request(1), toSlot: 0)
      #expect(await eventually { await MainActor.run { isLoaded(binder.state(ofSlot: 0), 1) } })
      // Then image 0 arrives: slot 1 shows it, slot 0 does not.
      loader.release(urls[0])
      #expect(await eventually { await MainActor.run { isLoaded(binder.state(ofSlot: 1), 0) } })
      #expect(!recorder.states(ofSlot: 0).contains { isLoaded($0, 0) })
      #expect(isLoaded(binder.state(ofSlot: 0), 1))
    }

    @Test func reassigningCancelsTheRequestNobodyElseWants() async throws {
      let loader = try makeLoader()
      loader.hold(urls[0])
      let (binder, _, pipeline) = makeBinder(loader)
      binder.bind(request(0), toSlot: 0)
      #expect(await eventually { loader.waitingCount == 1 })
      binder.bind(request(1), toSlot: 0)
      #expect(await eventually { loader.cancelledURLs == [urls[0]] })
      #expect(await eventually { pipeline.inFlightImageCount == 0 })
    }

    @Test func failuresShowTheFailureStateWithTheError() async throws {
      let loader = try makeLoader()
      let missing = testURL("https://images.example.com/missing.png")
      let (binder, _, _) = makeBinder(loader)
      binder.bind(ImageRequest(url: missing, targetSize: size), toSlot: 2)
      #expect(
        await eventually {
          await MainActor.run {
            binder.state(ofSlot: 2)
              != .loading(ImageRequest(url: missing, targetSize: size, priority: .high))
          }
        })
      #expect(
        binder.state(ofSlot: 2)
          == .failed(
            .statusCode(404), ImageRequest(url: missing, targetSize: size, priority: .high)))
      // Binding the same request again after a failure tries again.
      loader.respond(
        to: missing,
        with: .success(try ImageEncoder.pngData(from: TestImages.photo(width: 8, height: 8))))
      binder.bind(ImageRequest(url: missing, targetSize: size), toSlot: 2)
      #expect(await eventually { await MainActor.run { binder.state(ofSlot: 2).image != nil } })
    }

    @Test func aCachedImageAppearsAtOnceWithoutAPlaceholder() async throws {
      let loader = try makeLoader()
      let (binder, recorder, pipeline) = makeBinder(
        loader, memoryCache: MemoryImageCache(costLimit: 1 << 20))
      _ = try await pipeline.image(for: request(2))
      binder.bind(request(2), toSlot: 4)
      #expect(isLoaded(binder.state(ofSlot: 4), 2))
      #expect(recorder.states(ofSlot: 4).count == 1)
    }

    @Test func rebindingWhatASlotShowsDoesNothing() async throws {
      let (binder, recorder, _) = makeBinder(try makeLoader())
      binder.bind(request(1), toSlot: 3)
      #expect(await eventually { await MainActor.run { binder.state(ofSlot: 3).image != nil } })
      binder.bind(request(1), toSlot: 3)
      #expect(recorder.states(ofSlot: 3).count == 2)
    }

    @Test func unbindingEmptiesTheSlotAndDropsTheLateImage() async throws {
      let loader = try makeLoader()
      loader.hold(urls[0])
      let (binder, recorder, _) = makeBinder(loader)
      binder.bind(request(0), toSlot: 0)
      binder.bind(request(0), toSlot: 5)
      #expect(await eventually { loader.waitingCount == 1 })
      binder.unbind(slot: 0)
      #expect(binder.state(ofSlot: 0) == .empty)
      loader.release(urls[0])
      #expect(await eventually { await MainActor.run { binder.state(ofSlot: 5).image != nil } })
      #expect(recorder.states(ofSlot: 0).last == .empty)
      #expect(binder.boundSlots == [5])
      binder.unbindAll()
      #expect(binder.boundSlots.isEmpty)
    }

    @Test func manySlotsReassignedRapidlyEndOnTheirLastRequest() async throws {
      // A seeded storm of rebinds across five slots; each slot must end showing exactly the
      // last request bound to it, and never an image it was not bound to at that moment.
      let loader = try makeLoader()
      let (binder, recorder, _) = makeBinder(loader)
      var generator = SplitMix64(seed: 99)
      print("rebind storm seed 99")
      var last: [Int: Int] = [:]
      for _ in 0..<300 {
        let slot = Int.random(in: 0..<5, using: &generator)
        let image = Int.random(in: 0..<3, using: &generator)
        binder.bind(request(image), toSlot: slot)
        last[slot] = image
        if Bool.random(using: &generator) { await Task.yield() }
      }
      #expect(
        await eventually {
          await MainActor.run {
            last.allSatisfy { isLoaded(binder.state(ofSlot: $0.key), $0.value) }
          }
        })
      // Every loaded event matches the request the slot was showing as loading just before.
      for slot in last.keys {
        var pending: ImageRequest?
        for state in recorder.states(ofSlot: slot) {
          switch state {
          case .loading(let request): pending = request
          case .loaded(_, let request):
            #expect(request.cacheKey == pending?.cacheKey || pending == nil)
          default: break
          }
        }
      }
    }
  }

  extension ImageRequest {
    func with(priority: Priority) -> ImageRequest {
      var copy = self
      copy.priority = priority
      return copy
    }
  }
#endif
