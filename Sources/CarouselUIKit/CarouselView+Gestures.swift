#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit

  extension CarouselView {
    /// Whether the pan recognizer may begin: only for motion along the carousel's axis.
    func panShouldBegin() -> Bool {
      let velocity = panRecognizer.velocity(in: self)
      return CarouselGestureRules.panBelongsToCarousel(
        CarouselPoint(velocity), axis: driver.engine.configuration.axis)
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
      let location = CarouselPoint(recognizer.location(in: self))
      let translation = CarouselPoint(recognizer.translation(in: self))
      switch recognizer.state {
      case .began:
        driver.handlePan(.began, at: location, translation: translation)
      case .changed:
        driver.handlePan(.changed, at: location, translation: translation)
      case .ended:
        driver.handlePan(
          .ended, at: location, translation: translation,
          velocity: CarouselPoint(recognizer.velocity(in: self)))
      case .cancelled, .failed:
        driver.handlePan(.cancelled, at: location, translation: translation)
      default:
        break
      }
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended else { return }
      driver.handleTap(at: CarouselPoint(recognizer.location(in: self)))
    }
  }
#endif
