import CarouselCore

/// How a picture is fitted into a slide whose aspect ratio differs from its own.
public enum ContentMode: Hashable, Sendable {
  /// Fill the whole slide and crop what overflows, keeping the aspect ratio (the usual banner).
  case aspectFill
  /// Show the whole picture, keeping the aspect ratio; the rest of the slide stays clear.
  case aspectFit
}

extension FrameBuffer {
  /// Returns a copy resampled to exactly `width` x `height` pixels, filling it according to
  /// `mode`: cropped evenly on both sides for aspect-fill, centred with clear bars for
  /// aspect-fit.
  ///
  /// Shrinking averages by area (no aliasing, so a sliding picture does not shimmer);
  /// enlarging interpolates linearly.
  ///
  /// - Complexity: O(width x source height + width x height x filter size).
  public func resized(toWidth width: Int, height: Int, mode: ContentMode) -> FrameBuffer {
    guard width > 0, height > 0, !isEmpty else {
      return FrameBuffer(width: width, height: height)
    }
    let sourceAspect = Double(self.width) / Double(self.height)
    let targetAspect = Double(width) / Double(height)
    switch mode {
    case .aspectFill:
      var window = CarouselRect(x: 0, y: 0, width: Double(self.width), height: Double(self.height))
      if sourceAspect > targetAspect {
        window.size.width = Double(self.height) * targetAspect
        window.origin.x = (Double(self.width) - window.size.width) / 2
      } else {
        window.size.height = Double(self.width) / targetAspect
        window.origin.y = (Double(self.height) - window.size.height) / 2
      }
      return resampled(window: window, width: width, height: height)
    case .aspectFit:
      var fittedWidth = width
      var fittedHeight = height
      if sourceAspect > targetAspect {
        fittedHeight = max(1, Int((Double(width) / sourceAspect).rounded()))
      } else {
        fittedWidth = max(1, Int((Double(height) * sourceAspect).rounded()))
      }
      let whole = CarouselRect(x: 0, y: 0, width: Double(self.width), height: Double(self.height))
      let fitted = resampled(window: whole, width: fittedWidth, height: fittedHeight)
      var result = FrameBuffer(width: width, height: height)
      result.copy(fitted, toX: (width - fittedWidth) / 2, y: (height - fittedHeight) / 2)
      return result
    }
  }

  /// Resamples a window of this frame (in pixels, fractions allowed) to a new size.
  func resampled(window: CarouselRect, width: Int, height: Int) -> FrameBuffer {
    let horizontal = ResamplingKernel(
      sourceLength: self.width, windowStart: window.minX, windowLength: window.size.width,
      outputLength: width)
    let vertical = ResamplingKernel(
      sourceLength: self.height, windowStart: window.minY, windowLength: window.size.height,
      outputLength: height)
    // Only the source rows some output row reads need the horizontal pass.
    let firstRow = vertical.starts.first ?? 0
    let lastRow = zip(vertical.starts, vertical.counts).map { $0 + $1 }.max() ?? 0
    let rowCount = max(0, lastRow - firstRow)
    var intermediate = [Float](repeating: 0, count: rowCount * width * 4)
    intermediate.withUnsafeMutableBufferPointer { middle in
      bytes.withUnsafeBufferPointer { source in
        for row in 0..<rowCount {
          let sourceRow = (firstRow + row) * self.width * 4
          let middleRow = row * width * 4
          for x in 0..<width {
            var r: Float = 0
            var g: Float = 0
            var b: Float = 0
            var a: Float = 0
            let offset = horizontal.offsets[x]
            let start = horizontal.starts[x]
            for tap in 0..<horizontal.counts[x] {
              let weight = horizontal.weights[offset + tap]
              let index = sourceRow + (start + tap) * 4
              r += weight * Float(source[index])
              g += weight * Float(source[index + 1])
              b += weight * Float(source[index + 2])
              a += weight * Float(source[index + 3])
            }
            let out = middleRow + x * 4
            middle[out] = r
            middle[out + 1] = g
            middle[out + 2] = b
            middle[out + 3] = a
          }
        }
      }
    }
    var result = FrameBuffer(width: width, height: height)
    result.bytes.withUnsafeMutableBufferPointer { output in
      intermediate.withUnsafeBufferPointer { middle in
        for y in 0..<height {
          let offset = vertical.offsets[y]
          let start = vertical.starts[y] - firstRow
          let count = vertical.counts[y]
          for x in 0..<width {
            var channels: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for tap in 0..<count {
              let weight = vertical.weights[offset + tap]
              let index = ((start + tap) * width + x) * 4
              channels.0 += weight * middle[index]
              channels.1 += weight * middle[index + 1]
              channels.2 += weight * middle[index + 2]
              channels.3 += weight * middle[index + 3]
            }
            let out = (y * width + x) * 4
            let alpha = min(max(channels.3 + 0.5, 0), 255)
            output[out + 3] = UInt8(alpha)
            // Premultiplied: no colour channel may exceed alpha after rounding.
            output[out] = UInt8(min(max(channels.0 + 0.5, 0), alpha))
            output[out + 1] = UInt8(min(max(channels.1 + 0.5, 0), alpha))
            output[out + 2] = UInt8(min(max(channels.2 + 0.5, 0), alpha))
          }
        }
      }
    }
    return result
  }

  /// Copies another frame's pixels into this one at an offset (no blending), clipping.
  public mutating func copy(_ other: FrameBuffer, toX originX: Int, y originY: Int) {
    let x0 = max(0, originX)
    let x1 = min(width, originX + other.width)
    guard x0 < x1 else { return }
    for sourceY in 0..<other.height {
      let y = originY + sourceY
      guard y >= 0, y < height else { continue }
      let sourceStart = (sourceY * other.width + (x0 - originX)) * 4
      let destinationStart = (y * width + x0) * 4
      let count = (x1 - x0) * 4
      bytes.replaceSubrange(
        destinationStart..<(destinationStart + count),
        with: other.bytes[sourceStart..<(sourceStart + count)])
    }
  }
}
