import CarouselTestSupport

@testable import CarouselImages

/// Bitmaps with known content for decoding tests.
enum TestImages {
  static let red = SIMD4<UInt8>(230, 30, 40, 255)
  static let green = SIMD4<UInt8>(40, 200, 60, 255)
  static let blue = SIMD4<UInt8>(30, 60, 220, 255)
  static let white = SIMD4<UInt8>(250, 250, 250, 255)

  /// Four flat quadrants: red top left, green top right, blue bottom left, white bottom right.
  static func quadrants(width: Int, height: Int, alpha: UInt8 = 255) -> DecodedImage {
    image(width: width, height: height) { x, y in
      var colour: SIMD4<UInt8>
      switch (x < width / 2, y < height / 2) {
      case (true, true): colour = red
      case (false, true): colour = green
      case (true, false): colour = blue
      case (false, false): colour = white
      }
      colour[3] = alpha
      return colour
    }
  }

  /// One-pixel black and white checkerboard: the worst case for aliasing.
  static func checkerboard(width: Int, height: Int) -> DecodedImage {
    image(width: width, height: height) { x, y in
      (x + y) % 2 == 0 ? SIMD4(0, 0, 0, 255) : SIMD4(255, 255, 255, 255)
    }
  }

  /// Smooth gradients with some texture, like a small photograph.
  static func photo(width: Int, height: Int, seed: UInt64 = 1) -> DecodedImage {
    var generator = SplitMix64(seed: seed)
    let noise = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    return image(width: width, height: height) { x, y in
      let n = Int(noise[y * width + x] % 24)
      let r = UInt8(clamping: x * 200 / max(1, width) + n)
      let g = UInt8(clamping: y * 200 / max(1, height) + n)
      let b = UInt8(clamping: 120 + (x ^ y) % 64)
      return SIMD4(r, g, b, 255)
    }
  }

  /// A few flat colours, some transparent: suits a palette PNG.
  static func paletteFriendly(width: Int, height: Int) -> DecodedImage {
    let colours: [SIMD4<UInt8>] = [
      red, green, blue, white, SIMD4(0, 0, 0, 0), SIMD4(10, 20, 30, 128),
    ]
    return image(width: width, height: height) { x, y in colours[(x / 4 + y / 4) % colours.count] }
  }

  static func image(width: Int, height: Int, _ pixel: (Int, Int) -> SIMD4<UInt8>)
    -> DecodedImage
  {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let value = pixel(x, y)
        let offset = (y * width + x) * 4
        pixels[offset] = value[0]
        pixels[offset + 1] = value[1]
        pixels[offset + 2] = value[2]
        pixels[offset + 3] = value[3]
      }
    }
    return DecodedImage(width: width, height: height, pixels: pixels)
  }
}

/// The shared seeded generator, under the name these tests know it by.
typealias SplitMix64 = SeededGenerator

/// Whether two colours differ by at most `tolerance` in every channel.
func isClose(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, tolerance: Int = 12) -> Bool {
  (0..<4).allSatisfy { abs(Int(a[$0]) - Int(b[$0])) <= tolerance }
}
