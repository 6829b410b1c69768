import CarouselCore
import CarouselImages
import CarouselRendering

/// What the options ask to show, independent of where it is shown: the items, their labels,
/// the engine configuration and the pictures' content mode.
package struct Slideshow {
  /// The pictures, or empty for the demo slides.
  let sources: [PictureSource]
  /// What each item is called: its title, or its file name or URL.
  package let labels: [String]
  package let configuration: CarouselConfiguration
  let contentMode: ContentMode
  /// Whether the viewer asked for reduced motion.
  package let reducesMotion: Bool
  /// The page indicator asked for.
  package let indicator: IndicatorOption
  /// The built-in slides, when no picture was given.
  let demoSlides: [DemoSlide]
  /// How the live carousel keeps its remote pictures current.
  let refresh: PictureLoader.Refresh
  /// Whether an animated picture holds its slide until it has played once.
  package let holdsAnimations: Bool

  package init(options: CarouselOptions) {
    sources = options.inputs.map(PictureSource.init(argument:))
    demoSlides = sources.isEmpty ? DemoSlide.standardSet() : []
    let fallback = sources.isEmpty ? demoSlides.map(\.title) : sources.map(\.label)
    labels = fallback.indices.map { index in
      let title = options.titles.indices.contains(index) ? options.titles[index] : ""
      return title.isEmpty ? fallback[index] : title
    }
    let axis: CarouselAxis = options.isVertical ? .vertical : .horizontal
    var configuration: CarouselConfiguration
    if let speed = options.marqueeSpeed {
      // The marquee the Apple views draw: free scrolling, no snap after a drag. Each item is
      // as long as the viewport until a picture's proportions are known.
      configuration = MarqueeLayout.configuration(
        itemLength: .fill, speed: speed, axis: axis, isRightToLeft: options.isRightToLeft)
    } else {
      configuration = CarouselConfiguration()
      configuration.axis = axis
      configuration.layoutDirection = options.isRightToLeft ? .rightToLeft : .leftToRight
      // 0 is off; the parser took nothing outside the one interval range.
      configuration.autoAdvance = CarouselAutoAdvance(interval: options.interval)
      configuration.itemIntervals = options.itemIntervals
    }
    configuration.scrollAnimationDuration = 0.4
    configuration.effect = options.effect
    self.configuration = configuration
    contentMode = options.fitsPictures ? .aspectFit : .aspectFill
    reducesMotion = options.reducesMotion
    indicator = options.indicator
    refresh = options.refreshInterval.map { .every($0) } ?? .followingHTTP
    holdsAnimations = options.holdsAnimations
  }

  var itemCount: Int { labels.count }

  var isMarquee: Bool {
    if case .continuous = configuration.autoAdvance { return true }
    return false
  }

  /// The content each item starts with: the demo artwork, or placeholders while pictures load.
  package var initialContents: [SlideContent] {
    sources.isEmpty ? demoSlides.map { .artwork($0) } : sources.map { _ in .placeholder }
  }

  /// How pictures are decoded for their slots: whole with `--fit`, else covering the slot (a
  /// marquee's pictures always cover it: their proportions set the items' length).
  var requestContentMode: ImageRequest.ContentMode {
    contentMode == .aspectFit && !isMarquee ? .aspectFit : .aspectFill
  }

  /// The configuration once a picture's size is known: a marquee's items take the picture's
  /// proportions (``MarqueeLayout/pictureLength(pictureSize:viewportSize:axis:)``), so one
  /// tall background scrolls through whole and loops without a seam.
  func configuration(
    forPictureSize size: PixelSize, viewport: CarouselSize
  ) -> CarouselConfiguration {
    var configuration = configuration
    guard isMarquee,
      let length = MarqueeLayout.pictureLength(
        pictureSize: CarouselSize(width: Double(size.width), height: Double(size.height)),
        viewportSize: viewport, axis: configuration.axis)
    else { return configuration }
    configuration.itemLength = .points(length)
    return configuration
  }
}
