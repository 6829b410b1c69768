#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI

  /// Forwards a view's surroundings to its driver: on screen or not (appear and disappear,
  /// which lists and tab views report when the view scrolls or switches away), the scene in
  /// the background, Reduce Motion, VoiceOver, the layout direction, and the app's pause.
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
          driver.displayScale = Double(displayScale)
          // The whole state, the app's pause included; the user's own stop (the rotation
          // control) is not the app's to set, so appearing again never undoes it.
          var state = driver.hostState
          state.isInWindow = true
          state.isAppInBackground = scenePhase == .background
          state.isReduceMotionEnabled = reduceMotion
          state.isVoiceOverRunning = voiceOver
          state.isPausedByApp = isPaused
          driver.hostState = state
        }
        .onDisappear { driver.hostState.isInWindow = false }
        .onValueChange(of: scenePhase) { driver.hostState.isAppInBackground = $0 == .background }
        .onValueChange(of: reduceMotion) { driver.hostState.isReduceMotionEnabled = $0 }
        .onValueChange(of: voiceOver) { driver.hostState.isVoiceOverRunning = $0 }
        .onValueChange(of: layoutDirection) { apply(configuration, direction: $0) }
        .onValueChange(of: configuration) { apply($0, direction: layoutDirection) }
        .onValueChange(of: isPaused) { driver.hostState.isPausedByApp = $0 }
        .onValueChange(of: displayScale) { driver.displayScale = Double($0) }
    }

    private func apply(_ configuration: CarouselConfiguration, direction: LayoutDirection) {
      var configuration = configuration
      configuration.layoutDirection = CarouselLayoutDirection(
        isRightToLeft: direction == .rightToLeft)
      driver.setConfiguration(configuration)
    }
  }
#endif
