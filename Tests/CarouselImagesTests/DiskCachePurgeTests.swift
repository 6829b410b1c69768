import Foundation
import Testing

@testable import CarouselImages

/// The system empties caches folders whenever it needs the room (tvOS has nothing but Caches
/// for an app's files, and purges it while the app runs): the cache outlives its folder.
@Suite struct DiskCachePurgeTests {
  func payload(_ count: Int, seed: UInt8) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: $0) &+ seed })
  }

  /// The bytes an entry file takes for `key` and `count` bytes of data.
  func entrySize(key: String, count: Int) -> Int { 32 + key.utf8.count + count }

  @Test func aPurgedFolderIsMadeAgainAndTheCacheGoesOnStoring() throws {
    // Given a cache with two entries, in a folder of its own under the caches folder
    let directory = makeTemporaryDirectory("purge").appendingPathComponent("Images")
    let cache = try DiskCache(directory: directory, sizeLimit: 1 << 20)
    #expect(cache.store(payload(1000, seed: 1), for: "a"))
    #expect(cache.store(payload(1000, seed: 2), for: "b"))
    // When the system deletes the whole folder
    try FileManager.default.removeItem(at: directory)
    // Then what it held is a miss, not an error
    #expect(cache.data(for: "a") == nil)
    // And a new entry is stored and served from the folder made again
    #expect(cache.store(payload(500, seed: 3), for: "c"))
    #expect(cache.data(for: "c") == payload(500, seed: 3))
    #expect(FileManager.default.fileExists(atPath: cache.fileURL(for: "c").path))
    // And the cache counts only what the folder holds now, so the limit is not spent on
    // entries that are gone
    #expect(cache.count == 1)
    #expect(cache.totalSize == entrySize(key: "c", count: 500))
  }

  @Test func afterAPurgeEveryInstanceLocksTheSameFolder() throws {
    // Given a cache whose folder was deleted and made again by its next write
    let directory = makeTemporaryDirectory("purge").appendingPathComponent("Images")
    let cache = try DiskCache(directory: directory, sizeLimit: 1 << 20)
    cache.store(payload(100, seed: 1), for: "a")
    try FileManager.default.removeItem(at: directory)
    #expect(cache.store(payload(100, seed: 2), for: "b"))
    // When another instance (an app extension, a second pipeline) opens the folder and writes
    let other = try DiskCache(directory: directory, sizeLimit: 1 << 20)
    #expect(other.store(payload(100, seed: 3), for: "c"))
    // Then the first sees that change under the lock they share (it reads the folder again
    // before its next change), as before the purge
    #expect(cache.store(payload(100, seed: 4), for: "d"))
    #expect(cache.count == 3)
    #expect(other.data(for: "d") == payload(100, seed: 4))
  }

  @Test func aPurgeOfTheEntriesAloneLeavesTheCacheWorking() throws {
    // Given a cache with an entry
    let directory = makeTemporaryDirectory("purge")
    let cache = try DiskCache(directory: directory, sizeLimit: 1 << 20)
    cache.store(payload(100, seed: 1), for: "a")
    // When everything inside its folder is deleted, the folder kept
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
    // Then it stores and serves again
    #expect(cache.store(payload(100, seed: 2), for: "b"))
    #expect(cache.data(for: "b") == payload(100, seed: 2))
    #expect(cache.count == 1)
  }
}
