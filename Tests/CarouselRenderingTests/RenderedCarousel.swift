import CarouselCore

@testable import CarouselRendering

/// A host machine set up as a renderer's host: on screen, showing the given page dots, its
/// bounds the slides plus the dots' band when they sit outside them (the renderer's frames
/// are sized from their slides).
enum RenderedCarousel {
  /// A machine whose slides are `slides` points.
  ///
  /// - Parameters:
  ///   - count: The number of items.
  ///   - slides: The slides' size (the engine's viewport).
  ///   - indicator: The page dots, or nil for none.
  ///   - signals: The surroundings: on screen by default.
  ///   - configure: Changes to the default configuration (no auto-advance).
  static func host(
    count: Int, slides: CarouselSize,
    indicator: PageIndicatorStyle? = CarouselRenderStyle.defaultPageIndicator,
    signals: CarouselHostSignals = CarouselHostSignals(isInWindow: true),
    configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselHostMachine {
    var configuration = CarouselConfiguration()
    configure(&configuration)
    var host = CarouselHostMachine(
      configuration: configuration, itemCount: count, signals: signals, now: 0)
    if let indicator {
      host.setIndicator(.dots(indicator), now: 0)
      host.setBounds(
        PageIndicatorLayout.bounds(forSlides: slides, style: indicator, count: count), now: 0)
    } else {
      host.setBounds(slides, now: 0)
    }
    return host
  }

  /// The style with another backdrop.
  static func style(_ style: PageIndicatorStyle, backdrop: RGBAColor?) -> PageIndicatorStyle {
    var style = style
    style.backdropColor = backdrop
    return style
  }
}
