#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation

  /// Decoding through libjpeg-turbo and libpng: header probe, pixel limit, then one pass that
  /// decodes with DCT scaling (JPEG) or row by row (PNG) straight into the output buffer.
  ///
  /// The sequence is the same whether the encoded bytes are in memory (the pipeline's
  /// downloads and disk cache) or in a file read as decoding proceeds (the terminal's local
  /// pictures, never held whole in memory): only where the codecs read from differs.
  package enum CodecDecoder {
    /// What the header says, read without decoding.
    struct Header: Equatable {
      var format: ImageFormat
      var size: PixelSize
      var hasAlpha: Bool
      var isProgressive: Bool
    }

    /// Where the codecs read the encoded bytes from.
    private enum Source {
      /// Bytes in memory; nil for no bytes at all.
      case memory(UnsafeBufferPointer<UInt8>?)
      /// A seekable file, read from its start.
      case file(UnsafeMutablePointer<FILE>)

      func probe(_ info: inout ccodecs_info) -> Int32 {
        switch self {
        case .memory(let bytes):
          guard let bytes, let base = bytes.baseAddress else {
            return CCODECS_ERROR_UNKNOWN_FORMAT
          }
          return ccodecs_probe(base, bytes.count, &info)
        case .file(let file):
          return ccodecs_probe_file(file, &info)
        }
      }

      func decode(
        _ options: inout ccodecs_decode_options, into pixels: UnsafeMutablePointer<UInt8>,
        size: PixelSize
      ) -> Int32 {
        let width = Int32(size.width)
        let height = Int32(size.height)
        switch self {
        case .memory(let bytes):
          guard let bytes, let base = bytes.baseAddress else {
            return CCODECS_ERROR_INVALID_ARGUMENT
          }
          return ccodecs_decode_rgba(
            base, bytes.count, &options, pixels, width, height, width * 4)
        case .file(let file):
          return ccodecs_decode_file_rgba(file, &options, pixels, width, height, width * 4)
        }
      }
    }

    static func header(of data: Data) throws(ImageError) -> Header {
      try withSource(data) { source throws(ImageError) in try header(of: source) }
    }

    /// Decodes encoded bytes in memory; see
    /// `ImageDecoding.decode(_:targetSize:contentMode:maximumPixelCount:)`.
    static func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int, allowsDCTScaling: Bool = true
    ) throws(ImageError) -> DecodedImage {
      try withSource(data) { source throws(ImageError) in
        try decode(
          source, targetSize: targetSize, contentMode: contentMode,
          maximumPixelCount: maximumPixelCount, allowsDCTScaling: allowsDCTScaling)
      }
    }

    /// Decodes the image in a file while reading it, so that a large file is never held
    /// whole in memory, with the same probe, pixel limit and downsampling as the in-memory
    /// decode.
    ///
    /// - Parameters:
    ///   - file: A seekable file open for reading; it is read from its start.
    ///   - targetSize: The slot size in pixels.
    ///   - contentMode: Whether the result must cover or fit inside the slot.
    ///   - maximumPixelCount: Images with more stored pixels are refused with
    ///     `ImageError.imageTooLarge` before any pixel memory is allocated.
    /// - Returns: The decoded image, never larger than the stored image.
    /// - Throws: `ImageError.notAnImage`, `.unsupportedFormat`, `.imageTooLarge`,
    ///   `.corruptData` or `.outOfMemory`.
    package static func decode(
      file: UnsafeMutablePointer<FILE>, targetSize: PixelSize,
      contentMode: ImageRequest.ContentMode, maximumPixelCount: Int
    ) throws(ImageError) -> DecodedImage {
      try decode(
        .file(file), targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount, allowsDCTScaling: true)
    }

    /// Runs `body` with the bytes of `data` as a source.
    private static func withSource<T>(
      _ data: Data, _ body: (Source) throws(ImageError) -> T
    ) throws(ImageError) -> T {
      let result = data.withUnsafeBytes { raw -> Result<T, ImageError> in
        do throws(ImageError) {
          return .success(try body(.memory(raw.bindMemory(to: UInt8.self))))
        } catch {
          return .failure(error)
        }
      }
      return try result.get()
    }

    private static func header(of source: Source) throws(ImageError) -> Header {
      var info = ccodecs_info()
      let status = source.probe(&info)
      let format = ImageFormat(codecsFormat: info.format)
      guard status == CCODECS_OK, let format else {
        throw error(for: status, format: format)
      }
      return Header(
        format: format, size: PixelSize(width: Int(info.width), height: Int(info.height)),
        hasAlpha: info.has_alpha != 0, isProgressive: info.is_progressive != 0)
    }

    /// The one decode sequence: probe the header, refuse images over the pixel limit, pick
    /// the output size, decode straight into it.
    private static func decode(
      _ source: Source, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int, allowsDCTScaling: Bool
    ) throws(ImageError) -> DecodedImage {
      let header = try header(of: source)
      let limit = max(1, maximumPixelCount)
      guard header.size.area <= limit else {
        throw .imageTooLarge(
          width: header.size.width, height: header.size.height, limit: limit)
      }
      let output = header.size.downsampled(toFill: targetSize, contentMode: contentMode)
      var options = ccodecs_decode_options()
      options.max_pixels = UInt64(limit)
      options.disable_dct_scaling = allowsDCTScaling ? 0 : 1
      let byteCount = output.width * output.height * 4
      var status: Int32 = CCODECS_OK
      let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
        if let destination = buffer.baseAddress {
          status = source.decode(&options, into: destination, size: output)
        } else {
          status = CCODECS_ERROR_INVALID_ARGUMENT
        }
        count = status == CCODECS_OK ? byteCount : 0
      }
      guard status == CCODECS_OK else {
        if status == CCODECS_ERROR_TOO_LARGE {
          throw .imageTooLarge(
            width: header.size.width, height: header.size.height, limit: limit)
        }
        throw error(for: status, format: header.format)
      }
      return DecodedImage(width: output.width, height: output.height, pixels: pixels)
    }

    static func error(for status: Int32, format: ImageFormat?) -> ImageError {
      switch status {
      case CCODECS_ERROR_UNSUPPORTED_FORMAT:
        if let format { return .unsupportedFormat(format) }
        return .notAnImage
      case CCODECS_ERROR_UNKNOWN_FORMAT: return .notAnImage
      case CCODECS_ERROR_OUT_OF_MEMORY: return .outOfMemory
      default: return .corruptData
      }
    }
  }

  extension ImageFormat {
    init?(codecsFormat: Int32) {
      switch codecsFormat {
      case CCODECS_FORMAT_JPEG: self = .jpeg
      case CCODECS_FORMAT_PNG: self = .png
      case CCODECS_FORMAT_GIF: self = .gif
      case CCODECS_FORMAT_WEBP: self = .webp
      case CCODECS_FORMAT_HEIF: self = .heif
      case CCODECS_FORMAT_AVIF: self = .avif
      case CCODECS_FORMAT_TIFF: self = .tiff
      case CCODECS_FORMAT_BMP: self = .bmp
      default: return nil
      }
    }
  }
#endif
