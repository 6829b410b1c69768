import CarouselCore
import CarouselImages
import Foundation

/// Loads one picture for one view (a SwiftUI slide, a marquee's background): decoded at the
/// view's pixel size, the previous picture kept while a resize's sharper one decodes, a new
/// URL never showing the old one, and the request cancelled when the loader is released.
///
/// The same rules as ``CarouselImageSlots``, for a view that is not one of a frame's slots:
/// the size asked for follows ``/CarouselCore/CarouselPictureSizes`` (a resize asks for a
/// new size only when the picture would be drawn out of its band, so a header animating its
/// height does not decode per frame), and a view without area asks for nothing. Inside a
/// carousel slot, pass the slot's own ``/CarouselCore/CarouselFrame/Slot/pictureSize``.
///
/// ```swift
/// let loader = CarouselImageLoader(pipeline: .shared) { image in show(image) }
/// loader.update(url: banner.imageURL, size: CarouselSize(bounds.size), scale: 3,
///               contentMode: .aspectFill)
/// ```
@MainActor
package final class CarouselImageLoader {
  /// Told each time what the view should show changes.
  package typealias ChangeHandler = @MainActor (CarouselSlotImage) -> Void

  /// What the view shows now.
  package private(set) var image: CarouselSlotImage = .placeholder

  private let pipeline: ImagePipeline
  private let onChange: ChangeHandler
  // One view: the binder's single slot.
  private lazy var binder = SlotImageBinder(pipeline: pipeline) { [weak self] _, state in
    self?.receive(CarouselSlotImage(state))
  }
  private var pictureSizes = CarouselPictureSizes()
  private var boundKey: ImageRequest.CacheKey?
  private var hasBound = false
  private static let slot = 0

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - pipeline: Where pictures come from.
  ///   - onChange: Told when the view should show the placeholder, the picture or the
  ///     failure.
  package init(pipeline: ImagePipeline, onChange: @escaping ChangeHandler) {
    self.pipeline = pipeline
    self.onChange = onChange
  }

  private func receive(_ image: CarouselSlotImage) {
    guard image != self.image else { return }
    self.image = image
    onChange(image)
  }

  /// Asks for the picture at `url` at the view's size; cheap to call on every layout.
  ///
  /// - Parameters:
  ///   - url: The picture, or nil for none (the placeholder).
  ///   - size: The view's size in points.
  ///   - scale: Pixels per point.
  ///   - contentMode: Whether the picture covers or fits the view.
  package func update(
    url: URL?, size: CarouselSize, scale: Double, contentMode: ImageRequest.ContentMode
  ) {
    let pixels = CarouselPixelSize(covering: size, scale: scale)
    update(
      url: url, pictureSize: pictureSizes.size(forSlotPixels: pixels), contentMode: contentMode)
  }

  /// Asks for the picture at `url` at a size already chosen (a carousel slot's
  /// ``/CarouselCore/CarouselFrame/Slot/pictureSize``).
  ///
  /// - Parameters:
  ///   - url: The picture, or nil for none (the placeholder).
  ///   - pictureSize: The size to decode at, in pixels; an empty size asks for nothing yet.
  ///   - contentMode: Whether the picture covers or fits the view.
  package func update(
    url: URL?, pictureSize: CarouselPixelSize, contentMode: ImageRequest.ContentMode
  ) {
    guard let url else {
      if hasBound || image != .placeholder {
        boundKey = nil
        hasBound = false
        binder.unbind(slot: Self.slot)
      }
      return
    }
    // Nothing to draw into yet: wait for a size rather than decoding at full size.
    guard !pictureSize.isEmpty else { return }
    let request = ImageRequest(
      url: url, targetSize: PixelSize(pictureSize), contentMode: contentMode)
    guard !hasBound || boundKey != request.cacheKey else { return }
    boundKey = request.cacheKey
    hasBound = true
    binder.bind(request, toSlot: Self.slot)
  }

  /// Asks for the picture at `url`: at the size its carousel slide chose when it is in one,
  /// else at the view's own size by the picture-size rule.
  ///
  /// - Parameters:
  ///   - url: The picture, or nil for none (the placeholder).
  ///   - pictureSize: The slide's picture size, or nil outside a carousel.
  ///   - size: The view's size in points.
  ///   - scale: Pixels per point.
  ///   - contentMode: Whether the picture covers or fits the view.
  package func update(
    url: URL?, pictureSize: CarouselPixelSize?, size: CarouselSize, scale: Double,
    contentMode: ImageRequest.ContentMode
  ) {
    guard let pictureSize else {
      return update(url: url, size: size, scale: scale, contentMode: contentMode)
    }
    update(url: url, pictureSize: pictureSize, contentMode: contentMode)
  }

  /// The view's URL was set: taking it away cancels at once (the placeholder shows without
  /// waiting for the next layout); a new one is asked for at that layout.
  ///
  /// - Parameters:
  ///   - old: The URL before.
  ///   - new: The URL now.
  package func urlChanged(from old: URL?, to new: URL?) {
    guard new == nil, old != nil else { return }
    cancel()
  }

  /// The loader to use with a pipeline: the one given when it loads from that pipeline,
  /// else a new one (the old one's request cancelled: a picture from the pipeline given up
  /// never arrives).
  ///
  /// - Parameters:
  ///   - loader: The loader so far, or nil.
  ///   - pipeline: Where pictures come from now.
  ///   - onChange: Told when the view should show something else (for a new loader).
  package static func reusing(
    _ loader: CarouselImageLoader?, pipeline: ImagePipeline, onChange: @escaping ChangeHandler
  ) -> CarouselImageLoader {
    guard let loader, loader.pipeline === pipeline else {
      loader?.cancel()
      return CarouselImageLoader(pipeline: pipeline, onChange: onChange)
    }
    return loader
  }

  /// Cancels the request in flight and shows the placeholder.
  package func cancel() {
    boundKey = nil
    hasBound = false
    binder.unbindAll()
  }
}
