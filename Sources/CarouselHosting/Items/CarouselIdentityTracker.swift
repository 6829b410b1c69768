/// The identities a SwiftUI carousel holds: the ones the engine laid its items out from, and
/// the data the view holds now, which may be ahead of the engine's for the moment between a
/// data change and its reload. Items the engine names are found in the current data by
/// identity (``CarouselItemLookup``).
///
/// ```swift
/// var tracker = CarouselIdentityTracker(identities: ["a", "b"])
/// let drawn = tracker.viewDidUpdate(identities: ["b", "a"])   // drawn before the reload
/// tracker.update(identities: ["b", "a"]) { driver.reload(identities: $0) }
/// ```
package struct CarouselIdentityTracker {
  /// The identities the engine's item indices refer to.
  package private(set) var identities: [AnyHashable]
  /// The identities of the data the view holds now.
  package private(set) var currentIdentities: [AnyHashable]

  /// A tracker of items laid out from these identities.
  package init(identities: [AnyHashable]) {
    self.identities = identities
    currentIdentities = identities
  }

  /// The view was updated with this data: remembered at once, so slots drawn before the
  /// engine reloads find their items by identity.
  ///
  /// - Returns: The identities to draw with: the engine's own list when nothing changed (the
  ///   same storage, so comparing them on every frame costs nothing).
  package mutating func viewDidUpdate(identities newIdentities: [AnyHashable]) -> [AnyHashable] {
    currentIdentities = newIdentities == identities ? identities : newIdentities
    return currentIdentities
  }

  /// The data changed: the engine reloads when the identities differ from its own.
  ///
  /// - Parameters:
  ///   - newIdentities: The identities of the data now.
  ///   - reload: Reloads the engine with identities (the current item stays current by
  ///     identity).
  package mutating func update(
    identities newIdentities: [AnyHashable], reload: ([AnyHashable]) -> Void
  ) {
    currentIdentities = newIdentities
    guard newIdentities != identities else { return }
    identities = newIdentities
    reload(newIdentities)
  }

  /// The index into the current data of an item the engine names, or nil when the data no
  /// longer has it.
  package func currentIndex(ofEngineItem index: Int) -> Int? {
    CarouselItemLookup(laidOut: identities, current: currentIdentities)
      .currentIndex(forLaidOutIndex: index)
  }
}
