import UIKit

/// The window: the onboarding tour on first launch, then the home screen.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  private static let hasSeenOnboardingKey = "hasSeenOnboarding"

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    if UserDefaults.standard.bool(forKey: Self.hasSeenOnboardingKey) {
      window.rootViewController = Self.makeHome()
    } else {
      let onboarding = OnboardingViewController()
      onboarding.onFinish = { [weak self] in
        UserDefaults.standard.set(true, forKey: Self.hasSeenOnboardingKey)
        self?.showHome()
      }
      window.rootViewController = onboarding
    }
    window.makeKeyAndVisible()
    self.window = window
  }

  private func showHome() {
    guard let window else { return }
    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) {
      window.rootViewController = Self.makeHome()
    }
  }

  private static func makeHome() -> UIViewController {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
  }
}
