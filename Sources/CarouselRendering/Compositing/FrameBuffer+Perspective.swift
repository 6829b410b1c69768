import CarouselCore

extension FrameBuffer {
  /// Blends a picture turned in perspective about a line across the scroll axis (the cube
  /// and cover-flow effects): its two edges across the axis stay straight and parallel to
  /// each other, one nearer (longer) than the other.
  ///
  /// Positions along the axis are interpolated perspective-correctly (the nearer half of the
  /// picture takes more of the screen); positions across it linearly between the two edges.
  ///
  /// - Parameters:
  ///   - source: The picture (premultiplied).
  ///   - corners: Where the picture's top-left, top-right, bottom-right and bottom-left
  ///     corners land, in this frame's pixels.
  ///   - isHorizontal: Whether the carousel scrolls horizontally (the turn is about a
  ///     vertical line), else vertically.
  ///   - alpha: An overall opacity in `0 ... 1`.
  public mutating func compositeProjected(
    _ source: FrameBuffer, corners: [CarouselPoint], isHorizontal: Bool, alpha: Double
  ) {
    guard corners.count == 4, !source.isEmpty, !isEmpty, alpha > 0,
      corners.allSatisfy(\.isFinite)
    else { return }
    // Work in (along, across) coordinates: along is x for a horizontal carousel.
    func along(_ point: CarouselPoint) -> Double { isHorizontal ? point.x : point.y }
    func across(_ point: CarouselPoint) -> Double { isHorizontal ? point.y : point.x }
    // The picture's start edge (source along = 0) and end edge, each a segment across.
    let startEdge = isHorizontal ? (corners[0], corners[3]) : (corners[0], corners[1])
    let endEdge = isHorizontal ? (corners[1], corners[2]) : (corners[3], corners[2])
    let startAlong = along(startEdge.0)
    let endAlong = along(endEdge.0)
    // Seen from behind (turned past a right angle) or edge-on: nothing to draw.
    guard endAlong - startAlong > 0.01 else { return }
    let startLength = across(startEdge.1) - across(startEdge.0)
    let endLength = across(endEdge.1) - across(endEdge.0)
    guard startLength > 0, endLength > 0 else { return }

    let sourceAlongLength = isHorizontal ? source.width : source.height
    let sourceAcrossLength = isHorizontal ? source.height : source.width
    let frameAlongLength = isHorizontal ? width : height
    let frameAcrossLength = isHorizontal ? height : width
    let first = max(0, Int(startAlong.rounded(.down)))
    let last = min(frameAlongLength, Int(endAlong.rounded(.up)))
    guard first < last else { return }
    let opacity = Float(min(alpha, 1))

    for line in first..<last {
      // The share of this pixel line inside the picture along the axis.
      let lineCoverage = Float(
        max(0, min(Double(line + 1), endAlong) - max(Double(line), startAlong)))
      guard lineCoverage > 0 else { continue }
      let s = min(max((Double(line) + 0.5 - startAlong) / (endAlong - startAlong), 0), 1)
      // Perspective-correct: an edge's length is proportional to 1 / depth, and the picture's
      // position over depth varies linearly across the screen, as does 1 / depth.
      let t = (s * endLength) / ((1 - s) * startLength + s * endLength)
      let sourceAlong = t * Double(sourceAlongLength) - 0.5
      let top = across(startEdge.0) + s * (across(endEdge.0) - across(startEdge.0))
      let bottom = across(startEdge.1) + s * (across(endEdge.1) - across(startEdge.1))
      guard bottom > top else { continue }
      let low = max(0, Int(top.rounded(.down)))
      let high = min(frameAcrossLength, Int(bottom.rounded(.up)))
      guard low < high else { continue }
      let alongFloor = sourceAlong.rounded(.down)
      let alongWeight = Float(sourceAlong - alongFloor)
      let a0 = min(max(Int(alongFloor), 0), sourceAlongLength - 1)
      let a1 = min(max(Int(alongFloor) + 1, 0), sourceAlongLength - 1)
      for position in low..<high {
        let coverage =
          Float(max(0, min(Double(position + 1), bottom) - max(Double(position), top)))
          * lineCoverage * opacity
        guard coverage > 0 else { continue }
        let sourceAcross =
          (Double(position) + 0.5 - top) / (bottom - top) * Double(sourceAcrossLength) - 0.5
        let acrossFloor = sourceAcross.rounded(.down)
        let acrossWeight = Float(sourceAcross - acrossFloor)
        let c0 = min(max(Int(acrossFloor), 0), sourceAcrossLength - 1)
        let c1 = min(max(Int(acrossFloor) + 1, 0), sourceAcrossLength - 1)
        func index(_ a: Int, _ c: Int) -> Int {
          isHorizontal ? (c * source.width + a) * 4 : (a * source.width + c) * 4
        }
        let samples = [
          (index(a0, c0), (1 - alongWeight) * (1 - acrossWeight)),
          (index(a1, c0), alongWeight * (1 - acrossWeight)),
          (index(a0, c1), (1 - alongWeight) * acrossWeight),
          (index(a1, c1), alongWeight * acrossWeight),
        ]
        var pixel: (Float, Float, Float, Float) = (0, 0, 0, 0)
        for (offset, weight) in samples where weight > 0 {
          pixel.0 += weight * Float(source.bytes[offset])
          pixel.1 += weight * Float(source.bytes[offset + 1])
          pixel.2 += weight * Float(source.bytes[offset + 2])
          pixel.3 += weight * Float(source.bytes[offset + 3])
        }
        let x = isHorizontal ? line : position
        let y = isHorizontal ? position : line
        let out = (y * width + x) * 4
        let keep = 1 - pixel.3 * coverage / 255
        bytes[out] = UInt8(min(pixel.0 * coverage + Float(bytes[out]) * keep + 0.5, 255))
        bytes[out + 1] = UInt8(min(pixel.1 * coverage + Float(bytes[out + 1]) * keep + 0.5, 255))
        bytes[out + 2] = UInt8(min(pixel.2 * coverage + Float(bytes[out + 2]) * keep + 0.5, 255))
        bytes[out + 3] = UInt8(min(pixel.3 * coverage + Float(bytes[out + 3]) * keep + 0.5, 255))
      }
    }
  }
}
