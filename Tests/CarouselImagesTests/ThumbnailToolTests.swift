#if canImport(CCarouselCodecs) && os(Linux)
  import Foundation
  import Testing

  @testable import CarouselImages

  #if canImport(Glibc)
    import Glibc
  #endif

  /// `carousel-thumbnail` has no Swift layer in front of the codecs: it must refuse what an
  /// image's header claims before it allocates a buffer for it.
  @Suite struct ThumbnailToolTests {
    /// The tool built beside the tests (`swift build --build-tests` builds every product).
    static var toolPath: String? {
      guard let first = CommandLine.arguments.first else { return nil }
      let candidate = URL(fileURLWithPath: first).deletingLastPathComponent()
        .appendingPathComponent("carousel-thumbnail").path
      return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// A real PNG whose header is rewritten to claim `width` x `height` (CRC updated); its
    /// pixel data stays that of a 1 x 1 image.
    static func pngClaiming(width: UInt32, height: UInt32) throws -> URL {
      var bytes = [UInt8](try ImageEncoder.pngData(from: TestImages.photo(width: 1, height: 1)))
      for (offset, value) in [(16, width), (20, height)] {
        for index in 0..<4 {
          bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index))
        }
      }
      let crc = crc32(bytes[12..<29])
      for index in 0..<4 { bytes[29 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
      let url = makeTemporaryDirectory("thumbnail").appendingPathComponent("claim.png")
      try Data(bytes).write(to: url)
      return url
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }

    /// Runs the tool with its address space capped at 256 MB, so that an attempt to allocate
    /// for the claimed size fails (and the test with it) instead of exhausting the machine.
    static func run(_ arguments: [String]) async throws -> (status: Int32, error: String) {
      let tool = try #require(toolPath, "carousel-thumbnail is built with the tests")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -v 262144; exec \"$0\" \"$@\"", tool] + arguments
      let errorPipe = Pipe()
      process.standardError = errorPipe
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      while process.isRunning { try await Task.sleep(nanoseconds: 5_000_000) }
      let error = String(
        decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      return (process.terminationStatus, error)
    }

    @Test(arguments: [
      (UInt32(100_000), UInt32(100_000)), (10_000, 10_000), (600_000_000, 1), (7072, 7071),
    ])
    func aHeaderClaimingTooManyPixelsIsRefusedBeforeAllocating(width: UInt32, height: UInt32)
      async throws
    {
      // Given a PNG whose header claims more than 50,000,000 pixels (40 GB of RGBA for the
      // first; a row wider than an Int32 stride for the third; one row past the limit for the
      // last)
      let png = try Self.pngClaiming(width: width, height: height)
      let output = png.deletingLastPathComponent().appendingPathComponent("out.raw").path
      for flags in [["--full"], []] {
        // When the tool is asked for a full decode, and for a downsampled one
        let (status, error) = try await Self.run([png.path, "\(width)x\(height)", output] + flags)
        // Then it exits with a clear error naming the size and the limit, without crashing
        #expect(status == 1, "\(flags): \(error)")
        #expect(
          error.contains("\(width)x\(height)") && error.contains("limit of 50000000"), "\(error)")
      }
    }

    @Test func anImageWithinTheLimitIsStillThumbnailed() async throws {
      // Given a real 300 x 200 photograph
      let directory = makeTemporaryDirectory("thumbnail")
      let jpeg = directory.appendingPathComponent("photo.jpg")
      try ImageEncoder.jpegData(from: TestImages.photo(width: 300, height: 200), quality: 85)
        .write(to: jpeg)
      let output = directory.appendingPathComponent("out.raw")
      for flags in [["--full"], []] {
        // When it is thumbnailed to fill 60 x 60
        let (status, error) = try await Self.run([jpeg.path, "60x60", output.path] + flags)
        // Then the output is 90 x 60 RGBA
        #expect(status == 0, "\(flags): \(error)")
        #expect(try Data(contentsOf: output).count == 90 * 60 * 4)
      }
    }

    /// GIFs of 16 x 16 that cannot be played: 100,000 frames (over the 10,000 limit), cut
    /// inside the second frame, and a second frame of 0 x 0.
    static func unplayableGIFs() -> [(String, Data)] {
      let long = SyntheticGIF.make(screen: (16, 16), frames: 100_000)
      // Header, screen and palette (19 bytes), loop extension (19), then 23 bytes a frame:
      // graphic control (8), image descriptor (10, its size at 5...8), data (5).
      let three = SyntheticGIF.make(screen: (16, 16), frames: 3)
      let cut = three.prefix(19 + 19 + 23 + 12)
      var empty = three
      let secondSize = 19 + 19 + 23 + 8 + 5
      empty.replaceSubrange(secondSize..<secondSize + 4, with: Data([0, 0, 0, 0]))
      return [("100,000 frames", long), ("cut in frame 2", cut), ("empty frame 2", empty)]
    }

    @Test(.needs(.gif)) func theToolAndThePipelineShowTheSameFirstFrame() async throws {
      let directory = makeTemporaryDirectory("thumbnail")
      for (name, data) in Self.unplayableGIFs() {
        // Given a GIF that cannot be played
        let input = directory.appendingPathComponent("in.gif")
        try data.write(to: input)
        let output = directory.appendingPathComponent("out.raw")
        // When the tool thumbnails it and the pipeline decodes it for the same slot
        let (status, error) = try await Self.run([input.path, "40x30", output.path])
        let image = try PlatformImageDecoder().decode(
          data, targetSize: PixelSize(width: 40, height: 30), contentMode: .aspectFill,
          maximumPixelCount: 50_000_000)
        // Then both show its first frame, pixel for pixel, and the pipeline plays nothing
        #expect(status == 0, "\(name): \(error)")
        #expect(image.animation == nil, "\(name)")
        #expect(try Data(contentsOf: output) == Data(image.pixels), "\(name)")
      }
    }

    @Test(.needs(.webp)) func aHugeAnimationIsThumbnailedInTheSlotsMemory() async throws {
      // Given a 7000 x 7000 animated WebP (13 KB), whose canvas alone is 196 MB
      let directory = makeTemporaryDirectory("thumbnail")
      let input = directory.appendingPathComponent("huge.webp")
      try AnimationMemoryTests.hugeWebP().write(to: input)
      let output = directory.appendingPathComponent("out.raw")
      // When the tool thumbnails it within 256 MB of address space
      let (status, error) = try await Self.run([input.path, "300x200", output.path])
      // Then it gives the first frame at the slot's size, as the pipeline does
      #expect(status == 0, "\(error)")
      let first = try AnimationMemoryTests.decode(
        AnimationMemoryTests.hugeWebP(), decoder: PlatformImageDecoder(decodesAnimations: false))
      #expect(try Data(contentsOf: output) == Data(first.pixels))
    }

    @Test func onlyRegularFilesAreReadAndAURLIsNotTakenForOne() async throws {
      // Given a FIFO no one writes to, a directory, a device and a missing file
      let directory = makeTemporaryDirectory("thumbnail-special")
      defer { try? FileManager.default.removeItem(at: directory) }
      let fifo = directory.appendingPathComponent("pipe.png").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let output = directory.appendingPathComponent("out.rgba").path
      for (input, says) in [
        (fifo, "is a named pipe (FIFO), not a regular file"),
        (directory.path, "is a directory"),
        ("/dev/null", "is a character device, not a regular file"),
        (directory.appendingPathComponent("missing.png").path, "no such file"),
      ] {
        // When each is thumbnailed (the process ends: a FIFO would have held it for ever)
        let result = try await Self.run([input, "64x64", output])
        // Then it is refused, named, in the words the carousel uses
        #expect(result.status == 1)
        #expect(result.error == "carousel-thumbnail: \(input): \(says)\n", "\(result.error)")
      }
      // And an address is said to be one, its password never repeated
      let url = try await Self.run(["https://alice:s3cret@host/a.png", "64x64", output])
      #expect(url.status == 2)
      #expect(url.error.contains("is a URL (https:), not a file"))
      #expect(!url.error.contains("s3cret"))
    }
  }
#endif
