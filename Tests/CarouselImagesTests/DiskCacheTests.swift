import Foundation
import Testing

@testable import CarouselImages

@Suite struct DiskCacheTests {
  func payload(_ count: Int, seed: UInt64 = 1) -> Data {
    var generator = SplitMix64(seed: seed)
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  /// The bytes an entry file takes for `key` and `count` bytes of data.
  func entrySize(key: String, count: Int) -> Int { 32 + key.utf8.count + count }

  /// The sizes of the entry files actually on disk.
  func filesOnDisk(_ directory: URL) -> [String: Int] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var sizes: [String: Int] = [:]
    for name in names where !name.hasPrefix(".") {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(name).path)
      sizes[name] = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
    return sizes
  }

  @Test func storesReadsReplacesAndRemoves() throws {
    let cache = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 1 << 20)
    let first = payload(1000, seed: 1)
    let second = payload(3000, seed: 2)
    #expect(cache.data(for: "a") == nil)
    #expect(cache.store(first, for: "a"))
    #expect(cache.data(for: "a") == first)
    #expect(cache.store(second, for: "a"))
    #expect(cache.data(for: "a") == second)
    #expect(cache.count == 1 && cache.totalSize == entrySize(key: "a", count: 3000))
    cache.removeData(for: "a")
    #expect(cache.data(for: "a") == nil && cache.totalSize == 0)
    cache.store(first, for: "b")
    cache.store(second, for: "c")
    cache.removeAll()
    #expect(cache.count == 0 && filesOnDisk(cache.directory).isEmpty)
  }

  @Test func evictsTheLeastRecentlyUsedEntry() throws {
    let size = entrySize(key: "k0", count: 1000)
    let cache = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 3 * size)
    for index in 0..<3 { cache.store(payload(1000, seed: UInt64(index)), for: "k\(index)") }
    _ = cache.data(for: "k0")
    cache.store(payload(1000, seed: 3), for: "k3")
    #expect(cache.data(for: "k1") == nil)
    #expect(
      cache.data(for: "k0") != nil && cache.data(for: "k2") != nil && cache.data(for: "k3") != nil)
    #expect(cache.totalSize == 3 * size)
  }

  @Test func anEntryLargerThanTheLimitIsNotStored() throws {
    let cache = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 500)
    #expect(!cache.store(payload(1000), for: "big"))
    #expect(cache.count == 0 && filesOnDisk(cache.directory).isEmpty)
  }

  @Test func theSizeLimitHoldsOnDiskUnderConcurrentWrites() async throws {
    let limit = 200_000
    let cache = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: limit)
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          var generator = SplitMix64(seed: UInt64(worker) + 100)
          for step in 0..<40 {
            let key = "key-\(Int.random(in: 0..<30, using: &generator))"
            if step % 3 == 2 {
              _ = cache.data(for: key)
            } else {
              cache.store(
                payload(Int.random(in: 100...30_000, using: &generator), seed: UInt64(step)),
                for: key)
            }
            #expect(cache.totalSize <= limit)
          }
        }
      }
    }
    let files = filesOnDisk(cache.directory)
    #expect(files.values.reduce(0, +) == cache.totalSize)
    #expect(files.count == cache.count)
    #expect(cache.totalSize <= limit)
    #expect(cache.temporaryFileNames.isEmpty)
  }

  enum Damage: CaseIterable {
    case flippedDataByte, flippedKeyByte, flippedHeaderByte, truncated, extended, emptied
  }

  @Test(arguments: Damage.allCases)
  func aDamagedEntryIsDeletedAndNeverServed(_ damage: Damage) throws {
    let cache = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 1 << 20)
    let key = "https://example.com/banner.jpg"
    cache.store(payload(5000), for: key)
    let file = cache.fileURL(for: key)
    var bytes = try Data(contentsOf: file)
    switch damage {
    case .flippedDataByte: bytes[bytes.count - 100] ^= 0x01
    case .flippedKeyByte: bytes[40] ^= 0x20
    case .flippedHeaderByte: bytes[17] ^= 0x01
    case .truncated: bytes = bytes.prefix(bytes.count - 1)
    case .extended: bytes.append(0)
    case .emptied: bytes = Data()
    }
    try bytes.write(to: file)
    #expect(cache.data(for: key) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path) || damage == .flippedKeyByte)
    #expect(cache.count == (damage == .flippedKeyByte ? 1 : 0))
  }

  @Test func collidingNamesNeverServeAnotherKeysData() throws {
    // Every key maps to the same file name.
    let cache = try DiskCache(
      directory: makeTemporaryDirectory(), sizeLimit: 1 << 20,
      fileName: { _ in String(repeating: "ab", count: 16) })
    cache.store(payload(100, seed: 1), for: "first")
    cache.store(payload(100, seed: 2), for: "second")
    #expect(cache.data(for: "first") == nil)
    #expect(cache.data(for: "second") == payload(100, seed: 2))
  }

  @Test func reopeningRebuildsTheIndexEnforcesTheLimitAndClearsLeftovers() throws {
    let directory = makeTemporaryDirectory()
    do {
      let cache = try DiskCache(directory: directory, sizeLimit: 1 << 20)
      for index in 0..<5 {
        cache.store(payload(1000, seed: UInt64(index)), for: "k\(index)")
        // Distinct modification times order the entries when the directory is read again.
        try FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index))],
          ofItemAtPath: cache.fileURL(for: "k\(index)").path)
      }
      try Data("half an entry".utf8).write(to: directory.appendingPathComponent(".tmp/abc.1.1.tmp"))
      try Data("not ours".utf8).write(to: directory.appendingPathComponent("README"))
    }
    let size = entrySize(key: "k0", count: 1000)
    let reopened = try DiskCache(directory: directory, sizeLimit: 3 * size)
    #expect(reopened.count == 3)
    #expect(reopened.data(for: "k0") == nil && reopened.data(for: "k1") == nil)
    #expect(reopened.data(for: "k4") == payload(1000, seed: 4))
    #expect(reopened.temporaryFileNames.isEmpty)
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("README").path))
  }
}

extension DiskCacheTests {
  @Test func metadataIsStoredAndVerifiedWithTheEntry() throws {
    let cache = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 1 << 20)
    let metadata = Data("ETag: \"v1\"\n".utf8)
    #expect(cache.store(payload(2000), metadata: metadata, for: "k"))
    let entry = try #require(cache.entry(for: "k"))
    #expect(entry.data == payload(2000) && entry.metadata == metadata)
    #expect(cache.totalSize == entrySize(key: "k", count: 2000) + metadata.count)
    // A flipped metadata byte fails the checksum like any other.
    let file = cache.fileURL(for: "k")
    var bytes = try Data(contentsOf: file)
    bytes[32 + 1 + 2] ^= 0x01
    try bytes.write(to: file)
    #expect(cache.entry(for: "k") == nil)
  }

  @Test func entriesWrittenBeforeMetadataAreStillServed() throws {
    // A version 1 file: no metadata, the checksum of the data seeded with the key's.
    let directory = makeTemporaryDirectory()
    let key = "https://example.com/old.jpg"
    let data = payload(3000)
    let keyBytes = Array(key.utf8)
    var bytes: [UInt8] = Array("ICDC".utf8)
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    append(UInt16(1))
    append(UInt16(0))
    append(UInt32(keyBytes.count))
    append(UInt32(0))
    append(UInt64(data.count))
    append(data.withUnsafeBytes { XXHash64.hash($0, seed: XXHash64.hash(key)) })
    bytes += keyBytes
    bytes += data
    try Data(bytes).write(
      to: directory.appendingPathComponent(DiskCache.fileName(for: key)))
    let cache = try DiskCache(directory: directory, sizeLimit: 1 << 20)
    let entry = try #require(cache.entry(for: key))
    #expect(entry.data == data && entry.metadata.isEmpty)
    #expect(cache.count == 1 && cache.totalSize == bytes.count)
  }
}
