import CarouselCore

/// Where each of the machine's events goes in an app: the one mapping from
/// ``/CarouselCore/CarouselEvent`` to a view's callbacks, for every Apple view. An event with
/// no item (the carousel became empty) reaches no item callback.
///
/// ```swift
/// var router = CarouselEventRouter()
/// router.itemSelected = { [weak self] index in self?.onSelect?(index) }
/// router.deliver(event)
/// ```
@MainActor
package struct CarouselEventRouter {
  /// The current item changed.
  package var currentIndexChanged: ((Int) -> Void)?
  /// The user chose an item.
  package var itemSelected: ((Int) -> Void)?
  /// The content moved to a continuous position.
  package var scrolled: ((Double) -> Void)?
  /// The content came to rest on an item.
  package var scrollingEnded: ((Int) -> Void)?
  /// A programmatic move arrived at its item.
  package var scrollAnimationEnded: ((Int) -> Void)?
  /// An item made a viewable impression.
  package var impression: ((CarouselImpression) -> Void)?
  /// Something to tell the screen reader.
  package var announcement: ((String) -> Void)?
  /// The index the app knows for an item the engine names (the data may have changed since
  /// the engine laid it out), or nil when the app's data no longer has it: the event about it
  /// then reaches no callback. Without it, the engine's index.
  package var itemIndex: ((Int) -> Int?)?

  /// No callbacks.
  package init() {}

  /// Hands an event to its callback.
  package func deliver(_ event: CarouselEvent) {
    switch event {
    case .currentIndexChanged(let index): appIndex(index).map { currentIndexChanged?($0) }
    case .itemSelected(let index): appIndex(index).map { itemSelected?($0) }
    case .scrolled(let position): scrolled?(position)
    case .scrollingEnded(let index): appIndex(index).map { scrollingEnded?($0) }
    case .scrollAnimationEnded(let index): appIndex(index).map { scrollAnimationEnded?($0) }
    case .impression(let impression): self.impression?(impression)
    case .announcement(let text): announcement?(text)
    case .autoAdvanceChanged: break
    }
  }

  /// The app's index of an engine's item, if it has one.
  private func appIndex(_ index: Int?) -> Int? {
    guard let index else { return nil }
    return itemIndex.map { $0(index) } ?? index
  }
}
