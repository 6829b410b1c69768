import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselImages

/// Decodes and disk I/O block threads, so the pipeline runs them on threads of its own and
/// never on the cooperative pool.
@Suite struct ImagePipelineBlockingWorkTests {
  /// A decoder that blocks at a gate before it returns a 1x1 image, like a slow decode.
  final class GatedDecoder: ImageDecoding {
    let gate: Gate

    init(gate: Gate) {
      self.gate = gate
    }

    func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int
    ) throws(ImageError) -> DecodedImage {
      gate.wait()
      return DecodedImage(width: 1, height: 1, pixels: [1, 2, 3, 255])
    }
  }

  /// Bytes that sniff as PNG, enough for the disk cache to keep them.
  let pngLike = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7])

  func url(_ index: Int) -> URL { testURL("https://images.example.com/\(index).png") }

  @Test func decodesLeaveTheCooperativePoolFree() async throws {
    // Given as many decodes allowed at once as the machine has cores (the width of the
    // cooperative pool), and as many requests, each decode blocked
    let width = max(2, ProcessInfo.processInfo.activeProcessorCount)
    let gate = Gate()
    let loader = ScriptedLoader()
    for index in 0..<width { loader.respond(to: url(index), with: .success(pngLike)) }
    let pipeline = ImagePipeline(
      configuration: .init(
        dataLoader: loader, decoder: GatedDecoder(gate: gate), memoryCache: nil, diskCache: nil,
        maximumConcurrentDecodes: width))
    let requests = (0..<width).map { index in
      Task {
        try await pipeline.image(
          for: ImageRequest(url: url(index), targetSize: PixelSize(width: 8, height: 8)))
      }
    }
    await waitUntil(gate, blocks: width)
    #expect(pipeline.decodeScheduler.runningCount == width)
    // When a task is started on the cooperative pool
    let ran = await cooperativePoolRuns(whileBlockedAt: gate)
    // Then it runs while every decode still blocks
    #expect(ran)
    gate.open()
    for request in requests {
      #expect(try await request.value.size == PixelSize(width: 1, height: 1))
    }
    #expect(!gate.openedByWatchdog)
    #expect(pipeline.decodeExecutor.liveThreadCount <= width)
  }

  @Test func diskReadsAndWritesRunOnTheDiskThreads() async throws {
    // Given a pipeline with a disk cache and no memory cache
    let loader = ScriptedLoader()
    loader.respond(to: url(0), with: .success(pngLike))
    let gate = Gate()
    gate.open()
    let diskCache = try DiskCache(directory: makeTemporaryDirectory(), sizeLimit: 1 << 20)
    let pipeline = ImagePipeline(
      configuration: .init(
        dataLoader: loader, decoder: GatedDecoder(gate: gate), memoryCache: nil,
        diskCache: diskCache))
    // When an image is loaded, then the same image at another size
    _ = try await pipeline.image(
      for: ImageRequest(url: url(0), targetSize: PixelSize(width: 8, height: 8)))
    _ = try await pipeline.image(
      for: ImageRequest(url: url(0), targetSize: PixelSize(width: 4, height: 4)))
    // Then one download happened, and three disk jobs ran on the disk threads: the first
    // read (a miss), the write, the second read (a hit)
    #expect(loader.startedURLs == [url(0)])
    #expect(diskCache.count == 1)
    #expect(pipeline.diskExecutor.startedJobCount == 3)
    // And both decodes ran on the decode threads
    #expect(pipeline.decodeExecutor.startedJobCount == 2)
  }

  @Test func decodeWorkOfOtherCallersLeavesTheCooperativePoolFree() async throws {
    // Given as many blocking jobs (a file read and decoded in one call, as the terminal does)
    // as the pool has threads, on a pipeline allowing that many decodes at once
    let width = max(2, ProcessInfo.processInfo.activeProcessorCount)
    let gate = Gate()
    let pipeline = ImagePipeline(
      configuration: .init(
        dataLoader: ScriptedLoader(), memoryCache: nil, diskCache: nil,
        maximumConcurrentDecodes: width))
    let jobs = (0..<width).map { index in
      Task {
        try await pipeline.runDecodeWork { () throws(ImageError) -> Int in
          gate.wait()
          return index
        }
      }
    }
    await waitUntil(gate, blocks: width)
    // When a task is started on the cooperative pool, then it runs while they all block
    #expect(await cooperativePoolRuns(whileBlockedAt: gate))
    #expect(!gate.openedByWatchdog)
    gate.open()
    for (index, job) in jobs.enumerated() { #expect(try await job.value == index) }
  }
}
