import CarouselCore
import CarouselImages
import Foundation

/// Loads the images of an image carousel into its live slots: each slot gets its item's
/// image decoded at the slot's pixel size (points times the screen scale), the request of a
/// slot that moves on to another item is cancelled, slots that stop being alive are
/// unbound, and the items just beyond the live slots are prefetched at the same size.
///
/// ```swift
/// let images = CarouselImageSlots(pipeline: .shared) { [weak self] slotID, image in
///   self?.slotView(slotID)?.show(image)  // placeholder, image or failure image
/// }
/// // After every engine update:
/// images.update(engine: driver.engine, scale: screenScale, contentMode: .aspectFill) { urls[$0] }
/// ```
///
/// Calling ``update(engine:scale:contentMode:imageURL:)`` on every frame is cheap: a slot is
/// bound again only when its item or the content mode changes, or when its pixel size moves
/// out of what ``resizePolicy`` accepts. Resizes (rotation, Split View, Stage Manager, a
/// collapsing header animating its height) therefore keep the images on screen, and a size
/// change large enough to need new images keeps each slot's image until its new one is
/// ready: banners never blank on a resize. A slot whose item changes always shows the
/// placeholder before the new item's image, never the previous item's.
///
/// Releasing the image slots cancels their requests and prefetches.
@MainActor
public final class CarouselImageSlots {
  /// Called when a slot's image changes.
  public typealias ChangeHandler = @MainActor (_ slotID: Int, _ image: CarouselSlotImage) -> Void

  /// How many items beyond the current one, on each side, are prefetched (2 by default:
  /// the live slots already hold the neighbours).
  public var prefetchDistance = 2

  /// When a slot's new pixel size is close enough to the size its image was requested at
  /// for the image to stay (the defaults: drawn at most 15% larger or twice smaller).
  public var resizePolicy = ImageResizePolicy() {
    didSet { requestSizes.removeAll() }
  }

  private let binder: SlotImageBinder
  private let pipeline: ImagePipeline
  private let onChange: ChangeHandler
  private let prefetcher: ImagePrefetcher
  private var boundKeys: [Int: ImageRequest.CacheKey?] = [:]
  private var prefetchKey: PrefetchKey?
  /// The pixel sizes images are requested at, most recently chosen first; a slot asks for
  /// the first one the resize policy accepts for its own size (a few, for layouts whose
  /// slots differ in size).
  private var requestSizes = ImageRequestSizes()

  private struct PrefetchKey: Equatable {
    var currentIndex: Int
    var itemCount: Int
    var contentVersion: Int
    var targetSize: PixelSize
    var contentMode: ImageRequest.ContentMode
  }

  /// Creates the image slots of a carousel.
  ///
  /// - Parameters:
  ///   - pipeline: Where images come from.
  ///   - onChange: Told about each slot's image: the placeholder while loading, the image,
  ///     or a failure.
  public init(pipeline: ImagePipeline, onChange: @escaping ChangeHandler) {
    self.onChange = onChange
    self.pipeline = pipeline
    binder = SlotImageBinder(pipeline: pipeline) { slot, state in
      onChange(slot, CarouselSlotImage(state))
    }
    prefetcher = ImagePrefetcher(pipeline: pipeline)
  }

  /// The pixel size of a slot: its size in points times the scale, rounded up (a slot of
  /// 130.33 points at 3x needs 391 rows), with rounding noise ignored (390 points at 3x is
  /// 1170, not 1171).
  ///
  /// - Parameters:
  ///   - size: The slot's size in points.
  ///   - scale: Pixels per point.
  public static func pixelSize(of size: CarouselSize, scale: Double) -> PixelSize {
    let pixels = PixelRounding.pixels(covering: size, scale: scale)
    return PixelSize(width: pixels.width, height: pixels.height)
  }

  /// What a slot shows now.
  public func image(ofSlot id: Int) -> CarouselSlotImage {
    CarouselSlotImage(binder.state(ofSlot: id))
  }

  /// The request a slot is bound to (loading, or shown), for tests and diagnostics.
  func request(ofSlot id: Int) -> ImageRequest? {
    binder.request(ofSlot: id)
  }

  /// Whether the image of an item is on screen in some slot (impressions count only then).
  public func isImageLoaded(forItem index: Int, in engine: CarouselEngine) -> Bool {
    engine.slots.contains { slot in
      slot.itemIndex == index && binder.state(ofSlot: slot.id).image != nil
    }
  }

  /// Brings the bindings in line with the engine's live slots.
  ///
  /// - Parameters:
  ///   - engine: The carousel's engine.
  ///   - scale: Pixels per point (the screen scale).
  ///   - contentMode: Whether images cover (`aspectFill`) or fit their slots.
  ///   - imageURL: The image URL of an item, or nil for an item without one.
  public func update(
    engine: CarouselEngine, scale: Double, contentMode: ImageRequest.ContentMode,
    imageURL: (Int) -> URL?
  ) {
    let slots = engine.slots
    for id in boundKeys.keys where !slots.contains(where: { $0.id == id }) {
      boundKeys[id] = nil
      binder.unbind(slot: id)
    }
    var targetSize: PixelSize?
    for slot in slots {
      let size = requestSize(
        forSlotPixels: Self.pixelSize(of: slot.frame.size, scale: scale), contentMode: contentMode)
      if targetSize == nil { targetSize = size }
      let request = imageURL(slot.itemIndex).map {
        ImageRequest(url: $0, targetSize: size, contentMode: contentMode)
      }
      if let bound = boundKeys[slot.id], bound == request?.cacheKey {
        // A failure shown is asked for again when the pipeline's retry policy says so.
        if let request, case .failed = binder.state(ofSlot: slot.id),
          pipeline.isRetryDue(for: request.url)
        {
          binder.bind(request, toSlot: slot.id)
        }
        continue
      }
      boundKeys[slot.id] = .some(request?.cacheKey)
      if request == nil, binder.state(ofSlot: slot.id) == .empty {
        // Nothing to unbind, so the binder says nothing: the slot still needs its placeholder.
        onChange(slot.id, .placeholder)
      } else {
        binder.bind(request, toSlot: slot.id)
      }
    }
    prefetch(engine: engine, targetSize: targetSize, contentMode: contentMode, imageURL: imageURL)
  }

  /// Unbinds every slot (cancelling their requests) and stops prefetching.
  public func removeAll() {
    boundKeys.removeAll()
    binder.unbindAll()
    prefetcher.stop()
    prefetchKey = nil
    requestSizes.removeAll()
  }

  /// The size to request a slot's image at (see ``ImageRequestSizes``).
  func requestSize(forSlotPixels pixels: PixelSize, contentMode: ImageRequest.ContentMode)
    -> PixelSize
  {
    requestSizes.size(forSlotPixels: pixels, contentMode: contentMode, policy: resizePolicy)
  }

  private func prefetch(
    engine: CarouselEngine, targetSize: PixelSize?, contentMode: ImageRequest.ContentMode,
    imageURL: (Int) -> URL?
  ) {
    guard let current = engine.currentIndex, let targetSize, targetSize.area > 0 else {
      if prefetchKey != nil {
        prefetcher.stop()
        prefetchKey = nil
      }
      return
    }
    let key = PrefetchKey(
      currentIndex: current, itemCount: engine.itemCount, contentVersion: engine.contentVersion,
      targetSize: targetSize, contentMode: contentMode)
    guard key != prefetchKey else { return }
    prefetchKey = key
    let live = Set(engine.slots.map(\.itemIndex))
    let upcoming = ImagePrefetcher.upcomingItems(
      around: current, itemCount: engine.itemCount, distance: prefetchDistance,
      wraps: engine.loops
    ).filter { !live.contains($0) }
    prefetcher.prefetch(
      items: upcoming, targetSize: targetSize, contentMode: contentMode, imageURL: imageURL)
  }
}
