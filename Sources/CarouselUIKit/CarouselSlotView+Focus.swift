#if os(tvOS)
  import UIKit

  // The focused look of tvOS cards, drawn on the slot the machine lifts: the card grows and
  // casts a shadow, and a picture moves a little with the thumb on the remote's touch surface
  // (parallax) inside the card. An app's own view only lifts: its content may hold text or
  // controls that must not drift.
  extension CarouselSlotView {
    /// How much a lifted card grows.
    static let liftScale: CGFloat = 1.06
    /// How far a lifted picture moves each way with the thumb, in points.
    static let parallaxDistance: CGFloat = 12

    /// Whether the card shows the focused look.
    var isLifted: Bool { !cardView.transform.isIdentity }

    /// Shows the focused look or takes it off.
    ///
    /// - Parameter animate: Runs the changes in an animation (the focus update's, or one
    ///   of the carousel's own).
    func setLifted(_ lifted: Bool, animate: (@escaping () -> Void) -> Void) {
      let parallax = lifted && customView == nil
      pictureOverscan = parallax ? Self.parallaxDistance : 0
      imageView.motionEffects.forEach(imageView.removeMotionEffect)
      if parallax {
        let horizontal = UIInterpolatingMotionEffect(
          keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -Self.parallaxDistance
        horizontal.maximumRelativeValue = Self.parallaxDistance
        let vertical = UIInterpolatingMotionEffect(
          keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -Self.parallaxDistance
        vertical.maximumRelativeValue = Self.parallaxDistance
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        imageView.addMotionEffect(group)
      }
      layer.shadowColor = UIColor.black.cgColor
      layer.shadowRadius = 22
      layer.shadowOffset = CGSize(width: 0, height: 16)
      updateLiftShadowPath()
      let scale = lifted ? Self.liftScale : 1
      animate { [self] in
        cardView.transform = CGAffineTransform(scaleX: scale, y: scale)
        layer.shadowOpacity = lifted ? 0.45 : 0
      }
    }

    /// The lifted card's shadow follows its size.
    func updateLiftShadowPath() {
      let grow = (Self.liftScale - 1) / 2
      layer.shadowPath =
        UIBezierPath(
          rect: bounds.insetBy(dx: -bounds.width * grow, dy: -bounds.height * grow)
        ).cgPath
    }
  }
#endif
