#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import UIKit

  // The names other banner libraries teach (SDCycleScrollView, FSPagerView, iCarousel), as
  // declarations Swift refuses with a fix-it that names this view's own call, so that code
  // written from habit says at once what to write instead of a bare "has no member".
  // <doc:MigratingFromUIKitBannerLibraries> maps each library in full.
  extension CarouselView {
    // MARK: SDCycleScrollView

    /// SDCycleScrollView's image URLs: ``imageURLStrings`` (or ``imageURLs``).
    @available(*, unavailable, renamed: "imageURLStrings")
    public var imageURLStringsGroup: [String] {
      get { imageURLStrings }
      set { imageURLStrings = newValue }
    }

    /// SDCycleScrollView's local images: ``images``.
    @available(*, unavailable, message: "assign the images themselves to 'images'")
    public var localizationImageNamesGroup: [String] {
      get { [] }
      set { _ = newValue }
    }

    /// SDCycleScrollView's titles: ``titles``.
    @available(*, unavailable, renamed: "titles")
    public var titlesGroup: [String]? {
      get { titles }
      set { titles = newValue }
    }

    /// SDCycleScrollView's interval: ``autoAdvanceInterval`` (nil, not 0, for none).
    @available(*, unavailable, renamed: "autoAdvanceInterval")
    public var autoScrollTimeInterval: TimeInterval? {
      get { autoAdvanceInterval }
      set { autoAdvanceInterval = newValue }
    }

    /// SDCycleScrollView's switch for turning pages on their own: ``autoAdvanceInterval``.
    @available(
      *, unavailable,
      message: "set 'autoAdvanceInterval' to the seconds between turns, or nil for none"
    )
    public var autoScroll: Bool {
      get { autoAdvanceInterval != nil }
      set { _ = newValue }
    }

    /// SDCycleScrollView's loop switch: ``isLooping``.
    @available(*, unavailable, renamed: "isLooping")
    public var infiniteLoop: Bool {
      get { isLooping }
      set { isLooping = newValue }
    }

    /// SDCycleScrollView's dot colour: ``currentPageIndicatorTintColor``.
    @available(*, unavailable, renamed: "currentPageIndicatorTintColor")
    public var currentPageDotColor: UIColor? {
      get { currentPageIndicatorTintColor }
      set { currentPageIndicatorTintColor = newValue }
    }

    /// SDCycleScrollView's other dots' colour: ``pageIndicatorTintColor``.
    @available(*, unavailable, renamed: "pageIndicatorTintColor")
    public var pageDotColor: UIColor? {
      get { pageIndicatorTintColor }
      set { pageIndicatorTintColor = newValue }
    }

    /// SDCycleScrollView's dots switch: ``isPageControlHidden``, the other way round.
    @available(*, unavailable, message: "set 'isPageControlHidden' (true hides the dots)")
    public var showPageControl: Bool {
      get { !isPageControlHidden }
      set { isPageControlHidden = !newValue }
    }

    /// SDCycleScrollView's dots' position: ``pageControlAlignment``.
    @available(*, unavailable, renamed: "pageControlAlignment")
    public var pageControlAliment: CarouselPageControlAlignment {
      get { pageControlAlignment }
      set { pageControlAlignment = newValue }
    }

    /// SDCycleScrollView's image mode: ``imageContentMode``.
    @available(*, unavailable, renamed: "imageContentMode")
    public var bannerImageViewContentMode: UIView.ContentMode {
      get { imageContentMode }
      set { imageContentMode = newValue }
    }

    /// SDCycleScrollView's tap block: ``onSelect``.
    @available(*, unavailable, renamed: "onSelect")
    public var clickItemOperationBlock: (@MainActor (Int) -> Void)? {
      get { onSelect }
      set { onSelect = newValue }
    }

    /// SDCycleScrollView's page block: ``onCurrentIndexChange``.
    @available(*, unavailable, renamed: "onCurrentIndexChange")
    public var itemDidScrollOperationBlock: (@MainActor (Int) -> Void)? {
      get { onCurrentIndexChange }
      set { onCurrentIndexChange = newValue }
    }

    /// SDCycleScrollView's fix for a banner stuck half-way after leaving the screen: not
    /// needed, the carousel never stops half-way.
    @available(
      *, unavailable,
      message: "remove it: a page turn under way always completes, on or off screen"
    )
    public func adjustWhenControllerViewWillAppera() {}

    // MARK: FSPagerView

    /// FSPagerView's interval: ``autoAdvanceInterval`` (nil, not 0, for none).
    @available(*, unavailable, renamed: "autoAdvanceInterval")
    public var automaticSlidingInterval: TimeInterval? {
      get { autoAdvanceInterval }
      set { autoAdvanceInterval = newValue }
    }

    /// FSPagerView's loop switch: ``isLooping``.
    @available(*, unavailable, renamed: "isLooping")
    public var isInfinite: Bool {
      get { isLooping }
      set { isLooping = newValue }
    }

    /// FSPagerView's item size: ``itemLength``, along the axis only.
    @available(
      *, unavailable,
      message: "set 'itemLength' (.fraction(0.8), .points(300)) and 'interitemSpacing'"
    )
    public var itemSize: CGSize {
      get { .zero }
      set { _ = newValue }
    }

    /// FSPagerView's transformer: ``effect``.
    @available(
      *, unavailable,
      message: "set 'effect' (.coverFlow, .depth, .zoomOut, .overlap, .linear, .crossFade, .cube)"
    )
    public var transformer: AnyObject? {
      get { nil }
      set { _ = newValue }
    }

    /// FSPagerView's and UIScrollView's swipe switch: ``isSwipeEnabled``.
    @available(*, unavailable, renamed: "isSwipeEnabled")
    public var isScrollEnabled: Bool {
      get { isSwipeEnabled }
      set { isSwipeEnabled = newValue }
    }

    /// FSPagerView's and iCarousel's scroll to an item: ``scroll(to:animated:direction:)``.
    @available(*, unavailable, renamed: "scroll(to:animated:)")
    public func scrollToItem(at index: Int, animated: Bool) {}

    /// FSPagerView's selection in code: ``scroll(to:animated:direction:)``.
    @available(*, unavailable, renamed: "scroll(to:animated:)")
    public func selectItem(at index: Int, animated: Bool) {}

    /// FSPagerView's cell registration: a data source's views are reused by kind.
    @available(
      *, unavailable,
      message:
        "give the data source carouselView(_:viewForItemAt:reusing:) and, for several kinds, carouselView(_:reuseIdentifierForItemAt:)"
    )
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    // MARK: iCarousel

    /// iCarousel's current item: ``currentIndex``.
    @available(*, unavailable, renamed: "currentIndex")
    public var currentItemIndex: Int { currentIndex ?? 0 }

    /// iCarousel's wrap switch: ``isLooping``.
    @available(*, unavailable, renamed: "isLooping")
    public var isWrapEnabled: Bool {
      get { isLooping }
      set { isLooping = newValue }
    }

    /// iCarousel's paging switch: ``scrollBehavior``.
    @available(
      *, unavailable, message: "set 'scrollBehavior' to .paging (the default) or .free"
    )
    public var isPagingEnabled: Bool {
      get { scrollBehavior == .paging }
      set { _ = newValue }
    }

    /// iCarousel's continuous scroll: a marquee.
    @available(
      *, unavailable,
      message: "use MarqueeView, or configuration.autoAdvance = .continuous(pointsPerSecond:)"
    )
    public var autoscroll: CGFloat {
      get { 0 }
      set { _ = newValue }
    }
  }
#endif
