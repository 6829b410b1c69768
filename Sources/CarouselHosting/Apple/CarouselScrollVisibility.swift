#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import UIKit

  extension UIView {
    /// The part of this view on screen, in its own coordinates: its bounds clipped by every
    /// clipping ancestor (scroll views, table and collection views) and the window, or nil
    /// when none of it shows (not in a window, hidden, transparent, or scrolled away).
    ///
    /// What impressions count. Hiding and transparency are read when asked, never observed
    /// (UIKit does not report an ancestor's `isHidden` or `alpha` changing), so motion
    /// follows ``carouselGeometricallyVisibleRect()`` instead.
    package func carouselVisibleRect() -> CGRect? {
      guard !isHidden, alpha > 0.01 else { return nil }
      var ancestor = superview
      while let view = ancestor {
        if view.isHidden || view.alpha <= 0.01 { return nil }
        ancestor = view.superview
      }
      return carouselGeometricallyVisibleRect()
    }

    /// The part of this view inside its window and every clipping ancestor, whatever their
    /// opacity: what decides whether the carousel moves. A container fading in (alpha 0 when
    /// the carousel was laid out) does not leave the carousel paused, nor a released swipe
    /// between two pages.
    package func carouselGeometricallyVisibleRect() -> CGRect? {
      guard let window else { return nil }
      var visible = bounds
      var ancestor = superview
      while let view = ancestor {
        if view.clipsToBounds || view === window {
          visible = visible.intersection(view.convert(view.bounds, to: self))
        }
        ancestor = view.superview
      }
      guard !visible.isNull, !visible.isEmpty else { return nil }
      return visible
    }
  }

  /// Tells a carousel when enclosing scroll views scroll, so it can pause while scrolled out
  /// of sight (a banner in a feed keeps no timer running once it is scrolled away) and count
  /// impressions against what is really on screen.
  ///
  /// It observes the content offset of every scroll view between the view and its window
  /// (key-value observing: no polling, nothing while nothing scrolls). Call ``attach(to:)``
  /// when the view moves to a window; observations end when the view leaves it or the
  /// observer is released.
  @MainActor
  package final class CarouselScrollVisibilityObserver {
    private var observations: [NSKeyValueObservation] = []
    private let onScroll: @MainActor () -> Void

    /// Creates an observer.
    ///
    /// - Parameter onScroll: Called on the main actor whenever an enclosing scroll view
    ///   scrolls.
    package init(onScroll: @escaping @MainActor () -> Void) {
      self.onScroll = onScroll
    }

    /// Observes the scroll views enclosing `view` now (none when it has no window).
    package func attach(to view: UIView) {
      observations.removeAll()
      guard view.window != nil else { return }
      var ancestor = view.superview
      while let current = ancestor {
        if let scrollView = current as? UIScrollView {
          observations.append(
            scrollView.observe(\.contentOffset, options: []) { [weak self] _, _ in
              // UIKit changes the offset on the main thread.
              MainActor.assumeIsolated { self?.onScroll() }
            })
        }
        ancestor = current.superview
      }
    }
  }
#endif
