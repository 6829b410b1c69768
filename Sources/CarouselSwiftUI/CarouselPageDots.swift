#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import SwiftUI

  /// The page dots the machine laid out (``/CarouselCore/PageIndicatorLayout``): each dot at
  /// its frame, blending from the other pages' look to the current page's by its emphasis (so
  /// a pill slides and stretches with the scroll), the timer's fill, the backdrop (Liquid
  /// Glass on iOS 26: controls over content, never the slides), and the stop/start control
  /// where the frame puts it. A press on a dot reaches the machine with every other press.
  struct CarouselPageDots: View {
    let layout: PageIndicatorLayout
    let style: CarouselPageIndicatorStyle
    /// The dwell countdown, for the timer's fill between frames.
    let countdown: CarouselFrame.Countdown?
    let isRightToLeft: Bool
    /// The stop/start control beside the dots, when it shows.
    var rotationControl: CarouselFrame.RotationControl?
    var toggleRotation: () -> Void = {}

    var body: some View {
      chrome {
        ZStack(alignment: .topLeading) {
          backdrop
          dots
          if let rotationControl { control(rotationControl) }
        }
      }
    }

    /// The dots, hidden from VoiceOver (which reads the position in the carousel's value).
    private var dots: some View {
      ZStack(alignment: .topLeading) {
        ForEach(layout.dots, id: \.page) { dot in
          dotView(dot)
            .frame(width: dot.frame.size.width, height: dot.frame.size.height)
            .position(x: dot.frame.center.x, y: dot.frame.center.y)
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
    /// target, labelled for VoiceOver and Voice Control. On tvOS the remote's play/pause
    /// button is the control: this one shows its state, never takes the focus from the
    /// slides, and is left out for VoiceOver (the carousel's element has the action).
    @ViewBuilder private func control(_ control: CarouselFrame.RotationControl) -> some View {
      let diameter = control.frame.size.width
      let touch = max(44, diameter)
      let face = ZStack {
        controlBackground(diameter: diameter)
        Image(systemName: control.isStopped ? "play.fill" : "pause.fill")
          .font(.system(size: diameter * 0.4, weight: .semibold))
          .foregroundStyle(style.currentColor)
          .flipsForRightToLeftLayoutDirection(control.isStopped)
      }
      .frame(width: touch, height: touch)
      #if os(tvOS)
        face
          .accessibilityHidden(true)
          .position(x: control.frame.center.x, y: control.frame.center.y)
      #else
        Button(action: toggleRotation) {
          face.contentShape(Circle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(control.label))
        .position(x: control.frame.center.x, y: control.frame.center.y)
      #endif
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
  /// top when vertical) in the current colour. While the countdown runs the fill is one
  /// linear animation to full over its remaining seconds, which Core Animation plays on its
  /// own: nothing is evaluated again until the carousel's next frame (the turn). Each new
  /// countdown is a new fill (its identity), starting from the progress it states.
  struct CarouselTimerTrack: View {
    let countdown: CarouselFrame.Countdown
    let axis: CarouselAxis
    let isRightToLeft: Bool
    let track: Color
    let fill: Color

    var body: some View {
      Capsule()
        .fill(track)
        .overlay(
          CarouselTimerFill(
            countdown: countdown, axis: axis, isRightToLeft: isRightToLeft, color: fill
          )
          .id(countdown)
        )
        .clipShape(Capsule())
    }
  }

  /// The filled part of a timer's dot for one countdown.
  struct CarouselTimerFill: View {
    let countdown: CarouselFrame.Countdown
    let axis: CarouselAxis
    let isRightToLeft: Bool
    let color: Color
    /// The share filled: the countdown's progress, then animated to full while it runs.
    @State private var shown: Double

    init(countdown: CarouselFrame.Countdown, axis: CarouselAxis, isRightToLeft: Bool, color: Color)
    {
      self.countdown = countdown
      self.axis = axis
      self.isRightToLeft = isRightToLeft
      self.color = color
      _shown = State(initialValue: countdown.progress)
    }

    var body: some View {
      let horizontal = axis == .horizontal
      GeometryReader { proxy in
        Rectangle()
          .fill(color)
          .frame(
            width: horizontal ? proxy.size.width * shown : proxy.size.width,
            height: horizontal ? proxy.size.height : proxy.size.height * shown
          )
          .frame(
            maxWidth: .infinity, maxHeight: .infinity,
            alignment: horizontal ? (isRightToLeft ? .trailing : .leading) : .top)
      }
      .onAppear {
        guard countdown.isRunning, countdown.remaining > 0 else { return }
        withAnimation(.linear(duration: countdown.remaining)) { shown = 1 }
      }
    }
  }
#endif
