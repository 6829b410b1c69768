import CarouselCore
import Testing

@testable import CarouselHosting

/// What a marquee loops, and at what length, for both Apple marquees.
@Suite struct MarqueeRowTests {
  private let banner = CarouselSize(width: 390, height: 130)

  @Test func noPictureLoopsNothingAndAPictureLoopsOnce() {
    #expect(MarqueeRow(pictureSize: nil).count == 0)
    #expect(MarqueeRow(pictureSize: nil).loopedCount(viewport: banner, axis: .horizontal) == 0)
    let picture = MarqueeRow(pictureSize: CarouselSize(width: 1200, height: 400))
    #expect(picture.count == 1)
    #expect(picture.loopedCount(viewport: banner, axis: .horizontal) == 1)
  }

  @Test func aNegativeCountIsNone() {
    #expect(MarqueeRow(count: -3, length: .points(100)).count == 0)
  }

  @Test func aPictureFillsTheMarqueeAcrossTheAxisInItsOwnProportions() {
    let picture = MarqueeRow(pictureSize: CarouselSize(width: 1200, height: 400))
    // 3:1 at 130 points high: 390 points long; drifting up in a 390-point-wide marquee: 130
    #expect(picture.itemLength(viewport: banner, axis: .horizontal) == 390)
    #expect(picture.itemLength(viewport: banner, axis: .vertical) == 130)
    let ratio = MarqueeRow(count: 1, length: .aspectRatio(2))
    #expect(ratio.itemLength(viewport: banner, axis: .horizontal) == 260)
  }

  @Test func nothingLoopsBeforeThePicturesLengthCanBeKnown() {
    let picture = MarqueeRow(pictureSize: CarouselSize(width: 1200, height: 400))
    // Before the marquee has a size
    #expect(picture.itemLength(viewport: .zero, axis: .horizontal) == nil)
    #expect(picture.loopedCount(viewport: .zero, axis: .horizontal) == 0)
    // A natural size not measured yet, then measured
    let natural = MarqueeRow(count: 1, length: .natural)
    #expect(natural.measuresNaturalSize)
    #expect(!picture.measuresNaturalSize)
    #expect(natural.loopedCount(viewport: banner, axis: .horizontal) == 0)
    let measured = CarouselSize(width: 600, height: 300)
    #expect(natural.loopedCount(viewport: banner, axis: .horizontal, naturalSize: measured) == 1)
    #expect(natural.itemLength(viewport: banner, axis: .horizontal, naturalSize: measured) == 260)
  }

  @Test func aLengthInPointsThatIsNoLengthLoopsNothing() {
    for points in [0, -5, Double.nan, .infinity] {
      let row = MarqueeRow(count: 4, length: .points(points))
      #expect(row.itemLength(viewport: banner, axis: .horizontal) == nil)
      #expect(row.loopedCount(viewport: banner, axis: .horizontal) == 0)
    }
    #expect(
      MarqueeRow(count: 4, length: .points(120)).loopedCount(
        viewport: .zero, axis: .horizontal) == 4)
  }

  @Test func theConfigurationCarriesTheLengthSpacingSpeedAxisAndDirection() {
    let picture = MarqueeRow(pictureSize: CarouselSize(width: 1200, height: 400))
    let configuration = picture.configuration(
      viewport: banner, spacing: 8, speed: -20, axis: .vertical, isRightToLeft: true)
    #expect(configuration.itemLength == .points(130))
    #expect(configuration.interitemSpacing == 8)
    #expect(configuration.axis == .vertical)
    #expect(configuration.layoutDirection == .rightToLeft)
    #expect(
      configuration
        == MarqueeLayout.configuration(
          itemLength: 130, spacing: 8, speed: -20, axis: .vertical, isRightToLeft: true))
    // A picture's length is one point until it can be known
    #expect(
      picture.configuration(viewport: .zero, spacing: 0, speed: 20, axis: .horizontal)
        .itemLength == .points(1))
    // A length in points goes as given, even one that is no length
    let degenerate = MarqueeRow(count: 2, length: .points(0))
    #expect(
      degenerate.configuration(viewport: banner, spacing: 0, speed: 20, axis: .horizontal)
        .itemLength == .points(0))
  }
}
