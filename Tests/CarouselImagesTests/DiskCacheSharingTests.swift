import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselImages

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let sharingDirectoryVariable = "CAROUSEL_DISK_CACHE_SHARED_DIRECTORY"
private let sharingPrefixVariable = "CAROUSEL_DISK_CACHE_SHARED_PREFIX"

/// One cache directory, several instances: two pipelines in one process, or two processes
/// (two `carousel` commands). The size limit holds for the directory, at every moment.
@Suite struct DiskCacheSharingTests {
  static let sizeLimit = 1 << 20

  /// Random bytes of a given length, different for each seed.
  static func payload(_ count: Int, seed: UInt64) -> Data {
    var generator = SplitMix64(seed: seed)
    var data = Data(count: count)
    data.withUnsafeMutableBytes { raw in
      for index in 0..<raw.count { raw[index] = UInt8(truncatingIfNeeded: generator.next()) }
    }
    return data
  }

  /// The total size of the entry files, read while holding the directory's lock so that no
  /// change is half seen.
  static func bytesOnDisk(_ directory: URL) -> Int {
    let lockPath = directory.appendingPathComponent(".lock").path
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if descriptor >= 0 { flock(descriptor, LOCK_EX) }
    defer {
      if descriptor >= 0 {
        flock(descriptor, LOCK_UN)
        close(descriptor)
      }
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.reduce(0) { total, name in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(name).path)
      return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
    }
  }

  /// Stores 120 entries of 20-60 KB under `prefix`, reading an earlier one after each.
  static func writeEntries(to cache: DiskCache, prefix: String, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for index in 0..<120 {
      let count = 20_000 + Int(generator.next() % 40_000)
      cache.store(payload(count, seed: seed &+ UInt64(index)), for: "\(prefix)-\(index)")
      _ = cache.data(for: "\(prefix)-\(Int(generator.next() % UInt64(index + 1)))")
    }
  }

  @Test func twoInstancesInOneProcessKeepOneLimit() async throws {
    let directory = makeTemporaryDirectory("shared")
    let first = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
    let second = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
    let sampler = Sampler { Self.bytesOnDisk(directory) }
    // Four writers on threads of their own, two per instance.
    let writers = [first, second, first, second].enumerated().map { worker, cache in
      let thread = Thread {
        Self.writeEntries(to: cache, prefix: "w\(worker)", seed: UInt64(worker) * 1000)
      }
      thread.start()
      return thread
    }
    while writers.contains(where: { !$0.isFinished }) {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    let (peak, _) = await offThePool { sampler.stop() }
    // Then the directory never held more than one limit, and each sees the other's entries.
    let final = Self.bytesOnDisk(directory)
    #expect(final <= Self.sizeLimit && peak <= Self.sizeLimit)
    #expect(final > Self.sizeLimit / 2)
    let last = Self.payload(20_000, seed: 1)
    first.store(last, for: "from-first")
    #expect(second.data(for: "from-first") == last)
  }

  @Test func anInstanceCountsWhatTheDiskHoldsAfterAnotherOneEvicted() throws {
    let directory = makeTemporaryDirectory("shared")
    let first = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
    let second = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
    // The first fills the directory; the second writes as much again, evicting the first's
    // entries; then the first reads the second's entries.
    for index in 0..<8 {
      first.store(Self.payload(120_000, seed: UInt64(index)), for: "first-\(index)")
    }
    for index in 0..<8 {
      second.store(Self.payload(120_000, seed: 100 + UInt64(index)), for: "second-\(index)")
    }
    for index in 0..<8 {
      #expect(first.data(for: "second-\(index)") != nil)
      #expect(first.totalSize <= Self.sizeLimit, "after reading entry \(index)")
    }
    #expect(first.totalSize == Self.bytesOnDisk(directory))
    #expect(first.count == second.count)
  }

  @Test func aWriteInProgressSurvivesAnotherInstanceOpening() throws {
    let directory = makeTemporaryDirectory("shared")
    let first = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
    // A writer holds its temporary file locked until it renames it.
    let temporary = directory.appendingPathComponent(".tmp/\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
    _ = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
    #expect(first.temporaryFileNames.count == 1)
    // Once the writer is gone, the next instance clears it away.
    close(descriptor)
    _ = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
    #expect(first.temporaryFileNames.isEmpty)
  }

  #if os(Linux)
    /// The writer, run only as a child process by the test below.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[sharingDirectoryVariable] != nil))
    func childWritesToTheSharedDirectory() throws {
      let environment = ProcessInfo.processInfo.environment
      let path = try #require(environment[sharingDirectoryVariable])
      let prefix = try #require(environment[sharingPrefixVariable])
      let cache = try DiskCache(directory: URL(fileURLWithPath: path), sizeLimit: Self.sizeLimit)
      Self.writeEntries(to: cache, prefix: prefix, seed: XXHash64.hash(prefix))
      #expect(cache.totalSize <= Self.sizeLimit)
    }

    @Test func twoProcessesKeepOneLimit() async throws {
      let directory = makeTemporaryDirectory("shared")
      let children = try ["first", "second"].map { prefix in
        try startChildTest(
          "childWritesToTheSharedDirectory",
          environment: [sharingDirectoryVariable: directory.path, sharingPrefixVariable: prefix])
      }
      // Sample the directory while both write, on a thread of its own (the cooperative pool
      // may be busy with other tests).
      let sampler = Sampler { Self.bytesOnDisk(directory) }
      while children.contains(where: \.isRunning) {
        try await Task.sleep(nanoseconds: 20_000_000)
      }
      let (peak, samples) = await offThePool { sampler.stop() }
      let final = Self.bytesOnDisk(directory)
      print(
        "two processes: peak \(peak) bytes in \(samples) samples, final \(final), limit \(Self.sizeLimit)"
      )
      #expect(children.allSatisfy { $0.terminationStatus == 0 })
      #expect(final <= Self.sizeLimit && peak <= Self.sizeLimit)
      // Then a new instance serves entries written by both.
      let cache = try DiskCache(directory: directory, sizeLimit: Self.sizeLimit)
      #expect(cache.totalSize == final)
      let served = ["first", "second"].map { prefix in
        (0..<120).filter { cache.data(for: "\(prefix)-\($0)") != nil }.count
      }
      #expect(served.reduce(0, +) == cache.count && cache.count > 0)
    }
  #endif
}

/// Calls `measure` on a thread of its own, again and again, until stopped; keeps the largest
/// value.
final class Sampler: @unchecked Sendable {
  private let condition = NSCondition()
  private var isStopped = false
  private var isDone = false
  private var peak = 0
  private var samples = 0

  init(_ measure: @escaping @Sendable () -> Int) {
    let thread = Thread { [self] in
      while true {
        let value = measure()
        condition.lock()
        peak = max(peak, value)
        samples += 1
        let stop = isStopped
        if stop { isDone = true }
        condition.broadcast()
        condition.unlock()
        if stop { return }
        usleep(1000)
      }
    }
    thread.start()
  }

  /// Stops after one more sample; the largest value and the number of samples. Blocks until
  /// that sample is taken: call it through `offThePool`.
  func stop() -> (peak: Int, samples: Int) {
    condition.lock()
    defer { condition.unlock() }
    isStopped = true
    while !isDone { condition.wait() }
    return (peak, samples)
  }
}
