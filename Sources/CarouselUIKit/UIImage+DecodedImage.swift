#if canImport(UIKit) && !os(watchOS)
  import CarouselImages
  import UIKit

  extension UIImage {
    /// An image showing decoded pixels at a screen scale (pixels per point), or nil when
    /// Core Graphics cannot make it.
    ///
    /// Cheap enough for the main thread: the pipeline delivers images already drawn in the
    /// format Core Animation displays (premultiplied BGRA), so this only wraps that bitmap;
    /// nothing is scanned, copied or converted here.
    ///
    /// For showing what the pipeline gives (``/CarouselImages/ImagePipeline/image(for:)``) in
    /// views of the app's own; ``CarouselImageView`` does it for a URL.
    ///
    /// - Parameters:
    ///   - image: Decoded pixels.
    ///   - scale: Pixels per point (the screen's scale).
    public convenience init?(decoded image: DecodedImage, scale: Double) {
      guard let cgImage = image.makeCGImage() else { return nil }
      self.init(cgImage: cgImage, scale: CGFloat(max(scale, 1)), orientation: .up)
    }
  }
#endif
