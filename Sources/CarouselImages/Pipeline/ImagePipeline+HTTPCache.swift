import Foundation

/// The identity of a decode job: the image, the version of the picture it decodes, and the
/// policy that decided where its bytes come from.
struct DecodeJobKey: Hashable, Sendable {
  var cacheKey: ImageRequest.CacheKey
  var version: UInt64
  var policy: ImageRequest.CachePolicy
}

/// The outcome of one exchange with the server about a URL.
struct FetchedData: Sendable {
  /// The picture's bytes: new ones, or the stored ones the server confirmed; `nil` only when
  /// a revalidation without stored bytes (a picture in memory only) was confirmed.
  var data: Data?
  /// The version the bytes are.
  var version: UInt64
  /// Whether the server had a different picture than the one the pipeline held.
  var isChanged: Bool
}

/// Original bytes for a decode, and where they came from.
struct OriginalData: Sendable {
  var data: Data
  var version: UInt64
  var isFromDiskCache: Bool
}

/// A stored copy of a picture: its bytes on disk (or none, for a picture held only in
/// memory) and what HTTP said about it (none for entries from before HTTP caching).
struct StoredCopy: Sendable {
  var data: Data?
  var info: CachedResponseInfo?
}

/// What went over the network.
package struct TransferCounts: Sendable, Equatable {
  /// Responses received, 304s included.
  package var responses = 0
  /// Of those, answers to conditional requests.
  package var conditionalResponses = 0
  /// 304 Not Modified answers.
  package var notModified = 0
  /// Body bytes received (after decompression).
  package var bodyBytes = 0
}

extension ImagePipeline {
  /// The URLs whose pictures changed, as revalidations find them: each arrives after the
  /// stored bytes and the decoded images in memory were replaced (or, for a picture the
  /// server no longer has, removed). A URL whose download failed for a passing reason (a
  /// server down or busy, a lost connection) arrives too once `RetryPolicy` says to ask
  /// again: whoever shows its failure loads it again.
  ///
  /// Every call returns a new stream; it ends when the task reading it is cancelled.
  /// `SlotImageBinder` reads one and rebinds the slots that show a changed picture.
  ///
  /// ```swift
  /// for await url in pipeline.updatedImageURLs() {
  ///   reload(itemsShowing: url)
  /// }
  /// ```
  ///
  /// - Returns: A stream of URLs, the most recent 256 kept for a slow reader.
  public func updatedImageURLs() -> AsyncStream<URL> {
    updates.stream()
  }

  /// Asks the server about the stored picture at `url` now, if `policy` says so, and
  /// replaces it when the server has a new one.
  ///
  /// With `.followHTTP` a fresh copy (or one checked within `minimumRevalidationInterval`)
  /// is not asked about; `.alwaysRevalidate` always asks (with `If-None-Match` /
  /// `If-Modified-Since` when the copy has validators); `.reload` downloads the picture
  /// again; `.useCacheRegardlessOfAge` never asks. A change is reported through
  /// `updatedImageURLs()` once the memory cache holds the new images. A URL with no stored
  /// copy and no image in memory is not loaded.
  ///
  /// ```swift
  /// // Pull to refresh
  /// for url in bannerURLs {
  ///   _ = try? await pipeline.revalidateImage(at: url, policy: .alwaysRevalidate)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: The picture's address.
  ///   - policy: `nil` (the pipeline's policy) by default.
  /// - Returns: Whether the picture changed.
  /// - Throws: The failure of the exchange (`ImageError`); a picture the server answers 404
  ///   or 410 for is removed from the caches first.
  @discardableResult
  public func revalidateImage(at url: URL, policy: ImageRequest.CachePolicy? = nil)
    async throws(ImageError) -> Bool
  {
    try await revalidate(url, policy: policy ?? configuration.cachePolicy, priority: .normal)
  }

  /// What went over the network so far.
  package var transferCountsSoFar: TransferCounts { transferCounts.withLock { $0 } }

  /// The number of callers waiting for decodes of the image `key` (any version or policy).
  package func decodeSubscriberCount(for key: ImageRequest.CacheKey) -> Int {
    decodes.subscriberCount { $0.cacheKey == key }
  }

  // MARK: - Loading

  /// The bytes to decode for `url`, from the disk cache or the server as `policy` says.
  func originalData(
    for url: URL, policy: ImageRequest.CachePolicy, priority: any PriorityProviding
  ) async throws(ImageError) -> OriginalData {
    // The version first: bytes read after a replacement are then only not cached, never
    // cached as the newer version.
    let version = responses.version(of: url)
    let stored = try await storedCopy(of: url)
    if policy != .reload, let stored, let data = stored.data {
      switch decision(for: url, info: stored.info, policy: policy) {
      case .use:
        return OriginalData(data: data, version: version, isFromDiskCache: true)
      case .useAndRevalidate:
        revalidateInBackground(url, policy: policy)
        return OriginalData(data: data, version: version, isFromDiskCache: true)
      case .revalidateFirst:
        do {
          let fetched = try await fetch(
            url, stored: stored, isConditional: true, priority: priority)
          return OriginalData(
            data: fetched.data ?? data, version: fetched.version, isFromDiskCache: false)
        } catch {
          guard allowsStaleUse(after: error, info: stored.info) else { throw error }
          return OriginalData(data: data, version: version, isFromDiskCache: true)
        }
      }
    }
    // Nothing stored, or a reload (the stored bytes only tell whether the picture changed).
    var fetched = try await fetch(url, stored: stored, isConditional: false, priority: priority)
    if fetched.data == nil {
      // Joined the revalidation of a picture held in memory only, which the server confirmed
      // without sending it: ask for the bytes themselves.
      fetched = try await fetch(url, stored: stored, isConditional: false, priority: priority)
    }
    guard let data = fetched.data else { throw .statusCode(304) }
    return OriginalData(data: data, version: fetched.version, isFromDiskCache: false)
  }

  private enum Decision {
    case use
    case useAndRevalidate
    case revalidateFirst
  }

  private func decision(
    for url: URL, info: CachedResponseInfo?, policy: ImageRequest.CachePolicy
  ) -> Decision {
    switch policy {
    case .useCacheRegardlessOfAge, .reload:
      return .use
    case .alwaysRevalidate:
      return .revalidateFirst
    case .followHTTP:
      // An entry from before HTTP caching: shown, and replaced by what the server says.
      guard let info else { return wasCheckedRecently(url) ? .use : .useAndRevalidate }
      if info.isFresh(at: configuration.clock()) || wasCheckedRecently(url) { return .use }
      if info.requiresValidation || info.cacheControl.isMustRevalidate { return .revalidateFirst }
      return .useAndRevalidate
    }
  }

  private func wasCheckedRecently(_ url: URL) -> Bool {
    guard let checked = responses.record(of: url)?.checkedAt else { return false }
    let elapsed = configuration.clock().timeIntervalSince(checked)
    return elapsed >= 0 && elapsed < configuration.minimumRevalidationInterval
  }

  /// Whether a stale copy may stand in for a failed revalidation: when the server could not
  /// be reached or failed (timeouts, network errors, 5xx, 408, 429, or a body that is not an
  /// image, as a captive portal sends), and the copy's headers allow it.
  private func allowsStaleUse(after error: ImageError, info: CachedResponseInfo?) -> Bool {
    switch error {
    case .timedOut, .network, .notAnImage:
      break
    case .statusCode(let code) where code >= 500 || code == 408 || code == 429:
      break
    case .serverBusy:
      break
    default:
      return false
    }
    return info?.allowsStaleUse(afterErrorAt: configuration.clock()) ?? true
  }

  /// The stored copy on disk, noted in the table; `nil` without one.
  private func storedCopy(of url: URL) async throws(ImageError) -> StoredCopy? {
    guard let diskCache = configuration.diskCache else { return nil }
    let name = url.diskCacheKey
    guard let entry = try await diskExecutor.run({ diskCache.entry(for: name) }) else {
      return nil
    }
    let info = entry.metadata.isEmpty ? nil : CachedResponseInfo(encoded: entry.metadata)
    responses.learn(url, info: info)
    return StoredCopy(data: entry.data, info: info)
  }

  // MARK: - Revalidating

  /// Starts revalidating `url` in the background if `policy` says a use of it is due one:
  /// for a picture served from memory, which is shown at once whatever its age.
  func revalidateInBackgroundIfDue(_ url: URL, policy: ImageRequest.CachePolicy) {
    switch policy {
    case .useCacheRegardlessOfAge, .reload:
      return
    case .alwaysRevalidate:
      break
    case .followHTTP:
      if isKnownCurrent(url) { return }
    }
    revalidateInBackground(url, policy: policy)
  }

  /// Whether, by what the table knows, `url` needs no revalidation under `.followHTTP`:
  /// checked recently, or known fresh.
  private func isKnownCurrent(_ url: URL) -> Bool {
    if wasCheckedRecently(url) { return true }
    guard let info = responses.record(of: url)?.info else { return false }
    return info.isFresh(at: configuration.clock())
  }

  /// Revalidates `url` in a task of its own, one at a time per URL.
  private func revalidateInBackground(_ url: URL, policy: ImageRequest.CachePolicy) {
    let isNew = backgroundRevalidations.withLock { $0.insert(url).inserted }
    guard isNew else { return }
    Task.detached(priority: .utility) { [self] in
      _ = try? await revalidate(url, policy: policy, priority: .low)
      backgroundRevalidations.withLock { _ = $0.remove(url) }
    }
  }

  private func revalidate(
    _ url: URL, policy: ImageRequest.CachePolicy, priority: ImageRequest.Priority
  ) async throws(ImageError) -> Bool {
    if policy == .useCacheRegardlessOfAge { return false }
    // Known current: no need to read the disk to find out.
    if policy == .followHTTP, isKnownCurrent(url) { return false }
    var stored = try await storedCopy(of: url)
    if stored == nil, configuration.memoryCache?.keys(for: url).isEmpty == false {
      // Held in memory only (no disk cache, or `no-store`): the validators are remembered.
      stored = StoredCopy(data: nil, info: responses.record(of: url)?.info)
    }
    guard let stored else { return false }
    if policy == .followHTTP {
      let isFresh = stored.info.map { $0.isFresh(at: configuration.clock()) } ?? false
      if isFresh || wasCheckedRecently(url) { return false }
    }
    let fetched = try await fetch(
      url, stored: stored, isConditional: policy != .reload, priority: FixedPriority(priority))
    return fetched.isChanged
  }

  // MARK: - The exchange with the server

  /// One exchange about `url`, shared by every caller that asks meanwhile.
  private func fetch(
    _ url: URL, stored: StoredCopy?, isConditional: Bool, priority: any PriorityProviding
  ) async throws(ImageError) -> FetchedData {
    try await downloads.value(for: url, priority: priority) { [self] job throws(ImageError) in
      try await exchange(url, stored: stored, isConditional: isConditional, priority: job)
    }
  }

  private func exchange(
    _ url: URL, stored: StoredCopy?, isConditional: Bool, priority: any PriorityProviding
  ) async throws(ImageError) -> FetchedData {
    let versionBefore = responses.version(of: url)
    let headerFields = isConditional ? (stored?.info?.conditionalHeaderFields ?? [:]) : [:]
    let loader = configuration.dataLoader
    let requestTime = configuration.clock()
    // A URL that failed a moment ago fails again without asking, until the policy's delay.
    if let failure = failedDownloads.pendingFailure(of: url, at: requestTime) { throw failure }
    let response: DataResponse
    do {
      response = try await downloadScheduler.run(priority: priority) { () throws(ImageError) in
        if Task.isCancelled { throw .cancelled }
        return try await loader.response(for: DataRequest(url: url, headerFields: headerFields))
      }
    } catch {
      if error != .cancelled { noteFailure(error, of: url) }
      if case .statusCode(let code) = error, code == 404 || code == 410 {
        // The server says the picture is gone: no stale copy of it stays.
        await removePicture(at: url)
      }
      throw error
    }
    failedDownloads.clear(url)
    let responseTime = configuration.clock()
    transferCounts.withLock { counts in
      counts.responses += 1
      if !headerFields.isEmpty { counts.conditionalResponses += 1 }
      if response.statusCode == 304 { counts.notModified += 1 }
      counts.bodyBytes += response.data.count
    }

    if response.statusCode == 304 {
      // Only a conditional request can be answered "not modified".
      guard let stored, !headerFields.isEmpty else { throw .statusCode(304) }
      guard stored.info?.matches(notModifiedFields: response.headerFields) ?? true else {
        // A 304 naming another version than the one held: ask for the picture itself.
        return try await exchange(url, stored: stored, isConditional: false, priority: priority)
      }
      let base =
        stored.info
        ?? CachedResponseInfo(
          statusCode: 200, headerFields: [:], requestTime: requestTime,
          responseTime: responseTime)
      let info = base.refreshed(
        with: response.headerFields, requestTime: requestTime, responseTime: responseTime)
      if let data = stored.data { await keep(data, info: info, for: url) }
      responses.confirm(url, info: info, at: responseTime)
      return FetchedData(data: stored.data, version: versionBefore, isChanged: false)
    }

    let info = CachedResponseInfo(
      statusCode: response.statusCode, headerFields: response.headerFields,
      requestTime: requestTime, responseTime: responseTime)
    // Keep only what looks like an image: an error page with status 200 must not stick.
    guard ImageFormat(sniffing: response.data.prefix(32)) != nil else {
      // In place of a stored picture it is a failure (a captive portal's page, say), which
      // the stored copy may stand in for; otherwise the decoder has the last word.
      if stored?.data != nil { throw .notAnImage }
      return FetchedData(data: response.data, version: versionBefore, isChanged: false)
    }
    await keep(response.data, info: info, for: url)
    let heldPicture = stored != nil || configuration.memoryCache?.keys(for: url).isEmpty == false
    if !heldPicture || stored?.data == response.data {
      // A first download, or the same bytes again (a server ignoring validators).
      responses.confirm(url, info: info, at: responseTime)
      return FetchedData(data: response.data, version: versionBefore, isChanged: false)
    }
    // A new picture: stored before its version is announced, see `CachedResponseTable`.
    let version = responses.replace(url, info: info, at: responseTime)
    replaceImagesInMemory(of: url, with: response.data, version: version)
    return FetchedData(data: response.data, version: version, isChanged: true)
  }

  // MARK: - Failures

  /// Whether `url` failed and the retry policy's delay since has passed: a slot showing its
  /// failure asks again now (when it comes into view, on a refresh).
  package func isRetryDue(for url: URL) -> Bool {
    failedDownloads.isRetryDue(url, at: configuration.clock())
  }

  /// Records a failed exchange and, for a transient failure, tells the subscribers of
  /// `updatedImageURLs()` when the policy's delay has passed, so that the slots showing the
  /// failure ask again (a request meanwhile fails at once, see `FailedDownloads`).
  private func noteFailure(_ error: ImageError, of url: URL) {
    let policy = configuration.retryPolicy
    // A permanent failure (404, a refused body) is asked for again whenever someone asks.
    guard policy.isTransient(error) else { return }
    let failure = failedDownloads.record(error, for: url, policy: policy, at: configuration.clock())
    let delay = failure.retryAt.timeIntervalSince(configuration.clock())
    let sleep = configuration.sleep
    Task.detached(priority: .utility) { [self] in
      await sleep(delay)
      // Not when another attempt settled it meanwhile (a success, or a newer failure that
      // has its own time).
      guard failedDownloads.isCurrent(failure, of: url) else { return }
      updates.send(url)
    }
  }

  /// Writes the bytes and what HTTP said about them, or removes the entry when the
  /// response may not be stored (`no-store`): no older copy stays behind either.
  private func keep(_ data: Data, info: CachedResponseInfo, for url: URL) async {
    guard let diskCache = configuration.diskCache else { return }
    let name = url.diskCacheKey
    let metadata = info.encoded()
    // A cancelled write only means the next request asks the server again.
    if info.isStorable {
      _ = try? await diskExecutor.run { diskCache.store(data, metadata: metadata, for: name) }
    } else {
      try? await diskExecutor.run { diskCache.removeData(for: name) }
    }
  }

  /// Removes every copy of a picture the server no longer has, and tells the slots.
  private func removePicture(at url: URL) async {
    let memoryKeys = configuration.memoryCache?.keys(for: url) ?? []
    if let diskCache = configuration.diskCache {
      let name = url.diskCacheKey
      try? await diskExecutor.run { diskCache.removeData(for: name) }
    }
    _ = responses.replace(url, info: nil, at: configuration.clock())
    for key in memoryKeys { configuration.memoryCache?.removeImage(for: key) }
    if !memoryKeys.isEmpty { updates.send(url) }
  }

  /// Decodes the new bytes for every image of `url` in the memory cache, replacing each as
  /// it is ready (one that does not decode is removed), then tells the subscribers.
  private func replaceImagesInMemory(of url: URL, with data: Data, version: UInt64) {
    Task.detached(priority: .utility) { [self] in
      if let memoryCache = configuration.memoryCache {
        for key in memoryCache.keys(for: url) {
          let image = try? await decodeReplacement(data, for: key)
          responses.ifCurrent(url, version: version) {
            if let image {
              memoryCache.insert(image, for: key)
            } else {
              memoryCache.removeImage(for: key)
            }
          }
        }
      }
      updates.send(url)
    }
  }

  /// Decodes bytes for the memory cache at low priority, as `image(for:)` would.
  private func decodeReplacement(_ data: Data, for key: ImageRequest.CacheKey)
    async throws(ImageError) -> DecodedImage
  {
    let decoder = configuration.decoder
    let limit = configuration.maximumPixelCount
    return try await decodeScheduler.run(priority: FixedPriority(.low)) { () throws(ImageError) in
      try await decodeExecutor.run { () throws(ImageError) in
        let image = try decoder.decode(
          data, targetSize: key.targetSize, contentMode: key.contentMode, maximumPixelCount: limit)
        #if canImport(CoreGraphics)
          return image.preparedForDisplay()
        #else
          return image
        #endif
      }
    }
  }
}
