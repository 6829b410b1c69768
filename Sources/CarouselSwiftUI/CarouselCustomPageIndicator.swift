#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  /// An app's own page indicator, built from the indicator's state.
  struct CarouselCustomPageIndicator {
    let make: (CarouselPageIndicatorState) -> AnyView
  }
#endif
