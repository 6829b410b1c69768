#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  /// The page dots drawn from the shared layout (``/CarouselCore/PageIndicatorLayout``): each
  /// dot at its frame, blending from the other pages' look to the current page's by its
  /// emphasis (so a pill slides and stretches with the scroll), the timer's fill, the
  /// backdrop (Liquid Glass on iOS 26: controls over content, never the slides), a tap target
  /// per dot (44 points tall, reaching half-way to the next dot) that scrolls there, and the
  /// stop/start control beside them where the shared layout puts it.
  struct CarouselPageDots: View {
    let layout: PageIndicatorLayout
    let style: CarouselPageIndicatorStyle
    /// The dwell countdown, for the timer's fill between updates.
    let countdown: CarouselPageIndicatorState.Countdown?
    let isRightToLeft: Bool
    /// The stop/start control beside the dots, when it shows.
    var rotationControl: RotationControl?
    var toggleRotation: () -> Void = {}
    let select: (Int) -> Void

    /// The stop/start control: where it sits and what pressing it does.
    struct RotationControl {
      let frame: CarouselRect
      /// Whether the user stopped the slides (the control starts them).
      let isStopped: Bool
      let label: String
    }

    var body: some View {
      chrome {
        ZStack(alignment: .topLeading) {
          backdrop
          dots
          if let rotationControl { control(rotationControl) }
        }
      }
    }

    /// The dots and their tap targets, hidden from VoiceOver (which reads the position in
    /// the carousel's value).
    private var dots: some View {
      let targets = layout.tapFrames()
      return ZStack(alignment: .topLeading) {
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

    // MARK: Chrome

    /// Whether the dots and the control sit on Liquid Glass: on iOS 26 and later, unless the
    /// style asks for the plain look.
    private var usesLiquidGlass: Bool {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26, *) { return style.metrics.chrome != .plain }
      #endif
      return false
    }

    /// One glass container around the capsule and the control, so that the two glass shapes
    /// render (and blend when close) as one surface, as the system's own controls do.
    @ViewBuilder private func chrome(@ViewBuilder _ content: () -> some View) -> some View {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26, *), usesLiquidGlass {
          GlassEffectContainer(spacing: CGFloat(style.metrics.rotationControlSpacing)) {
            content()
          }
        } else {
          content()
        }
      #else
        content()
      #endif
    }

    /// What the dots sit on: Liquid Glass (iOS 26), a material (``PageIndicatorStyle/Chrome/glass``
    /// before iOS 26), or the style's backdrop colour.
    @ViewBuilder private var backdrop: some View {
      let frame = layout.frame
      backgroundShape(Capsule())
        .frame(width: frame.size.width, height: frame.size.height)
        .position(x: frame.center.x, y: frame.center.y)
        .accessibilityHidden(true)
    }

    @ViewBuilder private func backgroundShape<S: Shape>(_ shape: S) -> some View {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26, *), usesLiquidGlass {
          Color.clear.glassEffect(.regular.interactive(), in: shape)
        } else {
          fallbackBackground(shape)
        }
      #else
        fallbackBackground(shape)
      #endif
    }

    @ViewBuilder private func fallbackBackground<S: Shape>(_ shape: S) -> some View {
      if style.metrics.chrome == .glass {
        shape.fill(.ultraThinMaterial)
      } else if let backdrop = style.backdropColor {
        shape.fill(backdrop)
      }
    }

    /// The stop/start control: a round button with the symbol of what it does, a 44-point
    /// target, labelled for VoiceOver and Voice Control.
    private func control(_ control: RotationControl) -> some View {
      let diameter = control.frame.size.width
      let touch = max(44, diameter)
      return Button(action: toggleRotation) {
        ZStack {
          controlBackground(diameter: diameter)
          Image(systemName: control.isStopped ? "play.fill" : "pause.fill")
            .font(.system(size: diameter * 0.4, weight: .semibold))
            .foregroundStyle(style.currentColor)
            .flipsForRightToLeftLayoutDirection(control.isStopped)
        }
        .frame(width: touch, height: touch)
        .contentShape(Circle())
      }
      .buttonStyle(.plain)
      .accessibilityLabel(Text(control.label))
      .position(x: control.frame.center.x, y: control.frame.center.y)
    }

    @ViewBuilder private func controlBackground(diameter: Double) -> some View {
      if usesLiquidGlass || style.metrics.chrome == .glass || style.backdropColor != nil {
        backgroundShape(Circle()).frame(width: diameter, height: diameter)
      } else {
        // Plain dots have no backdrop: the control still needs one to read over any picture.
        Circle().fill(Color.black.opacity(0.43)).frame(width: diameter, height: diameter)
      }
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
