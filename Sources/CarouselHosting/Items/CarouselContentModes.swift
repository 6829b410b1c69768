import CarouselCore

/// How the pictures of a view's items fill their slots, in the platform's own modes (UIKit's
/// `UIView.ContentMode`, SwiftUI's `ContentMode`): one mode for every item, or one per item
/// where items differ; and how pictures are decoded for them.
///
/// ```swift
/// let modes = CarouselContentModes(common: .scaleAspectFill, perItem: [.scaleAspectFit],
///                                  fit: .scaleAspectFit)
/// modes.mode(ofItem: 0)   // .scaleAspectFit
/// modes.mode(ofItem: 1)   // .scaleAspectFill: past the end of the list
/// modes.decodingMode      // .aspectFill: an item covers its slot
/// ```
package struct CarouselContentModes<Mode: Equatable> {
  /// The mode of items without one of their own.
  package var common: Mode
  /// Each item's mode, where items differ; items past the end use ``common``.
  package var perItem: [Mode]?
  /// The platform's mode that fits a picture inside its slot.
  package let fit: Mode

  /// Creates the modes of a view's items.
  ///
  /// - Parameters:
  ///   - common: The mode of items without one of their own.
  ///   - perItem: Each item's mode, or nil.
  ///   - fit: The platform's mode that fits a picture inside its slot.
  package init(common: Mode, perItem: [Mode]? = nil, fit: Mode) {
    self.common = common
    self.perItem = perItem
    self.fit = fit
  }

  /// An item's mode: its own, else the common one.
  package func mode(ofItem index: Int) -> Mode {
    guard let perItem, perItem.indices.contains(index) else { return common }
    return perItem[index]
  }

  /// How pictures are decoded: to fit only when every item fits; any other mode (a crop, a
  /// stretch, a centred picture) is drawn from a picture that covers its slot, so every item
  /// draws sharp.
  package var decodingMode: CarouselContentMode {
    let modes = (perItem ?? []) + [common]
    return modes.allSatisfy { $0 == fit } ? .aspectFit : .aspectFill
  }
}
