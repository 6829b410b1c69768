import CarouselCore
import Testing

@testable import CarouselRendering

@Suite struct FrameBufferTests {
  @Test func straightAlphaRoundTrip() throws {
    // Given straight-alpha pixels with partial transparency
    let straight: [UInt8] = [200, 100, 50, 128, 10, 20, 30, 255, 0, 0, 0, 0, 255, 255, 255, 64]
    let frame = try #require(FrameBuffer(width: 2, height: 2, straightRGBA: straight))
    // Then they are stored premultiplied and come back within rounding
    #expect(frame.bytes[0] == 100)
    let back = frame.straightRGBA()
    for index in straight.indices {
      #expect(abs(Int(back[index]) - Int(straight[index])) <= 2)
    }
    #expect(FrameBuffer(width: 2, height: 2, straightRGBA: [0, 0, 0]) == nil)
  }

  @Test func fillCoversFractionalEdgesByArea() {
    // Given a white rectangle covering a quarter of pixel (1, 0) horizontally
    var frame = FrameBuffer(width: 3, height: 1, fill: .black)
    frame.fill(CarouselRect(x: 0, y: 0, width: 1.25, height: 1), with: .white)
    // Then pixel 0 is white, pixel 1 a quarter grey, pixel 2 untouched
    #expect(frame.pixel(x: 0, y: 0) == .white)
    #expect(abs(Int(frame.pixel(x: 1, y: 0).red) - 64) <= 1)
    #expect(frame.pixel(x: 2, y: 0) == .black)
  }

  @Test func circleIsAntialiasedAndSymmetric() {
    // Given a white circle of radius 8 centred on a pixel corner
    var frame = FrameBuffer(width: 21, height: 21, fill: .black)
    frame.fillCircle(center: CarouselPoint(x: 10.5, y: 10.5), radius: 8, with: .white)
    #expect(frame.pixel(x: 10, y: 10) == .white)
    #expect(frame.pixel(x: 0, y: 0) == .black)
    // Then the pixel the circle's edge crosses through its centre is about half covered,
    // between a pixel just inside (white) and one just outside (black)
    #expect(frame.pixel(x: 10, y: 3) == .white)
    #expect(frame.pixel(x: 10, y: 1) == .black)
    let edge = Int(frame.pixel(x: 10, y: 2).red)
    #expect(abs(edge - 128) <= 16, "edge coverage \(edge)")
    // And the four quadrants match
    #expect(frame.pixel(x: 4, y: 4) == frame.pixel(x: 16, y: 16))
    #expect(frame.pixel(x: 4, y: 16) == frame.pixel(x: 16, y: 4))
  }

  @Test func shrinkingAveragesByArea() {
    // Given one-pixel stripes, when halved, every pixel is the average grey (no aliasing)
    let stripes = Pictures.stripes(width: 64, height: 8)
    let half = stripes.resized(toWidth: 32, height: 4, mode: .aspectFill)
    for x in 0..<32 {
      #expect(abs(Int(half.pixel(x: x, y: 2).red) - 128) <= 1)
    }
    // And at a non-integer ratio each pixel is off grey by at most the area of half a
    // stripe (point sampling would give pure black or white), and the row averages grey
    let odd = stripes.resized(toWidth: 23, height: 3, mode: .aspectFill)
    let bound = Int((255 * 0.5 / (64.0 / 23)).rounded(.up))
    var sum = 0
    for x in 0..<23 {
      #expect(abs(Int(odd.pixel(x: x, y: 1).red) - 128) <= bound)
      sum += Int(odd.pixel(x: x, y: 1).red)
    }
    #expect(abs(sum / 23 - 128) <= 6)
  }

  @Test func aspectFillCropsAndAspectFitLetterboxes() {
    // Given a 2:1 picture: left half red, right half blue
    var picture = FrameBuffer(width: 40, height: 20, fill: RGBAColor(hex: 0xFF0000))
    picture.fill(CarouselRect(x: 20, y: 0, width: 20, height: 20), with: RGBAColor(hex: 0x0000FF))
    // When filled into a square, the centre column is kept: half red, half blue
    let filled = picture.resized(toWidth: 10, height: 10, mode: .aspectFill)
    #expect(filled.pixel(x: 0, y: 5) == RGBAColor(hex: 0xFF0000))
    #expect(filled.pixel(x: 9, y: 5) == RGBAColor(hex: 0x0000FF))
    // When fitted, bars above and below stay clear
    let fitted = picture.resized(toWidth: 10, height: 10, mode: .aspectFit)
    #expect(fitted.pixel(x: 5, y: 0).alpha == 0)
    #expect(fitted.pixel(x: 5, y: 9).alpha == 0)
    #expect(fitted.pixel(x: 0, y: 5) == RGBAColor(hex: 0xFF0000))
  }

  @Test func compositeAtWholePixelsCopiesAndAtHalfPixelsInterpolates() {
    var source = FrameBuffer(width: 2, height: 1, fill: .black)
    source.setPixel(x: 1, y: 0, to: .white)
    // At a whole-pixel offset the pixels are copied
    var frame = FrameBuffer(width: 4, height: 1, fill: RGBAColor(hex: 0x00FF00))
    frame.composite(source, into: CarouselRect(x: 1, y: 0, width: 2, height: 1), alpha: 1)
    #expect(frame.pixel(x: 1, y: 0) == .black)
    #expect(frame.pixel(x: 2, y: 0) == .white)
    #expect(frame.pixel(x: 3, y: 0) == RGBAColor(hex: 0x00FF00))
    // Half a pixel further, pixel 2 is the mix of black and white, and the edges blend
    var moved = FrameBuffer(width: 4, height: 1, fill: .black)
    moved.composite(source, into: CarouselRect(x: 1.5, y: 0, width: 2, height: 1), alpha: 1)
    #expect(abs(Int(moved.pixel(x: 2, y: 0).red) - 128) <= 1)
    #expect(abs(Int(moved.pixel(x: 3, y: 0).red) - 128) <= 1)
  }

  @Test func compositeHonoursAlpha() {
    var frame = FrameBuffer(width: 1, height: 1, fill: .black)
    frame.composite(
      FrameBuffer(width: 1, height: 1, fill: .white),
      into: CarouselRect(x: 0, y: 0, width: 1, height: 1),
      alpha: 0.25)
    #expect(abs(Int(frame.pixel(x: 0, y: 0).red) - 64) <= 1)
  }

  @Test func textIsDrawnWhereMeasured() {
    var frame = FrameBuffer(width: 40, height: 12, fill: .black)
    frame.draw(text: "HI", at: CarouselPoint(x: 2, y: 2), pixelSize: 1, color: .white)
    let size = FrameBuffer.textSize(of: "HI", pixelSize: 1)
    #expect(size.width == 11 && size.height == 7)
    // H's left stem is inked, the gap inside the H is not, nothing beyond the text
    #expect(frame.pixel(x: 2, y: 2) == .white)
    #expect(frame.pixel(x: 3, y: 2) == .black)
    #expect(frame.pixel(x: 20, y: 5) == .black)
  }

  @Test func everyPrintableCharacterHasAGlyph() {
    for value in UInt8(32)...UInt8(126) {
      let character = Character(Unicode.Scalar(value))
      let rows = BitmapFont.glyphRows[character]
      #expect(rows?.count == 7, "glyph for \(character)")
      #expect(rows?.allSatisfy { $0.count == 5 } == true, "glyph for \(character)")
    }
  }

  @Test func wrappingKeepsWordsAndMarksTruncation() {
    #expect(wrapText("not an image", columns: 20, maximumLines: 2) == ["not an image"])
    #expect(wrapText("HTTP 404 for banner", columns: 8, maximumLines: 2) == ["HTTP 404", "for..."])
    #expect(wrapText("abcdefghij", columns: 4, maximumLines: 3) == ["abcd", "efgh", "ij"])
    #expect(wrapText("", columns: 4, maximumLines: 1) == [""])
  }
}

@Suite struct FramePNGTests {
  /// IHDR's colour type byte: 2 is RGB, 6 is RGBA.
  static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

  @Test func opaqueFramesAreWrittenAsRGBAndTransparentOnesKeepAlpha() throws {
    let opaque = FrameBuffer(width: 8, height: 4, fill: RGBAColor(red: 10, green: 20, blue: 30))
    let rgb = try opaque.pngData()
    #expect(Self.colorType(rgb) == 2)
    #expect(try FrameBuffer(decoding: rgb).pixel(x: 3, y: 2) == opaque.pixel(x: 3, y: 2))
    let translucent = FrameBuffer(
      width: 8, height: 4, fill: RGBAColor(red: 10, green: 20, blue: 30, alpha: 128))
    let rgba = try translucent.pngData()
    #expect(Self.colorType(rgba) == 6)
    #expect(try FrameBuffer(decoding: rgba).pixel(x: 3, y: 2).alpha == 128)
  }
}
