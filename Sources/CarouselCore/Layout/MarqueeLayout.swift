/// The layout of a marquee: the seamless, constant-speed drift of one picture or a row of
/// equal items (a welcome screen's background, a ticker of logos).
///
/// A marquee is a carousel whose auto-advance is continuous: the engine loops the content
/// arithmetically (as many copies of a short picture as the viewport needs, never a seam)
/// and drifts it at a speed in points per second. The Apple views ignore touches; where a
/// host lets the user drag it (the terminal), it scrolls freely and stays where the pointer
/// left it (no snapping to an item), then drifts on from there.
///
/// Every front end builds its marquee from here: the UIKit and SwiftUI views, and the
/// terminal's `--marquee`.
///
/// ```swift
/// let length = MarqueeLayout.pictureLength(
///   pictureSize: CarouselSize(width: 1200, height: 400), viewportSize: viewport,
///   axis: .horizontal) ?? 1
/// var engine = CarouselEngine(
///   configuration: MarqueeLayout.configuration(itemLength: length, speed: 20),
///   itemCount: 1, viewportSize: viewport)
/// ```
public enum MarqueeLayout {
  /// The length along the axis of a picture scaled to fill the viewport across the axis.
  ///
  /// A 1200 x 400 picture in a 390 x 844 portrait viewport drifting horizontally is 2532
  /// points long.
  ///
  /// - Parameters:
  ///   - pictureSize: The picture's size (any unit: only the aspect ratio matters).
  ///   - viewportSize: The marquee's size in points.
  ///   - axis: The direction of drift.
  /// - Returns: The length in points, or nil when either size is empty.
  public static func pictureLength(
    pictureSize: CarouselSize, viewportSize: CarouselSize, axis: CarouselAxis
  ) -> Double? {
    guard pictureSize.isDrawable, viewportSize.isDrawable else { return nil }
    switch axis {
    case .horizontal: return pictureSize.width * viewportSize.height / pictureSize.height
    case .vertical: return pictureSize.height * viewportSize.width / pictureSize.width
    }
  }

  /// The engine configuration of a marquee.
  ///
  /// - Parameters:
  ///   - itemLength: The length of one item (the picture's length, or one view of a row),
  ///     in points.
  ///   - spacing: The gap between items, in points.
  ///   - speed: Points per second; negative drifts the other way. 0 stands still.
  ///   - axis: The direction of drift.
  ///   - isRightToLeft: Whether the layout is right to left (a horizontal marquee then
  ///     drifts toward the right).
  public static func configuration(
    itemLength: Double, spacing: Double = 0, speed: Double, axis: CarouselAxis = .horizontal,
    isRightToLeft: Bool = false
  ) -> CarouselConfiguration {
    configuration(
      itemLength: .points(itemLength), spacing: spacing, speed: speed, axis: axis,
      isRightToLeft: isRightToLeft)
  }

  /// The engine configuration of a marquee whose items are measured against the viewport
  /// (`.fill`: each item as long as the viewport, whatever size it takes later).
  ///
  /// - Parameters:
  ///   - itemLength: The length of one item.
  ///   - spacing: The gap between items, in points.
  ///   - speed: Points per second; negative drifts the other way. 0 stands still.
  ///   - axis: The direction of drift.
  ///   - isRightToLeft: Whether the layout is right to left (a horizontal marquee then
  ///     drifts toward the right).
  public static func configuration(
    itemLength: CarouselItemLength, spacing: Double = 0, speed: Double,
    axis: CarouselAxis = .horizontal, isRightToLeft: Bool = false
  ) -> CarouselConfiguration {
    var configuration = CarouselConfiguration()
    configuration.axis = axis
    configuration.layoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
    configuration.itemLength = itemLength
    configuration.interitemSpacing = spacing
    configuration.alignment = .leading
    configuration.scrollBehavior = .free
    configuration.isLooping = true
    configuration.autoAdvance = .continuous(pointsPerSecond: speed.isFinite ? speed : 0)
    return configuration
  }
}
