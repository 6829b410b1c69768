/// One live position of the carousel: a view the host keeps, showing one item.
///
/// Slot ids are small integers recycled as slots come and go, so the host can keep one view
/// per id (three views for full-page slides, whatever the number of items).
public struct CarouselSlot: Hashable, Sendable {
  /// The stable id of the view showing this slot; reused once the slot ends displaying.
  public let id: Int
  /// The item this slot shows, in `0 ..< itemCount`.
  public internal(set) var itemIndex: Int
  /// The position of the slot on the unbounded loop (slot k shows item k mod N). Only its
  /// differences are meaningful: the engine rebases the loop to keep precision.
  public internal(set) var loopIndex: Int
  /// The frame in viewport coordinates.
  public internal(set) var frame: CarouselRect
  /// The fraction of the item's length that is inside the viewport, in `0 ... 1`.
  public internal(set) var visibleFraction: Double
  /// How far the slot is from the current position, in items: 0 when it is the current
  /// one at rest, -1 for the previous one, 1 for the next. Effects are functions of this.
  public internal(set) var progress: Double
  /// How the configured effect draws this slot (identity for plain sliding).
  public internal(set) var transform: CarouselTransform
}
