/// A 4x4 homogeneous transform in Core Animation's convention: points are row vectors
/// `[x y z 1]` multiplied on the left (`p' = p * M`), and perspective lives in `m34`.
///
/// The members map one to one onto `CATransform3D`, so a front end builds its layer
/// transform (or SwiftUI's `ProjectionTransform`) from them without any arithmetic of its
/// own, and the arithmetic is tested against the engine's own corner projection.
public struct CarouselMatrix3D: Hashable, Sendable {
  /// The first row: what x contributes to x, y, z and w.
  public var m11, m12, m13, m14: Double
  /// The second row: what y contributes.
  public var m21, m22, m23, m24: Double
  /// The third row: what z contributes (`m34` is the perspective).
  public var m31, m32, m33, m34: Double
  /// The fourth row: the translation, and w.
  public var m41, m42, m43, m44: Double

  /// Creates a matrix from its sixteen members, row by row. Allocates nothing: a front end
  /// builds one per slot on every frame.
  public init(
    _ m11: Double, _ m12: Double, _ m13: Double, _ m14: Double,
    _ m21: Double, _ m22: Double, _ m23: Double, _ m24: Double,
    _ m31: Double, _ m32: Double, _ m33: Double, _ m34: Double,
    _ m41: Double, _ m42: Double, _ m43: Double, _ m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// Creates a matrix from its rows (four rows of four).
  public init(rows: [[Double]]) {
    precondition(rows.count == 4 && rows.allSatisfy { $0.count == 4 }, "a 4x4 matrix")
    (m11, m12, m13, m14) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3])
    (m21, m22, m23, m24) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3])
    (m31, m32, m33, m34) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3])
    (m41, m42, m43, m44) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3])
  }

  /// The rows, top to bottom.
  public var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  /// No change.
  public static let identity = CarouselMatrix3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)

  /// A translation.
  public static func translation(x: Double, y: Double, z: Double = 0) -> CarouselMatrix3D {
    CarouselMatrix3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1)
  }

  /// Whether the matrix is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Applies `self`, then `other` (the product `self * other`), without allocating.
  public func concatenating(_ other: CarouselMatrix3D) -> CarouselMatrix3D {
    let b = other
    func row(_ r1: Double, _ r2: Double, _ r3: Double, _ r4: Double)
      -> (Double, Double, Double, Double)
    {
      (
        r1 * b.m11 + r2 * b.m21 + r3 * b.m31 + r4 * b.m41,
        r1 * b.m12 + r2 * b.m22 + r3 * b.m32 + r4 * b.m42,
        r1 * b.m13 + r2 * b.m23 + r3 * b.m33 + r4 * b.m43,
        r1 * b.m14 + r2 * b.m24 + r3 * b.m34 + r4 * b.m44
      )
    }
    let first = row(m11, m12, m13, m14)
    let second = row(m21, m22, m23, m24)
    let third = row(m31, m32, m33, m34)
    let fourth = row(m41, m42, m43, m44)
    return CarouselMatrix3D(
      first.0, first.1, first.2, first.3, second.0, second.1, second.2, second.3,
      third.0, third.1, third.2, third.3, fourth.0, fourth.1, fourth.2, fourth.3)
  }

  /// The same transform for points relative to the top-left corner of a box of `size`
  /// instead of its centre (SwiftUI's `projectionEffect` works from the top-left corner,
  /// Core Animation from the centre).
  public func aboutTopLeft(ofSize size: CarouselSize) -> CarouselMatrix3D {
    CarouselMatrix3D.translation(x: -size.width / 2, y: -size.height / 2)
      .concatenating(self)
      .concatenating(.translation(x: size.width / 2, y: size.height / 2))
  }

  /// The projection of a point of the plane z = 0 (divided by w).
  public func project(_ point: CarouselPoint) -> CarouselPoint {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    guard w != 0 else { return CarouselPoint(x: x, y: y) }
    return CarouselPoint(x: x / w, y: y / w)
  }
}
