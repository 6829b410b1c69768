import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cache of original (encoded) image bytes on disk, bounded in total size.
///
/// One file per entry, named by a 128-bit hash of the key, with the key stored inside so that
/// colliding names never serve the wrong data. Writes go to a temporary file that is renamed
/// into place, so a reader (or a process killed mid-write) never sees a partial entry under
/// an entry's name. Reads check the length and an XXH64 checksum; a corrupt or partial entry
/// is deleted and reported as a miss, so the caller fetches it again. The size limit is
/// enforced on every write by evicting the least recently used entries first, before the new
/// entry appears.
///
/// Several instances, in one process or in several (two `carousel` commands, an app and its
/// extension), may share a directory and its limit: every change is made holding an advisory
/// lock on the directory (`flock` on its `.lock` file, held for the change only), and an
/// instance that finds the directory changed by another one reads it again before it changes
/// anything. Entries another instance wrote are served too. Where the file system has no
/// `flock` (some network file systems), each instance keeps the limit for the entries it
/// knows of. Thread-safe.
///
/// The folder and the files are the user's alone: folders are made `0700`, files `0600`
/// (and a folder or entry found with wider permissions, made by an older version, is
/// narrowed when the cache opens). Keys never hold secrets: the pipeline keys a picture by
/// its address without user info (see `URLRedaction`).
///
/// The directory may vanish while the cache is open, as the system purges caches folders
/// when it needs the room (on tvOS, where an app has nothing but its caches folder, at any
/// time): entries that went with it are misses, and the next write makes the directory again
/// (private, as above), opens a new lock file in it (so that every instance locks the same
/// one) and counts only what the directory holds from then on.
///
/// A cache that cannot write (a full disk, a read-only folder, its folder deleted and not
/// to be made again) goes on without it, and says so once: ``problem``, ``problems()``.
public final class DiskCache: Sendable {
  /// The directory holding the entries.
  public let directory: URL
  /// The most the entry files may take together, in bytes.
  public let sizeLimit: Int

  private let temporaryDirectory: URL
  private let fileName: @Sendable (String) -> String
  private let index: LockedState<Index>
  private let problemState = LockedState(ProblemState())
  private let problemBroadcaster = Broadcaster<DiskCacheError>()

  /// Whether the cache works, and the failure tests make it meet.
  private struct ProblemState {
    var current: DiskCacheError?
    var simulatedCode: Int32?
  }

  struct Index {
    /// The directory's lock, opened again when its file went away (a purge, or the folder
    /// deleted and made again).
    var directoryLock: DirectoryLock
    var entries: [String: IndexEntry] = [:]
    var totalSize = 0
    var clock: UInt64 = 0
    var temporaryCounter = 0
    /// The directory's change count after this instance's last change; another value under
    /// the lock means another instance changed it since.
    var knownChangeCount: UInt64?
    var isLoaded = false
  }

  struct IndexEntry {
    var size: Int
    var lastUse: UInt64
  }

  /// Opens (creating if needed) a cache in `directory`.
  ///
  /// Temporary files that no writer holds any more (a write interrupted by a crash) are
  /// deleted, files that are not entries are ignored, and entries beyond `sizeLimit` are
  /// evicted oldest first.
  ///
  /// - Parameters:
  ///   - directory: Where the entries live: the cache's own folder, which it makes private
  ///     (`0700`, with the folders it creates above it), and narrows to that if it was not.
  ///   - sizeLimit: The most the entries may take together, in bytes.
  /// - Throws: ``DiskCacheError`` when the directory cannot be created.
  public convenience init(directory: URL, sizeLimit: Int) throws(DiskCacheError) {
    try self.init(directory: directory, sizeLimit: sizeLimit, fileName: DiskCache.fileName(for:))
  }

  /// Opens a cache with a custom file naming, so collisions can be produced on purpose.
  package convenience init(
    directory: URL, sizeLimit: Int, fileName: @escaping @Sendable (String) -> String
  ) throws(DiskCacheError) {
    self.init(opening: directory, sizeLimit: sizeLimit, fileName: fileName)
    if let problem { throw problem }
  }

  /// Opens a cache whatever the state of its directory: one that cannot be made now is the
  /// cache's ``problem``, and is made at the next write that can make it.
  package static func opening(directory: URL, sizeLimit: Int) -> DiskCache {
    DiskCache(opening: directory, sizeLimit: sizeLimit, fileName: DiskCache.fileName(for:))
  }

  private init(
    opening directory: URL, sizeLimit: Int, fileName: @escaping @Sendable (String) -> String
  ) {
    self.directory = directory
    self.sizeLimit = max(0, sizeLimit)
    self.fileName = fileName
    temporaryDirectory = directory.appendingPathComponent(".tmp", isDirectory: true)
    let made = Self.makeFolders(directory, temporaryDirectory)
    index = LockedState(Index(directoryLock: DirectoryLock(directory: directory)))
    guard made == 0 else {
      report(DiskCacheError(code: made))
      return
    }
    narrowPermissions()
    changeDirectory { index in
      removeAbandonedTemporaryFiles()
      evict(&index, toSize: sizeLimit)
    }
  }

  /// The default cache: `InfiniteCarousel/Images` in the user's caches directory, 150 MB.
  ///
  /// Private to the user: on Linux `~/.cache` (or `$XDG_CACHE_HOME`), whose folders this
  /// cache makes `0700`; on Apple platforms the app's own `Library/Caches`, inside its
  /// container (no other app can read it; on iOS and tvOS the system's data protection
  /// applies too), with the same permissions. A folder that cannot be made now is the
  /// cache's ``problem`` (not `nil`): it is made at the next write that can make it.
  public static let shared: DiskCache? = {
    guard
      let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    else { return nil }
    let directory = caches.appendingPathComponent("InfiniteCarousel/Images", isDirectory: true)
    return DiskCache.opening(directory: directory, sizeLimit: 150 << 20)
  }()

  /// Why the cache cannot keep pictures now, or nil while it works.
  ///
  /// Set at the first write that fails (or when the folder cannot be made at all), with the
  /// reason; cleared by the next write that succeeds.
  public var problem: DiskCacheError? { problemState.withLock { $0.current } }

  /// The cache's problems from now on, each once: a new one arrives when the cache stops
  /// working, or fails for another reason than the last; the writes that fail for the same
  /// reason after it say nothing more. Read ``problem`` for the one before the stream
  /// started.
  ///
  /// ```swift
  /// for await problem in cache.problems() {
  ///   print("carousel: \(problem)")
  /// }
  /// ```
  ///
  /// - Returns: A stream that ends when the task reading it is cancelled.
  public func problems() -> AsyncStream<DiskCacheError> {
    problemBroadcaster.stream()
  }

  /// Makes every write fail as if the file system answered `code` (`ENOSPC`, `EROFS`...),
  /// or stops doing so with nil: the failures a test cannot make for real.
  package func simulateFileSystemFailure(_ code: Int32?) {
    problemState.withLock { $0.simulatedCode = code }
  }

  /// Notes a failure; tells the subscribers when it is a new one.
  private func report(_ error: DiskCacheError) {
    let isNew = problemState.withLock { state -> Bool in
      guard state.current != error else { return false }
      state.current = error
      return true
    }
    if isNew { problemBroadcaster.send(error) }
  }

  /// The file name for a key: 32 hexadecimal digits of two XXH64 hashes.
  package static func fileName(for key: String) -> String {
    let high = XXHash64.hash(key, seed: 0)
    let low = XXHash64.hash(key, seed: 0x9E37_79B9_7F4A_7C15)
    return hex(high) + hex(low)
  }

  /// What the entries take together, in bytes (headers included), as this instance last saw
  /// the directory; never above `sizeLimit` once a write has returned.
  public var totalSize: Int { index.withLock { $0.totalSize } }

  /// The number of entries, as this instance last saw the directory.
  public var count: Int { index.withLock { $0.entries.count } }

  /// The stored bytes for `key`, verified.
  ///
  /// - Parameter key: Usually the image URL's absolute string.
  /// - Returns: The bytes, or `nil` when there is no entry or it failed verification (then
  ///   it is deleted).
  public func data(for key: String) -> Data? {
    entry(for: key)?.data
  }

  /// An entry's bytes and the metadata stored with them.
  package struct StoredEntry: Sendable {
    /// The original bytes.
    package var data: Data
    /// What was stored with them; empty for none (and for entries written before metadata).
    package var metadata: Data
  }

  /// The stored bytes and metadata for `key`, verified; see `data(for:)`.
  package func entry(for key: String) -> StoredEntry? {
    let name = fileName(key)
    index.withLock { index in
      guard index.entries[name] != nil else { return }
      index.clock += 1
      index.entries[name]?.lastUse = index.clock
    }
    // Read even an entry this instance does not know of: another one may have written it.
    let url = fileURL(named: name)
    switch read(url, key: Array(key.utf8)) {
    case .hit(let data, let metadata, let fileSize):
      _ = url.withUnsafeFileSystemRepresentation { path in path.map { utimes($0, nil) } }
      learnForeignEntry(name, size: fileSize)
      return StoredEntry(data: data, metadata: metadata)
    case .otherKey:
      return nil
    case .missing:
      // Evicted or replaced by another instance since this one looked.
      index.withLock { index in forget(name, in: &index) }
      return nil
    case .invalid(let identity):
      index.withLock { index in forget(name, in: &index) }
      removeFile(url, ifStill: identity)
      return nil
    }
  }

  /// Stores bytes for `key`, replacing any previous entry, after evicting least recently used
  /// entries until the new one fits `sizeLimit`.
  ///
  /// - Parameters:
  ///   - data: The original bytes.
  ///   - key: Usually the image URL's absolute string.
  /// - Returns: Whether the entry was written; `false` when it alone exceeds the limit or
  ///   the write failed.
  @discardableResult
  public func store(_ data: Data, for key: String) -> Bool {
    store(data, metadata: Data(), for: key)
  }

  /// Stores bytes with metadata for `key`; see `store(_:for:)`.
  ///
  /// - Returns: Whether the entry was written; also `false` for metadata over 64 KB.
  @discardableResult
  package func store(_ data: Data, metadata: Data, for key: String) -> Bool {
    let keyBytes = Array(key.utf8)
    let size = DiskCacheEntry.headerSize + keyBytes.count + metadata.count + data.count
    guard size <= sizeLimit, metadata.count <= DiskCacheEntry.maximumMetadataLength else {
      return false
    }
    let prefix = DiskCacheEntry.prefix(key: keyBytes, metadata: metadata, data: data)
    var failure = write(prefix, data, size: size, named: fileName(key))
    if failure == ENOENT || failure == ENOTDIR {
      // The folder (or one above it) was deleted: made again, with its permissions, and
      // read afresh (another instance may have made it again first), then written once more.
      let made = Self.makeFolders(directory, temporaryDirectory)
      if made == 0 {
        index.withLock { index in
          index.directoryLock = DirectoryLock(directory: directory)
          index.isLoaded = false
        }
        failure = write(prefix, data, size: size, named: fileName(key))
      } else {
        failure = made
      }
    }
    guard let failure else {
      problemState.withLock { $0.current = nil }
      return true
    }
    report(DiskCacheError(code: failure))
    return false
  }

  /// Writes an entry to a temporary file and renames it into place, after making room.
  ///
  /// - Returns: nil once written, else the `errno` of the step that failed.
  private func write(_ prefix: [UInt8], _ data: Data, size: Int, named name: String) -> Int32? {
    if let code = problemState.withLock({ $0.simulatedCode }) { return code }
    let serial = index.withLock { index -> Int in
      index.temporaryCounter += 1
      return index.temporaryCounter
    }
    let temporary = temporaryDirectory.appendingPathComponent(
      "\(name).\(getpid()).\(serial).tmp")
    // The file stays open, and locked, until it is renamed: an instance opening the
    // directory meanwhile sees a write in progress, not an abandoned file.
    let descriptor: Int32
    switch write(prefix, data, to: temporary) {
    case .success(let opened):
      descriptor = opened
    case .failure(let code):
      _ = temporary.withUnsafeFileSystemRepresentation { path in path.map { unlink($0) } }
      return code.rawValue
    }
    defer { close(descriptor) }
    let destination = fileURL(named: name)
    return changeDirectory { index -> Int32? in
      // Make room first, so that the directory never holds more than the limit.
      let replaced = index.entries[name]?.size ?? 0
      evict(&index, toSize: sizeLimit - size + replaced, keeping: name)
      let renamed = temporary.withUnsafeFileSystemRepresentation { from in
        destination.withUnsafeFileSystemRepresentation { to -> Int32 in
          guard let from, let to else { return EINVAL }
          return rename(from, to) == 0 ? 0 : errno
        }
      }
      guard renamed == 0 else {
        _ = temporary.withUnsafeFileSystemRepresentation { path in path.map { unlink($0) } }
        return renamed
      }
      forget(name, in: &index)
      index.clock += 1
      index.entries[name] = IndexEntry(size: size, lastUse: index.clock)
      index.totalSize += size
      return nil
    }
  }

  // MARK: Folders and permissions

  /// Makes the cache's folder and its temporary folder, and every missing folder above
  /// them, `0700`; narrows the two to `0700` when they exist with wider permissions.
  ///
  /// - Returns: 0, or the `errno` of the `mkdir` that failed.
  private static func makeFolders(_ directory: URL, _ temporary: URL) -> Int32 {
    for folder in [directory, temporary] {
      let made = folder.withUnsafeFileSystemRepresentation { path -> Int32 in
        guard let path else { return EINVAL }
        return makeFolder(String(cString: path))
      }
      guard made == 0 else { return made }
      _ = folder.withUnsafeFileSystemRepresentation { path in path.map { chmod($0, 0o700) } }
    }
    return 0
  }

  /// `mkdir -p` with mode `0700` for what it makes.
  private static func makeFolder(_ path: String) -> Int32 {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if mkdir(prefix, 0o700) == 0 { continue }
      let code = errno
      guard code == EEXIST else { return code }
      var status = stat()
      guard stat(prefix, &status) == 0 else { return errno }
      guard status.st_mode & S_IFMT == S_IFDIR else { return ENOTDIR }
    }
    return 0
  }

  /// Narrows the lock file and the entries to `0600` where an older version left them
  /// readable by others (the folder's `0700` already keeps them out of reach).
  private func narrowPermissions() {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { DiskCache.isEntryName($0) || $0 == ".lock" }
    for name in names {
      directory.appendingPathComponent(name).withUnsafeFileSystemRepresentation { path in
        guard let path else { return }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
          status.st_mode & 0o077 != 0
        else { return }
        chmod(path, 0o600)
      }
    }
  }

  /// Deletes the entry for `key`, if any.
  public func removeData(for key: String) {
    let name = fileName(key)
    changeDirectory { index in
      forget(name, in: &index)
      _ = fileURL(named: name).withUnsafeFileSystemRepresentation { path in
        path.map { unlink($0) }
      }
    }
  }

  /// Deletes every entry.
  public func removeAll() {
    changeDirectory { index in
      evict(&index, toSize: -1)
    }
  }

  /// The path of the file that holds (or would hold) the entry for `key`.
  package func fileURL(for key: String) -> URL {
    fileURL(named: fileName(key))
  }

  /// The names of the temporary files currently present (writes in progress or abandoned).
  package var temporaryFileNames: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: temporaryDirectory.path)) ?? []
  }

  private func fileURL(named name: String) -> URL {
    directory.appendingPathComponent(name, isDirectory: false)
  }

  /// Runs a change holding this instance's index and the directory's lock, after reading the
  /// directory again if another instance changed it, or if the lock's file went away (a
  /// purge: the directory holds none of what this instance counted).
  private func changeDirectory<Result>(_ body: (inout Index) -> Result) -> Result {
    index.withLock { index in
      if index.directoryLock.isDetached {
        index.directoryLock = DirectoryLock(directory: directory)
        index.isLoaded = false
      }
      let lock = index.directoryLock
      return lock.withLock { previousCount in
        if !index.isLoaded || (previousCount != nil && previousCount != index.knownChangeCount) {
          loadIndex(&index)
          index.isLoaded = true
        }
        index.knownChangeCount = previousCount.map { $0 &+ 1 }
        return body(&index)
      }
    }
  }

  /// Counts an entry found on disk that this instance did not know of: another instance
  /// wrote it, and may have evicted entries this one still counts to make room. Unless the
  /// directory is unchanged since this instance last saw it, it is read again (under the
  /// lock, shared), so that the count is what the disk holds, never more than the limit.
  /// An unchanged directory (the entry was there before this instance last read it) only
  /// adds the entry.
  private func learnForeignEntry(_ name: String, size: Int) {
    index.withLock { index in
      guard index.entries[name] == nil else { return }
      let lock = index.directoryLock
      lock.withSharedLock { count in
        if let count, count != index.knownChangeCount {
          loadIndex(&index)
          index.isLoaded = true
          index.knownChangeCount = count
        }
        guard index.entries[name] == nil else { return }
        index.clock += 1
        index.entries[name] = IndexEntry(size: size, lastUse: index.clock)
        index.totalSize += size
        // Without a lock, each instance keeps the limit for the entries it knows of.
        if count == nil { evict(&index, toSize: sizeLimit, keeping: name) }
      }
    }
  }

  private func forget(_ name: String, in index: inout Index) {
    if let entry = index.entries.removeValue(forKey: name) {
      index.totalSize -= entry.size
    }
  }

  /// Evicts least recently used entries (never `kept`) until the total is at most `limit`;
  /// a negative limit evicts everything.
  private func evict(_ index: inout Index, toSize limit: Int, keeping kept: String? = nil) {
    while index.totalSize > limit || (limit < 0 && !index.entries.isEmpty) {
      guard
        let oldest = index.entries.filter({ $0.key != kept })
          .min(by: { $0.value.lastUse < $1.value.lastUse })
      else {
        if kept == nil { index.totalSize = 0 }
        return
      }
      index.entries.removeValue(forKey: oldest.key)
      index.totalSize -= oldest.value.size
      _ = fileURL(named: oldest.key).withUnsafeFileSystemRepresentation { path in
        path.map { unlink($0) }
      }
    }
  }

  /// Rebuilds the index from the entry files, least recently used (modified) first.
  private func loadIndex(_ index: inout Index) {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
    let urls =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)) ?? []
    var found: [(name: String, size: Int, date: Date)] = []
    for url in urls {
      let name = url.lastPathComponent
      guard DiskCache.isEntryName(name) else { continue }
      let values: URLResourceValues
      do {
        values = try url.resourceValues(forKeys: Set(keys))
      } catch {
        continue
      }
      guard values.isRegularFile == true, let size = values.fileSize else { continue }
      found.append((name, size, values.contentModificationDate ?? .distantPast))
    }
    found.sort { $0.date < $1.date }
    index.entries = [:]
    index.totalSize = 0
    for entry in found {
      index.clock += 1
      index.entries[entry.name] = IndexEntry(size: entry.size, lastUse: index.clock)
      index.totalSize += entry.size
    }
  }

  /// Deletes the temporary files no writer holds: writers keep theirs locked until renamed.
  private func removeAbandonedTemporaryFiles() {
    for name in temporaryFileNames {
      let url = temporaryDirectory.appendingPathComponent(name, isDirectory: false)
      url.withUnsafeFileSystemRepresentation { path in
        guard let path else { return }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
      }
    }
  }

  private static func isEntryName(_ name: String) -> Bool {
    name.utf8.count == 32
      && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
