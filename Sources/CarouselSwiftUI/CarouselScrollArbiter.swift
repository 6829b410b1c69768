#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI
  import UIKit

  /// Keeps an enclosing `List` or `ScrollView` still while the finger drives the carousel,
  /// as nested UIKit scroll views do: a swipe along the carousel's axis moves only the
  /// carousel, a swipe across it only the list.
  ///
  /// SwiftUI gestures cannot fail on direction, and the carousel's drag has to be
  /// simultaneous with the list's (an exclusive drag stops the list from scrolling at all on
  /// iOS 18), so on its own a diagonal swipe would move both. This invisible view finds the
  /// nearest enclosing scroll view and adds a pan recognizer to it that only begins for pans
  /// that start on the carousel and run along its axis (``CarouselGestureRules``); the scroll
  /// view's own pan waits for it to fail. It is removed when the carousel leaves the window.
  struct CarouselScrollArbiter: UIViewRepresentable {
    let axis: CarouselAxis

    func makeUIView(context: Context) -> ArbiterView {
      let view = ArbiterView()
      view.isUserInteractionEnabled = false
      view.axis = axis
      return view
    }

    func updateUIView(_ view: ArbiterView, context: Context) {
      view.axis = axis
    }

    /// Sits behind the carousel, the size of it, and owns the recognizer it installs.
    @MainActor
    final class ArbiterView: UIView, UIGestureRecognizerDelegate {
      var axis: CarouselAxis = .horizontal
      private var recognizer: UIPanGestureRecognizer?

      override func didMoveToWindow() {
        super.didMoveToWindow()
        uninstall()
        if window != nil { install() }
      }

      private func install() {
        var ancestor = superview
        while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
        guard let scrollView = ancestor as? UIScrollView else { return }
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.cancelsTouchesInView = false
        pan.delaysTouchesBegan = false
        pan.delaysTouchesEnded = false
        pan.delegate = self
        scrollView.addGestureRecognizer(pan)
        scrollView.panGestureRecognizer.require(toFail: pan)
        recognizer = pan
      }

      private func uninstall() {
        guard let recognizer else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        self.recognizer = nil
      }

      /// Only touches that land on the carousel concern it.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
      ) -> Bool {
        bounds.contains(touch.location(in: self))
      }

      /// It begins (holding the scroll view) only for a pan along the carousel's axis.
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
      {
        guard gestureRecognizer === recognizer, let pan = recognizer else {
          return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return CarouselGestureRules.panBelongsToCarousel(
          CarouselPoint(pan.velocity(in: self)), axis: axis)
      }

      /// The carousel's own drag (a SwiftUI gesture) runs alongside.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        otherGestureRecognizer !== (recognizer?.view as? UIScrollView)?.panGestureRecognizer
      }
    }
  }
#endif
