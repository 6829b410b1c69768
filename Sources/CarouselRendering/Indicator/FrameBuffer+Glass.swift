import CarouselCore

extension FrameBuffer {
  /// Draws a frosted-glass rounded rectangle over what is there: an approximation of Liquid
  /// Glass for previews on any platform, labelled as such wherever it is shown. Inside the
  /// shape the pixels behind are blurred (a box blur, two passes) and lifted toward white; a
  /// rim of light runs round its inner edge, brightest at the top. The edges blend by their
  /// coverage, as ``fillRoundedRect(_:radius:with:clippedTo:)``'s do.
  ///
  /// - Parameters:
  ///   - rect: The shape, in pixels.
  ///   - radius: Its corner radius, in pixels.
  ///   - blurRadius: How far the blur reaches, in pixels.
  mutating func drawFrostedGlass(_ rect: CarouselRect, radius: Double, blurRadius: Int) {
    let x0 = max(0, Int(rect.minX.rounded(.down)))
    let x1 = min(width, Int(rect.maxX.rounded(.up)))
    let y0 = max(0, Int(rect.minY.rounded(.down)))
    let y1 = min(height, Int(rect.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1, rect.size.width > 0, rect.size.height > 0 else { return }
    let blurred = boxBlurred(x0: x0, x1: x1, y0: y0, y1: y1, radius: max(1, blurRadius))
    let r = min(max(radius, 0), min(rect.size.width, rect.size.height) / 2)
    let halfWidth = rect.size.width / 2 - r
    let halfHeight = rect.size.height / 2 - r
    let rim = max(1, Double(blurRadius) / 3)
    let regionWidth = x1 - x0
    for y in y0..<y1 {
      let dy = max(abs(Double(y) + 0.5 - rect.center.y) - halfHeight, 0)
      // Light from above: the rim is brightest along the top.
      let light = 0.55 - 0.45 * ((Double(y) + 0.5 - rect.center.y) / (rect.size.height / 2))
      for x in x0..<x1 {
        let dx = max(abs(Double(x) + 0.5 - rect.center.x) - halfWidth, 0)
        let distance = (dx * dx + dy * dy).squareRoot() - r
        let coverage = min(max(0.5 - distance, 0), 1)
        guard coverage > 0 else { continue }
        let rimAmount = distance > -rim ? 0.45 * light * min(1, (distance + rim) / rim) : 0
        let lift = 0.16 + rimAmount
        let source = ((y - y0) * regionWidth + (x - x0)) * 4
        let target = (y * width + x) * 4
        for channel in 0..<3 {
          let glass = Double(blurred[source + channel]) * (1 - lift) + 255 * lift
          let old = Double(bytes[target + channel])
          bytes[target + channel] = UInt8(
            min(255, max(0, (old + (glass - old) * coverage).rounded())))
        }
        let alpha = Double(bytes[target + 3])
        bytes[target + 3] = UInt8(min(255, (alpha + (255 - alpha) * coverage).rounded()))
      }
    }
  }

  /// The pixels of a region, box-blurred (horizontally, then vertically) with the pixels
  /// around it, as premultiplied RGBA rows of the region's width.
  private func boxBlurred(x0: Int, x1: Int, y0: Int, y1: Int, radius: Int) -> [UInt8] {
    // The blur reads `radius` pixels beyond the region, clamped to the frame.
    let ex0 = max(0, x0 - radius)
    let ex1 = min(width, x1 + radius)
    let ey0 = max(0, y0 - radius)
    let ey1 = min(height, y1 + radius)
    // Horizontal pass over every row of the extended region, for the region's columns.
    var horizontal = [Double](repeating: 0, count: (ey1 - ey0) * (x1 - x0) * 4)
    for y in ey0..<ey1 {
      for x in x0..<x1 {
        let from = max(ex0, x - radius)
        let to = min(ex1 - 1, x + radius)
        var sums = (0.0, 0.0, 0.0, 0.0)
        for sx in from...to {
          let index = (y * width + sx) * 4
          sums.0 += Double(bytes[index])
          sums.1 += Double(bytes[index + 1])
          sums.2 += Double(bytes[index + 2])
          sums.3 += Double(bytes[index + 3])
        }
        let count = Double(to - from + 1)
        let out = ((y - ey0) * (x1 - x0) + (x - x0)) * 4
        horizontal[out] = sums.0 / count
        horizontal[out + 1] = sums.1 / count
        horizontal[out + 2] = sums.2 / count
        horizontal[out + 3] = sums.3 / count
      }
    }
    var result = [UInt8](repeating: 0, count: (y1 - y0) * (x1 - x0) * 4)
    for y in y0..<y1 {
      let from = max(ey0, y - radius)
      let to = min(ey1 - 1, y + radius)
      let count = Double(to - from + 1)
      for x in x0..<x1 {
        for channel in 0..<4 {
          var sum = 0.0
          for sy in from...to {
            sum += horizontal[((sy - ey0) * (x1 - x0) + (x - x0)) * 4 + channel]
          }
          result[((y - y0) * (x1 - x0) + (x - x0)) * 4 + channel] = UInt8(
            min(255, (sum / count).rounded()))
        }
      }
    }
    return result
  }
}
