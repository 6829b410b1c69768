#if canImport(ImageIO)
  import CoreGraphics
  import Foundation
  import ImageIO

  /// Decoding through ImageIO thumbnails: the source is decoded at a reduced size directly
  /// (JPEG DCT scaling, embedded thumbnails, hardware decoders), EXIF orientation applied,
  /// then drawn once into an RGBA8 buffer.
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

    /// Draws `image` into an RGBA8 buffer of exactly `size` and removes the premultiplication
    /// Core Graphics requires.
    private static func render(_ image: CGImage, size: PixelSize) throws(ImageError)
      -> DecodedImage
    {
      let bytesPerRow = size.width * 4
      var pixels = [UInt8](repeating: 0, count: bytesPerRow * size.height)
      let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
        guard
          let colorSpace = CGColorSpace(name: CGColorSpace.sRGB),
          let context = CGContext(
            data: buffer.baseAddress, width: size.width, height: size.height,
            bitsPerComponent: 8, bytesPerRow: bytesPerRow, space: colorSpace,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        return true
      }
      guard drawn else { throw .outOfMemory }
      for offset in stride(from: 0, to: pixels.count, by: 4) {
        let alpha = UInt32(pixels[offset + 3])
        guard alpha != 0 && alpha != 255 else { continue }
        for channel in 0..<3 {
          let value = (UInt32(pixels[offset + channel]) * 255 + alpha / 2) / alpha
          pixels[offset + channel] = UInt8(min(255, value))
        }
      }
      return DecodedImage(width: size.width, height: size.height, pixels: pixels)
    }
  }
#endif
