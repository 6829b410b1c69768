#if canImport(SwiftUI) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// Reads a view's surroundings into its machine: on screen or not (appear and disappear,
  /// which lists and tab views report when the view scrolls or switches away), the scene in
  /// the background, Reduce Motion, VoiceOver, the layout direction, the app's pause, the
  /// screen's scale, a pointer hovering, and keyboard focus with the keys that move the
  /// carousel (iOS 17 and macOS 14, where SwiftUI reads keys).
  ///
  /// Change handlers use the new value they are given, never a captured one (which can be a
  /// render behind).
  struct CarouselHostStateModifier: ViewModifier {
    let driver: CarouselDriver
    /// The behaviour; its layout direction is replaced by the environment's.
    let configuration: CarouselConfiguration

    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isAutoAdvancePaused) private var isPaused
    @Environment(\.displayScale) private var displayScale

    func body(content: Content) -> some View {
      content
        .onAppear {
          apply(configuration, direction: layoutDirection)
          driver.setPixelScale(Double(displayScale))
          // The whole state, the app's pause included; the user's own stop (the rotation
          // control) is not the app's to set, so appearing again never undoes it.
          var signals = driver.signals
          signals.isInWindow = true
          signals.isAppInBackground = scenePhase == .background
          signals.isReduceMotionEnabled = reduceMotion
          signals.isVoiceOverRunning = voiceOver
          signals.isPausedByApp = isPaused
          driver.signals = signals
        }
        .onDisappear { driver.signals.isInWindow = false }
        .onValueChange(of: scenePhase) { driver.signals.isAppInBackground = $0 == .background }
        .onValueChange(of: reduceMotion) { driver.signals.isReduceMotionEnabled = $0 }
        .onValueChange(of: voiceOver) { driver.signals.isVoiceOverRunning = $0 }
        .onValueChange(of: layoutDirection) { apply(configuration, direction: $0) }
        .onValueChange(of: configuration) { apply($0, direction: layoutDirection) }
        .onValueChange(of: isPaused) { driver.signals.isPausedByApp = $0 }
        .onValueChange(of: displayScale) { driver.setPixelScale(Double($0)) }
        .modifier(CarouselKeyboardModifier(driver: driver))
    }

    private func apply(_ configuration: CarouselConfiguration, direction: LayoutDirection) {
      var configuration = configuration
      configuration.layoutDirection = CarouselLayoutDirection(
        isRightToLeft: direction == .rightToLeft)
      driver.setConfiguration(configuration)
    }
  }

  /// A pointer hovering, keyboard focus and keys, where SwiftUI reads them (keys on iOS 17
  /// and macOS 14): the carousel takes focus, focus coming in stops the slide show (the
  /// machine's rule), and the arrows, Page Up and Page Down, Home and End move it. On tvOS
  /// the remote's focus is the slides' own (`CarouselRemoteFocus`), and there is no pointer.
  private struct CarouselKeyboardModifier: ViewModifier {
    let driver: CarouselDriver

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        let hovering = content.onHover { driver.signals.isHovered = $0 }
        if #available(iOS 17, macOS 14, *) {
          hovering.modifier(FocusedKeys(driver: driver))
        } else {
          hovering
        }
      #endif
    }

    #if !os(tvOS)
      @available(iOS 17, macOS 14, *)
      private struct FocusedKeys: ViewModifier {
        let driver: CarouselDriver
        @FocusState private var isFocused: Bool

        func body(content: Content) -> some View {
          content
            .focusable()
            .focused($isFocused)
            .onValueChange(of: isFocused) { driver.signals.isKeyboardFocused = $0 }
            .onKeyPress { press in
              guard let key = CarouselKey(functionKey: press.key.character) else {
                return .ignored
              }
              return driver.press(key) ? .handled : .ignored
            }
        }
      }
    #endif
  }

#endif
