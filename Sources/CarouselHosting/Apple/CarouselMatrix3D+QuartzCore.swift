#if canImport(QuartzCore)
  import CarouselCore
  import CoreGraphics
  import QuartzCore

  extension CATransform3D {
    /// The Core Animation transform of a carousel matrix (same convention, member for member).
    package init(_ matrix: CarouselMatrix3D) {
      self.init(
        m11: CGFloat(matrix.m11), m12: CGFloat(matrix.m12), m13: CGFloat(matrix.m13),
        m14: CGFloat(matrix.m14),
        m21: CGFloat(matrix.m21), m22: CGFloat(matrix.m22), m23: CGFloat(matrix.m23),
        m24: CGFloat(matrix.m24),
        m31: CGFloat(matrix.m31), m32: CGFloat(matrix.m32), m33: CGFloat(matrix.m33),
        m34: CGFloat(matrix.m34),
        m41: CGFloat(matrix.m41), m42: CGFloat(matrix.m42), m43: CGFloat(matrix.m43),
        m44: CGFloat(matrix.m44))
    }
  }
#endif
