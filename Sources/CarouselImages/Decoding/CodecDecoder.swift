#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation

  /// Decoding through libjpeg-turbo and libpng: header probe, pixel limit, then one pass that
  /// decodes with DCT scaling (JPEG) or row by row (PNG) straight into the output buffer.
  enum CodecDecoder {
    /// What the header says, read without decoding.
    struct Header: Equatable {
      var format: ImageFormat
      var size: PixelSize
      var hasAlpha: Bool
      var isProgressive: Bool
    }

    static func header(of data: Data) throws(ImageError) -> Header {
      var info = ccodecs_info()
      let status = data.withUnsafeBytes { raw -> Int32 in
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress else {
          return CCODECS_ERROR_UNKNOWN_FORMAT
        }
        return ccodecs_probe(base, raw.count, &info)
      }
      let format = ImageFormat(codecsFormat: info.format)
      guard status == CCODECS_OK, let format else {
        throw error(for: status, format: format)
      }
      return Header(
        format: format, size: PixelSize(width: Int(info.width), height: Int(info.height)),
        hasAlpha: info.has_alpha != 0, isProgressive: info.is_progressive != 0)
    }

    static func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int, allowsDCTScaling: Bool = true
    ) throws(ImageError) -> DecodedImage {
      let header = try header(of: data)
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
        status = data.withUnsafeBytes { raw -> Int32 in
          guard let source = raw.bindMemory(to: UInt8.self).baseAddress,
            let destination = buffer.baseAddress
          else { return CCODECS_ERROR_INVALID_ARGUMENT }
          return ccodecs_decode_rgba(
            source, raw.count, &options, destination, Int32(output.width),
            Int32(output.height), Int32(output.width * 4))
        }
        if status == CCODECS_OK {
          count = byteCount
        } else {
          count = 0
        }
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
