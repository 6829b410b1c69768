/// How a pointer's travel is read, so that a carousel works inside scroll views and lists
/// scrolling the other way (a horizontal banner in a vertical feed takes horizontal swipes
/// only), and tells a click from a drag: one rule for every front end, whether it sees raw
/// pointers (a terminal's mouse, a web page's pointer events) or recognised pans (UIKit,
/// SwiftUI).
package enum CarouselGestureRules {
  /// Which way a pointer has travelled, as far as the carousel is concerned.
  package enum Travel: Hashable, Sendable {
    /// Not far enough, either way, to tell.
    case undecided
    /// Along the carousel's axis, at least the slop, and more than across: a drag.
    case along
    /// Across the axis, at least the slop, and at least as much as along: whatever scrolls
    /// the other way takes it.
    case across
  }

  /// Which way a pointer that went down at `origin` and is now at `point` has travelled.
  ///
  /// - Parameters:
  ///   - origin: Where the pointer went down.
  ///   - point: Where it is now.
  ///   - axis: The carousel's scroll axis.
  ///   - slop: How far the pointer must travel either way before it counts, in points (0
  ///     decides on any travel: a recognizer that applied its own slop).
  /// - Returns: `.along` when the travel along the axis is at least `slop`, more than none
  ///   and more than across; `.across` when the travel across is at least `slop`, more than
  ///   none and at least the travel along; `.undecided` otherwise (and for non-finite input).
  package static func classify(
    from origin: CarouselPoint, to point: CarouselPoint, axis: CarouselAxis, slop: Double
  ) -> Travel {
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    let along = abs(axis == .horizontal ? dx : dy)
    let across = abs(axis == .horizontal ? dy : dx)
    guard along.isFinite, across.isFinite, slop.isFinite else { return .undecided }
    if along > 0, along >= slop, along > across { return .along }
    if across > 0, across >= slop, across >= along { return .across }
    return .undecided
  }

  /// Whether a pan moving this way belongs to a carousel scrolling along `axis`.
  ///
  /// - Parameters:
  ///   - motion: The pan's translation so far.
  ///   - axis: The carousel's scroll axis.
  /// - Returns: true when the motion along the axis is larger than across it
  ///   (``classify(from:to:axis:slop:)`` with no slop says `.along`).
  package static func panBelongsToCarousel(_ motion: CarouselPoint, axis: CarouselAxis) -> Bool {
    classify(from: .zero, to: motion, axis: axis, slop: 0) == .along
  }
}
