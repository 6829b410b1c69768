#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import UIKit

  extension UIView {
    /// Whether `recognizer` is the full-screen back swipe of a navigation controller showing
    /// this view (iOS 26's `interactiveContentPopGestureRecognizer`, which SwiftUI's
    /// `NavigationStack` turns on): a swipe anywhere on a pushed screen, the same swipe that
    /// turns a horizontal carousel back a page. The edge swipe is not it.
    ///
    /// - Parameter recognizer: Another gesture recognizer.
    /// - Returns: false before iOS 26, which has no such swipe.
    package func carouselIsContentBackSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
      guard #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) else { return false }
      // Every navigation controller up the chain: the swipe may be an outer one's.
      var responder: UIResponder? = self
      while let current = responder {
        if let navigation = current as? UINavigationController,
          recognizer === navigation.interactiveContentPopGestureRecognizer
        {
          return true
        }
        responder = current.next
      }
      return false
    }

    /// Which way a back swipe's finger travels in this view's layout: to the right, or to
    /// the left in a right-to-left layout.
    package var carouselBackSwipeTravel: CarouselPoint {
      effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? CarouselPoint(x: -1, y: 0) : CarouselPoint(x: 1, y: 0)
    }

    /// The view of the navigation controller showing this view, if any.
    package var carouselNavigationView: UIView? {
      var responder: UIResponder? = self
      while let current = responder {
        if let navigation = current as? UINavigationController { return navigation.view }
        responder = current.next
      }
      return nil
    }
  }
#endif
