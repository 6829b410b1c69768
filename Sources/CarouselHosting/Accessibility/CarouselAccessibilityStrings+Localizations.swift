import CarouselCore
import Foundation

extension CarouselAccessibilityStrings {
  /// The wording for the user's preferred languages, `Locale.preferredLanguages`, or English
  /// when none of them is shipped.
  ///
  /// This follows the languages the user chose for the system, not the ones the app is
  /// localized into. An app that wants its carousel to speak the app's own language
  /// passes the app's instead:
  ///
  /// ```swift
  /// carousel.accessibilityStrings = CarouselAccessibilityStrings(
  ///   localizedFor: Bundle.main.preferredLocalizations)
  /// ```
  ///
  /// Read when a carousel is created: iOS relaunches apps when the system language changes.
  package static var current: CarouselAccessibilityStrings {
    CarouselAccessibilityStrings(localizedFor: Locale.preferredLanguages)
  }
}
