#if canImport(ImageIO)
  import CarouselCore
  import CoreGraphics
  import Foundation
  import ImageIO

  /// Decoding through ImageIO thumbnails: the source is decoded at a reduced size directly
  /// (JPEG DCT scaling, embedded thumbnails, hardware decoders), EXIF orientation applied,
  /// then drawn once into the display-ready image that `DecodedImage` holds on Apple
  /// platforms.
  enum ImageIODecoder {
    /// What this device's ImageIO reads, among the formats banners come in, most preferred
    /// first (AVIF from iOS 16 and macOS 13).
    static var decodableMIMETypes: [String] {
      let readable = Set((CGImageSourceCopyTypeIdentifiers() as? [String]) ?? [])
      let candidates: [(String, String)] = [
        ("public.avif", "image/avif"), ("org.webmproject.webp", "image/webp"),
        ("public.heic", "image/heic"), ("public.jpeg", "image/jpeg"), ("public.png", "image/png"),
        ("com.compuserve.gif", "image/gif"),
      ]
      return candidates.filter { readable.contains($0.0) }.map(\.1)
    }

    static func decode(
      _ data: Data, targetSize: PixelSize, contentMode: ImageRequest.ContentMode,
      maximumPixelCount: Int, decodesAnimations: Bool = true,
      animationMemoryBudget: Int = 16 << 20, maximumFrameCount: Int = 10_000,
      animationPixelsPerSecond: Int = ImageAnimation.defaultPixelsPerSecond
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
      let first = try render(thumbnail, size: output)
      let count = CGImageSourceGetCount(source)
      // ImageIO composes each frame at the stored size.
      let workingSetBytes = width * height * 4
      // An animation that cannot be played shows its first frame (`CodecDecoder`'s rule).
      guard decodesAnimations, count > 1, [.gif, .png, .webp].contains(format),
        count <= maximumFrameCount,
        ImageAnimation.canPlay(
          frameSize: output, workingSetBytes: workingSetBytes,
          memoryBudget: animationMemoryBudget)
      else { return first }
      let frames = ImageIOAnimationSource(
        source: source, count: count, size: output, options: thumbnailOptions)
      let animation = ImageAnimation(
        source: frames, timeline: timeline(of: source, format: format, count: count),
        frameSize: output, memoryBudget: animationMemoryBudget,
        workingSetBytes: workingSetBytes, firstFrame: first,
        pixelsPerPlay: (width * height + output.area) * count,
        pixelsPerSecond: animationPixelsPerSecond)
      return first.withAnimation(animation)
    }

    /// The frame durations and loop count ImageIO reads for an animated GIF, APNG or WebP,
    /// with the same rules as the codecs elsewhere: a GIF's loop count counts repetitions
    /// after the first play, as browsers read it; an APNG's and a WebP's count plays.
    static func timeline(of source: CGImageSource, format: ImageFormat, count: Int)
      -> FrameTimeline
    {
      let dictionaryKey: CFString
      let unclampedKey: CFString
      let delayKey: CFString
      let loopKey: CFString
      switch format {
      case .png:
        dictionaryKey = kCGImagePropertyPNGDictionary
        unclampedKey = kCGImagePropertyAPNGUnclampedDelayTime
        delayKey = kCGImagePropertyAPNGDelayTime
        loopKey = kCGImagePropertyAPNGLoopCount
      case .webp:
        dictionaryKey = kCGImagePropertyWebPDictionary
        unclampedKey = kCGImagePropertyWebPUnclampedDelayTime
        delayKey = kCGImagePropertyWebPDelayTime
        loopKey = kCGImagePropertyWebPLoopCount
      default:
        dictionaryKey = kCGImagePropertyGIFDictionary
        unclampedKey = kCGImagePropertyGIFUnclampedDelayTime
        delayKey = kCGImagePropertyGIFDelayTime
        loopKey = kCGImagePropertyGIFLoopCount
      }
      let durations = (0..<count).map { index -> Double in
        let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any]
        let frame = properties?[dictionaryKey] as? [CFString: Any]
        let delay = (frame?[unclampedKey] as? NSNumber) ?? (frame?[delayKey] as? NSNumber)
        return delay?.doubleValue ?? 0
      }
      let container = CGImageSourceCopyProperties(source, nil) as? [CFString: Any]
      let loops = ((container?[dictionaryKey] as? [CFString: Any])?[loopKey] as? NSNumber)?.intValue
      let repetition: FrameTimeline.Repetition
      switch (format, loops) {
      case (.gif, nil): repetition = .plays(1)
      case (_, nil), (_, 0): repetition = .forever
      case (.gif, let count?): repetition = .plays(count + 1)
      case (_, let count?): repetition = .plays(count)
      }
      return FrameTimeline(frameDurations: durations, repetition: repetition)
    }

    /// Draws `image` once, at exactly `size`, into the display-ready form: premultiplied
    /// BGRA in sRGB or Display P3 (see `DisplayColorSpace`), alpha skipped when opaque. This
    /// is the only pass over the pixels and it runs here, off the main thread; the result is
    /// the only copy kept.
    static func render(_ image: CGImage, size: PixelSize) throws(ImageError)
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

  /// The frames of an animated GIF, APNG or WebP through ImageIO, which composites each
  /// frame over the ones before it; frames are thumbnails at the decoded size, drawn into
  /// the display-ready form.
  final class ImageIOAnimationSource: AnimationFrameSource {
    private let source: CGImageSource
    private let count: Int
    private let size: PixelSize
    private let options: CFDictionary
    private(set) var position = 1

    init(source: CGImageSource, count: Int, size: PixelSize, options: CFDictionary) {
      self.source = source
      self.count = count
      self.size = size
      self.options = options
    }

    func decodeNext() throws(ImageError) -> DecodedImage {
      guard let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, position, options) else {
        throw .corruptData
      }
      let frame = try ImageIODecoder.render(thumbnail, size: size)
      position = (position + 1) % count
      return frame
    }

    func rewind() throws(ImageError) {
      position = 0
    }
  }
#endif
