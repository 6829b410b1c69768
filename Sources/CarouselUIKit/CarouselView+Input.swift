#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  // Touches, a pointer's hover and a hardware keyboard, read into the machine: it decides
  // what they do.
  extension CarouselView {
    /// Installs what reads a pointer hovering over the carousel (iPad's pointer, an Apple
    /// Pencil hovering): a hover pauses the slide show while it lasts, as on the web.
    func observeInput() {
      addGestureRecognizer(
        UIHoverGestureRecognizer(target: self, action: #selector(handleHover(_:))))
    }

    @objc func handleHover(_ recognizer: UIHoverGestureRecognizer) {
      driver.signals.isHovered = Self.state(of: recognizer).isActive
    }

    /// A key of a hardware keyboard while the carousel has focus: the arrows along its axis,
    /// Page Up and Page Down, Home and End move it as on every other front end.
    ///
    /// - Returns: Whether the carousel used the key.
    func handleKey(_ key: UIKey) -> Bool {
      guard let carouselKey = CarouselKey(hidUsage: key.keyCode.rawValue) else { return false }
      return driver.press(carouselKey)
    }

    /// Whether the pan recognizer may begin: only for travel along the carousel's axis,
    /// judged from the finger's travel so far (the rule the SwiftUI carousel and the other
    /// front ends apply, not the velocity of the last instant).
    func panShouldBegin() -> Bool {
      driver.host.takesPan(withTravel: CarouselPoint(panRecognizer.translation(in: self)))
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
      // In the slides' coordinates, which the engine's are (the page indicator's band may
      // lie beside them).
      let location = CarouselPoint(recognizer.location(in: contentView))
      let translation = CarouselPoint(recognizer.translation(in: self))
      driver.handlePan(
        recognizer: Self.state(of: recognizer), at: location, translation: translation
      ) {
        CarouselPoint(recognizer.velocity(in: self))
      }
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
      driver.handleTap(recognizer: Self.state(of: recognizer)) {
        CarouselPoint(recognizer.location(in: contentView))
      }
    }

    @objc func handleTouch(_ recognizer: CarouselTouchRecognizer) {
      driver.handleTouch(recognizer: Self.state(of: recognizer))
    }

    /// A recognizer's state, as the machine reads it.
    static func state(of recognizer: UIGestureRecognizer) -> CarouselGestureState {
      CarouselGestureState(rawValue: recognizer.state.rawValue) ?? .possible
    }
  }

  /// Reports a finger on the carousel from the moment it lands until the last one lifts,
  /// without taking the touches from anything else: the touch-down that holds the content,
  /// as a UIScrollView's does. It recognises alongside every other recognizer (the pan, the
  /// tap, an enclosing scroll view's pan) and never cancels or delays their touches.
  @MainActor
  final class CarouselTouchRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    override init(target: Any?, action: Selector?) {
      super.init(target: target, action: action)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      follow(gestureState.afterTouchesBegan())
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      follow(gestureState.afterTouchesMoved())
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      follow(
        gestureState.afterTouchesLifted(
          isLastTouch: isLastTouch(of: touches, in: event), cancelled: false))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      follow(
        gestureState.afterTouchesLifted(
          isLastTouch: isLastTouch(of: touches, in: event), cancelled: true))
    }

    /// The state as the shared rule reads it.
    private var gestureState: CarouselGestureState { CarouselView.state(of: self) }

    /// Moves to the state the shared rule gives, if any.
    private func follow(_ next: CarouselGestureState?) {
      guard let next, let new = UIGestureRecognizer.State(rawValue: next.rawValue) else { return }
      state = new
    }

    /// Whether no other finger of this gesture stays down.
    private func isLastTouch(of touches: Set<UITouch>, in event: UIEvent) -> Bool {
      let down = event.touches(for: self)?.filter { $0.phase != .ended && $0.phase != .cancelled }
      return down.map { $0.isSubset(of: touches) } ?? true
    }

    // It never stands in anyone's way.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }
  }
#endif
