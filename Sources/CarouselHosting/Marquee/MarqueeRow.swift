import CarouselCore

/// What a marquee loops, for UIKit's `MarqueeView` and SwiftUI's `Marquee` alike: a number of
/// items of one length along the axis, the length given in points or taken from a picture
/// scaled to fill the marquee across the axis.
///
/// ```swift
/// let row = MarqueeRow(pictureSize: CarouselSize(width: 1200, height: 400))
/// driver.reload(itemCount: row.count)
/// driver.setConfiguration(row.configuration(viewport: bounds, spacing: 0, speed: 20))
/// ```
package struct MarqueeRow: Hashable, Sendable {
  /// How long one item is along the axis.
  package enum Length: Hashable, Sendable {
    /// A length in points.
    case points(Double)
    /// A picture's length: its size (any unit; only the proportions matter).
    case picture(CarouselSize)
    /// A picture's length: its width divided by its height.
    case aspectRatio(Double)
    /// A picture's length, from its natural size once measured (given to each question).
    case natural
  }

  /// The number of items (never negative).
  package var count: Int
  /// How long each item is.
  package var length: Length

  /// A row of items.
  ///
  /// - Parameters:
  ///   - count: The number of items (a negative count is none).
  ///   - length: How long each item is.
  package init(count: Int, length: Length) {
    self.count = max(0, count)
    self.length = length
  }

  /// One picture, or nothing to loop without one.
  ///
  /// - Parameter pictureSize: The picture's size, or nil for no picture.
  package init(pictureSize: CarouselSize?) {
    self.init(count: pictureSize == nil ? 0 : 1, length: .picture(pictureSize ?? .zero))
  }

  /// The length of one item along the axis, or nil while it cannot be known: a picture's
  /// before the marquee (or the natural picture) has a size, a length that is no length.
  ///
  /// - Parameters:
  ///   - viewport: The marquee's size.
  ///   - axis: The direction of drift.
  ///   - naturalSize: The picture's natural size, for ``Length/natural``.
  package func itemLength(
    viewport: CarouselSize, axis: CarouselAxis, naturalSize: CarouselSize = .zero
  ) -> Double? {
    switch length {
    case .points(let points):
      return points.isFinite && points > 0 ? points : nil
    case .picture(let size):
      return MarqueeLayout.pictureLength(pictureSize: size, viewportSize: viewport, axis: axis)
    case .aspectRatio(let ratio):
      return MarqueeLayout.pictureLength(
        pictureSize: CarouselSize(width: ratio, height: 1), viewportSize: viewport, axis: axis)
    case .natural:
      return MarqueeLayout.pictureLength(
        pictureSize: naturalSize, viewportSize: viewport, axis: axis)
    }
  }

  /// The items to loop once their length is known: none before, so that a first frame never
  /// tiles the marquee with copies of a placeholder length.
  ///
  /// - Parameters:
  ///   - viewport: The marquee's size.
  ///   - axis: The direction of drift.
  ///   - naturalSize: The picture's natural size, for ``Length/natural``.
  package func loopedCount(
    viewport: CarouselSize, axis: CarouselAxis, naturalSize: CarouselSize = .zero
  ) -> Int {
    itemLength(viewport: viewport, axis: axis, naturalSize: naturalSize) == nil ? 0 : count
  }

  /// Whether the picture's natural size is needed (and so measured).
  package var measuresNaturalSize: Bool { length == .natural }

  /// The engine's configuration of the marquee. A length in points goes as given (the
  /// engine lays a degenerate one out at the marquee's length); a picture's length is 1 point
  /// until it can be known.
  ///
  /// - Parameters:
  ///   - viewport: The marquee's size.
  ///   - spacing: The gap between items, in points.
  ///   - speed: Points per second; negative drifts the other way.
  ///   - axis: The direction of drift.
  ///   - isRightToLeft: Whether the layout is right to left.
  ///   - naturalSize: The picture's natural size, for ``Length/natural``.
  package func configuration(
    viewport: CarouselSize, spacing: Double, speed: Double, axis: CarouselAxis,
    isRightToLeft: Bool = false, naturalSize: CarouselSize = .zero
  ) -> CarouselConfiguration {
    let engineLength: Double
    if case .points(let points) = length {
      engineLength = points
    } else {
      engineLength = itemLength(viewport: viewport, axis: axis, naturalSize: naturalSize) ?? 1
    }
    return MarqueeLayout.configuration(
      itemLength: engineLength, spacing: spacing, speed: speed, axis: axis,
      isRightToLeft: isRightToLeft)
  }
}
