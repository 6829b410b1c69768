#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

  /// What the page control is drawing besides its pages: the images the style and the app
  /// ask for, and the timer's delegate.
  struct PageControlMapping {
    /// The images the app set for single pages.
    var pageImages: [Int: UIImage] = [:]
    /// The pages the control has an image of the app's for.
    var pagesWithImages: Set<Int> = []
    /// The image of the other pages' dots in use (the app's, or the style's shape).
    var indicatorImage: UIImage?
    /// The image of the current page's dot in use.
    var currentIndicatorImage: UIImage?
    /// Before iOS 16, which has no image for the current page: the page whose own image is
    /// the current page's image for now.
    var pageWithCurrentImage: Int?
    /// The timer progress's delegate (iOS 17), kept here: the progress holds it weakly.
    var timerDelegate: AnyObject?
  }

  // The page indicator: the style mapped onto UIPageControl's API, or the app's own view, drawn
  // where the frame puts it (the machine places it over the slides or in a band of its own).
  extension CarouselView {
    /// Sets the image of one page's dot, in both states: a symbol for a special page (the
    /// last page of an onboarding), tinted like the others. nil gives the page the others'
    /// image again.
    ///
    /// - Parameters:
    ///   - image: The image (an SF Symbol: `UIImage(systemName: "star.fill")`), or nil.
    ///   - page: The page; images for pages past the last wait until there are that many.
    public func setPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
      guard page >= 0 else { return }
      pageControlMapping.pageImages[page] = image
      pageControlMapping.pageWithCurrentImage = nil
      applyPageImages()
      updateIndicatorInput()
      drawIndicator(driver.frame.indicator, rotationControl: driver.frame.rotationControl)
    }

    /// Maps the style (and the app's images) onto the page control.
    func applyPageIndicatorStyle() {
      let style = pageIndicatorStyle
      let shapes = CarouselPageControlShapes(style: style)
      pageControlMapping.indicatorImage =
        pageIndicatorImage ?? shapes.indicatorSize.map(Self.capsuleImage(of:))
      pageControlMapping.currentIndicatorImage =
        currentPageIndicatorImage ?? shapes.currentIndicatorSize.map(Self.capsuleImage(of:))
      pageControl.preferredIndicatorImage = pageControlMapping.indicatorImage
      if #available(iOS 16, tvOS 16, *) {
        pageControl.preferredCurrentPageIndicatorImage = pageControlMapping.currentIndicatorImage
        pageControl.direction = style.axis == .vertical ? .topToBottom : .natural
      }
      applyPageIndicatorChrome(style)
      pageControlMapping.pageWithCurrentImage = nil
      applyPageImages()
      updateIndicatorInput()
      drawIndicator(driver.frame.indicator, rotationControl: driver.frame.rotationControl)
    }

    /// What the dots and the stop/start control sit on: Liquid Glass on iOS 26 (unless the
    /// style is plain), a material for ``/CarouselCore/PageIndicatorStyle/Chrome/glass``
    /// before, else the page control's own platter when the style has a backdrop.
    private func applyPageIndicatorChrome(_ style: PageIndicatorStyle) {
      rotationControl.apply(style, tint: currentPageIndicatorTintColor)
      var effect: UIVisualEffect?
      if CarouselRotationControl.usesLiquidGlass(style) {
        #if canImport(SwiftUI, _version: 7.0) && os(iOS)
          if #available(iOS 26, *) { effect = UIGlassEffect(style: .regular) }
        #endif
      } else if style.chrome == .glass {
        effect = CarouselRotationControl.material
      }
      pageIndicatorChrome.effect = effect
      pageIndicatorChrome.isHidden = effect == nil
      // The glass is the platter: the control draws none of its own over it.
      pageControl.backgroundStyle =
        effect != nil ? .minimal : style.backdropColor == nil ? .automatic : .prominent
    }

    /// Gives each page the app's image for it (and the others theirs back), where the
    /// control has that page.
    func applyPageImages() {
      let count = pageControl.numberOfPages
      let pages = pageControlMapping.pagesWithImages.union(pageControlMapping.pageImages.keys)
      for page in pages where page < count {
        let image = pageControlMapping.pageImages[page]
        pageControl.setIndicatorImage(image, forPage: page)
        if #available(iOS 16, tvOS 16, *) {
          pageControl.setCurrentPageIndicatorImage(image, forPage: page)
        }
      }
      pageControlMapping.pagesWithImages = Set(
        pageControlMapping.pageImages.keys.filter { $0 < count })
    }

    /// What the machine places: the app's own view or the page control at its own size, the
    /// style as the control can draw it (no vertical direction before iOS 16).
    func updateIndicatorInput() {
      var style = pageIndicatorStyle
      if #unavailable(iOS 16, tvOS 16), customPageIndicator == nil {
        // The control has no vertical direction before iOS 16: its row stays horizontal.
        style.axis = .horizontal
      }
      if let custom = customPageIndicator {
        driver.setIndicator(.custom(style, size: CarouselSize(fittingSize(of: custom))))
      } else {
        let pages = max(1, driver.engine.itemCount)
        let size = pageControl.size(forNumberOfPages: pages)
        driver.setIndicator(.control(style, size: CarouselSize(size)))
      }
    }

    /// Draws the frame's indicator: the page control's pages, current page, visibility, frame
    /// and timer, or the app's view's state and frame; the glass under the dots; the
    /// stop/start control where the frame puts it.
    func drawIndicator(
      _ indicator: CarouselFrame.Indicator, rotationControl control: CarouselFrame.RotationControl?
    ) {
      let view: UIView = customPageIndicator ?? pageControl
      view.isHidden = indicator.isHidden
      view.frame = CGRect(indicator.frame)
      if let custom = customPageIndicator {
        custom.carouselView(self, didUpdatePageIndicator: indicator)
      } else {
        if pageControl.numberOfPages != indicator.pageCount {
          pageControl.numberOfPages = indicator.pageCount
          pageControlMapping.pageWithCurrentImage = nil
          applyPageImages()
          // The control's size follows its page count.
          setNeedsLayout()
        }
        pageControl.currentPage = indicator.currentPage
        if #unavailable(iOS 16, tvOS 16) {
          moveCurrentPageImage(to: indicator.pageCount > 0 ? indicator.currentPage : nil)
        }
        if #available(iOS 17, tvOS 17, *) {
          updateTimerProgress(indicator.countdown)
        }
      }
      // The glass belongs to the system's dots: not under an app's own view, not alone.
      pageIndicatorChrome.isHidden = customPageIndicator != nil || indicator.isHidden
      pageIndicatorChrome.frame = view.frame
      pageIndicatorChrome.layer.cornerRadius = min(view.frame.width, view.frame.height) / 2
      rotationControl.isHidden = control == nil
      if let control {
        rotationControl.frame = CGRect(control.frame)
        rotationControl.showState(isStopped: control.isStopped, label: control.label)
      }
      drawnIndicator = indicator
    }

    /// Before iOS 16 the control has no image for the current page: the current page's own
    /// image is set to it, and given back when another page becomes current.
    private func moveCurrentPageImage(to page: Int?) {
      let mapping = pageControlMapping
      guard let image = mapping.currentIndicatorImage else { return }
      guard page != mapping.pageWithCurrentImage else { return }
      if let previous = mapping.pageWithCurrentImage, previous < pageControl.numberOfPages {
        pageControl.setIndicatorImage(mapping.pageImages[previous], forPage: previous)
      }
      if let page, page < pageControl.numberOfPages {
        pageControl.setIndicatorImage(mapping.pageImages[page] ?? image, forPage: page)
      }
      pageControlMapping.pageWithCurrentImage = page
    }

    /// The timer style on iOS 17: the control's own timer progress draws the fill, set to the
    /// frame's countdown whenever it changes and running while it runs, so it animates between
    /// frames (none come while the carousel rests) and never drifts from the page turns. It
    /// never turns pages itself: the engine does.
    @available(iOS 17, tvOS 17, *)
    private func updateTimerProgress(_ countdown: CarouselFrame.Countdown?) {
      guard let countdown, countdown.duration > 0 else {
        if pageControl.progress != nil { pageControl.progress = nil }
        pageControlMapping.timerDelegate = nil
        return
      }
      let progress: UIPageControlTimerProgress
      if let current = pageControl.progress as? UIPageControlTimerProgress {
        progress = current
      } else {
        progress = UIPageControlTimerProgress(preferredDuration: countdown.duration)
        let delegate = CarouselTimerProgressDelegate()
        progress.delegate = delegate
        pageControlMapping.timerDelegate = delegate
        pageControl.progress = progress
      }
      if progress.preferredDuration != countdown.duration {
        progress.preferredDuration = countdown.duration
      }
      progress.currentProgress = Float(countdown.progress)
      if countdown.isRunning {
        progress.resumeTimer()
      } else {
        progress.pauseTimer()
      }
    }

    /// The indicator's own size: what `sizeThatFits(_:)` answers, else its intrinsic size,
    /// else its current size.
    private func fittingSize(of view: UIView) -> CGSize {
      let fitting = view.sizeThatFits(bounds.size)
      if fitting.width > 0, fitting.height > 0 { return fitting }
      let intrinsic = view.intrinsicContentSize
      if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
      return view.bounds.size
    }

    /// A capsule of the given size (a circle when square), as a template the control tints.
    static func capsuleImage(of size: CarouselSize) -> UIImage {
      let bounds = CGRect(
        origin: .zero, size: CGSize(width: max(1, size.width), height: max(1, size.height)))
      let radius = CGFloat(CarouselPageControlShapes.cornerRadius(of: CarouselSize(bounds.size)))
      let image = UIGraphicsImageRenderer(size: bounds.size).image { _ in
        UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
      }
      return image.withRenderingMode(.alwaysTemplate)
    }
  }

  /// Keeps the system's timer progress from turning pages: the engine turns them, on its own
  /// clock, and the progress is set back from it on every update.
  @available(iOS 17, tvOS 17, *)
  final class CarouselTimerProgressDelegate: NSObject, UIPageControlTimerProgressDelegate {
    func pageControlTimerProgress(
      _ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int
    ) -> Bool {
      false
    }
  }
#endif
