/// Keeps one host view per live slot id, so a front end reuses its views with no logic of
/// its own: three views for a full-page carousel of any length.
///
/// ```swift
/// var views = CarouselSlotViews<UIImageView>()
/// views.update(
///   with: engine.slots,
///   contentVersion: engine.contentVersion,
///   make: { _ in UIImageView() },
///   prepare: { view, slot in view.image = images[slot.itemIndex] },  // item changed
///   place: { view, slot in view.frame = CGRect(slot.frame) },       // every frame
///   retire: { view in view.removeFromSuperview() })
/// ```
public struct CarouselSlotViews<View> {
  private var entries: [Entry] = []

  private struct Entry {
    var slotID: Int
    var itemIndex: Int
    var contentVersion: Int
    var view: View
  }

  /// Creates an empty set of views.
  public init() {}

  /// The number of views alive.
  public var count: Int { entries.count }

  /// The view for a slot id, if one is alive.
  public func view(forSlotID id: Int) -> View? {
    entries.first { $0.slotID == id }?.view
  }

  /// Brings the views in line with the engine's slots.
  ///
  /// - Parameters:
  ///   - slots: The engine's live slots.
  ///   - contentVersion: The engine's ``CarouselEngine/contentVersion``: after a reload every
  ///     view is prepared again, even where a slot kept its item index.
  ///   - make: Creates a view for a slot id that has none.
  ///   - prepare: Binds a view to an item; called only when a slot's item changed (a new
  ///     slot, a recycled id, or a reload), never on every frame.
  ///   - place: Positions a view; called for every slot on every update.
  ///   - retire: Called with the view of each slot id that is no longer alive.
  /// - Complexity: O(s^2) for s live slots (s is small: visible + 2).
  public mutating func update(
    with slots: [CarouselSlot],
    contentVersion: Int = 0,
    make: (CarouselSlot) -> View,
    prepare: (View, CarouselSlot) -> Void,
    place: (View, CarouselSlot) -> Void,
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
        if entries[existing].itemIndex != slot.itemIndex
          || entries[existing].contentVersion != contentVersion
        {
          entries[existing].itemIndex = slot.itemIndex
          entries[existing].contentVersion = contentVersion
          prepare(entries[existing].view, slot)
        }
        place(entries[existing].view, slot)
      } else {
        let view = make(slot)
        entries.append(
          Entry(
            slotID: slot.id, itemIndex: slot.itemIndex, contentVersion: contentVersion, view: view))
        prepare(view, slot)
        place(view, slot)
      }
    }
  }

  /// Forgets every view (after a reload the host may prefer to rebind all of them), calling
  /// `retire` for each.
  public mutating func removeAll(retire: (View) -> Void) {
    for entry in entries { retire(entry.view) }
    entries.removeAll()
  }
}
