import Foundation

/// Loads the images of slides about to appear, at low priority, so they are in the caches
/// when their slot binds them.
///
/// Feed it the upcoming item indices (next and previous slides) each time the carousel
/// settles; requests for items no longer upcoming are cancelled (a download shared with a
/// visible slot keeps going for that slot). Use the slot's pixel size, so the prefetched
/// image is the one the slot will ask for.
///
/// ```swift
/// let upcoming = ImagePrefetcher.upcomingItems(around: current, itemCount: urls.count)
/// prefetcher.prefetch(items: upcoming, targetSize: slotPixels) { urls[$0] }
/// ```
///
/// Thread-safe.
public final class ImagePrefetcher: Sendable {
  private struct State {
    var tasks: [ImageRequest.CacheKey: (id: UInt64, task: Task<Void, Never>)] = [:]
    var nextID: UInt64 = 0
  }

  private let pipeline: ImagePipeline
  private let state = LockedState(State())

  /// Creates a prefetcher.
  ///
  /// - Parameter pipeline: Where images are loaded (and cached).
  public init(pipeline: ImagePipeline) {
    self.pipeline = pipeline
  }

  deinit {
    stop()
  }

  /// The number of prefetches in progress.
  public var activeCount: Int { state.withLock { $0.tasks.count } }

  /// Prefetches exactly these requests: starts the new ones, cancels the ones not listed.
  ///
  /// Requests already in the memory cache are skipped. All run at `.low` priority.
  ///
  /// - Parameter requests: The images wanted soon.
  public func prefetch(_ requests: [ImageRequest]) {
    var wanted: [ImageRequest.CacheKey: ImageRequest] = [:]
    for var request in requests where pipeline.cachedImage(for: request) == nil {
      request.priority = .low
      wanted[request.cacheKey] = request
    }
    let pipeline = self.pipeline
    let cancelled = state.withLock { state -> [Task<Void, Never>] in
      var cancelled: [Task<Void, Never>] = []
      for (key, entry) in state.tasks where wanted[key] == nil {
        state.tasks[key] = nil
        cancelled.append(entry.task)
      }
      for (key, request) in wanted where state.tasks[key] == nil {
        state.nextID += 1
        let id = state.nextID
        let task = Task.detached { [weak self] in
          _ = try? await pipeline.image(for: request)
          self?.finished(key, id: id)
        }
        state.tasks[key] = (id, task)
      }
      return cancelled
    }
    for task in cancelled { task.cancel() }
  }

  /// Prefetches the images of `items` at `targetSize`; items without a URL are skipped.
  ///
  /// - Parameters:
  ///   - items: Item indices, typically from `upcomingItems(around:itemCount:distance:)`.
  ///   - targetSize: The slot size in pixels.
  ///   - contentMode: How the slot scales its image.
  ///   - imageURL: The URL of each item's image.
  public func prefetch(
    items: [Int], targetSize: PixelSize, contentMode: ImageRequest.ContentMode = .aspectFill,
    imageURL: (Int) -> URL?
  ) {
    let requests = items.compactMap { item -> ImageRequest? in
      guard let url = imageURL(item) else { return nil }
      return ImageRequest(url: url, targetSize: targetSize, contentMode: contentMode)
    }
    prefetch(requests)
  }

  /// Cancels every prefetch.
  public func stop() {
    let tasks = state.withLock { state -> [Task<Void, Never>] in
      defer { state.tasks = [:] }
      return state.tasks.values.map(\.task)
    }
    for task in tasks { task.cancel() }
  }

  /// The items within `distance` of `index` on either side, nearest first, next before
  /// previous, without `index` itself and without repeats.
  ///
  /// With `wraps` the indices go around the ends of a looping carousel (the previous of item
  /// 0 is the last item); without it they stop at the ends. Empty for 0 or 1 items.
  ///
  /// - Parameters:
  ///   - index: The current item; any integer when wrapping (it is reduced modulo the count).
  ///   - itemCount: The number of items.
  ///   - distance: How many slides ahead and behind, 1 by default.
  ///   - wraps: Whether the carousel loops, `true` by default.
  /// - Returns: Item indices in `0..<itemCount`.
  /// - Complexity: O(`distance`).
  public static func upcomingItems(
    around index: Int, itemCount: Int, distance: Int = 1, wraps: Bool = true
  ) -> [Int] {
    guard itemCount > 1, distance > 0 else { return [] }
    let current = ((index % itemCount) + itemCount) % itemCount
    var seen: Set<Int> = [current]
    var items: [Int] = []
    for step in 1...distance {
      for offset in [step, -step] {
        let raw = current + offset
        let item: Int
        if wraps {
          item = ((raw % itemCount) + itemCount) % itemCount
        } else {
          guard (0..<itemCount).contains(raw) else { continue }
          item = raw
        }
        if seen.insert(item).inserted { items.append(item) }
      }
    }
    return items
  }

  private func finished(_ key: ImageRequest.CacheKey, id: UInt64) {
    state.withLock { state in
      if state.tasks[key]?.id == id { state.tasks[key] = nil }
    }
  }
}
