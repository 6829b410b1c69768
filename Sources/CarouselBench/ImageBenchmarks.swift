// Image pipeline benchmarks: decode + downsample against vipsthumbnail and against a full
// decode followed by a resize (each as a whole process: wall time and peak resident memory,
// and wall and CPU time net of each program's own idle process), cache hit latencies, and
// downloads per 100 concurrent identical requests.
//
//   carousel-bench images [--runs N] [--directory PATH] [--thumbnail PATH]
//
// Processes measured: `carousel-thumbnail` (the codecs alone), this bench run as a child
// (`carousel-bench images --child ...`: the Swift decoder in a Foundation process), and
// vipsthumbnail.

import CarouselImages
import CarouselTerminal
import Foundation

#if canImport(CCarouselCodecs)
  import CCarouselCodecs
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the image benchmarks and prints a report.
///
/// - Parameter arguments: `--runs N` (repetitions per process measurement, 7 by default),
///   `--directory PATH` (where test images are generated and kept), `--thumbnail PATH`
///   (the `carousel-thumbnail` build to measure); `--child ...` is the bench's own child mode.
func runImageBenchmarks(arguments: [String] = []) {
  #if canImport(CCarouselCodecs) && os(Linux)
    if arguments.first == "--child" {
      exit(ImageBenchmarks.runChild(Array(arguments.dropFirst())))
    }
    ImageBenchmarks.run(arguments: arguments)
  #else
    print("Image benchmarks: need the libjpeg-turbo/libpng codecs and Linux process accounting.")
  #endif
}

#if canImport(CCarouselCodecs) && os(Linux)
  enum ImageBenchmarks {
    static let slot = PixelSize(width: 1170, height: 390)
    static let photoSize = PixelSize(width: 3840, height: 2400)

    // MARK: - Report

    static func run(arguments: [String]) {
      let runs = value(after: "--runs", in: arguments).flatMap(Int.init) ?? 7
      let directory = URL(
        fileURLWithPath: value(after: "--directory", in: arguments)
          ?? FileManager.default.temporaryDirectory.appendingPathComponent("carousel-bench-images")
          .path)
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

      print("## Image pipeline")
      print("")
      let jpeg = directory.appendingPathComponent("photo-3840x2400.jpg")
      let png = directory.appendingPathComponent("cutout-3840x2400.png")
      ensureTestImages(jpeg: jpeg, png: png)
      let vips = which("vipsthumbnail")
      let thumbnail = value(after: "--thumbnail", in: arguments) ?? findThumbnailTool()
      let output = photoSize.downsampled(toFill: slot, contentMode: .aspectFill)
      let size = "\(output.width)x\(output.height)"
      let outputPath = directory.appendingPathComponent("out.raw").path
      let vipsOutput = directory.appendingPathComponent("vips-out.v").path
      let tiny = directory.appendingPathComponent("tiny.ppm")
      _ = FileManager.default.createFile(
        atPath: tiny.path, contents: Data("P6\n1 1\n255\n\0\0\0".utf8))

      print("Decode + downsample to fill a \(slot) slide (output \(size)), each a whole process,")
      print(
        "\(runs) runs after a warm-up; wall time around spawn and exit. Load average at start: \(loadAverage())."
      )
      print(
        "CPU time (user + system) from wait4; peak RSS from \(timeTool == nil ? "wait4 (floored at this bench's own size: install GNU time)" : "GNU time (%M)")."
      )
      print(
        "carousel-thumbnail: \(thumbnail ?? "not built (scripts/bench.sh builds it)"); vipsthumbnail: \(vips ?? "not installed")."
      )
      print("")
      print(
        "Net columns subtract the same program's idle process (its start-up and exit, measured "
          + "in this run): what the decode itself costs.")
      print("")
      print(
        "| Input | Method | Wall, median (ms) | Wall, fastest (ms) | CPU (ms) | Peak RSS (MB) "
          + "| Wall net of idle (ms) | CPU net of idle (ms) |")
      print("|---|---|---:|---:|---:|---:|---:|---:|")
      var idleThumbnail: ProcessMeasurement?
      if let thumbnail {
        idleThumbnail = measure(runs: runs, [thumbnail, "--idle"])
        print(row("-", "idle process: carousel-thumbnail", idleThumbnail))
      }
      let idleFoundation = measure(runs: runs, [selfPath(), "images", "--child", "noop"])
      print(row("-", "idle process: carousel-bench (Foundation)", idleFoundation))
      var idleVips: ProcessMeasurement?
      if let vips {
        idleVips = measure(runs: runs, [vips, tiny.path, "-o", vipsOutput])
        print(row("-", "idle process: vipsthumbnail on a 1x1 image", idleVips))
      }
      var ratios: [String] = []
      var netRatios: [String] = []
      var inputs = [("JPEG 3840x2400 baseline", jpeg), ("PNG 3840x2400 RGBA", png)]
      inputs += formatInputs(from: jpeg, directory: directory)
      for (label, file) in inputs {
        let bytes =
          (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let name = "\(label), \(bytes / 1024) kB"
        var ours: ProcessMeasurement?
        var full: ProcessMeasurement?
        if let thumbnail {
          ours = measure(runs: runs, [thumbnail, file.path, size, outputPath])
          full = measure(runs: runs, [thumbnail, file.path, size, outputPath, "--full"])
          print(
            row(
              name, "carousel-thumbnail: scaled DCT / row streaming + resample", ours,
              idle: idleThumbnail))
          print(
            row(
              name, "carousel-thumbnail --full: full decode, then resize", full,
              idle: idleThumbnail))
        }
        let app = measure(
          runs: runs,
          [
            selfPath(), "images", "--child", "pipeline", file.path, "\(output.width)",
            "\(output.height)", outputPath,
          ])
        print(
          row(
            name, "PlatformImageDecoder in a Foundation process (file read into memory)", app,
            idle: idleFoundation))
        var vipsDefault: ProcessMeasurement?
        if let vips {
          vipsDefault = measure(runs: runs, [vips, file.path, "--size", size, "-o", vipsOutput])
          let single = measure(
            runs: runs, [vips, file.path, "--size", size, "-o", vipsOutput, "--vips-concurrency=1"])
          print(row(name, "vipsthumbnail (default threads)", vipsDefault, idle: idleVips))
          print(row(name, "vipsthumbnail --vips-concurrency=1", single, idle: idleVips))
        }
        var parts: [String] = []
        var netParts: [String] = []
        if let ours, let vipsDefault {
          parts.append("carousel-thumbnail / vipsthumbnail: " + compare(ours, vipsDefault))
          if let idleThumbnail, let idleVips {
            netParts.append(
              "carousel-thumbnail / vipsthumbnail: "
                + compareNet(ours, idleThumbnail, vipsDefault, idleVips))
          }
        }
        if let app, let vipsDefault {
          parts.append("Foundation process / vipsthumbnail: " + compare(app, vipsDefault))
          if let idleFoundation, let idleVips {
            netParts.append(
              "Foundation process / vipsthumbnail: "
                + compareNet(app, idleFoundation, vipsDefault, idleVips))
          }
        }
        if let ours, let full {
          parts.append("carousel-thumbnail / full decode then resize: " + compare(ours, full))
          if let idleThumbnail {
            netParts.append(
              "carousel-thumbnail / full decode then resize: "
                + compareNet(ours, idleThumbnail, full, idleThumbnail))
          }
        }
        ratios.append("\(label): " + parts.joined(separator: "; "))
        netRatios.append("\(label): " + netParts.joined(separator: "; "))
      }
      print("")
      print("Ratios, whole processes (lower is better; start-up included):")
      for line in ratios { print("- \(line)") }
      print("")
      print(
        "Ratios net of start-up (each side's idle process subtracted from its wall and CPU "
          + "medians; lower is better):")
      for line in netRatios { print("- \(line)") }
      print("")
      latencies(jpeg: jpeg, directory: directory)
      coalescing(jpeg: jpeg, directory: directory)
    }

    /// The codecs-only thumbnailer: the statically linked build `scripts/bench.sh` makes,
    /// else the one next to this executable.
    static func findThumbnailTool() -> String? {
      let candidates = [
        FileManager.default.currentDirectoryPath + "/.build/static/release/carousel-thumbnail",
        URL(fileURLWithPath: selfPath()).deletingLastPathComponent()
          .appendingPathComponent("carousel-thumbnail").path,
      ]
      return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func row(
      _ input: String, _ method: String, _ result: ProcessMeasurement?,
      idle: ProcessMeasurement? = nil
    ) -> String {
      guard let result else { return "| \(input) | \(method) | failed | | | | | |" }
      let net =
        idle.map {
          String(
            format: " %.1f | %.1f |", (result.wall - $0.wall) * 1000, (result.cpu - $0.cpu) * 1000)
        } ?? " - | - |"
      return String(
        format: "| %@ | %@ | %.1f | %.1f | %.1f | %.1f |", input, method, result.wall * 1000,
        result.fastestWall * 1000, result.cpu * 1000, Double(result.peakKilobytes) / 1024) + net
    }

    /// Wall time (median and fastest), CPU time and peak RSS of `a` relative to `b`.
    static func compare(_ a: ProcessMeasurement, _ b: ProcessMeasurement) -> String {
      "wall \(ratio(a.wall, b.wall)) (fastest runs \(ratio(a.fastestWall, b.fastestWall))), "
        + "CPU \(ratio(a.cpu, b.cpu)), peak RSS \(ratio(a.peakKilobytes, b.peakKilobytes))"
    }

    /// Wall time (median) and CPU time of `a` relative to `b`, each less its own program's
    /// idle process.
    static func compareNet(
      _ a: ProcessMeasurement, _ aIdle: ProcessMeasurement, _ b: ProcessMeasurement,
      _ bIdle: ProcessMeasurement
    ) -> String {
      "wall \(ratio(a.wall - aIdle.wall, b.wall - bIdle.wall)), "
        + "CPU \(ratio(a.cpu - aIdle.cpu, b.cpu - bIdle.cpu))"
    }

    static func ratio<T: BinaryInteger>(_ a: T, _ b: T) -> String {
      b == 0 ? "n/a" : String(format: "%.2f", Double(a) / Double(b))
    }

    static func ratio(_ a: Double, _ b: Double) -> String {
      b == 0 ? "n/a" : String(format: "%.2f", a / b)
    }

    static func loadAverage() -> String {
      let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
      return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static func value(after flag: String, in arguments: [String]) -> String? {
      guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
        return nil
      }
      return arguments[index + 1]
    }

    // MARK: - Child modes

    /// `noop`, or `pipeline FILE W H OUT` (decode through `PlatformImageDecoder`, write the
    /// raw pixels). Returns the exit status.
    static func runChild(_ arguments: [String]) -> Int32 {
      guard let mode = arguments.first else { return 2 }
      if mode == "noop" { return 0 }
      guard arguments.count == 5, let width = Int(arguments[2]), let height = Int(arguments[3]),
        let data = FileManager.default.contents(atPath: arguments[1])
      else { return 2 }
      let target = PixelSize(width: width, height: height)
      let pixels: [UInt8]
      switch mode {
      case "pipeline":
        do {
          let image = try PlatformImageDecoder().decode(
            data, targetSize: target, contentMode: .aspectFill, maximumPixelCount: 50_000_000)
          // The size asked for, or the stored size of a picture smaller than it (never
          // enlarged: the 960x600 GIF into a 1170x731 target).
          var info = ccodecs_info()
          _ = data.withUnsafeBytes { bytes in
            ccodecs_probe(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &info)
          }
          var expected = (width: Int32(0), height: Int32(0))
          ccodecs_target_size(
            info.width, info.height, Int32(width), Int32(height), 1, &expected.width,
            &expected.height)
          guard image.width == Int(expected.width), image.height == Int(expected.height) else {
            return 3
          }
          pixels = image.pixels
        } catch {
          return 4
        }
      default:
        return 2
      }
      guard let file = fopen(arguments[4], "wb") else { return 5 }
      let written = pixels.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
      fclose(file)
      return written == pixels.count ? 0 : 5
    }

    // MARK: - Process measurement

    struct ProcessMeasurement {
      /// Median wall time, seconds.
      var wall: Double
      /// Fastest wall time, seconds: the run least disturbed by other work on the machine.
      var fastestWall: Double
      /// Median user + system CPU time, seconds.
      var cpu: Double
      /// Median peak resident set size, kilobytes.
      var peakKilobytes: Int
    }

    /// GNU time, which reports a child's peak RSS without counting the memory of the process
    /// that started it (`wait4` after `posix_spawn` reports at least the parent's peak).
    static let timeTool: String? =
      FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

    /// Runs `command` `runs` times (after one warm-up run) and returns the medians, or `nil`
    /// when it fails.
    static func measure(runs: Int, _ command: [String]) -> ProcessMeasurement? {
      _ = spawn(command)
      var samples: [ProcessMeasurement] = []
      for _ in 0..<max(1, runs) {
        guard let sample = spawn(command) else {
          print("command failed: \(command.joined(separator: " "))")
          return nil
        }
        samples.append(sample)
      }
      func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }
      return ProcessMeasurement(
        wall: median(samples.map(\.wall)), fastestWall: samples.map(\.wall).min() ?? 0,
        cpu: median(samples.map(\.cpu)), peakKilobytes: median(samples.map(\.peakKilobytes)))
    }

    /// One run: wall time around spawn and exit, CPU time from `wait4`, peak RSS from GNU time
    /// when installed, else from `wait4`.
    static func spawn(_ command: [String]) -> ProcessMeasurement? {
      let report = FileManager.default.temporaryDirectory
        .appendingPathComponent("carousel-bench-time-\(getpid()).txt").path
      let wrapped = timeTool.map { [$0, "-f", "%M", "-o", report] + command } ?? command
      let start = MonotonicClock.now()
      guard let pid = startChild(wrapped, stdout: .nothingOut) else { return nil }
      var status: Int32 = 0
      var usage = rusage()
      guard wait4(pid, &status, 0, &usage) == pid else { return nil }
      let wall = MonotonicClock.now() - start
      // Exited normally with status 0 (GNU time passes the command's status on).
      guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
      // CPU time from wait4 (it includes the children GNU time waited for).
      let cpu =
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
      guard timeTool != nil else {
        return ProcessMeasurement(
          wall: wall, fastestWall: wall, cpu: cpu, peakKilobytes: usage.ru_maxrss)
      }
      let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
      guard let peak = text.split(separator: "\n").last.flatMap({ Int($0) }) else { return nil }
      return ProcessMeasurement(wall: wall, fastestWall: wall, cpu: cpu, peakKilobytes: peak)
    }

    static func selfPath() -> String {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
    }

    static func which(_ tool: String) -> String? {
      let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
        separator: ":")
      return paths.map { "\($0)/\(tool)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
    }

    // MARK: - Cache latencies

    /// A loader that serves bytes from memory, so latencies exclude the network.
    struct MemoryLoader: DataLoading {
      let data: Data
      func data(for url: URL) async throws(ImageError) -> Data { data }
    }

    static func latencies(jpeg: URL, directory: URL) {
      guard let bytes = FileManager.default.contents(atPath: jpeg.path),
        let url = URL(string: "https://images.example.com/photo.jpg")
      else { return }
      let disk = directory.appendingPathComponent("disk-cache")
      try? FileManager.default.removeItem(at: disk)
      guard let diskCache = try? DiskCache(directory: disk, sizeLimit: 64 << 20) else { return }
      let pipeline = ImagePipeline(
        configuration: .init(
          dataLoader: MemoryLoader(data: bytes), memoryCache: MemoryImageCache(costLimit: 64 << 20),
          diskCache: diskCache))
      let request = ImageRequest(url: url, targetSize: slot)
      let first = blocking { try? await pipeline.image(for: request) }
      guard first != nil else { return }

      let syncIterations = 200_000
      var start = MonotonicClock.now()
      for _ in 0..<syncIterations { _ = pipeline.cachedImage(for: request) }
      let syncHit = (MonotonicClock.now() - start) / Double(syncIterations)

      let asyncIterations = 20_000
      let asyncHit = blocking { () -> Double in
        let start = MonotonicClock.now()
        for _ in 0..<asyncIterations { _ = try? await pipeline.image(for: request) }
        return (MonotonicClock.now() - start) / Double(asyncIterations)
      }

      let key = url.absoluteString
      let diskIterations = 200
      start = MonotonicClock.now()
      for _ in 0..<diskIterations { _ = diskCache.data(for: key) }
      let diskHit = (MonotonicClock.now() - start) / Double(diskIterations)

      let small = Data(bytes.prefix(200_000))
      diskCache.store(small, for: "small")
      start = MonotonicClock.now()
      for _ in 0..<diskIterations * 10 { _ = diskCache.data(for: "small") }
      let smallHit = (MonotonicClock.now() - start) / Double(diskIterations * 10)

      // Disk hit through the whole pipeline: a fresh memory cache, bytes from disk, decode.
      let cold = ImagePipeline(
        configuration: .init(
          dataLoader: MemoryLoader(data: Data()),
          memoryCache: MemoryImageCache(costLimit: 64 << 20),
          diskCache: diskCache))
      let decodeFromDisk = blocking { () -> Double in
        let start = MonotonicClock.now()
        _ = try? await cold.image(for: request)
        return MonotonicClock.now() - start
      }

      print("Cache hits (in process, release build):")
      print("")
      print("| Operation | Latency |")
      print("|---|---:|")
      print(String(format: "| memory cache hit, `cachedImage(for:)` | %.2f µs |", syncHit * 1e6))
      print(String(format: "| memory cache hit, `await image(for:)` | %.2f µs |", asyncHit * 1e6))
      print(
        String(
          format: "| disk cache hit, %d kB entry read and verified | %.3f ms |", bytes.count / 1024,
          diskHit * 1000))
      print(
        String(
          format: "| disk cache hit, 195 kB entry read and verified | %.3f ms |", smallHit * 1000))
      print(
        String(
          format: "| disk cache hit through the pipeline (read, verify, decode to %@) | %.1f ms |",
          slot.description, decodeFromDisk * 1000))
      print("")
    }

    /// Runs async work from synchronous code and waits for its result.
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
      let box = ResultBox<T>()
      let done = DispatchSemaphore(value: 0)
      Task.detached {
        box.value = await body()
        done.signal()
      }
      done.wait()
      guard let value = box.value else { fatalError("the task ended without a value") }
      return value
    }

    final class ResultBox<T>: @unchecked Sendable {
      var value: T?
    }

    // MARK: - Coalescing

    static func coalescing(jpeg: URL, directory: URL) {
      guard let python = which("python3") else {
        print("Downloads per 100 concurrent identical requests: python3 not installed, skipped.")
        return
      }
      let port = freePort()
      let log = directory.appendingPathComponent("http.log")
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      let server = Process()
      server.executableURL = URL(fileURLWithPath: python)
      server.arguments = [
        "-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", directory.path,
      ]
      server.standardOutput = FileHandle.nullDevice
      server.standardError = FileHandle(forWritingAtPath: log.path)
      guard (try? server.run()) != nil,
        let url = URL(string: "http://127.0.0.1:\(port)/\(jpeg.lastPathComponent)")
      else { return }
      defer {
        server.terminate()
        server.waitUntilExit()
      }
      // Wait until the server accepts connections.
      let ready = blocking { () -> Bool in
        for _ in 0..<200 {
          if (try? await URLSessionDataLoader().data(
            for: URL(string: "http://127.0.0.1:\(port)/") ?? url)) != nil
          {
            return true
          }
          try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return false
      }
      guard ready else {
        print("Downloads per 100 concurrent identical requests: the local server did not start.")
        return
      }
      // No caches: every request must be served by the shared download or start its own.
      let pipeline = ImagePipeline(configuration: .init(memoryCache: nil, diskCache: nil))
      let request = ImageRequest(url: url, targetSize: slot)
      let (successes, elapsed) = blocking { () -> (Int, Double) in
        let start = MonotonicClock.now()
        let successes = await withTaskGroup(of: Bool.self) { group in
          for _ in 0..<100 {
            group.addTask { (try? await pipeline.image(for: request)) != nil }
          }
          return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        return (successes, MonotonicClock.now() - start)
      }
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      let downloads = text.components(separatedBy: "\n").filter {
        $0.contains("\"GET /\(jpeg.lastPathComponent)")
      }.count
      print(
        "Coalescing: 100 concurrent identical requests (memory and disk caches off), local HTTP server:"
      )
      print("")
      print("| Requests | Succeeded | Downloads seen by the server | Wall time |")
      print("|---:|---:|---:|---:|")
      print(String(format: "| 100 | %d | %d | %.1f ms |", successes, downloads, elapsed * 1000))
      print("")
    }

    static func freePort() -> Int {
      let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(socketDescriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = 0
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socketDescriptor, $0, length)
        }
      }
      _ = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          getsockname(socketDescriptor, $0, &length)
        }
      }
      return Int(UInt16(bigEndian: address.sin_port))
    }

    // MARK: - Test images

    /// The same photograph as WebP and AVIF, and a 100-frame GIF of 960x600 (its frames made
    /// from crops of the photograph), made once with cwebp, avifenc and ImageMagick (which
    /// scripts/bench.sh installs); inputs whose tool is missing are left out.
    static func formatInputs(from jpeg: URL, directory: URL) -> [(String, URL)] {
      let webp = directory.appendingPathComponent("photo-3840x2400.webp")
      let avif = directory.appendingPathComponent("photo-3840x2400.avif")
      let gif = directory.appendingPathComponent("frames100-960x600.gif")
      let fileManager = FileManager.default
      func make(_ file: URL, _ command: [String]) -> Bool {
        if fileManager.fileExists(atPath: file.path) { return true }
        guard let tool = which(command[0]) else { return false }
        print("Generating \(file.lastPathComponent) with \(command[0]) (once) ...")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0 && fileManager.fileExists(atPath: file.path)
      }
      var inputs: [(String, URL)] = []
      if make(webp, ["cwebp", "-q", "80", jpeg.path, "-o", webp.path]) {
        inputs.append(("WebP 3840x2400 lossy", webp))
      }
      if make(
        avif, ["avifenc", "-s", "8", "-j", "2", "--min", "24", "--max", "32", jpeg.path, avif.path])
      {
        inputs.append(("AVIF 3840x2400 4:2:0", avif))
      }
      let frames = (0..<100).map { index in
        "( \(jpeg.path) -crop 960x600+\(index * 28)+\(index * 18) +repage )"
      }
      let gifCommand =
        ["convert", "-delay", "4", "-loop", "0"]
        + frames.joined(separator: " ").split(separator: " ").map(String.init)
        + ["-colors", "128", gif.path]
      if make(gif, gifCommand) {
        inputs.append(("GIF 960x600, 100 frames (first frame)", gif))
      }
      return inputs
    }

    static func ensureTestImages(jpeg: URL, png: URL) {
      let fileManager = FileManager.default
      guard !fileManager.fileExists(atPath: jpeg.path) || !fileManager.fileExists(atPath: png.path)
      else { return }
      print("Generating test images (once) in \(jpeg.deletingLastPathComponent().path) ...")
      let photo = Photograph.render(width: photoSize.width, height: photoSize.height, seed: 7)
      let image = DecodedImage(width: photoSize.width, height: photoSize.height, pixels: photo)
      if let data = try? ImageEncoder.jpegData(from: image, quality: 90) {
        _ = fileManager.createFile(atPath: jpeg.path, contents: data)
      }
      let cutout = Photograph.cutOut(photo, width: photoSize.width, height: photoSize.height)
      let transparent = DecodedImage(
        width: photoSize.width, height: photoSize.height, pixels: cutout)
      if let data = try? ImageEncoder.pngData(from: transparent) {
        _ = fileManager.createFile(atPath: png.path, contents: data)
      }
      print("")
    }

    /// A procedural landscape with the statistics of a photograph: smooth gradients, fractal
    /// texture at every scale, hard edges, and sensor grain.
    enum Photograph {
      static func render(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix(seed: seed)
        let terrain = FractalNoise(
          width: width, height: height, cell: 768, octaves: 7, random: &random)
        let clouds = FractalNoise(
          width: width, height: height, cell: 512, octaves: 5, random: &random)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var rowTerrain = [Float](repeating: 0, count: width)
        var rowClouds = [Float](repeating: 0, count: width)
        for y in 0..<height {
          terrain.row(y, into: &rowTerrain)
          clouds.row(y, into: &rowClouds)
          let v = Float(y) / Float(height)
          for x in 0..<width {
            let t = rowTerrain[x]
            let horizon = 0.48 + (t - 0.5) * 0.18
            var r: Float
            var g: Float
            var b: Float
            if v < horizon {
              let sky = v / max(horizon, 0.01)
              r = 60 + 150 * sky
              g = 110 + 110 * sky
              b = 190 + 50 * sky
              let cloud = max(0, rowClouds[x] - 0.52) * 4
              r += (245 - r) * min(1, cloud)
              g += (245 - g) * min(1, cloud)
              b += (250 - b) * min(1, cloud)
            } else {
              let depth = (v - horizon) / max(1 - horizon, 0.01)
              let mix = rowClouds[x]
              r = (70 + 80 * mix) * (0.6 + 0.6 * t) * (1 - 0.3 * depth)
              g = (100 + 40 * mix) * (0.6 + 0.6 * t) * (1 - 0.25 * depth)
              b = (50 + 30 * mix) * (0.6 + 0.6 * t) * (1 - 0.2 * depth)
            }
            let offset = (y * width + x) * 4
            pixels[offset] = UInt8(max(0, min(255, r)))
            pixels[offset + 1] = UInt8(max(0, min(255, g)))
            pixels[offset + 2] = UInt8(max(0, min(255, b)))
          }
        }
        drawObjects(&pixels, width: width, height: height, random: &random)
        addGrain(&pixels, random: &random)
        return pixels
      }

      /// Buildings with lit windows and round trees along the horizon: hard edges.
      static func drawObjects(
        _ pixels: inout [UInt8], width: Int, height: Int, random: inout SplitMix
      ) {
        for _ in 0..<140 {
          let w = Int(random.next() % 160) + 30
          let h = Int(random.next() % 420) + 60
          let x0 = Int(random.next() % UInt64(width))
          let y1 = height / 2 + Int(random.next() % UInt64(height / 3))
          let base = (
            UInt8(random.next() % 120) + 60, UInt8(random.next() % 100) + 50,
            UInt8(random.next() % 90) + 40
          )
          for y in max(0, y1 - h)..<min(height, y1) {
            for x in x0..<min(width, x0 + w) {
              let window = (x - x0) % 14 < 7 && (y - (y1 - h)) % 22 < 12
              let offset = (y * width + x) * 4
              pixels[offset] = window ? 235 : base.0
              pixels[offset + 1] = window ? 215 : base.1
              pixels[offset + 2] = window ? 150 : base.2
            }
          }
        }
        for _ in 0..<260 {
          let radius = Int(random.next() % 70) + 12
          let cx = Int(random.next() % UInt64(width))
          let cy = height / 2 + Int(random.next() % UInt64(height / 2))
          let shade = UInt8(random.next() % 80)
          for y in max(0, cy - radius)..<min(height, cy + radius) {
            for x in max(0, cx - radius)..<min(width, cx + radius) {
              let dx = x - cx
              let dy = y - cy
              guard dx * dx + dy * dy <= radius * radius else { continue }
              let offset = (y * width + x) * 4
              pixels[offset] = 20 + shade / 2
              pixels[offset + 1] = 60 + shade
              pixels[offset + 2] = 25 + shade / 3
            }
          }
        }
      }

      static func addGrain(_ pixels: inout [UInt8], random: inout SplitMix) {
        var bits: UInt64 = 0
        for offset in stride(from: 0, to: pixels.count, by: 4) {
          if offset % 32 == 0 { bits = random.next() }
          let grain = Int(bits & 0xF) - 8
          bits >>= 8
          for channel in 0..<3 {
            pixels[offset + channel] = UInt8(
              max(0, min(255, Int(pixels[offset + channel]) + grain)))
          }
        }
      }

      /// The photograph as a cut-out: an elliptical subject with a soft edge, transparent
      /// (and black) around it, with a few semi-transparent patches.
      static func cutOut(_ photo: [UInt8], width: Int, height: Int) -> [UInt8] {
        var pixels = photo
        let cx = Double(width) / 2
        let cy = Double(height) / 2
        let rx = Double(width) * 0.42
        let ry = Double(height) * 0.45
        for y in 0..<height {
          for x in 0..<width {
            let dx = (Double(x) - cx) / rx
            let dy = (Double(y) - cy) / ry
            let distance = (dx * dx + dy * dy).squareRoot()
            var alpha = max(0, min(1, (1 - distance) * 25))
            if (x / 256 + y / 256) % 5 == 0 { alpha *= 0.5 }
            let offset = (y * width + x) * 4
            pixels[offset + 3] = UInt8(alpha * 255)
            if alpha == 0 {
              pixels[offset] = 0
              pixels[offset + 1] = 0
              pixels[offset + 2] = 0
            }
          }
        }
        return pixels
      }
    }

    /// Value noise summed over octaves, values in 0...1.
    struct FractalNoise {
      let width: Int
      let octaves: [(cell: Int, amplitude: Float, columns: Int, lattice: [Float])]
      let total: Float

      init(width: Int, height: Int, cell: Int, octaves count: Int, random: inout SplitMix) {
        self.width = width
        var octaves: [(Int, Float, Int, [Float])] = []
        var amplitude: Float = 1
        var total: Float = 0
        for octave in 0..<count {
          let size = max(2, cell >> octave)
          let columns = width / size + 2
          let rows = height / size + 2
          let lattice = (0..<(columns * rows)).map { _ in Float(random.next() % 10_000) / 10_000 }
          octaves.append((size, amplitude, columns, lattice))
          total += amplitude
          amplitude *= 0.55
        }
        self.octaves = octaves
        self.total = total
      }

      func row(_ y: Int, into values: inout [Float]) {
        for x in 0..<width { values[x] = 0 }
        for octave in octaves {
          let fy = Float(y) / Float(octave.cell)
          let iy = Int(fy)
          var ty = fy - Float(iy)
          ty = ty * ty * (3 - 2 * ty)
          let top = iy * octave.columns
          let bottom = top + octave.columns
          for x in 0..<width {
            let fx = Float(x) / Float(octave.cell)
            let ix = Int(fx)
            var tx = fx - Float(ix)
            tx = tx * tx * (3 - 2 * tx)
            let a = octave.lattice[top + ix]
            let b = octave.lattice[top + ix + 1]
            let c = octave.lattice[bottom + ix]
            let d = octave.lattice[bottom + ix + 1]
            let upper = a + (b - a) * tx
            let lower = c + (d - c) * tx
            values[x] += (upper + (lower - upper) * ty) * octave.amplitude
          }
        }
        for x in 0..<width { values[x] /= total }
      }
    }

    struct SplitMix {
      var state: UInt64

      init(seed: UInt64) {
        state = seed
      }

      mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
      }
    }
  }
#endif
