/// Which pans a carousel takes, so that it works inside scroll views and lists scrolling
/// the other way: a horizontal banner in a vertical feed takes horizontal swipes only.
public enum CarouselGestureRules {
  /// Whether a pan moving this way belongs to a carousel scrolling along `axis`.
  ///
  /// - Parameters:
  ///   - motion: The pan's velocity or translation so far.
  ///   - axis: The carousel's scroll axis.
  /// - Returns: true when the motion along the axis is larger than across it.
  public static func panBelongsToCarousel(_ motion: CarouselPoint, axis: CarouselAxis) -> Bool {
    guard motion.isFinite else { return false }
    let along = abs(axis == .horizontal ? motion.x : motion.y)
    let across = abs(axis == .horizontal ? motion.y : motion.x)
    return along > across
  }
}
