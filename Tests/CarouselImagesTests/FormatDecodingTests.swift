#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation
  import Glibc
  import CarouselTestSupport
  import Testing

  @testable import CarouselImages

  /// WebP, AVIF and GIF decode on Linux with the same probe, pixel limit, downsampling and
  /// typed errors as JPEG and PNG, from memory and from files.
  @Suite struct FormatDecodingTests {
    let decoder = PlatformImageDecoder()

    func decode(
      _ data: Data, target: PixelSize, mode: ImageRequest.ContentMode = .aspectFill,
      limit: Int = 50_000_000
    ) throws(ImageError) -> DecodedImage {
      try decoder.decode(data, targetSize: target, contentMode: mode, maximumPixelCount: limit)
    }

    /// The mean absolute difference of two images' channels.
    func difference(_ a: DecodedImage, _ b: DecodedImage) -> Double {
      let left = a.pixels
      let right = b.pixels
      precondition(left.count == right.count)
      var sum = 0
      for index in left.indices { sum += abs(Int(left[index]) - Int(right[index])) }
      return Double(sum) / Double(left.count)
    }

    /// `image` resampled by the codecs' own filter.
    func resized(_ image: DecodedImage, to size: PixelSize) -> DecodedImage {
      var out = [UInt8](repeating: 0, count: size.area * 4)
      let status = image.pixels.withUnsafeBufferPointer { source in
        ccodecs_resize_rgba(
          source.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4),
          &out, Int32(size.width), Int32(size.height), Int32(size.width * 4))
      }
      precondition(status == CCODECS_OK)
      return DecodedImage(width: size.width, height: size.height, pixels: out)
    }

    @Test func formatsAreSniffedAlikeInSwiftAndC() throws {
      // Given one file of each new format
      let files = [
        ("photo.webp", ImageFormat.webp), ("bounce.webp", .webp), ("photo.avif", .avif),
        ("alpha.avif", .avif), ("bounce.gif", .gif), ("twice.gif", .gif),
      ]
      for (name, format) in files {
        let data = try Fixtures.data(name)
        // Then Swift and C recognise it from its first bytes
        #expect(ImageFormat(sniffing: data) == format, "\(name)")
        let codecs = data.withUnsafeBytes {
          ccodecs_sniff_format($0.baseAddress?.assumingMemoryBound(to: UInt8.self), $0.count)
        }
        #expect(ImageFormat(codecsFormat: codecs) == format, "\(name)")
      }
      // And an AVIF that names itself only among the compatible brands is still AVIF
      var generic = try Fixtures.data("photo.avif")
      generic.replaceSubrange(8..<12, with: Data("mif1".utf8))
      #expect(ImageFormat(sniffing: generic) == .avif)
    }

    @Test(.needs(.webp)) func webpDecodesWithTheLibrarysScaledDecoder() throws {
      // Given a lossy WebP of 320 x 200
      let data = try Fixtures.data("photo.webp")
      let full = try decode(data, target: PixelSize(width: 320, height: 200))
      #expect(full.size == PixelSize(width: 320, height: 200))
      // When it is decoded for slots of several sizes
      for target in [
        PixelSize(width: 160, height: 100), PixelSize(width: 90, height: 30),
        PixelSize(width: 17, height: 64),
      ] {
        for mode in [ImageRequest.ContentMode.aspectFill, .aspectFit] {
          let image = try decode(data, target: target, mode: mode)
          // Then it has the downsampled size, and the pixels of the full picture averaged
          let expected = PixelSize(width: 320, height: 200).downsampled(
            toFill: target, contentMode: mode)
          #expect(image.size == expected)
          #expect(image.animation == nil)
          #expect(difference(image, resized(full, to: expected)) < 6, "\(target) \(mode)")
        }
      }
    }

    @Test(.needs(.webp, .avif)) func transparentPixelsLendNoColourWhenScaled() throws {
      // Given lossless WebP and AVIF pictures: left half opaque red, right half transparent
      for name in ["alpha-lossless.webp", "alpha.avif"] {
        let data = try Fixtures.data(name)
        // When each is decoded at a quarter of its size
        let image = try decode(data, target: PixelSize(width: 80, height: 25))
        #expect(image.size == PixelSize(width: 80, height: 25))
        // Then the left stays red and opaque, the right transparent, and the pixels next to
        // the edge keep the red (no dark fringe from transparent black)
        let left = image.pixel(x: 10, y: 12)
        #expect(left[3] == 255, "\(name)")
        #expect(abs(Int(left[0]) - 230) < 12 && left[1] < 50 && left[2] < 60, "\(name) \(left)")
        #expect(image.pixel(x: 70, y: 12)[3] == 0, "\(name)")
        let edge = image.pixel(x: 40, y: 12)
        if edge[3] > 0 { #expect(edge[0] > 180, "\(name) \(edge)") }
      }
    }

    @Test(.needs(.avif, .webp)) func avifDecodesAStripAtATime() throws {
      // Given an AVIF of 320 x 200 (4:2:0)
      let data = try Fixtures.data("photo.avif")
      let full = try decode(data, target: PixelSize(width: 320, height: 200))
      #expect(full.size == PixelSize(width: 320, height: 200))
      // Then a reduced decode is the full decode resampled: no seam where strips meet
      let half = try decode(data, target: PixelSize(width: 160, height: 100))
      #expect(difference(half, resized(full, to: half.size)) < 1)
      // And the picture is the plasma the WebP holds too (the same source), near enough
      let webp = try decode(Fixtures.data("photo.webp"), target: PixelSize(width: 160, height: 100))
      #expect(difference(half, webp) < 10)
    }

    /// AVIFs of the same 64 x 32 quadrants (red, green / blue, white) with each of the
    /// container's transforms, and the quadrants a viewer must show: top left, top right,
    /// bottom left, bottom right.
    static let transformedAVIFs: [(file: String, size: PixelSize, quadrants: [SIMD4<UInt8>])] = [
      ("transform-irot1.avif", PixelSize(width: 32, height: 64), [green, white, red, blue]),
      ("transform-irot2.avif", PixelSize(width: 64, height: 32), [white, blue, green, red]),
      ("transform-irot3.avif", PixelSize(width: 32, height: 64), [blue, red, white, green]),
      ("transform-imir0.avif", PixelSize(width: 64, height: 32), [blue, white, red, green]),
      ("transform-imir1.avif", PixelSize(width: 64, height: 32), [green, red, white, blue]),
      ("transform-irot1-imir0.avif", PixelSize(width: 32, height: 64), [red, blue, green, white]),
      ("transform-crop.avif", PixelSize(width: 32, height: 32), [green, green, white, white]),
    ]
    static let (red, green, blue, white) = (
      SIMD4<UInt8>(230, 30, 40, 255), SIMD4<UInt8>(40, 200, 60, 255),
      SIMD4<UInt8>(30, 60, 220, 255),
      SIMD4<UInt8>(250, 250, 250, 255)
    )

    @Test(.needs(.avif), arguments: 0..<transformedAVIFs.count)
    func avifRotationMirroringAndCropAreApplied(index: Int) throws {
      let (file, size, quadrants) = Self.transformedAVIFs[index]
      let data = try Fixtures.data(file)
      // The header tells the size shown, turned and cropped
      #expect(try CodecDecoder.header(of: data).size == size, "\(file)")
      // And the pixels are turned at full size and reduced alike
      for target in [size, PixelSize(width: size.width / 2, height: size.height / 2)] {
        let image = try decode(data, target: target)
        #expect(image.size == target, "\(file)")
        let (w, h) = (target.width, target.height)
        let samples = [
          (w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4),
        ]
        for ((x, y), expected) in zip(samples, quadrants) {
          let actual = image.pixel(x: x, y: y)
          #expect(isClose(actual, expected), "\(file) at \(target): (\(x), \(y)) \(actual)")
        }
      }
    }

    /// A still decode of a GIF (what `carousel-thumbnail` and a file decode without animation
    /// do) reads the first frame and nothing after it: the 300-frame GIF cut just after its
    /// first frame still decodes, while opening it as an animation (which counts the frames)
    /// finds it truncated.
    @Test(.needs(.gif)) func aStillGIFDecodeReadsOnlyTheFirstFrame() throws {
      let data = try Fixtures.data("long300.gif")
      let whole = try #require(stillGIF(data))
      let cut = data.prefix(data.count / 10)
      #expect(stillGIF(cut) == whole)
      var info = ccodecs_animation_info()
      var handle: OpaquePointer?
      let status = cut.withUnsafeBytes { bytes in
        ccodecs_animation_open(
          bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, nil, &handle, &info)
      }
      #expect(status == CCODECS_ERROR_CORRUPT)
      ccodecs_animation_close(handle)
    }

    func stillGIF(_ data: Data) -> [UInt8]? {
      var pixels = [UInt8](repeating: 0, count: 48 * 32 * 4)
      let status = data.withUnsafeBytes { bytes in
        ccodecs_decode_rgba(
          bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, nil, &pixels, 48, 32, 192)
      }
      return status == CCODECS_OK ? pixels : nil
    }

    @Test(.needs(.gif)) func aGIFDecodesItsFirstFrameWithTheRestAsAnAnimation() throws {
      // Given a 12-frame GIF of 64 x 48, frame 0 red with a white bar at the left
      let image = try decode(Fixtures.data("bounce.gif"), target: PixelSize(width: 32, height: 24))
      // Then the image is frame 0 at the slot's size
      #expect(image.size == PixelSize(width: 32, height: 24))
      let red = image.pixel(x: 20, y: 2)
      #expect(red[0] > 200 && red[1] < 60 && red[3] == 255, "\(red)")
      let animation = try #require(image.animation)
      #expect(animation.frameCount == 12)
      #expect(animation.frameSize == image.size)
    }

    @Test(.needs(.webp, .avif, .gif)) func theSameDecodeFromAFileAsFromMemory() throws {
      // Given every new fixture
      for name in [
        "photo.webp", "alpha-lossless.webp", "photo.avif", "alpha.avif", "bounce.gif",
        "bounce.webp", "long300-opt.gif",
      ] {
        let data = try Fixtures.data(name)
        let target = PixelSize(width: 40, height: 30)
        // When it is decoded from memory and from its file
        let memory = try decode(data, target: target)
        let handle = try #require(fopen(Fixtures.url(name).path, "rb"))
        defer { fclose(handle) }
        var info = ccodecs_info()
        #expect(ccodecs_probe_file(handle, &info) == CCODECS_OK, "\(name)")
        let file = try CodecDecoder.decode(
          file: handle, targetSize: target, contentMode: .aspectFill,
          maximumPixelCount: 50_000_000)
        // Then both give the same first frame, and animations from both have the same frames
        #expect(file.pixels == memory.pixels, "\(name)")
        #expect(file.animation?.frameCount == memory.animation?.frameCount, "\(name)")
        if let fileAnimation = file.animation, let memoryAnimation = memory.animation {
          let last = memoryAnimation.frameCount - 1
          #expect(try fileAnimation.frame(at: last) == memoryAnimation.frame(at: last), "\(name)")
        }
        // And the C decoder on the file (what carousel-thumbnail runs) agrees
        var pixels = [UInt8](repeating: 0, count: memory.width * memory.height * 4)
        let status = ccodecs_decode_file_rgba(
          handle, nil, &pixels, Int32(memory.width), Int32(memory.height),
          Int32(memory.width * 4))
        #expect(status == CCODECS_OK, "\(name)")
        #expect(pixels == memory.pixels, "\(name)")
      }
    }

    @Test(.needs(.webp, .avif, .gif)) func picturesOverThePixelLimitAreRefusedFromTheirHeaders()
      throws
    {
      // Given each format and a limit one pixel under its size
      let cases: [(String, Int, Int)] = [
        ("photo.webp", 320, 200), ("photo.avif", 320, 200), ("bounce.gif", 64, 48),
        ("bounce.webp", 64, 48),
      ]
      for (name, width, height) in cases {
        let limit = width * height - 1
        // Then the decode is refused with the stored size
        #expect(
          throws: ImageError.imageTooLarge(width: width, height: height, limit: limit),
          "\(name)"
        ) {
          try decode(Fixtures.data(name), target: PixelSize(width: 10, height: 10), limit: limit)
        }
      }
    }

    @Test func theAcceptHeaderNamesWhatThisBuildDecodes() {
      // Then on Linux every decoded format is named, the modern ones first, and nothing else
      let accept = PlatformImageDecoder.acceptHeader
      let expected = [
        (OptionalCodec.avif.isBuilt, "image/avif"), (OptionalCodec.webp.isBuilt, "image/webp"),
        (true, "image/jpeg"), (true, "image/png"), (OptionalCodec.gif.isBuilt, "image/gif"),
      ].filter(\.0).map(\.1).joined(separator: ",")
      #expect(accept == expected + ";q=0.9")
      if OptionalCodec.missing.isEmpty {
        #expect(accept == "image/avif,image/webp,image/jpeg,image/png,image/gif;q=0.9")
      }
      // And every download sends it unless the app says otherwise
      let configuration = URLSessionDataLoader.Configuration()
      #expect(configuration.additionalHeaders["Accept"] == accept)
    }
  }
#endif
