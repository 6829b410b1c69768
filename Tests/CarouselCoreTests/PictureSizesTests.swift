import CarouselTestSupport
import Testing

@testable import CarouselCore

/// The one rule for the size a picture is asked for: the view's pixels, unless a size already
/// asked for is within the band (drawn at most 15% larger, at most twice smaller).
@Suite struct PictureSizesTests {
  /// Fixed seeds under CI, fresh ones added elsewhere; CAROUSEL_SEED replays one.
  static var walkSeeds: [UInt64] { TestSeeds.seeds(fixed: [1, 2, 3], fresh: 1) }

  @Test(arguments: walkSeeds)
  func sizesFollowTheViewWithinTheBand(seed: UInt64) {
    // Given a random walk of view sizes, from one pixel to 4K
    print("PictureSizesTests walk seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    var sizes = CarouselPictureSizes()
    var pixels = CarouselPixelSize(width: 1170, height: 390)
    var asked: Set<CarouselPixelSize> = []
    // When a size is chosen at each step, in both modes
    for _ in 0..<5_000 {
      pixels.width = min(4000, max(1, pixels.width + Int.random(in: -60...60, using: &random)))
      pixels.height = min(4000, max(1, pixels.height + Int.random(in: -40...40, using: &random)))
      for contentMode in [CarouselContentMode.aspectFill, .aspectFit] {
        let size = sizes.size(forSlotPixels: pixels, contentMode: contentMode)
        asked.insert(size)
        #expect(
          CarouselPictureSizes.accepts(size, forSlotPixels: pixels, contentMode: contentMode),
          "seed \(seed): \(size) for \(pixels)")
      }
    }
    // Then the size asked for always serves the view, and there are far fewer than steps
    #expect(asked.count < 2_000, "seed \(seed)")
  }

  let banner = CarouselPixelSize(width: 1170, height: 390)

  @Test func aFirstSizeIsTheViewsOwnPixels() {
    var sizes = CarouselPictureSizes()
    #expect(sizes.size(forSlotPixels: banner) == banner)
  }

  @Test func theBandIsFifteenPercentLargerAndTwiceSmallerInBothModes() {
    for contentMode in [CarouselContentMode.aspectFill, .aspectFit] {
      for percent in 40...130 {
        var sizes = CarouselPictureSizes()
        let asked = CarouselPixelSize(width: 1000, height: 500)
        _ = sizes.size(forSlotPixels: asked, contentMode: contentMode)
        let slot = CarouselPixelSize(width: 1000 * percent / 100, height: 500 * percent / 100)
        let kept = sizes.size(forSlotPixels: slot, contentMode: contentMode) == asked
        #expect(kept == (50...115).contains(percent), "\(percent)% \(contentMode)")
      }
    }
  }

  @Test func fillIsMeasuredByTheLargerRatioAndFitByTheSmaller() {
    // A view twice as tall as the picture asked for, as wide
    let asked = CarouselPixelSize(width: 1000, height: 500)
    let taller = CarouselPixelSize(width: 1000, height: 1000)
    #expect(!CarouselPictureSizes.accepts(asked, forSlotPixels: taller, contentMode: .aspectFill))
    #expect(CarouselPictureSizes.accepts(asked, forSlotPixels: taller, contentMode: .aspectFit))
    // Sizes without area serve only themselves
    let empty = CarouselPixelSize(width: 0, height: 390)
    #expect(!CarouselPictureSizes.accepts(banner, forSlotPixels: empty))
    #expect(!CarouselPictureSizes.accepts(empty, forSlotPixels: banner))
    #expect(CarouselPictureSizes.accepts(empty, forSlotPixels: empty))
  }

  @Test func aHeaderCollapsingFrameByFrameDecodesOnlyAtTheBandsEdges() {
    for contentMode in [CarouselContentMode.aspectFill, .aspectFit] {
      // Given a banner whose height animates from 390 pixels down to 100, one row a frame
      var sizes = CarouselPictureSizes()
      var asked: [CarouselPixelSize] = []
      for height in stride(from: 390, through: 100, by: -1) {
        let pixels = CarouselPixelSize(width: 1170, height: height)
        let size = sizes.size(forSlotPixels: pixels, contentMode: contentMode)
        if asked.last != size { asked.append(size) }
      }
      // Then a picture that fills keeps its first size (the width sets its scale), and one
      // that fits asks again once it is drawn twice smaller: 2 sizes, not 291
      let expected =
        contentMode == .aspectFill
        ? [banner] : [banner, CarouselPixelSize(width: 1170, height: 194)]
      #expect(asked == expected, "\(contentMode): \(asked)")
    }
  }

  @Test func rotationToLandscapeAndBackAsksForEachSizeOnce() {
    var sizes = CarouselPictureSizes()
    let landscape = CarouselPixelSize(width: 2532, height: 844)
    #expect(sizes.size(forSlotPixels: banner) == banner)
    #expect(sizes.size(forSlotPixels: landscape) == landscape)
    // Back in portrait the first size serves again (it is remembered)
    #expect(sizes.size(forSlotPixels: banner) == banner)
    #expect(sizes.size(forSlotPixels: landscape) == landscape)
  }

  @Test func aViewWithoutAreaAsksForNothing() {
    var sizes = CarouselPictureSizes()
    _ = sizes.size(forSlotPixels: banner)
    #expect(sizes.size(forSlotPixels: CarouselPixelSize(width: 0, height: 390)).isEmpty)
    #expect(sizes.size(forSlotPixels: CarouselPixelSize()).isEmpty)
  }

  @Test func limitsBelowOneMeanANewSizeForAnyChange() {
    for (magnification, reduction) in [(1.0, 1.0), (0.5, -3), (Double.nan, Double.nan)] {
      var sizes = CarouselPictureSizes()
      _ = sizes.size(forSlotPixels: banner)
      let larger = CarouselPixelSize(width: 1171, height: 391)
      let smaller = CarouselPixelSize(width: 1169, height: 389)
      #expect(
        sizes.size(
          forSlotPixels: banner, maximumMagnification: magnification,
          maximumReduction: reduction) == banner)
      #expect(
        sizes.size(
          forSlotPixels: larger, maximumMagnification: magnification,
          maximumReduction: reduction) == larger)
      #expect(
        sizes.size(
          forSlotPixels: smaller, maximumMagnification: magnification,
          maximumReduction: reduction) == smaller)
    }
  }

  @Test func atMostFourSizesAreRemembered() {
    var sizes = CarouselPictureSizes()
    let widths = [100, 300, 900, 2700, 8100]
    for width in widths {
      _ = sizes.size(forSlotPixels: CarouselPixelSize(width: width, height: width))
    }
    // The oldest was forgotten: asking for it again is a new size, the newest still serve
    #expect(sizes.size(forSlotPixels: CarouselPixelSize(width: 110, height: 110)).width == 110)
    #expect(sizes.size(forSlotPixels: CarouselPixelSize(width: 8000, height: 8000)).width == 8100)
  }
}
