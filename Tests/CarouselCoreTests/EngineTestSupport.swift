@_exported import CarouselTestSupport
import Testing

@testable import CarouselCore

/// A banner-sized viewport used by most tests.
let bannerSize = CarouselSize(width: 390, height: 130)

extension CarouselEngine {
  /// An engine with `count` items in a banner viewport.
  static func banner(
    count: Int, configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselEngine {
    var configuration = CarouselConfiguration()
    configure(&configuration)
    return CarouselEngine(configuration: configuration, itemCount: count, viewportSize: bannerSize)
  }

  /// Steps at `rate` frames per second until nothing moves (or `limit` seconds pass),
  /// checking the invariants on every frame. Stops at a pending timer.
  mutating func runUntilIdle(rate: Double = 60, limit: Double = 30) {
    let end = time + limit
    while let wakeUp = nextWakeUp, wakeUp <= time, time < end {
      advance(to: time + 1 / rate)
      checkInvariants()
    }
  }

  /// Steps at `rate` frames per second for `duration` seconds, as a display link would
  /// while the engine reports a wake-up, checking invariants on every frame.
  mutating func run(for duration: Double, rate: Double = 60) {
    let end = time + duration
    while time < end {
      let frame = min(time + 1 / rate, end)
      if let wakeUp = nextWakeUp {
        advance(to: max(min(wakeUp, end), frame))
      } else {
        advance(to: end)
      }
      checkInvariants()
    }
  }

  /// A swipe of `distance` points along the axis (negative: toward the start), at constant
  /// finger speed over `duration` seconds, sampled at 60 Hz.
  mutating func swipe(
    by distance: Double, duration: Double = 0.2, from start: CarouselPoint? = nil
  ) {
    let origin = start ?? CarouselPoint(x: viewportSize.width / 2, y: viewportSize.height / 2)
    let horizontal = configuration.axis == .horizontal
    func point(_ offset: Double) -> CarouselPoint {
      horizontal
        ? CarouselPoint(x: origin.x + offset, y: origin.y)
        : CarouselPoint(x: origin.x, y: origin.y + offset)
    }
    let t0 = time
    beginDrag(at: origin, now: t0)
    let steps = max(1, Int(duration * 60))
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      drag(to: point(distance * fraction), now: t0 + duration * fraction)
      checkInvariants()
    }
    endDrag(at: point(distance), now: t0 + duration)
    checkInvariants()
  }

  /// The invariants that must hold after every step, whatever happened before.
  func checkInvariants(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(offset.isFinite, "offset is \(offset)", sourceLocation: sourceLocation)
    if itemCount == 0 {
      #expect(currentIndex == nil, sourceLocation: sourceLocation)
      #expect(slots.isEmpty, sourceLocation: sourceLocation)
      #expect(autoAdvanceDue == nil, sourceLocation: sourceLocation)
      return
    }
    guard let current = currentIndex else {
      Issue.record("no current index with \(itemCount) items", sourceLocation: sourceLocation)
      return
    }
    #expect((0..<itemCount).contains(current), sourceLocation: sourceLocation)
    #expect(
      destinationIndex.map { (0..<itemCount).contains($0) } == true,
      sourceLocation: sourceLocation)
    if isTouching {
      // A resting finger holds auto-advance whatever else happened.
      #expect(pauseReasons.contains(.interaction), sourceLocation: sourceLocation)
    }
    let indicator = pageIndicator
    #expect(
      indicator.count == itemCount && indicator.currentPage == current,
      sourceLocation: sourceLocation)
    #expect(
      indicator.progress >= 0 && indicator.progress < Double(itemCount),
      sourceLocation: sourceLocation)
    #expect(indicator.targetPage == destinationIndex, sourceLocation: sourceLocation)
    if let countdown = indicator.countdown {
      #expect(countdown.progress >= 0 && countdown.progress <= 1, sourceLocation: sourceLocation)
      #expect(countdown.isRunning == (nextAutoAdvanceTime != nil), sourceLocation: sourceLocation)
    }
    // The slot a motion comes to rest on once it is live, else the current item's.
    if let exposed = accessibilityState().exposedSlotID {
      let item = destinationSlotID != nil ? destinationIndex : current
      #expect(
        slots.contains { $0.id == exposed && $0.itemIndex == item },
        sourceLocation: sourceLocation)
    }
    if let fade = crossFade {
      #expect((0..<itemCount).contains(fade.outgoingItem), sourceLocation: sourceLocation)
      #expect(fade.alpha >= 0 && fade.alpha <= 1, sourceLocation: sourceLocation)
    }
    if loops {
      // The whole items in an exact integer in the loop, the fraction small.
      #expect(
        origin >= 0 && origin < itemCount && offset >= 0 && offset < 1,
        "not rebased: \(origin) + \(offset)",
        sourceLocation: sourceLocation)
    }
    guard viewportSize.isDrawable else {
      #expect(slots.isEmpty, sourceLocation: sourceLocation)
      return
    }
    #expect(
      slots.count <= CarouselConfiguration.maximumLiveSlots, sourceLocation: sourceLocation)
    #expect(
      Set(slots.map(\.id)).count == slots.count, "duplicate slot ids",
      sourceLocation: sourceLocation)
    for (slot, next) in zip(slots, slots.dropFirst()) {
      #expect(next.loopIndex == slot.loopIndex + 1, sourceLocation: sourceLocation)
    }
    for slot in slots {
      #expect((0..<itemCount).contains(slot.itemIndex), sourceLocation: sourceLocation)
      #expect(
        slot.frame.minX.isFinite && slot.frame.minY.isFinite && slot.visibleFraction.isFinite,
        sourceLocation: sourceLocation)
      let expected =
        loops ? carouselItemIndex(forSlot: slot.loopIndex, count: itemCount) : slot.loopIndex
      #expect(slot.itemIndex == expected, sourceLocation: sourceLocation)
    }
    // Full-page slides tile the viewport with no gap or overlap (inside the loop's bounds).
    if configuration.itemLength == .fill, configuration.interitemSpacing == 0,
      loops || positionBounds.contains(offset)
    {
      let visible = slots.filter { $0.visibleFraction > 0 }
      let covered = visible.reduce(0) { $0 + $1.visibleFraction }
      #expect(abs(covered - 1) < 1e-6, "coverage \(covered)", sourceLocation: sourceLocation)
      let horizontal = configuration.axis == .horizontal
      let sorted = visible.sorted {
        horizontal ? $0.frame.minX < $1.frame.minX : $0.frame.minY < $1.frame.minY
      }
      for (a, b) in zip(sorted, sorted.dropFirst()) {
        let gap = horizontal ? b.frame.minX - a.frame.maxX : b.frame.minY - a.frame.maxY
        #expect(abs(gap) < 1e-6, "gap \(gap) between slots", sourceLocation: sourceLocation)
      }
    }
  }
}

/// What the frame tells assistive technologies about an engine, gathered from the engine's
/// own accessibility properties and the machine's wording (for tests that step an engine
/// without a machine).
struct EngineAccessibility {
  var value: String
  var isRotating: Bool
  var rotationControlLabel: String?
  var exposedSlotID: Int?
}

extension CarouselEngine {
  func accessibilityState(
    title: String? = nil, strings: CarouselAccessibilityStrings = CarouselAccessibilityStrings()
  ) -> EngineAccessibility {
    EngineAccessibility(
      value: destinationIndex.map {
        AccessibilityText.value(item: $0, count: itemCount, title: title ?? "", strings: strings)
      } ?? "",
      isRotating: isRotatingForAccessibility,
      rotationControlLabel: hasRotationControl
        ? (isRotationStoppedByUser ? strings.startRotation : strings.stopRotation) : nil,
      exposedSlotID: accessibilityExposedSlotID)
  }
}
