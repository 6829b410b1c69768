import Foundation

/// An in-memory cache of decoded images, bounded by their cost in bytes, evicting the least
/// recently used first.
///
/// Any image that fits the limit is kept, however large its share: a full-width banner is
/// cached like a thumbnail (refusing large images makes banners reload and flicker).
///
/// The cache shrinks by itself under memory pressure, as its `memoryPressurePolicy` says: on
/// iOS it observes UIKit's memory warning (emptied by default) and background (a tenth of the
/// limit kept) notifications for as long as it lives. Elsewhere call `respond(to:)`.
///
/// Thread-safe.
public final class MemoryImageCache: Sendable {
  private let storage: LockedState<LRUCache<ImageRequest.CacheKey, DecodedImage>>
  private let policy: LockedState<MemoryPressurePolicy>
  private let observation: LockedState<Observation?>

  private struct Observation {
    var center: NotificationCenter
    var tokens: [any NSObjectProtocol]
  }

  /// Creates a cache.
  ///
  /// - Parameters:
  ///   - costLimit: The most the cached images may cost together, in bytes.
  ///   - memoryPressurePolicy: What survives a memory warning and a move to the background.
  public convenience init(
    costLimit: Int = MemoryImageCache.defaultCostLimit,
    memoryPressurePolicy: MemoryPressurePolicy = MemoryPressurePolicy()
  ) {
    self.init(
      costLimit: costLimit, memoryPressurePolicy: memoryPressurePolicy,
      notificationCenter: .default, notifications: MemoryPressureEvent.systemNotifications)
  }

  /// Creates a cache that answers the given notifications of `notificationCenter`.
  package init(
    costLimit: Int, memoryPressurePolicy: MemoryPressurePolicy,
    notificationCenter: NotificationCenter,
    notifications: [Notification.Name: MemoryPressureEvent]
  ) {
    storage = LockedState(LRUCache(costLimit: costLimit))
    policy = LockedState(memoryPressurePolicy)
    observation = LockedState(nil)
    guard !notifications.isEmpty else { return }
    // The observers hold the cache weakly and are removed when it goes.
    let tokens = notifications.map { name, event in
      notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
        self?.respond(to: event)
      }
    }
    observation.withLock { $0 = Observation(center: notificationCenter, tokens: tokens) }
  }

  deinit {
    observation.withLock { observation in
      guard let observation else { return }
      for token in observation.tokens { observation.center.removeObserver(token) }
    }
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

  /// The keys of the cached images of `url` (any size or content mode), most recently used
  /// first, without touching their recency.
  package func keys(for url: URL) -> [ImageRequest.CacheKey] {
    storage.withLock { $0.keysByRecency.filter { $0.url == url } }
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

  /// What survives memory pressure; see `respond(to:)`.
  public var memoryPressurePolicy: MemoryPressurePolicy {
    get { policy.withLock { $0 } }
    set { policy.withLock { $0 = newValue } }
  }

  /// Shrinks the cache as `memoryPressurePolicy` says for `event`, least recently used
  /// images first.
  ///
  /// On iOS the cache calls this itself when UIKit posts the event's notification.
  ///
  /// - Parameter event: What happened.
  public func respond(to event: MemoryPressureEvent) {
    let policy = memoryPressurePolicy
    storage.withLock { cache in
      cache.trim(toCost: policy.costKept(after: event, costLimit: cache.costLimit))
    }
  }
}
