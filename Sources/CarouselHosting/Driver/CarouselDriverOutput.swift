import CarouselCore

/// Something a host view must act on, translated from the engine's events.
public enum CarouselHostEvent: Hashable, Sendable {
  /// The current item changed: update the page control and call the app's
  /// `onCurrentIndexChange`. `nil` when the carousel became empty.
  case currentIndexChanged(Int?)
  /// The user selected an item (a tap, or the accessibility activate action).
  case itemSelected(Int)
  /// Say this to the screen reader (a page change the user made).
  case announcement(String)
  /// Auto-advance started or stopped running (for any reason: the user's stop, a touch,
  /// being out of sight): update what shows it.
  case autoAdvanceChanged(isRunning: Bool)
  /// The content moved: its continuous position in items (the page indicator's progress),
  /// for parallax headers and custom indicators. Sent once per change.
  case scrollProgress(Double)
  /// An item was viewed, per the viewable-impression rules (when
  /// ``CarouselDriver/tracksImpressions`` is on).
  case impression(CarouselImpression)
  /// The content came to rest on this item (after a swipe, a turn or a move): UIKit's
  /// `scrollViewDidEndDecelerating`, for work that waits until the banner settles.
  case scrollingEnded(Int?)
  /// A programmatic move (`scroll(to:)`, next, previous) reached its item and rested there:
  /// UIKit's `scrollViewDidEndScrollingAnimation`. Not sent when a finger interrupted it.
  case scrollAnimationEnded(Int?)
}

/// The host view, as the driver sees it. The driver holds it weakly.
@MainActor
public protocol CarouselDriverOutput: AnyObject {
  /// The engine moved or changed: place the views of `driver.engine.slots`.
  func carouselDriverDidUpdate(_ driver: CarouselDriver)
  /// Something happened that the host reports to the app or to assistive technologies.
  func carouselDriver(_ driver: CarouselDriver, didEmit event: CarouselHostEvent)
  /// The title of an item, for its accessibility value ("Item 3 of 5, Summer sale").
  func carouselDriver(_ driver: CarouselDriver, titleForItemAt index: Int) -> String?
  /// The part of the carousel's viewport that is actually on screen (after clipping by
  /// scroll views, the window and the screen), in viewport coordinates, or nil when none
  /// is. Asked only while impressions are tracked.
  func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect?
  /// Whether an item's image is on screen (an impression counts only after it has loaded).
  func carouselDriver(_ driver: CarouselDriver, isImageLoadedForItemAt index: Int) -> Bool
}

extension CarouselDriverOutput {
  /// No titles by default.
  public func carouselDriver(_ driver: CarouselDriver, titleForItemAt index: Int) -> String? {
    nil
  }

  /// The whole viewport by default.
  public func carouselDriverVisibleRect(_ driver: CarouselDriver) -> CarouselRect? {
    CarouselRect(origin: .zero, size: driver.engine.viewportSize)
  }

  /// Loaded by default (items that are views, not downloaded images).
  public func carouselDriver(_ driver: CarouselDriver, isImageLoadedForItemAt index: Int)
    -> Bool
  {
    true
  }
}
