import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#elseif canImport(Musl)
  private let systemRead = Musl.read
  private let systemWrite = Musl.write
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#endif

extension DiskCache {
  /// Which file a read saw: its device and inode.
  struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
  }

  enum ReadResult {
    /// The verified data and metadata, and the size of the whole file.
    case hit(Data, metadata: Data, fileSize: Int)
    /// A valid entry for a different key whose name collides with this one.
    case otherKey
    /// No file under the entry's name.
    case missing
    /// Truncated, padded, or failing the checksum: the file that was read.
    case invalid(FileIdentity?)
  }

  /// Reads and verifies an entry file: header, exact length, key, checksum.
  func read(_ url: URL, key: [UInt8]) -> ReadResult {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { return errno == ENOENT ? .missing : .invalid(nil) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .invalid(nil) }
    let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    let fileSize = Int(status.st_size)
    var headerBytes = [UInt8](repeating: 0, count: DiskCacheEntry.headerSize)
    guard readFully(descriptor, into: &headerBytes),
      let header = headerBytes.withUnsafeBytes({ DiskCacheEntry.parseHeader($0) }),
      header.fileSize == fileSize
    else { return .invalid(identity) }
    var storedKey = [UInt8](repeating: 0, count: header.keyLength)
    guard readFully(descriptor, into: &storedKey) else { return .invalid(identity) }
    guard storedKey == key else { return .otherKey }
    var metadata = Data(count: header.metadataLength)
    var data = Data(count: header.dataLength)
    let complete =
      metadata.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
      && data.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
    guard complete else { return .invalid(identity) }
    let checksum = metadata.withUnsafeBytes { metadataBytes in
      data.withUnsafeBytes {
        DiskCacheEntry.checksum(
          key: key, metadata: header.version == 1 ? nil : metadataBytes, data: $0)
      }
    }
    guard checksum == header.checksum else { return .invalid(identity) }
    return .hit(data, metadata: metadata, fileSize: fileSize)
  }

  /// Deletes the file at `url` if it is still the one that was read (another instance may
  /// have put a new entry there since); any file when `identity` is unknown.
  func removeFile(_ url: URL, ifStill identity: FileIdentity?) {
    url.withUnsafeFileSystemRepresentation { path in
      guard let path else { return }
      if let identity {
        var status = stat()
        guard stat(path, &status) == 0,
          FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) == identity
        else { return }
      }
      unlink(path)
    }
  }

  /// An `errno` value, as a failure.
  struct SystemError: Error {
    var rawValue: Int32
  }

  /// Writes `prefix` then `data` to a new file at `url` (mode `0600`: the user's alone),
  /// holding an exclusive `flock` on it.
  ///
  /// - Returns: The open descriptor, still locked (close it once the file is renamed), or
  ///   the `errno` of the step that failed.
  func write(_ prefix: [UInt8], _ data: Data, to url: URL) -> Result<Int32, SystemError> {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else { return .failure(SystemError(rawValue: errno)) }
    // A file system without flock still gets the entry; only the cleanup cannot tell.
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    var failure: Int32 = 0
    let written =
      prefix.withUnsafeBytes { writeFully(descriptor, $0, failure: &failure) }
      && data.withUnsafeBytes { writeFully(descriptor, $0, failure: &failure) }
    guard written else {
      close(descriptor)
      return .failure(SystemError(rawValue: failure == 0 ? EIO : failure))
    }
    return .success(descriptor)
  }

  private func readFully(_ descriptor: Int32, into bytes: inout [UInt8]) -> Bool {
    bytes.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
  }

  private func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      guard let base = buffer.baseAddress else { return buffer.isEmpty }
      let count = systemRead(descriptor, base + offset, buffer.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  private func writeFully(
    _ descriptor: Int32, _ buffer: UnsafeRawBufferPointer, failure: inout Int32
  ) -> Bool {
    var offset = 0
    while offset < buffer.count {
      guard let base = buffer.baseAddress else { return false }
      let count = systemWrite(descriptor, base + offset, buffer.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        // A write of nothing at all: the disk had no room for the next byte.
        failure = count < 0 ? errno : ENOSPC
        return false
      }
      offset += count
    }
    return true
  }
}
