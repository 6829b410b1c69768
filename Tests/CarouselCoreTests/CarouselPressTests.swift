import Testing

@testable import CarouselCore

@Suite struct CarouselPressTests {
  @Test func onlyMotionAlongTheAxisOfAtLeastTheSlopIsADrag() {
    // Given every small motion along and across each axis, for several slops
    let origin = CarouselPoint(x: 100, y: 50)
    var checked = 0
    var drags = 0
    for axis in [CarouselAxis.horizontal, .vertical] {
      for slop in [0, 1, 2, 2.5] {
        for along in -3...3 {
          for across in -3...3 {
            let point =
              axis == .horizontal
              ? CarouselPoint(x: origin.x + Double(along), y: origin.y + Double(across))
              : CarouselPoint(x: origin.x + Double(across), y: origin.y + Double(along))
            // Then it is a drag when it moved along the axis, at least the slop, and more
            // along than across
            let expected = along != 0 && Double(abs(along)) >= slop && abs(along) > abs(across)
            let isDrag = CarouselPress.isDrag(from: origin, to: point, axis: axis, slop: slop)
            #expect(isDrag == expected, "\(axis) slop \(slop): \(along) along, \(across) across")
            checked += 1
            if isDrag { drags += 1 }
          }
        }
      }
    }
    #expect(checked == 2 * 4 * 7 * 7)
    // Per slop, the (along, across) pairs with |along| >= slop and |along| > |across|:
    // |along| 1 has 1 across (0), 2 has 3, 3 has 5, each on both sides. Slop 0 and 1: all
    // three (2 * 9); slop 2: |along| 2 and 3 (2 * 8); slop 2.5: 3 only (2 * 5); 2 axes.
    #expect(drags == 2 * (18 + 18 + 16 + 10))
  }

  @Test func nonFiniteMotionIsNeverADrag() {
    let origin = CarouselPoint(x: 10, y: 10)
    for point in [
      CarouselPoint(x: .nan, y: 10), CarouselPoint(x: .infinity, y: 10),
      CarouselPoint(x: 10, y: -.infinity),
    ] {
      #expect(!CarouselPress.isDrag(from: origin, to: point, axis: .horizontal, slop: 1))
      #expect(!CarouselPress.isDrag(from: origin, to: point, axis: .vertical, slop: 1))
    }
    #expect(
      !CarouselPress.isDrag(
        from: origin, to: CarouselPoint(x: 50, y: 10), axis: .horizontal, slop: .nan))
  }

  /// A five-item banner at rest on item 0, with the events so far drained.
  private static func restingBanner(axis: CarouselAxis) -> CarouselEngine {
    var engine = CarouselEngine.banner(count: 5) { $0.axis = axis }
    _ = engine.drainEvents()
    return engine
  }

  private static func point(
    _ axis: CarouselAxis, along: Double, across: Double = 0
  ) -> CarouselPoint {
    let origin = CarouselPoint(x: 195, y: 65)
    return axis == .horizontal
      ? CarouselPoint(x: origin.x + along, y: origin.y + across)
      : CarouselPoint(x: origin.x + across, y: origin.y + along)
  }

  @Test func aPressThatStaysWithinTheSlopIsAClickOnTheItem() {
    for axis in [CarouselAxis.horizontal, .vertical] {
      // Given a press on the current item that wobbles less than the slop along the axis
      // and far across it
      var engine = Self.restingBanner(axis: axis)
      var press = CarouselPress(at: Self.point(axis, along: 0), now: 1, slop: 4)
      press.move(to: Self.point(axis, along: 3, across: 40), engine: &engine, now: 1.05)
      press.move(to: Self.point(axis, along: -3.9, across: -40), engine: &engine, now: 1.1)
      // When it is released
      let selected = press.release(
        at: Self.point(axis, along: -2, across: 10), engine: &engine, now: 1.2)
      // Then it selected the item and never moved the content
      #expect(!press.isDragging)
      #expect(selected == 0)
      let events = engine.drainEvents()
      #expect(events == [.itemSelected(0)], "\(axis)")
      #expect(engine.position == 0)
    }
  }

  @Test func pastTheSlopTheDragFollowsFromWhereThePressWentDown() {
    for axis in [CarouselAxis.horizontal, .vertical] {
      // Given a press with a 10-point slop
      var engine = Self.restingBanner(axis: axis)
      var press = CarouselPress(at: Self.point(axis, along: 0), now: 1, slop: 10)
      press.move(to: Self.point(axis, along: -9), engine: &engine, now: 1.05)
      #expect(!engine.isDragging)
      // When it moves past the slop toward the start
      press.move(to: Self.point(axis, along: -30), engine: &engine, now: 1.1)
      // Then the content moved the whole 30 points, not 30 less the slop
      #expect(press.isDragging)
      #expect(engine.isDragging)
      let length = axis == .horizontal ? bannerSize.width : bannerSize.height
      #expect(abs(engine.position - 30 / length) < 1e-9, "\(axis)")
      // And coming back within the slop it stays a drag: the release is no click
      press.move(to: Self.point(axis, along: -2), engine: &engine, now: 1.3)
      let selected = press.release(at: Self.point(axis, along: -2), engine: &engine, now: 1.5)
      #expect(selected == nil)
      #expect(!engine.isDragging)
      let events = engine.drainEvents()
      #expect(!events.contains(.itemSelected(0)))
    }
  }

  @Test func aQuickReleaseFlingsToTheNextItem() {
    // Given a short, fast drag toward the start
    var engine = Self.restingBanner(axis: .horizontal)
    var press = CarouselPress(at: Self.point(.horizontal, along: 0), now: 1, slop: 1)
    for step in 1...5 {
      press.move(
        to: Self.point(.horizontal, along: Double(-step) * 10), engine: &engine,
        now: 1 + Double(step) * 0.01)
    }
    // When it is released while moving
    press.release(at: Self.point(.horizontal, along: -50), engine: &engine, now: 1.05)
    engine.runUntilIdle()
    // Then the fling turns the page although the drag was short
    #expect(engine.currentIndex == 1)
  }

  @Test func cancellingADragSettlesWithoutMomentumAndACancelledClickDoesNothing() {
    // Given a fast drag of 150 points, then cancelled
    var engine = Self.restingBanner(axis: .horizontal)
    var press = CarouselPress(at: Self.point(.horizontal, along: 0), now: 1, slop: 1)
    press.move(to: Self.point(.horizontal, along: -150), engine: &engine, now: 1.05)
    press.cancel(engine: &engine, now: 1.05)
    engine.runUntilIdle()
    // Then it settles on the nearest item, with no fling and no selection
    #expect(engine.currentIndex == 0)
    #expect(!engine.drainEvents().contains(.itemSelected(0)))
    // And a cancelled click leaves everything as it was
    let click = CarouselPress(at: Self.point(.horizontal, along: 0), now: 3, slop: 1)
    click.cancel(engine: &engine, now: 3)
    #expect(engine.drainEvents().isEmpty)
    #expect(engine.position == 0)
  }
}
