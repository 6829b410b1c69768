import CarouselCore

/// What a carousel sets on a platform page control (`UIPageControl`) to draw the frame's
/// indicator, as changes: the control keeps what it was given, so each draw says only what
/// differs from what it shows.
///
/// The plan remembers what the control shows: its page count, the images the app gave single
/// pages (``setImage(_:forPage:)``), and, on a control without an image for the current page
/// (before iOS 16), which page carries the current page's image in its own place: that page
/// gets its own image back when another page becomes current, when the style's current image
/// changes (or goes: the `.dots` style after `.pill`) and when the pages change.
///
/// The timer progress (iOS and tvOS 17's `UIPageControlTimerProgress`) follows the frame's
/// countdown: the current page's progress and whether it runs, set on every draw so that the
/// control animates between frames and never drifts from the machine's turns, and after a
/// pause resumes from where it stopped. Each page's own dwell (its item's interval) is set
/// with `setDuration(_:forPage:)` where it differs from the carousel's interval (the
/// `preferredDuration`), only when it changes; the current page's is its countdown's, which
/// includes what its content holds the turn for.
///
/// ```swift
/// var plan = CarouselPageControlPlan<UIImage>(hasCurrentPageImages: true, hasDirection: true)
/// let update = plan.draw(frame.indicator, interval: 4) { engine.interval(ofItem: $0) }
/// if let count = update.numberOfPages { control.numberOfPages = count }
/// for change in update.indicatorImages { control.setIndicatorImage(change.image, forPage: change.page) }
/// control.currentPage = update.currentPage
/// ```
package struct CarouselPageControlPlan<Image: AnyObject> {
  /// An image to set for one page (nil: the control's image for every page).
  package struct PageImage {
    /// The page.
    package var page: Int
    /// Its image, or nil.
    package var image: Image?
  }

  /// What to set on the control for a draw.
  package struct Update {
    /// The new page count, when it changed (the control's size follows it: lay out again).
    package var numberOfPages: Int?
    /// The images of single pages, in order.
    package var indicatorImages: [PageImage] = []
    /// The images of single pages when current (on a control that has them), in order.
    package var currentIndicatorImages: [PageImage] = []
    /// The highlighted page.
    package var currentPage = 0
    /// The control's timer progress, or nil for none (no countdown, or one with no
    /// duration to count).
    package var timer: TimerProgress?
    /// Whether the control's timer progress goes (it had one, and there is none now).
    package var removesTimer = false
  }

  /// One page's own duration for the timer progress.
  package struct PageDuration: Hashable, Sendable {
    /// The page.
    package var page: Int
    /// Its duration in seconds; 0 takes the page's own duration away (the preferred one
    /// applies again).
    package var duration: Double
  }

  /// What to set on the control's timer progress for a draw.
  package struct TimerProgress: Hashable, Sendable {
    /// Whether the control needs a new timer progress: it has none, or its pages changed
    /// (a new one has no page durations to undo).
    package var isNew: Bool
    /// The duration of pages without one of their own (the carousel's interval), when it is
    /// to be set: for a new progress, or when it changed.
    package var preferredDuration: Double?
    /// The pages' own durations to set, in page order: only the changes.
    package var pageDurations: [PageDuration]
    /// The current page's share of its dwell, 0...1, as the machine has it now.
    package var progress: Double
    /// Whether the fill runs (`resumeTimer()`) or holds where it is (`pauseTimer()`).
    package var isRunning: Bool
  }

  /// Whether the control has an image for the current page of its own (iOS 16 and later).
  package let hasCurrentPageImages: Bool
  /// Whether the control can run its dots vertically (iOS 16 and later).
  package let hasDirection: Bool
  /// The images the app gave single pages.
  private var pageImages: [Int: Image] = [:]
  /// The pages the control has an app's image for.
  private var pagesWithImages: Set<Int> = []
  /// The style's image of the current page, for a control without one of its own.
  private var currentPageImage: Image?
  /// The page count the control shows (a new control has none).
  private var pageCount = 0
  /// Whether the pages' own images are to be set again.
  private var needsPageImages = false
  /// The page showing the current page's image in its own place, without images for the
  /// current page.
  private var pageWithCurrentImage: Int?
  /// Whether that page is to get the current image again (the image or the pages changed).
  private var isCurrentImageStale = false
  /// The timer progress the control has: its page count, preferred duration and pages' own
  /// durations; nil without one.
  private var timerShown: (pageCount: Int, preferred: Double, pages: [Int: Double])?

  /// Creates the plan of a control that shows nothing yet.
  ///
  /// - Parameters:
  ///   - hasCurrentPageImages: Whether the control has an image for the current page of its
  ///     own (`UIPageControl` on iOS and tvOS 16 and later).
  ///   - hasDirection: Whether the control can run its dots vertically (the same).
  package init(hasCurrentPageImages: Bool, hasDirection: Bool) {
    self.hasCurrentPageImages = hasCurrentPageImages
    self.hasDirection = hasDirection
  }

  /// The indicator the machine places for the control: the style as the control draws it
  /// (a row along the bottom where it has no vertical direction), at the control's size for
  /// the items' pages (one at least: a control measured before the items arrive keeps its
  /// height).
  ///
  /// - Parameters:
  ///   - style: The indicator's style.
  ///   - itemCount: The number of items.
  ///   - controlSize: The control's size for a number of pages.
  package func indicator(
    style: PageIndicatorStyle, itemCount: Int, controlSize: (Int) -> CarouselSize
  ) -> CarouselHostMachine.Indicator {
    var drawn = style
    if !hasDirection { drawn.axis = .horizontal }
    return .control(drawn, size: controlSize(max(1, itemCount)))
  }

  /// Gives one page an image of its own, in both states, or (nil) the others' image again.
  ///
  /// - Returns: false for a page that cannot be (a negative one): nothing changes.
  package mutating func setImage(_ image: Image?, forPage page: Int) -> Bool {
    guard page >= 0 else { return false }
    pageImages[page] = image
    needsPageImages = true
    isCurrentImageStale = true
    return true
  }

  /// The style's image for the current page changed (the app's, or the style's shape; nil
  /// for the others' image): a control without one of its own gets it on the current page.
  package mutating func setCurrentPageImage(_ image: Image?) {
    currentPageImage = image
    needsPageImages = true
    isCurrentImageStale = true
  }

  /// What to set on the control to draw an indicator.
  ///
  /// - Parameters:
  ///   - indicator: The frame's indicator.
  ///   - interval: The carousel's interval (the pages' preferred duration); nil takes the
  ///     countdown's.
  ///   - pageInterval: A page's own interval (its item's), nil for the carousel's.
  package mutating func draw(
    _ indicator: CarouselFrame.Indicator, interval: Double? = nil,
    pageInterval: (Int) -> Double? = { _ in nil }
  ) -> Update {
    var update = Update(currentPage: indicator.currentPage)
    if indicator.pageCount != pageCount {
      pageCount = indicator.pageCount
      update.numberOfPages = pageCount
      needsPageImages = true
      isCurrentImageStale = true
    }
    if needsPageImages {
      needsPageImages = false
      let images = pageImageChanges()
      update.indicatorImages = images
      update.currentIndicatorImages = hasCurrentPageImages ? images : []
    }
    if !hasCurrentPageImages {
      update.indicatorImages += currentImageChanges(
        toPage: indicator.pageCount > 0 ? indicator.currentPage : nil)
    }
    let countdown = indicator.countdown.flatMap { $0.duration > 0 ? $0 : nil }
    update.removesTimer = countdown == nil && timerShown != nil
    if countdown == nil { timerShown = nil }
    update.timer = countdown.map {
      timerProgress(
        $0, indicator: indicator, interval: interval ?? $0.duration, pageInterval: pageInterval)
    }
    return update
  }

  /// The timer progress for a countdown: a new one when the control has none or its pages
  /// changed, the preferred duration when it changed, and the pages' own durations that
  /// changed (the current page's being its countdown's).
  private mutating func timerProgress(
    _ countdown: CarouselFrame.Countdown, indicator: CarouselFrame.Indicator, interval: Double,
    pageInterval: (Int) -> Double?
  ) -> TimerProgress {
    let preferred = interval > 0 && interval.isFinite ? interval : countdown.duration
    let isNew = timerShown?.pageCount != indicator.pageCount
    let fresh: (pageCount: Int, preferred: Double, pages: [Int: Double]) = (
      indicator.pageCount, preferred, [:]
    )
    var shown = isNew ? fresh : timerShown ?? fresh
    let preferredChanged = isNew || shown.preferred != preferred
    shown.preferred = preferred
    var changes: [PageDuration] = []
    for page in 0..<indicator.pageCount {
      let wanted =
        page == indicator.currentPage ? countdown.duration : pageInterval(page) ?? preferred
      let own = wanted > 0 && wanted.isFinite && wanted != preferred ? wanted : nil
      guard own != shown.pages[page] else { continue }
      shown.pages[page] = own
      changes.append(PageDuration(page: page, duration: own ?? 0))
    }
    timerShown = shown
    return TimerProgress(
      isNew: isNew, preferredDuration: preferredChanged ? preferred : nil,
      pageDurations: changes, progress: countdown.progress, isRunning: countdown.isRunning)
  }

  /// Every page with an app's image gets it, and every page that had one and has none now
  /// gets the others' image back, on the pages the control has.
  private mutating func pageImageChanges() -> [PageImage] {
    let pages = pagesWithImages.union(pageImages.keys).filter { $0 < pageCount }.sorted()
    pagesWithImages = Set(pageImages.keys.filter { $0 < pageCount })
    return pages.map { PageImage(page: $0, image: pageImages[$0]) }
  }

  /// Without an image for the current page: the current page shows the style's current
  /// image (or its own, when the app gave it one) in its own place, and the page that showed
  /// it before gets its own back.
  private mutating func currentImageChanges(toPage page: Int?) -> [PageImage] {
    let target = currentPageImage == nil ? nil : page
    guard target != pageWithCurrentImage || isCurrentImageStale else { return [] }
    var changes: [PageImage] = []
    if let previous = pageWithCurrentImage, previous != target, previous < pageCount {
      changes.append(PageImage(page: previous, image: pageImages[previous]))
    }
    if let target, target < pageCount {
      changes.append(PageImage(page: target, image: pageImages[target] ?? currentPageImage))
    }
    pageWithCurrentImage = target
    isCurrentImageStale = false
    return changes
  }
}
