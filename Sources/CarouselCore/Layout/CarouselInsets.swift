/// Distances from the edges of a rectangle, in points (a safe area, a reserved band).
public struct CarouselInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: Double
  /// From the left edge (physical, not leading).
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge (physical, not trailing).
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = CarouselInsets()

  /// The insets with non-finite or negative values as 0.
  var sanitized: CarouselInsets {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    return CarouselInsets(
      top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
  }
}
