#if canImport(CoreGraphics)
  import CarouselImages
  import CoreGraphics
  import Foundation

  extension DecodedImage {
    /// A Core Graphics image of the same pixels, for a platform image view.
    ///
    /// The bytes are copied once into the image's data provider. Opaque images skip the
    /// alpha channel; others keep it straight (not premultiplied), as decoded.
    public func makeCGImage() -> CGImage? {
      guard let provider = CGDataProvider(data: Data(pixels) as CFData),
        let colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
      else { return nil }
      let alpha: CGImageAlphaInfo =
        DecodedImageAlpha(of: self) == .opaque ? .noneSkipLast : .last
      return CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
        bytesPerRow: width * 4, space: colorSpace,
        bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue), provider: provider, decode: nil,
        shouldInterpolate: true, intent: .defaultIntent)
    }
  }
#endif
