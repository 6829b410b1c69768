#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A local picture file, opened for reading only when it is a regular file: a FIFO, a
/// device, a socket or a directory is refused at once, with a message that names it, and
/// never read (a FIFO with no writer would block the reader for ever, a device may never
/// end).
///
/// The check comes before the open (`stat`, which touches nothing), the file is opened
/// without blocking, and checked again on the descriptor (`fstat`), in case the path changed
/// between the two. The pipeline's `file:` pictures (and so the terminal's files) and the
/// thumbnailer on Apple platforms go through it; the codecs' `ccodecs_open_regular_file` is
/// the same rule, in the same words, for the thumbnailer on Linux.
package enum RegularFile {
  /// Why a path is not a picture file that can be read.
  package typealias Failure = FileProblem

  /// Why `path` cannot be read as a picture file, or nil when it can: a regular file this
  /// user may read. Nothing is opened.
  ///
  /// - Parameter path: A file path.
  /// - Returns: The failure, or nil.
  package static func check(_ path: String) -> Failure? {
    var status = stat()
    guard stat(path, &status) == 0 else { return failure(errno) }
    if let kindFailure = failure(mode: status.st_mode) { return kindFailure }
    return access(path, R_OK) == 0 ? nil : failure(errno)
  }

  /// Opens `path` for reading when it is a regular file.
  ///
  /// - Parameter path: A file path.
  /// - Returns: A descriptor in blocking mode (the caller closes it), or why not.
  package static func open(_ path: String) -> Result<Int32, Failure> {
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(failure(errno)) }
    if let kindFailure = failure(mode: status.st_mode) { return .failure(kindFailure) }
    // Without blocking: should the path have become a FIFO since, the open returns at once.
    #if canImport(Darwin)
      let descriptor = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    #elseif canImport(Musl)
      let descriptor = Musl.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    #else
      let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    #endif
    guard descriptor >= 0 else { return .failure(failure(errno)) }
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      return .failure(failure(code))
    }
    if let kindFailure = failure(mode: status.st_mode) {
      close(descriptor)
      return .failure(kindFailure)
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return .success(descriptor)
  }

  /// The failure a file's type means, or nil for a regular file.
  private static func failure(mode: mode_t) -> Failure? {
    switch mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): nil
    case mode_t(S_IFDIR): .directory
    case mode_t(S_IFIFO): .notRegular("a named pipe (FIFO)")
    case mode_t(S_IFCHR): .notRegular("a character device")
    case mode_t(S_IFBLK): .notRegular("a block device")
    case mode_t(S_IFSOCK): .notRegular("a socket")
    default: .notRegular("a special file")
    }
  }

  private static func failure(_ code: Int32) -> Failure {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .directory
    default: .failed(code: code)
    }
  }
}
