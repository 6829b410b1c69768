import Testing

@testable import CarouselImages

/// When a resized slot keeps its image.
@Suite struct ImageResizePolicyTests {
  let policy = ImageResizePolicy()
  let banner = PixelSize(width: 1170, height: 390)

  @Test func aFullWidthBannerWhoseHeightCollapsesKeepsItsImage() {
    // The width still sets the aspect-fill scale: drawn at 1
    for height in stride(from: 390, through: 1, by: -1) {
      let slot = PixelSize(width: 1170, height: height)
      #expect(policy.accepts(banner, for: slot, contentMode: .aspectFill), "\(slot)")
    }
  }

  @Test func theBandIsFifteenPercentLargerAndTwiceSmaller() {
    // Uniform resizes, in both content modes
    for contentMode in [ImageRequest.ContentMode.aspectFill, .aspectFit] {
      for percent in 40...130 {
        let slot = PixelSize(width: 1000 * percent / 100, height: 500 * percent / 100)
        let accepted = policy.accepts(
          PixelSize(width: 1000, height: 500), for: slot, contentMode: contentMode)
        #expect(accepted == (50...115).contains(percent), "\(percent)% \(contentMode)")
      }
    }
  }

  @Test func rotationToLandscapeNeedsASharperImageAndBackASmallerOne() {
    let landscape = PixelSize(width: 2532, height: 844)
    #expect(!policy.accepts(banner, for: landscape, contentMode: .aspectFill))
    #expect(!policy.accepts(landscape, for: banner, contentMode: .aspectFill))
  }

  @Test func fillUsesTheLargerAxisRatioAndFitTheSmaller() {
    // A slot twice as tall and as wide as before
    let decoded = PixelSize(width: 1000, height: 500)
    let taller = PixelSize(width: 1000, height: 1000)
    #expect(ImageResizePolicy.scale(from: decoded, to: taller, contentMode: .aspectFill) == 2)
    #expect(ImageResizePolicy.scale(from: decoded, to: taller, contentMode: .aspectFit) == 1)
    #expect(!policy.accepts(decoded, for: taller, contentMode: .aspectFill))
    #expect(policy.accepts(decoded, for: taller, contentMode: .aspectFit))
  }

  @Test func sizesWithoutAreaMatchOnlyThemselves() {
    let empty = PixelSize(width: 0, height: 390)
    #expect(ImageResizePolicy.scale(from: banner, to: empty, contentMode: .aspectFill) == nil)
    #expect(!policy.accepts(banner, for: empty, contentMode: .aspectFill))
    #expect(!policy.accepts(empty, for: banner, contentMode: .aspectFill))
    #expect(policy.accepts(empty, for: empty, contentMode: .aspectFill))
  }

  @Test func limitsBelowOneMeanANewImageForAnyChangeOfScale() {
    for strict in [
      ImageResizePolicy(maximumMagnification: 1, maximumReduction: 1),
      ImageResizePolicy(maximumMagnification: 0.5, maximumReduction: -3),
      ImageResizePolicy(maximumMagnification: .nan, maximumReduction: .nan),
    ] {
      #expect(strict.accepts(banner, for: banner, contentMode: .aspectFill))
      #expect(
        !strict.accepts(banner, for: PixelSize(width: 1171, height: 391), contentMode: .aspectFill))
      #expect(
        !strict.accepts(banner, for: PixelSize(width: 1169, height: 389), contentMode: .aspectFill))
    }
  }
}
