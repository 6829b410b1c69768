import Foundation

extension ImagePipeline {
  /// What a pipeline is made of and its limits.
  public struct Configuration: Sendable {
    /// Where the encoded bytes come from.
    public var dataLoader: any DataLoading
    /// What turns bytes into bitmaps at the target size.
    public var decoder: any ImageDecoding
    /// Decoded images by request key; `nil` disables memory caching.
    public var memoryCache: MemoryImageCache?
    /// Original bytes by URL; `nil` disables disk caching.
    public var diskCache: DiskCache?
    /// The most downloads running at once.
    public var maximumConcurrentDownloads: Int
    /// The most decodes running at once (each holds a source-sized working set).
    public var maximumConcurrentDecodes: Int
    /// Images with more stored pixels are refused (`ImageError.imageTooLarge`) before
    /// decoding: the guard against decompression bombs.
    public var maximumPixelCount: Int
    /// How requests without a policy of their own use stored copies.
    public var cachePolicy: ImageRequest.CachePolicy
    /// A picture checked with the server less than this many seconds ago counts as fresh
    /// under `.followHTTP`, whatever its headers say: a carousel showing a `no-cache` banner
    /// each time it comes round asks about it at most this often. 0 follows HTTP strictly.
    public var minimumRevalidationInterval: Double
    /// What failures are asked for again, and when (see `RetryPolicy`): a URL whose
    /// download failed goes to the network again only after the policy's delay, and the
    /// slots showing a transient failure are then told to ask again.
    public var retryPolicy: RetryPolicy
    /// The largest local picture (a `file:` URL) read, in bytes: 32 MB by default, the
    /// download loader's cap on a response. A larger file fails as
    /// `ImageError.unreadableFile(path:problem:)` with `.tooLarge`.
    public var maximumFileSize = 32 << 20
    /// The wall clock that ages stored responses and failures; tests set their own.
    package var clock: @Sendable () -> Date = { Date() }
    /// Waits this many seconds of `clock`; tests set their own, which their clock ends.
    package var sleep: @Sendable (Double) async -> Void = { seconds in
      try? await Task.sleep(nanoseconds: UInt64(min(max(0, seconds), 86_400) * 1e9))
    }

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - dataLoader: A `URLSessionDataLoader` with default timeouts and retries by default.
    ///   - decoder: The platform decoder by default.
    ///   - memoryCache: A new cache with the default cost limit by default.
    ///   - diskCache: `DiskCache.shared` by default.
    ///   - maximumConcurrentDownloads: 6 by default.
    ///   - maximumConcurrentDecodes: 2 by default.
    ///   - maximumPixelCount: 50 megapixels by default.
    ///   - cachePolicy: `.followHTTP` by default.
    ///   - minimumRevalidationInterval: 10 seconds by default.
    ///   - retryPolicy: A URL that failed is asked for again after 2 s, doubling to a minute.
    public init(
      dataLoader: any DataLoading = URLSessionDataLoader(),
      decoder: any ImageDecoding = PlatformImageDecoder(),
      memoryCache: MemoryImageCache? = MemoryImageCache(),
      diskCache: DiskCache? = DiskCache.shared,
      maximumConcurrentDownloads: Int = 6,
      maximumConcurrentDecodes: Int = 2,
      maximumPixelCount: Int = 50_000_000,
      cachePolicy: ImageRequest.CachePolicy = .followHTTP,
      minimumRevalidationInterval: Double = 10,
      retryPolicy: RetryPolicy = RetryPolicy()
    ) {
      self.dataLoader = dataLoader
      self.decoder = decoder
      self.memoryCache = memoryCache
      self.diskCache = diskCache
      self.maximumConcurrentDownloads = max(1, maximumConcurrentDownloads)
      self.maximumConcurrentDecodes = max(1, maximumConcurrentDecodes)
      self.maximumPixelCount = max(1, maximumPixelCount)
      self.cachePolicy = cachePolicy
      self.minimumRevalidationInterval = max(0, minimumRevalidationInterval)
      self.retryPolicy = retryPolicy
    }
  }
}
