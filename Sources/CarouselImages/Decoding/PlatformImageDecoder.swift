import Foundation

/// The decoder for the platform the code runs on: ImageIO thumbnails on Apple platforms,
/// libjpeg-turbo, libpng, libwebp, libavif and giflib (through the `CCarouselCodecs` target)
/// on Linux.
///
/// Decodes JPEG, PNG, WebP, AVIF and GIF everywhere; on Apple platforms also what else
/// ImageIO reads (HEIF, TIFF...). Both implementations produce the same `DecodedImage`
/// layout. Animated GIFs and WebPs (and APNGs on Apple platforms) decode to their first
/// frame with an ``ImageAnimation`` for the rest.
public struct PlatformImageDecoder: ImageDecoding {
  /// Whether animated pictures keep their animation; `false` decodes first frames only.
  public var decodesAnimations: Bool
  /// The most bytes one animation holds (16 MB by default): its encoded data and what its
  /// frames are composed on first, then decoded frames, all of them when they fit, a window
  /// of the most recent ones otherwise. An animation that cannot keep two frames within it
  /// shows its first frame only (``ImageAnimation/canPlay(frameSize:workingSetBytes:memoryBudget:)``).
  public var animationMemoryBudget: Int
  /// Animations with more frames (10,000 by default, counted in the file before any frame is
  /// decoded) show their first frame only, as do animations with a frame after the first
  /// that the data cannot give.
  public var maximumFrameCount: Int
  /// The processor budget of an animation whose frames are decoded again every play, in
  /// pixels touched per second of play (``ImageAnimation/defaultPixelsPerSecond``): one that
  /// would touch more plays slower.
  public var animationPixelsPerSecond: Int

  /// Creates the decoder.
  ///
  /// - Parameters:
  ///   - decodesAnimations: Whether animations are kept (the default) or only first frames.
  ///   - animationMemoryBudget: The most bytes one animation holds.
  ///   - maximumFrameCount: The most frames an animation may have to be played.
  ///   - animationPixelsPerSecond: The processor budget of an animation decoded every play.
  public init(
    decodesAnimations: Bool = true, animationMemoryBudget: Int = 16 << 20,
    maximumFrameCount: Int = 10_000,
    animationPixelsPerSecond: Int = ImageAnimation.defaultPixelsPerSecond
  ) {
    self.decodesAnimations = decodesAnimations
    self.animationMemoryBudget = max(0, animationMemoryBudget)
    self.maximumFrameCount = max(1, maximumFrameCount)
    self.animationPixelsPerSecond = max(1, animationPixelsPerSecond)
  }

  /// The image formats this build decodes, as MIME types, most preferred first.
  ///
  /// On Apple platforms, what ImageIO reads among AVIF, WebP, HEIF and the classics (AVIF
  /// from iOS 16); on Linux, JPEG and PNG, and AVIF, WebP and GIF when the package was built
  /// with their traits (``ImageFormat/isDecodedByThisBuild``).
  public static var decodableMIMETypes: [String] {
    #if canImport(ImageIO)
      return ImageIODecoder.decodableMIMETypes
    #elseif canImport(CCarouselCodecs) && os(Linux)
      let preference: [ImageFormat] = [.avif, .webp, .jpeg, .png, .gif]
      return preference.filter(\.isDecodedByThisBuild).map(\.mimeType)
    #else
      return []
    #endif
  }

  /// An HTTP `Accept` header naming what this build decodes, so that a CDN that negotiates
  /// formats sends WebP or AVIF where it can and nothing it cannot decode.
  ///
  /// On Linux it lists exactly the formats built in:
  /// `image/avif,image/webp,image/jpeg,image/png,image/gif;q=0.9` with every codec,
  /// `image/jpeg,image/png;q=0.9` without the optional ones. On Apple platforms it ends with
  /// `image/*;q=0.5`, since ImageIO reads more formats (TIFF, BMP...) than those it names.
  public static var acceptHeader: String {
    let types = decodableMIMETypes
    guard !types.isEmpty else { return "image/*" }
    let preferred = types.dropLast().joined(separator: ",")
    let last = types[types.count - 1]
    let named = (preferred.isEmpty ? "" : preferred + ",") + last + ";q=0.9"
    #if canImport(ImageIO)
      return named + ",image/*;q=0.5"
    #else
      return named
    #endif
  }

  /// Decodes and downsamples `data`; see `ImageDecoding.decode(_:targetSize:contentMode:maximumPixelCount:)`.
  public func decode(
    _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
    maximumPixelCount: Int
  ) throws(ImageError) -> DecodedImage {
    #if canImport(ImageIO)
      return try ImageIODecoder.decode(
        data, targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount, decodesAnimations: decodesAnimations,
        animationMemoryBudget: animationMemoryBudget, maximumFrameCount: maximumFrameCount,
        animationPixelsPerSecond: animationPixelsPerSecond)
    #elseif canImport(CCarouselCodecs) && os(Linux)
      return try CodecDecoder.decode(
        data, targetSize: targetSize, contentMode: contentMode,
        maximumPixelCount: maximumPixelCount, animation: animationOptions)
    #else
      if let format = ImageFormat(sniffing: data) { throw .unsupportedFormat(format) }
      throw .notAnImage
    #endif
  }
}

#if canImport(CCarouselCodecs) && os(Linux)
  extension PlatformImageDecoder {
    /// The codec decoder's animation settings from this decoder's.
    package var animationOptions: CodecDecoder.AnimationOptions {
      CodecDecoder.AnimationOptions(
        isEnabled: decodesAnimations, memoryBudget: animationMemoryBudget,
        maximumFrameCount: maximumFrameCount, pixelsPerSecond: animationPixelsPerSecond)
    }
  }
#endif
