#if canImport(UIKit) && !os(watchOS)
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
  ///   on the carousel and run along its axis while swiping is on
  ///   (`CarouselHostMachine.takesPan(withTravel:)`); the pans of every
  ///   enclosing scroll view (a list, and a paging `TabView` around it) wait for it to fail.
  ///   That wait is a dynamic failure requirement (the recognizer's delegate), not
  ///   `require(toFail:)`, which UIKit documents for recognizers that stay the same: the
  ///   scroll views are not the carousel's, and a requirement set on them is never undone,
  ///   one more on the list's pan each time a carousel enters the window.
  ///
  /// Whatever it learns reaches the driver from a main-actor task of its own, never from the
  /// UIKit callback itself: the probe enters its window while SwiftUI inserts it, and a
  /// list can move its content offset while SwiftUI lays it out, and the driver's update
  /// publishes the carousel's frame, which SwiftUI forbids during its own updates.
  struct CarouselSurfaceProbe: UIViewRepresentable {
    /// The carousel's model: it keeps the probe that serves it now (to ask what part of the
    /// carousel is on screen), and its driver is told what the probe sees.
    let host: CarouselModel
    let isInteractive: Bool

    func makeUIView(context: Context) -> ProbeView {
      let view = ProbeView()
      view.isUserInteractionEnabled = false
      update(view)
      return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {
      update(view)
    }

    private func update(_ view: ProbeView) {
      view.host = host
      view.isInteractive = isInteractive
      // A plain (weak) assignment, so it is safe during the update; on every update, so the
      // host always knows the probe that serves it now.
      host.probe = view
    }

    @MainActor
    final class ProbeView: UIView, UIGestureRecognizerDelegate {
      weak var host: CarouselModel? {
        didSet { if host !== oldValue { scheduleVisibilityUpdate() } }
      }
      var isInteractive = false {
        didSet { if isInteractive != oldValue { reinstall() } }
      }
      private var recognizer: UIPanGestureRecognizer?
      private var isVisibilityUpdateScheduled = false
      private lazy var scrollObserver = CarouselScrollVisibilityObserver { [weak self] in
        self?.scheduleVisibilityUpdate()
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        // Frames at the pace of the screen the carousel is on.
        if let host, host.probe === self, let ticker = host.driver.ticker as? DisplayLinkTicker {
          ticker.view = self
        }
        reinstall()
        scrollObserver.attach(to: self)
        scheduleVisibilityUpdate()
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        scheduleVisibilityUpdate()
      }

      /// Tells the driver whether any of the carousel is on screen, once, in a task of its own
      /// on the main actor (however many scroll and layout callbacks came meanwhile).
      private func scheduleVisibilityUpdate() {
        guard !isVisibilityUpdateScheduled else { return }
        isVisibilityUpdateScheduled = true
        Task { @MainActor [weak self] in
          guard let self else { return }
          self.isVisibilityUpdateScheduled = false
          self.updateScrolledOutOfSight()
        }
      }

      /// Out of any window counts as out of sight too: a list row whose disappearance SwiftUI
      /// never reports (or reports out of order) does not keep its carousel ticking. Only the
      /// probe serving the host now speaks: one SwiftUI replaced, leaving its window, says
      /// nothing about the carousel.
      private func updateScrolledOutOfSight() {
        guard let host, host.probe === self else { return }
        let driver = host.driver
        driver.signals.isScrolledOutOfSight =
          window == nil || carouselGeometricallyVisibleRect() == nil
        driver.impressionInputsDidChange()
      }

      private func reinstall() {
        if let recognizer {
          recognizer.view?.removeGestureRecognizer(recognizer)
          self.recognizer = nil
        }
        // tvOS has no touch screen: nothing to hold (the remote's focus moves the carousel).
        guard isInteractive, window != nil, Self.holdsScrollViews else { return }
        var ancestor = superview
        while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
        // On an enclosing scroll view; without one, on the navigation controller's view, for
        // iOS 26's full-screen back swipe to wait on (nothing to arbitrate otherwise).
        let holder: UIView?
        if let scrollView = ancestor as? UIScrollView {
          holder = scrollView
        } else if #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) {
          holder = backSwipeHolder
        } else {
          holder = nil
        }
        guard let holder else { return }
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.cancelsTouchesInView = false
        pan.delaysTouchesBegan = false
        pan.delaysTouchesEnded = false
        pan.delegate = self
        holder.addGestureRecognizer(pan)
        recognizer = pan
      }

      /// Whether a recognizer must wait for the probe's pan: an enclosing scroll view's pan
      /// always; iOS 26's back swipe while the carousel can move the way it goes (the host
      /// machine's decision).
      private func waitsForCarousel(_ other: UIGestureRecognizer) -> Bool {
        if isEnclosingScrollPan(other) { return true }
        guard let host, isBackSwipe(other) else { return false }
        #if os(tvOS)
          return false
        #else
          return host.driver.host.movesContent(forFingerTravel: carouselBackSwipeTravel)
        #endif
      }

      /// Whether the probe holds enclosing scroll views for a swipe: where there are fingers.
      private static var holdsScrollViews: Bool {
        #if os(tvOS)
          false
        #else
          true
        #endif
      }

      /// The navigation controller's view, for iOS 26's back swipe to wait on (none on tvOS).
      private var backSwipeHolder: UIView? {
        #if os(tvOS)
          nil
        #else
          carouselNavigationView
        #endif
      }

      /// Whether a recognizer is iOS 26's full-screen back swipe (tvOS has none).
      private func isBackSwipe(_ other: UIGestureRecognizer) -> Bool {
        #if os(tvOS)
          false
        #else
          carouselIsContentBackSwipe(other)
        #endif
      }

      /// Whether a recognizer is the pan of a scroll view enclosing the carousel.
      private func isEnclosingScrollPan(_ other: UIGestureRecognizer) -> Bool {
        guard let scrollView = other.view as? UIScrollView,
          other === scrollView.panGestureRecognizer
        else { return false }
        return isDescendant(of: scrollView)
      }

      /// Only touches that land on the carousel concern the recognizer.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
      ) -> Bool {
        bounds.contains(touch.location(in: self))
      }

      /// It begins (holding the scroll views) only for a pan the carousel takes (along its
      /// axis, while swiping is on), judged from the finger's travel so far: the same rule
      /// and the same kind of input as the driver uses for the carousel's own drag, so the two
      /// agree on which one moves.
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
        -> Bool
      {
        guard gestureRecognizer === recognizer, let pan = recognizer else {
          return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        guard let host else { return false }
        return host.driver.host.takesPan(withTravel: CarouselPoint(pan.translation(in: self)))
      }

      /// The enclosing scroll views' pans, and the back swipe while the carousel can go back,
      /// wait for it to fail, for as long as it is installed (asked afresh for every touch
      /// sequence, so nothing stays behind when it is removed).
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        gestureRecognizer === recognizer && waitsForCarousel(otherGestureRecognizer)
      }

      /// The carousel's own drag (a SwiftUI gesture) and everything else run alongside; the
      /// enclosing scroll views' pans and the back swipe wait instead.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        !isEnclosingScrollPan(otherGestureRecognizer)
          && !isBackSwipe(otherGestureRecognizer)
      }
    }
  }
#endif
