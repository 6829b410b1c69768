#if canImport(UIKit) && !os(watchOS)
  import CarouselHosting
  import CarouselImages
  import UIKit

  /// The view of one live slot: an image (with its placeholder and failure images) or an app
  /// view from the data source, and an optional title along the bottom, on a card that clips
  /// them (and lifts on tvOS while the remote's focus is on the slot).
  @MainActor
  final class CarouselSlotView: UIView {
    /// Holds and clips everything the slot shows; on tvOS it lifts with the focus.
    let cardView = UIView()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let titleBackground = UIView()
    private(set) var customView: UIView?
    /// The item's video over its picture (its poster), made when the slot first shows one;
    /// its player is reused for every video the slot shows after.
    private(set) var videoView: CarouselVideoView?
    /// The data source's kind of ``customView``.
    private(set) var customViewKind: String?
    /// Plays an animated picture in ``imageView`` while the slot is on screen.
    private(set) lazy var animator = CarouselImageAnimator { [weak self] frame in
      guard let self else { return }
      let scale = Double(max(1, self.traitCollection.displayScale))
      self.imageView.image = UIImage(decoded: frame, scale: scale)
    }

    /// How far the title's text keeps from the bottom edge: the carousel's bottom safe area
    /// (the home indicator under a full-screen carousel). The bar itself reaches the edge.
    var titleBottomInset: CGFloat = 0 {
      didSet { if titleBottomInset != oldValue { setNeedsLayout() } }
    }

    /// How the title is drawn (the carousel's ``CarouselView/titleStyle``).
    var titleStyle = CarouselTitleStyle() {
      didSet {
        guard titleStyle != oldValue else { return }
        applyTitleStyle()
        setNeedsLayout()
      }
    }

    private func applyTitleStyle() {
      titleStyle.apply(to: titleLabel, traits: nil)
      titleBackground.backgroundColor = titleStyle.backgroundColor
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      // The card clips; the slot itself only on platforms without a lift to show.
      #if !os(tvOS)
        clipsToBounds = true
      #endif
      cardView.clipsToBounds = true
      addSubview(cardView)
      // Hidden from VoiceOver until the carousel exposes this slide (never a copy).
      accessibilityElementsHidden = true
      imageView.clipsToBounds = true
      imageView.contentMode = .scaleAspectFill
      cardView.addSubview(imageView)
      titleBackground.isHidden = true
      cardView.addSubview(titleBackground)
      titleBackground.addSubview(titleLabel)
      applyTitleStyle()
      NotificationCenter.default.addObserver(
        self, selector: #selector(contentSizeCategoryChanged),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    /// Slot views are created in code only.
    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows an app view instead of the image view (nil shows the image view again).
    func setCustomView(_ view: UIView?, kind: String? = nil) {
      customViewKind = view == nil ? nil : kind
      guard view !== customView else { return }
      customView?.removeFromSuperview()
      customView = view
      if let view {
        cardView.insertSubview(view, aboveSubview: imageView)
      }
      imageView.isHidden = view != nil
      setNeedsLayout()
    }

    /// Shows the item's video (nil: none) as the slot's frame says.
    func showVideo(_ url: URL?, slot: CarouselSlotVideo, driver: CarouselDriver) {
      let view = videoView ?? url.map { _ in makeVideoView(driver: driver) }
      view?.video.show(slot, url: url)
    }

    /// Lets go of the video and of its hold on the turn (the slot goes).
    func stopVideo() {
      videoView?.video.stop()
    }

    private func makeVideoView(driver: CarouselDriver) -> CarouselVideoView {
      let view = CarouselVideoView()
      view.video.onHold = { [weak driver] in driver?.setVideoHold($0) }
      cardView.insertSubview(view, aboveSubview: imageView)
      videoView = view
      setNeedsLayout()
      return view
    }

    /// Shows a title along the bottom, or none for nil or an empty string.
    func setTitle(_ title: String?) {
      titleLabel.text = title
      titleBackground.isHidden = !CarouselTitleBar.shows(title)
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      cardView.bounds = CGRect(origin: .zero, size: bounds.size)
      cardView.center = CGPoint(x: bounds.midX, y: bounds.midY)
      imageView.frame = bounds.insetBy(dx: -pictureOverscan, dy: -pictureOverscan)
      videoView?.frame = imageView.frame
      customView?.frame = bounds
      #if os(tvOS)
        updateLiftShadowPath()
      #endif
      let bar = CarouselTitleBar(
        size: CarouselSize(bounds.size), padding: titleStyle.padding,
        bottomInset: Double(titleBottomInset),
        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft
      ) { [titleLabel] in
        Double(titleLabel.sizeThatFits(CGSize(width: $0, height: .greatestFiniteMagnitude)).height)
      }
      titleBackground.frame = CGRect(bar.frame)
      titleLabel.frame = CGRect(bar.textFrame)
    }

    /// The height of the title bar a title takes at a width (without the safe-area inset),
    /// or 0 for no title: what the page control keeps clear of.
    static func titleBarHeight(
      for title: String?, width: CGFloat, style: CarouselTitleStyle, measuring label: UILabel
    ) -> CGFloat {
      CGFloat(
        CarouselTitleBar.height(of: title, width: Double(width), padding: style.padding) {
          label.text = $0
          return Double(
            label.sizeThatFits(CGSize(width: $1, height: .greatestFiniteMagnitude)).height)
        })
    }

    @objc private func contentSizeCategoryChanged() {
      setNeedsLayout()
    }

    /// How far the picture reaches past the card on each side: room for the parallax of a
    /// lifted picture (tvOS), none otherwise.
    var pictureOverscan: CGFloat = 0 {
      didSet { if pictureOverscan != oldValue { setNeedsLayout() } }
    }
  }
#endif
