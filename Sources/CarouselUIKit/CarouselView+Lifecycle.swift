#if canImport(UIKit) && !os(watchOS)
  import CarouselHosting
  import UIKit

  // The view's surroundings, forwarded to the driver, which turns them into pause reasons:
  // in a window or not, its scene in the background, Reduce Motion, VoiceOver.
  extension CarouselView {
    func observeSystem() {
      observeSceneAndAccessibility(
        sceneChanged: #selector(sceneActivationChanged(_:)),
        accessibilityChanged: #selector(accessibilitySettingsChanged))
      accessibilitySettingsChanged()
    }

    func windowDidChange() {
      scrollObserver.attach(to: self)
      (driver.ticker as? DisplayLinkTicker)?.screenDidChange()
      var state = driver.signals
      state.isInWindow = window != nil && !isHidden
      state.isScrolledOutOfSight = window != nil && carouselGeometricallyVisibleRect() == nil
      if let scene = window?.windowScene {
        state.isAppInBackground = scene.activationState == .background
      }
      state.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      state.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
      driver.signals = state
      driver.setPixelScale(displayScale)
      setNeedsLayout()
    }

    /// A window moved to a screen of another scale (an external display, iPad's Stage
    /// Manager): images are decoded again for it, and impressions measured in its pixels.
    /// iOS 17 reports the trait change; before that the next window change does.
    func observeDisplayScale() {
      if #available(iOS 17, tvOS 17, *) {
        registerForTraitChanges([UITraitDisplayScale.self]) { (view: CarouselView, _) in
          view.driver.setPixelScale(view.displayScale)
        }
      }
    }

    /// A scene went to the background or came back. Only this view's own window scene
    /// counts: on iPad, another scene of the app going away leaves this one running.
    @objc func sceneActivationChanged(_ notification: Notification) {
      guard let scene = window?.windowScene, notification.object as? UIScene === scene else {
        return
      }
      driver.signals.isAppInBackground =
        notification.name == UIScene.didEnterBackgroundNotification
    }

    /// An enclosing scroll view scrolled (or the layout moved the carousel): pause while
    /// none of it is on screen, and let the impressions see how much of it is.
    func updateScrolledOutOfSight() {
      driver.signals.isScrolledOutOfSight =
        window != nil && carouselGeometricallyVisibleRect() == nil
      driver.impressionInputsDidChange()
    }

    @objc func accessibilitySettingsChanged() {
      driver.signals.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      driver.signals.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
    }
  }

  extension UIView {
    /// Observes the scene notifications a carousel or marquee pauses on (its window scene
    /// entering the background and coming back) and the accessibility settings it follows.
    /// Target-action observers are dropped by the system when the view is freed.
    func observeSceneAndAccessibility(sceneChanged: Selector, accessibilityChanged: Selector) {
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: sceneChanged, name: UIScene.didEnterBackgroundNotification, object: nil)
      center.addObserver(
        self, selector: sceneChanged, name: UIScene.willEnterForegroundNotification, object: nil)
      center.addObserver(
        self, selector: accessibilityChanged,
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: accessibilityChanged,
        name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }
  }
#endif
