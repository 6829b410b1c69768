import CarouselTestSupport
import Testing

@testable import CarouselCore

/// Long random event sequences with invariants checked after every step. Each run prints its
/// seed; set CAROUSEL_SEED to replay one.
@Suite struct RandomisedTests {
  static var seeds: [UInt64] { TestSeeds.seeds }

  @Test(arguments: seeds)
  func invariantsHoldUnderRandomEvents(seed: UInt64) async {
    print("RandomisedTests seed \(seed) (replay with CAROUSEL_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    var configuration = CarouselConfiguration()
    configuration.autoAdvance =
      [.off, .interval(0.7), .interval(3), .continuous(pointsPerSecond: 80)].randomElement(
        using: &random) ?? .off
    configuration.scrollBehavior =
      [.paging, .free, .snapping].randomElement(using: &random) ?? .paging
    configuration.isLooping = Bool.random(using: &random)
    configuration.loopsSingleItem = Bool.random(using: &random)
    configuration.axis = Bool.random(using: &random) ? .horizontal : .vertical
    configuration.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
    if Int.random(in: 0..<3, using: &random) == 0 {
      // A peeking layout: smaller items with gaps, neighbours visible.
      configuration.itemLength = .fraction(Double.random(in: 0.2...1, using: &random))
      configuration.interitemSpacing = Double.random(in: 0...20, using: &random)
      configuration.alignment = Bool.random(using: &random) ? .center : .leading
    }
    var engine = CarouselEngine(
      configuration: configuration, itemCount: randomItemCount(using: &random),
      viewportSize: bannerSize)
    var now = 0.0
    var dragPoint = CarouselPoint(x: 200, y: 60)
    var knownCurrent: Int?
    for event in engine.drainEvents() {
      if case .currentIndexChanged(let to) = event { knownCurrent = to }
    }
    for step in 0..<20000 {
      // Yield now and then so the suites running beside this one keep a pool thread.
      if step % 500 == 0 { await Task.yield() }
      now += Double.random(in: 0...0.05, using: &random)
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<8:
        dragPoint = CarouselPoint(
          x: Double.random(in: 0...390, using: &random),
          y: Double.random(in: 0...130, using: &random))
        engine.beginDrag(at: dragPoint, now: now)
      case 8..<30:
        dragPoint.x += Double.random(in: -80...80, using: &random)
        dragPoint.y += Double.random(in: -80...80, using: &random)
        engine.drag(to: dragPoint, now: now)
      case 30..<36:
        let velocity =
          Bool.random(using: &random)
          ? CarouselPoint(
            x: Double.random(in: -5000...5000, using: &random),
            y: Double.random(in: -5000...5000, using: &random)) : nil
        engine.endDrag(at: dragPoint, velocity: velocity, now: now)
      case 36..<40:
        let point = CarouselPoint(
          x: Double.random(in: -10...400, using: &random),
          y: Double.random(in: -10...140, using: &random))
        if let index = engine.tap(at: point, now: now) {
          #expect((0..<engine.itemCount).contains(index))
        }
      case 40..<44:
        engine.reload(itemCount: randomItemCount(using: &random), now: now)
      case 44..<47:
        engine.setViewportSize(
          CarouselSize(
            width: Double.random(in: 0...900, using: &random).rounded(),
            height: Double.random(in: 0...400, using: &random)), now: now)
      case 47..<52:
        let reason =
          [
            CarouselPauseReasons.user, .offscreen, .background, .accessibilityFocus, .app,
            .hover,
          ]
          .randomElement(using: &random) ?? .user
        if Bool.random(using: &random) {
          engine.pauseAutoAdvance(reason, now: now)
        } else {
          engine.resumeAutoAdvance(reason, now: now)
        }
      case 52..<56:
        engine.next(animated: Bool.random(using: &random), now: now)
      case 56..<59:
        engine.previous(animated: Bool.random(using: &random), now: now)
      case 59..<62:
        let direction =
          [CarouselEngine.ScrollDirection.shortest, .forward, .backward]
          .randomElement(using: &random) ?? .shortest
        // Mostly near the start; on a huge carousel, anywhere (far moves jump the rest).
        let index =
          engine.itemCount > 8 && Bool.random(using: &random)
          ? Int.random(in: 0..<engine.itemCount, using: &random)
          : Int.random(in: -1...8, using: &random)
        engine.scroll(
          to: index, animated: Bool.random(using: &random), direction: direction, now: now)
      case 62..<63:
        engine.cancelDrag(now: now)
      case 63..<65:
        // The app changes the configuration mid-motion.
        var changed = engine.configuration
        switch Int.random(in: 0..<6, using: &random) {
        case 0: changed.axis = changed.axis == .horizontal ? .vertical : .horizontal
        case 1: changed.isLooping.toggle()
        case 2:
          changed.scrollBehavior =
            [.paging, .free, .snapping][Int.random(in: 0..<3, using: &random)]
        case 3: changed.itemLength = .fraction(Double.random(in: 0.3...1, using: &random))
        case 4: changed.autoAdvance = Bool.random(using: &random) ? .off : .interval(1)
        default:
          changed.effect =
            CarouselEffect.namedEffects.randomElement(using: &random)?.effect ?? .slide
        }
        engine.setConfiguration(changed, now: now)
      case 65..<66:
        engine.setReducedMotion(Bool.random(using: &random), now: now)
      case 66..<67:
        _ = engine.selectCurrentItem(now: now)
      case 67..<68:
        if Bool.random(using: &random) {
          engine.accessibilityIncrement(now: now)
        } else {
          engine.accessibilityDecrement(now: now)
        }
      case 68..<71:
        // A finger lands or lifts, with or without a drag around it.
        if Bool.random(using: &random) {
          engine.touchDown(now: now)
        } else {
          engine.touchUp(now: now)
        }
      default:
        engine.advance(to: now)
      }
      engine.checkInvariants()
      for event in engine.drainEvents() {
        if case .currentIndexChanged(let to) = event {
          #expect(to != knownCurrent, "seed \(seed)")
          knownCurrent = to
        }
      }
      #expect(knownCurrent == engine.currentIndex, "seed \(seed)")
      if let wakeUp = engine.nextWakeUp {
        #expect(wakeUp.isFinite)
        #expect(wakeUp >= engine.time || engine.isAnimating)
      }
    }
    // Left alone, every carousel comes to rest or keeps a timer; it never spins for nothing.
    engine.cancelDrag(now: now)
    engine.touchUp(now: now)
    engine.pauseAutoAdvance(.user, now: now)
    engine.runUntilIdle(limit: 60)
    #expect(engine.nextWakeUp == nil, "seed \(seed)")
    if engine.itemCount > 0, engine.viewportSize.isDrawable,
      engine.configuration.scrollBehavior != .free,
      !engine.isContinuous
    {
      // Paging and snapping carousels rest on an item (a paused marquee stops where it is).
      #expect(engine.offset == engine.offset.rounded(), "seed \(seed)")
    }
  }
}

/// Reads an environment variable without Foundation.
/// A small item count (0 ... 7) most of the time, and now and then a huge one: the loop is
/// exact up to ``CarouselEngine/maximumItemCount`` (apps fake endless lists with such counts).
func randomItemCount(using random: inout SeededGenerator) -> Int {
  guard Int.random(in: 0..<10, using: &random) == 0 else {
    return Int.random(in: 0...7, using: &random)
  }
  return [Int.max, 1 << 62, (1 << 53) + 1, 1 << 40].randomElement(using: &random) ?? 0
}
