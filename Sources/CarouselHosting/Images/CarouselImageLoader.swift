import CarouselCore
import CarouselImages
import Foundation

/// Loads one picture for one view (a SwiftUI slide, a marquee's background): decoded at the
/// view's pixel size, the previous picture kept while a resize's sharper one decodes, a new
/// URL never showing the old one, and the request cancelled when the loader is released.
///
/// The same rules as ``CarouselImageSlots``, for a view that is not one of an engine's
/// slots: a resize asks for a new size only when the picture would be drawn more than
/// ``resizePolicy`` allows, measured from the size last requested (so a header animating
/// its height does not decode per frame), and a view without area asks for nothing.
///
/// ```swift
/// let loader = CarouselImageLoader(pipeline: .shared) { image in show(image) }
/// loader.update(url: banner.imageURL, size: CarouselSize(bounds.size), scale: 3,
///               contentMode: .aspectFill)
/// ```
@MainActor
public final class CarouselImageLoader {
  /// Told each time what the view should show changes.
  public typealias ChangeHandler = @MainActor (CarouselSlotImage) -> Void

  /// When a picture decoded for one size still serves another.
  public var resizePolicy = ImageResizePolicy() {
    didSet { requestSizes.removeAll() }
  }

  /// What the view shows now.
  public private(set) var image: CarouselSlotImage = .placeholder

  private let pipeline: ImagePipeline
  private let onChange: ChangeHandler
  private lazy var binder = SlotImageBinder(pipeline: pipeline) { [weak self] _, state in
    self?.receive(CarouselSlotImage(state))
  }
  private var requestSizes = ImageRequestSizes()
  private var boundKey: ImageRequest.CacheKey?
  private var hasBound = false
  private static let slot = 0

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - pipeline: Where pictures come from.
  ///   - onChange: Told when the view should show the placeholder, the picture or the
  ///     failure.
  public init(pipeline: ImagePipeline, onChange: @escaping ChangeHandler) {
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
  public func update(
    url: URL?, size: CarouselSize, scale: Double, contentMode: ImageRequest.ContentMode
  ) {
    guard let url else {
      if hasBound || image != .placeholder {
        boundKey = nil
        hasBound = false
        binder.unbind(slot: Self.slot)
      }
      return
    }
    let pixels = CarouselImageSlots.pixelSize(of: size, scale: scale)
    // Nothing to draw into yet: wait for a size rather than decoding at full size.
    guard pixels.area > 0 else { return }
    let target = requestSizes.size(
      forSlotPixels: pixels, contentMode: contentMode, policy: resizePolicy)
    let request = ImageRequest(url: url, targetSize: target, contentMode: contentMode)
    guard !hasBound || boundKey != request.cacheKey else { return }
    boundKey = request.cacheKey
    hasBound = true
    binder.bind(request, toSlot: Self.slot)
  }

  /// Cancels the request in flight and shows the placeholder.
  public func cancel() {
    boundKey = nil
    hasBound = false
    binder.unbindAll()
  }
}
