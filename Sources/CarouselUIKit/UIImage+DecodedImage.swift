#if canImport(UIKit) && !os(watchOS)
  import CarouselHosting
  import CarouselImages
  import UIKit

  extension UIImage {
    /// An image showing decoded pixels at a screen scale (pixels per point), or nil when
    /// Core Graphics cannot make it.
    convenience init?(decoded image: DecodedImage, scale: Double) {
      guard let cgImage = image.makeCGImage() else { return nil }
      self.init(cgImage: cgImage, scale: CGFloat(max(scale, 1)), orientation: .up)
    }
  }
#endif
