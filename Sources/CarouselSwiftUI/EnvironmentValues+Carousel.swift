#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

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

  private struct CarouselSlotPictureKey: EnvironmentKey {
    static var defaultValue: CarouselSlotPicture? { nil }
  }

  private struct CarouselSlotVideoKey: EnvironmentKey {
    static var defaultValue: CarouselSlotVideo? { nil }
  }

  private struct CarouselScrollActionsKey: EnvironmentKey {
    static var defaultValue: CarouselScrollActions { CarouselScrollActions() }
  }

  private struct CarouselAccessibilityModeKey: EnvironmentKey {
    static var defaultValue: CarouselAccessibilityMode { .adjustable }
  }

  extension EnvironmentValues {
    /// How VoiceOver meets carousels in this environment (set with
    /// `.carouselAccessibilityMode(_:)`).
    public var carouselAccessibilityMode: CarouselAccessibilityMode {
      get { self[CarouselAccessibilityModeKey.self] }
      set { self[CarouselAccessibilityModeKey.self] = newValue }
    }

    /// The picture asked of the slide this view is in (its size, whether it plays), or nil
    /// outside a carousel slide.
    var carouselSlotPicture: CarouselSlotPicture? {
      get { self[CarouselSlotPictureKey.self] }
      set { self[CarouselSlotPictureKey.self] = newValue }
    }

    /// What the frame says of the videos in the slide this view is in (playing, paused or
    /// only the poster, and whether the slide holds the turn), or nil outside a carousel.
    var carouselSlotVideo: CarouselSlotVideo? {
      get { self[CarouselSlotVideoKey.self] }
      set { self[CarouselSlotVideoKey.self] = newValue }
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
#endif
