/// Finds an item of the list a view holds now from an index into the list the engine last
/// laid out: the two differ for a moment whenever the app changes the data.
///
/// A declarative view (SwiftUI) is handed the new data before it can tell the engine, and
/// draws the engine's slots, whose item indices still refer to the old list, in between. An
/// index into the old list can be past the end of the new one (5 banners refreshed to 3, or
/// to none) or name another item; the lookup goes by identity instead, so every slot shows
/// the item it showed, and slots whose item is gone show nothing until the engine reloads.
///
/// ```swift
/// let lookup = CarouselItemLookup(laidOut: frame.identities, current: data.map(\.id))
/// if let index = lookup.currentIndex(forLaidOutIndex: slot.itemIndex) {
///   content(data[index])
/// }
/// ```
package struct CarouselItemLookup<ID: Hashable> {
  private let laidOutCount: Int
  private let laidOut: [ID]
  private let current: [ID]
  /// The first position of each identity in `current`, when the lists differ.
  private let positions: [ID: Int]?

  /// Creates a lookup.
  ///
  /// - Parameters:
  ///   - laidOut: The identities the engine's item indices refer to.
  ///   - current: The identities of the data the view holds now.
  /// - Complexity: O(1) when the lists share storage, else O(n).
  package init(laidOut: [ID], current: [ID]) {
    self.laidOut = laidOut
    self.current = current
    laidOutCount = laidOut.count
    if laidOut == current {
      positions = nil
    } else {
      var positions: [ID: Int] = [:]
      positions.reserveCapacity(current.count)
      for (index, identity) in current.enumerated() where positions[identity] == nil {
        positions[identity] = index
      }
      self.positions = positions
    }
  }

  /// The index in the current list of the item at `index` of the laid-out list, or nil when
  /// that item is no longer in the data (or the index is out of range).
  package func currentIndex(forLaidOutIndex index: Int) -> Int? {
    guard (0..<laidOutCount).contains(index) else { return nil }
    guard let positions else { return index }
    let identity = laidOut[index]
    // The same place first: duplicate identities keep their own positions.
    if current.indices.contains(index), current[index] == identity { return index }
    return positions[identity]
  }
}
