import Testing

@testable import CarouselCore

@Suite struct PixelRoundingTests {
  /// Lengths in sixths of a point (whole, halves and thirds) up to `limit` points.
  static let sixths = 0...(6 * 400)

  @Test func everyLengthInSixthsOfAPointIsCoveredByTheFewestPixels() {
    // Given every length from 0 to 400 points in sixths of a point, at 1x, 2x and 3x
    var checked = 0
    for scale in 1...3 {
      for sixth in Self.sixths {
        // When it is rounded to pixels
        let pixels = PixelRounding.pixels(covering: Double(sixth) / 6, scale: Double(scale))
        // Then it is the exact ceiling of sixth x scale / 6: whole results stay whole
        // (float noise ignored), anything past a whole pixel takes the next one
        let expected = (sixth * scale + 5) / 6
        #expect(pixels == expected, "\(sixth)/6 points at \(scale)x")
        checked += 1
      }
    }
    #expect(checked == 3 * Self.sixths.count)
  }

  @Test func wholePixelsDividedByAnyScaleComeBackWhole() {
    // Given frame sizes in pixels divided into points by the scales a renderer is given
    // (whole, fractional, and a height over a 130-point banner)
    let scales = [1, 2, 3, 1.5, 2.3, 2.625, 3.0 / 7, 260.0 / 130, 333.0 / 130, 1000.0 / 433]
    var checked = 0
    for scale in scales {
      for pixels in 0...3000 {
        // When the points are turned back into pixels
        let points = Double(pixels) / scale
        // Then the same number of pixels comes back, never one more or one fewer
        #expect(
          PixelRounding.pixels(covering: points, scale: scale) == pixels,
          "\(pixels) pixels at \(scale)x")
        checked += 1
      }
    }
    #expect(checked == scales.count * 3001)
  }

  @Test func aFractionOfAPixelTakesAWholeOne() {
    // A slot of 130.1 points at 3x is 390.3 pixels: rounding to the nearest would cut off
    // the last 0.3 of a row
    #expect(PixelRounding.pixels(covering: 130.1, scale: 3) == 391)
    #expect(PixelRounding.pixels(covering: 130.33333333, scale: 3) == 391)
    #expect(PixelRounding.pixels(covering: 390, scale: 3) == 1170)
    #expect(PixelRounding.pixels(covering: 0.1 * 3, scale: 10) == 3)
    #expect(PixelRounding.pixels(covering: 0.0001, scale: 1) == 1)
    // And float noise just above a whole pixel is not a pixel
    #expect(PixelRounding.pixels(covering: 1 + PixelRounding.tolerance / 2, scale: 1) == 1)
    #expect(PixelRounding.pixels(covering: 1 + PixelRounding.tolerance * 2, scale: 1) == 2)
  }

  @Test func emptyNegativeAndNonFiniteLengthsHaveNoPixels() {
    for (points, scale) in [
      (0.0, 2.0), (-1, 2), (10, 0), (10, -3), (.nan, 1), (1, .nan), (.infinity, 1),
      (-.infinity, 1), (1, .infinity),
    ] {
      #expect(PixelRounding.pixels(covering: points, scale: scale) == 0, "\(points) at \(scale)")
    }
    // And an absurd length stops at the largest count rather than trapping
    #expect(PixelRounding.pixels(covering: 1e300, scale: 3) == PixelRounding.maximumPixels)
  }

  @Test func aSizeRoundsEachSideAlone() {
    // Given sizes made of every pair of lengths in thirds of a point up to 4 points
    var checked = 0
    for scale in 1...3 {
      for width in 0...12 {
        for height in 0...12 {
          let size = CarouselSize(width: Double(width) / 3, height: Double(height) / 3)
          // Then each side is the ceiling of its own length in pixels
          let pixels = PixelRounding.pixels(covering: size, scale: Double(scale))
          #expect(pixels.width == (width * scale + 2) / 3)
          #expect(pixels.height == (height * scale + 2) / 3)
          checked += 1
        }
      }
    }
    #expect(checked == 3 * 13 * 13)
  }
}
