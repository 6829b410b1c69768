import Foundation
import Testing

@testable import CarouselImages

#if canImport(Glibc)
  import Glibc
#endif

/// A disk cache that cannot write (a full disk, a read-only folder, its folder deleted while
/// running) keeps the pictures on screen and says so, once, with the reason; a deleted
/// folder is made again.
@Suite struct DiskCacheProblemTests {
  func payload(_ count: Int, seed: UInt8 = 1) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) })
  }

  /// The problems a stream gives, once it has given `count` of them (or the hang guard
  /// passed: a cache that never says anything must fail its test, not hang it).
  func first(_ count: Int, of stream: AsyncStream<DiskCacheError>) async -> [DiskCacheError] {
    let problems = LockedState<[DiskCacheError]>([])
    let reader = Task {
      for await problem in stream { problems.withLock { $0.append(problem) } }
    }
    defer { reader.cancel() }
    _ = await eventually { problems.withLock { $0.count >= count } }
    return problems.withLock { $0 }
  }

  @Test func eachProblemIsSaidOnceAndPicturesStillLoad() async throws {
    // Given a pipeline whose disk cache starts failing every write as a full disk does
    let server = TestServer.shared
    await server.ready()
    let cache = try DiskCache(directory: makeTemporaryDirectory("full"), sizeLimit: 8 << 20)
    let problems = cache.problems()
    let pipeline = ImagePipeline(configuration: .init(memoryCache: nil, diskCache: cache))
    cache.simulateFileSystemFailure(ENOSPC)
    // When three pictures are loaded
    for seed in 1...3 {
      let name = server.publish(
        try ImageEncoder.pngData(from: TestImages.photo(width: 32, height: 32, seed: UInt64(seed))))
      let image = try await pipeline.image(
        for: ImageRequest(url: server.fileURL(name), targetSize: PixelSize(width: 32, height: 32)))
      // Then each still loads
      #expect(image.size == PixelSize(width: 32, height: 32))
    }
    // And the cache says the disk is full, in words
    #expect(cache.problem == .full)
    #expect(
      DiskCacheError.full.description
        == "disk cache unavailable: the disk is full; pictures are not kept on disk")
    // When the disk has room again, then the cache works again and says nothing more
    cache.simulateFileSystemFailure(nil)
    #expect(cache.store(payload(100), for: "a"))
    #expect(cache.problem == nil)
    // When its folder turns read-only, then that is said, once too
    cache.simulateFileSystemFailure(EROFS)
    #expect(!cache.store(payload(100), for: "b"))
    #expect(!cache.store(payload(100), for: "c"))
    #expect(cache.problem == .readOnly)
    // And the stream gave each problem once, in order: three failing pictures said "full"
    // once
    #expect(await first(2, of: problems) == [.full, .readOnly])
  }

  @Test func aFolderDeletedWhileRunningIsMadeAgain() throws {
    // Given a cache with an entry
    let folder = makeTemporaryDirectory("deleted").appendingPathComponent("Caches/Images")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let cache = try DiskCache(directory: folder, sizeLimit: 1 << 20)
    #expect(cache.store(payload(1000), for: "a"))
    // When its folder, and the one above it, are deleted while it runs
    try FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    // Then the next picture makes them again, private, and is kept; nothing is wrong
    #expect(cache.store(payload(2000), for: "b"))
    #expect(cache.problem == nil)
    #expect(cache.data(for: "b") == payload(2000))
    #expect(cache.data(for: "a") == nil)
    #expect(cache.totalSize == 32 + 1 + 2000)
    var status = stat()
    #expect(stat(folder.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
    #expect(stat(folder.deletingLastPathComponent().path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o700)
  }

  @Test func aFolderThatCannotBeMadeAgainIsSaidGone() throws {
    // Given a cache whose folder is deleted and a file put where a folder above it was
    let root = makeTemporaryDirectory("gone")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Caches/Images")
    let cache = try DiskCache(directory: folder, sizeLimit: 1 << 20)
    try FileManager.default.removeItem(at: root.appendingPathComponent("Caches"))
    _ = FileManager.default.createFile(
      atPath: root.appendingPathComponent("Caches").path, contents: nil)
    // When a picture is kept, then it cannot be, and the cache says its folder is gone
    #expect(!cache.store(payload(100), for: "a"))
    #expect(cache.problem == .gone)
    #expect(cache.problem?.description.contains("folder is gone") == true)
    // And a cache opened there at all says so instead of failing to exist
    #expect(DiskCache.opening(directory: folder, sizeLimit: 1 << 20).problem == .gone)
    #expect(throws: DiskCacheError.gone) { try DiskCache(directory: folder, sizeLimit: 1 << 20) }
  }

  @Test(.enabled(if: TemporaryFileSystem.isAvailable, "needs to mount a tmpfs (root)"))
  func aRealFullDiskAndARealReadOnlyFolder() throws {
    // Given a cache on a file system of 256 KB
    let file = try TemporaryFileSystem(kilobytes: 256)
    let folder = file.root.appendingPathComponent("Images")
    let cache = try DiskCache(directory: folder, sizeLimit: 8 << 20)
    // When pictures are kept until the disk is full
    var stored = 0
    while cache.store(payload(50_000, seed: UInt8(stored & 0xFF)), for: "\(stored)") {
      stored += 1
      if stored > 100 { break }
    }
    // Then the cache says the disk is full, having kept what fitted
    #expect(stored > 0 && stored < 10, "\(stored)")
    #expect(cache.problem == .full)
    // When room is made, then it works again
    cache.removeAll()
    #expect(cache.store(payload(100), for: "small"))
    #expect(cache.problem == nil)
    // Given the same folder seen through a read-only mount
    let view = try TemporaryFileSystem(readOnlyViewOf: file.root)
    let readOnly = try DiskCache(
      directory: view.root.appendingPathComponent("Images"), sizeLimit: 8 << 20)
    // Then the entries there are served, and a new one cannot be kept: its folder is
    // read-only, which it says
    #expect(readOnly.data(for: "small") == payload(100))
    #expect(!readOnly.store(payload(100), for: "other"))
    #expect(readOnly.problem == .readOnly)
  }
}

/// A tmpfs of a given size, mounted for a test and unmounted after it: a real full disk and
/// a real read-only file system (root only; tests that need one are skipped elsewhere).
final class TemporaryFileSystem {
  let root: URL

  /// Whether this process can mount one.
  static let isAvailable: Bool = {
    guard geteuid() == 0, let file = try? TemporaryFileSystem(kilobytes: 16) else { return false }
    _ = file
    return true
  }()

  init(kilobytes: Int) throws {
    root = makeTemporaryDirectory("tmpfs")
    try Self.run(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", root.path])
  }

  /// `folder` seen through a read-only bind mount.
  init(readOnlyViewOf folder: URL) throws {
    root = makeTemporaryDirectory("read-only")
    try Self.run(["mount", "--bind", folder.path, root.path])
    do {
      try Self.run(["mount", "-o", "remount,bind,ro", root.path])
    } catch {
      try? Self.run(["umount", root.path])
      throw error
    }
  }

  deinit {
    try? Self.run(["umount", root.path])
    try? FileManager.default.removeItem(at: root)
  }

  struct Failure: Error {}

  private static func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure() }
  }
}
