#if canImport(SwiftUI) && !os(watchOS)
  /// What carousels in an environment report as they scroll (set with
  /// `.onCarouselScroll` and `.onCarouselScrollEnd`).
  struct CarouselScrollActions {
    var onScroll: ((Double) -> Void)?
    var onScrollEnd: ((Int) -> Void)?
  }
#endif
