import CarouselCore
import CarouselImages
import Testing

@testable import CarouselHosting

@MainActor
@Suite struct SlotPixelSizeTests {
  @Test func slotsRequestThePixelsTheRendererDraws() {
    // Given slot sizes in thirds of a point up to 20 points, at 1x, 2x, 3x and 2.5x
    var checked = 0
    for scale in [1, 2, 3, 2.5] {
      for width in 0...60 {
        for height in [0, 1, 2, 130, 131, 391] {
          let size = CarouselSize(width: Double(width) / 3, height: Double(height) / 3)
          // Then a slot requests the pixel size of the shared rule
          let pixels = PixelRounding.pixels(covering: size, scale: scale)
          #expect(
            CarouselImageSlots.pixelSize(of: size, scale: scale)
              == PixelSize(width: pixels.width, height: pixels.height), "\(size) at \(scale)x")
          checked += 1
        }
      }
    }
    #expect(checked == 4 * 61 * 6)
  }
}
