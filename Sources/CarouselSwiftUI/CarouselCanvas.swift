#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import QuartzCore
  import SwiftUI

  /// Draws a carousel's frames: one view per live slot (identified by slot id, so SwiftUI
  /// keeps each slot's view while it moves), the effect transforms, the Reduce Motion
  /// cross-fade, the page indicator and the stop/start control where the frame puts them; and
  /// reads the pointer, the size and the safe area into the machine, which decides the rest.
  ///
  /// Items are found by identity (``CarouselItemLookup``): between the app changing its data
  /// and the engine reloading, a slot whose item is gone draws nothing rather than indexing
  /// past the end of the new data.
  struct CarouselCanvas<Content: View>: View {
    @ObservedObject var store: CarouselFrameStore
    let driver: CarouselDriver
    let isInteractive: Bool
    let pageStyle: CarouselPageIndicatorStyle?
    /// The identities of the data the view holds now.
    let currentIdentities: [AnyHashable]
    /// The app's updates so far: a slide's content is evaluated again only when this or its
    /// item changes, not on every frame of a motion.
    let contentGeneration: Int
    /// Keeps the UIKit view behind the carousel (iOS), to ask what part is on screen.
    let probeHost: CarouselModel
    /// The view of an item, by its index in the current data.
    let content: (Int) -> Content

    /// Where the finger went down, while it is down (reset by SwiftUI when the gesture ends
    /// or the system takes it).
    @GestureState private var pressedAt: CGPoint?
    @Environment(\.carouselAccessibilityMode) private var accessibilityMode
    @Environment(\.carouselCustomPageIndicator) private var customIndicator
    /// The size of the app's own page indicator, once measured.
    @State private var customIndicatorSize = CGSize.zero

    var body: some View {
      let frame = store.drawing.frame
      let lookup = CarouselItemLookup(
        laidOut: store.drawing.identities, current: currentIdentities)
      GeometryReader { proxy in
        ZStack(alignment: .topLeading) {
          slidesView(frame, lookup: lookup)
            .modifier(
              CarouselRemoteFocus(
                driver: driver, isInteractive: isInteractive,
                isFocusable: frame.focus.isFocusable, takesPlayPause: frame.focus.takesPlayPause)
            )
            .offset(x: frame.slidesFrame.minX, y: frame.slidesFrame.minY)
          indicatorView(frame)
        }
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        #if !os(tvOS)
          // The finger anywhere on the carousel, the page indicator included: the machine
          // tells a tap from a drag, a dot from a slide, and a swipe across the axis (the
          // enclosing scroll view's). tvOS has no touch screen: the remote's focus moves the
          // carousel there (``CarouselRemoteFocus``).
          .contentShape(Rectangle())
          .simultaneousGesture(pointerGesture, including: isInteractive ? .all : .none)
        #endif
        .onAppear { readLayout(proxy) }
        .onValueChange(of: proxy.size) { _ in readLayout(proxy) }
        .onValueChange(of: proxy.safeAreaInsets) { _ in readLayout(proxy) }
      }
      .background(surfaceProbe)
      .carouselClipped()
      .carouselFocusSection()
      .onAppear { readIndicator() }
      .onValueChange(of: pageStyle) { _ in readIndicator() }
      .onValueChange(of: customIndicatorSize) { _ in readIndicator() }
      .onValueChange(of: pressedAt) { start in
        // A press that ended (the release came first, and this does nothing) or that the
        // system took is cancelled.
        driver.pointerPressChanged(to: start.map(CarouselPoint.init), kind: Self.pointerKind)
      }
    }

    /// The carousel's size and safe area, for the machine's layout.
    private func readLayout(_ proxy: GeometryProxy) {
      let edges = proxy.safeAreaInsets
      driver.setSafeArea(
        CarouselInsets(
          top: Double(edges.top), leading: Double(edges.leading), bottom: Double(edges.bottom),
          trailing: Double(edges.trailing),
          isRightToLeft: driver.engine.configuration.layoutDirection == .rightToLeft))
      driver.setBounds(CarouselSize(proxy.size))
    }

    /// The indicator the machine places: the dots it lays out, or the app's own view at its
    /// measured size.
    private func readIndicator() {
      driver.setIndicator(
        CarouselHostMachine.Indicator(
          style: pageStyle?.metrics,
          customSize: customIndicator.map { _ in CarouselSize(customIndicatorSize) }))
    }

    /// The slides in their rectangle, which is the engine's viewport.
    private func slidesView(_ frame: CarouselFrame, lookup: CarouselItemLookup<AnyHashable>)
      -> some View
    {
      ZStack(alignment: .topLeading) {
        ForEach(frame.slots, id: \.id) { slot in
          slotView(slot, in: frame, lookup: lookup)
        }
        if let fade = frame.crossFade {
          item(fade.item, lookup: lookup, picture: nil)
            .frame(width: fade.frame.size.width, height: fade.frame.size.height)
            .clipped()
            .opacity(fade.alpha)
            .position(x: fade.frame.center.x, y: fade.frame.center.y)
            .allowsHitTesting(false)
            .zIndex(1_000)
        }
      }
      .frame(
        width: frame.slidesFrame.size.width, height: frame.slidesFrame.size.height,
        alignment: .topLeading
      )
      .clipped()
    }

    /// An item's view, evaluated again only when its item, its picture or the app's data
    /// changed (not for the motion that moves it).
    private func item(
      _ engineIndex: Int, lookup: CarouselItemLookup<AnyHashable>,
      picture: CarouselSlotPicture?
    ) -> some View {
      let index = lookup.currentIndex(forLaidOutIndex: engineIndex)
      return CarouselSlotContent(
        index: index, picture: picture, generation: contentGeneration, content: content
      )
      .equatable()
    }

    private func slotView(
      _ slot: CarouselFrame.Slot, in frame: CarouselFrame, lookup: CarouselItemLookup<AnyHashable>
    ) -> some View {
      let rect = slot.frame
      let matrix = slot.transform.aboutTopLeft(ofSize: rect.size)
      return item(
        slot.item, lookup: lookup,
        picture: CarouselSlotPicture(size: slot.pictureSize, plays: slot.playsAnimation)
      )
      // The slide's own time on screen, and its hold on the turn.
      .onPreferenceChange(CarouselSlideIntervalKey.self) { [probeHost] seconds in
        probeHost.slideIntervalChanged(seconds, forEngineItem: slot.item)
      }
      .environment(\.holdAutoAdvance, HoldAutoAdvanceAction(driver: driver, item: slot.item))
      .environment(\.carouselSlotVideo, CarouselSlotVideo(slot))
      .frame(width: rect.size.width, height: rect.size.height)
      .clipped()
      // Only the current slide's elements, in the slide-contents mode (never a copy).
      .accessibilityHidden(accessibilityMode == .slideContents && !slot.isAccessibilityExposed)
      .projectionEffect(ProjectionTransform(CATransform3D(matrix)))
      .opacity(slot.alpha)
      .position(x: rect.center.x, y: rect.center.y)
      .zIndex(slot.zIndex)
    }

    #if !os(tvOS)
      /// The pointer, as it comes: the machine decides what it does.
      private var pointerGesture: some Gesture {
        DragGesture(minimumDistance: 0)
          .updating($pressedAt) { value, start, _ in start = value.startLocation }
          .onChanged { value in driver.pointerMove(to: CarouselPoint(value.location)) }
          .onEnded { value in
            driver.pointerUp(
              at: CarouselPoint(value.location), velocity: Self.releaseVelocity(of: value))
          }
      }
    #endif

    /// A finger on iOS, a mouse or trackpad on the Mac.
    private static var pointerKind: CarouselHostMachine.PointerKind {
      #if os(macOS)
        .mouse
      #else
        .touch
      #endif
    }

    #if !os(tvOS)
      /// The finger's velocity at release where SwiftUI reports it (iOS 17, macOS 14); before
      /// that, nil: the engine estimates it from the drag's samples.
      private static func releaseVelocity(of value: DragGesture.Value) -> CarouselPoint? {
        if #available(iOS 17, macOS 14, *) {
          return CarouselPoint(x: value.velocity.width, y: value.velocity.height)
        }
        return nil
      }
    #endif

    /// Follows enclosing scroll views (pausing while scrolled out of sight) and, for an
    /// interactive carousel, holds them while a swipe runs along the axis.
    @ViewBuilder private var surfaceProbe: some View {
      #if canImport(UIKit)
        CarouselSurfaceProbe(host: probeHost, isInteractive: isInteractive)
      #endif
    }

    // MARK: Page indicator

    @ViewBuilder private func indicatorView(_ frame: CarouselFrame) -> some View {
      let indicator = frame.indicator
      if let pageStyle, let dots = indicator.dots, !indicator.isHidden {
        CarouselPageDots(
          layout: dots, style: pageStyle, countdown: indicator.countdown,
          isRightToLeft: frame.layoutDirection == .rightToLeft,
          rotationControl: frame.rotationControl,
          toggleRotation: { driver.toggleRotation() })
      } else if let customIndicator, pageStyle != nil {
        customIndicator.make(indicator)
          .fixedSize()
          .background(
            GeometryReader { proxy in
              Color.clear
                .onAppear { customIndicatorSize = proxy.size }
                .onValueChange(of: proxy.size) { customIndicatorSize = $0 }
            }
          )
          // Shown once measured and placed, not first at the wrong place.
          .opacity(customIndicatorSize == .zero || indicator.isHidden ? 0 : 1)
          .position(x: indicator.frame.center.x, y: indicator.frame.center.y)
      }
    }
  }

  /// What a slide's picture asks of the machine: its size and whether it plays, which stay
  /// the same while the slide moves (so reading them re-evaluates nothing per frame).
  struct CarouselSlotPicture: Hashable {
    var size: CarouselPixelSize
    var plays: Bool
  }

  /// A slide's content: the app's view of its item, evaluated again only when the item, its
  /// picture or the app's data changed.
  struct CarouselSlotContent<Content: View>: View, Equatable {
    let index: Int?
    let picture: CarouselSlotPicture?
    let generation: Int
    let content: (Int) -> Content

    var body: some View {
      if let index {
        content(index).environment(\.carouselSlotPicture, picture)
      } else {
        Color.clear
      }
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.index == rhs.index && lhs.picture == rhs.picture && lhs.generation == rhs.generation
    }
  }

  #if canImport(UIKit)
    /// The UIKit view behind a carousel.
    typealias UIViewProbe = CarouselSurfaceProbe.ProbeView
  #else
    /// No UIKit view behind the carousel on this platform (macOS): nothing is attached.
    final class UIViewProbe {}
  #endif
#endif
