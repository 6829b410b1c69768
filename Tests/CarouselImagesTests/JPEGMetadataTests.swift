#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation
  import Glibc
  import Testing

  @testable import CarouselImages

  /// JPEG files with megabytes of metadata before the frame header (Photoshop's XMP, ICC
  /// profiles spread over APP2 segments) decode from a file as from memory: the header is read
  /// on the stream, whatever the segments before it weigh.
  @Suite struct JPEGMetadataTests {
    let photo = TestImages.photo(width: 240, height: 160)
    let target = PixelSize(width: 120, height: 80)

    /// A JPEG with `segments` inserted right after its start-of-image marker.
    static func jpeg(_ plain: Data, inserting segments: [Data]) -> Data {
      var data = Data(plain.prefix(2))
      for segment in segments { data.append(segment) }
      data.append(plain.dropFirst(2))
      return data
    }

    /// One marker segment: marker, big-endian length (which counts itself), payload.
    static func segment(marker: UInt8, payload: Data) -> Data {
      precondition(payload.count + 2 <= 0xFFFF)
      let length = payload.count + 2
      return Data([0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)]) + payload
    }

    /// About `megabytes` of XMP in full-size APP1 segments, as Photoshop writes extended XMP.
    static func xmp(megabytes: Int) -> [Data] {
      let header = Data("http://ns.adobe.com/xmp/extension/\0".utf8)
      let chunk = 0xFFFF - 2 - header.count
      let count = megabytes * 1_048_576 / chunk + 1
      return (0..<count).map { index in
        let text = Data(repeating: UInt8(ascii: "a") + UInt8(index % 26), count: chunk)
        return segment(marker: 0xE1, payload: header + text)
      }
    }

    /// An ICC profile of `size` bytes over as many APP2 segments as it needs (at most 255).
    static func iccProfile(size: Int) -> [Data] {
      let header = Data("ICC_PROFILE\0".utf8)
      let chunk = 0xFFFF - 2 - header.count - 2
      let count = (size + chunk - 1) / chunk
      precondition(count <= 255)
      return (0..<count).map { index in
        let length = min(chunk, size - index * chunk)
        let body = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) })
        return segment(
          marker: 0xE2, payload: header + Data([UInt8(index + 1), UInt8(count)]) + body)
      }
    }

    func decodeFile(_ data: Data) throws -> Result<DecodedImage, ImageError> {
      let url = makeTemporaryDirectory("jpeg-metadata").appendingPathComponent("photo.jpg")
      try data.write(to: url)
      let handle = try #require(fopen(url.path, "rb"))
      defer { fclose(handle) }
      return Result { () throws(ImageError) in
        try CodecDecoder.decode(
          file: handle, targetSize: target, contentMode: .aspectFill, maximumPixelCount: 1 << 20)
      }
    }

    func decodeMemory(_ data: Data) -> Result<DecodedImage, ImageError> {
      Result { () throws(ImageError) in
        try CodecDecoder.decode(
          data, targetSize: target, contentMode: .aspectFill, maximumPixelCount: 1 << 20)
      }
    }

    @Test func sevenMegabytesOfXMPBeforeTheFrameHeader() throws {
      // Given a JPEG with 7 MB of APP1 segments before its frame header
      let plain = try ImageEncoder.jpegData(from: photo, quality: 85)
      let segments = Self.xmp(megabytes: 7)
      let data = Self.jpeg(plain, inserting: segments)
      #expect(data.count > 7 * 1_048_576)
      #expect(segments.count == 113)
      // When it is decoded from a file and from memory
      let expected = try decodeMemory(plain).get()
      // Then both give the pixels of the plain file
      #expect(try decodeFile(data).get() == expected)
      #expect(try decodeMemory(data).get() == expected)
    }

    @Test func iccProfileOverManyAPP2Segments() throws {
      // Given a progressive JPEG with a 3 MB ICC profile in 49 APP2 segments and 2 MB of XMP
      let plain = try ImageEncoder.jpegData(from: photo, quality: 85, isProgressive: true)
      let icc = Self.iccProfile(size: 3 * 1_048_576)
      #expect(icc.count == 49)
      let data = Self.jpeg(plain, inserting: icc + Self.xmp(megabytes: 2))
      // When the header is probed from the file
      let url = makeTemporaryDirectory("jpeg-icc").appendingPathComponent("photo.jpg")
      try data.write(to: url)
      let handle = try #require(fopen(url.path, "rb"))
      defer { fclose(handle) }
      var info = ccodecs_info()
      // Then libjpeg finds the frame header past 5 MB, and the file is read from its start
      #expect(ccodecs_probe_file(handle, &info) == CCODECS_OK)
      #expect(info.format == CCODECS_FORMAT_JPEG)
      #expect((info.width, info.height) == (240, 160))
      #expect(info.is_progressive == 1)
      #expect(ftell(handle) == 0)
      // And the decode gives the pixels of the plain file
      let expected = try decodeMemory(plain).get()
      #expect(try decodeFile(data).get() == expected)
    }

    @Test func metadataWithoutAFrameHeaderIsCorrupt() throws {
      // Given 2 MB of XMP and then the end of the data, no frame header
      let plain = try ImageEncoder.jpegData(from: photo, quality: 85)
      let data = Data(plain.prefix(2)) + Self.xmp(megabytes: 2).reduce(Data(), +)
      // When it is decoded from a file, Then it is corrupt (not a crash, not a hang)
      #expect(try decodeFile(data) == .failure(.corruptData))
      #expect(decodeMemory(data) == .failure(.corruptData))
    }
  }
#endif
