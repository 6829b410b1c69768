#if canImport(CCarouselCodecs)
  import CCarouselCodecs

  #if canImport(Glibc)
    import Glibc
  #endif

  /// Decodes the file with the codecs while reading it (never held whole in memory): the
  /// header first, the pixel limit checked against it, then one pass straight to the size.
  func makeThumbnail(_ request: ThumbnailRequest) -> Result<Thumbnail, ThumbnailError> {
    let path = request.inputPath
    // A regular file only: a FIFO, a device, a socket or a directory is refused at once.
    var opening: Int32 = 0
    var kind: UnsafePointer<CChar>?
    guard let input = ccodecs_open_regular_file(path, &opening, &kind) else {
      let reason =
        opening == CCODECS_ERROR_NOT_REGULAR_FILE
        ? "is \(kind.map { String(cString: $0) } ?? "a special file"), not a regular file"
        : String(cString: ccodecs_status_message(opening))
      return .failure(ThumbnailError(message: "\(path): \(reason)"))
    }
    defer { fclose(input) }
    var info = ccodecs_info()
    let probed = ccodecs_probe_file(input, &info)
    guard probed == CCODECS_OK else {
      // A format left out of this build says what enables it (package and trait).
      let reason = ccodecs_format_requirement(info.format) ?? ccodecs_status_message(probed)
      return .failure(
        ThumbnailError(message: "\(path): \(reason.map { String(cString: $0) } ?? "\(probed)")"))
    }
    let claimedPixels = UInt64(info.width) * UInt64(info.height)
    guard claimedPixels <= request.maximumPixelCount else {
      return .failure(
        ThumbnailError(
          message: "\(path) is \(info.width)x\(info.height) (\(claimedPixels) pixels), "
            + "more than the limit of \(request.maximumPixelCount)"))
    }
    var width: Int32 = 0
    var height: Int32 = 0
    ccodecs_target_size(
      info.width, info.height, request.width, request.height, request.fits ? 0 : 1, &width,
      &height)
    // Within the pixel limit every row fits an Int32 stride; computed in Int all the same.
    guard let stride = Int32(exactly: Int(width) * 4),
      let fullStride = Int32(exactly: Int(info.width) * 4)
    else { return .failure(ThumbnailError(message: "\(info.width)x\(info.height) is too wide")) }
    var output = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)

    var options = ccodecs_decode_options()
    options.max_pixels = request.maximumPixelCount
    let status: Int32
    if request.decodesFullSize {
      var full = [UInt8](repeating: 0, count: Int(info.width) * Int(info.height) * 4)
      options.disable_dct_scaling = 1
      let decoded = ccodecs_decode_file_rgba(
        input, &options, &full, info.width, info.height, fullStride)
      status =
        decoded == CCODECS_OK
        ? ccodecs_resize_rgba(
          full, info.width, info.height, fullStride, &output, width, height, stride)
        : decoded
    } else {
      status = ccodecs_decode_file_rgba(input, &options, &output, width, height, stride)
    }
    guard status == CCODECS_OK else {
      return .failure(ThumbnailError(message: String(cString: ccodecs_status_message(status))))
    }
    return .success(Thumbnail(width: width, height: height, pixels: output))
  }
#endif
