import CarouselCore

// Anti-aliased filled shapes: the coverage of each pixel is estimated from its centre's
// signed distance to the shape's edge, so edges at fractional positions move smoothly.

extension FrameBuffer {
  /// Fills the whole frame with one colour (no blending).
  public mutating func clear(to color: RGBAColor) {
    let value = Self.premultiply(color)
    bytes.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        buffer[index] = value.red
        buffer[index + 1] = value.green
        buffer[index + 2] = value.blue
        buffer[index + 3] = value.alpha
        index += 4
      }
    }
  }

  /// Blends a colour over a rectangle; pixels partly covered by a fractional edge get the
  /// matching share of the colour.
  ///
  /// - Parameters:
  ///   - rect: The area, in pixels (fractions allowed).
  ///   - color: The colour, straight alpha.
  public mutating func fill(_ rect: CarouselRect, with color: RGBAColor) {
    let source = Self.premultiply(color)
    guard source.alpha > 0, rect.size.width > 0, rect.size.height > 0 else { return }
    let x0 = max(0, Int(rect.minX.rounded(.down)))
    let x1 = min(width, Int(rect.maxX.rounded(.up)))
    let y0 = max(0, Int(rect.minY.rounded(.down)))
    let y1 = min(height, Int(rect.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    for y in y0..<y1 {
      let coverageY = Self.overlap(Double(y), rect.minY, rect.maxY)
      for x in x0..<x1 {
        let coverage = coverageY * Self.overlap(Double(x), rect.minX, rect.maxX)
        blend(x: x, y: y, premultiplied: source, coverage: coverage)
      }
    }
  }

  /// Blends a rounded rectangle (a circle when the radius is half the side of a square).
  ///
  /// - Parameters:
  ///   - rect: The bounds, in pixels.
  ///   - radius: The corner radius, in pixels (clamped to half the shorter side).
  ///   - color: The colour, straight alpha.
  ///   - clip: Only the part of the shape inside this rectangle is drawn (fractional edges
  ///     blend by their coverage), or all of it when nil: a progress bar's fill inside its
  ///     rounded track.
  public mutating func fillRoundedRect(
    _ rect: CarouselRect, radius: Double, with color: RGBAColor, clippedTo clip: CarouselRect? = nil
  ) {
    let source = Self.premultiply(color)
    guard source.alpha > 0, rect.size.width > 0, rect.size.height > 0 else { return }
    var bounds = rect
    if let clip {
      let minX = max(rect.minX, clip.minX)
      let minY = max(rect.minY, clip.minY)
      let maxX = min(rect.maxX, clip.maxX)
      let maxY = min(rect.maxY, clip.maxY)
      guard maxX > minX, maxY > minY else { return }
      bounds = CarouselRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    let r = min(max(radius, 0), min(rect.size.width, rect.size.height) / 2)
    let centerX = rect.center.x
    let centerY = rect.center.y
    let halfWidth = rect.size.width / 2 - r
    let halfHeight = rect.size.height / 2 - r
    let x0 = max(0, Int(bounds.minX.rounded(.down)))
    let x1 = min(width, Int(bounds.maxX.rounded(.up)))
    let y0 = max(0, Int(bounds.minY.rounded(.down)))
    let y1 = min(height, Int(bounds.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    for y in y0..<y1 {
      let dy = max(abs(Double(y) + 0.5 - centerY) - halfHeight, 0)
      for x in x0..<x1 {
        let dx = max(abs(Double(x) + 0.5 - centerX) - halfWidth, 0)
        let distance = (dx * dx + dy * dy).squareRoot() - r
        let coverage = min(max(0.5 - distance, 0), 1)
        // Thin shapes: never cover more than the rectangle (and the clip) itself does.
        let edge =
          Self.overlap(Double(x), bounds.minX, bounds.maxX)
          * Self.overlap(Double(y), bounds.minY, bounds.maxY)
        blend(x: x, y: y, premultiplied: source, coverage: min(coverage, edge))
      }
    }
  }

  /// Blends a filled circle.
  public mutating func fillCircle(center: CarouselPoint, radius: Double, with color: RGBAColor) {
    fillRoundedRect(
      CarouselRect(
        x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2),
      radius: radius, with: color)
  }

  /// Blends a ring: a circle's outline of the given thickness.
  public mutating func strokeCircle(
    center: CarouselPoint, radius: Double, lineWidth: Double, with color: RGBAColor
  ) {
    let source = Self.premultiply(color)
    guard source.alpha > 0, radius > 0, lineWidth > 0 else { return }
    let outer = radius + lineWidth / 2
    let inner = radius - lineWidth / 2
    let x0 = max(0, Int((center.x - outer).rounded(.down)))
    let x1 = min(width, Int((center.x + outer).rounded(.up)))
    let y0 = max(0, Int((center.y - outer).rounded(.down)))
    let y1 = min(height, Int((center.y + outer).rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    for y in y0..<y1 {
      for x in x0..<x1 {
        let dx = Double(x) + 0.5 - center.x
        let dy = Double(y) + 0.5 - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let coverage =
          min(max(0.5 - (distance - outer), 0), 1) * min(max(distance - inner + 0.5, 0), 1)
        blend(x: x, y: y, premultiplied: source, coverage: coverage)
      }
    }
  }

  /// Fills the whole frame with a linear gradient between two colours (no blending).
  ///
  /// - Parameters:
  ///   - start: The colour at the start.
  ///   - end: The colour at the end.
  ///   - angle: The direction in radians: 0 runs left to right, pi/2 top to bottom.
  public mutating func fillLinearGradient(from start: RGBAColor, to end: RGBAColor, angle: Double) {
    guard !isEmpty else { return }
    let directionX = cosine(angle)
    let directionY = sine(angle)
    // Project the corners to find the gradient's extent along its direction.
    let corners = [
      (0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)), (Double(width), Double(height)),
    ]
    let projections = corners.map { $0.0 * directionX + $0.1 * directionY }
    let low = projections.min() ?? 0
    let span = max((projections.max() ?? 1) - low, 1)
    for y in 0..<height {
      for x in 0..<width {
        let t = ((Double(x) + 0.5) * directionX + (Double(y) + 0.5) * directionY - low) / span
        setPixel(x: x, y: y, to: start.mixed(with: end, fraction: t))
      }
    }
  }

  /// Blends a premultiplied colour over one pixel with a coverage in `0 ... 1`.
  @inline(__always)
  mutating func blend(x: Int, y: Int, premultiplied source: RGBAColor, coverage: Double) {
    guard coverage > 0, x >= 0, y >= 0, x < width, y < height else { return }
    let weight = UInt32(min(coverage, 1) * 255 + 0.5)
    guard weight > 0 else { return }
    let index = (y * width + x) * 4
    let alpha = UInt32(Self.multiply(source.alpha, weight))
    let inverse = 255 - alpha
    bytes[index] = Self.multiply(source.red, weight) &+ Self.multiply(bytes[index], inverse)
    bytes[index + 1] =
      Self.multiply(source.green, weight) &+ Self.multiply(bytes[index + 1], inverse)
    bytes[index + 2] =
      Self.multiply(source.blue, weight) &+ Self.multiply(bytes[index + 2], inverse)
    bytes[index + 3] = UInt8(truncatingIfNeeded: alpha) &+ Self.multiply(bytes[index + 3], inverse)
  }

  /// How much of the pixel interval `[start, start + 1)` lies inside `[low, high)`.
  @inline(__always)
  static func overlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
    max(0, min(start + 1, high) - max(start, low))
  }
}
