/// Keeps a two-way selection binding (SwiftUI's `selection: $index`) and a carousel in step
/// without feedback loops.
///
/// The carousel writes each new current index to the binding; the binding's change handler
/// then sees those values come back, possibly late and possibly coalesced. Taking such an
/// echo for the app's request would send the carousel back to an item it has already passed
/// (0 → 2 passes 1; the echo of 1 would turn it around). The sync tells echoes from the
/// app's own changes.
///
/// ```swift
/// // The carousel's current index changed:
/// sync.didReport(index); selection = index
/// // The binding changed:
/// if sync.shouldScroll(toExternal: selection, currentIndex: engine.currentIndex) {
///   driver.scroll(to: selection, animated: true)
/// }
/// ```
package struct CarouselSelectionSync: Hashable, Sendable {
  /// The values written to the binding whose echoes have not come back yet, oldest first.
  package private(set) var pendingEchoes: [Int] = []

  /// Creates a sync with nothing pending.
  package init() {}

  /// The carousel wrote `index` to the binding.
  package mutating func didReport(_ index: Int) {
    pendingEchoes.append(index)
    if pendingEchoes.count > 64 { pendingEchoes.removeFirst(pendingEchoes.count - 64) }
  }

  /// The binding changed to `value`.
  ///
  /// - Parameters:
  ///   - value: The binding's new value.
  ///   - currentIndex: The carousel's current item.
  /// - Returns: true when this is the app's request and the carousel must scroll there;
  ///   false for echoes of what the carousel reported, and for the item already current.
  package mutating func shouldScroll(toExternal value: Int, currentIndex: Int?) -> Bool {
    if let echo = pendingEchoes.lastIndex(of: value) {
      // Its echo, and those of any earlier values coalesced into it.
      pendingEchoes.removeFirst(echo + 1)
      return false
    }
    pendingEchoes.removeAll()
    return value != currentIndex
  }

  /// The carousel came to rest: the binding holds its current index, so any echo still to
  /// come equals the current index and is harmless. Forgets the pending echoes, so that a
  /// later change of the app's to a value passed earlier is not mistaken for one.
  package mutating func didComeToRest() {
    pendingEchoes.removeAll()
  }
}
