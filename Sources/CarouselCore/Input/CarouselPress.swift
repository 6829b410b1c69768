/// A pointer held down on a carousel's content (a mouse button, a finger, a pen), for hosts
/// that see raw presses and moves rather than recognised gestures: a terminal's mouse
/// reports, a web page's pointer events.
///
/// A press is a click until the pointer has moved `slop` points along the carousel's axis
/// from where it went down, and more along it than across; from then on it is a drag, and
/// stays one. The drag starts where
/// and when the press went down, so the content does not jump by the slop and the release
/// velocity counts the whole motion. Motion across the axis never makes a drag (it belongs
/// to whatever scrolls the other way): a press that only moved across is a click where it
/// is released.
///
/// ```swift
/// var press = CarouselPress(at: point, now: t, slop: 1)        // pointer down
/// press.move(to: point, engine: &engine, now: t)               // pointer moved
/// if let item = press.release(at: point, engine: &engine, now: t) {  // pointer up
///   select(item)                                               // it was a click
/// }
/// ```
package struct CarouselPress: Hashable, Sendable {
  /// Where the pointer went down, in viewport coordinates.
  package let origin: CarouselPoint
  /// When the pointer went down.
  package let time: Double
  /// How far along the axis the pointer must move to drag, in points.
  package let slop: Double
  /// Whether the press has become a drag.
  package private(set) var isDragging = false

  /// A pointer went down on the content.
  ///
  /// - Parameters:
  ///   - point: Where, in viewport coordinates.
  ///   - now: The current time.
  ///   - slop: How far along the axis, in points, the pointer must move before the press is
  ///     a drag: about one pixel of travel for a mouse (one cell in a terminal), more for a
  ///     finger, whose touch wobbles. 0 makes any motion along the axis a drag.
  package init(at point: CarouselPoint, now: Double, slop: Double) {
    origin = point
    time = now
    self.slop = slop
  }

  /// Whether a pointer that went down at `origin` and is now at `point` has moved far
  /// enough along `axis` to be a drag: at least `slop` points, more than none and more than
  /// across (``CarouselGestureRules/classify(from:to:axis:slop:)`` says `.along`).
  ///
  /// - Parameters:
  ///   - origin: Where the pointer went down.
  ///   - point: Where it is now.
  ///   - axis: The carousel's scroll axis.
  ///   - slop: The distance along the axis that makes a drag, in points.
  package static func isDrag(
    from origin: CarouselPoint, to point: CarouselPoint, axis: CarouselAxis, slop: Double
  ) -> Bool {
    CarouselGestureRules.classify(from: origin, to: point, axis: axis, slop: slop) == .along
  }

  /// Marks a press whose drag the caller has begun itself (a pan the platform recognised).
  mutating func markDragging() {
    isDragging = true
  }

  /// The pointer moved. Once it is past the slop the engine's drag begins (where and when
  /// the press went down) and the content follows the pointer. With swiping off
  /// (``CarouselConfiguration/isSwipeEnabled``) the press still stops being a click there,
  /// but nothing moves: a swipe on a locked carousel neither turns it nor selects an item.
  ///
  /// - Parameters:
  ///   - point: Where the pointer is, in viewport coordinates.
  ///   - engine: The carousel's engine.
  ///   - now: The current time.
  package mutating func move(to point: CarouselPoint, engine: inout CarouselEngine, now: Double) {
    if !isDragging {
      guard Self.isDrag(from: origin, to: point, axis: engine.configuration.axis, slop: slop)
      else { return }
      engine.beginDrag(at: origin, now: time)
      isDragging = true
    }
    engine.drag(to: point, now: now)
  }

  /// The pointer lifted. A drag ends and the content pages, coasts or snaps with the
  /// pointer's velocity; a click taps the point (selecting the item there, or stopping a
  /// fling).
  ///
  /// - Parameters:
  ///   - point: Where the pointer lifted, in viewport coordinates.
  ///   - velocity: The pointer's velocity in points per second when the host measures it;
  ///     nil lets the engine estimate it from the drag.
  ///   - selects: Whether a click selects the item there; false for a click that belongs to a
  ///     control inside the slide (it still stops a fling).
  ///   - engine: The carousel's engine.
  ///   - now: The current time.
  /// - Returns: The item a click selected, or nil (a drag, or a click on no item).
  @discardableResult
  package func release(
    at point: CarouselPoint, velocity: CarouselPoint? = nil, selects: Bool = true,
    engine: inout CarouselEngine, now: Double
  ) -> Int? {
    if isDragging {
      engine.endDrag(at: point, velocity: velocity, now: now)
      return nil
    }
    return engine.tap(at: point, selects: selects, now: now)
  }

  /// The press was abandoned (the viewport changed size, the system took the pointer): a
  /// drag settles without momentum; a click does nothing.
  ///
  /// - Parameters:
  ///   - engine: The carousel's engine.
  ///   - now: The current time.
  package func cancel(engine: inout CarouselEngine, now: Double) {
    if isDragging { engine.cancelDrag(now: now) }
  }
}
