import CarouselCore
import CarouselImages
import Foundation
import Testing

@testable import CarouselHosting

/// One picture for one view (a SwiftUI slide): decoded at the view's size, kept across a
/// resize until the sharper one is ready, never another URL's picture.
@MainActor
@Suite struct ImageLoaderTests {
  let loader = ScriptedLoader()
  let decoder = TaggingDecoder()
  let pipeline: ImagePipeline

  init() {
    pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(
        dataLoader: loader, decoder: decoder, memoryCache: MemoryImageCache(), diskCache: nil))
  }

  private func tag(_ image: CarouselSlotImage) -> UInt8? {
    if case .image(let decoded) = image { return decoded.pixel(x: 0, y: 0).x }
    return nil
  }

  @Test func aPictureLoadsAtTheViewsPixelSize() async {
    var shown: [CarouselSlotImage] = []
    let images = CarouselImageLoader(pipeline: pipeline) { shown.append($0) }
    images.update(
      url: imageURL(3), size: CarouselSize(width: 390, height: 130), scale: 3,
      contentMode: .aspectFill)
    #expect(await eventually { tag(images.image) == 3 })
    #expect(decoder.targetSizes == [PixelSize(width: 1170, height: 390)])
    #expect(shown.count == 1)
  }

  @Test func aResizeKeepsThePictureUntilTheSharperOneIsReadyAndSmallChangesRequestNothing()
    async
  {
    let images = CarouselImageLoader(pipeline: pipeline) { _ in }
    images.update(
      url: imageURL(1), size: CarouselSize(width: 390, height: 130), scale: 3,
      contentMode: .aspectFill)
    #expect(await eventually { tag(images.image) == 1 })
    // A header collapsing a little every frame: nothing new is requested
    for height in stride(from: 130.0, through: 80, by: -2) {
      images.update(
        url: imageURL(1), size: CarouselSize(width: 390, height: height), scale: 3,
        contentMode: .aspectFill)
    }
    #expect(decoder.targetSizes.count == 1)
    // Rotated to landscape: a sharper one, with the old picture shown meanwhile
    loader.hold(imageURL(1))
    images.update(
      url: imageURL(1), size: CarouselSize(width: 844, height: 280), scale: 3,
      contentMode: .aspectFill)
    #expect(tag(images.image) == 1)
    loader.release(imageURL(1))
    #expect(await eventually { decoder.targetSizes.count == 2 })
    #expect(decoder.targetSizes.last == PixelSize(width: 2532, height: 840))
  }

  @Test func anotherURLNeverShowsThePreviousPicture() async {
    var shown: [CarouselSlotImage] = []
    let images = CarouselImageLoader(pipeline: pipeline) { shown.append($0) }
    let size = CarouselSize(width: 390, height: 130)
    images.update(url: imageURL(1), size: size, scale: 2, contentMode: .aspectFill)
    #expect(await eventually { tag(images.image) == 1 })
    loader.hold(imageURL(2))
    images.update(url: imageURL(2), size: size, scale: 2, contentMode: .aspectFill)
    #expect(images.image == .placeholder)
    loader.release(imageURL(2))
    #expect(await eventually { tag(images.image) == 2 })
    #expect(shown.map(tag) == [1, nil, 2])
    images.update(url: nil, size: size, scale: 2, contentMode: .aspectFill)
    #expect(images.image == .placeholder)
  }

  @Test func aViewWithoutAreaRequestsNothing() async {
    let images = CarouselImageLoader(pipeline: pipeline) { _ in }
    images.update(url: imageURL(4), size: .zero, scale: 3, contentMode: .aspectFill)
    images.update(
      url: imageURL(4), size: CarouselSize(width: 0, height: 300), scale: 3,
      contentMode: .aspectFit)
    try? await Task.sleep(nanoseconds: 20_000_000)
    #expect(loader.requested.isEmpty)
    #expect(images.image == .placeholder)
  }

  @Test func releasingTheLoaderCancelsItsRequest() async {
    loader.hold(imageURL(5))
    var images: CarouselImageLoader? = CarouselImageLoader(pipeline: pipeline) { _ in }
    images?.update(
      url: imageURL(5), size: CarouselSize(width: 100, height: 100), scale: 1,
      contentMode: .aspectFill)
    #expect(await eventually { loader.requested.contains(imageURL(5)) })
    images = nil
    #expect(await eventually { loader.cancelled.contains(imageURL(5)) })
  }

  @Test func aSlidesPictureSizeWinsOverTheViewsOwnSize() async {
    let images = CarouselImageLoader(pipeline: pipeline) { _ in }
    images.update(
      url: imageURL(2), pictureSize: CarouselPixelSize(width: 600, height: 200),
      size: CarouselSize(width: 390, height: 130), scale: 3, contentMode: .aspectFill)
    #expect(await eventually { tag(images.image) == 2 })
    #expect(decoder.targetSizes == [PixelSize(width: 600, height: 200)])
    // Outside a carousel: the view's size by the picture-size rule
    let own = CarouselImageLoader(pipeline: pipeline) { _ in }
    own.update(
      url: imageURL(4), pictureSize: nil, size: CarouselSize(width: 390, height: 130), scale: 3,
      contentMode: .aspectFill)
    #expect(await eventually { tag(own.image) == 4 })
    #expect(decoder.targetSizes.last == PixelSize(width: 1170, height: 390))
  }

  @Test func takingTheURLAwayShowsThePlaceholderAtOnceAndAnotherURLWaitsForLayout() async {
    let images = CarouselImageLoader(pipeline: pipeline) { _ in }
    images.update(
      url: imageURL(1), size: CarouselSize(width: 390, height: 130), scale: 3,
      contentMode: .aspectFill)
    #expect(await eventually { tag(images.image) == 1 })
    images.urlChanged(from: imageURL(1), to: imageURL(2))
    #expect(tag(images.image) == 1)
    images.urlChanged(from: nil, to: nil)
    #expect(tag(images.image) == 1)
    images.urlChanged(from: imageURL(1), to: nil)
    #expect(images.image == .placeholder)
  }

  @Test func aLoaderIsKeptForItsPipelineAndReplacedForAnother() async {
    var shown = 0
    let first = CarouselImageLoader.reusing(nil, pipeline: pipeline) { _ in shown += 1 }
    #expect(CarouselImageLoader.reusing(first, pipeline: pipeline) { _ in } === first)
    // A loader with a request in flight, moved to another pipeline: the request is given up
    loader.hold(imageURL(5))
    first.update(
      url: imageURL(5), size: CarouselSize(width: 100, height: 100), scale: 1,
      contentMode: .aspectFill)
    let other = ImagePipeline(
      configuration: ImagePipeline.Configuration(
        dataLoader: ScriptedLoader(), decoder: TaggingDecoder(), memoryCache: MemoryImageCache(),
        diskCache: nil))
    let second = CarouselImageLoader.reusing(first, pipeline: other) { _ in }
    #expect(second !== first)
    #expect(first.image == .placeholder)
    loader.release(imageURL(5))
    try? await Task.sleep(nanoseconds: 50_000_000)
    #expect(first.image == .placeholder)
  }
}
