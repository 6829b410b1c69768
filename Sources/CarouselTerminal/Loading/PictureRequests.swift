import CarouselCore
import CarouselImages

/// What pictures to load for the host machine's frames, and which loads are current.
///
/// The frame says which size each live slot's picture is asked at
/// (``/CarouselCore/CarouselFrame/Slot/pictureSize``, which keeps a size while the slot's size
/// changes a little) and which items to fetch ahead (``/CarouselCore/CarouselFrame/prefetchItems``,
/// at ``/CarouselCore/CarouselFrame/prefetchPictureSize``). An item is loaded when the frame
/// first asks for it, and again when the frame asks for another size (the screen grew, or
/// shrank enough to give memory back). Loads finish in any order, so an older one may arrive
/// after a newer one: only a result whose target size is the latest asked for its item is
/// current, and a stale one is dropped instead of replacing the newer picture.
struct PictureRequests {
  /// One picture to load.
  struct Request: Hashable {
    var item: Int
    var size: PixelSize
  }

  private var sizes: [Int: PixelSize] = [:]

  /// The loads a frame asks for that were not asked for yet: each live slot's item at its
  /// picture size (in the frame's order), then the items to fetch ahead. Records them as the
  /// latest asked for.
  ///
  /// - Parameters:
  ///   - frame: The host machine's frame.
  ///   - itemCount: The number of pictures (items past it have none).
  /// - Returns: What to load, most needed first.
  mutating func requests(for frame: CarouselFrame, itemCount: Int) -> [Request] {
    var wanted: [Request] = []
    var seen = Set<Int>()
    func want(_ item: Int, _ size: CarouselPixelSize) {
      guard item >= 0, item < itemCount, !size.isEmpty, seen.insert(item).inserted else { return }
      let target = PixelSize(width: size.width, height: size.height)
      guard sizes[item] != target else { return }
      sizes[item] = target
      wanted.append(Request(item: item, size: target))
    }
    for slot in frame.slots { want(slot.item, slot.pictureSize) }
    let ahead = frame.prefetchPictureSize
    for item in frame.prefetchItems { want(item, ahead) }
    return wanted
  }

  /// Whether a finished load is the latest one asked for its item.
  func isCurrent(_ result: PictureLoader.Result) -> Bool {
    sizes[result.index] == result.targetSize
  }
}
