#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  // Modifiers that mean something to a paging TabView, a paging ScrollView or SwiftUIPager, and
  // nothing to a Carousel, which pages, loops and places its own dots. Written on a Carousel,
  // each says so at compile time, naming the carousel's own call, instead of being ignored in
  // silence: SwiftUIPager's names stop the build with a fix-it; SwiftUI's own modifiers (which
  // Swift would otherwise take from `View`) warn and change nothing.
  // <doc:MigratingFromSwiftUIPagers> maps each library in full.
  extension Carousel {
    /// A paging `TabView`'s style: a carousel pages already; the carousel is unchanged.
    @available(
      *, deprecated,
      message:
        "a Carousel pages by itself: remove .tabViewStyle; style its dots with .carouselPageIndicator(_:)"
    )
    public func tabViewStyle<Style: TabViewStyle>(_ style: Style) -> Self {
      self
    }

    #if !os(macOS)
      /// A paging `TabView`'s dots: the carousel draws its own; the carousel is unchanged.
      @available(
        *, deprecated,
        message: "style a Carousel's dots with .carouselPageIndicator(_:) and its chrome"
      )
      public func indexViewStyle<Style: IndexViewStyle>(_ style: Style) -> Self {
        self
      }
    #endif

    /// A paging `ScrollView`'s behaviour: a carousel pages already; the carousel is unchanged.
    @available(iOS 17, macOS 14, tvOS 17, *)
    @available(
      *, deprecated,
      message:
        "a Carousel pages by itself: remove .scrollTargetBehavior; .carouselScrollBehavior(.free) coasts instead"
    )
    public func scrollTargetBehavior<Behavior: ScrollTargetBehavior>(_ behavior: Behavior)
      -> Self
    {
      self
    }

    /// A paging `ScrollView`'s position binding: the carousel's selection; the carousel is
    /// unchanged.
    @available(iOS 17, macOS 14, tvOS 17, *)
    @available(
      *, deprecated,
      message: "pass the binding to Carousel(_:selection:) (identities) or selectedIndex: (indices)"
    )
    public func scrollPosition<Position: Hashable>(
      id: Binding<Position?>, anchor: UnitPoint? = nil
    ) -> Self {
      self
    }

    // MARK: SwiftUIPager

    /// SwiftUIPager's loop switch.
    @available(*, unavailable, renamed: "carouselLooping(_:)")
    public func loopPages(_ value: Bool = true) -> Never {
      fatalError("unavailable")
    }

    /// SwiftUIPager's spacing.
    @available(*, unavailable, renamed: "carouselSpacing(_:)")
    public func itemSpacing(_ value: CGFloat) -> Never {
      fatalError("unavailable")
    }

    /// SwiftUIPager's page callback.
    @available(
      *, unavailable,
      message: "pass selectedIndex: a binding and watch it, or use .onCarouselScrollEnd(_:)"
    )
    public func onPageChanged(_ callback: ((Int) -> Void)?) -> Never {
      fatalError("unavailable")
    }

    /// SwiftUIPager's drag switch.
    @available(*, unavailable, renamed: "carouselSwipeEnabled(_:)")
    public func allowsDragging(_ value: Bool = true) -> Never {
      fatalError("unavailable")
    }

    /// SwiftUIPager's size of the pages beside the current one.
    @available(
      *, unavailable,
      message: "use .carouselItemLength(.fraction(0.8)) to let the neighbours peek"
    )
    public func preferredItemSize(_ size: CGSize) -> Never {
      fatalError("unavailable")
    }

    /// SwiftUIPager's vertical pages.
    @available(*, unavailable, message: "use .carouselAxis(.vertical)")
    public func vertical() -> Never {
      fatalError("unavailable")
    }
  }
#endif
