#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a local picture file cannot be read: the same words for the pipeline, `carousel`,
/// `carousel render` and `carousel-thumbnail`.
public enum FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing is at the path.
  case missing
  /// The path names a directory.
  case directory
  /// The path names something else than a regular file: a named pipe, a device, a socket.
  /// The associated value says which, with its article ("a named pipe (FIFO)").
  case notRegular(String)
  /// The file may not be read by this user.
  case permissionDenied
  /// The file is larger than the pipeline reads, in bytes
  /// (``ImagePipeline/Configuration/maximumFileSize``).
  case tooLarge(limit: Int)
  /// Another failure of the file system, with its `errno`.
  case failed(code: Int32)

  /// What is wrong with the path, in a few words, without the path.
  public var description: String {
    switch self {
    case .missing: "no such file"
    case .directory: "is a directory"
    case .notRegular(let kind): "is \(kind), not a regular file"
    case .permissionDenied: "permission denied"
    case .tooLarge(let limit): "larger than \(limit) bytes"
    case .failed(let code): String(cString: strerror(code)).lowercased()
    }
  }
}
