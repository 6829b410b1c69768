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
  enum ReadResult {
    case hit(Data)
    /// A valid entry for a different key whose name collides with this one.
    case otherKey
    /// Missing, truncated, padded, or failing the checksum.
    case invalid
  }

  /// Reads and verifies an entry file: header, exact length, key, checksum.
  func read(_ url: URL, key: [UInt8]) -> ReadResult {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { return .invalid }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .invalid }
    let fileSize = Int(status.st_size)
    var headerBytes = [UInt8](repeating: 0, count: DiskCacheEntry.headerSize)
    guard readFully(descriptor, into: &headerBytes),
      let header = headerBytes.withUnsafeBytes({ DiskCacheEntry.parseHeader($0) }),
      header.fileSize == fileSize
    else { return .invalid }
    var storedKey = [UInt8](repeating: 0, count: header.keyLength)
    guard readFully(descriptor, into: &storedKey) else { return .invalid }
    guard storedKey == key else { return .otherKey }
    var data = Data(count: header.dataLength)
    let complete = data.withUnsafeMutableBytes { buffer in
      readFully(descriptor, into: buffer)
    }
    guard complete else { return .invalid }
    let checksum = data.withUnsafeBytes { DiskCacheEntry.checksum(key: key, data: $0) }
    return checksum == header.checksum ? .hit(data) : .invalid
  }

  /// Writes `prefix` then `data` to a new file at `url`; `false` on any failure.
  func write(_ prefix: [UInt8], _ data: Data, to url: URL) -> Bool {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else { return false }
    let written =
      prefix.withUnsafeBytes { writeFully(descriptor, $0) }
      && data.withUnsafeBytes { writeFully(descriptor, $0) }
    return close(descriptor) == 0 && written
  }

  private func readFully(_ descriptor: Int32, into bytes: inout [UInt8]) -> Bool {
    bytes.withUnsafeMutableBytes { readFully(descriptor, into: $0) }
  }

  private func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      guard let base = buffer.baseAddress else { return false }
      let count = systemRead(descriptor, base + offset, buffer.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  private func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      guard let base = buffer.baseAddress else { return false }
      let count = systemWrite(descriptor, base + offset, buffer.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
}
