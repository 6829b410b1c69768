/// Views of several kinds for the slots of a carousel that shows different item layouts (a
/// picture banner, a video teaser, a text card): each slot gets back a view of the kind its
/// new item needs, its own when it already has one of that kind, else one another slot
/// gave up, so a view is configured again rather than made again.
///
/// ```swift
/// var pool = CarouselReusePool<UIView>()
/// let reusable = pool.exchange(current: slot.view, currentKind: slot.kind, for: "video")
/// slot.view = dataSource.view(for: item, reusing: reusable)
/// ```
///
/// Views are kept per kind up to a bound, so a carousel that once showed many kinds holds
/// few spare views.
package struct CarouselReusePool<View> {
  /// The most spare views kept of each kind.
  package let capacityPerKind: Int
  private var spares: [String: [View]] = [:]

  /// Creates an empty pool.
  ///
  /// - Parameter capacityPerKind: The most spare views kept of each kind (2 by default:
  ///   a slot's neighbours).
  package init(capacityPerKind: Int = 2) {
    self.capacityPerKind = max(0, capacityPerKind)
  }

  /// The number of spare views of a kind.
  package func count(ofKind kind: String) -> Int { spares[kind]?.count ?? 0 }

  /// The view to hand a slot whose item needs `kind`: the slot's current view when it is of
  /// that kind; otherwise a spare of that kind (or nil: make a new one), the current view
  /// going to the spares of its own kind.
  ///
  /// - Parameters:
  ///   - current: The view the slot shows now, if any.
  ///   - currentKind: Its kind.
  ///   - kind: The kind the slot's new item needs.
  /// - Returns: A view of `kind` to configure, or nil.
  package mutating func exchange(current: View?, currentKind: String?, for kind: String) -> View? {
    if let current, currentKind == kind { return current }
    if let current, let currentKind { retire(current, kind: currentKind) }
    return spares[kind]?.popLast()
  }

  /// Keeps a view no slot shows any more, for a later slot of its kind (dropped beyond the
  /// capacity).
  package mutating func retire(_ view: View, kind: String) {
    guard count(ofKind: kind) < capacityPerKind else { return }
    spares[kind, default: []].append(view)
  }

  /// Drops every spare view.
  package mutating func removeAll() {
    spares.removeAll()
  }
}
