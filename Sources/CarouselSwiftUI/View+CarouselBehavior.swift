#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

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

    /// The scroll axis of carousels (horizontal by default).
    public func carouselAxis(_ axis: CarouselAxis) -> some View {
      transformEnvironment(\.carouselConfiguration) { $0.axis = axis }
    }

    /// The length of carousel items along the axis, and the gap between them: `.fraction(0.8)`
    /// centres the current item with its neighbours peeking at both sides.
    ///
    /// - Parameters:
    ///   - length: The items' length along the axis.
    ///   - spacing: The gap between neighbours in points; nil (the default) leaves the one
    ///     set by ``carouselSpacing(_:)`` or an outer modifier (0 unless set).
    public func carouselItemLength(_ length: CarouselItemLength, spacing: Double? = nil)
      -> some View
    {
      transformEnvironment(\.carouselConfiguration) {
        $0.itemLength = length
        if let spacing { $0.interitemSpacing = spacing }
      }
    }

    /// The gap between neighbouring carousel items along the axis, in points (0 by default).
    public func carouselSpacing(_ spacing: Double) -> some View {
      transformEnvironment(\.carouselConfiguration) { $0.interitemSpacing = spacing }
    }

    /// Whether a finger can drag carousels (true by default). Off, swipes move nothing and
    /// go to the scroll views around the carousel, while taps still select, the dots still
    /// turn pages and auto-advance goes on: a news ticker, an onboarding the app moves
    /// itself. The same setting as UIKit's `CarouselView.isSwipeEnabled`.
    ///
    /// ```swift
    /// Carousel(headlines) { HeadlineRow($0) }
    ///   .carouselAxis(.vertical)
    ///   .autoAdvance(every: 3)
    ///   .carouselSwipeEnabled(false)
    /// ```
    public func carouselSwipeEnabled(_ isEnabled: Bool) -> some View {
      transformEnvironment(\.carouselConfiguration) { $0.isSwipeEnabled = isEnabled }
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

    /// How VoiceOver meets carousels: one adjustable element (the default), or the current
    /// slide's own elements, for pages with buttons or links of their own.
    ///
    /// ```swift
    /// Carousel(offers) { OfferCard($0) }       // each card has a "Shop now" button
    ///   .carouselAccessibilityMode(.slideContents)
    /// ```
    public func carouselAccessibilityMode(_ mode: CarouselAccessibilityMode) -> some View {
      environment(\.carouselAccessibilityMode, mode)
    }
  }
#endif
