#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import QuartzCore
  import SwiftUI

  /// Draws a carousel's frames: one view per live slot (identified by slot id, so SwiftUI
  /// keeps each slot's view while it moves), the effect transforms, the Reduce Motion
  /// cross-fade and the page indicator (over the slides or in a band beside them); and takes
  /// the touches, the drag and the taps.
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
    /// Keeps the UIKit view behind the carousel (iOS), to ask what part is on screen.
    let probeHost: CarouselModel
    /// The view of an item, by its index in the current data.
    let content: (Int) -> Content

    @GestureState private var isPanning = false
    @GestureState private var isTouching = false
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.carouselAccessibilityMode) private var accessibilityMode
    @Environment(\.carouselCustomPageIndicator) private var customIndicator
    /// The size of the app's own page indicator, once measured.
    @State private var customIndicatorSize = CGSize.zero

    var body: some View {
      let lookup = CarouselItemLookup(laidOut: store.frame.identities, current: currentIdentities)
      GeometryReader { proxy in
        let indicator = indicatorPlacement(in: proxy)
        let slides = indicator.slides
        ZStack(alignment: .topLeading) {
          slidesView(lookup: lookup, size: slides.size)
            .offset(x: slides.minX, y: slides.minY)
          indicatorView(indicator)
        }
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        // The finger anywhere on the carousel, the page indicator included, as UIKit's
        // recognizers on the whole view take it: a drag that starts on the dots drags the
        // slides (a tap on a dot still goes to the dot).
        .contentShape(Rectangle())
        .simultaneousGesture(touchGesture, including: isInteractive ? .all : .none)
        .simultaneousGesture(
          dragGesture(slidesOrigin: slides.origin), including: isInteractive ? .all : .none)
      }
      .background(surfaceProbe)
      .clipped()
      .onValueChange(of: isPanning) { panning in
        // A drag the system took over never ends: settle it.
        if !panning { driver.handlePan(.cancelled, at: .zero) }
      }
      .onValueChange(of: isTouching) { touching in
        driver.handleTouch(touching ? .began : .ended)
      }
    }

    /// The live slots in the slides' frame, which is the engine's viewport: taps and drags are
    /// measured in it.
    private func slidesView(lookup: CarouselItemLookup<AnyHashable>, size: CarouselSize)
      -> some View
    {
      ZStack(alignment: .topLeading) {
        ForEach(store.frame.slots, id: \.id) { slot in
          slotView(slot, lookup: lookup)
        }
        if let fade = store.frame.crossFade {
          item(fade.outgoingItem, lookup: lookup)
            .frame(width: fade.frame.size.width, height: fade.frame.size.height)
            .clipped()
            .opacity(fade.alpha)
            .position(x: fade.frame.center.x, y: fade.frame.center.y)
            .allowsHitTesting(false)
            .zIndex(1_000)
        }
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      .clipped()
      .contentShape(Rectangle())
      .modifier(CarouselTapModifier(driver: driver, isEnabled: isInteractive))
      .onAppear { driver.setViewportSize(size) }
      .onValueChange(of: size) { driver.setViewportSize($0) }
    }

    @ViewBuilder
    private func item(_ engineIndex: Int, lookup: CarouselItemLookup<AnyHashable>) -> some View {
      if let index = lookup.currentIndex(forLaidOutIndex: engineIndex) {
        content(index)
      } else {
        Color.clear
      }
    }

    private func slotView(_ slot: CarouselSlot, lookup: CarouselItemLookup<AnyHashable>)
      -> some View
    {
      let frame = slot.frame
      let matrix = slot.transform.matrix(
        slotFrame: frame, axis: store.frame.axis, direction: store.frame.layoutDirection
      ).aboutTopLeft(ofSize: frame.size)
      return item(slot.itemIndex, lookup: lookup)
        .environment(
          \.carouselSlotIsShowing,
          store.frame.isVisible
            && CarouselImagePlayback.isShowing(visibleFraction: slot.visibleFraction)
        )
        .frame(width: frame.size.width, height: frame.size.height)
        .clipped()
        // Only the current slide's elements, in the slide-contents mode (never a copy).
        .accessibilityHidden(
          accessibilityMode == .slideContents
            && slot.id != store.frame.accessibility.exposedSlotID
        )
        .projectionEffect(ProjectionTransform(CATransform3D(matrix)))
        .opacity(slot.transform.alpha)
        .position(x: frame.center.x, y: frame.center.y)
        .modifier(SlotTapModifier(driver: driver, slotID: slot.id, isEnabled: isInteractive))
        .zIndex(slot.transform.zIndex)
    }

    /// The finger on the content, from touch-down: it holds the carousel while it rests.
    private var touchGesture: some Gesture {
      DragGesture(minimumDistance: 0)
        .updating($isTouching) { _, touching, _ in touching = true }
    }

    /// The drag, taken on the whole carousel and measured from the slides' origin in it.
    private func dragGesture(slidesOrigin origin: CarouselPoint) -> some Gesture {
      DragGesture(minimumDistance: 10)
        .updating($isPanning) { _, panning, _ in panning = true }
        .onChanged { value in
          driver.handlePan(
            .changed,
            at: CarouselPoint(x: value.location.x - origin.x, y: value.location.y - origin.y),
            translation: CarouselPoint(x: value.translation.width, y: value.translation.height))
        }
        .onEnded { value in
          driver.handlePan(
            .ended,
            at: CarouselPoint(x: value.location.x - origin.x, y: value.location.y - origin.y),
            velocity: Self.releaseVelocity(of: value))
        }
    }

    /// The finger's velocity at release where SwiftUI reports it (iOS 17, macOS 14); before
    /// that, nil: the engine estimates it from the drag's samples.
    private static func releaseVelocity(of value: DragGesture.Value) -> CarouselPoint? {
      if #available(iOS 17, macOS 14, *) {
        return CarouselPoint(x: value.velocity.width, y: value.velocity.height)
      }
      return nil
    }

    /// Follows enclosing scroll views (pausing while scrolled out of sight) and, for an
    /// interactive carousel, holds them while a swipe runs along the axis.
    @ViewBuilder private var surfaceProbe: some View {
      #if canImport(UIKit)
        CarouselSurfaceProbe(
          host: probeHost, isInteractive: isInteractive)
      #endif
    }

    // MARK: Page indicator

    /// Where the page indicator and the slides go.
    private struct IndicatorPlacement {
      /// The slides' frame: the bounds, less the indicator's band when it sits outside them.
      var slides: CarouselRect
      /// The dots drawn from the shared layout, when they show.
      var dots: PageIndicatorLayout?
      /// The app's own indicator's frame, when it shows.
      var custom: CarouselRect?
      /// The stop/start control's frame, beside the dots, when it shows.
      var rotationControl: CarouselRect?
    }

    /// The shared layout's answer for this size: the dots' layout, or the frame of the app's
    /// own indicator at its measured size.
    private func indicatorPlacement(in proxy: GeometryProxy) -> IndicatorPlacement {
      let bounds = CarouselSize(proxy.size)
      let everything = CarouselRect(origin: .zero, size: bounds)
      guard let pageStyle else { return IndicatorPlacement(slides: everything) }
      let isRightToLeft = layoutDirection == .rightToLeft
      let edges = proxy.safeAreaInsets
      let safeArea = CarouselInsets(
        top: Double(edges.top), left: Double(isRightToLeft ? edges.trailing : edges.leading),
        bottom: Double(edges.bottom),
        right: Double(isRightToLeft ? edges.leading : edges.trailing))
      let state = store.frame.pageIndicator
      if customIndicator != nil {
        let control = CarouselPageControlState(
          indicator: state, hidesForSinglePage: pageStyle.hidesForSinglePage,
          isHiddenByHost: pageStyle.isHidden)
        guard !control.isHidden else { return IndicatorPlacement(slides: everything) }
        let frames = PageIndicatorLayout.frames(
          indicatorSize: CarouselSize(customIndicatorSize), style: pageStyle.metrics,
          bounds: bounds, isRightToLeft: isRightToLeft, safeArea: safeArea)
        return IndicatorPlacement(slides: frames.slides, custom: frames.indicator)
      }
      let layout = PageIndicatorLayout(
        style: pageStyle.metrics, state: state, bounds: bounds, isRightToLeft: isRightToLeft,
        safeArea: safeArea)
      let control =
        store.frame.hasRotationControl
        ? layout.rotationControlFrame(
          for: pageStyle.metrics, bounds: bounds, isRightToLeft: isRightToLeft) : nil
      return IndicatorPlacement(
        slides: layout.slidesFrame, dots: layout.isHidden ? nil : layout,
        rotationControl: control)
    }

    @ViewBuilder private func indicatorView(_ placement: IndicatorPlacement) -> some View {
      if let layout = placement.dots, let pageStyle {
        CarouselPageDots(
          layout: layout, style: pageStyle, countdown: store.frame.pageIndicator.countdown,
          isRightToLeft: layoutDirection == .rightToLeft,
          rotationControl: placement.rotationControl.map {
            CarouselPageDots.RotationControl(
              frame: $0, isStopped: store.frame.isRotationStopped,
              label: store.frame.accessibility.rotationControlLabel ?? "")
          },
          toggleRotation: { driver.toggleRotation() },
          select: { page in driver.scroll(to: page, animated: true) })
      } else if let frame = placement.custom, let customIndicator {
        customIndicator.make(store.frame.pageIndicator)
          .fixedSize()
          .background(
            GeometryReader { proxy in
              Color.clear
                .onAppear { customIndicatorSize = proxy.size }
                .onValueChange(of: proxy.size) { customIndicatorSize = $0 }
            }
          )
          // Shown once measured and placed, not first at the wrong place.
          .opacity(customIndicatorSize == .zero ? 0 : 1)
          .position(x: frame.center.x, y: frame.center.y)
      }
    }
  }

  #if canImport(UIKit)
    /// The UIKit view behind a carousel.
    typealias UIViewProbe = CarouselSurfaceProbe.ProbeView
  #else
    /// No UIKit view behind the carousel on this platform (macOS): nothing is attached.
    final class UIViewProbe {}
  #endif

  /// Taps with their location (iOS 16 and later): the engine hit-tests them against the
  /// transformed slots, topmost first.
  private struct CarouselTapModifier: ViewModifier {
    let driver: CarouselDriver
    let isEnabled: Bool

    @ViewBuilder func body(content: Content) -> some View {
      if #available(iOS 16, macOS 13, *), isEnabled {
        content.gesture(
          SpatialTapGesture().onEnded { event in
            driver.handleTap(at: CarouselPoint(event.location))
          })
      } else {
        content
      }
    }
  }

  /// Taps on a slot's view where taps carry no location (iOS 15, macOS 12).
  private struct SlotTapModifier: ViewModifier {
    let driver: CarouselDriver
    let slotID: Int
    let isEnabled: Bool

    @ViewBuilder func body(content: Content) -> some View {
      if #available(iOS 16, macOS 13, *) {
        content
      } else if isEnabled {
        content.onTapGesture { driver.handleTap(onSlot: slotID) }
      } else {
        content
      }
    }
  }

#endif
