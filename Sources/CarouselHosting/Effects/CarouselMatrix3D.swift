import CarouselCore

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

  /// Creates a matrix from its rows.
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
  public static let identity = CarouselMatrix3D(rows: [
    [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
  ])

  /// A translation.
  public static func translation(x: Double, y: Double, z: Double = 0) -> CarouselMatrix3D {
    CarouselMatrix3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]])
  }

  /// Whether the matrix is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Applies `self`, then `other`.
  public func concatenating(_ other: CarouselMatrix3D) -> CarouselMatrix3D {
    let a = rows
    let b = other.rows
    var result = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a[row][k] * b[k][column] }
        result[row][column] = sum
      }
    }
    return CarouselMatrix3D(rows: result)
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
