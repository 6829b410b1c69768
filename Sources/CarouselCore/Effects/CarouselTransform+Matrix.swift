extension CarouselTransform {
  /// The matrix that draws a slot with this transform, for points relative to the slot's
  /// centre (a view's default anchor point): what `layer.transform` must be.
  ///
  /// Projecting the corners of the slot's frame through it gives the engine's
  /// ``corners(of:axis:direction:)`` (as long as no corner passes behind the viewer), so views
  /// draw effects exactly where taps hit them.
  ///
  /// - Parameters:
  ///   - frame: The slot's laid-out frame.
  ///   - axis: The carousel's axis.
  ///   - direction: The carousel's layout direction.
  public func matrix(
    slotFrame frame: CarouselRect, axis: CarouselAxis, direction: CarouselLayoutDirection
  ) -> CarouselMatrix3D {
    if self == .identity { return .identity }
    let horizontal = axis == .horizontal
    // +1 when "toward the next item" is toward growing viewport coordinates.
    let forward: Double = horizontal && direction == .rightToLeft ? -1 : 1
    let length = horizontal ? frame.size.width : frame.size.height
    var matrix = CarouselMatrix3D(scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
    if let rotation, rotation.angle != 0, length > 0 {
      let anchor = (rotation.anchor - 0.5) * length * scale
      let c = cosine(rotation.angle)
      let s = sine(rotation.angle)
      let turn: CarouselMatrix3D
      let pivot: (x: Double, y: Double)
      if horizontal {
        // About the vertical line at the anchor: the part toward the next item recedes.
        turn = CarouselMatrix3D(c, 0, -forward * s, 0, 0, 1, 0, 0, forward * s, 0, c, 0, 0, 0, 0, 1)
        pivot = (anchor * forward, 0)
      } else {
        turn = CarouselMatrix3D(1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1)
        pivot = (0, anchor)
      }
      let distance = max(rotation.perspective, 0.1) * length
      var perspective = CarouselMatrix3D.identity
      perspective.m34 = -1 / distance
      matrix =
        matrix
        .concatenating(.translation(x: -pivot.x, y: -pivot.y))
        .concatenating(turn)
        .concatenating(.translation(x: pivot.x, y: pivot.y))
        .concatenating(perspective)
    }
    let shift =
      horizontal ? (x: alongAxis * forward, y: acrossAxis) : (x: acrossAxis, y: alongAxis)
    return matrix.concatenating(.translation(x: shift.x, y: shift.y))
  }
}
