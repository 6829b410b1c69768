import Foundation

/// The layout of one disk-cache file: a fixed header, the key, the metadata, then the
/// original bytes.
///
/// ```
/// offset  size  field
///      0     4  magic "ICDC"
///      4     2  format version (2), little endian
///      6     2  reserved, zero
///      8     4  key length in bytes
///     12     4  metadata length in bytes (version 1: reserved, zero)
///     16     8  data length in bytes
///     24     8  checksum: XXH64 of the data, seeded with the XXH64 of the metadata, seeded
///               with the XXH64 of the key (version 1: the data seeded with the key's)
///     32     k  key (UTF-8)
///   32+k     m  metadata (what HTTP said about the response; empty for none)
/// 32+k+m     n  data
/// ```
///
/// A file is served only if its size is exactly 32 + k + m + n, its key equals the requested
/// key (two keys whose names collide never see each other's data) and the checksum matches.
/// Version 1 files, written before entries had metadata, are read as entries without it.
enum DiskCacheEntry {
  static let headerSize = 32
  static let magic: [UInt8] = Array("ICDC".utf8)
  static let version: UInt16 = 2
  /// The most metadata an entry may carry.
  static let maximumMetadataLength = 64 << 10

  struct Header: Equatable {
    var version: UInt16
    var keyLength: Int
    var metadataLength: Int
    var dataLength: Int
    var checksum: UInt64

    var fileSize: Int { DiskCacheEntry.headerSize + keyLength + metadataLength + dataLength }
  }

  static func checksum(
    key: [UInt8], metadata: UnsafeRawBufferPointer?, data: UnsafeRawBufferPointer
  ) -> UInt64 {
    let keyHash = key.withUnsafeBytes { XXHash64.hash($0) }
    guard let metadata else { return XXHash64.hash(data, seed: keyHash) }
    return XXHash64.hash(data, seed: XXHash64.hash(metadata, seed: keyHash))
  }

  /// The header followed by the key and the metadata.
  static func prefix(key: [UInt8], metadata: Data, data: Data) -> [UInt8] {
    let sum = metadata.withUnsafeBytes { metadataBytes in
      data.withUnsafeBytes { Self.checksum(key: key, metadata: metadataBytes, data: $0) }
    }
    var bytes = magic
    bytes.reserveCapacity(headerSize + key.count + metadata.count)
    append(&bytes, version)
    append(&bytes, UInt16(0))
    append(&bytes, UInt32(key.count))
    append(&bytes, UInt32(metadata.count))
    append(&bytes, UInt64(data.count))
    append(&bytes, sum)
    bytes.append(contentsOf: key)
    bytes.append(contentsOf: metadata)
    return bytes
  }

  /// Reads a header; `nil` when the magic, version or reserved fields are wrong.
  static func parseHeader(_ bytes: UnsafeRawBufferPointer) -> Header? {
    guard bytes.count >= headerSize, Array(bytes[0..<4]) == magic,
      read(UInt16.self, bytes, 6) == 0
    else { return nil }
    let version = read(UInt16.self, bytes, 4)
    let metadataLength = Int(read(UInt32.self, bytes, 12))
    switch version {
    case 1: guard metadataLength == 0 else { return nil }
    case 2: guard metadataLength <= maximumMetadataLength else { return nil }
    default: return nil
    }
    let keyLength = Int(read(UInt32.self, bytes, 8))
    let dataLength = read(UInt64.self, bytes, 16)
    guard dataLength < UInt64(Int.max / 2) else { return nil }
    return Header(
      version: version, keyLength: keyLength, metadataLength: metadataLength,
      dataLength: Int(dataLength), checksum: read(UInt64.self, bytes, 24))
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
