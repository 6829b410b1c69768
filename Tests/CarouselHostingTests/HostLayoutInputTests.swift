import CarouselCore
import Testing

@testable import CarouselHosting

/// What a SwiftUI carousel reads from its layout into the machine: the safe area by leading
/// and trailing edges, the indicator it asks for, and a press reported as a point.
@MainActor
@Suite struct HostLayoutInputTests {
  @Test func leadingAndTrailingInsetsAreLeftAndRightOrTheOtherWayRound() {
    let leftToRight = CarouselInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4, isRightToLeft: false)
    #expect(leftToRight == CarouselInsets(top: 1, left: 2, bottom: 3, right: 4))
    let rightToLeft = CarouselInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4, isRightToLeft: true)
    #expect(rightToLeft == CarouselInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test func theIndicatorIsNoneTheAppsViewAtItsSizeOrTheDots() {
    let style = PageIndicatorStyle.dots
    let size = CarouselSize(width: 80, height: 20)
    #expect(CarouselHostMachine.Indicator(style: nil, customSize: nil) == .none)
    #expect(CarouselHostMachine.Indicator(style: nil, customSize: size) == .none)
    #expect(CarouselHostMachine.Indicator(style: style, customSize: nil) == .dots(style))
    #expect(
      CarouselHostMachine.Indicator(style: style, customSize: size)
        == .custom(style, size: size))
    // Not measured yet: a custom indicator of no size, placed once measured
    #expect(
      CarouselHostMachine.Indicator(style: style, customSize: .zero)
        == .custom(style, size: .zero))
  }

  @Test func aPressReportedAsAPointGoesDownThereAndItsEndWithoutAReleaseCancels() {
    // Given a banner and a finger pressing on it, as SwiftUI reports a press
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.pointerPressChanged(to: CarouselPoint(x: 300, y: 60), kind: .touch)
    host.driver.pointerMove(to: CarouselPoint(x: 200, y: 60))
    ticker.run(for: 0.1)
    #expect(host.driver.engine.position != 0)
    // When the system takes the press (no release came)
    host.driver.pointerPressChanged(to: nil, kind: .touch)
    ticker.run(for: 2)
    // Then the drag settles back without momentum and selects nothing
    #expect(host.driver.engine.currentIndex == 0)
    #expect(host.selections.isEmpty)
  }

  @Test func aPressThatEndsWithAReleaseFirstIsATap() {
    let (host, ticker) = makeBanner(interval: nil)
    host.driver.pointerPressChanged(to: CarouselPoint(x: 200, y: 60), kind: .touch)
    host.driver.pointerUp(at: CarouselPoint(x: 200, y: 60))
    host.driver.pointerPressChanged(to: nil, kind: .touch)
    ticker.run(for: 0.5)
    #expect(host.selections == [0])
  }
}
