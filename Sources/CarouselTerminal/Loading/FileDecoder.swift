#if canImport(CCarouselCodecs)
  import CCarouselCodecs
  import CarouselImages
  import CarouselRendering
  #if canImport(Glibc)
    import Glibc
  #endif

  /// Decodes a local picture file while reading it, through the shared codecs: the file is
  /// never held whole in memory, and a JPEG is decoded straight at a reduced scale.
  enum FileDecoder {
    /// The picture at `path`, downsampled to cover (or fit) `targetSize`.
    ///
    /// - Returns: The picture, or a short reason for a failure slide.
    static func decode(
      path: String, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int
    ) -> Result<FrameBuffer, FileDecodingError> {
      guard let file = fopen(path, "rb") else {
        return .failure(FileDecodingError("cannot open file"))
      }
      defer { fclose(file) }
      var info = ccodecs_info()
      let probed = ccodecs_probe_file(file, &info)
      guard probed == CCODECS_OK else { return .failure(FileDecodingError(status: probed)) }
      guard Int(info.width) * Int(info.height) <= maximumPixelCount else {
        return .failure(FileDecodingError("picture too large (\(info.width)x\(info.height))"))
      }
      var width: Int32 = 0
      var height: Int32 = 0
      ccodecs_target_size(
        info.width, info.height, Int32(max(1, targetSize.width)), Int32(max(1, targetSize.height)),
        contentMode == .aspectFill ? 1 : 0, &width, &height)
      var options = ccodecs_decode_options()
      options.max_pixels = UInt64(maximumPixelCount)
      var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
      let status = pixels.withUnsafeMutableBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return CCODECS_ERROR_INVALID_ARGUMENT }
        return ccodecs_decode_file_rgba(file, &options, base, width, height, width * 4)
      }
      guard status == CCODECS_OK else { return .failure(FileDecodingError(status: status)) }
      guard
        let frame = FrameBuffer(width: Int(width), height: Int(height), straightRGBA: pixels)
      else { return .failure(FileDecodingError("bad pixels")) }
      return .success(frame)
    }
  }

  /// Why a picture file could not be decoded, in a few words.
  struct FileDecodingError: Error {
    let reason: String

    init(_ reason: String) { self.reason = reason }

    init(status: Int32) {
      switch status {
      case CCODECS_ERROR_UNKNOWN_FORMAT: reason = "not an image"
      case CCODECS_ERROR_UNSUPPORTED_FORMAT: reason = "unsupported image format"
      case CCODECS_ERROR_CORRUPT: reason = "corrupt or truncated image"
      case CCODECS_ERROR_TOO_LARGE: reason = "picture too large"
      case CCODECS_ERROR_OUT_OF_MEMORY: reason = "out of memory"
      default:
        reason = ccodecs_status_message(status).map { String(cString: $0) } ?? "status \(status)"
      }
    }
  }
#endif
