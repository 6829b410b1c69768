import Foundation
import Testing

@testable import CarouselImages

/// A slot resized to another size of the same picture keeps its image until the new one is
/// ready; a slot given another picture never shows the old one.
@MainActor
@Suite struct SlotImageBinderResizeTests {
  /// The pipeline's clock: a failed picture's retry falls due only when a test moves it on
  /// (the delays are `FailureRetryTests`' subject; here, what the binder asks for then).
  let clock = TestClock()
  /// Decodes any bytes to a solid image of exactly the target size whose red channel is the
  /// first byte.
  struct SolidDecoder: ImageDecoding {
    func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int
    ) throws(ImageError) -> DecodedImage {
      guard let tag = data.first else { throw .corruptData }
      let width = max(1, targetSize.width)
      let height = max(1, targetSize.height)
      var pixels = [UInt8](repeating: 255, count: width * height * 4)
      for offset in stride(from: 0, to: pixels.count, by: 4) { pixels[offset] = tag }
      return DecodedImage(width: width, height: height, pixels: pixels)
    }
  }

  let urls = (0..<2).map { testURL("https://images.example.com/resize-\($0).png") }
  let small = PixelSize(width: 39, height: 13)
  let large = PixelSize(width: 117, height: 39)
  let loader = ScriptedLoader()
  let pipeline: ImagePipeline
  let binder: SlotImageBinder
  let recorder = Recorder()

  @MainActor final class Recorder {
    var states: [SlotImageState] = []
  }

  init() {
    for (index, url) in urls.enumerated() {
      loader.respond(to: url, with: .success(Data([UInt8(index)])))
    }
    var configuration = ImagePipeline.Configuration(
      dataLoader: loader, decoder: SolidDecoder(), memoryCache: MemoryImageCache(),
      diskCache: nil)
    configuration.clock = clock.function
    configuration.sleep = clock.sleeper
    pipeline = ImagePipeline(configuration: configuration)
    binder = SlotImageBinder(pipeline: pipeline) { [recorder] _, state in
      recorder.states.append(state)
    }
  }

  func request(_ index: Int, _ size: PixelSize, _ mode: ImageRequest.ContentMode = .aspectFill)
    -> ImageRequest
  {
    ImageRequest(url: urls[index], targetSize: size, contentMode: mode, priority: .high)
  }

  /// Binds picture 0 at the small size and waits for it.
  func showSmallPicture() async {
    binder.bind(request(0, small), toSlot: 0)
    _ = await eventually { await MainActor.run { binder.state(ofSlot: 0).image != nil } }
  }

  @Test func aResizedSlotKeepsItsImageUntilTheNewOneArrives() async {
    // Given a slot showing picture 0 at the small size, and a slow network
    await showSmallPicture()
    loader.hold(urls[0])
    let shownBefore = recorder.states.count
    // When the slot is bound to the same picture at the large size
    binder.bind(request(0, large), toSlot: 0)
    #expect(await eventually { loader.waitingCount == 1 })
    // Then it still shows the small image, with no placeholder, while the large one loads
    #expect(binder.state(ofSlot: 0).image?.size == small)
    #expect(binder.request(ofSlot: 0)?.targetSize == large)
    #expect(recorder.states.count == shownBefore)
    // And the large image replaces it when ready, in one change
    loader.release(urls[0])
    #expect(
      await eventually { await MainActor.run { binder.state(ofSlot: 0).image?.size == large } })
    #expect(recorder.states.count == shownBefore + 1)
    let showedPlaceholder = recorder.states.contains(.loading(request(0, large)))
    #expect(!showedPlaceholder)
  }

  @Test func anotherPictureShowsThePlaceholderNeverTheOldImage() async {
    // Given a slot showing picture 0, resizing
    await showSmallPicture()
    loader.hold(urls[0])
    loader.hold(urls[1])
    binder.bind(request(0, large), toSlot: 0)
    // When the slot is recycled for picture 1 (at either size)
    binder.bind(request(1, large), toSlot: 0)
    // Then it shows the placeholder at once
    #expect(binder.state(ofSlot: 0) == .loading(request(1, large)))
    // And only picture 1 afterwards, even when picture 0 arrives first
    loader.release(urls[0])
    loader.release(urls[1])
    #expect(await eventually { await MainActor.run { binder.state(ofSlot: 0).image != nil } })
    #expect(binder.state(ofSlot: 0).image?.pixel(x: 0, y: 0).x == 1)
    let afterRecycle = recorder.states.drop { $0.request?.url != urls[1] }
    #expect(afterRecycle.allSatisfy { $0.request?.url == urls[1] })
  }

  @Test func anotherContentModeShowsThePlaceholder() async {
    await showSmallPicture()
    loader.hold(urls[0])
    binder.bind(request(0, small, .aspectFit), toSlot: 0)
    #expect(binder.state(ofSlot: 0) == .loading(request(0, small, .aspectFit)))
  }

  @Test func aFailedResizeKeepsTheImageItHas() async {
    // Given a slot showing picture 0, whose server then fails
    await showSmallPicture()
    loader.respond(to: urls[0], with: .failure(.statusCode(503)))
    let shownBefore = recorder.states.count
    // When the slot is resized
    binder.bind(request(0, large), toSlot: 0)
    #expect(
      await eventually { await MainActor.run { binder.request(ofSlot: 0)?.targetSize == small } })
    // Then it keeps the small image, not the failure image, and says so
    #expect(binder.state(ofSlot: 0).image?.size == small)
    #expect(recorder.states.count == shownBefore)
    // And once the server is back and the picture's retry falls due, the large size is asked
    // for again (binding it again meanwhile is answered with the failure, and changes nothing)
    loader.respond(to: urls[0], with: .success(Data([0])))
    binder.bind(request(0, large), toSlot: 0)
    #expect(
      await eventually { await MainActor.run { binder.request(ofSlot: 0)?.targetSize == small } })
    #expect(binder.state(ofSlot: 0).image?.size == small)
    clock.advance(by: 600)
    #expect(
      await eventually { await MainActor.run { binder.state(ofSlot: 0).image?.size == large } })
  }

  @Test func goingBackToTheShownSizeCancelsTheResize() async {
    // Given a slot showing the small image and loading the large one
    await showSmallPicture()
    loader.hold(urls[0])
    let shownBefore = recorder.states.count
    binder.bind(request(0, large), toSlot: 0)
    #expect(await eventually { loader.waitingCount == 1 })
    // When it is bound to the small size again
    binder.bind(request(0, small), toSlot: 0)
    // Then the large request is cancelled and the small image stays, untouched
    #expect(await eventually { loader.cancelledURLs == [urls[0]] })
    #expect(binder.request(ofSlot: 0)?.targetSize == small)
    #expect(binder.state(ofSlot: 0).image?.size == small)
    #expect(recorder.states.count == shownBefore)
  }
}
