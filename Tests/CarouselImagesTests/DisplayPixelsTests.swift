import Testing

@testable import CarouselImages

/// The conversions behind display-ready images, checked here because the platforms that use
/// them (Core Graphics) cannot run these tests.
@Suite struct DisplayPixelsTests {
  @Test func rowsAreAlignedToSixtyFourBytes() {
    #expect(DisplayPixels.alignedBytesPerRow(width: 1) == 64)
    #expect(DisplayPixels.alignedBytesPerRow(width: 16) == 64)
    #expect(DisplayPixels.alignedBytesPerRow(width: 17) == 128)
    #expect(DisplayPixels.alignedBytesPerRow(width: 1170) == 4736)
  }

  @Test func premultiplyingRoundsToNearestForEveryValueAndAlpha() {
    for alpha in 0...255 {
      for value in 0...255 {
        let expected = (Double(value) * Double(alpha) / 255).rounded()
        #expect(
          DisplayPixels.premultiply(UInt8(value), UInt8(alpha)) == UInt8(expected),
          "value \(value), alpha \(alpha)")
      }
    }
  }

  @Test func straightRGBABecomesPremultipliedBGRAInPaddedRows() {
    // Given a 2x2 image with one translucent pixel
    let rgba: [UInt8] = [
      200, 100, 50, 255, 10, 20, 30, 255,
      200, 100, 50, 128, 0, 0, 0, 0,
    ]
    let bytesPerRow = 64
    var output = [UInt8](repeating: 0xAA, count: bytesPerRow * 2)
    // When it is converted
    let opaque = output.withUnsafeMutableBytes { destination -> Bool? in
      guard let base = destination.baseAddress else { return nil }
      return rgba.withUnsafeBytes { source in
        DisplayPixels.premultipliedBGRA(
          fromStraightRGBA: source, width: 2, height: 2, into: base, bytesPerRow: bytesPerRow)
      }
    }
    // Then the channels are swapped to blue, green, red, alpha and multiplied by alpha
    #expect(opaque == false)
    #expect(Array(output[0..<8]) == [50, 100, 200, 255, 30, 20, 10, 255])
    #expect(Array(output[64..<72]) == [25, 50, 100, 128, 0, 0, 0, 0])
    // And the row padding is left alone
    #expect(output[8..<64].allSatisfy { $0 == 0xAA })
    #expect(output[72...].allSatisfy { $0 == 0xAA })
  }

  @Test func opacityIsFoundInTheAlphaBytesOnly() {
    // Given two rows of 3 opaque pixels, with translucent padding after each row
    let bytesPerRow = 16
    var pixels = [UInt8](repeating: 0, count: bytesPerRow * 2)
    for y in 0..<2 {
      for x in 0..<3 { pixels[y * bytesPerRow + x * 4 + 3] = 255 }
    }
    let isOpaque = {
      pixels.withUnsafeBytes { bytes -> Bool? in
        bytes.baseAddress.map {
          DisplayPixels.isOpaque($0, width: 3, height: 2, bytesPerRow: bytesPerRow)
        }
      }
    }
    // Then the image is opaque, whatever the padding holds
    #expect(isOpaque() == true)
    // And one translucent pixel anywhere, even the last, makes it translucent
    pixels[bytesPerRow + 2 * 4 + 3] = 254
    #expect(isOpaque() == false)
    // And the colour bytes never count
    pixels[bytesPerRow + 2 * 4 + 3] = 255
    pixels[0] = 7
    #expect(isOpaque() == true)
  }

  @Test func unpremultiplyingUndoesPremultiplyingWithinRounding() {
    // Given every alpha with a few colour values, premultiplied
    var straight: [UInt8] = []
    for alpha in 0...255 {
      for value in [0, 1, 37, 128, 200, 255] {
        straight += [UInt8(value), UInt8(255 - value), UInt8(value / 2), UInt8(alpha)]
      }
    }
    var pixels = straight
    for offset in stride(from: 0, to: pixels.count, by: 4) {
      for channel in 0..<3 {
        pixels[offset + channel] = DisplayPixels.premultiply(
          pixels[offset + channel], pixels[offset + 3])
      }
    }
    // When the alpha is divided out again
    DisplayPixels.unpremultiplyRGBA(&pixels)
    // Then opaque pixels are exact, transparent ones stay zero, and the others are within
    // what 8-bit premultiplication can keep (255 / alpha / 2, rounded up)
    for offset in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Int(straight[offset + 3])
      #expect(pixels[offset + 3] == straight[offset + 3])
      for channel in 0..<3 {
        let error = abs(Int(pixels[offset + channel]) - Int(straight[offset + channel]))
        switch alpha {
        case 0: #expect(pixels[offset + channel] == 0)
        case 255: #expect(error == 0)
        default: #expect(error <= 255 / alpha / 2 + 1, "alpha \(alpha)")
        }
      }
    }
  }

  @Test func wideGamutRGBSourcesAreDrawnInDisplayP3AndTheRestInSRGB() {
    #expect(DisplayColorSpace(sourceIsRGB: true, isWideGamut: true) == .displayP3)
    #expect(DisplayColorSpace(sourceIsRGB: true, isWideGamut: false) == .sRGB)
    #expect(DisplayColorSpace(sourceIsRGB: false, isWideGamut: false) == .sRGB)
    #expect(DisplayColorSpace(sourceIsRGB: false, isWideGamut: true) == .sRGB)
  }
}
