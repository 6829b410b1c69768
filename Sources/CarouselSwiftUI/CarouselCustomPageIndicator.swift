#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  /// An app's own page indicator, built from the frame's indicator.
  struct CarouselCustomPageIndicator {
    let make: (CarouselFrame.Indicator) -> AnyView
  }
#endif
