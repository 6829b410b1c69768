#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  /// The page dots drawn from the shared layout (``/CarouselCore/PageIndicatorLayout``): each
  /// dot at its frame, blending from the other pages' look to the current page's by its
  /// emphasis (so a pill slides and stretches with the scroll), the timer's fill, the
  /// backdrop, and a tap target per dot (44 points tall, reaching half-way to the next dot)
  /// that scrolls there. Hidden from VoiceOver, which reads the position in the carousel's
  /// value.
  struct CarouselPageDots: View {
    let layout: PageIndicatorLayout
    let style: CarouselPageIndicatorStyle
    /// The dwell countdown, for the timer's fill between updates.
    let countdown: CarouselPageIndicatorState.Countdown?
    let isRightToLeft: Bool
    let select: (Int) -> Void

    var body: some View {
      let targets = layout.tapFrames()
      ZStack(alignment: .topLeading) {
        if let backdrop = style.backdropColor {
          Capsule()
            .fill(backdrop)
            .frame(width: layout.frame.size.width, height: layout.frame.size.height)
            .position(x: layout.frame.center.x, y: layout.frame.center.y)
        }
        ForEach(layout.dots, id: \.page) { dot in
          dotView(dot)
            .frame(width: dot.frame.size.width, height: dot.frame.size.height)
            .position(x: dot.frame.center.x, y: dot.frame.center.y)
        }
        ForEach(Array(zip(layout.dots, targets)), id: \.0.page) { dot, target in
          Color.clear
            .contentShape(Rectangle())
            .frame(width: target.size.width, height: target.size.height)
            .position(x: target.center.x, y: target.center.y)
            .onTapGesture { select(dot.page) }
        }
      }
      .accessibilityHidden(true)
    }

    @ViewBuilder private func dotView(_ dot: PageIndicatorLayout.Dot) -> some View {
      if dot.timerFill != nil, let countdown {
        CarouselTimerTrack(
          countdown: countdown, axis: layout.axis, isRightToLeft: isRightToLeft,
          track: style.color, fill: style.currentColor)
      } else {
        // The other pages' look, with the current page's over it as far as the dot is current.
        ZStack {
          shape(image: style.image, color: style.color)
          shape(image: style.currentImage ?? style.image, color: style.currentColor)
            .opacity(dot.currentColorFraction)
        }
      }
    }

    @ViewBuilder private func shape(image: Image?, color: Color) -> some View {
      if let image {
        image.resizable().scaledToFit().foregroundStyle(color)
      } else {
        Capsule().fill(color)
      }
    }
  }

  /// The timer's dot: a track in the other pages' colour, filled from its leading end (its
  /// top when vertical) in the current colour. Between the carousel's updates (none come
  /// while it rests) the fill runs on by the clock, from the countdown of the last update.
  struct CarouselTimerTrack: View {
    let countdown: CarouselPageIndicatorState.Countdown
    let axis: CarouselAxis
    let isRightToLeft: Bool
    let track: Color
    let fill: Color

    /// The countdown last received, and when.
    @State private var received: (countdown: CarouselPageIndicatorState.Countdown, at: Date)?

    var body: some View {
      TimelineView(.animation(minimumInterval: 1.0 / 30, paused: !countdown.isRunning)) {
        context in
        GeometryReader { proxy in
          let progress = self.progress(at: context.date)
          let horizontal = axis == .horizontal
          Capsule()
            .fill(track)
            .overlay(
              Rectangle()
                .fill(fill)
                .frame(
                  width: horizontal ? proxy.size.width * progress : nil,
                  height: horizontal ? nil : proxy.size.height * progress
                )
                .frame(
                  maxWidth: .infinity, maxHeight: .infinity,
                  alignment: horizontal ? (isRightToLeft ? .trailing : .leading) : .top)
            )
            .clipShape(Capsule())
        }
      }
      .onAppear { received = (countdown, Date()) }
      .onValueChange(of: countdown) { received = ($0, Date()) }
    }

    /// The share filled at a moment: the last countdown, run on by the time since.
    private func progress(at date: Date) -> Double {
      guard let received, received.countdown == countdown else { return countdown.progress }
      let start = received.countdown
      guard start.isRunning, start.duration > 0 else { return start.progress }
      let elapsed = max(0, date.timeIntervalSince(received.at))
      return min(1, start.progress + elapsed / start.duration)
    }
  }
#endif
