#if canImport(CCarouselCodecs) && os(Linux)
  import CarouselImages
  import CarouselRendering
  import Foundation
  import CarouselTestSupport
  import Testing

  @testable import CarouselTerminal

  /// Local pictures go through the image pipeline, as `file:` URLs: the same downsampling
  /// and pixel limit as downloaded ones, and the same reasons on a failure slide.
  @Suite struct LocalPictureTests {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-file-decoder-\(UInt64.random(in: 0...UInt64.max))")

    init() throws {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func file(named name: String, containing bytes: [UInt8]) throws -> String {
      let url = directory.appendingPathComponent(name)
      try Data(bytes).write(to: url)
      return url.path
    }

    func removeFiles() {
      try? FileManager.default.removeItem(at: directory)
    }

    /// A file loaded for a slide by the terminal's loader, through a pipeline of its own
    /// (no disk cache) with the given pixel limit.
    static func decode(
      _ path: String, target: PixelSize = PixelSize(width: 40, height: 20),
      mode: ImageRequest.ContentMode = .aspectFill, limit: Int = 50_000_000
    ) async -> Result<FrameBuffer, FileDecodingError> {
      let pipeline = ImagePipeline(
        configuration: ImagePipeline.Configuration(diskCache: nil, maximumPixelCount: limit))
      let result = await PictureLoader(pipeline: pipeline).loadNow(
        .file(path), index: 0, targetSize: target, contentMode: mode)
      switch result.content {
      case .image(let frame): return .success(frame)
      case .failure(let reason): return .failure(FileDecodingError(reason: reason))
      default: return .failure(FileDecodingError(reason: "\(result.content)"))
      }
    }

    /// Why a file gave no picture: the failure slide's reason.
    struct FileDecodingError: Error {
      var reason: String
    }

    @Test(.needs(.gif, .webp)) func anAnimatedPictureFileBecomesAnAnimatedSlide() async throws {
      // Given the 12-frame GIF and the animated WebP of the image tests, and a still WebP
      let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CarouselImagesTests/Fixtures")
      let loader = PictureLoader()
      var frameCounts: [Int] = []
      for name in ["bounce.gif", "bounce.webp", "photo.webp"] {
        // When each is loaded for a slide of 32 x 24
        let result = await loader.loadNow(
          .file(fixtures.appendingPathComponent(name).path), index: 0,
          targetSize: PixelSize(width: 32, height: 24), contentMode: .aspectFill)
        // Then the animated ones play from their timelines, frames at the slide's size
        switch result.content {
        case .animation(let animation):
          frameCounts.append(animation.timeline.frameCount)
          #expect(animation.frame(at: 5)?.width == 32)
        case .image:
          frameCounts.append(1)
        default:
          Issue.record("\(name): \(result.content)")
        }
      }
      #expect(frameCounts == [12, 12, 1])
    }

    @Test func aPictureFileIsDownsampledAsTheSameBytesFromTheNetworkWouldBe() async throws {
      // Given a 200 x 100 PNG file
      let bytes = try TestPictures.png(width: 200, height: 100)
      defer { removeFiles() }
      let path = try file(named: "banner.png", containing: bytes)
      for (target, mode) in [
        (PixelSize(width: 40, height: 40), ImageRequest.ContentMode.aspectFill),
        (PixelSize(width: 40, height: 40), .aspectFit),
        (PixelSize(width: 1, height: 30), .aspectFill),
      ] {
        // When it is decoded for a slide
        let frame = try await Self.decode(path, target: target, mode: mode).get()
        // Then it has the pipeline decoder's size and pixels
        let image = try PlatformImageDecoder().decode(
          Data(bytes), targetSize: target, contentMode: mode, maximumPixelCount: 50_000_000)
        #expect(frame.width == image.width && frame.height == image.height, "\(target) \(mode)")
        #expect(frame.straightRGBA() == image.pixels)
      }
    }

    @Test func failuresReadAsTheyDoForDownloadedPictures() async throws {
      // Given a missing file, a text file and a picture over the pixel limit
      defer { removeFiles() }
      let text = try file(named: "notes.png", containing: Array("hello".utf8))
      let picture = try file(
        named: "big.png", containing: try TestPictures.png(width: 200, height: 100))
      let cases: [(Result<FrameBuffer, FileDecodingError>, String)] = [
        (await Self.decode(text + ".missing"), "no such file"),
        (await Self.decode(text), PictureLoader.reason(for: .notAnImage)),
        (
          await Self.decode(picture, limit: 10_000),
          PictureLoader.reason(for: .imageTooLarge(width: 200, height: 100, limit: 10_000))
        ),
      ]
      for (result, reason) in cases {
        // Then each fails with the reason a failure slide shows for the same pipeline error
        switch result {
        case .success: Issue.record("decoded; expected \(reason)")
        case .failure(let error): #expect(error.reason == reason)
        }
      }
      #expect(cases.count == 3)
      #expect(cases[2].1.contains("200x100"))
    }
  }
#endif
