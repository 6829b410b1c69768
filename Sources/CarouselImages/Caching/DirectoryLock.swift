import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a cache directory, shared by every process (and every instance) that
/// opens it, with a count of the changes made under it.
///
/// The lock is `flock` on the file `.lock` in the directory, held only while a change is
/// made. The file's first 8 bytes count the changes: an instance that finds the count moved
/// since its own last change knows that another one changed the directory, and reads the
/// directory again before it changes anything. A process that dies holding the lock releases
/// it (the kernel closes its descriptors).
///
/// Where `flock` is not available (some network file systems), or the file cannot be opened,
/// `withLock` runs its body unlocked and reports `nil` for the count: each instance then keeps
/// the directory's limit only for what it knows of.
final class DirectoryLock: Sendable {
  private let descriptor: Int32
  private let url: URL

  /// Opens (creating if needed) the lock file of `directory`.
  init(directory: URL) {
    url = directory.appendingPathComponent(".lock", isDirectory: false)
    descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    }
  }

  /// Whether the lock file this lock holds open is no longer the directory's: deleted with
  /// the directory or its contents (the system purging a caches folder), or never opened.
  /// Another instance opening the directory now would lock another file: open a new lock.
  var isDetached: Bool {
    guard descriptor >= 0 else { return true }
    var held = stat()
    var named = stat()
    guard fstat(descriptor, &held) == 0 else { return true }
    let found = url.withUnsafeFileSystemRepresentation { path in
      path.map { stat($0, &named) == 0 } ?? false
    }
    return !found || held.st_dev != named.st_dev || held.st_ino != named.st_ino
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Runs `body`, which changes the directory, holding the lock (waiting for other holders
  /// to finish).
  ///
  /// The count goes up before `body` runs, so that a process killed in the middle of its
  /// change still leaves the count moved for the others.
  ///
  /// - Parameter body: Gets the count as it was when the lock was taken (`nil` when the
  ///   directory could not be locked); the count is now one more.
  /// - Returns: What `body` returns.
  func withLock<Result>(_ body: (_ previousCount: UInt64?) -> Result) -> Result {
    guard descriptor >= 0, lock(LOCK_EX) else { return body(nil) }
    defer { _ = lock(LOCK_UN) }
    let count = readCount()
    writeCount(count &+ 1)
    return body(count)
  }

  /// Runs `body`, which only reads the directory, holding the lock shared: no change is
  /// half seen, and the count stays as it is.
  ///
  /// - Parameter body: Gets the count (`nil` when the directory could not be locked).
  /// - Returns: What `body` returns.
  func withSharedLock<Result>(_ body: (_ count: UInt64?) -> Result) -> Result {
    guard descriptor >= 0, lock(LOCK_SH) else { return body(nil) }
    defer { _ = lock(LOCK_UN) }
    return body(readCount())
  }

  private func lock(_ operation: Int32) -> Bool {
    while flock(descriptor, operation) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  private func readCount() -> UInt64 {
    var value: UInt64 = 0
    let count = withUnsafeMutableBytes(of: &value) { buffer in
      pread(descriptor, buffer.baseAddress, 8, 0)
    }
    return count == 8 ? UInt64(littleEndian: value) : 0
  }

  private func writeCount(_ value: UInt64) {
    var bytes = value.littleEndian
    _ = withUnsafeBytes(of: &bytes) { buffer in
      pwrite(descriptor, buffer.baseAddress, 8, 0)
    }
  }
}
