#if canImport(UIKit) && !os(watchOS)
  import CarouselImages
  import UIKit

  extension CarouselImageView {
    /// Creates an image view showing a picture named by a string: a remote URL, a `file:`
    /// URL or the name of a bundled picture, read as `ImageSource` reads it.
    ///
    /// ```swift
    /// let view = CarouselImageView(source: "launch-banner")
    /// ```
    ///
    /// - Parameter source: The picture string; one that names no picture shows
    ///   ``failureImage`` and reports why to ``onLoad``.
    public convenience init(source: String) {
      self.init(url: ImageSource.url(from: source))
    }
  }
#endif
