#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

  /// The seamless, constant-speed drift of one picture or a row of equal views: a welcome
  /// screen's moving background, a ticker of logos.
  ///
  /// ```swift
  /// let background = MarqueeView(image: UIImage(named: "skyline"), pointsPerSecond: 20)
  /// let logos = MarqueeView(itemCount: partners.count, itemLength: 120, spacing: 24) { index in
  ///   UIImageView(image: partners[index].logo)
  /// }
  /// ```
  ///
  /// A picture shorter than the view is repeated as often as needed; the loop has no seam.
  /// The drift stops while the view is out of a window or scrolled out of sight (a ticker in
  /// a table, collection or scroll view), in the background and under Reduce Motion, and
  /// while ``isPaused``. The marquee is decorative: it is hidden from VoiceOver.
  @MainActor
  public final class MarqueeView: UIView, CarouselDriverOutput {
    private enum Content {
      case image(UIImage?)
      case views(count: Int, itemLength: CGFloat, make: @MainActor (Int) -> UIView)
    }

    /// The drift speed in points per second: positive drifts toward the leading edge (the
    /// left, or the right in right-to-left layouts), or up when vertical; negative drifts
    /// the other way.
    @IBInspectable public var pointsPerSecond: Double {
      didSet { setNeedsLayout() }
    }

    /// The direction of drift (horizontal by default).
    public var axis: CarouselAxis = .horizontal {
      didSet { setNeedsLayout() }
    }

    /// Whether the marquee drifts vertically: ``axis`` as a switch for Interface Builder.
    @IBInspectable public var isVertical: Bool {
      get { axis == .vertical }
      set { axis = newValue ? .vertical : .horizontal }
    }

    /// The gap between copies of the picture, or between views, in points.
    @IBInspectable public var spacing: CGFloat {
      didSet { setNeedsLayout() }
    }

    /// Whether the drift is stopped (it resumes from where it stopped).
    public var isPaused: Bool {
      get { driver.isRotationStopped }
      set { driver.setRotationStopped(newValue) }
    }

    /// The picture, for a picture marquee.
    @IBInspectable public var image: UIImage? {
      get {
        if case .image(let image) = content { return image }
        return nil
      }
      set {
        content = .image(newValue)
        rebuild()
      }
    }

    private var content: Content
    private let driver = CarouselDriver(ticker: DisplayLinkTicker())
    private var slotViews = CarouselSlotViews<UIView>()
    /// Follows enclosing scroll views: a ticker scrolled away costs no frames.
    private lazy var scrollObserver = CarouselScrollVisibilityObserver { [weak self] in
      self?.updateScrolledOutOfSight()
    }

    /// Creates a marquee drifting one picture, scaled to fill the view across the axis.
    ///
    /// - Parameters:
    ///   - image: The picture.
    ///   - axis: The direction of drift (horizontal by default; vertical drifts up).
    ///   - pointsPerSecond: The drift speed (30 by default).
    ///   - spacing: The gap between copies (0 by default: edge to edge).
    public init(
      image: UIImage?, axis: CarouselAxis = .horizontal, pointsPerSecond: Double = 30,
      spacing: CGFloat = 0
    ) {
      self.axis = axis
      content = .image(image)
      self.pointsPerSecond = pointsPerSecond
      self.spacing = spacing
      super.init(frame: .zero)
      setUp()
    }

    /// Creates a marquee drifting a row of views of equal length.
    ///
    /// - Parameters:
    ///   - itemCount: The number of views in the row.
    ///   - itemLength: The length of each view along the axis, in points.
    ///   - spacing: The gap between views.
    ///   - axis: The direction of drift (horizontal by default; vertical drifts up).
    ///   - pointsPerSecond: The drift speed (30 by default).
    ///   - makeView: Makes the view of an item; called whenever a copy of the item comes
    ///     into a slot, so it must return a new view each time.
    public init(
      itemCount: Int, itemLength: CGFloat, spacing: CGFloat = 0,
      axis: CarouselAxis = .horizontal, pointsPerSecond: Double = 30,
      makeView: @escaping @MainActor (Int) -> UIView
    ) {
      self.axis = axis
      content = .views(count: max(0, itemCount), itemLength: itemLength, make: makeView)
      self.pointsPerSecond = pointsPerSecond
      self.spacing = spacing
      super.init(frame: .zero)
      setUp()
    }

    /// Creates a marquee from a storyboard or nib: its picture, speed and spacing are the
    /// inspectable ``image``, ``pointsPerSecond`` and ``spacing`` (30 points per second and
    /// edge to edge until set), and ``isVertical`` turns it to drift upward.
    public required init?(coder: NSCoder) {
      content = .image(nil)
      pointsPerSecond = 30
      spacing = 0
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      clipsToBounds = true
      isUserInteractionEnabled = false
      accessibilityElementsHidden = true
      driver.output = self
      observeSceneAndAccessibility(
        sceneChanged: #selector(sceneActivationChanged(_:)),
        accessibilityChanged: #selector(reduceMotionChanged))
      rebuild()
    }

    private func rebuild() {
      switch content {
      case .image(let image): driver.reload(itemCount: image == nil ? 0 : 1)
      case .views(let count, _, _): driver.reload(itemCount: count)
      }
      setNeedsLayout()
    }

    /// Sizes the picture (or the row) to the new bounds and lays out as many copies as the
    /// view needs.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let viewport = CarouselSize(bounds.size)
      let length: Double?
      switch content {
      case .image(let image):
        length = image.flatMap {
          MarqueeLayout.pictureLength(
            pictureSize: CarouselSize($0.size), viewportSize: viewport, axis: axis)
        }
      case .views(_, let itemLength, _):
        length = Double(itemLength)
      }
      driver.setConfiguration(
        MarqueeLayout.configuration(
          itemLength: length ?? 1, spacing: Double(spacing), speed: pointsPerSecond, axis: axis,
          isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
      driver.setBounds(viewport)
      updateScrolledOutOfSight()
    }

    /// Stops the drift while the view is out of a window and resumes it when it is back; also
    /// reads the scene's state and Reduce Motion afresh, and follows the scroll views it is
    /// now in.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      scrollObserver.attach(to: self)
      // Frames at the pace of the screen the marquee is on.
      (driver.ticker as? DisplayLinkTicker)?.view = self
      var state = driver.signals
      state.isInWindow = window != nil && !isHidden
      state.isScrolledOutOfSight = window != nil && carouselGeometricallyVisibleRect() == nil
      if let scene = window?.windowScene {
        state.isAppInBackground = scene.activationState == .background
      }
      state.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      driver.signals = state
      // The drift asks for about one frame per pixel it moves on this screen.
      let scale = traitCollection.displayScale
      driver.setPixelScale(scale > 0 ? Double(scale) : 1)
    }

    /// A hidden marquee stops drifting (and costs nothing) until it is shown again.
    public override var isHidden: Bool {
      didSet { driver.signals.isInWindow = window != nil && !isHidden }
    }

    /// Places a copy of the content in each live slot of the frame.
    package func carouselDriver(_ driver: CarouselDriver, draw frame: CarouselFrame) {
      slotViews.update(
        with: frame.slots,
        make: { _ in
          let container = UIView()
          container.clipsToBounds = true
          addSubview(container)
          return container
        },
        prepare: { container, slot in fill(container, withItem: slot.item) },
        place: { container, slot in container.frame = CGRect(slot.frame) },
        retire: { $0.removeFromSuperview() })
    }

    /// Nothing to report: a marquee has no selection and no announcements.
    package func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselEvent) {}

    private func fill(_ container: UIView, withItem index: Int) {
      for subview in container.subviews { subview.removeFromSuperview() }
      let content: UIView
      switch self.content {
      case .image(let image):
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFill
        content = imageView
      case .views(_, _, let make):
        content = make(index)
      }
      content.frame = container.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(content)
    }

    /// An enclosing scroll view scrolled (or the layout moved the marquee): stop while none
    /// of it is on screen.
    private func updateScrolledOutOfSight() {
      driver.signals.isScrolledOutOfSight =
        window != nil && carouselGeometricallyVisibleRect() == nil
    }

    /// Only this view's own window scene counts (iPad runs several).
    @objc private func sceneActivationChanged(_ notification: Notification) {
      guard let scene = window?.windowScene, notification.object as? UIScene === scene else {
        return
      }
      driver.signals.isAppInBackground =
        notification.name == UIScene.didEnterBackgroundNotification
    }

    @objc private func reduceMotionChanged() {
      driver.signals.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
    }
  }
#endif
