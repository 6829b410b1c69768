/// What an item's content holds the automatic page turn for: a muted video that should play
/// to its end, an animated picture that should finish its loops, or a view of the app's own
/// that says when it is done.
///
/// Tell the engine (``CarouselEngine/setHold(_:forItem:now:)``) or the host machine
/// (``CarouselHostMachine/setHold(_:forItem:now:)``) when the content starts playing and when
/// it finishes. The page turns after the item's interval or when the content finishes,
/// whichever is later, and never more than ``CarouselConfiguration/maximumHold`` after the
/// interval.
public enum CarouselItemHold: Hashable, Sendable {
  /// Nothing to wait for: the content is still, or it finished playing.
  case none
  /// The content plays: for `duration` seconds from the moment the content came to rest on
  /// it (a video's length, an animation's loops), or, when the length is not known (nil),
  /// until it reports ``none``.
  case playing(duration: Double?)
}
