import Foundation

/// The layout of one disk-cache file: a fixed header, the key, then the original bytes.
///
/// ```
/// offset  size  field
///      0     4  magic "ICDC"
///      4     2  format version (1), little endian
///      6     2  reserved, zero
///      8     4  key length in bytes
///     12     4  reserved, zero
///     16     8  data length in bytes
///     24     8  XXH64 of the data, seeded with the XXH64 of the key
///     32     k  key (UTF-8)
///   32+k     n  data
/// ```
///
/// A file is served only if its size is exactly 32 + k + n, its key equals the requested key
/// (two keys whose names collide never see each other's data) and the checksum matches.
enum DiskCacheEntry {
  static let headerSize = 32
  static let magic: [UInt8] = Array("ICDC".utf8)
  static let version: UInt16 = 1

  struct Header: Equatable {
    var keyLength: Int
    var dataLength: Int
    var checksum: UInt64

    var fileSize: Int { DiskCacheEntry.headerSize + keyLength + dataLength }
  }

  static func checksum(key: [UInt8], data: UnsafeRawBufferPointer) -> UInt64 {
    let keyHash = key.withUnsafeBytes { XXHash64.hash($0) }
    return XXHash64.hash(data, seed: keyHash)
  }

  /// The header followed by the key.
  static func prefix(key: [UInt8], data: Data) -> [UInt8] {
    let sum = data.withUnsafeBytes { Self.checksum(key: key, data: $0) }
    var bytes = magic
    bytes.reserveCapacity(headerSize + key.count)
    append(&bytes, version)
    append(&bytes, UInt16(0))
    append(&bytes, UInt32(key.count))
    append(&bytes, UInt32(0))
    append(&bytes, UInt64(data.count))
    append(&bytes, sum)
    bytes.append(contentsOf: key)
    return bytes
  }

  /// Reads a header; `nil` when the magic, version or reserved fields are wrong.
  static func parseHeader(_ bytes: UnsafeRawBufferPointer) -> Header? {
    guard bytes.count >= headerSize, Array(bytes[0..<4]) == magic,
      read(UInt16.self, bytes, 4) == version, read(UInt16.self, bytes, 6) == 0,
      read(UInt32.self, bytes, 12) == 0
    else { return nil }
    let keyLength = Int(read(UInt32.self, bytes, 8))
    let dataLength = read(UInt64.self, bytes, 16)
    guard dataLength < UInt64(Int.max / 2) else { return nil }
    return Header(
      keyLength: keyLength, dataLength: Int(dataLength), checksum: read(UInt64.self, bytes, 24))
  }

  private static func append<T: FixedWidthInteger>(_ bytes: inout [UInt8], _ value: T) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private static func read<T: FixedWidthInteger>(
    _ type: T.Type, _ bytes: UnsafeRawBufferPointer, _ offset: Int
  ) -> T {
    T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
  }
}
