#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import CarouselTestSupport
  import Foundation
  import Glibc
  import Testing

  @testable import CarouselImages

  /// The optional codecs follow the package traits: what a build leaves out is refused with an
  /// error that names the format, the development package and the flag, from memory, from a
  /// file, through the pipeline and in the C interface alike.
  @Suite struct CodecBuildTests {
    /// One committed picture of each optional format, still and animated.
    static let pictures: [(file: String, format: ImageFormat, codec: OptionalCodec)] = [
      ("photo.webp", .webp, .webp), ("bounce.webp", .webp, .webp), ("photo.avif", .avif, .avif),
      ("bounce.gif", .gif, .gif),
    ]

    @Test func eachTraitTurnsOnItsCodecAndNothingElse() {
      // Then the codecs decode exactly the formats whose traits the build has
      for (_, format, codec) in Self.pictures {
        #expect(format.isDecodedByThisBuild == codec.isBuilt, "\(format)")
        #expect((format.buildRequirement == nil) == codec.isBuilt, "\(format)")
      }
      // And JPEG and PNG always, HEIF, TIFF and BMP never, with nothing a trait could enable
      for format in [ImageFormat.jpeg, .png] { #expect(format.isDecodedByThisBuild) }
      for format in [ImageFormat.heif, .tiff, .bmp] {
        #expect(!format.isDecodedByThisBuild)
        #expect(format.buildRequirement == nil)
      }
    }

    @Test(.enabled(if: !OptionalCodec.missing.isEmpty, "this build has every codec"))
    func aFormatLeftOutIsRefusedWithWhatEnablesIt() throws {
      for (file, format, codec) in Self.pictures where !codec.isBuilt {
        let data = try Fixtures.data(file)
        // Then the error is typed and its text names the package and the flag
        let expected = ImageError.formatNotEnabled(format)
        #expect(expected.description.contains(codec.developmentPackage), "\(file)")
        #expect(expected.description.contains("--traits \(codec.rawValue)"), "\(file)")
        // From memory
        #expect(throws: expected, "\(file)") {
          try PlatformImageDecoder().decode(
            data, targetSize: PixelSize(width: 40, height: 30), contentMode: .aspectFill,
            maximumPixelCount: 50_000_000)
        }
        // From a file, read as decoding goes
        let handle = try #require(fopen(Fixtures.url(file).path, "rb"))
        defer { fclose(handle) }
        #expect(throws: expected, "\(file)") {
          try CodecDecoder.decode(
            file: handle, targetSize: PixelSize(width: 40, height: 30), contentMode: .aspectFill,
            maximumPixelCount: 50_000_000)
        }
        // And in the C interface: probe, decode and animation all say the same
        var info = ccodecs_info()
        #expect(ccodecs_probe_file(handle, &info) == CCODECS_ERROR_FORMAT_NOT_BUILT, "\(file)")
        #expect(ImageFormat(codecsFormat: info.format) == format, "\(file)")
        var pixels = [UInt8](repeating: 0, count: 40 * 30 * 4)
        #expect(
          ccodecs_decode_file_rgba(handle, nil, &pixels, 40, 30, 160)
            == CCODECS_ERROR_FORMAT_NOT_BUILT, "\(file)")
        var animationInfo = ccodecs_animation_info()
        var animation: OpaquePointer?
        let opened = data.withUnsafeBytes { bytes in
          ccodecs_animation_open(
            bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, nil, &animation,
            &animationInfo)
        }
        #expect(animation == nil)
        #expect(opened == CCODECS_ERROR_FORMAT_NOT_BUILT, "\(file)")
      }
    }

    @Test(.enabled(if: !OptionalCodec.missing.isEmpty, "this build has every codec"))
    func thePipelineDeliversTheSameTypedError() async throws {
      // Given a pipeline serving a picture of each format this build leaves out
      let loader = ScriptedLoader()
      let pipeline = ImagePipeline(
        configuration: ImagePipeline.Configuration(
          dataLoader: loader, memoryCache: MemoryImageCache(), diskCache: nil))
      for (file, format, codec) in Self.pictures where !codec.isBuilt {
        let url = URL(string: "https://example.com/\(file)")!
        loader.respond(to: url, with: .success(try Fixtures.data(file)))
        // Then the request fails with the format and what enables it
        await #expect(throws: ImageError.formatNotEnabled(format)) {
          try await pipeline.image(
            for: ImageRequest(url: url, targetSize: PixelSize(width: 40, height: 30)))
        }
      }
    }

    @Test func theBuildSaysWhichFormatTestsItDoesNotRun() {
      // Then a build without every codec says so in one line, naming each format left out
      // and how to run its tests; a build with all of them says nothing
      guard let note = OptionalCodec.coverageNote else {
        #expect(OptionalCodec.missing.isEmpty)
        return
      }
      print(note)
      #expect(!note.contains("\n"))
      for codec in OptionalCodec.missing {
        #expect(note.contains(codec.rawValue) && note.contains(codec.developmentPackage))
      }
      #expect(note.contains("--enable-all-traits"))
    }
  }
#endif
