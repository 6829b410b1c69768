import CarouselSwiftUI
import SwiftUI

/// The example app: a list with a promotion banner at the top, a full-screen onboarding
/// carousel shown on first launch, and a sign-in screen over a drifting picture.
///
/// Drop this folder's files into an iOS app target (replacing the template's `App` and
/// `ContentView` files) that links the package's CarouselSwiftUI product. See
/// Examples/README.md. (Decoded pictures need no memory-warning code: the image cache
/// empties itself on a warning and shrinks in the background.)
@main
struct CarouselExampleApp: App {
  var body: some Scene {
    WindowGroup {
      HomeView()
    }
  }
}
