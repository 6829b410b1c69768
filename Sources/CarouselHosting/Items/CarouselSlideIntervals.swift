import CarouselCore

/// The times on screen that slides of a SwiftUI carousel give themselves
/// (`.autoAdvanceInterval(_:)` on a slide's view), by the identity of their item, as the
/// engine's ``/CarouselCore/CarouselConfiguration/itemIntervals``. A slide says its time
/// when it is drawn, which is before its item becomes current (the slides beside the
/// current one are drawn too); an item whose slide said nothing takes the carousel's
/// interval.
///
/// ```swift
/// var intervals = CarouselSlideIntervals()
/// if intervals.set(8, forIdentity: banner.id) {
///   configuration.itemIntervals = intervals.intervals(for: identities)
/// }
/// ```
package struct CarouselSlideIntervals {
  /// The times said, by item identity.
  private var byIdentity: [AnyHashable: Double] = [:]

  /// No times said.
  package init() {}

  /// A slide said its time, or (nil) that it has none of its own.
  ///
  /// - Parameters:
  ///   - seconds: The time, or nil.
  ///   - identity: The identity of the slide's item, or nil when the data no longer has it
  ///     (nothing changes).
  /// - Returns: Whether anything changed.
  package mutating func set(_ seconds: Double?, forIdentity identity: AnyHashable?) -> Bool {
    guard let identity, byIdentity[identity] != seconds else { return false }
    byIdentity[identity] = seconds
    return true
  }

  /// A configuration with the slides' own times over its own per-item intervals (an item
  /// whose slide said none keeps the configuration's).
  ///
  /// - Parameters:
  ///   - configuration: The carousel's configuration.
  ///   - itemIntervals: The slides' own times (``intervals(for:)``).
  package static func configuration(
    _ configuration: CarouselConfiguration, itemIntervals: [Double?]
  ) -> CarouselConfiguration {
    var merged = configuration
    let count = max(configuration.itemIntervals.count, itemIntervals.count)
    merged.itemIntervals = (0..<count).map { index in
      itemIntervals.carouselElement(atOffset: index).flatMap { $0 }
        ?? configuration.itemIntervals.carouselElement(atOffset: index).flatMap { $0 }
    }
    return merged
  }

  /// The items' own times, in the order of their identities: nil for an item whose slide
  /// said none; no trailing nils (an empty list when no slide said a time).
  ///
  /// - Parameter identities: The items' identities, in order.
  package func intervals(for identities: [AnyHashable]) -> [Double?] {
    var intervals = identities.map { byIdentity[$0] }
    while let last = intervals.last, last == nil { intervals.removeLast() }
    return intervals
  }
}
