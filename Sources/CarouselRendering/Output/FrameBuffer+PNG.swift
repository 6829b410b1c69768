#if canImport(CCarouselCodecs)
  import CCarouselCodecs

  extension CodecError {
    /// The error for a status of the codecs, with their short English description.
    init(status: Int32) {
      let message = ccodecs_status_message(status).map { String(cString: $0) }
      self.init(status: status, description: message ?? "status \(status)")
    }
  }

  extension FrameBuffer {
    /// Encodes the frame as an 8-bit PNG file (straight alpha), through libpng: RGB when
    /// every pixel is opaque (rendered frames are; a quarter less data to filter and
    /// compress), RGBA otherwise.
    ///
    /// - Returns: The bytes of the PNG file.
    /// - Throws: ``CodecError`` when the frame is empty or libpng fails.
    public func pngData() throws(CodecError) -> [UInt8] {
      guard !isEmpty else { throw CodecError(status: CCODECS_ERROR_INVALID_ARGUMENT) }
      let rgba = straightRGBA()
      var isOpaque = true
      for index in stride(from: 3, to: rgba.count, by: 4) where rgba[index] != 255 {
        isOpaque = false
        break
      }
      var options = ccodecs_png_options()
      options.color_type = isOpaque ? CCODECS_PNG_RGB : CCODECS_PNG_RGBA
      var output: UnsafeMutablePointer<UInt8>?
      var length = 0
      let status = rgba.withUnsafeBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return CCODECS_ERROR_INVALID_ARGUMENT }
        return ccodecs_png_encode(
          base, Int32(width), Int32(height), Int32(width * 4), &options, &output, &length)
      }
      defer { ccodecs_free(output) }
      guard status == CCODECS_OK, let output else { throw CodecError(status: status) }
      return Array(UnsafeBufferPointer(start: output, count: length))
    }

    /// Decodes a PNG or JPEG file at its own size.
    ///
    /// - Parameters:
    ///   - encoded: The bytes of the file.
    ///   - maximumPixelCount: Larger pictures are refused before any pixel is decoded.
    /// - Throws: ``CodecError`` when the bytes are not a PNG or JPEG picture the codecs read.
    public init(decoding encoded: [UInt8], maximumPixelCount: Int = 50_000_000) throws(CodecError) {
      var info = ccodecs_info()
      let probe = encoded.withUnsafeBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return CCODECS_ERROR_UNKNOWN_FORMAT }
        return ccodecs_probe(base, buffer.count, &info)
      }
      guard probe == CCODECS_OK else { throw CodecError(status: probe) }
      let width = Int(info.width)
      let height = Int(info.height)
      guard width > 0, height > 0, width * height <= maximumPixelCount else {
        throw CodecError(status: CCODECS_ERROR_TOO_LARGE)
      }
      var options = ccodecs_decode_options()
      options.max_pixels = UInt64(maximumPixelCount)
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let status = encoded.withUnsafeBufferPointer { source -> Int32 in
        pixels.withUnsafeMutableBufferPointer { destination -> Int32 in
          guard let input = source.baseAddress, let output = destination.baseAddress else {
            return CCODECS_ERROR_INVALID_ARGUMENT
          }
          return ccodecs_decode_rgba(
            input, source.count, &options, output, Int32(width), Int32(height), Int32(width * 4))
        }
      }
      guard status == CCODECS_OK,
        let frame = FrameBuffer(
          width: width, height: height, straightRGBA: pixels)
      else { throw CodecError(status: status == CCODECS_OK ? CCODECS_ERROR_CORRUPT : status) }
      self = frame
    }
  }
#endif
