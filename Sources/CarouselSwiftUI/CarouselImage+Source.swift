#if canImport(SwiftUI) && !os(watchOS)
  import CarouselImages
  import SwiftUI

  extension CarouselImage {
    /// Creates a picture view from a picture string: a remote URL, a `file:` URL or the name
    /// of a bundled picture, read as `ImageSource` reads it.
    ///
    /// ```swift
    /// CarouselImage(source: banner.picture) {  // "launch-banner" or "https://..."
    ///   Color.gray.opacity(0.2)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - source: The picture string; one that names no picture shows the placeholder and
    ///     reports why to `onLoad` (another scheme, a missing resource).
    ///   - contentMode: `.fill` (the default) crops to cover the view; `.fit` letterboxes.
    ///   - pipeline: Where pictures come from (the shared pipeline by default).
    ///   - onLoad: Called when the picture has loaded or failed.
    ///   - placeholder: Shown while the picture loads and when it cannot be loaded.
    public init(
      source: String, contentMode: ContentMode = .fill, pipeline: ImagePipeline = .shared,
      onLoad: ((Result<Void, ImageError>) -> Void)? = nil,
      @ViewBuilder placeholder: @escaping () -> Placeholder
    ) {
      self.init(
        url: ImageSource.url(from: source), contentMode: contentMode, pipeline: pipeline,
        onLoad: onLoad, placeholder: placeholder)
    }
  }

  extension CarouselImage where Placeholder == Color {
    /// Creates a picture view from a picture string (see ``init(source:contentMode:pipeline:onLoad:placeholder:)``)
    /// with a light grey placeholder.
    ///
    /// - Parameters:
    ///   - source: A remote URL, a `file:` URL or the name of a bundled picture.
    ///   - contentMode: `.fill` (the default) crops to cover the view; `.fit` letterboxes.
    ///   - pipeline: Where pictures come from (the shared pipeline by default).
    ///   - onLoad: Called when the picture has loaded or failed.
    public init(
      source: String, contentMode: ContentMode = .fill, pipeline: ImagePipeline = .shared,
      onLoad: ((Result<Void, ImageError>) -> Void)? = nil
    ) {
      self.init(
        url: ImageSource.url(from: source), contentMode: contentMode, pipeline: pipeline,
        onLoad: onLoad)
    }
  }
#endif
