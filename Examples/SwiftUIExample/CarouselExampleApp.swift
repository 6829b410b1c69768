import CarouselSwiftUI
import Combine
import SwiftUI
import UIKit

/// The example app: a list with a promotion banner at the top, a full-screen onboarding
/// carousel shown on first launch, and a sign-in screen over a drifting picture.
///
/// Drop this folder's files into an iOS app target (replacing the template's `App` and
/// `ContentView` files) that links the package's CarouselSwiftUI, CarouselImages and
/// CarouselHosting products. See Examples/README.md.
@main
struct CarouselExampleApp: App {
  var body: some Scene {
    WindowGroup {
      HomeView()
        // Decoded pictures are kept in memory until the system asks for it back.
        .onReceive(
          NotificationCenter.default.publisher(
            for: UIApplication.didReceiveMemoryWarningNotification)
        ) { _ in
          ImagePipeline.shared.memoryCache?.trim(toCost: 0)
        }
    }
  }
}
