#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation
  import Testing

  @testable import CarouselImages

  @Suite struct CodecDecoderTests {
    let decoder = PlatformImageDecoder()
    let source = TestImages.quadrants(width: 640, height: 400)

    func decode(_ data: Data, to target: PixelSize, mode: ImageRequest.ContentMode = .aspectFill)
      throws -> DecodedImage
    {
      try decoder.decode(data, targetSize: target, contentMode: mode, maximumPixelCount: 50_000_000)
    }

    /// The quadrant colours, sampled well inside each quadrant.
    func expectQuadrants(_ image: DecodedImage, tolerance: Int = 14) {
      let w = image.width
      let h = image.height
      let samples = [
        (w / 4, h / 4, TestImages.red), (3 * w / 4, h / 4, TestImages.green),
        (w / 4, 3 * h / 4, TestImages.blue), (3 * w / 4, 3 * h / 4, TestImages.white),
      ]
      for (x, y, expected) in samples {
        let actual = image.pixel(x: x, y: y)
        #expect(isClose(actual, expected, tolerance: tolerance), "pixel (\(x), \(y)) = \(actual)")
      }
    }

    @Test(arguments: [false, true])
    func jpegDecodesDownsampledWithColoursInPlace(progressive: Bool) throws {
      let jpeg = try ImageEncoder.jpegData(from: source, quality: 92, isProgressive: progressive)
      let header = try CodecDecoder.header(of: jpeg)
      #expect(
        header
          == .init(format: .jpeg, size: source.size, hasAlpha: false, isProgressive: progressive))
      for target in [
        PixelSize(width: 160, height: 100), PixelSize(width: 300, height: 90), source.size,
      ] {
        let image = try decode(jpeg, to: target)
        #expect(image.size == source.size.downsampled(toFill: target, contentMode: .aspectFill))
        expectQuadrants(image)
      }
    }

    @Test func aspectFitFitsInsideAndAspectFillCovers() throws {
      let png = try ImageEncoder.pngData(from: source)
      let target = PixelSize(width: 300, height: 90)
      let fit = try decode(png, to: target, mode: .aspectFit)
      let fill = try decode(png, to: target, mode: .aspectFill)
      #expect(fit.size == PixelSize(width: 144, height: 90))
      #expect(fill.size == PixelSize(width: 300, height: 188))
    }

    @Test func smallImagesAreNeverEnlarged() throws {
      let png = try ImageEncoder.pngData(from: TestImages.quadrants(width: 40, height: 20))
      let image = try decode(png, to: PixelSize(width: 1170, height: 390))
      #expect(image.size == PixelSize(width: 40, height: 20))
    }

    @Test func pngAtFullSizeIsExact() throws {
      let photo = TestImages.photo(width: 97, height: 61)
      let png = try ImageEncoder.pngData(from: photo)
      #expect(try decode(png, to: photo.size) == photo)
    }

    struct PNGVariant: CustomTestStringConvertible, Sendable {
      var layout: ImageEncoder.PNGLayout
      var bitDepth: Int
      var isInterlaced: Bool
      var testDescription: String {
        "\(layout) \(bitDepth)-bit\(isInterlaced ? " interlaced" : "")"
      }
    }

    static let pngVariants: [PNGVariant] = ImageEncoder.PNGLayout.allCases.flatMap { layout in
      [8, 16].filter { layout != .palette || $0 == 8 }.flatMap { depth in
        [false, true].map { PNGVariant(layout: layout, bitDepth: depth, isInterlaced: $0) }
      }
    }

    /// What `layout` keeps of a pixel: grey is the BT.601 luma, opaque layouts drop alpha.
    static func expected(_ pixel: SIMD4<UInt8>, layout: ImageEncoder.PNGLayout) -> SIMD4<UInt8> {
      let red = UInt32(pixel[0]) * 299
      let green = UInt32(pixel[1]) * 587
      let blue = UInt32(pixel[2]) * 114
      let luma = UInt8((red + green + blue + 500) / 1000)
      switch layout {
      case .rgba, .palette: return pixel
      case .rgb: return SIMD4(pixel[0], pixel[1], pixel[2], 255)
      case .grey: return SIMD4(luma, luma, luma, 255)
      case .greyAlpha: return SIMD4(luma, luma, luma, pixel[3])
      }
    }

    @Test(arguments: pngVariants)
    func everyPNGLayoutDecodesToRGBA(_ variant: PNGVariant) throws {
      let source = TestImages.paletteFriendly(width: 48, height: 36)
      let png = try ImageEncoder.pngData(
        from: source, layout: variant.layout, bitDepth: variant.bitDepth,
        isInterlaced: variant.isInterlaced)
      let header = try CodecDecoder.header(of: png)
      #expect(header.isProgressive == variant.isInterlaced)
      let full = try decode(png, to: source.size)
      for y in 0..<source.height {
        for x in 0..<source.width {
          var expected = Self.expected(source.pixel(x: x, y: y), layout: variant.layout)
          if expected[3] == 0 { expected = SIMD4(0, 0, 0, 0) }
          var actual = full.pixel(x: x, y: y)
          if actual[3] == 0 { actual = SIMD4(0, 0, 0, 0) }
          try #require(actual == expected, "(\(x), \(y)): \(actual) != \(expected)")
        }
      }
      let reduced = try decode(png, to: PixelSize(width: 24, height: 18))
      #expect(reduced.size == PixelSize(width: 24, height: 18))
    }

    @Test func transparentPixelsDoNotBleedIntoOpaqueOnes() throws {
      // Opaque red stripes between fully transparent green ones: resampling in
      // premultiplied alpha must keep the visible colour red, not brownish.
      let source = TestImages.image(width: 300, height: 60) { x, _ in
        x % 3 == 0 ? SIMD4(255, 0, 0, 255) : SIMD4(0, 255, 0, 0)
      }
      let png = try ImageEncoder.pngData(from: source)
      let image = try decode(png, to: PixelSize(width: 70, height: 14))
      let pixel = image.pixel(x: 35, y: 7)
      #expect(pixel[3] > 50 && pixel[3] < 120)
      #expect(pixel[0] > 240 && pixel[1] < 10, "colour \(pixel)")
    }

    @Test(arguments: [
      (PixelSize(width: 230, height: 230), "PNG"), (PixelSize(width: 333, height: 333), "JPEG"),
    ])
    func fineDetailAveragesInsteadOfAliasing(target: PixelSize, format: String) throws {
      // A one-pixel checkerboard shrunk by a non-integer factor is mid grey everywhere with a
      // proper filter; skipping pixels (nearest neighbour) gives black and white patches.
      let board = TestImages.checkerboard(width: 1000, height: 1000)
      let data =
        format == "PNG"
        ? try ImageEncoder.pngData(from: board)
        : try ImageEncoder.jpegData(from: board, quality: 100)
      let image = try decode(data, to: target)
      let values = stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }
      let spread = (values.max() ?? 0) - (values.min() ?? 0)
      #expect(spread < 48, "grey values between \(values.min() ?? 0) and \(values.max() ?? 0)")
      #expect(abs(values.reduce(0, +) / values.count - 128) < 16)
    }

    /// Large reductions average blocks of pixels before the cubic filter; the blocks (the last
    /// one short when the block size does not divide the width) must sit where their pixels
    /// are: a mirror-symmetric picture stays symmetric, and a flat one stays flat.
    @Test(arguments: [(1001, 40), (1000, 40), (997, 13), (3700, 200), (64, 16)])
    func blockAveragingKeepsGeometryAndLevels(sourceWidth: Int, width: Int) throws {
      let height = 9
      let source = TestImages.image(width: sourceWidth, height: height) { x, _ in
        let mirrored = sourceWidth - 1 - x
        if x == mirrored { return SIMD4(128, 128, 128, 255) }
        return x < mirrored ? SIMD4(0, 60, 0, 255) : SIMD4(255, 195, 255, 255)
      }
      let out = try resize(source, width: width, height: height)
      for x in 0..<width {
        let left = Int(out.pixel(x: x, y: 4)[0])
        let right = Int(out.pixel(x: width - 1 - x, y: 4)[0])
        #expect(
          abs(left + right - 255) <= 2, "columns \(x) and \(width - 1 - x): \(left), \(right)")
      }
      let flat = TestImages.image(width: sourceWidth, height: 50) { _, _ in SIMD4(37, 180, 90, 200)
      }
      let flatOut = try resize(flat, width: width, height: 5)
      #expect(
        Set(
          stride(from: 0, to: flatOut.pixels.count, by: 4).map {
            flatOut.pixel(x: $0 / 4 % width, y: $0 / 4 / width)
          }
        ).count == 1)
      #expect(flatOut.pixel(x: 0, y: 0) == SIMD4(37, 180, 90, 200))
    }

    func resize(_ image: DecodedImage, width: Int, height: Int) throws -> DecodedImage {
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let status = image.pixels.withUnsafeBufferPointer { source in
        pixels.withUnsafeMutableBufferPointer { destination in
          ccodecs_resize_rgba(
            source.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4),
            destination.baseAddress, Int32(width), Int32(height), Int32(width * 4))
        }
      }
      try #require(status == CCODECS_OK)
      return DecodedImage(width: width, height: height, pixels: pixels)
    }

    @Test func resizeMatchesTheDecodePathFilter() throws {
      let photo = TestImages.photo(width: 200, height: 120)
      var resized = [UInt8](repeating: 0, count: 50 * 30 * 4)
      let status = photo.pixels.withUnsafeBufferPointer { source in
        resized.withUnsafeMutableBufferPointer { destination in
          ccodecs_resize_rgba(
            source.baseAddress, 200, 120, 800, destination.baseAddress, 50, 30, 200)
        }
      }
      #expect(status == CCODECS_OK)
      let decoded = try decode(
        try ImageEncoder.pngData(from: photo), to: PixelSize(width: 50, height: 30))
      #expect(decoded.pixels == resized)
    }
  }
#endif

#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation
  import Glibc
  import Testing

  @testable import CarouselImages

  @Suite struct CodecFileAndSizingTests {
    @Test func theCAndSwiftSizeRulesAgree() {
      let sources = [
        (3840, 2400), (1, 1), (100, 1), (1, 100), (640, 400), (1170, 390), (4000, 3000), (7, 13),
      ]
      let targets = [(1170, 390), (1, 1), (320, 320), (5000, 10), (0, 10), (390, 1170)]
      for (sw, sh) in sources {
        for (tw, th) in targets {
          for mode in [ImageRequest.ContentMode.aspectFill, .aspectFit] {
            let swift = PixelSize(width: sw, height: sh)
              .downsampled(toFill: PixelSize(width: tw, height: th), contentMode: mode)
            var width: Int32 = 0
            var height: Int32 = 0
            ccodecs_target_size(
              Int32(sw), Int32(sh), Int32(tw), Int32(th), mode == .aspectFill ? 1 : 0, &width,
              &height)
            #expect(
              swift == PixelSize(width: Int(width), height: Int(height)),
              "\(sw)x\(sh) to \(tw)x\(th) \(mode)")
          }
        }
      }
    }

    func withFile<T>(_ data: Data, _ body: (UnsafeMutablePointer<FILE>) throws -> T) throws -> T {
      let url = makeTemporaryDirectory("file").appendingPathComponent("image")
      try data.write(to: url)
      let file = try #require(fopen(url.path, "rb"))
      defer { fclose(file) }
      return try body(file)
    }

    @Test(arguments: ["jpeg", "progressive", "png", "interlaced"])
    func streamingFromAFileMatchesDecodingFromMemory(kind: String) throws {
      let photo = TestImages.photo(width: 300, height: 200)
      let data: Data
      switch kind {
      case "jpeg": data = try ImageEncoder.jpegData(from: photo, quality: 85)
      case "progressive":
        data = try ImageEncoder.jpegData(from: photo, quality: 85, isProgressive: true)
      case "png": data = try ImageEncoder.pngData(from: photo)
      default: data = try ImageEncoder.pngData(from: photo, layout: .rgb, isInterlaced: true)
      }
      let expected = try PlatformImageDecoder().decode(
        data, targetSize: PixelSize(width: 90, height: 60), contentMode: .aspectFill,
        maximumPixelCount: 1 << 20)
      let pixels = try withFile(data) { file -> [UInt8] in
        var info = ccodecs_info()
        #expect(ccodecs_probe_file(file, &info) == CCODECS_OK)
        #expect(info.width == 300 && info.height == 200)
        var pixels = [UInt8](repeating: 0, count: 90 * 60 * 4)
        #expect(ccodecs_decode_file_rgba(file, nil, &pixels, 90, 60, 360) == CCODECS_OK)
        return pixels
      }
      #expect(pixels == expected.pixels)
    }

    @Test func aTruncatedFileIsCorrupt() throws {
      let data = try ImageEncoder.jpegData(
        from: TestImages.photo(width: 300, height: 200), quality: 85)
      for cut in [data.count / 2, data.count - 2] {
        let status = try withFile(data.prefix(cut)) { file -> Int32 in
          var pixels = [UInt8](repeating: 0, count: 30 * 20 * 4)
          return ccodecs_decode_file_rgba(file, nil, &pixels, 30, 20, 120)
        }
        #expect(status == CCODECS_ERROR_CORRUPT)
      }
    }
  }
#endif
