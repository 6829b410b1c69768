#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import UIKit

  /// A picture from a URL for the app's own carousel pages (a data source's views): the same
  /// pipeline as ``CarouselView``'s image items, so a page with rounded corners, a badge or a
  /// styled caption keeps the built-in loading, caches and decoding at the view's pixel size.
  ///
  /// ```swift
  /// func carouselView(_ carouselView: CarouselView, viewForItemAt index: Int,
  ///                   reusing view: UIView?) -> UIView {
  ///   let page = view as? OfferPage ?? OfferPage()     // holds a CarouselImageView
  ///   page.picture.url = offers[index].imageURL
  ///   page.badge.text = offers[index].badge
  ///   return page
  /// }
  /// ```
  ///
  /// The picture is decoded off the main thread at the view's size (again only when the size
  /// changes enough to matter); a new URL never shows the previous picture; the request is
  /// cancelled when the URL changes or the view is released. An animated picture plays
  /// while the view can be seen (in a window, not hidden, not scrolled out of sight, its scene
  /// in the foreground: the rule every carousel slot follows), and shows its first frame
  /// under Reduce Motion. It draws
  /// as a `UIImageView` does: set `contentMode` (`.scaleAspectFill` by default, cropping; or
  /// `.scaleAspectFit`).
  @MainActor
  public final class CarouselImageView: UIImageView {
    /// The picture, or nil for ``placeholderImage``.
    public var url: URL? {
      didSet {
        guard url != oldValue else { return }
        if url == nil { loader.cancel() }
        setNeedsLayout()
      }
    }

    /// Where pictures come from (the shared pipeline by default).
    public var pipeline: ImagePipeline = .shared {
      didSet {
        guard pipeline !== oldValue else { return }
        loader.cancel()
        loader = makeLoader()
        setNeedsLayout()
      }
    }

    /// Shown while the picture loads, and without a URL.
    public var placeholderImage: UIImage? {
      didSet { show(loader.image) }
    }

    /// Shown when the picture cannot be loaded (``placeholderImage`` when nil).
    public var failureImage: UIImage? {
      didSet { show(loader.image) }
    }

    /// Called when the picture has loaded or failed, once per URL, and again only when that
    /// changes (a failure that loads later).
    public var onLoad: (@MainActor (Result<UIImage, ImageError>) -> Void)?

    private lazy var loader = makeLoader()
    private var outcomes = CarouselImageOutcomes()
    /// What the view knows of its surroundings, for whether its picture plays.
    private var signals = CarouselHostSignals()
    /// Follows enclosing scroll views: a picture scrolled out of sight stops.
    private lazy var scrollObserver = CarouselScrollVisibilityObserver { [weak self] in
      self?.updateSignals()
    }
    private lazy var animator = CarouselImageAnimator { [weak self] frame in
      guard let self else { return }
      self.image = UIImage(decoded: frame, scale: self.displayScale)
    }

    /// Creates an image view with no picture.
    public init() {
      super.init(frame: .zero)
      setUp()
    }

    /// Creates an image view showing a picture from a URL.
    ///
    /// - Parameter url: The picture.
    public convenience init(url: URL?) {
      self.init()
      self.url = url
    }

    /// Creates an image view from a storyboard or nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      contentMode = .scaleAspectFill
      clipsToBounds = true
      observeSceneAndAccessibility(
        sceneChanged: #selector(sceneActivationChanged(_:)),
        accessibilityChanged: #selector(updateSignals))
    }

    private func makeLoader() -> CarouselImageLoader {
      CarouselImageLoader(pipeline: pipeline) { [weak self] image in
        self?.show(image)
      }
    }

    /// Asks for the picture at the view's pixel size (cheap when nothing changed).
    public override func layoutSubviews() {
      super.layoutSubviews()
      loader.update(
        url: url, size: CarouselSize(bounds.size), scale: displayScale,
        contentMode: contentMode == .scaleAspectFit ? .aspectFit : .aspectFill)
    }

    /// Plays an animated picture while it can be seen, and asks for the picture on entering
    /// a window.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      scrollObserver.attach(to: self)
      if let scene = window?.windowScene {
        signals.isAppInBackground = scene.activationState == .background
      }
      updateSignals()
      if window != nil { setNeedsLayout() }
    }

    /// A hidden picture stops playing.
    public override var isHidden: Bool {
      didSet { updateSignals() }
    }

    private var displayScale: Double {
      let scale = traitCollection.displayScale
      return scale > 0 ? Double(scale) : 1
    }

    private func show(_ slotImage: CarouselSlotImage) {
      let scale = displayScale
      image = slotImage.shown(placeholder: placeholderImage, failure: failureImage) {
        UIImage(decoded: $0, scale: scale)
      }
      animator.setImage(slotImage.decoded)
      updatePlayback()
      guard let url, let onLoad else { return }
      outcomes.report(slotImage, for: url) { image }.map(onLoad)
    }

    /// Reads the surroundings afresh and lets the picture play by the one rule
    /// (`CarouselHostSignals.playsAnimatedPictures`).
    @objc private func updateSignals() {
      signals.isInWindow = window != nil && !isHidden
      signals.isScrolledOutOfSight = window != nil && carouselGeometricallyVisibleRect() == nil
      signals.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      updatePlayback()
    }

    private func updatePlayback() {
      animator.isReducedMotion = signals.isReduceMotionEnabled
      animator.isPlaying = signals.playsAnimatedPictures
    }

    /// Only this view's own window scene counts (iPad runs several).
    @objc private func sceneActivationChanged(_ notification: Notification) {
      guard let scene = window?.windowScene, notification.object as? UIScene === scene else {
        return
      }
      signals.isAppInBackground = notification.name == UIScene.didEnterBackgroundNotification
      updatePlayback()
    }
  }
#endif
