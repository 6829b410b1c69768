#if canImport(CoreGraphics)
  import CarouselCore
  import CoreGraphics

  extension CGRect {
    /// The Core Graphics rectangle of an engine rectangle.
    package init(_ rect: CarouselRect) {
      self.init(
        x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y),
        width: CGFloat(rect.size.width), height: CGFloat(rect.size.height))
    }
  }

  extension CarouselRect {
    /// The engine rectangle of a Core Graphics rectangle.
    package init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension CarouselPoint {
    /// The engine point of a Core Graphics point.
    package init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension CarouselSize {
    /// The engine size of a Core Graphics size.
    package init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension CGSize {
    /// The Core Graphics size of an engine size.
    package init(_ size: CarouselSize) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }
#endif
