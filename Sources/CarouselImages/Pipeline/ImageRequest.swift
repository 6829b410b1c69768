import CarouselCore
import Foundation

/// An image to load: where from, at what pixel size, how urgently.
///
/// Two requests for the same URL, size and content mode are the same image: they share one
/// download, one decode and one memory-cache entry. Requests for the same URL at different
/// sizes share the download.
public struct ImageRequest: Sendable, Hashable {
  /// The address of the encoded image.
  public var url: URL
  /// The pixel size of the slot that shows the image.
  public var targetSize: PixelSize
  /// Whether the decoded image covers or fits inside `targetSize`.
  public var contentMode: ContentMode
  /// How urgently the pipeline serves this request relative to others waiting.
  public var priority: Priority
  /// How the request uses the stored copy of its picture; `nil` for the pipeline's policy.
  public var cachePolicy: CachePolicy?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - url: The address of the encoded image.
  ///   - targetSize: The slot size in pixels (points times the display scale).
  ///   - contentMode: `.aspectFill` (the default) for slides that crop to fill.
  ///   - priority: `.normal` by default; slot binding raises it to `.high`, prefetching
  ///     lowers it to `.low`.
  ///   - cachePolicy: `nil` (the pipeline's policy) by default.
  public init(
    url: URL, targetSize: PixelSize, contentMode: ContentMode = .aspectFill,
    priority: Priority = .normal, cachePolicy: CachePolicy? = nil
  ) {
    self.url = url
    self.targetSize = targetSize
    self.contentMode = contentMode
    self.priority = priority
    self.cachePolicy = cachePolicy
  }

  /// What identifies the decoded image: everything except the priority and the cache
  /// policy.
  public var cacheKey: CacheKey {
    CacheKey(url: url, targetSize: targetSize, contentMode: contentMode)
  }

  /// How a decoded image relates to the slot size.
  public typealias ContentMode = CarouselContentMode

  /// The order in which waiting requests get download and decode slots.
  public enum Priority: Int, Sendable, Hashable, Comparable {
    /// Prefetches of slides not on screen yet.
    case low
    /// Requests made directly.
    case normal
    /// Slides on screen.
    case high

    /// Whether the first priority is below the second.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The identity of a decoded image: URL, target size and content mode.
  public struct CacheKey: Sendable, Hashable {
    /// The address of the encoded image.
    public var url: URL
    /// The slot size in pixels.
    public var targetSize: PixelSize
    /// Whether the image covers or fits the slot.
    public var contentMode: ContentMode
  }
}
