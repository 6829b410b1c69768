#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  extension View {
    /// Gives the slide this view is in its own time on screen before the automatic page
    /// turn, instead of the carousel's `.autoAdvance(every:)` interval; nil takes the
    /// carousel's.
    ///
    /// ```swift
    /// Carousel(banners) { banner in
    ///   BannerView(banner)
    ///     .autoAdvanceInterval(banner.isSale ? 8 : nil)   // a sale for 8 s, the others 4 s
    /// }
    /// .autoAdvance(every: 4)
    /// .carouselPageIndicator(.timer)
    /// ```
    ///
    /// A slide says its time when it is drawn, which is before it becomes current (the
    /// slides beside the current one are drawn too). The timer indicator fills over each
    /// slide's own time, and a pause resumes it where it stopped. Times are brought into the
    /// range ``/CarouselCore/CarouselAutoAdvance/intervalRange`` allows; they apply only while
    /// pages turn on an interval.
    ///
    /// - Parameter seconds: The slide's time on screen, or nil for the carousel's.
    public func autoAdvanceInterval(_ seconds: TimeInterval?) -> some View {
      preference(key: CarouselSlideIntervalKey.self, value: seconds)
    }
  }

  /// A slide's own time on screen, from its view up to its carousel.
  struct CarouselSlideIntervalKey: PreferenceKey {
    static var defaultValue: TimeInterval? { nil }

    /// The first time said in the slide's views.
    static func reduce(value: inout TimeInterval?, nextValue: () -> TimeInterval?) {
      value = value ?? nextValue()
    }
  }

  /// Holds the automatic page turn while the content of the slide it is read in plays: a
  /// video to its end, an animation, a view of your own until it is done. Read it from the
  /// environment in a slide's view and call it; outside a carousel it does nothing.
  ///
  /// ```swift
  /// struct VideoSlide: View {
  ///   @Environment(\.holdAutoAdvance) private var holdAutoAdvance
  ///   let player: AVPlayer
  ///
  ///   var body: some View {
  ///     VideoPlayer(player: player)
  ///       .onAppear { holdAutoAdvance(.playing(duration: 12)) }   // or nil: until done
  ///       .onReceive(NotificationCenter.default.publisher(for: AVPlayerItem.didPlayToEndTimeNotification)) { _ in
  ///         holdAutoAdvance(.none)
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// The page turns once the slide's time has passed and its content finished, never more
  /// than ``/CarouselCore/CarouselConfiguration/maximumHold`` (30 s by default) past its
  /// time, so content that never reports cannot stop the carousel. Under Reduce Motion
  /// nothing holds. The timer indicator fills over a length the content says.
  public struct HoldAutoAdvanceAction: Equatable {
    /// The carousel's driver, or nil outside a carousel.
    private weak var driver: CarouselDriver?
    /// The slide's item, as the carousel's machine names it.
    private let item: Int

    init(driver: CarouselDriver?, item: Int) {
      self.driver = driver
      self.item = item
    }

    /// Says what the slide's content holds the turn for.
    ///
    /// - Parameter hold: `.playing(duration:)` while it plays (nil duration: until it says
    ///   `.none`), `.none` once it finished.
    @MainActor public func callAsFunction(_ hold: CarouselItemHold) {
      driver?.setHold(hold, forItem: item)
    }

    /// Tells the carousel about a slide's video (a ``CarouselVideo``).
    @MainActor func tell(_ hold: CarouselVideoSlot.Hold) {
      driver?.setVideoHold(hold)
    }

    /// Two actions are the same when they hold the same slide of the same carousel.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.driver === rhs.driver && lhs.item == rhs.item
    }
  }

  private struct HoldAutoAdvanceKey: EnvironmentKey {
    static var defaultValue: HoldAutoAdvanceAction {
      HoldAutoAdvanceAction(driver: nil, item: 0)
    }
  }

  extension EnvironmentValues {
    /// Holds the automatic page turn while the slide's content plays (see
    /// ``HoldAutoAdvanceAction``).
    public var holdAutoAdvance: HoldAutoAdvanceAction {
      get { self[HoldAutoAdvanceKey.self] }
      set { self[HoldAutoAdvanceKey.self] = newValue }
    }
  }
#endif
