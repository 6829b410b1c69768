#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import SwiftUI

  /// A picture from a URL, for carousel slides: downloaded, cached on disk and in memory, and
  /// decoded off the main thread at the view's own pixel size, through the same pipeline as
  /// `CarouselView`'s images.
  ///
  /// ```swift
  /// Carousel(banners) { banner in
  ///   CarouselImage(url: banner.imageURL) {
  ///     Color.gray.opacity(0.2)            // while it loads, and if it fails
  ///   }
  /// }
  /// ```
  ///
  /// Unlike `AsyncImage`, a resize (rotation, a header collapsing) keeps the picture on
  /// screen until a sharper one is ready, and only asks for one when the size changed
  /// enough to matter; a slide that moves on to another item never shows the previous
  /// item's picture; the request is cancelled when the view goes away. In a carousel's
  /// slide it asks for the size the carousel chose for the slide and plays an animated
  /// picture only while the slide shows (the carousel's rule); elsewhere, by the same rules
  /// applied to itself.
  public struct CarouselImage<Placeholder: View>: View {
    private let url: URL?
    private let contentMode: ContentMode
    private let pipeline: ImagePipeline
    private let onLoad: ((Result<Void, ImageError>) -> Void)?
    private let placeholder: () -> Placeholder

    @StateObject private var model = CarouselImageModel()
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.carouselSlotPicture) private var slotPicture

    /// Creates a picture view.
    ///
    /// - Parameters:
    ///   - url: The picture, or nil to show the placeholder.
    ///   - contentMode: `.fill` (the default) crops to cover the view; `.fit` letterboxes.
    ///   - pipeline: Where pictures come from (the shared pipeline by default).
    ///   - onLoad: Called when the picture has loaded or failed, once per URL, and again only
    ///     when that changes (a failure that loads later).
    ///   - placeholder: Shown while the picture loads and when it cannot be loaded.
    public init(
      url: URL?, contentMode: ContentMode = .fill, pipeline: ImagePipeline = .shared,
      onLoad: ((Result<Void, ImageError>) -> Void)? = nil,
      @ViewBuilder placeholder: @escaping () -> Placeholder
    ) {
      self.url = url
      self.contentMode = contentMode
      self.pipeline = pipeline
      self.onLoad = onLoad
      self.placeholder = placeholder
    }

    /// The picture filling the view (or the placeholder), loaded at the view's pixel size.
    public var body: some View {
      // The latest callback, whenever the app gives one (not only at the next load).
      model.onLoad = onLoad
      return GeometryReader { proxy in
        picture
          .frame(width: proxy.size.width, height: proxy.size.height)
          .clipped()
          .onAppear {
            model.isOnScreen = true
            load(size: proxy.size)
            updatePlayback()
          }
          .onDisappear {
            model.isOnScreen = false
            updatePlayback()
          }
          .onValueChange(of: reducesMotion) { _ in updatePlayback() }
          .onValueChange(of: slotPicture) { _ in
            load(size: proxy.size)
            updatePlayback()
          }
          .onValueChange(of: proxy.size) { load(size: $0) }
          .onValueChange(of: url) { _ in load(size: proxy.size) }
          .onValueChange(of: contentMode) { _ in load(size: proxy.size) }
      }
      .accessibilityHidden(true)
    }

    @ViewBuilder private var picture: some View {
      if let image = model.cgImage {
        Image(decorative: image, scale: model.scale)
          .resizable()
          .aspectRatio(contentMode: contentMode)
      } else {
        placeholder()
      }
    }

    /// Plays an animated picture as its carousel slide says (a neighbour kept just off screen
    /// does not play), or, outside a carousel, while the view is on screen; the first frame
    /// under Reduce Motion.
    private func updatePlayback() {
      let signals = CarouselHostSignals(
        isInWindow: model.isOnScreen, isReduceMotionEnabled: reducesMotion)
      model.setPlayback(
        plays: slotPicture?.plays ?? signals.playsAnimatedPictures, reducesMotion: reducesMotion)
    }

    private func load(size: CGSize) {
      model.load(
        url: url, size: CarouselSize(size), scale: Double(displayScale),
        pictureSize: slotPicture?.size,
        contentMode: contentMode == .fit ? .aspectFit : .aspectFill, pipeline: pipeline)
    }
  }

  extension CarouselImage where Placeholder == Color {
    /// Creates a picture view with a light grey placeholder.
    ///
    /// - Parameters:
    ///   - url: The picture, or nil to show the placeholder.
    ///   - contentMode: `.fill` (the default) crops to cover the view; `.fit` letterboxes.
    ///   - pipeline: Where pictures come from (the shared pipeline by default).
    ///   - onLoad: Called when the picture has loaded or failed, once per URL, and again only
    ///     when that changes.
    public init(
      url: URL?, contentMode: ContentMode = .fill, pipeline: ImagePipeline = .shared,
      onLoad: ((Result<Void, ImageError>) -> Void)? = nil
    ) {
      self.init(url: url, contentMode: contentMode, pipeline: pipeline, onLoad: onLoad) {
        Color.gray.opacity(0.2)
      }
    }
  }

  /// Holds a ``CarouselImageLoader`` for one `CarouselImage` and publishes what it shows.
  @MainActor
  final class CarouselImageModel: ObservableObject {
    @Published private(set) var cgImage: CGImage?
    private(set) var scale: CGFloat = 1
    private var loader: CarouselImageLoader?
    private var pipeline: ImagePipeline?

    /// Asks for the picture: at the size its carousel slide chose, or at the view's own
    /// (by the picture-size rule).
    func load(
      url: URL?, size: CarouselSize, scale: Double, pictureSize: CarouselPixelSize?,
      contentMode: ImageRequest.ContentMode, pipeline: ImagePipeline
    ) {
      if loader == nil || self.pipeline !== pipeline {
        loader?.cancel()
        self.pipeline = pipeline
        loader = CarouselImageLoader(pipeline: pipeline) { [weak self] image in
          self?.show(image)
        }
      }
      self.scale = CGFloat(max(scale, 1))
      self.url = url
      if let pictureSize {
        loader?.update(url: url, pictureSize: pictureSize, contentMode: contentMode)
      } else {
        loader?.update(url: url, size: size, scale: scale, contentMode: contentMode)
      }
    }

    /// Plays an animated picture as ``setPlayback(plays:reducesMotion:)`` says.
    private lazy var animator = CarouselImageAnimator { [weak self] frame in
      self?.cgImage = frame.makeCGImage()
    }

    /// Whether the view is on screen (between its appear and disappear).
    var isOnScreen = false

    /// Plays, stops, or (under reduced motion) shows the first frame.
    func setPlayback(plays: Bool, reducesMotion: Bool) {
      animator.isReducedMotion = reducesMotion
      animator.isPlaying = plays
    }

    /// The view's load callback (the latest one given).
    var onLoad: ((Result<Void, ImageError>) -> Void)?
    private var outcomes = CarouselImageOutcomes()
    private var url: URL?

    private func show(_ image: CarouselSlotImage) {
      // No image of its own for the placeholder or a failure: the view's placeholder shows.
      cgImage = image.decoded?.makeCGImage()
      animator.setImage(image.decoded)
      guard let url, let onLoad else { return }
      outcomes.report(image, for: url) { () }.map(onLoad)
    }
  }
#endif
