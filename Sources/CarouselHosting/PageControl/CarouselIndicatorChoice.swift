import CarouselCore

extension CarouselHostMachine.Indicator {
  /// The indicator a view that draws the machine's dots asks for (SwiftUI's `Carousel`):
  /// none without a style, the app's own view at its measured size when it gave one, else
  /// the dots.
  ///
  /// - Parameters:
  ///   - style: The indicator's style, or nil for none.
  ///   - customSize: The measured size of the app's own indicator view, or nil without one.
  package init(style: PageIndicatorStyle?, customSize: CarouselSize?) {
    switch (style, customSize) {
    case (nil, _): self = .none
    case (let style?, let size?): self = .custom(style, size: size)
    case (let style?, nil): self = .dots(style)
    }
  }
}
