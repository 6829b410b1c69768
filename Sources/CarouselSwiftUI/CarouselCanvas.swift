#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import QuartzCore
  import SwiftUI

  /// Draws a carousel's frames: one view per live slot (identified by slot id, so SwiftUI
  /// keeps each slot's view while it moves), the effect transforms, the Reduce Motion
  /// cross-fade and the page dots; and takes the drag, the taps and the accessibility actions.
  struct CarouselCanvas<Content: View>: View {
    @ObservedObject var store: CarouselFrameStore
    let driver: CarouselDriver
    let isInteractive: Bool
    let pageStyle: CarouselPageIndicatorStyle?
    let content: (Int) -> Content

    @GestureState private var isTouching = false

    var body: some View {
      GeometryReader { proxy in
        ZStack(alignment: .topLeading) {
          ForEach(store.frame.slots, id: \.id) { slot in
            slotView(slot)
          }
          if let fade = store.frame.crossFade {
            content(fade.outgoingItem)
              .frame(width: fade.frame.size.width, height: fade.frame.size.height)
              .clipped()
              .opacity(fade.alpha)
              .position(x: fade.frame.center.x, y: fade.frame.center.y)
              .allowsHitTesting(false)
              .zIndex(1_000)
          }
        }
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        .onAppear { driver.setViewportSize(CarouselSize(proxy.size)) }
        .onValueChange(of: proxy.size) { driver.setViewportSize(CarouselSize($0)) }
      }
      .overlay(pageDots, alignment: dotsAlignment)
      .clipped()
      .contentShape(Rectangle())
      .simultaneousGesture(dragGesture, including: isInteractive ? .all : .none)
      .modifier(CarouselTapModifier(driver: driver, isEnabled: isInteractive))
      .onValueChange(of: isTouching) { touching in
        // A drag the system took over never ends: settle it.
        if !touching { driver.handlePan(.cancelled, at: .zero) }
      }
    }

    private func slotView(_ slot: CarouselSlot) -> some View {
      let frame = slot.frame
      let matrix = slot.transform.matrix(
        slotFrame: frame, axis: store.frame.axis, direction: store.frame.layoutDirection
      ).aboutTopLeft(ofSize: frame.size)
      return content(slot.itemIndex)
        .frame(width: frame.size.width, height: frame.size.height)
        .clipped()
        .projectionEffect(ProjectionTransform(CATransform3D(matrix)))
        .opacity(slot.transform.alpha)
        .position(x: frame.center.x, y: frame.center.y)
        .modifier(SlotTapModifier(driver: driver, slotID: slot.id, isEnabled: isInteractive))
        .zIndex(slot.transform.zIndex)
    }

    private var dragGesture: some Gesture {
      DragGesture(minimumDistance: 10)
        .updating($isTouching) { _, touching, _ in touching = true }
        .onChanged { value in
          driver.handlePan(
            .changed, at: CarouselPoint(value.location),
            translation: CarouselPoint(x: value.translation.width, y: value.translation.height))
        }
        .onEnded { value in
          // SwiftUI reports no velocity before iOS 17: the engine estimates it from the drag.
          driver.handlePan(.ended, at: CarouselPoint(value.location))
        }
    }

    @ViewBuilder private var pageDots: some View {
      if let pageStyle {
        let state = CarouselPageControlState(
          indicator: CarouselPageIndicatorState(
            count: store.frame.pageControl.numberOfPages,
            currentPage: store.frame.pageControl.currentPage, progress: 0),
          hidesForSinglePage: pageStyle.hidesForSinglePage, isHiddenByHost: pageStyle.isHidden)
        if !state.isHidden {
          CarouselPageDots(state: state, style: pageStyle) { page in
            driver.scroll(to: page, animated: true)
          }
        }
      }
    }

    private var dotsAlignment: Alignment {
      switch pageStyle?.alignment ?? .center {
      case .leading: .bottomLeading
      case .center: .bottom
      case .trailing: .bottomTrailing
      }
    }
  }

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

  /// The page dots: one per item, the current one highlighted; a tap on a dot scrolls there.
  /// Hidden from VoiceOver, which reads the position in the carousel's value.
  struct CarouselPageDots: View {
    let state: CarouselPageControlState
    let style: CarouselPageIndicatorStyle
    let select: (Int) -> Void

    var body: some View {
      HStack(spacing: 8) {
        ForEach(0..<state.numberOfPages, id: \.self) { page in
          Circle()
            .fill(page == state.currentPage ? style.currentColor : style.color)
            .frame(width: 7, height: 7)
            .onTapGesture { select(page) }
        }
      }
      .padding(8)
      .accessibilityHidden(true)
    }
  }
#endif
