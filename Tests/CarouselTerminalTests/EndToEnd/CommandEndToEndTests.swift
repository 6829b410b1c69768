import CarouselCore
import CarouselRendering
import Foundation
import Testing

/// The real `carousel` executable without a terminal: exit statuses, messages, and the
/// headless `carousel render`.
@Suite
struct CommandEndToEndTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-command-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func withoutATerminalItPointsToRender() async throws {
    let result = try await CarouselExecutable.run([])
    #expect(result.status == 1)
    #expect(result.error.contains("not a terminal"))
    #expect(result.error.contains("carousel render"))
  }

  @Test func mistakesExitNonZeroWithOneLine() async throws {
    let option = try await CarouselExecutable.run(["--nope"])
    #expect(option.status == 2)
    #expect(option.error == "carousel: unknown option --nope (see carousel --help)\n")
    let missing = try await CarouselExecutable.run(["/no/such/picture.jpg"])
    #expect(missing.status == 1)
    #expect(missing.error == "carousel: /no/such/picture.jpg: no such file\n")
  }

  @Test func helpAndVersion() async throws {
    let help = try await CarouselExecutable.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("carousel render"))
    #expect(help.output.contains("Examples:"))
    let version = try await CarouselExecutable.run(["--version"])
    #expect(version.output.hasPrefix("carousel "))
  }

  @Test func renderWritesFramesAtVirtualTimes() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let strip = directory.appendingPathComponent("strip.png")
    // The interval is 3 s and a page turn lasts 0.4 s: frames before, during and after one
    let result = try await CarouselExecutable.run([
      "render", "--at", "0,3.2,4", "--size", "390x130", "--out", directory.path, "--strip",
      strip.path,
    ])
    #expect(result.status == 0, "\(result.error)")
    let frames = try (1...3).map { index in
      try FrameBuffer(
        decoding: [UInt8](
          Data(contentsOf: directory.appendingPathComponent("frame-00\(index).png"))))
    }
    #expect(frames.allSatisfy { $0.width == 390 && $0.height == 130 })
    // The first and last differ (another slide), the middle one is half-way (both colours)
    #expect(frames[0] != frames[2])
    #expect(frames[1].pixel(x: 10, y: 10) != frames[1].pixel(x: 380, y: 10))
    let sheet = try FrameBuffer(decoding: [UInt8](Data(contentsOf: strip)))
    #expect(sheet.width == 390 * 3 + 8 && sheet.height == 130)
  }

  @Test func aFrameIsTheSameWhateverOtherTimesAreAsked() async throws {
    // A turn due at 3 s: asked alone, the frame at 4.5 s must not show it just starting
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var frames: [FrameBuffer] = []
    for (name, times) in [("alone", "4.5"), ("after", "0,3,3.1,4.5"), ("late", "3.9,4.5")] {
      let out = directory.appendingPathComponent(name)
      let result = try await CarouselExecutable.run([
        "render", "--at", times, "--size", "390x130", "--out", out.path,
      ])
      #expect(result.status == 0, "\(result.error)")
      let count = times.split(separator: ",").count
      frames.append(
        try FrameBuffer(
          decoding: [UInt8](
            Data(contentsOf: out.appendingPathComponent("frame-00\(count).png")))))
    }
    #expect(frames[0] == frames[1])
    #expect(frames[0] == frames[2])
  }

  @Test func renderAsTextHonoursColourSettings() async throws {
    let truecolor = try await CarouselExecutable.run(
      ["render", "--text", "40x10"], environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
    #expect(truecolor.status == 0)
    #expect(truecolor.output.split(separator: "\n").count == 10)
    #expect(truecolor.output.contains("38;2;"))
    let palette = try await CarouselExecutable.run(
      ["render", "--text", "40x10"], environment: ["COLORTERM": "", "NO_COLOR": ""])
    #expect(palette.output.contains("38;5;") && !palette.output.contains("38;2;"))
    let plain = try await CarouselExecutable.run(
      ["render", "--text", "40x10"], environment: ["NO_COLOR": "1"])
    #expect(!plain.output.contains("38;") && !plain.output.contains("48;"))
    #expect(plain.output.contains("\u{2593}") || plain.output.contains("\u{2592}"))
  }

  @Test func undecodablePictureFailsRenderAndNamesIt() async throws {
    // Given a good picture and a file that is not a picture at all
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.png")
    try Data(TestPictures.png(width: 40, height: 20)).write(to: good)
    let broken = directory.appendingPathComponent("broken.jpg")
    try Data("<html>not found</html>".utf8).write(to: broken)
    let frames = directory.appendingPathComponent("frames")

    // When it is rendered as frames, and as text
    let result = try await CarouselExecutable.run([
      "render", good.path, broken.path, "--size", "300x100", "--out", frames.path,
    ])
    let text = try await CarouselExecutable.run([
      "render", good.path, broken.path, "--text", "40x10",
    ])

    // Then both fail, name the picture as it was given with the reason, and write nothing
    for run in [result, text] {
      #expect(run.status == 1)
      #expect(
        run.error.contains("carousel: \(broken.path): the data is not an image"), "\(run.error)")
      #expect(run.error.contains("--allow-failures"))
      #expect(!run.error.contains(good.path))
    }
    #expect(!FileManager.default.fileExists(atPath: frames.path))
    #expect(text.output.isEmpty)

    // And with --allow-failures the failure slide is drawn and the status is 0, the picture
    // still named
    let allowed = try await CarouselExecutable.run([
      "render", good.path, broken.path, "--at", "0,3.5", "--size", "300x100", "--out",
      frames.path, "--allow-failures",
    ])
    #expect(allowed.status == 0, "\(allowed.error)")
    #expect(allowed.error.contains("carousel: \(broken.path): the data is not an image"))
    #expect(allowed.output.split(separator: "\n").count == 2)
  }

  @Test func numbersPastWhatTheEngineHoldsAreRefused() async throws {
    // Given speeds and times whose product overflows the carousel's position (they crashed
    // the command)
    let cases = [
      ["--marquee", "1e308", "--at", "0,1"], ["--marquee", "60", "--at", "1e300"],
      ["--marquee", "-1e308", "--at", "0,5"],
    ]
    for arguments in cases {
      // When they are rendered
      let result = try await CarouselExecutable.run(
        ["render"] + arguments + ["--size", "100x40", "--text", "20x5"])
      // Then the command refuses them with one line and the usage status, and draws nothing
      #expect(result.status == 2, "\(arguments): \(result.error)")
      #expect(result.error.hasSuffix("(see carousel --help)\n"), "\(arguments)")
      #expect(result.error.split(separator: "\n").count == 1, "\(arguments)")
      #expect(result.output.isEmpty)
    }
  }

  @Test func failingURLBecomesAFailureSlide() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let refused = try await CarouselExecutable.run([
      "render", "http://127.0.0.1:9/banner.jpg", "--size", "300x100", "--out", directory.path,
    ])
    #expect(refused.status == 1)
    #expect(refused.error.contains("http://127.0.0.1:9/banner.jpg: cannot connect"))
    let result = try await CarouselExecutable.run([
      "render", "http://127.0.0.1:9/banner.jpg", "--size", "300x100", "--out", directory.path,
      "--allow-failures",
    ])
    #expect(result.status == 0)
    #expect(result.error.contains("http://127.0.0.1:9/banner.jpg: cannot connect"))
    let frame = try FrameBuffer(
      decoding: [UInt8](Data(contentsOf: directory.appendingPathComponent("frame-001.png"))))
    // The failure slide's red warning mark is in the middle
    let mark = frame.pixel(x: 144, y: 30)
    #expect(mark.red > 180 && mark.green < 120)
  }
}

/// The marquee from the command line: one tall picture drifting upward without a seam.
@Suite struct MarqueeEndToEndTests {
  @Test func tallPictureDriftsUpAtTheGivenSpeed() async throws {
    // Given a 100 x 400 picture of horizontal bands, shown 200 pixels wide at 40 points per
    // second (one point per pixel)
    let directory = try CommandEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var picture = FrameBuffer(width: 100, height: 400)
    for band in 0..<20 {
      let shade = UInt8(band * 12)
      picture.fill(
        CarouselRect(x: 0, y: Double(band * 20), width: 100, height: 20),
        with: RGBAColor(red: shade, green: 255 - shade, blue: 128))
    }
    let file = directory.appendingPathComponent("tall.png")
    try Data(picture.pngData()).write(to: file)
    let result = try await CarouselExecutable.run([
      "render", file.path, "--vertical", "--marquee", "40", "--at", "0,0.5,20", "--size",
      "200x100", "--scale", "1", "--out", directory.path,
    ])
    #expect(result.status == 0, "\(result.error)")
    let frames = try (1...3).map { index in
      try FrameBuffer(
        decoding: [UInt8](
          Data(contentsOf: directory.appendingPathComponent("frame-00\(index).png"))))
    }
    // Then after half a second every row shows what was 20 pixels lower at the start
    for y in stride(from: 0, to: 60, by: 7) {
      let now = frames[1].pixel(x: 10, y: y)
      let before = frames[0].pixel(x: 10, y: y + 20)
      #expect(abs(Int(now.red) - Int(before.red)) <= 3, "row \(y)")
    }
    // And after 20 s (800 points, one whole picture of 800 points at this width) it has
    // looped exactly back to the start: no seam, no jump
    let start = frames[0]
    let looped = frames[2]
    #expect(GoldenFrame.meanDifference(start, looped) < 1)
  }
}
