#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// How a carousel's page dots look and where they sit.
  public struct CarouselPageIndicatorStyle: Equatable {
    /// Whether the dots are hidden. They are always hidden without items.
    public var isHidden = false
    /// Whether a single item shows no dot.
    public var hidesForSinglePage = true
    /// The colour of the other pages' dots.
    public var color: Color = .white.opacity(0.5)
    /// The colour of the current page's dot.
    public var currentColor: Color = .white
    /// Where the dots sit along the bottom edge (leading follows the layout direction).
    public var alignment: CarouselPageControlAlignment = .center

    /// The default style: white dots, centred.
    public init() {}
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

  private struct CarouselScrollActionsKey: EnvironmentKey {
    static var defaultValue: CarouselScrollActions { CarouselScrollActions() }
  }

  extension EnvironmentValues {
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

    /// The page dots of carousels.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide the dots.
    ///   - color: The other pages' dots.
    ///   - currentColor: The current page's dot.
    ///   - alignment: Where along the bottom edge.
    public func carouselPageIndicator(
      hidden: Bool = false, color: Color = .white.opacity(0.5), currentColor: Color = .white,
      alignment: CarouselPageControlAlignment = .center
    ) -> some View {
      transformEnvironment(\.carouselPageIndicatorStyle) {
        $0.isHidden = hidden
        $0.color = color
        $0.currentColor = currentColor
        $0.alignment = alignment
      }
    }
  }
#endif
