#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// How a carousel's page indicator looks and where it sits.
  ///
  /// The shape, sizes, spacing, position and timer progress are a
  /// ``/CarouselCore/PageIndicatorStyle`` (``metrics``), the one description every front end
  /// lays its dots out from; the colours and images are SwiftUI's own.
  ///
  /// ```swift
  /// Carousel(banners) { BannerView($0) }
  ///   .carouselPageIndicator(.timer)                       // the pill fills until the next turn
  ///   .carouselPageIndicator(color: .white.opacity(0.4), currentColor: .orange)
  ///   .carouselPageIndicatorImages(Image(systemName: "circle.fill"), current: nil)
  /// ```
  public struct CarouselPageIndicatorStyle: Equatable {
    /// The dots' shapes and sizes per state (a pill for the current page), spacing, timer
    /// progress, axis, placement over or beside the slides, alignment and insets. Its RGBA
    /// colours are not used here: ``color``, ``currentColor`` and ``backdropColor`` are.
    public var metrics = PageIndicatorStyle.dots
    /// The colour of the other pages' dots (and of the timer's track).
    public var color: Color = .white.opacity(0.5)
    /// The colour of the current page's dot (and of the timer's fill).
    public var currentColor: Color = .white
    /// The colour of a capsule behind the dots, or nil for none.
    public var backdropColor: Color?
    /// The image of the other pages' dots (an SF Symbol: `Image(systemName: "heart.fill")`),
    /// drawn at the dot's size in its colour; nil draws the style's shape.
    public var image: Image?
    /// The image of the current page's dot; nil draws the style's shape (or ``image``).
    public var currentImage: Image?

    /// The default style: white round dots, centred along the bottom.
    public init() {}

    /// Whether the dots are hidden (they always are without items).
    public var isHidden: Bool {
      get { metrics.isHidden }
      set { metrics.isHidden = newValue }
    }

    /// Whether a single item shows no dot.
    public var hidesForSinglePage: Bool {
      get { metrics.hidesForSinglePage }
      set { metrics.hidesForSinglePage = newValue }
    }

    /// Where the dots sit along their edge (leading follows the layout direction).
    public var alignment: CarouselPageControlAlignment {
      get { metrics.alignment }
      set { metrics.alignment = newValue }
    }
  }
#endif
