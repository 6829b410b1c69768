#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

  /// The delegate of a carousel's pan recognizer: makes iOS 26's full-screen back swipe
  /// wait for the carousel's pan while the carousel can move the way that swipe goes (so a
  /// swipe back to the previous banner does not pop the screen), and only then. Asked afresh
  /// for every touch sequence, so nothing stays behind.
  @MainActor
  final class CarouselPanArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var carousel: CarouselView?

    init(carousel: CarouselView) {
      self.carousel = carousel
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let carousel, carousel.carouselIsContentBackSwipe(otherGestureRecognizer) else {
        return false
      }
      // The decision is the host machine's: whether that swipe would move the content.
      return carousel.driver.host.movesContent(forFingerTravel: carousel.carouselBackSwipeTravel)
    }
  }
#endif
