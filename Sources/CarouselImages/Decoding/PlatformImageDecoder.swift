import Foundation

/// The decoder for the platform the code runs on: ImageIO thumbnails on Apple platforms,
/// libjpeg-turbo and libpng (through the `CCarouselCodecs` target) elsewhere.
///
/// Decodes JPEG and PNG everywhere; on Apple platforms also what ImageIO reads (HEIF, GIF,
/// WebP...). Both implementations produce the same `DecodedImage` layout.
public struct PlatformImageDecoder: ImageDecoding {
  /// Creates the decoder.
  public init() {}

  /// Decodes and downsamples `data`; see `ImageDecoding.decode(_:targetSize:contentMode:maximumPixelCount:)`.
  public func decode(
    _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
    maximumPixelCount: Int
  ) throws(ImageError) -> DecodedImage {
    #if canImport(ImageIO)
      return try ImageIODecoder.decode(
        data, targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount)
    #elseif canImport(CCarouselCodecs) && os(Linux)
      return try CodecDecoder.decode(
        data, targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount)
    #else
      if let format = ImageFormat(sniffing: data) { throw .unsupportedFormat(format) }
      throw .notAnImage
    #endif
  }
}
