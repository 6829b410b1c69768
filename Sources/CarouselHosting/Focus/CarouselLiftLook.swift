import CarouselCore

/// The focused look of a slide on tvOS (the UIKit carousel's cards), as values: the lifted
/// card grows and casts a shadow, its picture moves a little with the thumb on the remote's
/// touch surface (parallax) inside the card, and it rises above its neighbours. An app's own
/// view only lifts: its content may hold text or controls that must not drift.
///
/// ```swift
/// let look = CarouselLiftLook(isLifted: true, showsAppView: false)
/// card.transform = CGAffineTransform(scaleX: look.scale, y: look.scale)
/// ```
package struct CarouselLiftLook: Hashable, Sendable {
  /// How much a lifted card grows.
  package static let liftedScale = 1.06
  /// How far a lifted picture moves each way with the thumb, in points.
  package static let parallaxDistance = 12.0
  /// How far above its neighbours the lifted slide rises (added to its z order).
  package static let liftedElevation = 1_000.0

  /// The card's scale.
  package let scale: Double
  /// The opacity of the card's shadow.
  package let shadowOpacity: Double
  /// How far the picture moves each way with the thumb, or nil for no parallax (it then
  /// fills the card exactly).
  package let parallax: Double?

  /// The look of a slide.
  ///
  /// - Parameters:
  ///   - isLifted: Whether the focus rests on it.
  ///   - showsAppView: Whether it shows an app's own view rather than a picture.
  package init(isLifted: Bool, showsAppView: Bool) {
    scale = isLifted ? Self.liftedScale : 1
    shadowOpacity = isLifted ? 0.45 : 0
    parallax = isLifted && !showsAppView ? Self.parallaxDistance : nil
  }

  /// How far the picture reaches past the card on each side: as far as it may move.
  package var pictureOverscan: Double { parallax ?? 0 }

  /// The z position of a slot's view: its z order, and above its neighbours when lifted.
  ///
  /// - Parameters:
  ///   - slot: The slot.
  ///   - focus: The frame's focus.
  package static func zPosition(of slot: CarouselFrame.Slot, focus: CarouselFrame.Focus)
    -> Double
  {
    Double(slot.zIndex) + (slot.id == focus.liftedSlotID ? liftedElevation : 0)
  }
}
