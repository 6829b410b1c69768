import CarouselCore
import Foundation
import Testing

@testable import CarouselHosting

/// The Apple views speak the user's languages by default.
@Suite struct CurrentStringsTests {
  @Test func currentFollowsTheSystemLanguages() {
    #expect(
      CarouselAccessibilityStrings.current
        == CarouselAccessibilityStrings(localizedFor: Locale.preferredLanguages))
  }

  @MainActor
  @Test func aDriverSpeaksTheCurrentLanguagesByDefault() {
    let driver = CarouselDriver(itemCount: 3, ticker: FakeTicker())
    #expect(driver.host.strings == CarouselAccessibilityStrings.current)
  }
}
