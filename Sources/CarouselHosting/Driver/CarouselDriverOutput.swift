import CarouselCore

/// The view a ``CarouselDriver`` drives. The driver holds it weakly.
@MainActor
package protocol CarouselDriverOutput: AnyObject {
  /// The machine published a new frame: draw it (redrawing only what changed).
  func carouselDriver(_ driver: CarouselDriver, draw frame: CarouselFrame)
  /// Something happened that the view reports to the app or to assistive technologies.
  func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselEvent)
  /// The part of the slides that is actually on screen (after clipping by scroll views, the
  /// window and the screen), in the slides' coordinates, or nil when none is. Asked only
  /// while impressions are tracked.
  func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect?
  /// Whether an item's picture is on screen (an impression counts only after it has loaded).
  func carouselDriver(_ driver: CarouselDriver, isImageLoadedForItemAt index: Int) -> Bool
}

extension CarouselDriverOutput {
  /// The whole slides by default.
  package func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect? {
    CarouselRect(origin: .zero, size: driver.frame.slidesFrame.size)
  }

  /// Loaded by default (items that are views, not downloaded pictures).
  package func carouselDriver(_ driver: CarouselDriver, isImageLoadedForItemAt index: Int)
    -> Bool
  {
    true
  }
}
