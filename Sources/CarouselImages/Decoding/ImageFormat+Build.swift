#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
#endif

extension ImageFormat {
  /// Whether this build decodes the format.
  ///
  /// On Linux, JPEG and PNG always; WebP, AVIF and GIF when the package was built with the
  /// trait of that name (`swift build --traits WebP,AVIF,GIF`). On Apple platforms, what
  /// ImageIO reads (see ``PlatformImageDecoder/decodableMIMETypes``).
  public var isDecodedByThisBuild: Bool {
    #if canImport(CCarouselCodecs) && os(Linux)
      return ccodecs_decodes_format(codecsFormat) != 0
    #else
      return PlatformImageDecoder.decodableMIMETypes.contains(mimeType)
    #endif
  }

  /// What a build needs to decode this format, as one sentence naming the development package
  /// and the build flag (the message of ``ImageError/formatNotEnabled(_:)``), or `nil` when
  /// this build decodes it, or when no build of the package can (HEIF, TIFF and BMP on Linux).
  public var buildRequirement: String? {
    #if canImport(CCarouselCodecs) && os(Linux)
      guard let requirement = ccodecs_format_requirement(codecsFormat) else { return nil }
      return String(cString: requirement)
    #else
      return nil
    #endif
  }

  /// The format's MIME type, as an HTTP `Accept` header names it.
  public var mimeType: String {
    switch self {
    case .jpeg: "image/jpeg"
    case .png: "image/png"
    case .gif: "image/gif"
    case .webp: "image/webp"
    case .heif: "image/heic"
    case .avif: "image/avif"
    case .tiff: "image/tiff"
    case .bmp: "image/bmp"
    }
  }
}
