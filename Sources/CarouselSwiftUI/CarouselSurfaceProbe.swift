#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import CarouselCore
  import CarouselHosting
  import SwiftUI
  import UIKit

  /// An invisible UIKit view behind a SwiftUI carousel, the size of it, for what SwiftUI
  /// cannot tell or do on its own:
  ///
  /// - **Scrolled out of sight.** `onAppear` and `onDisappear` do not fire in a plain
  ///   `ScrollView`; the probe follows every enclosing scroll view
  ///   (``CarouselScrollVisibilityObserver``) and tells the driver when none of the carousel
  ///   is on screen, and what part is, for impressions.
  /// - **Lists and scroll views keep still while the finger drives the carousel**, as nested
  ///   UIKit scroll views do. SwiftUI gestures cannot fail on direction, and the carousel's
  ///   drag has to be simultaneous with the list's (an exclusive one stops the list from
  ///   scrolling at all on iOS 18), so a diagonal swipe would move both. The probe adds a pan
  ///   recognizer to the nearest enclosing scroll view that begins only for pans that start
  ///   on the carousel and run along its axis (``CarouselGestureRules``); the scroll view's
  ///   own pan waits for it to fail.
  struct CarouselSurfaceProbe: UIViewRepresentable {
    let driver: CarouselDriver
    let axis: CarouselAxis
    let isInteractive: Bool
    /// Receives the probe, so the host can ask it what part of the carousel is on screen.
    let attach: @MainActor (ProbeView) -> Void

    func makeUIView(context: Context) -> ProbeView {
      let view = ProbeView()
      view.isUserInteractionEnabled = false
      update(view)
      attach(view)
      return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {
      update(view)
    }

    private func update(_ view: ProbeView) {
      view.driver = driver
      view.axis = axis
      view.isInteractive = isInteractive
    }

    @MainActor
    final class ProbeView: UIView, UIGestureRecognizerDelegate {
      weak var driver: CarouselDriver?
      var axis: CarouselAxis = .horizontal
      var isInteractive = false {
        didSet { if isInteractive != oldValue { reinstall() } }
      }
      private var recognizer: UIPanGestureRecognizer?
      private lazy var scrollObserver = CarouselScrollVisibilityObserver { [weak self] in
        self?.updateScrolledOutOfSight()
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        reinstall()
        scrollObserver.attach(to: self)
        updateScrolledOutOfSight()
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        updateScrolledOutOfSight()
      }

      private func updateScrolledOutOfSight() {
        guard let driver, window != nil else { return }
        let outOfSight = carouselVisibleRect() == nil
        if driver.hostState.isScrolledOutOfSight != outOfSight {
          driver.hostState.isScrolledOutOfSight = outOfSight
        }
      }

      private func reinstall() {
        if let recognizer {
          recognizer.view?.removeGestureRecognizer(recognizer)
          self.recognizer = nil
        }
        guard isInteractive, window != nil else { return }
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

      /// Only touches that land on the carousel concern the recognizer.
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

      /// The carousel's own drag (a SwiftUI gesture) runs alongside; the scroll view's pan
      /// waits instead.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        otherGestureRecognizer !== (recognizer?.view as? UIScrollView)?.panGestureRecognizer
      }
    }
  }
#endif
