import Foundation

/// Loads images for slides: memory cache, disk cache, download (or a local file), decode
/// with downsampling.
///
/// - Identical requests in flight share one download and one decode; requests for the same
///   URL at different sizes share the download. Work stops only when every caller waiting
///   for it has cancelled.
/// - Downloads and decodes run in bounded numbers, the most urgent first (`.high` for slides
///   on screen, `.low` for prefetches), whatever the platform's networking does with
///   priorities.
/// - All work runs off the main actor; `image(for:)` may be called from anywhere. Decodes
///   and disk reads and writes block a thread, so they run on threads of the pipeline's own
///   (at most `maximumConcurrentDecodes` for decodes, two for the disk), never on the
///   cooperative pool that every other task of the app shares.
/// - On Apple platforms every image delivered is display-ready (premultiplied BGRA, see
///   `DecodedImage`), prepared on those threads: a view only wraps it.
///
/// ```swift
/// let pipeline = ImagePipeline()
/// let request = ImageRequest(url: bannerURL, targetSize: PixelSize(width: 1170, height: 390))
/// let image = try await pipeline.image(for: request)
/// ```
public final class ImagePipeline: Sendable {
  /// A pipeline with the default configuration, shared by the app.
  public static let shared = ImagePipeline()

  /// The parts and limits this pipeline was created with.
  public let configuration: Configuration

  let decodes = CoalescingRegistry<DecodeJobKey, DecodedImage>()
  let downloads = CoalescingRegistry<URL, FetchedData>()
  /// What HTTP said about each URL's stored picture, and its version.
  let responses = CachedResponseTable()
  /// The streams of `updatedImageURLs()`.
  let updates = UpdateBroadcaster()
  /// The URLs being revalidated in the background.
  let backgroundRevalidations = LockedState<Set<URL>>([])
  /// The URLs whose downloads failed, and when each may be asked for again.
  let failedDownloads = FailedDownloads()
  /// The stamp of the file each local picture in the memory cache was decoded from.
  let fileStamps = LockedState<[ImageRequest.CacheKey: FileStamp]>([:])
  /// What went over the network, for tests and diagnostics.
  let transferCounts = LockedState(TransferCounts())
  let downloadScheduler: WorkScheduler
  let decodeScheduler: WorkScheduler
  /// Where decodes run: as many threads as decodes may run at once.
  let decodeExecutor: BlockingExecutor
  /// Where disk cache reads, writes and removals run.
  let diskExecutor: BlockingExecutor

  /// Creates a pipeline.
  ///
  /// - Parameter configuration: Loader, decoder, caches and limits.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    downloadScheduler = WorkScheduler(limit: configuration.maximumConcurrentDownloads)
    decodeScheduler = WorkScheduler(limit: configuration.maximumConcurrentDecodes)
    decodeExecutor = BlockingExecutor(
      name: "InfiniteCarousel.decode", threadLimit: configuration.maximumConcurrentDecodes)
    diskExecutor = BlockingExecutor(name: "InfiniteCarousel.disk", threadLimit: 2)
  }

  /// Runs blocking decode work that does not go through ``image(for:)`` (a local file read and
  /// decoded in one go, say) on the pipeline's decode threads, at most
  /// ``Configuration/maximumConcurrentDecodes`` at once, never on the cooperative pool; the
  /// caller suspends meanwhile.
  package func runDecodeWork<Value: Sendable>(
    _ body: @escaping @Sendable () throws(ImageError) -> Value
  ) async throws(ImageError) -> Value {
    try await decodeExecutor.run(body)
  }

  /// The memory cache, for trimming on memory pressure.
  public var memoryCache: MemoryImageCache? { configuration.memoryCache }

  /// The decoded image for `request` if it is in the memory cache, without any other work.
  ///
  /// - Parameter request: The request; its priority does not matter.
  /// - Returns: The cached image or `nil`.
  public func cachedImage(for request: ImageRequest) -> DecodedImage? {
    // A local picture only while its file is the one it was decoded from.
    if request.url.isFileURL { return cachedFileImage(for: request.cacheKey) }
    return configuration.memoryCache?.image(for: request.cacheKey)
  }

  /// The decoded image for `request`: from memory, else from the disk cache or the network,
  /// or for a `file:` URL from the file, decoded and downsampled to the request's target
  /// size.
  ///
  /// A local picture (`file:`) is read on the decode threads, only if it is a regular file
  /// of at most ``Configuration/maximumFileSize`` bytes, and kept in the memory cache (not
  /// the disk cache) while the file stays as it was: a file replaced on disk is read again.
  ///
  /// ```swift
  /// let banner = Bundle.main.url(forResource: "banner", withExtension: "jpg")!
  /// let image = try await pipeline.image(
  ///   for: ImageRequest(url: banner, targetSize: PixelSize(width: 1170, height: 390)))
  /// ```
  ///
  /// - Parameter request: What to load, at what size and priority.
  /// - Returns: The decoded image.
  /// - Throws: An `ImageError`; `.cancelled` when the calling task is cancelled;
  ///   `.unreadableFile(path:problem:)` for a local picture that is missing, not a regular
  ///   file, unreadable or too large.
  public func image(for request: ImageRequest) async throws(ImageError) -> DecodedImage {
    let policy = request.cachePolicy ?? configuration.cachePolicy
    if request.url.isFileURL { return try await fileImage(for: request, policy: policy) }
    if policy != .reload, let cached = cachedImage(for: request) {
      revalidateInBackgroundIfDue(request.url, policy: policy)
      return cached
    }
    if Task.isCancelled { throw .cancelled }
    // Keyed by version too: a request made after the picture was replaced never joins a
    // decode of the bytes it replaced.
    let key = DecodeJobKey(
      cacheKey: request.cacheKey, version: responses.version(of: request.url), policy: policy)
    return try await decodes.value(for: key, priority: FixedPriority(request.priority)) {
      [self] job throws(ImageError) in
      try await loadImage(for: request.cacheKey, policy: policy, job: job)
    }
  }

  /// The number of distinct images being loaded (for tests and diagnostics).
  package var inFlightImageCount: Int { decodes.jobCount }

  /// The number of distinct downloads in flight (for tests and diagnostics).
  package var inFlightDownloadCount: Int { downloads.jobCount }

  private func loadImage(
    for key: ImageRequest.CacheKey, policy: ImageRequest.CachePolicy, job: any PriorityProviding
  ) async throws(ImageError) -> DecodedImage {
    if policy != .reload, let cached = configuration.memoryCache?.image(for: key) {
      return cached
    }
    let original = try await originalData(for: key.url, policy: policy, priority: job)
    let (data, isFromDiskCache) = (original.data, original.isFromDiskCache)
    if Task.isCancelled { throw .cancelled }
    let decoder = configuration.decoder
    let limit = configuration.maximumPixelCount
    let image: DecodedImage
    do {
      image = try await decodeScheduler.run(priority: job) { () throws(ImageError) in
        if Task.isCancelled { throw .cancelled }
        return try await decodeExecutor.run { () throws(ImageError) in
          let image = try decoder.decode(
            data, targetSize: key.targetSize, contentMode: key.contentMode,
            maximumPixelCount: limit)
          #if canImport(CoreGraphics)
            return image.preparedForDisplay()
          #else
            return image
          #endif
        }
      }
    } catch {
      if isFromDiskCache && error != .cancelled, let diskCache = configuration.diskCache {
        // Verified bytes that still do not decode: do not serve them again.
        let name = key.url.diskCacheKey
        try? await diskExecutor.run { diskCache.removeData(for: name) }
      }
      throw error
    }
    if let memoryCache = configuration.memoryCache {
      // Not if the picture was replaced while these bytes were read and decoded.
      responses.ifCurrent(key.url, version: original.version) {
        memoryCache.insert(image, for: key)
      }
    }
    return image
  }
}
