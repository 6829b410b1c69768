import Foundation

/// An in-memory cache of decoded images, bounded by their cost in bytes, evicting the least
/// recently used first.
///
/// Any image that fits the limit is kept, however large its share: a full-width banner is
/// cached like a thumbnail (refusing large images makes banners reload and flicker). Call
/// `trim(toCost:)` or `removeAll()` on memory pressure.
///
/// Thread-safe.
public final class MemoryImageCache: Sendable {
  private let storage: LockedState<LRUCache<ImageRequest.CacheKey, DecodedImage>>

  /// Creates a cache.
  ///
  /// - Parameter costLimit: The most the cached images may cost together, in bytes.
  public init(costLimit: Int = MemoryImageCache.defaultCostLimit) {
    storage = LockedState(LRUCache(costLimit: costLimit))
  }

  /// A tenth of the physical memory, between 32 MB and 256 MB.
  public static var defaultCostLimit: Int {
    let tenth = Int(clamping: ProcessInfo.processInfo.physicalMemory / 10)
    return min(max(tenth, 32 << 20), 256 << 20)
  }

  /// The most the cached images may cost together, in bytes. Lowering it evicts at once.
  public var costLimit: Int {
    get { storage.withLock { $0.costLimit } }
    set { storage.withLock { $0.costLimit = max(0, newValue) } }
  }

  /// What the cached images cost together, in bytes; never above `costLimit`.
  public var totalCost: Int { storage.withLock { $0.totalCost } }

  /// The number of cached images.
  public var count: Int { storage.withLock { $0.count } }

  /// The cached image for `key`, which becomes the most recently used.
  ///
  /// - Parameter key: The request's `cacheKey`.
  /// - Returns: The image, or `nil` when it is not cached.
  public func image(for key: ImageRequest.CacheKey) -> DecodedImage? {
    storage.withLock { $0.value(for: key) }
  }

  /// Caches an image, evicting the least recently used images until it fits.
  ///
  /// - Parameters:
  ///   - image: The decoded image; its cost is `image.cost`.
  ///   - key: The request's `cacheKey`.
  /// - Returns: Whether the image was stored: `false` only when it alone costs more than
  ///   `costLimit`.
  @discardableResult
  public func insert(_ image: DecodedImage, for key: ImageRequest.CacheKey) -> Bool {
    storage.withLock { $0.insert(image, for: key, cost: image.cost) }
  }

  /// Removes the image for `key`, if cached.
  public func removeImage(for key: ImageRequest.CacheKey) {
    _ = storage.withLock { $0.removeValue(for: key) }
  }

  /// Evicts least recently used images until the total cost is at most `cost` bytes.
  ///
  /// - Parameter cost: The total to trim to; 0 empties the cache.
  public func trim(toCost cost: Int) {
    storage.withLock { $0.trim(toCost: cost) }
  }

  /// Empties the cache.
  public func removeAll() {
    storage.withLock { $0.removeAll() }
  }
}
