/// What a front end must do, as decided by ``CarouselHostMachine``: the platform-specific
/// part of a carousel only carries these out.
public enum CarouselHostAction: Hashable, Sendable {
  /// Start display frames, wake up once at a time, or stop both, replacing the previous
  /// schedule. Sent when the schedule changes.
  case schedule(CarouselTickPlan)
  /// While frames run, ask the display for these rates (a display link's
  /// `preferredFrameRateRange`). Sent before a ``schedule(_:)`` of frames when it changes.
  case preferFrameRates(CarouselFrameRateRange)
  /// The slots, the indicator or the cross-fade changed: place the views of
  /// ``CarouselHostMachine/engine``'s slots and draw the indicator.
  case redraw
  /// The current item changed (the page control, the app's `onCurrentIndexChange`, a
  /// selection binding); nil when the carousel became empty.
  case currentIndexChanged(Int?)
  /// The user chose an item: a tap or click on it, Enter, or the accessibility activate
  /// action.
  case itemSelected(Int)
  /// The content moved: its continuous position in items (``CarouselEngine/pageIndicator``'s
  /// progress), for parallax headers and custom indicators. Sent once per change.
  case scrollProgress(Double)
  /// The content came to rest on this item after any motion (UIKit's
  /// `scrollViewDidEndDecelerating`).
  case settled(Int?)
  /// A programmatic move (`scroll(to:)`, next, previous) reached its item and rested there
  /// (UIKit's `scrollViewDidEndScrollingAnimation`); not sent when a finger interrupted it.
  case scrollAnimationEnded(Int?)
  /// Auto-advance started or stopped running (a stop/start control's state, an `aria-live`
  /// politeness).
  case autoAdvanceChanged(isRunning: Bool)
  /// Tell the screen reader the page the user's move ended on: the accessibility value of
  /// this item (``CarouselHostMachine/accessibilityState(title:strings:)``).
  case announce(item: Int)
  /// An item was viewed, per the viewable-impression rules (when impressions are tracked).
  case impression(CarouselImpression)
}
