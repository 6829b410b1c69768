import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Local pictures: `file:` URLs, loaded as remote ones are (decoded at the requested size on
/// the decode threads, coalesced, kept in the memory cache, the same pixel and animation
/// limits) but never copied into the disk cache, which would only hold a second copy of a
/// file already on disk.
///
/// A picture in memory is served only while its file is the one it was decoded from: the
/// file's identity, size and modification time are checked (`stat`, which reads no data and
/// never waits for another process) before the memory cache answers, so a file replaced on
/// disk shows its new picture at the next load.
extension ImagePipeline {
  /// What identifies the contents of a file without reading them: the same stamp means the
  /// same bytes, unless something rewrote the file in place within the file system's time
  /// resolution and at the same size.
  struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    init(_ status: stat) {
      device = UInt64(truncatingIfNeeded: status.st_dev)
      inode = UInt64(truncatingIfNeeded: status.st_ino)
      size = Int64(status.st_size)
      #if canImport(Darwin)
        modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
      #else
        modifiedSeconds = Int64(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
      #endif
    }

    /// The stamp of the file at `path` now, or nil when nothing can be found there.
    init?(path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      self.init(status)
    }

    /// A number for the decode registry's key: decodes of different stamps never coalesce.
    var version: UInt64 {
      var hasher = Hasher()
      hash(into: &hasher)
      return UInt64(bitPattern: Int64(hasher.finalize()))
    }
  }

  /// The memory cache's image for a file request, if it was decoded from the file as it is
  /// now.
  func cachedFileImage(for key: ImageRequest.CacheKey) -> DecodedImage? {
    guard let image = configuration.memoryCache?.image(for: key),
      let decodedFrom = fileStamps.withLock({ $0[key] }),
      decodedFrom == FileStamp(path: key.url.path)
    else { return nil }
    return image
  }

  /// The picture of a `file:` request: from memory if the file has not changed since, else
  /// read and decoded.
  func fileImage(
    for request: ImageRequest, policy: ImageRequest.CachePolicy
  ) async throws(ImageError) -> DecodedImage {
    let key = request.cacheKey
    if policy != .reload, let cached = cachedFileImage(for: key) { return cached }
    if Task.isCancelled { throw .cancelled }
    let stamp = FileStamp(path: key.url.path)
    let jobKey = DecodeJobKey(cacheKey: key, version: stamp?.version ?? 0, policy: policy)
    return try await decodes.value(for: jobKey, priority: FixedPriority(request.priority)) {
      [self] job throws(ImageError) in
      try await decodeFile(for: key, priority: job)
    }
  }

  /// Reads and decodes a file on the decode threads, and keeps the picture in memory with
  /// the stamp of the file it was read from.
  private func decodeFile(
    for key: ImageRequest.CacheKey, priority: any PriorityProviding
  ) async throws(ImageError) -> DecodedImage {
    let decoder = configuration.decoder
    let pixelLimit = configuration.maximumPixelCount
    let sizeLimit = configuration.maximumFileSize
    let path = key.url.path
    let (image, stamp) = try await decodeScheduler.run(priority: priority) {
      () throws(ImageError) in
      if Task.isCancelled { throw .cancelled }
      return try await decodeExecutor.run { () throws(ImageError) -> (DecodedImage, FileStamp) in
        let (data, stamp) = try Self.readFile(path, limit: sizeLimit)
        let image = try decoder.decode(
          data, targetSize: key.targetSize, contentMode: key.contentMode,
          maximumPixelCount: pixelLimit)
        #if canImport(CoreGraphics)
          return (image.preparedForDisplay(), stamp)
        #else
          return (image, stamp)
        #endif
      }
    }
    if let memoryCache = configuration.memoryCache, memoryCache.insert(image, for: key) {
      fileStamps.withLock { stamps in
        // The stamps outlive the entries the cache evicts; a bound keeps them from growing
        // with every file and size ever shown (forgetting one costs a decode at most).
        if stamps.count >= Self.fileStampLimit { stamps.removeAll(keepingCapacity: true) }
        stamps[key] = stamp
      }
    }
    return image
  }

  /// The most file stamps kept before they are forgotten together.
  static let fileStampLimit = 4096

  /// Reads a regular file whole, up to `limit` bytes, blocking the calling thread; with the
  /// stamp of the file the bytes were read from (checked on the open descriptor).
  private static func readFile(
    _ path: String, limit: Int
  ) throws(ImageError) -> (Data, FileStamp) {
    let descriptor: Int32
    switch RegularFile.open(path) {
    case .success(let opened): descriptor = opened
    case .failure(let problem): throw .unreadableFile(path: path, problem: problem)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadableFile(path: path, problem: .failed(code: errno))
    }
    guard Int64(status.st_size) <= Int64(limit) else {
      throw .unreadableFile(path: path, problem: .tooLarge(limit: limit))
    }
    var data = Data(count: Int(status.st_size))
    var filled = 0
    // The size the open file had, and no more: a file that grows meanwhile is read up to
    // it (never past the limit), one cut short gives the bytes that were there.
    let readFailure: Int32? = data.withUnsafeMutableBytes { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      while filled < buffer.count {
        let count = read(descriptor, base + filled, buffer.count - filled)
        if count > 0 {
          filled += count
        } else if count == 0 {
          return nil
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
    if let readFailure {
      throw .unreadableFile(path: path, problem: .failed(code: readFailure))
    }
    data.count = filled
    return (data, FileStamp(status))
  }
}
