import CarouselImages

/// The picture size each item was last asked for.
///
/// The terminal asks again, larger, when the screen grows. Loads finish in any order, so the
/// older, smaller one may arrive after the newer one: only a result whose target size is the
/// latest asked for its item is current, and a stale one is dropped instead of replacing the
/// newer picture.
struct PictureRequests {
  private var sizes: [Int: PixelSize] = [:]

  /// The items to load for pictures of `target` size: those never asked for, and those asked
  /// for at a size smaller in either dimension. Records `target` as their latest size; items
  /// already asked for at least as large are left as they are (a shrinking screen loads
  /// nothing).
  mutating func itemsToLoad(count: Int, target: PixelSize) -> [Int] {
    (0..<max(0, count)).filter { index in
      if let previous = sizes[index], previous.width >= target.width,
        previous.height >= target.height
      {
        return false
      }
      sizes[index] = target
      return true
    }
  }

  /// Whether a finished load is the latest one asked for its item.
  func isCurrent(_ result: PictureLoader.Result) -> Bool {
    sizes[result.index] == result.targetSize
  }
}
