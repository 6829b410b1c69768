import Testing

@testable import CarouselCore

@Suite struct EffectTests {
  static let named = CarouselEffect.namedEffects.map(\.effect)

  @Test(arguments: named)
  func theCurrentItemAtRestIsDrawnAtItsFrame(effect: CarouselEffect) {
    let transform = effect.transform(progress: 0, pitch: 390)
    let frame = CarouselRect(x: 0, y: 0, width: 390, height: 130)
    let corners = transform.corners(of: frame, axis: .horizontal, direction: .leftToRight)
    #expect(corners[0] == CarouselPoint(x: 0, y: 0))
    #expect(corners[2] == CarouselPoint(x: 390, y: 130))
    #expect(transform.alpha == 1)
  }

  @Test(arguments: named)
  func transformsAreFiniteAndBoundedEverywhere(effect: CarouselEffect) {
    for step in -300...300 {
      let progress = Double(step) / 100
      let transform = effect.transform(progress: progress, pitch: 390)
      #expect(transform.alpha >= 0 && transform.alpha <= 1)
      #expect(transform.scale > 0 && transform.scale <= 1)
      let corners = transform.corners(
        of: CarouselRect(x: progress * 390, y: 0, width: 390, height: 130), axis: .horizontal,
        direction: .leftToRight)
      let finite = corners.allSatisfy { $0.isFinite }
      #expect(finite)
    }
  }

  @Test func crossFadeKeepsEverySlideInPlaceAndBlendsTheirOpacity() {
    var engine = CarouselEngine.banner(count: 4) { $0.effect = .crossFade }
    engine.next(now: 0)
    engine.advance(to: 0.2)
    let visible = engine.slots.filter { $0.visibleFraction > 0 }
    #expect(visible.count == 2)
    for slot in visible {
      let bounds = slot.transform.boundingFrame(
        of: slot.frame, axis: .horizontal, direction: .leftToRight)
      #expect(abs(bounds.minX) < 1e-9)
    }
    #expect(abs(visible.reduce(0) { $0 + $1.transform.alpha } - 1) < 1e-9)
  }

  @Test func cubeFacesShareTheirMovingEdge() {
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      var engine = CarouselEngine.banner(count: 3) {
        $0.effect = .cube
        $0.layoutDirection = direction
      }
      engine.next(now: 0)
      for step in 1..<20 {
        engine.advance(to: Double(step) * 0.35 / 20)
        guard let current = engine.slots.first(where: { $0.loopIndex == 0 }),
          let next = engine.slots.first(where: { $0.loopIndex == 1 })
        else {
          Issue.record("missing faces")
          return
        }
        let a = current.transform.corners(
          of: current.frame, axis: .horizontal, direction: direction)
        let b = next.transform.corners(of: next.frame, axis: .horizontal, direction: direction)
        // The current face's edge toward the next is the next face's edge toward it.
        let (edgeA, edgeB) =
          direction == .leftToRight ? ((a[1], a[2]), (b[0], b[3])) : ((a[0], a[3]), (b[1], b[2]))
        #expect(abs(edgeA.0.x - edgeB.0.x) < 1e-6 && abs(edgeA.0.y - edgeB.0.y) < 1e-6)
        #expect(abs(edgeA.1.x - edgeB.1.x) < 1e-6 && abs(edgeA.1.y - edgeB.1.y) < 1e-6)
        // Turned faces recede: their far edge is shorter than the shared one.
        let farEdge = direction == .leftToRight ? b[2].y - b[1].y : b[3].y - b[0].y
        #expect(farEdge < 130)
      }
    }
  }

  @Test func coverFlowSideItemsFaceTheCentre() {
    let transform = CarouselEffect.coverFlow.transform(progress: 1, pitch: 200)
    let corners = transform.corners(
      of: CarouselRect(x: 300, y: 0, width: 200, height: 100), axis: .horizontal,
      direction: .leftToRight)
    // The right-hand item's outer edge is nearer (taller) than its inner edge.
    let inner = corners[3].y - corners[0].y
    let outer = corners[2].y - corners[1].y
    #expect(outer > inner)
    let mirrored = CarouselEffect.coverFlow.transform(progress: -1, pitch: 200)
    #expect(mirrored.rotation?.angle == -(transform.rotation?.angle ?? 0))
  }

  @Test func tapsHitTheTransformedSlideOnTop() {
    // Depth: mid-turn the current slide still covers the whole viewport above the next one.
    var engine = CarouselEngine.banner(count: 5) { $0.effect = .depth }
    engine.next(now: 0)
    engine.advance(to: 0.175)
    #expect(engine.tap(at: CarouselPoint(x: 10, y: 60), now: 0.175) == 0)
    // The next slide is drawn shrunk in the middle, under the current one's edge, leaving
    // the far edge of the viewport empty.
    #expect(engine.tap(at: CarouselPoint(x: 300, y: 60), now: 0.175) == 1)
    #expect(engine.tap(at: CarouselPoint(x: 380, y: 60), now: 0.175) == nil)
    // Zoomed-out side items leave gaps where nothing is hit.
    var zoom = CarouselEngine.banner(count: 5) {
      $0.effect = .linear
      $0.itemLength = .fraction(0.5)
    }
    #expect(zoom.tap(at: CarouselPoint(x: 195, y: 5), now: 0) == 0)
    #expect(zoom.tap(at: CarouselPoint(x: 195 - 98 - 1, y: 6), now: 0) == nil)
  }

  @Test func customEffectsAreComparedByName() {
    let a = CarouselEffect.custom("tilt") { _, _ in CarouselTransform(scale: 0.5) }
    let b = CarouselEffect.custom("tilt") { _, _ in .identity }
    #expect(a == b)
    #expect(a != .custom("other") { _, _ in .identity })
    #expect(a.transform(progress: 0, pitch: 1).scale == 0.5)
    #expect(CarouselEffect(named: "CoverFlow") == .coverFlow)
    #expect(CarouselEffect(named: "nope") == nil)
  }

  @Test func customEffectNamesAreComparedScalarByScalar() {
    // "é" as one scalar and as "e" with a combining accent: the same String, two names.
    let composed = CarouselEffect.custom("caf\u{E9}") { _, _ in .identity }
    let decomposed = CarouselEffect.custom("cafe\u{301}") { _, _ in .identity }
    #expect(composed == .custom("caf\u{E9}") { _, _ in .identity })
    #expect(composed != decomposed)
    #expect(CarouselEffect.custom("") { _, _ in .identity } != .custom("a") { _, _ in .identity })
  }
}

@Suite struct PeekingLayoutTests {
  @Test func centredItemWithNeighboursPeeking() {
    let engine = CarouselEngine.banner(count: 5) {
      $0.itemLength = .fraction(0.8)
      $0.interitemSpacing = 10
    }
    let current = engine.slots.first { $0.itemIndex == 0 && $0.visibleFraction == 1 }
    #expect(current?.frame.minX == 39)
    #expect(current?.frame.size.width == 312)
    let visible = engine.slots.filter { $0.visibleFraction > 0 }
    #expect(visible.map(\.itemIndex) == [4, 0, 1])
    // Live slots are the visible ones plus one on each side.
    #expect(engine.slots.count == visible.count + 2)
  }

  /// Two items showing three at once: the loop is arithmetic, no clones, and swiping works
  /// both ways forever (where cloning libraries break).
  @Test func twoItemsShowingThreeAtOnceStillLoop() {
    var engine = CarouselEngine.banner(count: 2) { $0.itemLength = .fraction(1.0 / 3) }
    #expect(engine.slots.filter { $0.visibleFraction > 0 }.map(\.itemIndex) == [1, 0, 1])
    for round in 0..<10 {
      engine.swipe(by: round % 3 == 0 ? 80 : -80, duration: 0.3)
      engine.runUntilIdle()
      let current = engine.currentIndex ?? -1
      let visible = engine.slots.filter { $0.visibleFraction > 0 }.map(\.itemIndex)
      #expect(visible == [1 - current, current, 1 - current])
      #expect(engine.slots.count == 5)
      engine.checkInvariants()
    }
  }

  @Test func manyVisibleItemsKeepLiveSlotsAtVisiblePlusTwo() {
    for count in 1...6 {
      var engine = CarouselEngine.banner(count: count) {
        $0.itemLength = .points(60)
        $0.interitemSpacing = 5
        $0.alignment = .leading
        $0.loopsSingleItem = true
      }
      let visible = engine.slots.filter { $0.visibleFraction > 0 }.count
      #expect(engine.slots.count == visible + 2)
      engine.swipe(by: -200)
      engine.runUntilIdle()
      #expect(engine.slots.count <= visible + 3)
      engine.checkInvariants()
    }
  }

  @Test func snappingLandsOnItemCentres() {
    var engine = CarouselEngine.banner(count: 9) {
      $0.itemLength = .fraction(0.6)
      $0.scrollBehavior = .snapping
    }
    engine.swipe(by: -500, duration: 0.15)
    engine.runUntilIdle()
    let current = engine.slots.first {
      $0.itemIndex == engine.currentIndex && $0.visibleFraction == 1
    }
    #expect(current.map { abs($0.frame.center.x - 195) < 1e-9 } == true)
  }
}
