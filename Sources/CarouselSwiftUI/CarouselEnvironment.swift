#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// How a carousel's page indicator looks and where it sits.
  ///
  /// The shape, sizes, spacing, position and timer progress are a
  /// ``/CarouselCore/PageIndicatorStyle`` (``layout``), the one description every front end
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
    public var layout = PageIndicatorStyle.dots
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

    /// Whether the dots are hidden. They are always hidden without items.
    public var isHidden: Bool {
      get { layout.isHidden }
      set { layout.isHidden = newValue }
    }

    /// Whether a single item shows no dot.
    public var hidesForSinglePage: Bool {
      get { layout.hidesForSinglePage }
      set { layout.hidesForSinglePage = newValue }
    }

    /// Where the dots sit along their edge (leading follows the layout direction).
    public var alignment: CarouselPageControlAlignment {
      get { layout.alignment }
      set { layout.alignment = newValue }
    }
  }

  /// An app's own page indicator, built from the indicator's state.
  struct CarouselCustomPageIndicator {
    let make: (CarouselPageIndicatorState) -> AnyView
  }

  private struct CarouselCustomPageIndicatorKey: EnvironmentKey {
    static var defaultValue: CarouselCustomPageIndicator? { nil }
  }

  private struct CarouselConfigurationKey: EnvironmentKey {
    static var defaultValue: CarouselConfiguration { CarouselConfiguration() }
  }

  private struct CarouselPageIndicatorStyleKey: EnvironmentKey {
    static var defaultValue: CarouselPageIndicatorStyle { CarouselPageIndicatorStyle() }
  }

  private struct AutoAdvancePausedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// What carousels in an environment report as they scroll (set with
  /// `.onCarouselScroll` and `.onCarouselScrollEnd`).
  struct CarouselScrollActions {
    var onScroll: ((Double) -> Void)?
    var onScrollEnd: ((Int) -> Void)?
  }

  private struct CarouselSlotIsShowingKey: EnvironmentKey {
    static var defaultValue: Bool? { nil }
  }

  private struct CarouselScrollActionsKey: EnvironmentKey {
    static var defaultValue: CarouselScrollActions { CarouselScrollActions() }
  }

  extension EnvironmentValues {
    /// Whether the carousel slot around a view shows any of it (its visible fraction above
    /// 0), or `nil` outside a carousel: `CarouselImage` plays an animated picture only while
    /// it is true. Set by the carousel on each slot's content; changes only when a slot comes
    /// on or goes off screen, not on every frame of a page turn.
    var carouselSlotIsShowing: Bool? {
      get { self[CarouselSlotIsShowingKey.self] }
      set { self[CarouselSlotIsShowingKey.self] = newValue }
    }

    /// The behaviour of carousels in this environment (set with the carousel modifiers).
    public var carouselConfiguration: CarouselConfiguration {
      get { self[CarouselConfigurationKey.self] }
      set { self[CarouselConfigurationKey.self] = newValue }
    }

    /// The page dots of carousels in this environment.
    public var carouselPageIndicatorStyle: CarouselPageIndicatorStyle {
      get { self[CarouselPageIndicatorStyleKey.self] }
      set { self[CarouselPageIndicatorStyleKey.self] = newValue }
    }

    /// The app's own page indicator for carousels in this environment, if any.
    var carouselCustomPageIndicator: CarouselCustomPageIndicator? {
      get { self[CarouselCustomPageIndicatorKey.self] }
      set { self[CarouselCustomPageIndicatorKey.self] = newValue }
    }

    /// What carousels in this environment report as they scroll.
    var carouselScrollActions: CarouselScrollActions {
      get { self[CarouselScrollActionsKey.self] }
      set { self[CarouselScrollActionsKey.self] = newValue }
    }

    /// Whether the app stopped auto-advance (and marquee drift) in this environment.
    public var isAutoAdvancePaused: Bool {
      get { self[AutoAdvancePausedKey.self] }
      set { self[AutoAdvancePausedKey.self] = newValue }
    }
  }

  extension View {
    /// Turns carousels to the next item every `interval` seconds of rest, or never for nil.
    ///
    /// ```swift
    /// Carousel(banners) { BannerView($0) }
    ///   .autoAdvance(every: 4)
    /// ```
    public func autoAdvance(every interval: TimeInterval?) -> some View {
      transformEnvironment(\.carouselConfiguration) {
        $0.autoAdvance = CarouselAutoAdvance(interval: interval)
      }
    }

    /// Stops auto-advance (and marquee drift) while `isPaused` is true: for an app's own pause
    /// button (the stop control of WCAG 2.2.2) or its own reasons (a sheet over the
    /// carousel).
    ///
    /// The app's pause is separate from the stop a VoiceOver user chooses with the
    /// carousel's own rotation action: setting `isPaused` back to false, or the carousel
    /// appearing again, never restarts a slide show the user stopped.
    public func autoAdvancePaused(_ isPaused: Bool) -> some View {
      environment(\.isAutoAdvancePaused, isPaused)
    }

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

    /// The scroll axis of carousels (horizontal by default).
    public func carouselAxis(_ axis: CarouselAxis) -> some View {
      transformEnvironment(\.carouselConfiguration) { $0.axis = axis }
    }

    /// The length of carousel items along the axis, and the gap between them: `.fraction(0.8)`
    /// centres the current item with its neighbours peeking at both sides.
    public func carouselItemLength(_ length: CarouselItemLength, spacing: Double = 0)
      -> some View
    {
      transformEnvironment(\.carouselConfiguration) {
        $0.itemLength = length
        $0.interitemSpacing = spacing
      }
    }

    /// How carousels move after the finger lifts (paging by default).
    public func carouselScrollBehavior(_ behavior: CarouselScrollBehavior) -> some View {
      transformEnvironment(\.carouselConfiguration) { $0.scrollBehavior = behavior }
    }

    /// Whether carousels wrap around (true by default).
    public func carouselLooping(_ isLooping: Bool) -> some View {
      transformEnvironment(\.carouselConfiguration) { $0.isLooping = isLooping }
    }

    /// How carousel items are drawn as they move (plain sliding by default).
    public func carouselEffect(_ effect: CarouselEffect) -> some View {
      transformEnvironment(\.carouselConfiguration) { $0.effect = effect }
    }

    /// The page dots' colours and position.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide the dots.
    ///   - color: The other pages' dots (and the timer's track).
    ///   - currentColor: The current page's dot (and the timer's fill).
    ///   - alignment: Where along their edge.
    ///   - backdrop: A capsule behind the dots, or nil for none.
    public func carouselPageIndicator(
      hidden: Bool = false, color: Color = .white.opacity(0.5), currentColor: Color = .white,
      alignment: CarouselPageControlAlignment = .center, backdrop: Color? = nil
    ) -> some View {
      transformEnvironment(\.carouselPageIndicatorStyle) {
        $0.isHidden = hidden
        $0.color = color
        $0.currentColor = currentColor
        $0.alignment = alignment
        $0.backdropColor = backdrop
      }
    }

    /// The page dots' shape, sizes, spacing, position and timer progress: `.dots`, `.pill`
    /// (the current dot stretches into a pill and slides with the scroll), `.timer` (the
    /// pill fills over the dwell before each automatic turn), `.hidden`, or a style of your
    /// own. The colours stay those of ``carouselPageIndicator(hidden:color:currentColor:alignment:backdrop:)``.
    ///
    /// ```swift
    /// var style = PageIndicatorStyle.pill
    /// style.placement = .outside          // a band below the slides
    /// style.alignment = .leading
    /// Carousel(banners) { BannerView($0) }
    ///   .carouselPageIndicator(style)
    /// ```
    ///
    /// The style is the whole description, alignment and visibility included: a modifier
    /// nearer the carousel (`.carouselPageIndicator(alignment: .trailing)` written before
    /// this one) changes what it says.
    ///
    /// - Parameter style: The indicator's style (its RGBA colours are not used here).
    public func carouselPageIndicator(_ style: PageIndicatorStyle) -> some View {
      transformEnvironment(\.carouselPageIndicatorStyle) { $0.layout = style }
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

    /// A page indicator of your own in place of the dots, built from the indicator's state
    /// on every update (count, current page, continuous progress, the page headed for, the
    /// dwell countdown) and placed where the page indicator's style puts it, at its ideal
    /// size.
    ///
    /// ```swift
    /// Carousel(banners) { BannerView($0) }
    ///   .carouselPageIndicator { state in
    ///     Text("\((state.targetPage ?? 0) + 1) / \(state.count)")
    ///       .padding(6)
    ///       .background(.ultraThinMaterial, in: Capsule())
    ///   }
    /// ```
    ///
    /// - Parameter indicator: The indicator for a state.
    public func carouselPageIndicator<Indicator: View>(
      @ViewBuilder _ indicator: @escaping (CarouselPageIndicatorState) -> Indicator
    ) -> some View {
      environment(
        \.carouselCustomPageIndicator,
        CarouselCustomPageIndicator { AnyView(indicator($0)) })
    }
  }
#endif
