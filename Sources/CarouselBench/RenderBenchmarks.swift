// Renderer and terminal benchmarks: frame compose + encode times, bytes written per frame,
// the real app's CPU use while idle, and a whole-process comparison with chafa.
//
//   carousel-bench render [--runs N] [--directory PATH] [--carousel PATH] [--baseline PATH]
//                         [--skip-idle] [--processes-only]
//
// The interactive measurements run the real `carousel` executable inside tmux and read its
// CPU time from /proc/PID/stat. The whole-process comparison runs
// `carousel render PHOTO --text 200x60` against `chafa --size 200x60 --symbols vhalf PHOTO`
// under GNU time (peak RSS).

import CarouselCore
import CarouselImages
import CarouselRendering
import CarouselTerminal
import Foundation

#if canImport(CCarouselCodecs)
  import CCarouselCodecs
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Runs the renderer and terminal benchmarks and prints a report in Markdown.
///
/// - Parameter arguments: `--runs N` (repetitions per measurement, 7 by default),
///   `--directory PATH` (where the test photograph is kept), `--carousel PATH` (the
///   executable to measure), `--baseline PATH` (another build measured beside it),
///   `--skip-idle` (leave out the 20 s of idle measurements), `--processes-only` (only the
///   whole-process comparison).
func runRenderBenchmarks(arguments: [String] = []) {
  RenderBenchmarks.run(arguments: arguments)
}

enum RenderBenchmarks {
  static func run(arguments: [String]) {
    let runs = option("--runs", in: arguments).flatMap(Int.init) ?? 7
    print("## Renderer and terminal")
    print("")
    print("Machine: \(cpuCount()) CPUs, load average at start \(loadAverage()).")
    print("")
    if !arguments.contains("--processes-only") { frameBenchmarks(runs: runs) }
    var builds = option("--carousel", in: arguments).map { [("given", $0)] } ?? findCarousels()
    // Another build to compare with in the same run (say, the main branch's): `--baseline PATH`.
    if let baseline = option("--baseline", in: arguments) {
      builds.append(("baseline: \(baseline)", baseline))
    }
    if !arguments.contains("--skip-idle"), !arguments.contains("--processes-only") {
      idleBenchmarks(carousel: builds.first?.path)
    }
    processComparison(
      builds: builds, runs: runs,
      directory: option("--directory", in: arguments)
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("carousel-bench-render")
        .path)
  }

  // MARK: Frames in process

  static func frameBenchmarks(runs: Int) {
    print("### Frame compose + encode (in process)")
    print("")
    print("| Frame | Step | Median (ms) | p95 (ms) |")
    print("|---|---|---:|---:|")

    // A 200 x 60 terminal during page turns: render, cells, diff-encode.
    for mode in [ColorMode.trueColor, .palette256] {
      let result = terminalTransition(colorMode: mode, turns: max(3, runs))
      let label = "200x60 terminal (\(mode == .trueColor ? "24-bit" : "256 colours")), page turn"
      print("| \(label) | render | \(ms(result.render.median)) | \(ms(result.render.p95)) |")
      print(
        "| \(label) | cells + encode | \(ms(result.encode.median)) | \(ms(result.encode.p95)) |")
      print("| \(label) | total | \(ms(result.total.median)) | \(ms(result.total.p95)) |")
      byteRows.append(
        "| 200x60, \(mode == .trueColor ? "24-bit" : "256 colours") | page turn | "
          + "\(result.bytes.mean / 1024) | \(result.bytes.max / 1024) | \(result.frames) |")
      byteRows.append(
        "| 200x60, \(mode == .trueColor ? "24-bit" : "256 colours") | idle (no change) | "
          + "\(result.idleBytes) | \(result.idleBytes) | \(result.frames) |")
    }

    // A 1170 x 390 PNG frame (a 390 x 130 point banner at 3x), mid page turn.
    var host = CarouselHostMachine(
      itemCount: 5, signals: CarouselHostSignals(isInWindow: true), now: 0)
    host.setIndicator(.dots(CarouselRenderStyle.defaultPageIndicator), now: 0)
    host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    var renderer = CarouselRenderer(scale: 3)
    renderer.setContents(DemoSlide.standardSet().map { .artwork($0) })
    host.next(now: 0)
    var frame = FrameBuffer(width: 0, height: 0)
    renderer.render(host.frame, into: &frame)  // prepares the slides once, as the app would
    var compose: [Double] = []
    var encode: [Double] = []
    var pngBytes = 0
    for index in 0..<max(10, runs * 3) {
      // Back to the start of the turn every 30 frames (virtual time runs forward only).
      if index > 0, index % 30 == 0 {
        host.scroll(to: 0, animated: false, now: host.frame.time)
        host.next(now: host.frame.time)
      }
      host.tick(now: host.frame.time + 0.01)
      let start = MonotonicClock.now()
      renderer.render(host.frame, into: &frame)
      let composed = MonotonicClock.now()
      pngBytes = (try? frame.pngData().count) ?? 0
      let encoded = MonotonicClock.now()
      compose.append(composed - start)
      encode.append(encoded - composed)
    }
    let c = Stats(compose)
    let e = Stats(encode)
    let t = Stats(zip(compose, encode).map { $0 + $1 })
    print("| 1170x390 PNG, mid page turn | compose | \(ms(c.median)) | \(ms(c.p95)) |")
    print(
      "| 1170x390 PNG, mid page turn | PNG encode (libpng, \(pngBytes / 1024) kB) | \(ms(e.median)) | \(ms(e.p95)) |"
    )
    print("| 1170x390 PNG, mid page turn | total | \(ms(t.median)) | \(ms(t.p95)) |")
    print("")
    print("### Bytes written per frame")
    print("")
    print("Only changed cells are written; an idle carousel draws no frame at all.")
    print("")
    print("| Terminal | Situation | Mean (kB) | Max (kB) | Frames |")
    print("|---|---|---:|---:|---:|")
    for row in byteRows { print(row) }
    print("")
  }

  nonisolated(unsafe) private static var byteRows: [String] = []

  struct TransitionResult {
    var render: Stats
    var encode: Stats
    var total: Stats
    var bytes: (mean: Int, max: Int)
    var idleBytes: Int
    var frames: Int
  }

  /// Page turns of the demo slides in a 200 x 60 terminal, stepped at 30 frames per second
  /// as the app does.
  static func terminalTransition(colorMode: ColorMode, turns: Int) -> TransitionResult {
    let layout = ScreenLayout(columns: 200, rows: 60)
    let slideshow = Slideshow(options: CarouselOptions())
    var session = CarouselSession(
      configuration: slideshow.configuration, labels: slideshow.labels, layout: layout, now: 0)
    var style = CarouselRenderStyle()
    style.showsPauseMark = false
    var renderer = CarouselRenderer(style: style, scale: 1)
    renderer.setContents(slideshow.initialContents)
    let composer = ScreenComposer(colorMode: colorMode)
    var encoder = CellEncoder(colorMode: colorMode)
    var frame = FrameBuffer(width: 0, height: 0)
    var output: [UInt8] = []
    // The first frame (whole screen, slides prepared) is not part of the figures.
    renderer.renderSlides(session.frame, into: &frame)
    encoder.encode(composer.compose(session: session, slides: frame), into: &output)

    var renderTimes: [Double] = []
    var encodeTimes: [Double] = []
    var byteCounts: [Int] = []
    var now = 1.0
    for _ in 0..<turns {
      session.handle(.key(.right), now: now)
      while session.tickPlan == .frames {
        now += 1.0 / 30
        session.advance(to: now)
        let start = MonotonicClock.now()
        renderer.renderSlides(session.frame, into: &frame)
        let rendered = MonotonicClock.now()
        output.removeAll(keepingCapacity: true)
        encoder.encode(composer.compose(session: session, slides: frame), into: &output)
        let encoded = MonotonicClock.now()
        renderTimes.append(rendered - start)
        encodeTimes.append(encoded - rendered)
        byteCounts.append(output.count)
      }
      now += 1
    }
    // At rest, drawing again changes nothing: zero bytes.
    renderer.renderSlides(session.frame, into: &frame)
    output.removeAll(keepingCapacity: true)
    encoder.encode(composer.compose(session: session, slides: frame), into: &output)
    return TransitionResult(
      render: Stats(renderTimes), encode: Stats(encodeTimes),
      total: Stats(zip(renderTimes, encodeTimes).map { $0 + $1 }),
      bytes: (
        byteCounts.reduce(0, +) / max(1, byteCounts.count), byteCounts.max() ?? 0
      ), idleBytes: output.count, frames: byteCounts.count)
  }

  // MARK: The real app, idle

  static func idleBenchmarks(carousel: String?) {
    print("### The real app over 10 s (tmux, 200x60)")
    print("")
    guard let carousel, which("tmux") != nil else {
      print("Skipped: needs tmux and the carousel executable.")
      print("")
      return
    }
    print("CPU time of all threads from /proc/PID/task/*/schedstat (nanoseconds; /proc/PID/stat")
    print("counts only 10 ms ticks); bytes written to the terminal counted")
    print("with tmux pipe-pane; the first screen is drawn before the 10 s start.")
    print("")
    print("| Situation | CPU time (ms) | CPU share | Bytes written |")
    print("|---|---:|---:|---:|")
    for (label, arguments) in [
      ("idle (--interval 0: nothing moves)", "--interval 0"),
      ("auto-advance every 3 s (3 page turns)", "--interval 3"),
    ] {
      guard let result = measureApp(carousel: carousel, arguments: arguments, seconds: 10) else {
        print("| \(label) | failed | | |")
        continue
      }
      print(
        "| \(label) | \(String(format: "%.2f", result.cpu * 1000)) | "
          + "\(String(format: "%.3f%%", result.cpu / 10 * 100)) | \(result.bytes) |")
    }
    print("")
  }

  static func measureApp(carousel: String, arguments: String, seconds: Double) -> (
    cpu: Double, bytes: Int
  )? {
    let name = "carousel-bench-\(getpid())"
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).out").path
    defer {
      _ = shell(["tmux", "kill-session", "-t", name])
      unlink(log)
    }
    let command = "env COLORTERM=truecolor '\(carousel)' \(arguments)"
    guard
      shell(["tmux", "new-session", "-d", "-s", name, "-x", "200", "-y", "60", command]) == 0
    else { return nil }
    // Wait for the first screen.
    let deadline = Date().addingTimeInterval(10)
    var pid: Int32?
    while Date() < deadline {
      let screen = shellOutput(["tmux", "capture-pane", "-p", "-t", name])
      if screen.contains("1 / 5") {
        pid = Int32(
          shellOutput(["tmux", "display-message", "-p", "-t", name, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines))
        break
      }
      usleep(20_000)
    }
    guard let pid, let before = cpuSeconds(pid: pid) else { return nil }
    _ = shell(["tmux", "pipe-pane", "-o", "-t", name, "cat > '\(log)'"])
    usleep(UInt32(seconds * 1_000_000))
    guard let after = cpuSeconds(pid: pid) else { return nil }
    _ = shell(["tmux", "pipe-pane", "-t", name])
    let bytes = (try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0
    return (after - before, bytes)
  }

  /// CPU time of a process, all threads: nanoseconds on a CPU from
  /// /proc/PID/task/*/schedstat, else user + system ticks from /proc/PID/stat.
  static func cpuSeconds(pid: Int32) -> Double? {
    if let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
      var total = 0.0
      var found = false
      for task in tasks {
        guard
          let text = try? String(
            contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
          let first = text.split(separator: " ").first, let nanoseconds = Double(first)
        else { continue }
        total += nanoseconds / 1e9
        found = true
      }
      if found { return total }
    }
    return tickSeconds(pid: pid)
  }

  /// User + system CPU time of a process, from /proc/PID/stat (fields 14 and 15, in ticks).
  static func tickSeconds(pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // fields[0] is the state (field 3), so utime (14) and stime (15) are at 11 and 12.
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
    else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  // MARK: Whole processes against chafa and vipsthumbnail

  static func processComparison(
    builds: [(label: String, path: String)], runs: Int, directory: String
  ) {
    print("### One picture at 200x60 cells, whole processes")
    print("")
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let photo = (directory as NSString).appendingPathComponent("photo-4032x3024.jpg")
    let cutout = (directory as NSString).appendingPathComponent("cutout-3700x2400.png")
    guard ensurePhoto(at: photo) else {
      print("Skipped: could not write the test photograph.")
      return
    }
    guard !builds.isEmpty else {
      print("Skipped: the carousel executable was not found (build it with scripts/bench.sh).")
      return
    }
    var inputs = [("JPEG 4032x3024 baseline", photo)]
    if ensureCutout(at: cutout) { inputs.append(("PNG 3700x2400 RGBA", cutout)) }
    print(
      "Inputs: a 4032x3024 baseline JPEG and a 3700x2400 RGBA PNG (a photograph cut out on "
        + "transparency), both drawn in code. Output: 24-bit half-block text to /dev/null "
        + "(vipsthumbnail: a 200x120 thumbnail). \(runs) runs after a warm-up, the programs "
        + "taking turns; wall time around spawn and exit, CPU and peak RSS from GNU time. "
        + "Load average at start: \(loadAverage()).")
    print("")
    print(
      "| Input | Command | Wall, median (ms) | Wall, fastest (ms) | CPU, median (ms) | Peak RSS (MB) |"
    )
    print("|---|---|---:|---:|---:|---:|")
    let vipsOutput = (directory as NSString).appendingPathComponent("vips-out.v")
    // The start-up floor: a process that prints its version and exits.
    let versions = measureTogether(
      runs: runs, builds.map { [$0.path, "--version"] })
    for (build, result) in zip(builds, versions) {
      print(processRow("-", "carousel --version (\(build.label))", result))
    }
    for (label, path) in inputs {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      let name = "\(label), \(size / 1024) kB"
      var commands = builds.map {
        [$0.path, "render", path, "--text", "200x60", "--color", "truecolor"]
      }
      var labels = builds.map { "carousel render PICTURE --text 200x60 (\($0.label))" }
      if let chafa = which("chafa") {
        commands.append([
          chafa, "--size", "200x60", "--symbols", "vhalf", "--format", "symbols", "--colors",
          "full", path,
        ])
        labels.append("chafa --size 200x60 --symbols vhalf PICTURE")
      }
      if let vips = which("vipsthumbnail") {
        commands.append([vips, path, "--size", "200x120", "-o", vipsOutput])
        labels.append("vipsthumbnail PICTURE --size 200x120")
      }
      let results = measureTogether(runs: runs, commands)
      for (rowLabel, result) in zip(labels, results) {
        print(processRow(name, rowLabel, result))
      }
      comparisons.append(
        (label, Array(zip(labels, results)).map { (label: $0.0, result: $0.1) }))
    }
    print("")
    for (input, rows) in comparisons {
      let chafa = rows.first { $0.label.hasPrefix("chafa") }?.result
      let vips = rows.first { $0.label.hasPrefix("vipsthumbnail") }?.result
      for row in rows where row.label.hasPrefix("carousel") {
        guard let result = row.result else { continue }
        var parts: [String] = []
        if let chafa {
          parts.append(
            "chafa: wall \(ratio(result.medianWall, chafa.medianWall)), CPU "
              + "\(ratio(result.medianCPU, chafa.medianCPU)), peak RSS "
              + "\(ratio(Double(result.peakKilobytes), Double(chafa.peakKilobytes)))")
        }
        if let vips {
          parts.append(
            "vipsthumbnail: wall \(ratio(result.medianWall, vips.medianWall)), CPU "
              + "\(ratio(result.medianCPU, vips.medianCPU)), peak RSS "
              + "\(ratio(Double(result.peakKilobytes), Double(vips.peakKilobytes)))")
        }
        let build = row.label.replacingOccurrences(
          of: "carousel render PICTURE --text 200x60 ", with: "")
        print("- \(input), carousel \(build) / " + parts.joined(separator: "; / "))
      }
    }
    print("")
  }

  /// The rows measured so far, per input, for the ratios.
  nonisolated(unsafe) static var comparisons:
    [(input: String, rows: [(label: String, result: ProcessMeasurement?)])] = []

  static func processRow(_ input: String, _ label: String, _ result: ProcessMeasurement?)
    -> String
  {
    guard let result else { return "| \(input) | \(label) | failed | | | |" }
    return "| \(input) | \(label) | \(ms(result.medianWall)) | \(ms(result.fastestWall)) | "
      + "\(ms(result.medianCPU)) | \(String(format: "%.1f", Double(result.peakKilobytes) / 1024)) |"
  }

  /// A 3700x2400 RGBA PNG: the image benchmarks' photograph cut out on transparency, encoded
  /// by the shared encoder (libpng, default filters and compression).
  static func ensureCutout(at path: String) -> Bool {
    if FileManager.default.fileExists(atPath: path) { return true }
    #if canImport(CCarouselCodecs) && os(Linux)
      let (width, height) = (3700, 2400)
      let photo = ImageBenchmarks.Photograph.render(width: width, height: height, seed: 7)
      let cutout = ImageBenchmarks.Photograph.cutOut(photo, width: width, height: height)
      guard
        let data = try? ImageEncoder.pngData(
          from: DecodedImage(width: width, height: height, pixels: cutout))
      else { return false }
      return FileManager.default.createFile(atPath: path, contents: data)
    #else
      return false
    #endif
  }

  /// Writes a photograph-like JPEG (gradients, shapes and fine noise, so the encoder and
  /// decoder do real work) with the shared encoder, 4032x3024 unless told otherwise.
  static func ensurePhoto(at path: String, width: Int = 4032, height: Int = 3024) -> Bool {
    if FileManager.default.fileExists(atPath: path) { return true }
    #if canImport(CCarouselCodecs)
      var frame = FrameBuffer(width: width, height: height)
      frame.fillLinearGradient(
        from: RGBAColor(hex: 0x1E3C72), to: RGBAColor(hex: 0xF2994A), angle: 1.1)
      for index in 0..<40 {
        let x = Double((index * 7919) % width)
        let y = Double((index * 104_729) % height)
        frame.fillCircle(
          center: CarouselPoint(x: x, y: y), radius: Double(60 + (index * 37) % 400),
          with: RGBAColor(
            red: UInt8((index * 53) % 256), green: UInt8((index * 97) % 256),
            blue: UInt8((index * 151) % 256), alpha: 140))
      }
      var rgba = frame.straightRGBA()
      var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
      for index in stride(from: 0, to: rgba.count, by: 4) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let noise = Int(seed >> 59) - 16
        for channel in 0..<3 {
          rgba[index + channel] = UInt8(clamping: Int(rgba[index + channel]) + noise)
        }
      }
      var output: UnsafeMutablePointer<UInt8>?
      var length = 0
      let status = rgba.withUnsafeBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return -1 }
        return ccodecs_jpeg_encode_rgba(
          base, Int32(width), Int32(height), Int32(width * 4), 90, 0, &output, &length)
      }
      defer { ccodecs_free(output) }
      guard status == 0, let output else { return false }
      return FileManager.default.createFile(
        atPath: path, contents: Data(bytes: output, count: length))
    #else
      return false
    #endif
  }

  // MARK: Processes

  struct ProcessMeasurement {
    var medianWall: Double
    var fastestWall: Double
    var medianCPU: Double
    var peakKilobytes: Int
  }

  static func row(_ label: String, _ result: ProcessMeasurement?) -> String {
    guard let result else { return "| \(label) | failed | | | |" }
    return "| \(label) | \(ms(result.medianWall)) | \(ms(result.fastestWall)) | "
      + "\(ms(result.medianCPU)) | \(String(format: "%.1f", Double(result.peakKilobytes) / 1024)) |"
  }

  /// Runs a command `runs` times after one warm-up, output to /dev/null, under GNU time.
  static func measure(runs: Int, _ command: [String]) -> ProcessMeasurement? {
    guard
      let time = which("time")
        ?? (FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil)
    else { return nil }
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-bench-time-\(getpid())"
    ).path
    defer { unlink(report) }
    var walls: [Double] = []
    var cpus: [Double] = []
    var peaks: [Int] = []
    for run in 0...max(1, runs) {
      let start = MonotonicClock.now()
      let status = spawn(
        [time, "-o", report, "-f", "%U %S %M"] + command, stdout: "/dev/null")
      let wall = MonotonicClock.now() - start
      guard status == 0,
        let text = try? String(contentsOfFile: report, encoding: .utf8),
        let line = text.split(separator: "\n").last
      else { return nil }
      let fields = line.split(separator: " ")
      guard fields.count == 3, let user = Double(fields[0]), let system = Double(fields[1]),
        let peak = Int(fields[2])
      else { return nil }
      if run == 0 { continue }  // warm-up: file cache, page cache
      walls.append(wall)
      cpus.append(user + system)
      peaks.append(peak)
    }
    return ProcessMeasurement(
      medianWall: Stats(walls).median, fastestWall: walls.min() ?? 0,
      medianCPU: Stats(cpus).median,
      peakKilobytes: Stats(peaks.map(Double.init)).median.rounded()
        .isFinite ? Int(Stats(peaks.map(Double.init)).median) : 0)
  }

  /// Runs the commands in turns (one run of each, then the next round), `runs` rounds after a
  /// warm-up round, so that a change in the machine's load falls on all of them alike.
  static func measureTogether(runs: Int, _ commands: [[String]]) -> [ProcessMeasurement?] {
    guard
      let time = which("time")
        ?? (FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil)
    else { return commands.map { _ in nil } }
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-bench-time-\(getpid())"
    ).path
    defer { unlink(report) }
    var samples = commands.map { _ in [(wall: Double, cpu: Double, peak: Int)]() }
    var failed = commands.map { _ in false }
    for round in 0...max(1, runs) {
      for (index, command) in commands.enumerated() where !failed[index] {
        let start = MonotonicClock.now()
        let status = spawn([time, "-o", report, "-f", "%U %S %M"] + command, stdout: "/dev/null")
        let wall = MonotonicClock.now() - start
        guard status == 0,
          let text = try? String(contentsOfFile: report, encoding: .utf8),
          let line = text.split(separator: "\n").last
        else {
          failed[index] = true
          continue
        }
        let fields = line.split(separator: " ")
        guard fields.count == 3, let user = Double(fields[0]), let system = Double(fields[1]),
          let peak = Int(fields[2])
        else {
          failed[index] = true
          continue
        }
        if round > 0 { samples[index].append((wall, user + system, peak)) }
      }
    }
    return samples.enumerated().map { index, runs in
      guard !failed[index], !runs.isEmpty else { return nil }
      return ProcessMeasurement(
        medianWall: Stats(runs.map(\.wall)).median, fastestWall: runs.map(\.wall).min() ?? 0,
        medianCPU: Stats(runs.map(\.cpu)).median,
        peakKilobytes: Int(Stats(runs.map { Double($0.peak) }).median))
    }
  }

  @discardableResult
  static func spawn(_ command: [String], stdout: String = "/dev/null") -> Int32 {
    guard
      let pid = startChild(
        command, stdin: .nothingIn, stdout: .file(stdout), stderr: .nothingOut,
        searchesPath: true)
    else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }

  static func shell(_ command: [String]) -> Int32 {
    spawn(command)
  }

  static func shellOutput(_ command: [String]) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-bench-out-\(getpid())"
    ).path
    defer { unlink(path) }
    _ = spawn(command, stdout: path)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  static func which(_ tool: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    for directory in paths {
      let candidate = "\(directory)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The builds of `carousel` to measure: the one next to this bench (shared Swift runtime,
  /// as `swift run` builds it), and the statically linked one scripts/bench.sh makes.
  static func findCarousels() -> [(label: String, path: String)] {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let candidates = [
      ("shared Swift runtime", here.appendingPathComponent("carousel").path),
      (
        "static Swift runtime",
        FileManager.default.currentDirectoryPath + "/.build/static/release/carousel"
      ),
    ]
    return candidates.filter { FileManager.default.isExecutableFile(atPath: $0.1) }
  }

  // MARK: Helpers

  struct Stats {
    var median: Double
    var p95: Double
    init(_ values: [Double]) {
      let sorted = values.sorted()
      median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
      p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    }
  }

  static func ms(_ seconds: Double) -> String {
    String(format: "%.2f", seconds * 1000)
  }

  static func ratio(_ a: Double, _ b: Double) -> String {
    b > 0 ? String(format: "%.2f", a / b) : "n/a"
  }

  static func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }

  static func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
  }

  static func cpuCount() -> Int {
    Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }
}
