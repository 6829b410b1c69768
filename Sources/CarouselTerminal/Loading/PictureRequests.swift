import CarouselCore
import CarouselImages

/// What pictures to hold for the host machine's frames: which to load, which to let go, and
/// which loads are current.
///
/// The frame says which size each live slot's picture is asked at
/// (``/CarouselCore/CarouselFrame/Slot/pictureSize``, which keeps a size while the slot's size
/// changes a little) and which items to fetch ahead (``/CarouselCore/CarouselFrame/prefetchItems``,
/// at ``/CarouselCore/CarouselFrame/prefetchPictureSize``): together, the window of items the
/// carousel needs now. An item is loaded when it comes into the window, and again when the
/// frame asks for another size (the screen grew, or shrank enough to give memory back); an
/// item that leaves the window is let go: its load is cancelled and its picture released, so
/// that what the carousel fetches and holds follows what it shows, whatever the number of
/// items (it comes back from the pipeline's caches when it comes round again).
///
/// Loads finish in any order, so an older one may arrive after a newer one: only a result
/// whose target size is the latest asked for its item, while the item is in the window, is
/// current; a stale one is dropped instead of replacing the newer picture.
struct PictureRequests {
  /// One picture to load.
  struct Request: Hashable {
    var item: Int
    var size: PixelSize
  }

  /// What a frame changes: the loads to start, most needed first, and the items to let go.
  struct Changes: Equatable {
    var load: [Request] = []
    var release: [Int] = []
  }

  /// The items in the window, and the size each was last asked at.
  private var sizes: [Int: PixelSize] = [:]

  /// The items held now.
  var heldItems: Set<Int> { Set(sizes.keys) }

  /// What a frame changes: each live slot's item at its picture size (in the frame's order),
  /// then the items to fetch ahead, when not asked for at that size yet; and the items held
  /// that the frame no longer needs (the one it cross-fades from is still needed). Records
  /// the window.
  ///
  /// - Parameters:
  ///   - frame: The host machine's frame.
  ///   - itemCount: The number of pictures (items past it have none).
  /// - Returns: What to load and what to let go.
  mutating func update(for frame: CarouselFrame, itemCount: Int) -> Changes {
    var changes = Changes()
    var window: [Int: PixelSize] = [:]
    func want(_ item: Int, _ size: CarouselPixelSize) {
      guard item >= 0, item < itemCount, !size.isEmpty, window[item] == nil else { return }
      let target = PixelSize(width: size.width, height: size.height)
      window[item] = target
      guard sizes[item] != target else { return }
      changes.load.append(Request(item: item, size: target))
    }
    for slot in frame.slots { want(slot.item, slot.pictureSize) }
    let ahead = frame.prefetchPictureSize
    for item in frame.prefetchItems { want(item, ahead) }
    // The picture a cross-fade fades out stays while it shows, at the size it has.
    if let fading = frame.crossFade?.item, window[fading] == nil, let held = sizes[fading] {
      window[fading] = held
    }
    changes.release = sizes.keys.filter { window[$0] == nil }.sorted()
    sizes = window
    return changes
  }

  /// Whether a finished load is the latest one asked for its item, which is still held.
  func isCurrent(_ result: PictureLoader.Result) -> Bool {
    sizes[result.index] == result.targetSize
  }
}
