import CarouselCore
import Testing

@testable import CarouselHosting

/// Where a UIKit slide's title sits, and the room it takes.
@Suite struct TitleBarTests {
  private let padding = CarouselTitleBar.Padding(top: 6, leading: 12, bottom: 6, trailing: 20)
  private let slide = CarouselSize(width: 390, height: 130)

  @Test func theBarRunsAlongTheBottomWithTheTextInsetByThePadding() {
    var measuredAt: [Double] = []
    let bar = CarouselTitleBar(size: slide, padding: padding, bottomInset: 10, isRightToLeft: false)
    {
      measuredAt.append($0)
      return 17.2
    }
    // The text measured at the width left; its height rounded up
    #expect(measuredAt == [358])
    #expect(bar.textFrame == CarouselRect(x: 12, y: 6, width: 358, height: 18))
    // 18 + 6 + 6 + 10 below
    #expect(bar.frame == CarouselRect(x: 0, y: 90, width: 390, height: 40))
  }

  @Test func rightToLeftMirrorsLeadingAndTrailing() {
    let bar = CarouselTitleBar(size: slide, padding: padding, bottomInset: 0, isRightToLeft: true) {
      _ in 18
    }
    #expect(bar.textFrame.origin.x == 20)
    #expect(bar.textFrame.size.width == 358)
  }

  @Test func aNarrowSlideLeavesTheTextNoWidthRatherThanANegativeOne() {
    let bar = CarouselTitleBar(
      size: CarouselSize(width: 20, height: 50), padding: padding, bottomInset: 0,
      isRightToLeft: false
    ) { _ in 0 }
    #expect(bar.textFrame.size.width == 0)
  }

  @Test func noTitleTakesNoRoomAndATitleItsMeasuredBar() {
    #expect(!CarouselTitleBar.shows(nil))
    #expect(!CarouselTitleBar.shows(""))
    #expect(CarouselTitleBar.shows("Sale"))
    var measured: [String] = []
    let height = { (title: String?) in
      CarouselTitleBar.height(of: title, width: 390, padding: padding) { text, width in
        measured.append(text)
        #expect(width == 358)
        return 20.5
      }
    }
    #expect(height(nil) == 0)
    #expect(height("") == 0)
    #expect(height("Sale") == 33)
    #expect(measured == ["Sale"])
  }
}
