#if canImport(ImageIO)
  import CoreGraphics
  import Foundation
  import ImageIO

  /// Decoding through ImageIO thumbnails: the source is decoded at a reduced size directly
  /// (JPEG DCT scaling, embedded thumbnails, hardware decoders), EXIF orientation applied,
  /// then drawn once into the display-ready image that `DecodedImage` holds on Apple
  /// platforms.
  enum ImageIODecoder {
    static func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int
    ) throws(ImageError) -> DecodedImage {
      guard let format = ImageFormat(sniffing: data.prefix(32)) else { throw .notAnImage }
      let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
      guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions),
        CGImageSourceGetCount(source) > 0
      else { throw .unsupportedFormat(format) }
      guard
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
          as? [CFString: Any],
        let width = (properties[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue,
        let height = (properties[kCGImagePropertyPixelHeight] as? NSNumber)?.intValue,
        width > 0, height > 0
      else { throw .corruptData }
      let limit = max(1, maximumPixelCount)
      guard PixelSize(width: width, height: height).area <= limit else {
        throw .imageTooLarge(width: width, height: height, limit: limit)
      }
      // Orientations 5...8 swap the axes.
      let orientation = (properties[kCGImagePropertyOrientation] as? NSNumber)?.intValue ?? 1
      let stored =
        (5...8).contains(orientation)
        ? PixelSize(width: height, height: width) : PixelSize(width: width, height: height)
      let output = stored.downsampled(toFill: targetSize, contentMode: contentMode)
      let thumbnailOptions =
        [
          kCGImageSourceCreateThumbnailFromImageAlways: true,
          kCGImageSourceCreateThumbnailWithTransform: true,
          kCGImageSourceShouldCacheImmediately: true,
          kCGImageSourceThumbnailMaxPixelSize: max(output.width, output.height),
        ] as CFDictionary
      guard let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions)
      else { throw .corruptData }
      return try render(thumbnail, size: output)
    }

    /// Draws `image` once, at exactly `size`, into the display-ready form: premultiplied
    /// BGRA in sRGB or Display P3 (see `DisplayColorSpace`), alpha skipped when opaque. This
    /// is the only pass over the pixels and it runs here, off the main thread; the result is
    /// the only copy kept.
    private static func render(_ image: CGImage, size: PixelSize) throws(ImageError)
      -> DecodedImage
    {
      let hasAlpha = ![.none, .noneSkipFirst, .noneSkipLast].contains(image.alphaInfo)
      guard
        let space = DecodedImage.cgColorSpace(DecodedImage.displayColorSpace(for: image.colorSpace))
      else { throw .outOfMemory }
      let width = size.width
      let height = size.height
      let display = DecodedImage.makeDisplayImage(width: width, height: height, colorSpace: space) {
        buffer, bytesPerRow in
        guard
          let context = CGContext(
            data: buffer, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: bytesPerRow, space: space,
            bitmapInfo: DecodedImage.displayBitmapInfo(isOpaque: !hasAlpha))
        else { return nil }
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return !hasAlpha
          || DisplayPixels.isOpaque(buffer, width: width, height: height, bytesPerRow: bytesPerRow)
      }
      guard let display else { throw .outOfMemory }
      return DecodedImage(displayImage: display)
    }
  }
#endif
