/// Each item's picture resampled once to the slide's pixel size, so that every frame of a
/// slide moving across the screen reads the same pixels at a new offset: the picture moves
/// as a whole and never shimmers, and a frame costs a copy instead of a resample.
struct PrescaledSlideCache {
  struct Key: Hashable {
    var itemIndex: Int
    var generation: Int
    /// The frame of an animated picture; 0 for everything else.
    var frameIndex = 0
    var width: Int
    var height: Int
  }

  private struct Entry {
    var frame: FrameBuffer
    var lastUsed: Int
  }

  private var entries: [Key: Entry] = [:]
  private var clock = 0
  /// How many slides `make` has prepared since the cache was created (a resample for a
  /// picture, a drawing for artwork): each cache miss counts once, whatever was evicted.
  private(set) var preparedCount = 0
  /// How many prescaled slides are kept beyond those used by the latest frame.
  let spareCapacity: Int

  init(spareCapacity: Int = 6) {
    self.spareCapacity = spareCapacity
  }

  var count: Int { entries.count }

  /// Starts a new frame: entries not used since are candidates for eviction.
  mutating func beginFrame() {
    clock += 1
  }

  /// The prescaled slide for a key, made with `make` when it is not cached.
  mutating func slide(for key: Key, make: () -> FrameBuffer) -> FrameBuffer {
    if var entry = entries[key] {
      entry.lastUsed = clock
      entries[key] = entry
      return entry.frame
    }
    let frame = make()
    preparedCount += 1
    entries[key] = Entry(frame: frame, lastUsed: clock)
    return frame
  }

  /// Evicts the least recently used entries beyond those of the current frame plus the
  /// spare capacity.
  mutating func trim() {
    let stale = entries.filter { $0.value.lastUsed < clock }
    guard stale.count > spareCapacity else { return }
    let victims = stale.sorted { $0.value.lastUsed < $1.value.lastUsed }
      .prefix(stale.count - spareCapacity)
    for victim in victims { entries[victim.key] = nil }
  }

  /// Forgets every prescaled slide of an item (its content changed).
  mutating func removeAll(itemIndex: Int) {
    entries = entries.filter { $0.key.itemIndex != itemIndex }
  }

  mutating func removeAll() {
    entries.removeAll()
  }
}
