#if os(tvOS)
  import CarouselSwiftUI
  import SwiftUI

  /// The Apple TV example: a home screen opening with a promotion banner driven by the Siri
  /// Remote, a shelf of cards below it, and the same banner built with UIKit.
  ///
  /// Drop this folder's files into a tvOS app target (replacing the template's `App` and
  /// `ContentView` files) that links the package's CarouselSwiftUI and CarouselUIKit products.
  /// See Examples/README.md.
  @main
  struct TVExampleApp: App {
    var body: some Scene {
      WindowGroup {
        TVHomeView()
      }
    }
  }
#endif
