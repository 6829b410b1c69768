#if os(Linux)
  import CarouselTestSupport
  import Foundation
  import Glibc
  import Testing

  @testable import CarouselImages

  private let childDirectoryVariable = "CAROUSEL_DISK_CACHE_CHILD_DIRECTORY"

  /// A process killed at a random moment while writing entries never leaves an entry that is
  /// served corrupt: every read after the kill is either a miss or exactly what was written.
  @Suite struct DiskCacheCrashTests {
    static let keys = (0..<12).map { "https://example.com/photo-\($0).jpg" }
    static let sizeLimit = 12 << 20

    /// Random bytes shared by the writer and the checker, generated from a fixed seed.
    static let pool: [UInt8] = {
      var generator = SplitMix64(seed: 2024)
      var bytes = [UInt8](repeating: 0, count: 4 << 20)
      bytes.withUnsafeMutableBytes { raw in
        for index in stride(from: 0, to: raw.count, by: 8) {
          raw.storeBytes(of: generator.next(), toByteOffset: index, as: UInt64.self)
        }
      }
      return bytes
    }()

    /// The entry for `key` at `version`: its own header, then a slice of the pool whose
    /// position and length depend on both.
    static func payload(key: Int, version: Int) -> Data {
      let mix = XXHash64.hash("\(key)/\(version)")
      let length = 100_000 + Int(mix % 1_900_000)
      let offset = Int((mix >> 32) % UInt64(pool.count - length))
      var data = Data("\(key)/\(version)/".utf8)
      data.append(contentsOf: pool[offset..<(offset + length)])
      return data
    }

    /// Recomputes what an entry must hold from the version written at its start.
    static func isIntact(_ data: Data, key: Int) -> Bool {
      let fields = data.prefix(32).split(separator: UInt8(ascii: "/"), maxSplits: 2)
      guard fields.count == 3, Int(String(decoding: fields[0], as: UTF8.self)) == key,
        let version = Int(String(decoding: fields[1], as: UTF8.self))
      else { return false }
      return data == payload(key: key, version: version)
    }

    /// The writer, run only as a child process by the test below: stores entries forever.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childDirectoryVariable] != nil))
    func childWritesUntilKilled() throws {
      let path = try #require(ProcessInfo.processInfo.environment[childDirectoryVariable])
      let directory = URL(fileURLWithPath: path)
      let cache = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
      _ = Self.pool
      let start = Int(Date().timeIntervalSince1970 * 1000) % 1_000_000 * 100
      _ = FileManager.default.createFile(
        atPath: directory.appendingPathComponent(".ready").path, contents: nil)
      let deadline = Date().addingTimeInterval(HangGuard.seconds)
      var version = start
      while Date() < deadline && getppid() != 1 {
        let key = version % Self.keys.count
        cache.store(Self.payload(key: key, version: version), for: Self.keys[key])
        version += 1
      }
    }

    @Test func entriesSurviveAWriterKilledAtRandomPoints() async throws {
      let directory = makeTemporaryDirectory("crash")
      let seed = UInt64(Date().timeIntervalSince1970 * 1000)
      print("kill timing seed \(seed)")
      var generator = SplitMix64(seed: seed)
      var servedEntries = 0
      var roundsWithPartialFiles = 0
      for round in 0..<16 {
        let ready = directory.appendingPathComponent(".ready")
        try? FileManager.default.removeItem(at: ready)
        let child = try startChildTest(
          "childWritesUntilKilled", environment: [childDirectoryVariable: directory.path])
        let started = await eventually { FileManager.default.fileExists(atPath: ready.path) }
        #expect(started, "round \(round): the writer did not start")
        try await Task.sleep(
          nanoseconds: UInt64.random(in: 5_000_000...150_000_000, using: &generator))
        kill(child.processIdentifier, SIGKILL)
        #expect(await eventually { !child.isRunning })
        let leftovers =
          (try? FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent(".tmp").path)) ?? []
        if !leftovers.isEmpty { roundsWithPartialFiles += 1 }

        // Then every entry read back is a miss or exactly what the writer meant to store.
        let cache = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
        #expect(cache.totalSize <= Self.sizeLimit)
        for (index, key) in Self.keys.enumerated() {
          guard let data = cache.data(for: key) else { continue }
          servedEntries += 1
          #expect(Self.isIntact(data, key: index), "round \(round): \(key) served corrupt")
        }
      }
      print(
        "served \(servedEntries) entries; \(roundsWithPartialFiles) of 16 kills left a partial file"
      )
      #expect(servedEntries > 0)
    }
  }
#endif
