#if canImport(UIKit) && !os(watchOS)
  import CarouselCore
  import UIKit

  /// Tells the app what happens in a ``CarouselView``, the Cocoa way. The closures
  /// ``CarouselView/onSelect`` and ``CarouselView/onCurrentIndexChange`` are the lighter
  /// alternative; both are called.
  @MainActor
  public protocol CarouselViewDelegate: AnyObject {
    /// The user tapped an item (or activated it with VoiceOver).
    ///
    /// - Parameters:
    ///   - carouselView: The carousel.
    ///   - index: The item's index, never a slot or loop index.
    func carouselView(_ carouselView: CarouselView, didSelectItemAt index: Int)

    /// Another item became current (a swipe, an auto-advance, a programmatic scroll).
    ///
    /// - Parameters:
    ///   - carouselView: The carousel.
    ///   - index: The new current item.
    func carouselView(_ carouselView: CarouselView, didChangeCurrentIndexTo index: Int)

    /// The content moved (a drag, a turn, a move): its continuous position in items, in
    /// `0 ..< numberOfItems`, for parallax effects and custom indicators.
    ///
    /// - Parameters:
    ///   - carouselView: The carousel.
    ///   - position: 2.5 is half-way from the third item to the fourth.
    func carouselView(_ carouselView: CarouselView, didScrollTo position: Double)

    /// The content came to rest on an item (`scrollViewDidEndDecelerating`'s counterpart).
    ///
    /// - Parameters:
    ///   - carouselView: The carousel.
    ///   - index: The item it rests on.
    func carouselView(_ carouselView: CarouselView, didEndScrollingAt index: Int)

    /// A programmatic move (``CarouselView/scroll(to:animated:direction:)``, next, previous)
    /// arrived (`scrollViewDidEndScrollingAnimation`'s counterpart); not called when a finger
    /// interrupted it.
    ///
    /// - Parameters:
    ///   - carouselView: The carousel.
    ///   - index: The item it arrived at.
    func carouselView(_ carouselView: CarouselView, didEndScrollingAnimationAt index: Int)
  }

  extension CarouselViewDelegate {
    /// Does nothing by default.
    public func carouselView(_ carouselView: CarouselView, didChangeCurrentIndexTo index: Int) {}

    /// Does nothing by default.
    public func carouselView(_ carouselView: CarouselView, didScrollTo position: Double) {}

    /// Does nothing by default.
    public func carouselView(_ carouselView: CarouselView, didEndScrollingAt index: Int) {}

    /// Does nothing by default.
    public func carouselView(_ carouselView: CarouselView, didEndScrollingAnimationAt index: Int) {}
  }

  /// Supplies the views of a ``CarouselView`` that shows arbitrary views instead of images.
  ///
  /// The carousel keeps one view per live slot (three for full-page slides, whatever the
  /// number of items) and asks for an item's view only when a slot starts showing it.
  @MainActor
  public protocol CarouselViewDataSource: AnyObject {
    /// The number of items.
    func numberOfItems(in carouselView: CarouselView) -> Int

    /// The view showing an item.
    ///
    /// - Parameters:
    ///   - carouselView: The carousel.
    ///   - index: The item.
    ///   - reusableView: The view this slot showed before (another item's), to configure
    ///     and return; nil the first time a slot is used.
    /// - Returns: The view to show; the carousel sizes it to the slot.
    func carouselView(
      _ carouselView: CarouselView, viewForItemAt index: Int, reusing reusableView: UIView?
    ) -> UIView

    /// The kind of view an item needs, for carousels with several item layouts: the view
    /// passed back for reuse is always one made for the same kind (the slot's own, or one
    /// another slot gave up). All items share one kind by default.
    ///
    /// - Parameters:
    ///   - carouselView: The carousel.
    ///   - index: The item.
    /// - Returns: A name for the kind, such as "banner" or "video".
    func carouselView(_ carouselView: CarouselView, reuseIdentifierForItemAt index: Int)
      -> String

    /// The identity of an item (its model's id), so that the current item stays current when
    /// ``CarouselView/reloadData()`` finds items inserted, removed or moved. Without
    /// identities (nil, the default) a reload is new content: the carousel opens on the first
    /// item, as a reused cell given another row's banners should.
    ///
    /// - Parameters:
    ///   - carouselView: The carousel asking.
    ///   - index: The item.
    /// - Returns: A value equal for the same item across reloads, or nil.
    func carouselView(_ carouselView: CarouselView, identifierForItemAt index: Int) -> AnyHashable?
  }

  extension CarouselViewDataSource {
    /// One kind for every item by default.
    public func carouselView(_ carouselView: CarouselView, reuseIdentifierForItemAt index: Int)
      -> String
    {
      ""
    }

    /// No identities by default: every reload is new content.
    public func carouselView(_ carouselView: CarouselView, identifierForItemAt index: Int)
      -> AnyHashable?
    {
      nil
    }
  }

  /// A view that shows a ``CarouselView``'s page indicator in place of its page control
  /// (``CarouselView/customPageIndicator``), as `UIContentView` is a view with a role: the
  /// carousel places it where the indicator's style puts the indicator and tells it the state
  /// whenever it changes.
  ///
  /// ```swift
  /// final class NumberIndicator: UILabel, CarouselPageIndicatorView {
  ///   func carouselView(
  ///     _ carouselView: CarouselView, didUpdatePageIndicator indicator: CarouselFrame.Indicator
  ///   ) {
  ///     text = "\(indicator.currentPage + 1) / \(indicator.pageCount)"
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol CarouselPageIndicatorView: UIView {
    /// The indicator's state changed: on every display frame while the content moves, and
    /// when it comes to rest, reloads, pauses or resumes. Between updates nothing changes but
    /// a running countdown, which runs out over its `remaining` seconds: animate the fill
    /// over that time (a timer-progress indicator), and the next update says where it is.
    ///
    /// - Parameters:
    ///   - carouselView: The carousel (to scroll it when the indicator is tapped).
    ///   - indicator: The page count, the highlighted page, the continuous progress, whether
    ///     it shows, and the dwell countdown.
    func carouselView(
      _ carouselView: CarouselView, didUpdatePageIndicator indicator: CarouselFrame.Indicator)
  }
#endif
