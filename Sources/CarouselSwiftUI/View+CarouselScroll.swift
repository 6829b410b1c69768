#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  extension View {
    /// Calls `action` whenever a carousel's content moves, with its continuous position in
    /// items (2.5 is half-way from the third item to the fourth; in `0 ..< count`, passing
    /// from the last back through 0 at the seam): for parallax headers and custom page
    /// indicators. At most once per display frame, never while nothing moves.
    ///
    /// ```swift
    /// Carousel(banners) { BannerView($0) }
    ///   .onCarouselScroll { position in headerOffset = position * 40 }
    /// ```
    public func onCarouselScroll(_ action: @escaping (Double) -> Void) -> some View {
      transformEnvironment(\.carouselScrollActions) { $0.onScroll = action }
    }

    /// Calls `action` with the item a carousel's content comes to rest on (after a swipe, an
    /// automatic turn or a move), for work that waits until the banner settles.
    public func onCarouselScrollEnd(_ action: @escaping (Int) -> Void) -> some View {
      transformEnvironment(\.carouselScrollActions) { $0.onScrollEnd = action }
    }
  }
#endif
