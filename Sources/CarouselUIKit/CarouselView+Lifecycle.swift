#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselHosting
  import UIKit

  // The view's surroundings, forwarded to the driver, which turns them into pause reasons:
  // in a window or not, app in the background, Reduce Motion, VoiceOver.
  extension CarouselView {
    func observeSystem() {
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(appDidEnterBackground),
        name: UIApplication.didEnterBackgroundNotification, object: nil)
      center.addObserver(
        self, selector: #selector(appWillEnterForeground),
        name: UIApplication.willEnterForegroundNotification, object: nil)
      center.addObserver(
        self, selector: #selector(accessibilitySettingsChanged),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(accessibilitySettingsChanged),
        name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
      accessibilitySettingsChanged()
    }

    func windowDidChange() {
      var state = driver.hostState
      state.isInWindow = window != nil && !isHidden
      if let scene = window?.windowScene {
        state.isAppInBackground = scene.activationState == .background
      }
      state.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      state.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
      driver.hostState = state
      driver.displayScale = displayScale
      setNeedsLayout()
    }

    @objc func appDidEnterBackground() {
      driver.hostState.isAppInBackground = true
    }

    @objc func appWillEnterForeground() {
      driver.hostState.isAppInBackground = false
    }

    @objc func accessibilitySettingsChanged() {
      driver.hostState.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      driver.hostState.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
    }
  }
#endif
