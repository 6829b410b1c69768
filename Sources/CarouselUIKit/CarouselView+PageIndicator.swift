#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

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
      guard pageControlPlan.setImage(image, forPage: page) else { return }
      updateIndicatorInput()
      drawIndicator(driver.frame.indicator, rotationControl: driver.frame.rotationControl)
    }

    /// Maps the style (and the app's images) onto the page control.
    func applyPageIndicatorStyle() {
      let style = pageIndicatorStyle
      // The app's images, else the style's shapes (nil: the system's dots).
      let shapes = CarouselPageControlShapes(style: style)
      let currentImage =
        currentPageIndicatorImage ?? shapes.currentIndicatorSize.map(Self.capsuleImage(of:))
      pageControl.preferredIndicatorImage =
        pageIndicatorImage ?? shapes.indicatorSize.map(Self.capsuleImage(of:))
      if #available(iOS 16, tvOS 16, *) {
        pageControl.preferredCurrentPageIndicatorImage = currentImage
        pageControl.direction = style.axis == .vertical ? .topToBottom : .natural
      }
      pageControlPlan.setCurrentPageImage(currentImage)
      applyPageIndicatorChrome(style)
      updateIndicatorInput()
      drawIndicator(driver.frame.indicator, rotationControl: driver.frame.rotationControl)
    }

    /// What the dots and the stop/start control sit on: Liquid Glass on iOS 26 (unless the
    /// style is plain), a material for ``/CarouselCore/PageIndicatorStyle/Chrome/glass``
    /// before, else the page control's own platter when the style has a backdrop.
    private func applyPageIndicatorChrome(_ style: PageIndicatorStyle) {
      rotationControl.apply(style, tint: currentPageIndicatorTintColor)
      let chrome = CarouselChrome(
        style: style, hasLiquidGlass: CarouselRotationControl.hasLiquidGlass)
      let effect = CarouselRotationControl.effect(chrome.dots, isInteractive: false)
      pageIndicatorChrome.effect = effect
      pageIndicatorChrome.isHidden = effect == nil
      // The glass is the platter: the control draws none of its own over it.
      pageControl.backgroundStyle =
        UIPageControl.BackgroundStyle(rawValue: chrome.pageControlBackground.rawValue)
        ?? .automatic
    }

    /// What the machine places: the app's own view or the page control at its own size, the
    /// style as the control can draw it (no vertical direction before iOS 16).
    func updateIndicatorInput() {
      if let custom = customPageIndicator {
        driver.setIndicator(.custom(pageIndicatorStyle, size: fittingSize(of: custom)))
      } else {
        driver.setIndicator(
          pageControlPlan.indicator(
            style: pageIndicatorStyle, itemCount: driver.engine.itemCount
          ) { CarouselSize(pageControl.size(forNumberOfPages: $0)) })
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
        // Each page's own dwell for the timer progress.
        let engine = driver.engine
        apply(
          pageControlPlan.draw(indicator, interval: engine.configuration.autoAdvance.interval) {
            engine.interval(ofItem: $0)
          })
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

    /// Sets on the page control what the plan says changed: its pages, the pages' own images
    /// (before iOS 16 the current page's image too, in its own place), the current page and
    /// the timer.
    private func apply(_ update: CarouselPageControlPlan<UIImage>.Update) {
      if let count = update.numberOfPages {
        pageControl.numberOfPages = count
        // The control's size follows its page count.
        setNeedsLayout()
      }
      for change in update.indicatorImages {
        pageControl.setIndicatorImage(change.image, forPage: change.page)
      }
      if #available(iOS 16, tvOS 16, *) {
        for change in update.currentIndicatorImages {
          pageControl.setCurrentPageIndicatorImage(change.image, forPage: change.page)
        }
      }
      pageControl.currentPage = update.currentPage
      if #available(iOS 17, tvOS 17, *) {
        updateTimerProgress(update)
      }
    }

    /// The timer style on iOS 17: the control's own timer progress draws the fill, with each
    /// page's own duration, set to the frame's countdown on every update and running while
    /// it runs, so it animates between frames (none come while the carousel rests), resumes
    /// where a pause stopped it and never drifts from the page turns. It never turns pages
    /// itself: the engine does. What to set, and when, is the plan's.
    @available(iOS 17, tvOS 17, *)
    private func updateTimerProgress(_ update: CarouselPageControlPlan<UIImage>.Update) {
      if update.removesTimer {
        pageControl.progress = nil
        timerProgressDelegate = nil
      }
      guard let timer = update.timer else { return }
      if timer.isNew {
        let progress = UIPageControlTimerProgress(preferredDuration: timer.preferredDuration ?? 1)
        let delegate = CarouselTimerProgressDelegate()
        progress.delegate = delegate
        timerProgressDelegate = delegate
        pageControl.progress = progress
      }
      let progress = pageControl.progress as? UIPageControlTimerProgress
      if let duration = timer.preferredDuration { progress?.preferredDuration = duration }
      for page in timer.pageDurations {
        progress?.setDuration(page.duration, forPage: page.page)
      }
      progress?.currentProgress = Float(timer.progress)
      timer.isRunning ? progress?.resumeTimer() : progress?.pauseTimer()
    }

    /// The indicator's own size: what `sizeThatFits(_:)` answers, else its intrinsic size,
    /// else its current size.
    private func fittingSize(of view: UIView) -> CarouselSize {
      CarouselIndicatorFitting.size(
        fitting: { CarouselSize(view.sizeThatFits(bounds.size)) },
        intrinsic: { CarouselSize(view.intrinsicContentSize) },
        current: CarouselSize(view.bounds.size))
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
