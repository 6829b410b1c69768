#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a disk cache cannot keep pictures: the disk is full, its folder is read-only or was
/// deleted and cannot be made again, or another failure of the file system.
///
/// A disk cache that cannot write goes on without it: the pictures still load and show (from
/// the network, and from memory), they are only not kept on disk. It says so once
/// (``DiskCache/problem``, ``DiskCache/problems()``), and tries again at each new picture,
/// making its folder again (with its private permissions) when it was deleted.
///
/// ```swift
/// if let problem = DiskCache.shared?.problem {
///   print("pictures are not kept on disk: \(problem)")
/// }
/// ```
public enum DiskCacheError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The disk (or the user's quota on it) is full.
  case full
  /// The folder is on a read-only file system, or this user may not write in it.
  case readOnly
  /// The folder is gone (deleted, or a file is where it or a folder above it should be),
  /// and cannot be made again.
  case gone
  /// Another failure of the file system, with its `errno`.
  case failed(code: Int32)

  /// The failure an `errno` of a write, a rename or a `mkdir` in the cache's folder means.
  ///
  /// - Parameter code: The `errno` value.
  public init(code: Int32) {
    switch code {
    case ENOSPC, EDQUOT: self = .full
    case EROFS, EACCES, EPERM: self = .readOnly
    case ENOENT, ENOTDIR: self = .gone
    default: self = .failed(code: code)
    }
  }

  /// What happened, in a sentence a user understands without a code.
  public var description: String {
    let what =
      switch self {
      case .full: "the disk is full"
      case .readOnly: "its folder is read-only (or not writable by this user)"
      case .gone: "its folder is gone and cannot be made again"
      case .failed(let code): String(cString: strerror(code)).lowercased()
      }
    return "disk cache unavailable: \(what); pictures are not kept on disk"
  }
}
