#if canImport(UIKit) && !os(watchOS)
  import CarouselHosting
  import UIKit

  // The view's surroundings, forwarded to the driver, which turns them into pause reasons:
  // in a window or not, its scene in the background, Reduce Motion, VoiceOver, Low Power Mode
  // and Low Data Mode.
  extension CarouselView {
    func observeSystem() {
      observeSceneAndAccessibility(
        sceneChanged: #selector(sceneActivationChanged(_:)),
        accessibilityChanged: #selector(accessibilitySettingsChanged))
      accessibilitySettingsChanged()
      // Low Power Mode and Low Data Mode: videos show their posters.
      let savingModes = CarouselSavingModesObserver { [weak driver] in driver?.signals.read($0) }
      driver.signals.read(savingModes.modes)
      self.savingModes = savingModes
    }

    func windowDidChange() {
      scrollObserver.attach(to: self)
      (driver.ticker as? DisplayLinkTicker)?.screenDidChange()
      var state = driver.signals
      state.isInWindow = window != nil && !isHidden
      state.isScrolledOutOfSight = window != nil && carouselGeometricallyVisibleRect() == nil
      state.readScene(isInBackground: window?.windowScene.map { $0.activationState == .background })
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
      driver.signals.sceneChanged(
        isOwnScene: isOwnScene(notification),
        entersBackground: notification.name == UIScene.didEnterBackgroundNotification)
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
    /// Whether a scene notification is about this view's window scene.
    func isOwnScene(_ notification: Notification) -> Bool {
      window?.windowScene.map { $0 === notification.object as? UIScene } ?? false
    }

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
