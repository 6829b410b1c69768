#if os(tvOS)
  import CarouselHosting
  import UIKit

  // The focused look of tvOS cards (CarouselLiftLook), drawn on the slot the machine lifts.
  extension CarouselSlotView {
    /// Whether the card shows the focused look.
    var isLifted: Bool { !cardView.transform.isIdentity }

    /// Shows the focused look or takes it off.
    ///
    /// - Parameter animate: Runs the changes in an animation (the focus update's, or one
    ///   of the carousel's own).
    func setLifted(_ lifted: Bool, animate: (@escaping () -> Void) -> Void) {
      let look = CarouselLiftLook(isLifted: lifted, showsAppView: customView != nil)
      pictureOverscan = CGFloat(look.pictureOverscan)
      imageView.motionEffects = look.parallax.map { [Self.parallax(distance: $0)] } ?? []
      layer.shadowColor = UIColor.black.cgColor
      layer.shadowRadius = 22
      layer.shadowOffset = CGSize(width: 0, height: 16)
      updateLiftShadowPath()
      let scale = CGFloat(look.scale)
      animate { [self] in
        cardView.transform = CGAffineTransform(scaleX: scale, y: scale)
        layer.shadowOpacity = Float(look.shadowOpacity)
      }
    }

    /// The picture moving with the thumb, as far as `distance` each way.
    private static func parallax(distance: Double) -> UIMotionEffect {
      let horizontal = UIInterpolatingMotionEffect(
        keyPath: "center.x", type: .tiltAlongHorizontalAxis)
      horizontal.minimumRelativeValue = -distance
      horizontal.maximumRelativeValue = distance
      let vertical = UIInterpolatingMotionEffect(
        keyPath: "center.y", type: .tiltAlongVerticalAxis)
      vertical.minimumRelativeValue = -distance
      vertical.maximumRelativeValue = distance
      let group = UIMotionEffectGroup()
      group.motionEffects = [horizontal, vertical]
      return group
    }

    /// The lifted card's shadow follows its size.
    func updateLiftShadowPath() {
      let grow = (CGFloat(CarouselLiftLook.liftedScale) - 1) / 2
      layer.shadowPath =
        UIBezierPath(
          rect: bounds.insetBy(dx: -bounds.width * grow, dy: -bounds.height * grow)
        ).cgPath
    }
  }
#endif
