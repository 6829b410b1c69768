import CarouselUIKit
import UIKit

/// The example app: a table with a promotion banner at the top, a full-screen onboarding
/// carousel on first launch, and a sign-in screen over a drifting picture.
///
/// Drop this folder's files into an iOS app target (replacing the template's
/// `AppDelegate`, `SceneDelegate` and `ViewController` files) that links the package's
/// CarouselUIKit product. See Examples/README.md. (Decoded pictures need no memory-warning
/// code: the image cache empties itself on a warning and shrinks in the background.)
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  /// Scenes are set up in code: no storyboard.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }

}
