import CarouselCore

extension CarouselHostSignals {
  /// Reads the state of the view's window scene on entering a window: a scene in the
  /// background pauses, any other state does not. Without a scene (out of a window) what was
  /// known stays.
  ///
  /// - Parameter isInBackground: Whether the view's scene is in the background
  ///   (`UIScene.activationState == .background`), or nil without a scene.
  package mutating func readScene(isInBackground: Bool?) {
    isAppInBackground = isInBackground ?? isAppInBackground
  }

  /// A scene entered the background or is coming back to the foreground. Only the view's
  /// own window scene counts: on iPad, another scene of the app going away leaves this one
  /// running.
  ///
  /// - Parameters:
  ///   - isOwnScene: Whether the notification is about the view's own window scene.
  ///   - entersBackground: Whether the scene entered the background (else it is coming back).
  package mutating func sceneChanged(isOwnScene: Bool, entersBackground: Bool) {
    guard isOwnScene else { return }
    isAppInBackground = entersBackground
  }
}
