// What hostile input costs the real `carousel` executable: many items, and a slow server.
//
//   carousel-bench hostile [--carousel PATH] [--baseline PATH] [--counts 200,2000]
//                          [--seconds 180] [--directory PATH] [--server PATH]
//                          [--skip-items] [--skip-render] [--skip-slow]
//
// Many items: the live carousel (in tmux, 200x60, auto-advancing every 3 s, its caches in a
// fresh folder) given N picture URLs on a local server (the image tests' server,
// Tests/CarouselImagesTests/Server/image_test_server.py, serving one 1600x1000 JPEG of about
// 600 kB under N names). After a minute a burst: the user holds the Right arrow (600 presses
// in about 10 s), then lets the carousel rest. Reports the requests the server saw in the
// first minute and in all, how many pictures were asked for, the peak resident memory
// (VmHWM), the steady resident memory (the median over the last third of the run, sampled
// every second, well after the burst) and the CPU time.
//
// Rendering many: `carousel render` of N URLs at three times (GNU time for the peak memory):
// the requests the server saw, the peak resident memory and the wall time.
//
// Slow server: `carousel render URL --out DIR` for a picture whose server sends one byte a
// second (and so never stops sending, nor finishes): the wall time until the command fails.
//
// Every build given runs the same inputs, one after the other: `--baseline` is another
// build measured beside the first (the branch the work started from, say).

import CarouselTerminal
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

func runHostileBenchmarks(arguments: [String]) {
  HostileBenchmarks.run(arguments: arguments)
}

enum HostileBenchmarks {
  static func run(arguments: [String]) {
    let option = { RenderBenchmarks.option($0, in: arguments) }
    var builds = option("--carousel").map { [("given", $0)] } ?? RenderBenchmarks.findCarousels()
    if let baseline = option("--baseline") { builds.append(("baseline", baseline)) }
    let counts =
      option("--counts").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [200, 2000]
    let seconds = option("--seconds").flatMap(Double.init) ?? 180
    let directory =
      option("--directory")
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("carousel-bench-hostile")
      .path
    let server = option("--server") ?? "Tests/CarouselImagesTests/Server/image_test_server.py"
    print("## Hostile input")
    print("")
    print(
      "Machine: \(RenderBenchmarks.cpuCount()) CPUs, load average at start "
        + "\(RenderBenchmarks.loadAverage()).")
    print("")
    guard !builds.isEmpty else {
      print("Skipped: no carousel executable (give one with --carousel PATH).")
      return
    }
    guard FileManager.default.fileExists(atPath: server) else {
      print("Skipped: no test server at \(server) (run from the package's root, or --server).")
      return
    }
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    if !arguments.contains("--skip-items") {
      manyItems(
        builds: builds, counts: counts, seconds: seconds, directory: directory, server: server)
    }
    if !arguments.contains("--skip-render") {
      renderMany(builds: builds, counts: counts, directory: directory, server: server)
    }
    if !arguments.contains("--skip-slow") {
      slowServer(builds: builds, directory: directory, server: server)
    }
  }

  // MARK: Rendering many

  /// `carousel render` of N URLs at three times: what it fetches and its peak memory.
  static func renderMany(
    builds: [(label: String, path: String)], counts: [Int], directory: String, server: String
  ) {
    print("### `carousel render` of N picture URLs at 0, 3.5 and 7 s")
    print("")
    let photo = (directory as NSString).appendingPathComponent("banner-1600x1000.jpg")
    guard RenderBenchmarks.ensurePhoto(at: photo, width: 1600, height: 1000),
      FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
    else {
      print("Skipped: needs the test photograph and GNU time.")
      return
    }
    print("| Build | URLs | Requests | Peak RSS (MB) | Wall (s) | Exit status |")
    print("|---|---:|---:|---:|---:|---:|")
    for count in counts {
      for build in builds {
        let run = (directory as NSString).appendingPathComponent("render-\(getpid())-\(count)")
        defer { try? FileManager.default.removeItem(atPath: run) }
        let pictures = (run as NSString).appendingPathComponent("pictures")
        try? FileManager.default.createDirectory(
          atPath: pictures, withIntermediateDirectories: true)
        for index in 0..<count {
          _ = link(photo, (pictures as NSString).appendingPathComponent("p\(index).jpg"))
        }
        guard let (port, stop) = startServer(script: server, directory: pictures) else {
          print("| \(build.label) | \(count) | failed | | | |")
          continue
        }
        let report = (run as NSString).appendingPathComponent("time.txt")
        let start = MonotonicClock.now()
        let urls = (0..<count).map { "http://127.0.0.1:\(port)/files/p\($0).jpg" }
        guard
          let child = startChild(
            ["/usr/bin/time", "-o", report, "-f", "%M", build.path, "render"] + urls + [
              "--at", "0,3.5,7", "--size", "780x260", "--out",
              (run as NSString).appendingPathComponent("frames"),
            ], stdin: .nothingIn, stdout: .nothingOut, stderr: .nothingOut,
            environment: [
              "XDG_CACHE_HOME=\((run as NSString).appendingPathComponent("cache"))",
              "HOME=\(run)", "PATH=/usr/bin:/bin",
            ])
        else {
          stop()
          continue
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let wall = MonotonicClock.now() - start
        let requests = totals(port: port)?.requests ?? -1
        stop()
        let peak =
          ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "")
          .split(separator: "\n").last.flatMap { Int($0) } ?? 0
        print(
          "| \(build.label) (\(build.path)) | \(count) | \(requests) | \(megabytes(peak)) | "
            + "\(String(format: "%.1f", wall)) | \((status >> 8) & 0xFF) |")
      }
    }
    print("")
  }

  // MARK: Many items

  static func manyItems(
    builds: [(label: String, path: String)], counts: [Int], seconds: Double, directory: String,
    server: String
  ) {
    print(
      "### The live carousel given many picture URLs (tmux 200x60, \(Int(seconds)) s, a burst "
        + "of 600 Right presses after a minute)")
    print("")
    let photo = (directory as NSString).appendingPathComponent("banner-1600x1000.jpg")
    guard RenderBenchmarks.ensurePhoto(at: photo, width: 1600, height: 1000) else {
      print("Skipped: could not write the test photograph.")
      return
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: photo)[.size] as? Int) ?? 0
    print(
      "One \(size / 1024) kB 1600x1000 JPEG served under N names by the image tests' server; "
        + "auto-advance every 3 s; a fresh cache folder per run. Requests as the server counted "
        + "them; peak memory is VmHWM, steady memory the median VmRSS over the last third of "
        + "the run (sampled every second).")
    print("")
    print(
      "| Build | URLs | Requests, first minute | Requests in all | Pictures asked for | "
        + "Peak RSS (MB) | Steady RSS (MB) | CPU (s) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for count in counts {
      for build in builds {
        let label = "\(build.label) (\(build.path))"
        guard
          let result = measureManyItems(
            carousel: build.path, count: count, seconds: seconds, directory: directory,
            photo: photo, server: server)
        else {
          print("| \(label) | \(count) | failed | | | | | |")
          continue
        }
        print(
          "| \(label) | \(count) | \(result.firstMinuteRequests) | \(result.requests) | "
            + "\(result.names) | \(megabytes(result.peakKilobytes)) | "
            + "\(megabytes(result.steadyKilobytes)) | \(String(format: "%.1f", result.cpu)) |")
      }
    }
    print("")
  }

  struct ManyItemsResult {
    var firstMinuteRequests: Int
    var requests: Int
    var names: Int
    var peakKilobytes: Int
    var steadyKilobytes: Int
    var cpu: Double
  }

  static func measureManyItems(
    carousel: String, count: Int, seconds: Double, directory: String, photo: String,
    server: String
  ) -> ManyItemsResult? {
    let run = (directory as NSString).appendingPathComponent("run-\(getpid())-\(count)")
    defer { try? FileManager.default.removeItem(atPath: run) }
    let pictures = (run as NSString).appendingPathComponent("pictures")
    let cache = (run as NSString).appendingPathComponent("cache")
    for folder in [pictures, cache] {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    for index in 0..<count {
      let name = (pictures as NSString).appendingPathComponent("p\(index).jpg")
      guard link(photo, name) == 0 || errno == EEXIST else { return nil }
    }
    guard let (port, stop) = startServer(script: server, directory: pictures) else {
      return nil
    }
    defer { stop() }
    let urls = (0..<count).map { "'http://127.0.0.1:\(port)/files/p\($0).jpg'" }
    let script = (run as NSString).appendingPathComponent("run.sh")
    let command =
      "exec env XDG_CACHE_HOME='\(cache)' HOME='\(run)' COLORTERM=truecolor '\(carousel)' "
      + "--interval 3 " + urls.joined(separator: " ") + "\n"
    guard FileManager.default.createFile(atPath: script, contents: Data(command.utf8)) else {
      return nil
    }
    let session = "carousel-bench-hostile-\(getpid())"
    defer { _ = RenderBenchmarks.shell(["tmux", "kill-session", "-t", session]) }
    guard
      RenderBenchmarks.shell([
        "tmux", "new-session", "-d", "-s", session, "-x", "200", "-y", "60",
        "exec sh '\(script)'",
      ]) == 0
    else { return failure("tmux did not start") }
    let start = MonotonicClock.now()
    // The pane's process becomes the carousel (the script and env exec it).
    var pid: Int32?
    while MonotonicClock.now() - start < 10, pid == nil {
      let text = RenderBenchmarks.shellOutput([
        "tmux", "display-message", "-p", "-t", session, "#{pane_pid}",
      ]).trimmingCharacters(in: .whitespacesAndNewlines)
      if let candidate = Int32(text),
        (try? String(contentsOfFile: "/proc/\(candidate)/comm", encoding: .utf8))?
          .hasPrefix("carousel") == true
      {
        pid = candidate
      } else {
        usleep(10_000)
      }
    }
    guard let pid else { return failure("the carousel did not start") }
    var samples: [(time: Double, kilobytes: Int)] = []
    var firstMinute: Int?
    var peak = 0
    var burstPresses = 0
    while MonotonicClock.now() - start < seconds {
      let elapsed = MonotonicClock.now() - start
      if elapsed >= 60, burstPresses < 600 {
        // The burst: 20 presses of the Right arrow every 0.3 s.
        _ = RenderBenchmarks.shell(
          ["tmux", "send-keys", "-t", session] + Array(repeating: "Right", count: 20))
        burstPresses += 20
        usleep(300_000)
      } else {
        usleep(1_000_000)
      }
      let sampled = MonotonicClock.now() - start
      guard let status = memoryStatus(pid: pid) else {
        return failure("the carousel ended after \(Int(sampled)) s")
      }
      samples.append((sampled, status.resident))
      peak = max(peak, status.peak)
      // Before the burst starts.
      if firstMinute == nil, elapsed >= 59 { firstMinute = totals(port: port)?.requests }
    }
    let cpu = RenderBenchmarks.cpuSeconds(pid: pid) ?? 0
    guard let all = totals(port: port) else { return failure("no totals from the server") }
    let lastThird = samples.filter { $0.time >= seconds * 2 / 3 }.map { Double($0.kilobytes) }
    return ManyItemsResult(
      firstMinuteRequests: firstMinute ?? all.requests, requests: all.requests, names: all.names,
      peakKilobytes: peak, steadyKilobytes: Int(RenderBenchmarks.Stats(lastThird).median),
      cpu: cpu)
  }

  /// Says on standard error why a measurement failed; nil.
  static func failure(_ reason: String) -> ManyItemsResult? {
    FileHandle.standardError.write(Data("carousel-bench hostile: \(reason)\n".utf8))
    return nil
  }

  // MARK: Slow server

  static func slowServer(builds: [(label: String, path: String)], directory: String, server: String)
  {
    print("### A server that sends one byte a second: `carousel render URL --out DIR`")
    print("")
    let photo = (directory as NSString).appendingPathComponent("banner-1600x1000.jpg")
    guard RenderBenchmarks.ensurePhoto(at: photo, width: 1600, height: 1000) else {
      print("Skipped: could not write the test photograph.")
      return
    }
    let pictures = (directory as NSString).appendingPathComponent("slow-\(getpid())")
    try? FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: pictures) }
    _ = link(photo, (pictures as NSString).appendingPathComponent("slow.jpg"))
    guard let (port, stop) = startServer(script: server, directory: pictures) else {
      print("Skipped: the test server did not start.")
      return
    }
    defer { stop() }
    print("| Build | Time to failure (s) | Exit status | Requests | Message |")
    print("|---|---:|---:|---:|---|")
    for (index, build) in builds.enumerated() {
      // A name of its own per build: the server counts requests by name.
      let name = "slow.jpg"
      let url = "http://127.0.0.1:\(port)/files/\(name)?trickle=1&n=\(index)"
      let cache = (pictures as NSString).appendingPathComponent("cache-\(index)")
      let output = (pictures as NSString).appendingPathComponent("out-\(index)")
      let errors = (pictures as NSString).appendingPathComponent("errors-\(index).txt")
      let before = totals(port: port)?.requests ?? 0
      let start = MonotonicClock.now()
      guard
        let child = startChild(
          [build.path, "render", url, "--out", output], stdin: .nothingIn, stdout: .nothingOut,
          stderr: .file(errors),
          environment: ["XDG_CACHE_HOME=\(cache)", "HOME=\(pictures)", "PATH=/usr/bin:/bin"])
      else {
        print("| \(build.label) | failed to start | | | |")
        continue
      }
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
      let elapsed = MonotonicClock.now() - start
      let requests = (totals(port: port)?.requests ?? 0) - before
      let message =
        ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
        .split(separator: "\n").first.map(String.init) ?? ""
      print(
        "| \(build.label) (\(build.path)) | \(String(format: "%.1f", elapsed)) | "
          + "\((status >> 8) & 0xFF) | \(requests) | \(message) |")
    }
    print("")
  }

  // MARK: Helpers

  /// Starts the test server for `directory`; its port, and how to stop it.
  static func startServer(script: String, directory: String) -> (Int, () -> Void)? {
    var input: [Int32] = [0, 0]
    guard pipe(&input) == 0 else { return nil }
    _ = fcntl(input[1], F_SETFD, FD_CLOEXEC)
    let log = (directory as NSString).appendingPathComponent("server.out")
    guard
      let pid = startChild(
        ["python3", script, directory], stdin: .copy(of: input[0]), stdout: .file(log),
        stderr: .nothingOut, searchesPath: true)
    else {
      close(input[0])
      close(input[1])
      return nil
    }
    close(input[0])
    let stop = {
      close(input[1])
      kill(pid, SIGTERM)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    let start = MonotonicClock.now()
    while MonotonicClock.now() - start < 20 {
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("PORT ") }),
        let port = Int(line.dropFirst(5))
      {
        return (port, stop)
      }
      usleep(20_000)
    }
    stop()
    return nil
  }

  /// The server's counts over every name.
  static func totals(port: Int) -> (requests: Int, names: Int)? {
    guard let url = URL(string: "http://127.0.0.1:\(port)/totals") else { return nil }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let task = URLSession.shared.dataTask(with: url) { data, _, _ in
      box.set(data)
      done.signal()
    }
    task.resume()
    done.wait()
    guard let data = box.get(),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let requests = object["requests"] as? Int, let names = object["names"] as? Int
    else { return nil }
    return (requests, names)
  }

  final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Data?
    func set(_ newValue: Data?) { lock.withLock { value = newValue } }
    func get() -> Data? { lock.withLock { value } }
  }

  /// VmRSS and VmHWM of a process, in kilobytes.
  static func memoryStatus(pid: Int32) -> (resident: Int, peak: Int)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    var resident: Int?
    var peak: Int?
    for line in text.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 2 else { continue }
      if fields[0] == "VmRSS:" { resident = Int(fields[1]) }
      if fields[0] == "VmHWM:" { peak = Int(fields[1]) }
    }
    guard let resident, let peak else { return nil }
    return (resident, peak)
  }

  static func megabytes(_ kilobytes: Int) -> String {
    String(format: "%.1f", Double(kilobytes) / 1024)
  }
}
