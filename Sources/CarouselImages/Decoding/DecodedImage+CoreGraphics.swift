#if canImport(CoreGraphics)
  import CoreGraphics
  import Foundation

  extension DecodedImage {
    /// The Core Graphics image of these pixels, for a platform image view.
    ///
    /// An image from the platform decoder (or from the pipeline, which prepares every image
    /// it delivers) already is one: it is returned as is, without copying or converting, so
    /// this is cheap on the main thread. An image made from RGBA bytes is converted to
    /// premultiplied BGRA in sRGB, which copies its pixels once.
    ///
    /// - Returns: The image, or `nil` when Core Graphics cannot make it (out of memory).
    public func makeCGImage() -> CGImage? {
      switch storage {
      case .cgImage(let image):
        return image
      case .rgba(let pixels):
        return Self.displayImage(fromStraightRGBA: pixels, width: width, height: height)
      }
    }

    /// Wraps a display-ready image made by `makeDisplayImage(width:height:colorSpace:fill:)`.
    init(displayImage image: CGImage) {
      width = image.width
      height = image.height
      storage = .cgImage(image)
      animation = nil
    }

    /// This image in its display-ready form: an image holding RGBA bytes is converted once
    /// (its byte array is then released), a display-ready one is returned as is.
    func preparedForDisplay() -> DecodedImage {
      guard case .rgba(let pixels) = storage,
        let image = Self.displayImage(fromStraightRGBA: pixels, width: width, height: height)
      else { return self }
      return DecodedImage(displayImage: image).withAnimation(animation)
    }

    /// The bitmap layout of display-ready images: BGRA in memory, alpha premultiplied, or
    /// skipped when every pixel is opaque (Core Animation then skips blending too).
    static func displayBitmapInfo(isOpaque: Bool) -> UInt32 {
      let alpha: CGImageAlphaInfo = isOpaque ? .noneSkipFirst : .premultipliedFirst
      return alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    }

    /// Allocates a zeroed buffer with rows aligned for Core Animation, lets `fill` draw into
    /// it, and wraps it in an image that owns it: the only copy of the pixels.
    ///
    /// - Parameters:
    ///   - width: The number of columns.
    ///   - height: The number of rows.
    ///   - colorSpace: The colour space of the pixels `fill` writes.
    ///   - fill: Writes BGRA pixels into the buffer (given with its bytes per row); returns
    ///     whether they are all opaque, or `nil` when it failed.
    /// - Returns: The image, or `nil` when memory or Core Graphics fails.
    static func makeDisplayImage(
      width: Int, height: Int, colorSpace: CGColorSpace,
      fill: (UnsafeMutableRawPointer, Int) -> Bool?
    ) -> CGImage? {
      let bytesPerRow = DisplayPixels.alignedBytesPerRow(width: width)
      let (byteCount, overflow) = bytesPerRow.multipliedReportingOverflow(by: height)
      // calloc: large zeroed blocks are fresh pages, not written twice.
      guard width > 0, height > 0, !overflow, let buffer = calloc(byteCount, 1) else {
        return nil
      }
      guard let isOpaque = fill(buffer, bytesPerRow),
        let provider = CGDataProvider(
          dataInfo: nil, data: buffer, size: byteCount,
          releaseData: { _, data, _ in free(UnsafeMutableRawPointer(mutating: data)) })
      else {
        free(buffer)
        return nil
      }
      return CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
        bytesPerRow: bytesPerRow, space: colorSpace,
        bitmapInfo: CGBitmapInfo(rawValue: displayBitmapInfo(isOpaque: isOpaque)),
        provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// The Core Graphics colour space for a display colour space.
    static func cgColorSpace(_ space: DisplayColorSpace) -> CGColorSpace? {
      switch space {
      case .sRGB: CGColorSpace(name: CGColorSpace.sRGB)
      case .displayP3: CGColorSpace(name: CGColorSpace.displayP3)
      }
    }

    /// The display colour space for an image drawn from `source`.
    static func displayColorSpace(for source: CGColorSpace?) -> DisplayColorSpace {
      guard let source else { return .sRGB }
      let effective = source.model == .indexed ? (source.baseColorSpace ?? source) : source
      return DisplayColorSpace(
        sourceIsRGB: effective.model == .rgb,
        isWideGamut: effective.isWideGamutRGB || CGColorSpaceUsesExtendedRange(effective))
    }

    /// Straight RGBA (sRGB) pixels converted to a display-ready image.
    private static func displayImage(fromStraightRGBA pixels: [UInt8], width: Int, height: Int)
      -> CGImage?
    {
      guard let space = cgColorSpace(.sRGB) else { return nil }
      return makeDisplayImage(width: width, height: height, colorSpace: space) {
        buffer, bytesPerRow in
        pixels.withUnsafeBytes { rgba in
          DisplayPixels.premultipliedBGRA(
            fromStraightRGBA: rgba, width: width, height: height, into: buffer,
            bytesPerRow: bytesPerRow)
        }
      }
    }

    /// A window of `image` as straight RGBA in sRGB, packed rows.
    ///
    /// - Parameters:
    ///   - image: The display-ready image.
    ///   - width: The window's columns.
    ///   - height: The window's rows.
    ///   - origin: The window's top-left pixel in the image.
    static func straightRGBA(
      of image: CGImage, width: Int, height: Int, origin: (x: Int, y: Int) = (0, 0)
    ) -> [UInt8] {
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
        guard let space = cgColorSpace(.sRGB),
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: space,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        context.interpolationQuality = .none
        context.setBlendMode(.copy)
        // Core Graphics counts rows from the bottom.
        let rect = CGRect(
          x: -origin.x, y: height + origin.y - image.height, width: image.width,
          height: image.height)
        context.draw(image, in: rect)
        return true
      }
      if drawn { DisplayPixels.unpremultiplyRGBA(&pixels) }
      return pixels
    }
  }
#endif
