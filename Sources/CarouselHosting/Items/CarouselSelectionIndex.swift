/// How an app's selection by identity (SwiftUI's `selection: Binding<ID?>`) reads and writes
/// as the index the machine follows: the index of the item it names, and the identity of the
/// item at an index the carousel reports.
///
/// ```swift
/// let index = CarouselSelectionIndex.index(ofIdentity: binding.wrappedValue, in: identities)
/// binding.wrappedValue = CarouselSelectionIndex.identity(
///   atIndex: reported, in: data, id: \.id, keeping: binding.wrappedValue)
/// ```
package enum CarouselSelectionIndex {
  /// The index of the item an identity names, or nil when it names none of the items (nil,
  /// or an item no longer there). The first item of a duplicated identity.
  ///
  /// - Parameters:
  ///   - identity: The selected identity, or nil.
  ///   - identities: The items' identities, in order.
  package static func index<ID: Hashable>(ofIdentity identity: ID?, in identities: [AnyHashable])
    -> Int?
  {
    identity.flatMap { identities.firstIndex(of: AnyHashable($0)) }
  }

  /// The identity of the item at an index, or the selection as it was for an index outside
  /// the items (a report about items that changed since).
  ///
  /// - Parameters:
  ///   - index: The index the carousel reports.
  ///   - data: The items.
  ///   - id: The key path of an item's identity.
  ///   - current: The selection now.
  package static func identity<Data: RandomAccessCollection, ID: Hashable>(
    atIndex index: Int, in data: Data, id: KeyPath<Data.Element, ID>, keeping current: ID?
  ) -> ID? {
    data.carouselElement(atOffset: index).map { $0[keyPath: id] } ?? current
  }
}

extension RandomAccessCollection {
  /// The element at an offset from the start, or nil outside the collection (an index
  /// reported about items that have changed since, a negative one).
  ///
  /// - Parameter offset: The offset from `startIndex`.
  package func carouselElement(atOffset offset: Int) -> Element? {
    guard offset >= 0, offset < count else { return nil }
    return self[index(startIndex, offsetBy: offset)]
  }
}
