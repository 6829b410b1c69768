#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  extension View {
    /// The page dots' colours, position and visibility. Each argument changes what it names
    /// and nothing else (SwiftUI's convention): `.carouselPageIndicator(color: .red)` keeps
    /// the dots hidden by a `.carouselPageIndicator(.hidden)` around it, and the alignment
    /// and backdrop set elsewhere.
    ///
    /// ```swift
    /// Carousel(banners) { BannerView($0) }
    ///   .carouselPageIndicator(color: .white.opacity(0.4), currentColor: .orange)
    ///   .carouselPageIndicator(alignment: .trailing)     // the colours stay
    /// ```
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide the dots; nil leaves it as it is.
    ///   - color: The other pages' dots (and the timer's track); nil leaves it.
    ///   - currentColor: The current page's dot (and the timer's fill); nil leaves it.
    ///   - alignment: Where along their edge; nil leaves it.
    ///   - backdrop: A capsule behind the dots (`.some(nil)` removes it); nil leaves it.
    public func carouselPageIndicator(
      hidden: Bool? = nil, color: Color? = nil, currentColor: Color? = nil,
      alignment: CarouselPageControlAlignment? = nil, backdrop: Color?? = nil
    ) -> some View {
      transformEnvironment(\.carouselPageIndicatorStyle) {
        if let hidden { $0.isHidden = hidden }
        if let color { $0.color = color }
        if let currentColor { $0.currentColor = currentColor }
        if let alignment { $0.alignment = alignment }
        if let backdrop { $0.backdropColor = backdrop }
      }
    }

    /// The page dots' shape, sizes, spacing, position and timer progress: `.dots`, `.pill`
    /// (the current dot stretches into a pill and slides with the scroll), `.timer` (the
    /// pill fills over the dwell before each automatic turn), `.hidden`, or a style of your
    /// own. The colours stay those of
    /// ``carouselPageIndicator(hidden:color:currentColor:alignment:backdrop:)``.
    ///
    /// ```swift
    /// var style = PageIndicatorStyle.pill
    /// style.placement = .outside          // a band below the slides
    /// style.alignment = .leading
    /// Carousel(banners) { BannerView($0) }
    ///   .carouselPageIndicator(style)
    /// ```
    ///
    /// The style describes the dots' metrics; the colours, images and backdrop set by the
    /// other indicator modifiers stay as they are, wherever those modifiers are written.
    ///
    /// - Parameter style: The indicator's style (its RGBA colours are not used here).
    public func carouselPageIndicator(_ style: PageIndicatorStyle) -> some View {
      transformEnvironment(\.carouselPageIndicatorStyle) { $0.metrics = style }
    }

    /// What the page dots and the stop/start control sit on: Liquid Glass on iOS 26
    /// (`.automatic`, the default, and `.glass`), a material before iOS 26 with `.glass`, or
    /// the plain look (the backdrop colour, if any) with `.plain`. Glass is for the controls,
    /// never for the slides. Changes the chrome and nothing else.
    ///
    /// - Parameter chrome: The chrome.
    public func carouselPageIndicatorChrome(_ chrome: PageIndicatorStyle.Chrome) -> some View {
      transformEnvironment(\.carouselPageIndicatorStyle) { $0.metrics.chrome = chrome }
    }

    /// Whether the stop/start control shows beside the dots while the slides turn on their
    /// own (on by default: the visible pause control WCAG 2.2.2 asks for; the assistive
    /// stop/start action stays either way). Changes that and nothing else.
    ///
    /// - Parameter visible: Whether the control shows.
    public func carouselRotationControl(_ visible: Bool) -> some View {
      transformEnvironment(\.carouselPageIndicatorStyle) {
        $0.metrics.showsRotationControl = visible
      }
    }

    /// Images for the page dots (SF Symbols or your own), drawn at each dot's size in its
    /// colour; the current page's image blends in as the content scrolls to it.
    ///
    /// - Parameters:
    ///   - image: The other pages' dots, or nil for the style's shape.
    ///   - current: The current page's dot, or nil for the style's shape (or `image`).
    public func carouselPageIndicatorImages(_ image: Image?, current: Image? = nil)
      -> some View
    {
      transformEnvironment(\.carouselPageIndicatorStyle) {
        $0.image = image
        $0.currentImage = current
      }
    }

    /// A page indicator of your own in place of the dots, built from the frame's indicator
    /// whenever it changes (the page count, the highlighted page, the continuous progress,
    /// the dwell countdown) and placed where the page indicator's style puts it, at its ideal
    /// size.
    ///
    /// ```swift
    /// Carousel(banners) { BannerView($0) }
    ///   .carouselPageIndicator { indicator in
    ///     Text("\(indicator.currentPage + 1) / \(indicator.pageCount)")
    ///       .padding(6)
    ///       .background(.ultraThinMaterial, in: Capsule())
    ///   }
    /// ```
    ///
    /// - Parameter indicator: The view for the frame's indicator.
    public func carouselPageIndicator<Indicator: View>(
      @ViewBuilder _ indicator: @escaping (CarouselFrame.Indicator) -> Indicator
    ) -> some View {
      environment(
        \.carouselCustomPageIndicator,
        CarouselCustomPageIndicator { AnyView(indicator($0)) })
    }
  }
#endif
