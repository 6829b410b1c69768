#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import UIKit

  /// An infinite-loop carousel: the app banner that slides by on its own, loops forever in
  /// both directions, follows the finger, shows page dots and tells the app which item was
  /// tapped.
  ///
  /// ```swift
  /// let carousel = CarouselView()
  /// carousel.imageURLs = banners.map(\.imageURL)
  /// carousel.titles = banners.map(\.title)
  /// carousel.autoAdvanceInterval = 4
  /// carousel.onSelect = { [weak self] index in self?.open(banners[index]) }
  /// carousel.accessibilityLabel = "Promotions"
  /// ```
  ///
  /// Items are image URLs (downloaded, cached and decoded at the slot's pixel size through
  /// `CarouselImages`), local images, or views from a ``dataSource``. Whatever the number of
  /// items, only the visible slots and one on each side have a view.
  ///
  /// Auto-advance pauses while the view is out of a window or scrolled out of sight (in a
  /// table, collection or scroll view), while its scene is in the background, under Reduce
  /// Motion and while VoiceOver is on the carousel; it resumes a full
  /// interval after the cause ends, and a page turn under way when the view leaves always
  /// completes. For VoiceOver the carousel is one adjustable element ("Item 3 of 5, title"):
  /// swiping up or down moves one item and stops auto-advance until the app or the user
  /// starts it again (the element's custom action does).
  ///
  /// On tvOS the Siri Remote drives it: the carousel is one focus area, a swipe along its axis
  /// moves one item, a click selects the item the focus is on, play/pause stops and starts the
  /// slide show, and the remote's focus holds the slides while it is on them (see
  /// <doc:AppleTVWithUIKit>).
  @MainActor
  public final class CarouselView: UIView {
    // MARK: Content

    /// The items as image URLs (replaces other content). The current item is kept when the
    /// list changes, by URL.
    public var imageURLs: [URL] {
      get { items.imageURLs }
      set { setContent(.imageURLs(newValue)) }
    }

    /// The items as picture strings (replaces other content): remote URLs, `file:` URLs and
    /// the names of the app's bundled pictures, mixed, read as `ImageSource` reads them
    /// (in this order: an `http(s)` URL, a `file:` URL, another scheme refused by name, an
    /// absolute path, a bundle resource by name). A string that names no picture is an
    /// item showing ``failureImage``, reported to ``onImageLoad`` with the reason
    /// (`ImageError.unsupportedScheme`, `.unreadableFile` for a missing resource,
    /// `.unsupportedURL` for an empty string), so the items stay in step with ``titles``.
    ///
    /// ```swift
    /// banner.imageURLStrings = ["launch-banner", "https://cdn.example.com/spring-sale.jpg"]
    /// ```
    public var imageURLStrings: [String] {
      get { items.imageURLStrings }
      set { setContent(.imageURLs(newValue.map { ImageSource.url(from: $0) })) }
    }

    /// The items as local images (replaces other content).
    public var images: [UIImage] {
      get { items.images }
      set { setContent(.images(newValue)) }
    }

    /// The source of item views; setting it shows its views instead of images. Held weakly.
    /// Setting the same data source again changes nothing: ``reloadData()`` asks it again.
    public weak var dataSource: (any CarouselViewDataSource)? {
      didSet {
        apply(
          items.replaceDataSource(
            dataSource.map(ObjectIdentifier.init), previous: oldValue.map(ObjectIdentifier.init)))
      }
    }

    /// Optional titles, one per item, shown along the bottom of each item (up to two lines,
    /// in the user's text size) and read by VoiceOver after the position.
    public var titles: [String]? {
      get { items.titles }
      set {
        guard newValue != items.titles else { return }
        items.titles = newValue
        titleBarHeightCache = nil
        updateItemTitles()
        refreshAllSlots()
        setNeedsLayout()
      }
    }

    /// How ``titles`` are drawn: font, colour, the bar behind them, alignment, lines and
    /// insets (``CarouselTitleStyle``).
    public var titleStyle = CarouselTitleStyle() {
      didSet {
        guard titleStyle != oldValue else { return }
        titleBarHeightCache = nil
        refreshAllSlots()
        setNeedsLayout()
      }
    }

    /// Shown while an item's image loads.
    @IBInspectable public var placeholderImage: UIImage? {
      didSet { if placeholderImage !== oldValue { refreshAllSlots() } }
    }

    /// Shown when an item's image cannot be loaded.
    @IBInspectable public var failureImage: UIImage? {
      didSet { if failureImage !== oldValue { refreshAllSlots() } }
    }

    /// How images fill their slot: `.scaleAspectFill` (the default, cropping) or
    /// `.scaleAspectFit`; images are decoded to fit the choice.
    public var imageContentMode: UIView.ContentMode = .scaleAspectFill {
      didSet { if imageContentMode != oldValue { contentModesChanged() } }
    }

    /// Each item's content mode, where items differ (a product shot fitted among cropped
    /// photos); an item past the end uses ``imageContentMode``. Pictures are then decoded to
    /// cover their slot, so either mode draws them sharp.
    public var imageContentModes: [UIView.ContentMode]? {
      didSet { if imageContentModes != oldValue { contentModesChanged() } }
    }

    /// Called when an item's picture has loaded (with the image shown) or failed (with the
    /// reason), once per picture, and again only when that changes (a picture that failed
    /// and loads later): not again when a slot shows it once more.
    ///
    /// ```swift
    /// carousel.onImageLoad = { index, result in
    ///   if case .failure(let error) = result { print("banner \(index): \(error)") }
    /// }
    /// ```
    public var onImageLoad:
      (@MainActor (_ index: Int, _ result: Result<UIImage, ImageError>) -> Void)?

    /// Where images come from (the shared pipeline by default).
    public var imagePipeline: ImagePipeline = .shared {
      didSet {
        imageSlots.removeAll()
        imageSlots = makeImageSlots()
        refreshAllSlots()
      }
    }

    /// The wording VoiceOver reads ("Item 3 of 5" by default), for localisation.
    public var accessibilityStrings: CarouselAccessibilityStrings {
      get { driver.host.strings }
      set { driver.setAccessibilityStrings(newValue) }
    }

    // MARK: Behaviour

    /// Seconds between automatic page turns, or nil for none (the default).
    public var autoAdvanceInterval: TimeInterval? {
      get { configuration.autoAdvance.interval }
      set { configuration.autoAdvance = CarouselAutoAdvance(interval: newValue) }
    }

    /// Each item's own time on screen before the automatic page turn, by index, beside
    /// ``imageURLs`` and ``titles``: nil, or an item past the end, takes
    /// ``autoAdvanceInterval``. Empty by default.
    ///
    /// ```swift
    /// carousel.autoAdvanceInterval = 4
    /// carousel.autoAdvanceIntervals = [8, nil, 3]   // a sale for 8 s, a logo for 3 s
    /// ```
    ///
    /// The timer page indicator fills over each item's own time (iOS and tvOS 17's
    /// per-page durations), and a pause resumes it where it stopped. Times are brought into
    /// the range ``/CarouselCore/CarouselAutoAdvance/intervalRange`` allows; they apply only
    /// while pages turn on an interval.
    public var autoAdvanceIntervals: [TimeInterval?] {
      get { configuration.itemIntervals }
      set { configuration.itemIntervals = newValue }
    }

    /// Each item's video, by index, beside ``imageURLs`` and ``titles``: an item with one
    /// plays it, muted, over its picture, which is its poster. Nil, or an item past the end,
    /// shows only the picture. Empty by default.
    ///
    /// ```swift
    /// carousel.imageURLs = [saleURL, trailerPosterURL, logoURL]
    /// carousel.videoURLs = [nil, trailerURL]   // item 1 plays its trailer over its poster
    /// ```
    ///
    /// A video plays once while its slide shows and rests on its last frame; it pauses with
    /// the stop control (the user's stop stops videos too) and while the carousel is out of
    /// sight, and the poster stays under Reduce Motion, Low Power Mode and Low Data Mode. The
    /// current slide's video holds the automatic page turn until it ends (within
    /// ``/CarouselCore/CarouselConfiguration/maximumHold``). Each slot reuses one player, and
    /// only slots on screen load a video. VoiceOver reads the item's label, as for a picture.
    public var videoURLs: [URL?] = [] {
      didSet { refreshVideos() }
    }

    /// Says that an item's content holds the automatic page turn while it plays: a video to
    /// its end, an animation, a view of your own until it is done. The page turns once the
    /// item's time has passed and its content finished, never more than
    /// ``/CarouselCore/CarouselConfiguration/maximumHold`` (30 s by default) past its time,
    /// so content that never reports cannot stop the banner.
    ///
    /// ```swift
    /// carousel.setHold(.playing(duration: player.duration), forItemAt: index)  // a 12 s video
    /// carousel.setHold(.playing(duration: nil), forItemAt: index)  // until it says it is done
    /// carousel.setHold(.none, forItemAt: index)  // done
    /// ```
    ///
    /// - Parameters:
    ///   - hold: What the content plays, or `.none` once it finished.
    ///   - index: The item's index (one out of range is ignored).
    public func setHold(_ hold: CarouselItemHold, forItemAt index: Int) {
      driver.setHold(hold, forItem: index)
    }

    /// ``autoAdvanceInterval`` for Interface Builder: seconds between automatic page turns,
    /// 0 (the default) for none.
    @IBInspectable public var autoAdvanceSeconds: Double {
      get { autoAdvanceInterval ?? 0 }
      set { autoAdvanceInterval = newValue > 0 ? newValue : nil }
    }

    /// How items are drawn as they move (plain sliding by default): cross-fade, zoom-out,
    /// depth, overlap, linear, cover flow, cube or your own.
    public var effect: CarouselEffect {
      get { configuration.effect }
      set { configuration.effect = newValue }
    }

    /// The scroll axis (horizontal by default).
    public var axis: CarouselAxis {
      get { configuration.axis }
      set { configuration.axis = newValue }
    }

    /// The length of each item along the axis (the full width or height by default):
    /// `.fraction(0.8)` centres the current item with its neighbours peeking at both sides.
    public var itemLength: CarouselItemLength {
      get { configuration.itemLength }
      set { configuration.itemLength = newValue }
    }

    /// The gap between neighbouring items along the axis, in points (0 by default).
    @IBInspectable public var interitemSpacing: CGFloat {
      get { CGFloat(configuration.interitemSpacing) }
      set { configuration.interitemSpacing = Double(newValue) }
    }

    /// Whether the items wrap around, both ways (true by default, the infinite loop).
    @IBInspectable public var isLooping: Bool {
      get { configuration.isLooping }
      set { configuration.isLooping = newValue }
    }

    /// How the content moves after the finger lifts: one page at a time (the default),
    /// coasting freely, or coasting to the nearest item.
    public var scrollBehavior: CarouselScrollBehavior {
      get { configuration.scrollBehavior }
      set { configuration.scrollBehavior = newValue }
    }

    /// Whether the finger can drag the items (true by default). Off, swipes move nothing and
    /// go to the scroll views around the carousel, while taps still select, the dots still
    /// turn pages and auto-advance goes on: a news ticker, an onboarding the app moves
    /// itself. The same setting as SwiftUI's `carouselSwipeEnabled(_:)`.
    @IBInspectable public var isSwipeEnabled: Bool {
      get { configuration.isSwipeEnabled }
      set { configuration.isSwipeEnabled = newValue }
    }

    /// The complete behaviour: item length and spacing, looping, paging or free scrolling,
    /// animation duration. The layout direction always follows the view's
    /// `effectiveUserInterfaceLayoutDirection`.
    public var configuration = CarouselConfiguration() {
      didSet { applyConfiguration() }
    }

    // MARK: Callbacks

    /// Receives selections and current-item changes. Held weakly.
    public weak var delegate: (any CarouselViewDelegate)?

    /// Called when the user taps an item (or activates it with VoiceOver).
    public var onSelect: (@MainActor (Int) -> Void)?

    /// Called when another item becomes current.
    public var onCurrentIndexChange: (@MainActor (Int) -> Void)?

    /// Called whenever the content moves, with its continuous position in items, in
    /// `0 ..< numberOfItems` (2.5 is half-way from the third item to the fourth; it passes
    /// from the last back through 0 at the seam): for parallax headers and custom page
    /// indicators. Called once per display frame at most, never while nothing moves.
    public var onScroll: (@MainActor (Double) -> Void)?

    /// Called when the content comes to rest on an item (after a swipe, an automatic turn or
    /// a programmatic move): for work that waits until the banner settles.
    public var onScrollEnd: (@MainActor (Int) -> Void)?

    /// Called with each viewable impression (MRC/IAB): an item at least half on screen (30%
    /// for items of 242,500 pixels or more) for one continuous second after its image
    /// loaded, once per item until the next reload. Setting it turns measuring on; the
    /// visible part accounts for enclosing scroll views and the window.
    public var onImpression: (@MainActor (CarouselImpression) -> Void)? {
      didSet { driver.tracksImpressions = onImpression != nil }
    }

    // MARK: Page control

    /// How the page indicator looks and where it sits: round dots, the current one as a pill
    /// (``/CarouselCore/PageIndicatorStyle/pill``), or the pill filling over the dwell before
    /// the next automatic turn (``/CarouselCore/PageIndicatorStyle/timer``); over the slides
    /// or in a band below them (which the slides then leave free), leading, centred or
    /// trailing, inset from the edges; vertical along the trailing edge; shown or not for a
    /// single item.
    ///
    /// ```swift
    /// carousel.pageIndicatorStyle = .timer
    /// carousel.pageIndicatorStyle.placement = .outside
    /// ```
    ///
    /// ``pageControl`` (a `UIPageControl`) draws it, with the style mapped onto its API: a
    /// pill or other dot sizes become indicator images (the current page's on iOS and tvOS 16
    /// and later; before, the current page's own image), the timer is iOS and tvOS 17's
    /// `UIPageControlTimerProgress` kept in step with the carousel's clock (before 17, the
    /// pill without the fill), a vertical style sets the control's direction (16; before, the
    /// dots stay horizontal along the bottom), and a backdrop colour asks for the
    /// control's prominent background. Its colours are ``pageIndicatorTintColor`` and
    /// ``currentPageIndicatorTintColor``, not the style's RGBA ones, and the control spaces
    /// its dots itself and moves its current dot from page to page. For the continuous
    /// stretch, exact spacing or any other look, set a ``customPageIndicator``.
    public var pageIndicatorStyle = PageIndicatorStyle.dots {
      didSet {
        guard pageIndicatorStyle != oldValue else { return }
        applyPageIndicatorStyle()
      }
    }

    /// The system page control that draws the dots, for what the carousel does not set
    /// itself: its accessibility, `allowsContinuousInteraction`, `backgroundStyle`. The
    /// carousel owns its pages, current page, images, progress, direction, visibility and
    /// frame.
    public let pageControl = UIPageControl()

    /// What the dots sit on when the style's chrome asks for glass: Liquid Glass on iOS 26
    /// (``/CarouselCore/PageIndicatorStyle/Chrome/automatic`` too), a material before.
    let pageIndicatorChrome = UIVisualEffectView()

    /// The stop/start control beside the dots
    /// (``/CarouselCore/PageIndicatorStyle/showsRotationControl``), while the slides turn on
    /// their own or the user stopped them.
    let rotationControl = CarouselRotationControl()

    /// The colour of the other pages' dots (the system's by default).
    public var pageIndicatorTintColor: UIColor? {
      get { pageControl.pageIndicatorTintColor }
      set { pageControl.pageIndicatorTintColor = newValue }
    }

    /// The colour of the current page's dot, and of the timer's fill (the system's by
    /// default).
    public var currentPageIndicatorTintColor: UIColor? {
      get { pageControl.currentPageIndicatorTintColor }
      set { pageControl.currentPageIndicatorTintColor = newValue }
    }

    /// The image of the other pages' dots, tinted with ``pageIndicatorTintColor`` when it is
    /// a template or a symbol: an SF Symbol such as `UIImage(systemName: "heart.fill")`. nil
    /// (the default) draws the style's shape.
    public var pageIndicatorImage: UIImage? {
      didSet { if pageIndicatorImage !== oldValue { applyPageIndicatorStyle() } }
    }

    /// The image of the current page's dot (a symbol, a pill of your own), tinted with
    /// ``currentPageIndicatorTintColor`` when it is a template or a symbol. nil (the default)
    /// draws the style's shape.
    public var currentPageIndicatorImage: UIImage? {
      didSet { if currentPageIndicatorImage !== oldValue { applyPageIndicatorStyle() } }
    }

    /// Where the dots sit along their edge (centred by default): the style's alignment.
    public var pageControlAlignment: CarouselPageControlAlignment {
      get { pageIndicatorStyle.alignment }
      set { pageIndicatorStyle.alignment = newValue }
    }

    /// Whether the dots are hidden (the style's `isHidden`). They are always hidden without
    /// items.
    public var isPageControlHidden: Bool {
      get { pageIndicatorStyle.isHidden }
      set { pageIndicatorStyle.isHidden = newValue }
    }

    /// Whether a single item shows no dot (true by default): the style's
    /// `hidesForSinglePage`.
    @IBInspectable public var hidesPageControlForSinglePage: Bool {
      get { pageIndicatorStyle.hidesForSinglePage }
      set { pageIndicatorStyle.hidesForSinglePage = newValue }
    }

    /// A view of the app's own shown instead of the page control: placed where the style
    /// puts the indicator, at the size its `sizeThatFits(_:)` gives (or its intrinsic
    /// content size), and told the indicator's state whenever it changes. nil (the default)
    /// shows ``pageControl``.
    ///
    /// ```swift
    /// final class ProgressBar: UIView, CarouselPageIndicatorView {
    ///   func carouselView(
    ///     _ carouselView: CarouselView, didUpdatePageIndicator indicator: CarouselFrame.Indicator
    ///   ) {
    ///     fraction = (indicator.progress + 1) / Double(max(indicator.pageCount, 1))
    ///   }
    /// }
    /// carousel.customPageIndicator = ProgressBar()
    /// ```
    public var customPageIndicator: (any CarouselPageIndicatorView)? {
      didSet {
        guard customPageIndicator !== oldValue else { return }
        oldValue?.removeFromSuperview()
        if let customPageIndicator { addSubview(customPageIndicator) }
        pageControl.isHidden = customPageIndicator != nil
        updateIndicatorInput()
        drawIndicator(driver.frame.indicator, rotationControl: driver.frame.rotationControl)
      }
    }

    /// The carousel's width divided by its height, to size it without a height constraint:
    /// with it, the carousel holds its height at the width divided by the ratio through a
    /// constraint of its own (priority 999, so the app's required constraints still win), so
    /// a stack view or a self-sizing table or collection view cell gives the banner its
    /// height; `sizeThatFits(_:)` answers the same for frame layout. nil (the default): the
    /// app's constraints or frame decide.
    public var aspectRatio: CGFloat? {
      didSet { updateAspectRatioConstraint() }
    }

    /// Also the background of slides while their image loads or when it failed (under the
    /// placeholder or failure image, and showing where they are transparent). A system
    /// colour follows light and dark mode (on tvOS, which has no background colours of the
    /// system's, its gray at a quarter).
    public var itemBackgroundColor: UIColor? = CarouselView.defaultItemBackgroundColor {
      didSet { if itemBackgroundColor != oldValue { refreshAllSlots() } }
    }

    /// What VoiceOver reads after the position for each item, when it differs from
    /// ``titles`` or when the items have no visible title (an onboarding page's text); nil
    /// reads the titles.
    public var accessibilityItemLabels: [String]? {
      didSet { if accessibilityItemLabels != oldValue { updateItemTitles() } }
    }

    /// How VoiceOver meets the carousel: one adjustable element (the default), or the
    /// current slide's own elements and the page control, for custom pages with buttons or
    /// links of their own.
    ///
    /// ```swift
    /// carousel.accessibilityMode = .slideContents   // VoiceOver reaches each page's buttons
    /// ```
    public var accessibilityMode: CarouselAccessibilityMode = .adjustable {
      didSet { if accessibilityMode != oldValue { updateAccessibilityExposure(force: true) } }
    }
    /// What VoiceOver was last shown (the slide-contents mode's slide).
    var accessibilityExposure = CarouselAccessibilityExposure()

    #if !os(tvOS)
      // MARK: Gestures

      /// The pan gesture recognizer that drags the items, as `UIScrollView`'s: make a parent's
      /// gestures `require(toFail:)` it, or it theirs (keep its delegate: it makes iOS 26's
      /// full-screen back swipe wait while the carousel can move back). It takes only pans
      /// along the carousel's axis. (tvOS has no touch screen: the remote's focus moves the
      /// carousel there.)
      public var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }
    #endif

    // MARK: State

    /// The current item, or nil without items.
    public var currentIndex: Int? { driver.engine.currentIndex }

    /// The number of items.
    public var numberOfItems: Int { driver.engine.itemCount }

    /// Whether auto-advance is stopped by ``pauseAutoAdvance()`` or by the user (see
    /// ``isAutoAdvanceStoppedByUser``). Other pauses, such as being off screen, are transient
    /// and not reported.
    public var isAutoAdvancePaused: Bool {
      driver.signals.isPausedByApp || driver.isRotationStopped
    }

    /// Whether the user stopped the slide show: with the stop/start control or VoiceOver's
    /// stop action, by moving it with VoiceOver or a hardware keyboard, or through Reduce
    /// Motion (the slide show starts stopped there). It stays stopped until the user starts
    /// it again, or until new content arrives (a reused cell given another row's banners).
    /// Setting it false starts it as the start control does (the app's own pause and the
    /// transient pauses still apply); setting it true stops it for the user.
    public var isAutoAdvanceStoppedByUser: Bool {
      get { driver.isRotationStopped }
      set { driver.setRotationStopped(newValue) }
    }

    // MARK: Internals

    /// What the carousel shows: the app's content and titles.
    var items = CarouselItems<UIImage>()
    /// How the items' pictures fill their slots.
    var contentModes: CarouselContentModes<UIView.ContentMode> {
      CarouselContentModes(
        common: imageContentMode, perItem: imageContentModes, fit: .scaleAspectFit)
    }
    let driver = CarouselDriver(options: CarouselView.hostOptions, ticker: DisplayLinkTicker())
    /// The frame drawn last, to redraw only what changed.
    var drawnFrame = CarouselFrame()
    /// The indicator drawn last (nil: draw it again whatever the frame says).
    var drawnIndicator: CarouselFrame.Indicator?
    let contentView = UIView()
    /// What the page control shows, and what to set on it next.
    var pageControlPlan = CarouselPageControlPlan<UIImage>(
      hasCurrentPageImages: CarouselView.pageControlIsFromIOS16,
      hasDirection: CarouselView.pageControlIsFromIOS16)
    /// The timer progress's delegate (iOS 17), kept here: the progress holds it weakly.
    var timerProgressDelegate: AnyObject?
    var slotViews = CarouselSlotViews<CarouselSlotView>()
    lazy var imageSlots = makeImageSlots()
    var crossFadeSnapshot: UIView?
    var crossFadeItem: Int?
    #if os(tvOS)
      /// The focus moves and presses of the remote the carousel took.
      var remote = CarouselRemote()
      /// The focus update being drawn, whose animations the lift joins.
      var focusAnimationCoordinator: UIFocusAnimationCoordinator?
      /// Clips the slides along the axis only, so that the focused slide lifts out across it.
      let slidesMask = CALayer()
    #else
      lazy var panRecognizer = UIPanGestureRecognizer(
        target: self, action: #selector(handlePan(_:)))
      /// The pan recognizer's delegate: the back swipe of iOS 26 waits for the pan.
      lazy var panArbiter = CarouselPanArbiter(carousel: self)
      lazy var tapRecognizer = UITapGestureRecognizer(
        target: self, action: #selector(handleTap(_:)))
      lazy var touchRecognizer = CarouselTouchRecognizer(
        target: self, action: #selector(handleTouch(_:)))
    #endif
    /// Measures titles for the page control's clearance. Out of the view hierarchy, so it
    /// gets no trait changes: its font is set from the carousel's traits for each measure.
    let titleMeasuringLabel = UILabel()
    /// The stop/start action VoiceOver offers, kept while its label stays the same.
    var rotationAction = CarouselRotationAction<UIAccessibilityCustomAction>()
    /// Where the machine's events go.
    lazy var eventRouter = makeEventRouter()
    /// The tallest title bar at a width and text size, until titles change.
    var titleBarHeightCache: (width: CGFloat, category: UIContentSizeCategory, height: CGFloat)?
    /// Spare item views by kind, for data sources with several item layouts.
    var reusePool = CarouselReusePool<UIView>()
    private var aspectRatioConstraint: NSLayoutConstraint?
    /// Follows Low Power Mode and Low Data Mode.
    var savingModes: CarouselSavingModesObserver?
    /// Follows enclosing scroll views, to pause while scrolled out of sight.
    lazy var scrollObserver = CarouselScrollVisibilityObserver { [weak self] in
      self?.updateScrolledOutOfSight()
    }

    /// Creates a carousel with no items.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a carousel from a storyboard or nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      #if os(tvOS)
        // The focused slide lifts out of the carousel: the slides are masked along the axis
        // only (``updateSlidesMask()``).
        clipsToBounds = false
        contentView.layer.mask = slidesMask
      #else
        clipsToBounds = true
        contentView.clipsToBounds = true
      #endif
      addSubview(contentView)
      pageControl.hidesForSinglePage = false
      pageControl.addTarget(self, action: #selector(pageControlChanged), for: .valueChanged)
      pageIndicatorChrome.isUserInteractionEnabled = false
      pageIndicatorChrome.clipsToBounds = true
      addSubview(pageIndicatorChrome)
      addSubview(pageControl)
      rotationControl.addTarget(
        self, action: #selector(rotationControlPressed), for: .primaryActionTriggered)
      addSubview(rotationControl)
      applyPageIndicatorStyle()
      #if !os(tvOS)
        panRecognizer.delegate = panArbiter
        addGestureRecognizer(panRecognizer)
        addGestureRecognizer(tapRecognizer)
        addGestureRecognizer(touchRecognizer)
      #endif
      titleStyle.apply(to: titleMeasuringLabel, traits: nil)
      NotificationCenter.default.addObserver(
        self, selector: #selector(contentSizeCategoryChanged),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
      NotificationCenter.default.addObserver(
        self, selector: #selector(accessibilityFocusMoved(_:)),
        name: UIAccessibility.elementFocusedNotification, object: nil)
      isAccessibilityElement = true
      driver.output = self
      // Frames at the pace of the screen the carousel is on.
      (driver.ticker as? DisplayLinkTicker)?.view = self
      observeSystem()
      observeDisplayScale()
      observeInput()
      applyConfiguration()
      updateIndicatorInput()
    }

    /// The slides' background until the app sets one.
    static var defaultItemBackgroundColor: UIColor {
      #if os(tvOS)
        UIColor.systemGray.withAlphaComponent(0.25)
      #else
        UIColor.secondarySystemBackground
      #endif
    }

    /// Whether the page control has iOS and tvOS 16's images for the current page and
    /// vertical direction.
    static var pageControlIsFromIOS16: Bool {
      if #available(iOS 16, tvOS 16, *) { return true }
      return false
    }

    /// The machine's constants for a UIKit view: the indicator on whole pixels.
    static var hostOptions: CarouselHostMachine.Options {
      var options = CarouselHostMachine.Options()
      options.alignsIndicatorToPixels = true
      return options
    }

    // MARK: Commands

    /// Scrolls to an item, the shorter way round the loop (or the way asked). The delegate's
    /// ``CarouselViewDelegate/carouselView(_:didEndScrollingAnimationAt:)`` reports the
    /// arrival.
    ///
    /// - Parameters:
    ///   - index: The item, in `0 ..< numberOfItems`; others are ignored.
    ///   - animated: Whether to animate (a cross-fade under Reduce Motion).
    ///   - direction: Which way round the loop: `.shortest` (the default), `.forward` or
    ///     `.backward` (ignored when not looping).
    public func scroll(
      to index: Int, animated: Bool, direction: CarouselEngine.ScrollDirection = .shortest
    ) {
      driver.scroll(to: index, animated: animated, direction: direction)
    }

    /// Scrolls to the next item (after the last comes the first).
    public func scrollToNext(animated: Bool = true) {
      driver.next(animated: animated)
    }

    /// Scrolls to the previous item (before the first comes the last).
    public func scrollToPrevious(animated: Bool = true) {
      driver.previous(animated: animated)
    }

    /// Stops auto-advance until ``resumeAutoAdvance()``: for the app's own pause button (the
    /// stop control of WCAG 2.2.2) or its own reasons (a sheet over the carousel).
    public func pauseAutoAdvance() {
      driver.signals.isPausedByApp = true
    }

    /// Lets auto-advance run again (it still waits while off screen, in the background, under
    /// Reduce Motion or under VoiceOver focus); the slide's dwell goes on from where the pause
    /// found it. A stop the user chose with the carousel's VoiceOver action stands until they
    /// start it again: the app's pause and the user's are separate.
    public func resumeAutoAdvance() {
      driver.signals.isPausedByApp = false
    }

    /// Asks the ``dataSource`` for its items again and rebuilds every item view. The current
    /// item stays current when the data source names its items
    /// (``CarouselViewDataSource/carouselView(_:identifierForItemAt:)``); otherwise the items
    /// are new content and the carousel opens on the first.
    public func reloadData() {
      reloadViews()
    }

    // MARK: UIKit overrides (kept in the class body; the work is in the extensions)

    /// Pauses auto-advance while the view is out of a window and resumes it when it is back
    /// (a page turn under way completes first); also reads the scene's state and the
    /// accessibility settings afresh.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      windowDidChange()
    }

    /// Follows the scroll views around the new place in the same window (moved from one
    /// cell or container to another without leaving the window).
    public override func didMoveToSuperview() {
      super.didMoveToSuperview()
      guard window != nil else { return }
      scrollObserver.attach(to: self)
      updateScrolledOutOfSight()
    }

    /// Whether the view is hidden; a hidden carousel pauses as if it had left the window.
    public override var isHidden: Bool {
      didSet { driver.signals.isInWindow = window != nil && !isHidden }
    }

    /// The given width and, with an ``aspectRatio``, the height it calls for.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
      guard let aspectRatio, aspectRatio > 0, size.width > 0, size.width.isFinite else {
        return super.sizeThatFits(size)
      }
      return CGSize(width: size.width, height: size.width / aspectRatio)
    }

    /// Lays the page dots out again, clear of the new safe area.
    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    #if os(tvOS)
      /// The carousel takes the remote's focus while it has an item to select: it is one
      /// focus area, whatever the number of items (the machine's
      /// ``/CarouselCore/CarouselFrame/Focus/isFocusable``).
      public override var canBecomeFocused: Bool { driver.frame.focus.isFocusable }

      /// The remote's focus came onto the carousel or left it: it holds the slides while it
      /// is on them (``/CarouselCore/CarouselHostSignals/isRemoteFocused``), and the slide it
      /// rests on lifts with the focus animation.
      public override func didUpdateFocus(
        in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
      ) {
        super.didUpdateFocus(in: context, with: coordinator)
        remoteFocusDidUpdate(context, coordinator: coordinator)
      }

      /// A swipe along the carousel's axis moves it one item and keeps the focus on it; the
      /// focus leaves across the axis (up and down leave a horizontal carousel) and past the
      /// ends of a carousel that does not loop (the machine's
      /// ``/CarouselCore/CarouselHostMachine/moveFocus(_:now:)``).
      public override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        super.shouldUpdateFocus(in: context) && remoteFocusMayLeave(context)
      }

      /// The remote's click selects the item the focus is on, and play/pause stops or starts
      /// the slide show (passed on when nothing turns); Menu and every other press go on up
      /// the responder chain.
      public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.filter { !remotePressBegan($0) }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
      }

      /// The end of a press the carousel took is its own (a click selects here).
      public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.filter { !remotePressEnded($0, cancelled: false) }
        if !unused.isEmpty { super.pressesEnded(unused, with: event) }
      }

      /// A press the carousel took, cancelled, is forgotten.
      public override func pressesCancelled(
        _ presses: Set<UIPress>, with event: UIPressesEvent?
      ) {
        let unused = presses.filter { !remotePressEnded($0, cancelled: true) }
        if !unused.isEmpty { super.pressesCancelled(unused, with: event) }
      }
    #else
      /// The carousel takes keyboard focus (a hardware keyboard's Tab on iPad, Full Keyboard
      /// Access) while it has more than one item to move between.
      public override var canBecomeFocused: Bool { driver.engine.itemCount > 1 }

      /// Keyboard focus came into the carousel or left it: coming in stops the slide show
      /// until the user starts it again (WAI-ARIA's carousel pattern), on every front end.
      public override func didUpdateFocus(
        in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
      ) {
        super.didUpdateFocus(in: context, with: coordinator)
        driver.signals.isKeyboardFocused =
          context.nextFocusedView?.isDescendant(of: self) ?? false
      }

      /// The arrows, Page Up and Page Down, Home and End of a hardware keyboard move the
      /// carousel while it has focus; other keys go on up the responder chain.
      public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.filter { press in !(press.key.map(handleKey) ?? false) }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
      }

      /// Takes only pans along the carousel's axis, so a horizontal banner inside a vertical
      /// table or collection view leaves vertical scrolling to it.
      public override func gestureRecognizerShouldBegin(
        _ gestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        gestureRecognizer === panRecognizer
          ? panShouldBegin() : super.gestureRecognizerShouldBegin(gestureRecognizer)
      }
    #endif

    /// The traits set on the view, plus `.adjustable` in the adjustable mode: VoiceOver
    /// users swipe up or down to move one item.
    public override var accessibilityTraits: UIAccessibilityTraits {
      get {
        accessibilityMode == .adjustable
          ? super.accessibilityTraits.union(.adjustable) : super.accessibilityTraits
      }
      set { super.accessibilityTraits = newValue }
    }

    /// The current position and title, "Item 3 of 5, Summer sale" (worded by
    /// ``accessibilityStrings``); empty without items. Setting it has no effect on what
    /// VoiceOver reads.
    public override var accessibilityValue: String? {
      get { driver.frame.accessibility.value }
      set { super.accessibilityValue = newValue }
    }

    /// The actions set on the view, plus the stop/start slide show action when auto-advance
    /// is configured ("Stop automatic slide show", or "Start ..." once stopped).
    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get { (super.accessibilityCustomActions ?? []) + rotationActions() }
      set { super.accessibilityCustomActions = newValue }
    }

    /// Moves one item forward (VoiceOver swipe up) and stops auto-advance until it is started
    /// again; the new page is announced.
    public override func accessibilityIncrement() {
      driver.accessibilityIncrement()
    }

    /// Moves one item back (VoiceOver swipe down) and stops auto-advance until it is started
    /// again; the new page is announced.
    public override func accessibilityDecrement() {
      driver.accessibilityDecrement()
    }

    /// VoiceOver's three-finger swipe: one item along the axis, the page announced.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      driver.accessibilityScroll(
        CarouselAccessibilityScrollDirection(rawValue: direction.rawValue)
      ) { UIAccessibility.post(notification: .pageScrolled, argument: $0) }
    }

    /// Selects the current item (VoiceOver double tap), as a tap on it would.
    ///
    /// - Returns: false when there is no item.
    public override func accessibilityActivate() -> Bool {
      driver.activateCurrentItem()
    }

    /// Pauses auto-advance while the VoiceOver cursor is on the carousel.
    public override func accessibilityElementDidBecomeFocused() {
      super.accessibilityElementDidBecomeFocused()
      driver.signals.isAccessibilityFocused = true
    }

    /// Lets auto-advance resume when the VoiceOver cursor leaves (the dwell goes on from where
    /// it stopped).
    public override func accessibilityElementDidLoseFocus() {
      super.accessibilityElementDidLoseFocus()
      driver.signals.isAccessibilityFocused = false
    }

    // MARK: Layout

    /// Hands the machine the new size, safe area, title bar and indicator size; it lays out
    /// the slides and the indicator, keeping the current item and the fraction scrolled.
    public override func layoutSubviews() {
      super.layoutSubviews()
      applyConfiguration()
      let insets = safeAreaInsets
      driver.setSafeArea(
        CarouselInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)))
      driver.setBottomBarHeight(Double(titleBarHeight))
      updateIndicatorInput()
      driver.setBounds(CarouselSize(bounds.size))
      updateScrolledOutOfSight()
      #if os(tvOS)
        updateSlidesMask()
      #endif
    }

    /// The bottom inset of slide titles: the part of the safe area the slides reach into
    /// (none when the page indicator's band lies between them and the bottom edge).
    var slideTitleBottomInset: CGFloat {
      let slides = driver.frame.slidesFrame
      return max(0, safeAreaInsets.bottom - (bounds.height - CGFloat(slides.maxY)))
    }

    /// The tallest title bar of the items at the current width (0 without titles), in the
    /// text size of the carousel's traits: the size the slots' own labels take, which follow
    /// those traits (a text size set for one screen or scene included).
    var titleBarHeight: CGFloat {
      let category = traitCollection.preferredContentSizeCategory
      if let cache = titleBarHeightCache, cache.width == bounds.width, cache.category == category {
        return cache.height
      }
      titleStyle.apply(to: titleMeasuringLabel, traits: traitCollection)
      let height = (titles ?? []).reduce(CGFloat(0)) {
        max(
          $0,
          CarouselSlotView.titleBarHeight(
            for: $1, width: bounds.width, style: titleStyle, measuring: titleMeasuringLabel))
      }
      titleBarHeightCache = (bounds.width, category, height)
      return height
    }

    @objc private func contentSizeCategoryChanged() {
      titleBarHeightCache = nil
      setNeedsLayout()
    }

    /// Holds the height at the width over ``aspectRatio`` (or stops holding it).
    private func updateAspectRatioConstraint() {
      aspectRatioConstraint?.isActive = false
      aspectRatioConstraint = nil
      guard let aspectRatio, aspectRatio > 0, aspectRatio.isFinite else { return }
      let constraint = heightAnchor.constraint(equalTo: widthAnchor, multiplier: 1 / aspectRatio)
      constraint.priority = UILayoutPriority(999)
      constraint.isActive = true
      aspectRatioConstraint = constraint
    }

    func applyConfiguration() {
      var effective = configuration
      effective.layoutDirection = CarouselLayoutDirection(
        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
      driver.setConfiguration(effective)
    }

    @objc private func pageControlChanged() {
      driver.scroll(to: pageControl.currentPage, animated: true)
    }

    @objc private func rotationControlPressed() {
      driver.toggleRotation()
    }
  }
#endif
