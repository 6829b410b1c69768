import CarouselCore
import Foundation

/// Loads the images of slides about to appear, at low priority, so they are in the caches
/// when their slot binds them.
///
/// Feed it the items a carousel frame names (`CarouselFrame.prefetchItems`: the next and
/// previous slides beyond the live ones) each time they change; requests for items no
/// longer named are cancelled (a download shared with a visible slot keeps going for that
/// slot). Use the frame's picture size, so the prefetched image is the one the slot will ask
/// for.
///
/// ```swift
/// prefetcher.prefetch(items: frame.prefetchItems, targetSize: slotPixels) { urls[$0] }
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
  ///   - items: Item indices, most needed first (a carousel frame's `prefetchItems`).
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

  private func finished(_ key: ImageRequest.CacheKey, id: UInt64) {
    state.withLock { state in
      if state.tasks[key]?.id == id { state.tasks[key] = nil }
    }
  }
}
