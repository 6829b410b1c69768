#if canImport(CCarouselCodecs) && os(Linux)
  import CCarouselCodecs
  import Foundation

  /// Encodes `DecodedImage` bitmaps as PNG or JPEG with libpng and libjpeg-turbo.
  ///
  /// Available where the `CCarouselCodecs` target is built (Linux). Writes rendered frames
  /// and test images.
  ///
  /// ```swift
  /// let png = try ImageEncoder.pngData(from: frame)
  /// try png.write(to: URL(fileURLWithPath: "frame.png"))
  /// ```
  public enum ImageEncoder {
    /// Encodes an image as an 8-bit RGBA PNG.
    ///
    /// - Parameter image: The bitmap to encode.
    /// - Returns: The PNG file's bytes.
    /// - Throws: `ImageEncodingError` when libpng fails (out of memory).
    public static func pngData(from image: DecodedImage) throws(ImageEncodingError) -> Data {
      try pngData(from: image, layout: .rgba)
    }

    /// Encodes an image as a JPEG (alpha is dropped), 4:2:0 chroma subsampling.
    ///
    /// - Parameters:
    ///   - image: The bitmap to encode.
    ///   - quality: 1...100.
    ///   - isProgressive: Whether to write a progressive JPEG rather than a baseline one.
    /// - Returns: The JPEG file's bytes.
    /// - Throws: `ImageEncodingError` when libjpeg fails.
    public static func jpegData(from image: DecodedImage, quality: Int, isProgressive: Bool = false)
      throws(ImageEncodingError) -> Data
    {
      try encode { out, length in
        image.pixels.withUnsafeBufferPointer { pixels in
          ccodecs_jpeg_encode_rgba(
            pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4),
            Int32(clamping: quality), isProgressive ? 1 : 0, &out, &length)
        }
      }
    }

    /// PNG pixel layouts, for producing every kind of PNG a server may send.
    package enum PNGLayout: Sendable, CaseIterable {
      case rgba
      case rgb
      case grey
      case greyAlpha
      case palette

      var codecsValue: Int32 {
        switch self {
        case .rgba: CCODECS_PNG_RGBA
        case .rgb: CCODECS_PNG_RGB
        case .grey: CCODECS_PNG_GREY
        case .greyAlpha: CCODECS_PNG_GREY_ALPHA
        case .palette: CCODECS_PNG_PALETTE
        }
      }
    }

    /// Encodes an image as a PNG with the given layout, 8 or 16 bits per sample, optionally
    /// interlaced.
    package static func pngData(
      from image: DecodedImage, layout: PNGLayout, bitDepth: Int = 8, isInterlaced: Bool = false,
      compressionLevel: Int? = nil
    ) throws(ImageEncodingError) -> Data {
      var options = ccodecs_png_options()
      options.color_type = layout.codecsValue
      options.bit_depth = Int32(clamping: bitDepth)
      options.interlaced = isInterlaced ? 1 : 0
      if let compressionLevel {
        options.compression_level = compressionLevel == 0 ? -1 : Int32(clamping: compressionLevel)
      }
      return try encode { out, length in
        image.pixels.withUnsafeBufferPointer { pixels in
          ccodecs_png_encode(
            pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4),
            &options, &out, &length)
        }
      }
    }

    private static func encode(
      _ body: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32
    ) throws(ImageEncodingError) -> Data {
      var out: UnsafeMutablePointer<UInt8>?
      var length = 0
      let status = body(&out, &length)
      guard status == CCODECS_OK, let out else {
        throw ImageEncodingError(message: String(cString: ccodecs_status_message(status)))
      }
      defer { ccodecs_free(out) }
      return Data(bytes: out, count: length)
    }
  }

  /// An image could not be encoded.
  public struct ImageEncodingError: Error, Sendable, Hashable {
    /// What the encoder reported.
    public let message: String
  }
#endif
