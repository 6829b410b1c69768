#if canImport(CCarouselCodecs) && os(Linux)
  import Foundation
  import Glibc
  import CarouselTestSupport
  import Testing

  @testable import CarouselImages

  /// A file decodes through the same probe, pixel limit and downsampling as the same bytes in
  /// memory: one sequence, two places to read from.
  @Suite struct CodecFileDecodingTests {
    /// Decodes `data` from memory and from a file with the same request.
    func bothWays(
      _ data: Data, target: PixelSize, mode: ImageRequest.ContentMode, limit: Int
    ) throws -> (memory: Result<DecodedImage, ImageError>, file: Result<DecodedImage, ImageError>) {
      let memory = Result { () throws(ImageError) in
        try CodecDecoder.decode(
          data, targetSize: target, contentMode: mode, maximumPixelCount: limit)
      }
      let url = makeTemporaryDirectory("file-decode").appendingPathComponent("image")
      try data.write(to: url)
      let handle = try #require(fopen(url.path, "rb"))
      defer { fclose(handle) }
      let file = Result { () throws(ImageError) in
        try CodecDecoder.decode(
          file: handle, targetSize: target, contentMode: mode, maximumPixelCount: limit)
      }
      return (memory, file)
    }

    @Test func everyFormatTargetAndModeDecodesAlikeFromAFile() throws {
      // Given a photo as baseline and progressive JPEG, PNG and interlaced PNG
      let photo = TestImages.photo(width: 300, height: 200)
      let samples = [
        try ImageEncoder.jpegData(from: photo, quality: 85),
        try ImageEncoder.jpegData(from: photo, quality: 85, isProgressive: true),
        try ImageEncoder.pngData(from: photo),
        try ImageEncoder.pngData(from: photo, layout: .rgb, isInterlaced: true),
      ]
      let targets = [
        PixelSize(width: 90, height: 60), PixelSize(width: 37, height: 100),
        PixelSize(width: 300, height: 200), PixelSize(width: 1000, height: 10),
      ]
      var checked = 0
      for data in samples {
        for target in targets {
          for mode in [ImageRequest.ContentMode.aspectFill, .aspectFit] {
            // When it is decoded from memory and from a file
            let (memory, file) = try bothWays(data, target: target, mode: mode, limit: 1 << 20)
            // Then both give the same pixels at the same downsampled size
            let expected = try memory.get()
            #expect(
              expected.size
                == PixelSize(width: 300, height: 200).downsampled(toFill: target, contentMode: mode)
            )
            #expect(try file.get() == expected, "\(target) \(mode)")
            checked += 1
          }
        }
      }
      #expect(checked == 4 * 4 * 2)
    }

    @Test func brokenAndOversizedFilesFailWithTheSameErrors() throws {
      // Given bytes that are not an image, another format, a truncated JPEG, a header
      // claiming 100000 x 100000, and a picture over a small pixel limit
      let jpeg = try ImageEncoder.jpegData(
        from: TestImages.photo(width: 300, height: 200), quality: 85)
      let cases: [(Data, Int, ImageError)] = [
        (Data(), 1 << 20, .notAnImage),
        (Data("<html>Not found</html>".utf8), 1 << 20, .notAnImage),
        (Data("II*\0".utf8) + Data(repeating: 0, count: 20), 1 << 20, .unsupportedFormat(.tiff)),
        (
          Data("GIF89a".utf8) + Data(repeating: 0, count: 20), 1 << 20,
          OptionalCodec.gif.isBuilt ? .corruptData : .formatNotEnabled(.gif)
        ),
        (jpeg.prefix(jpeg.count / 2), 1 << 20, .corruptData),
        (
          BrokenInputTests.pngClaiming(width: 100_000, height: 100_000), 50_000_000,
          .imageTooLarge(width: 100_000, height: 100_000, limit: 50_000_000)
        ),
        (jpeg, 59_999, .imageTooLarge(width: 300, height: 200, limit: 59_999)),
      ]
      for (data, limit, error) in cases {
        // When each is decoded from memory and from a file
        let (memory, file) = try bothWays(
          data, target: PixelSize(width: 60, height: 40), mode: .aspectFill, limit: limit)
        // Then both fail with the same typed error
        #expect(memory == .failure(error))
        #expect(file == .failure(error), "\(error)")
      }
      #expect(cases.count == 7)
    }
  }
#endif
