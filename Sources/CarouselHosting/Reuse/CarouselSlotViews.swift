import CarouselCore

/// Keeps one view per live slot id of a frame, so a front end reuses its views with no logic
/// of its own: three views for a full-page carousel of any length.
///
/// ```swift
/// var views = CarouselSlotViews<UIImageView>()
/// views.update(
///   with: frame.slots,
///   make: { _ in UIImageView() },
///   prepare: { view, slot in view.image = images[slot.item] },   // item changed
///   place: { view, slot in view.frame = CGRect(slot.frame) },    // every frame
///   retire: { view in view.removeFromSuperview() })
/// ```
package struct CarouselSlotViews<View> {
  private var entries: [Entry] = []

  private struct Entry {
    var slotID: Int
    var item: Int
    var contentVersion: Int
    var view: View
  }

  /// Creates an empty set of views.
  package init() {}

  /// The number of views alive.
  package var count: Int { entries.count }

  /// The view for a slot id, if one is alive.
  package func view(forSlotID id: Int) -> View? {
    entries.first { $0.slotID == id }?.view
  }

  /// Every view alive, with the slot id and item it shows.
  package var views: [(slotID: Int, item: Int, view: View)] {
    entries.map { ($0.slotID, $0.item, $0.view) }
  }

  /// Brings the views in line with a frame's slots.
  ///
  /// - Parameters:
  ///   - slots: The frame's live slots.
  ///   - make: Creates a view for a slot id that has none.
  ///   - prepare: Binds a view to an item; called only when a slot's item changed (a new
  ///     slot, a recycled id, or a reload: the slot's content version), never on every frame.
  ///   - place: Positions a view; called for every slot on every update.
  ///   - retire: Called with the view of each slot id that is no longer alive.
  /// - Complexity: O(s^2) for s live slots (s is small: visible + 2).
  package mutating func update(
    with slots: [CarouselFrame.Slot],
    make: (CarouselFrame.Slot) -> View,
    prepare: (View, CarouselFrame.Slot) -> Void,
    place: (View, CarouselFrame.Slot) -> Void,
    retire: (View) -> Void
  ) {
    var index = 0
    while index < entries.count {
      let id = entries[index].slotID
      if slots.contains(where: { $0.id == id }) {
        index += 1
      } else {
        retire(entries[index].view)
        entries.remove(at: index)
      }
    }
    for slot in slots {
      if let existing = entries.firstIndex(where: { $0.slotID == slot.id }) {
        if entries[existing].item != slot.item
          || entries[existing].contentVersion != slot.contentVersion
        {
          entries[existing].item = slot.item
          entries[existing].contentVersion = slot.contentVersion
          prepare(entries[existing].view, slot)
        }
        place(entries[existing].view, slot)
      } else {
        let view = make(slot)
        entries.append(
          Entry(
            slotID: slot.id, item: slot.item, contentVersion: slot.contentVersion, view: view))
        prepare(view, slot)
        place(view, slot)
      }
    }
  }

  /// Forgets every view, calling `retire` for each.
  package mutating func removeAll(retire: (View) -> Void) {
    for entry in entries { retire(entry.view) }
    entries.removeAll()
  }
}
