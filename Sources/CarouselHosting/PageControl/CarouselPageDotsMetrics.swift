/// The measurements of page dots drawn by a front end itself (SwiftUI): small dots, with
/// tap targets as tall as the system's minimum and wide enough together to hit.
///
/// Each dot sits in a cell `cellWidth` wide and `tapHeight` tall, so the row of dots is one
/// continuous target: a tap anywhere along it goes to the nearest dot. A short row (one or
/// two dots) is padded to `minimumTapSize`.
public struct CarouselPageDotsMetrics: Hashable, Sendable {
  /// The diameter of a dot, in points.
  public var dotDiameter: Double
  /// The gap between dots.
  public var spacing: Double
  /// The smallest side of a tap target (44 points, Apple's guideline).
  public var minimumTapSize: Double

  /// Creates metrics; the defaults match the system page control's look.
  public init(dotDiameter: Double = 7, spacing: Double = 8, minimumTapSize: Double = 44) {
    self.dotDiameter = dotDiameter.isFinite ? max(1, dotDiameter) : 7
    self.spacing = spacing.isFinite ? max(0, spacing) : 8
    self.minimumTapSize = minimumTapSize.isFinite ? max(0, minimumTapSize) : 44
  }

  /// The width of one dot's cell: the dot and one gap.
  public var cellWidth: Double { dotDiameter + spacing }

  /// The height of the row's tap target.
  public var tapHeight: Double { max(minimumTapSize, dotDiameter) }

  /// The padding on each side of a row of `count` dots, so the row is at least
  /// `minimumTapSize` wide.
  public func horizontalPadding(count: Int) -> Double {
    let width = Double(max(0, count)) * cellWidth
    return max(0, (minimumTapSize - width) / 2)
  }
}
