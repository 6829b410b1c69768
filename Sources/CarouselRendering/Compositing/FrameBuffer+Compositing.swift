import CarouselCore

extension FrameBuffer {
  /// Blends a picture over this frame, stretched to a destination rectangle in pixels.
  ///
  /// When the destination has the picture's size and a whole-pixel origin (a slide at rest)
  /// the pixels are copied; otherwise they are sampled bilinearly, and the rectangle's
  /// fractional edges blend in by their coverage, so a slide moving by a fraction of a pixel
  /// per frame moves smoothly instead of stepping.
  ///
  /// - Parameters:
  ///   - source: The picture (premultiplied).
  ///   - destination: Where it goes, in this frame's pixels (fractions allowed).
  ///   - alpha: An overall opacity in `0 ... 1`.
  ///   - trailingExtension: Pixels past the right and bottom edges that are covered too (with
  ///     the edge's colour), so a neighbour drawn over them blends without a seam.
  public mutating func composite(
    _ source: FrameBuffer, into destination: CarouselRect, alpha: Double,
    trailingExtension: (x: Double, y: Double) = (0, 0)
  ) {
    guard !source.isEmpty, !isEmpty, alpha > 0, destination.size.width > 0,
      destination.size.height > 0
    else { return }
    let x0 = max(0, Int(destination.minX.rounded(.down)))
    let x1 = min(width, Int((destination.maxX + trailingExtension.x).rounded(.up)))
    let y0 = max(0, Int(destination.minY.rounded(.down)))
    let y1 = min(height, Int((destination.maxY + trailingExtension.y).rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }

    let isWholePixel =
      destination.minX == destination.minX.rounded()
      && destination.minY == destination.minY.rounded()
      && destination.size.width == Double(source.width)
      && destination.size.height == Double(source.height)
    if isWholePixel && alpha >= 1 {
      copyBlending(
        source, originX: Int(destination.minX), originY: Int(destination.minY), columns: x0..<x1,
        rows: y0..<y1)
      return
    }
    let columns = SampleAxis(
      range: x0..<x1, start: destination.minX, length: destination.size.width,
      sourceLength: source.width, overhang: trailingExtension.x)
    let rows = SampleAxis(
      range: y0..<y1, start: destination.minY, length: destination.size.height,
      sourceLength: source.height, overhang: trailingExtension.y)
    let opacity = Float(min(alpha, 1))
    let frameWidth = width
    let sourceWidth = source.width
    bytes.withUnsafeMutableBufferPointer { output in
      source.bytes.withUnsafeBufferPointer { input in
        for row in 0..<rows.count {
          let rowWeight = rows.fraction[row]
          let rowCoverage = rows.coverage[row] * opacity
          let top = rows.first[row] * sourceWidth
          let bottom = rows.second[row] * sourceWidth
          let outputRow = (rows.start + row) * frameWidth
          for column in 0..<columns.count {
            let coverage = columns.coverage[column] * rowCoverage
            guard coverage > 0 else { continue }
            let columnWeight = columns.fraction[column]
            let a = (top + columns.first[column]) * 4
            let b = (top + columns.second[column]) * 4
            let c = (bottom + columns.first[column]) * 4
            let d = (bottom + columns.second[column]) * 4
            let wa = (1 - columnWeight) * (1 - rowWeight) * coverage
            let wb = columnWeight * (1 - rowWeight) * coverage
            let wc = (1 - columnWeight) * rowWeight * coverage
            let wd = columnWeight * rowWeight * coverage
            let sourceAlpha =
              wa * Float(input[a + 3]) + wb * Float(input[b + 3]) + wc * Float(input[c + 3])
              + wd * Float(input[d + 3])
            guard sourceAlpha > 0 else { continue }
            let keep = 1 - sourceAlpha / 255
            let out = (outputRow + columns.start + column) * 4
            for channel in 0..<3 {
              let value =
                wa * Float(input[a + channel]) + wb * Float(input[b + channel])
                + wc * Float(input[c + channel]) + wd * Float(input[d + channel])
              output[out + channel] = UInt8(
                min(value + Float(output[out + channel]) * keep + 0.5, 255))
            }
            output[out + 3] = UInt8(min(sourceAlpha + Float(output[out + 3]) * keep + 0.5, 255))
          }
        }
      }
    }
  }

  /// Copies a same-size picture at a whole-pixel offset, blending only where it is not
  /// opaque.
  private mutating func copyBlending(
    _ source: FrameBuffer, originX: Int, originY: Int, columns: Range<Int>, rows: Range<Int>
  ) {
    let frameWidth = width
    let sourceWidth = source.width
    bytes.withUnsafeMutableBufferPointer { output in
      source.bytes.withUnsafeBufferPointer { input in
        for y in rows {
          // Rows and columns past the picture (a trailing extension) repeat its edge.
          let sourceRow = min(y - originY, source.height - 1) * sourceWidth
          for x in columns {
            let from = (sourceRow + min(x - originX, sourceWidth - 1)) * 4
            let to = (y * frameWidth + x) * 4
            let alpha = input[from + 3]
            if alpha == 255 {
              output[to] = input[from]
              output[to + 1] = input[from + 1]
              output[to + 2] = input[from + 2]
              output[to + 3] = 255
            } else if alpha > 0 {
              let keep = UInt32(255 - alpha)
              output[to] = input[from] &+ Self.multiply(output[to], keep)
              output[to + 1] = input[from + 1] &+ Self.multiply(output[to + 1], keep)
              output[to + 2] = input[from + 2] &+ Self.multiply(output[to + 2], keep)
              output[to + 3] = alpha &+ Self.multiply(output[to + 3], keep)
            }
          }
        }
      }
    }
  }
}

/// For each destination pixel along one axis: the two source pixels to interpolate, the
/// weight of the second, and how much of the destination pixel the picture covers.
private struct SampleAxis {
  let start: Int
  let count: Int
  var first: [Int] = []
  var second: [Int] = []
  var fraction: [Float] = []
  var coverage: [Float] = []

  init(range: Range<Int>, start: Double, length: Double, sourceLength: Int, overhang: Double) {
    self.start = range.lowerBound
    count = range.count
    first.reserveCapacity(count)
    second.reserveCapacity(count)
    fraction.reserveCapacity(count)
    coverage.reserveCapacity(count)
    let scale = Double(sourceLength) / length
    let last = sourceLength - 1
    for pixel in range {
      let position = (Double(pixel) + 0.5 - start) * scale - 0.5
      let floor = position.rounded(.down)
      let index = Int(floor)
      first.append(min(max(index, 0), last))
      second.append(min(max(index + 1, 0), last))
      fraction.append(Float(position - floor))
      coverage.append(
        Float(
          max(0, min(Double(pixel + 1), start + length + overhang) - max(Double(pixel), start))))
    }
  }
}
