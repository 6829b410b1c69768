import Testing

@testable import CarouselCore

@Suite struct MarqueeLayoutTests {
  @Test func aPictureIsScaledToFillAcrossTheAxis() {
    // Given a 1200 x 400 picture in a portrait viewport
    let portrait = CarouselSize(width: 390, height: 844)
    let picture = CarouselSize(width: 1200, height: 400)
    // Then drifting sideways it is as tall as the viewport, drifting up as wide
    #expect(
      MarqueeLayout.pictureLength(pictureSize: picture, viewportSize: portrait, axis: .horizontal)
        == 2532)
    #expect(
      MarqueeLayout.pictureLength(pictureSize: picture, viewportSize: portrait, axis: .vertical)
        == 130)
    // And an empty picture or viewport has no length
    #expect(
      MarqueeLayout.pictureLength(pictureSize: .zero, viewportSize: portrait, axis: .horizontal)
        == nil)
    #expect(
      MarqueeLayout.pictureLength(pictureSize: picture, viewportSize: .zero, axis: .vertical)
        == nil)
  }

  @Test func theConfigurationDriftsFreelyAndLoops() {
    // Given a marquee configuration, in points and measured against the viewport
    let points = MarqueeLayout.configuration(
      itemLength: 300, spacing: 8, speed: 30, axis: .vertical, isRightToLeft: true)
    let fill = MarqueeLayout.configuration(itemLength: .fill, speed: .nan)
    // Then it scrolls freely (no page snapping), loops and drifts at the speed
    #expect(points.itemLength == .points(300))
    #expect(points.interitemSpacing == 8)
    #expect(points.axis == .vertical)
    #expect(points.layoutDirection == .rightToLeft)
    #expect(points.scrollBehavior == .free)
    #expect(points.alignment == .leading)
    #expect(points.isLooping)
    #expect(points.autoAdvance == .continuous(pointsPerSecond: 30))
    // And a speed that is not a number stands still
    #expect(fill.itemLength == .fill)
    #expect(fill.scrollBehavior == .free)
    #expect(fill.autoAdvance == .continuous(pointsPerSecond: 0))
  }

  /// A marquee of one 300-point picture in the banner, its drift stopped by the user so
  /// that only the drag moves it.
  private static func pausedMarquee(
    axis: CarouselAxis, direction: CarouselLayoutDirection
  ) -> CarouselEngine {
    var engine = CarouselEngine(
      configuration: MarqueeLayout.configuration(
        itemLength: 300, speed: 30, axis: axis, isRightToLeft: direction == .rightToLeft),
      itemCount: 1, viewportSize: bannerSize)
    engine.pauseAutoAdvance(.user, now: 0)
    return engine
  }

  /// How far apart two positions of a one-item loop are, the shorter way round (the engine
  /// rebases the position by whole loops).
  private static func loopDistance(_ a: Double, _ b: Double) -> Double {
    let apart = abs((a - b).truncatingRemainder(dividingBy: 1))
    return min(apart, 1 - apart)
  }

  @Test func aDragLeavesTheMarqueeWhereThePointerLetGo() {
    let offsets: [Double] = [-140, -75, -30, -1, 1, 30, 75, 140]
    for axis in [CarouselAxis.horizontal, .vertical] {
      for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
        for offset in offsets {
          // Given a stopped marquee
          var engine = Self.pausedMarquee(axis: axis, direction: direction)
          let start = engine.position
          // When the pointer drags it `offset` points, holds still, and lets go
          let origin = CarouselPoint(x: 200, y: 60)
          func point(_ travel: Double) -> CarouselPoint {
            axis == .horizontal
              ? CarouselPoint(x: origin.x + travel, y: origin.y)
              : CarouselPoint(x: origin.x, y: origin.y + travel)
          }
          engine.beginDrag(at: origin, now: 1)
          for step in 1...10 {
            engine.drag(to: point(offset * Double(step) / 10), now: 1 + Double(step) * 0.02)
          }
          let released = engine.position
          engine.endDrag(at: point(offset), now: 1.5)
          engine.runUntilIdle()
          // Then it stays exactly there: no snap to a whole picture
          let label = "\(axis) \(direction) \(offset)"
          #expect(
            abs(Self.loopDistance(released, start) - abs(offset) / 300) < 1e-9, "\(label)")
          #expect(Self.loopDistance(engine.position, released) < 1e-9, "\(label)")
          #expect(engine.nextWakeUp == nil, "\(label)")
        }
      }
    }
  }

  @Test func afterADragTheDriftGoesOnFromWhereThePointerLetGo() {
    // Given a drifting marquee of a 300-point picture at 30 points per second
    var engine = CarouselEngine(
      configuration: MarqueeLayout.configuration(itemLength: 300, speed: 30),
      itemCount: 1, viewportSize: bannerSize)
    engine.run(for: 1)
    // When it is dragged 100 points back and let go after holding still
    let origin = CarouselPoint(x: 100, y: 60)
    engine.beginDrag(at: origin, now: engine.time)
    engine.drag(to: CarouselPoint(x: 200, y: 60), now: engine.time + 0.1)
    let released = engine.position
    engine.endDrag(at: CarouselPoint(x: 200, y: 60), now: engine.time + 0.3)
    // Then it rests there, and every later step moves it at the drift speed from there:
    // never back to a whole picture
    var previous = engine.position
    #expect(Self.loopDistance(previous, released) < 1e-9)
    var steps = 0
    for _ in 0..<600 {
      engine.advance(to: engine.time + 1.0 / 60)
      var delta = engine.position - previous
      if delta < -0.5 { delta += 1 }  // rebased across the seam
      #expect(delta >= -1e-9 && delta <= 30.0 / 60 / 300 + 1e-9, "at \(engine.time)")
      previous = engine.position
      steps += 1
    }
    #expect(steps == 600)
    #expect(engine.isAutoAdvanceRunning)
  }
}

/// Which way a marquee drifts, as the views document it.
@Suite struct MarqueeDirectionTests {
  @Test(arguments: [CarouselAxis.horizontal, .vertical])
  func aPositiveSpeedDriftsTowardTheStartOfTheAxis(axis: CarouselAxis) {
    for (speed, sign) in [(30.0, -1.0), (-30.0, 1.0)] {
      // Given a marquee of 300-point items at 30 points per second, one way or the other
      var engine = CarouselEngine(
        configuration: MarqueeLayout.configuration(itemLength: 300, speed: speed, axis: axis),
        itemCount: 3, viewportSize: CarouselSize(width: 390, height: 390))
      func edges() -> [Int: Double] {
        Dictionary(
          uniqueKeysWithValues: engine.slots.map {
            ($0.id, axis == .horizontal ? $0.frame.minX : $0.frame.minY)
          })
      }
      let before = edges()
      // When a tenth of a second passes
      engine.run(for: 0.1)
      // Then every copy moved 3 points: up (or left) for a positive speed, down (or right)
      // for a negative one
      let after = edges()
      var compared = 0
      for (id, edge) in after {
        guard let start = before[id] else { continue }
        #expect(abs((edge - start) - sign * 3) < 0.01, "\(axis) at \(speed)")
        compared += 1
      }
      #expect(compared >= 2)
    }
  }
}
