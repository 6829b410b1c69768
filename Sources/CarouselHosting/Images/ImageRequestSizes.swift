import CarouselImages

/// The sizes images were recently requested at, and the rule that picks one for a slot:
/// a size already in use that the resize policy accepts for the slot's pixels, else the
/// slot's pixels themselves.
///
/// Measuring from sizes already requested (not from the previous frame's size) is the
/// hysteresis: a size changing a little every frame keeps one request size until it has
/// drifted out of the policy's band.
struct ImageRequestSizes {
  /// How many recent sizes are remembered (a few slot sizes in use at once).
  static let capacity = 4

  /// Per content mode: sizes requested to fill scale differently from sizes to fit.
  private var sizes: [ImageRequest.ContentMode: [PixelSize]] = [:]

  /// The size to request an image at for a slot of `pixels`.
  mutating func size(
    forSlotPixels pixels: PixelSize, contentMode: ImageRequest.ContentMode,
    policy: ImageResizePolicy
  ) -> PixelSize {
    var recent = sizes[contentMode] ?? []
    defer { sizes[contentMode] = recent }
    if let index = recent.firstIndex(where: {
      policy.accepts($0, for: pixels, contentMode: contentMode)
    }) {
      return recent[index]
    }
    recent.insert(pixels, at: 0)
    if recent.count > Self.capacity { recent.removeLast() }
    return pixels
  }

  /// Forgets every size (a new policy, or the slots were cleared).
  mutating func removeAll() {
    sizes.removeAll()
  }
}
