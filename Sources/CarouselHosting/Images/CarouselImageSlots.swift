import CarouselCore
import CarouselImages
import Foundation

/// Loads the pictures of a picture carousel into the live slots of its frames: each slot gets
/// its item's picture decoded at the size the frame asks (``/CarouselCore/CarouselFrame/Slot/pictureSize``),
/// the request of a slot that moves on to another item is cancelled, slots that stop being
/// alive are unbound, and the items the frame names are fetched ahead
/// (``/CarouselCore/CarouselFrame/prefetchItems``).
///
/// ```swift
/// let images = CarouselImageSlots(pipeline: .shared) { [weak self] slotID, image in
///   self?.slotView(slotID)?.show(image)  // placeholder, image or failure image
/// }
/// // For every frame drawn:
/// images.update(frame: frame, contentMode: .aspectFill) { urls[$0] }
/// ```
///
/// Calling ``update(frame:contentMode:imageURL:)`` on every frame is cheap: a slot is bound
/// again only when its item, its content version, the content mode or its picture size
/// changes; the machine keeps a picture size while a resize stays within its band, so a
/// rotation or a collapsing header does not decode per frame, and a slot keeps its picture
/// until the sharper one is ready: banners never blank on a resize. A slot whose item changes
/// always shows the placeholder before the new item's picture, never the previous item's.
///
/// Releasing the image slots cancels their requests and prefetches.
@MainActor
package final class CarouselImageSlots {
  /// Called when a slot's image changes.
  package typealias ChangeHandler = @MainActor (_ slotID: Int, _ image: CarouselSlotImage) -> Void

  private let binder: SlotImageBinder
  private let pipeline: ImagePipeline
  private let onChange: ChangeHandler
  private let prefetcher: ImagePrefetcher
  private var boundKeys: [Int: ImageRequest.CacheKey?] = [:]
  private var prefetchKey: PrefetchKey?

  private struct PrefetchKey: Equatable {
    var items: [Int]
    var contentVersion: Int
    var targetSize: CarouselPixelSize
    var contentMode: ImageRequest.ContentMode
  }

  /// Creates the image slots of a carousel.
  ///
  /// - Parameters:
  ///   - pipeline: Where images come from.
  ///   - onChange: Told about each slot's image: the placeholder while loading, the image,
  ///     or a failure.
  package init(pipeline: ImagePipeline, onChange: @escaping ChangeHandler) {
    self.onChange = onChange
    self.pipeline = pipeline
    binder = SlotImageBinder(pipeline: pipeline) { slot, state in
      onChange(slot, CarouselSlotImage(state))
    }
    prefetcher = ImagePrefetcher(pipeline: pipeline)
  }

  /// What a slot shows now.
  package func image(ofSlot id: Int) -> CarouselSlotImage {
    CarouselSlotImage(binder.state(ofSlot: id))
  }

  /// The request a slot is bound to (loading, or shown), for tests and diagnostics.
  func request(ofSlot id: Int) -> ImageRequest? {
    binder.request(ofSlot: id)
  }

  /// Whether the picture of an item is on screen in some slot of the frame (impressions count
  /// only then).
  package func isImageLoaded(forItem index: Int, in frame: CarouselFrame) -> Bool {
    frame.slots.contains { slot in
      slot.item == index && binder.state(ofSlot: slot.id).image != nil
    }
  }

  /// Brings the bindings in line with a frame's live slots.
  ///
  /// - Parameters:
  ///   - frame: The frame drawn.
  ///   - contentMode: Whether images cover (`aspectFill`) or fit their slots.
  ///   - imageURL: The image URL of an item, or nil for an item without one.
  package func update(
    frame: CarouselFrame, contentMode: ImageRequest.ContentMode, imageURL: (Int) -> URL?
  ) {
    let slots = frame.slots
    for id in boundKeys.keys where !slots.contains(where: { $0.id == id }) {
      boundKeys[id] = nil
      binder.unbind(slot: id)
    }
    for slot in slots {
      // A slot without area asks for nothing yet (rather than a full-size decode).
      let size = PixelSize(slot.pictureSize)
      let request =
        size.area > 0
        ? imageURL(slot.item).map {
          ImageRequest(url: $0, targetSize: size, contentMode: contentMode)
        } : nil
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
    prefetch(frame: frame, contentMode: contentMode, imageURL: imageURL)
  }

  /// Unbinds every slot (cancelling their requests) and stops prefetching.
  package func removeAll() {
    boundKeys.removeAll()
    binder.unbindAll()
    prefetcher.stop()
    prefetchKey = nil
  }

  private func prefetch(
    frame: CarouselFrame, contentMode: ImageRequest.ContentMode, imageURL: (Int) -> URL?
  ) {
    let size = frame.prefetchPictureSize
    guard !frame.prefetchItems.isEmpty, !size.isEmpty else {
      if prefetchKey != nil {
        prefetcher.stop()
        prefetchKey = nil
      }
      return
    }
    let contentVersion = frame.slots.first?.contentVersion ?? 0
    let key = PrefetchKey(
      items: frame.prefetchItems, contentVersion: contentVersion, targetSize: size,
      contentMode: contentMode)
    guard key != prefetchKey else { return }
    prefetchKey = key
    prefetcher.prefetch(
      items: frame.prefetchItems, targetSize: PixelSize(size), contentMode: contentMode,
      imageURL: imageURL)
  }
}

extension PixelSize {
  /// The same size, as the image pipeline counts it.
  package init(_ size: CarouselPixelSize) {
    self.init(width: size.width, height: size.height)
  }
}
