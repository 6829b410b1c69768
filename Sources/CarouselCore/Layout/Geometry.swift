/// A point in the carousel's coordinate space (points, origin at the top left of the viewport).
///
/// The engine uses its own small geometry types instead of CoreGraphics or Foundation ones so
/// that it builds everywhere Swift runs; the front ends convert at the edge.
public struct CarouselPoint: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin.
  public static let zero = CarouselPoint(x: 0, y: 0)

  /// Whether both coordinates are finite numbers (not NaN, not infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A width and a height, in points.
public struct CarouselSize: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = CarouselSize(width: 0, height: 0)

  /// Whether both extents are finite and greater than zero.
  public var isDrawable: Bool {
    width.isFinite && height.isFinite && width > 0 && height > 0
  }
}

/// A rectangle: an origin and a size, in points.
public struct CarouselRect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: CarouselPoint
  /// The extents.
  public var size: CarouselSize

  /// Creates a rectangle from an origin and a size.
  public init(origin: CarouselPoint, size: CarouselSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: CarouselPoint(x: x, y: y), size: CarouselSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = CarouselRect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  public var minX: Double { origin.x }
  /// The smallest y coordinate.
  public var minY: Double { origin.y }
  /// The largest x coordinate.
  public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate.
  public var maxY: Double { origin.y + size.height }
  /// The centre point.
  public var center: CarouselPoint {
    CarouselPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  /// Whether the point lies inside the rectangle (minimum edges inclusive, maximum exclusive,
  /// so that two adjacent slots never both claim a point on their shared edge).
  public func contains(_ point: CarouselPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
