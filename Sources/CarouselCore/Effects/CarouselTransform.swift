/// How an effect moves, scales, fades and turns one slot, relative to its laid-out frame.
///
/// Distances are along the scroll axis (positive toward the next item, whatever the layout
/// direction) and across it, so one effect works horizontally, vertically and right to left.
public struct CarouselTransform: Hashable, Sendable {
  /// Points toward the next item along the scroll axis.
  public var alongAxis: Double
  /// Points across the scroll axis (down for horizontal carousels, right for vertical).
  public var acrossAxis: Double
  /// Uniform scale about the item's centre.
  public var scale: Double
  /// Opacity, 0 ... 1.
  public var alpha: Double
  /// Drawing order: higher is drawn later (on top).
  public var zIndex: Double
  /// A turn about an edge or line across the scroll axis, seen in perspective (3D effects),
  /// or nil.
  public var rotation: CarouselRotation?

  /// Creates a transform.
  public init(
    alongAxis: Double = 0, acrossAxis: Double = 0, scale: Double = 1, alpha: Double = 1,
    zIndex: Double = 0, rotation: CarouselRotation? = nil
  ) {
    self.alongAxis = alongAxis
    self.acrossAxis = acrossAxis
    self.scale = scale
    self.alpha = alpha
    self.zIndex = zIndex
    self.rotation = rotation
  }

  /// No change: the slot is drawn at its frame.
  public static let identity = CarouselTransform()

  /// Whether the transform needs a perspective projection to draw.
  public var is3D: Bool { rotation.map { $0.angle != 0 } ?? false }
}

/// A rotation about a line across the scroll axis (the y axis for horizontal carousels),
/// drawn with a perspective projection.
public struct CarouselRotation: Hashable, Sendable {
  /// The angle in radians; positive turns the part of the item toward the next item away
  /// from the viewer.
  public var angle: Double
  /// Where the line crosses the item along the axis: 0 its edge toward the previous item,
  /// 1 its edge toward the next, 0.5 its centre.
  public var anchor: Double
  /// The viewer's distance from the screen, in item lengths (as CATransform3D's
  /// m34 = -1 / distance). Smaller is a stronger perspective.
  public var perspective: Double

  /// Creates a rotation.
  public init(angle: Double, anchor: Double = 0.5, perspective: Double = 2.5) {
    self.angle = angle
    self.anchor = anchor
    self.perspective = perspective
  }
}

extension CarouselTransform {
  /// The four corners of a slot's frame after the transform, in viewport coordinates:
  /// top-left, top-right, bottom-right, bottom-left of the untransformed frame.
  ///
  /// - Parameters:
  ///   - frame: The slot's laid-out frame.
  ///   - axis: The carousel's axis.
  ///   - direction: The carousel's layout direction.
  public func corners(
    of frame: CarouselRect, axis: CarouselAxis, direction: CarouselLayoutDirection
  ) -> [CarouselPoint] {
    let horizontal = axis == .horizontal
    // +1 when "toward the next item" is toward growing viewport coordinates.
    let forward: Double = horizontal && direction == .rightToLeft ? -1 : 1
    let length = horizontal ? frame.size.width : frame.size.height
    let center = frame.center
    let corners = [
      CarouselPoint(x: frame.minX, y: frame.minY), CarouselPoint(x: frame.maxX, y: frame.minY),
      CarouselPoint(x: frame.maxX, y: frame.maxY), CarouselPoint(x: frame.minX, y: frame.maxY),
    ]
    return corners.map { corner in
      // Work in item-centred axis coordinates: u along (toward next), v across.
      var u = (horizontal ? corner.x - center.x : corner.y - center.y) * forward
      var v = horizontal ? corner.y - center.y : corner.x - center.x
      u *= scale
      v *= scale
      if let rotation, rotation.angle != 0, length > 0 {
        let anchorU = (rotation.anchor - 0.5) * length * scale
        let arm = u - anchorU
        let depth = -arm * sine(rotation.angle)
        let turnedU = anchorU + arm * cosine(rotation.angle)
        let distance = max(rotation.perspective, 0.1) * length
        let projection = distance / max(distance - depth, distance * 0.05)
        u = turnedU * projection
        v *= projection
      }
      u += alongAxis
      v += acrossAxis
      return horizontal
        ? CarouselPoint(x: center.x + u * forward, y: center.y + v)
        : CarouselPoint(x: center.x + v, y: center.y + u * forward)
    }
  }

  /// The bounding box of ``corners(of:axis:direction:)``: where a tap hits the slot.
  public func boundingFrame(
    of frame: CarouselRect, axis: CarouselAxis, direction: CarouselLayoutDirection
  ) -> CarouselRect {
    if self == .identity { return frame }
    let points = corners(of: frame, axis: axis, direction: direction)
    // Closures, not key paths: Embedded Swift (the WebAssembly build) has no key paths.
    let xs = points.map { $0.x }
    let ys = points.map { $0.y }
    let minX = xs.min() ?? frame.minX
    let minY = ys.min() ?? frame.minY
    return CarouselRect(
      x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
  }
}
