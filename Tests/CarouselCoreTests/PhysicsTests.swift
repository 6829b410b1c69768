import Testing

@testable import CarouselCore

@Suite struct PhysicsTests {
  @Test func decelerationMatchesUIScrollViewReferenceFigures() {
    // 1000 pt/s at the normal rate coasts about 499 pt in about 3.45 s.
    let k = ScrollPhysics.decayExponent(rate: ScrollPhysics.normalDecelerationRate)
    let rest = ScrollPhysics.decayRest(from: 0, velocity: 1000, exponent: k)
    #expect(abs(rest - 499.5) < 1)
    let duration = ScrollPhysics.decayDuration(velocity: 1000, exponent: k, epsilon: 0.5)
    #expect(abs(duration - 3.45) < 0.01)
    // The fast rate coasts about 99 pt in about 0.53 s.
    let fast = ScrollPhysics.decayExponent(rate: ScrollPhysics.fastDecelerationRate)
    #expect(abs(ScrollPhysics.decayRest(from: 0, velocity: 1000, exponent: fast) - 99.5) < 1)
    #expect(
      abs(ScrollPhysics.decayDuration(velocity: 1000, exponent: fast, epsilon: 0.5) - 0.53) < 0.01)
  }

  @Test func rubberBandMatchesUIScrollView() {
    #expect(abs(ScrollPhysics.rubberBand(10, dimension: 375) - 5.4) < 0.05)
    #expect(abs(ScrollPhysics.rubberBand(100, dimension: 375) - 48.0) < 0.05)
    #expect(abs(ScrollPhysics.rubberBand(375, dimension: 375) - 133.1) < 0.05)
    #expect(abs(ScrollPhysics.rubberBand(-100, dimension: 375) + 48.0) < 0.05)
    for offset in stride(from: -300.0, through: 300, by: 7) {
      let banded = ScrollPhysics.rubberBand(offset, dimension: 375)
      #expect(abs(ScrollPhysics.inverseRubberBand(banded, dimension: 375) - offset) < 1e-6)
    }
  }

  @Test func freeScrollingCoastsAsUIScrollView() {
    var engine = CarouselEngine.banner(count: 100) { $0.scrollBehavior = .free }
    let start = engine.position
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
    engine.endDrag(
      at: CarouselPoint(x: 300, y: 60), velocity: CarouselPoint(x: -1000, y: 0), now: 0)
    engine.runUntilIdle()
    let travel = (engine.position - start) * bannerSize.width
    #expect(abs(travel - 499.5) < 1)
    #expect(abs(engine.time - 3.45) < 0.05)
  }

  @Test func settlingNeverOvershootsThePage() {
    for velocity in stride(from: -6000.0, through: 6000, by: 500) {
      var engine = CarouselEngine.banner(count: 5)
      engine.swipe(by: -120, duration: 0.1)
      engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: engine.time + 1)
      engine.drag(to: CarouselPoint(x: 100, y: 60), now: engine.time + 0.1)
      engine.endDrag(
        at: CarouselPoint(x: 100, y: 60), velocity: CarouselPoint(x: velocity, y: 0),
        now: engine.time + 0.01)
      guard case .spring(let spring) = engine.motion else { continue }
      let sign = spring.displacement.sign
      while engine.nextWakeUp != nil {
        engine.advance(to: engine.time + 1.0 / 120)
        // Both relative to the engine's integer origin, which a settling spring never crosses.
        let displacement = engine.offset - spring.target
        #expect(displacement == 0 || displacement.sign == sign, "crossed the page at \(velocity)")
      }
    }
  }

  @Test func aFlickMovesAtMostOnePage() {
    for velocity in [800.0, 3000, 20000, 1e6] {
      var engine = CarouselEngine.banner(count: 10)
      engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
      engine.drag(to: CarouselPoint(x: 280, y: 60), now: 0.02)
      engine.endDrag(
        at: CarouselPoint(x: 280, y: 60), velocity: CarouselPoint(x: -velocity, y: 0), now: 0.03)
      engine.runUntilIdle()
      #expect(engine.currentIndex == 1, "velocity \(velocity)")
    }
    // And backward from page 0 across the seam.
    var engine = CarouselEngine.banner(count: 10)
    engine.beginDrag(at: CarouselPoint(x: 100, y: 60), now: 0)
    engine.drag(to: CarouselPoint(x: 120, y: 60), now: 0.02)
    engine.endDrag(
      at: CarouselPoint(x: 120, y: 60), velocity: CarouselPoint(x: 9000, y: 0), now: 0.03)
    engine.runUntilIdle()
    #expect(engine.currentIndex == 9)
  }

  @Test func aSlowDragSettlesOnTheNearestPage() {
    for (distance, expected) in [(-150.0, 0), (-250, 1), (150, 0), (250, 4)] {
      var engine = CarouselEngine.banner(count: 5)
      engine.swipe(by: distance, duration: 3)
      engine.runUntilIdle()
      #expect(engine.currentIndex == expected, "dragged \(distance)")
    }
  }

  @Test func theContentFollowsTheFingerExactly() {
    var engine = CarouselEngine.banner(count: 5)
    engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
    for x in stride(from: 300.0, through: -3000, by: -37) {
      engine.drag(to: CarouselPoint(x: x, y: 99), now: 0.01)
      // The finger moved (x - 300) points: the content moved as much, up to whole loops.
      let expected = -(x - 300) / bannerSize.width
      let loops = (engine.position - expected) / 5
      #expect(abs(loops - loops.rounded()) < 1e-9)
      for slot in engine.slots {
        let expectedX = (Double(slot.loopIndex) - engine.position) * bannerSize.width
        #expect(abs(slot.frame.minX - expectedX) < 1e-9)
      }
    }
  }

  /// The same fling stepped at 30, 60 and 120 Hz (and at irregular intervals) ends within
  /// half a point, and passes through the same positions at the same times.
  @Test(arguments: [CarouselScrollBehavior.paging, .free, .snapping])
  func frameRateIndependence(behavior: CarouselScrollBehavior) {
    func fling(rate: Double?, loops: Bool) -> (end: Double, atHalfSecond: Double) {
      var engine = CarouselEngine.banner(count: 7) {
        $0.scrollBehavior = behavior
        $0.isLooping = loops
      }
      engine.beginDrag(at: CarouselPoint(x: 300, y: 60), now: 0)
      engine.drag(to: CarouselPoint(x: 200, y: 60), now: 0.1)
      engine.endDrag(
        at: CarouselPoint(x: 200, y: 60), velocity: CarouselPoint(x: -2400, y: 0), now: 0.1)
      var generator = SeededGenerator(seed: 7)
      var atHalfSecond = 0.0
      while engine.nextWakeUp != nil {
        let interval = rate.map { 1 / $0 } ?? Double.random(in: 0.001...0.05, using: &generator)
        let next = engine.time + interval
        if engine.time < 0.6, next >= 0.6 {
          engine.advance(to: 0.6)
          atHalfSecond = engine.position
        }
        engine.advance(to: next)
      }
      let unwrapped = engine.position + (engine.position < 1 ? 7 : 0)
      return (unwrapped * bannerSize.width, atHalfSecond * bannerSize.width)
    }
    for loops in [true, false] {
      let reference = fling(rate: 120, loops: loops)
      for rate in [30.0, 60, nil] {
        let other = fling(rate: rate, loops: loops)
        #expect(
          abs(other.end - reference.end) <= 0.5, "\(behavior) at \(String(describing: rate)) Hz")
        #expect(abs(other.atHalfSecond - reference.atHalfSecond) <= 0.5)
      }
    }
  }

  @Test func snappingStopsExactlyOnAnItem() {
    for velocity in [-5000.0, -1200, -300, 300, 1200, 5000] {
      var engine = CarouselEngine.banner(count: 50) {
        $0.scrollBehavior = .snapping
        $0.itemLength = .fraction(0.5)
      }
      engine.beginDrag(at: CarouselPoint(x: 200, y: 60), now: 0)
      engine.drag(to: CarouselPoint(x: 190, y: 60), now: 0.05)
      engine.endDrag(
        at: CarouselPoint(x: 190, y: 60), velocity: CarouselPoint(x: velocity, y: 0), now: 0.06)
      engine.runUntilIdle()
      #expect(engine.position == engine.position.rounded(), "velocity \(velocity)")
    }
  }

  @Test func velocityIsEstimatedFromSamplesWhenTheHostGivesNone() {
    var tracker = VelocityTracker()
    for step in 0...10 {
      tracker.add(time: Double(step) * 0.008, coordinate: 500 - Double(step) * 8)
    }
    #expect(abs(tracker.velocity(at: 0.08) + 1000) < 1e-6)
    // A finger that held still for the whole window has no velocity.
    #expect(tracker.velocity(at: 0.5) == 0)
  }
}
