import CarouselCore

/// One `<infinite-carousel>` element's engine, the pointer held on it, its page indicator, and
/// the frame it hands the page: everything the element decides goes through here, so the
/// page only feeds input and time in and draws what comes out.
struct WebCarousel {
  /// The engine.
  var engine: CarouselEngine
  /// The pointer held down on the slides: a click until it moves, then a drag.
  var press: CarouselPress?
  /// How the page dots look and where they sit.
  var indicatorStyle = PageIndicatorStyle.dots
  /// The element's size in CSS pixels (the engine's viewport is the part the slides take).
  var bounds = CarouselSize.zero
  /// The frame written by ``write()``: read by the page as a `Float64Array`.
  var output = OutputBuffer()
  /// The frames written by ``writePlan(step:maximumFrames:)``.
  var plan = OutputBuffer()

  init(now: Double) {
    engine = CarouselEngine(now: now)
  }

  /// The page dots for the engine's state now, in the element's coordinates.
  var indicatorLayout: PageIndicatorLayout {
    PageIndicatorLayout(
      style: indicatorStyle, state: engine.pageIndicator, bounds: bounds,
      isRightToLeft: engine.configuration.layoutDirection == .rightToLeft)
  }

  /// The element was resized, or the indicator moved in or out of the slides: the slides
  /// take what the indicator leaves.
  mutating func layOut(now: Double) {
    let slides = indicatorLayout.slidesFrame.size
    press?.cancel(engine: &engine, now: now)
    press = nil
    engine.setViewportSize(slides, now: now)
  }

  /// A point of the element in the slides' coordinates (the engine's viewport).
  func slidesPoint(_ point: CarouselPoint) -> CarouselPoint {
    let origin = indicatorLayout.slidesFrame.origin
    return CarouselPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  // MARK: Pointer

  /// A pointer went down at `point` (element coordinates). A dot under it (44-point targets)
  /// turns to its page; anywhere else the press starts, and holds the content as a resting
  /// finger does.
  ///
  /// - Returns: The page of the dot pressed, or nil.
  mutating func pointerDown(at point: CarouselPoint, slop: Double, now: Double) -> Int? {
    press?.cancel(engine: &engine, now: now)
    press = nil
    if let page = indicatorLayout.page(at: point) {
      engine.scroll(to: page, animated: true, now: now)
      return page
    }
    engine.touchDown(now: now)
    press = CarouselPress(at: slidesPoint(point), now: now, slop: slop)
    return nil
  }

  mutating func pointerMove(to point: CarouselPoint, now: Double) {
    guard var current = press else { return }
    current.move(to: slidesPoint(point), engine: &engine, now: now)
    press = current
  }

  /// The pointer lifted: a drag flings with the velocity the engine measured, a click selects.
  ///
  /// - Returns: The item a click selected, or nil.
  mutating func pointerUp(at point: CarouselPoint, now: Double) -> Int? {
    guard let current = press else { return nil }
    press = nil
    let selected = current.release(at: slidesPoint(point), engine: &engine, now: now)
    engine.touchUp(now: now)
    return selected
  }

  /// The browser took the pointer (a pan across the axis became a page scroll).
  mutating func pointerCancel(now: Double) {
    guard let current = press else { return }
    press = nil
    current.cancel(engine: &engine, now: now)
    engine.touchUp(now: now)
  }

  // MARK: Output

  /// Writes the frame for the engine's state now and the events since the last frame.
  mutating func write() {
    output.removeAll()
    Self.write(&engine, indicatorStyle: indicatorStyle, bounds: bounds, into: &output)
  }

  /// Writes the frames of the motion under way, `step` seconds apart from now to the moment
  /// it comes to rest (the last frame exactly then), for a host that hands the motion to its
  /// compositor instead of drawing it frame by frame. Every motion is a closed-form function
  /// of time, so the frames are the ones the host would draw, computed on a copy of the
  /// engine; the engine itself does not move.
  ///
  /// The plan is a count, then each frame as its length and its numbers (``OutputLayout``).
  ///
  /// - Returns: false, writing nothing, when nothing moves on its own toward a rest (at rest,
  ///   under a finger, the marquee) or the rest is more than `maximumFrames` steps away.
  mutating func writePlan(step: Double, maximumFrames: Int) -> Bool {
    guard step > 0, engine.isAnimating, !engine.isDragging, let rest = engine.restTime else {
      return false
    }
    let start = engine.time
    guard rest > start, rest - start <= step * Double(maximumFrames - 1) else { return false }
    let count = Int(((rest - start) / step).rounded(.up)) + 1
    plan.removeAll()
    plan.reserve(1)
    plan.append(Double(count))
    var copy = engine
    for index in 0..<count {
      copy.advance(to: index == count - 1 ? rest : start + Double(index) * step)
      let lengthIndex = plan.count
      plan.reserve(1)
      plan.append(0)
      Self.write(&copy, indicatorStyle: indicatorStyle, bounds: bounds, into: &plan)
      plan[lengthIndex] = Double(plan.count - lengthIndex - 1)
    }
    return true
  }

  /// Appends the frame for an engine's state now and drains its events.
  static func write(
    _ engine: inout CarouselEngine, indicatorStyle: PageIndicatorStyle, bounds: CarouselSize,
    into output: inout OutputBuffer
  ) {
    let layout = PageIndicatorLayout(
      style: indicatorStyle, state: engine.pageIndicator, bounds: bounds,
      isRightToLeft: engine.configuration.layoutDirection == .rightToLeft)
    output.reserve(
      OutputLayout.headerCount + engine.slots.count * OutputLayout.slotStride
        + layout.dots.count * OutputLayout.dotStride
        + CarouselEngine.maximumPendingEventCount * OutputLayout.eventStride)
    let start = output.count
    let configuration = engine.configuration
    let fade = engine.crossFade
    var flags = 0
    if engine.isRotatingForAccessibility { flags |= OutputLayout.isRotating }
    if engine.hasRotationControl { flags |= OutputLayout.hasRotation }
    if engine.isRotationStoppedByUser { flags |= OutputLayout.isStoppedByUser }
    if engine.isDragging { flags |= OutputLayout.isDragging }
    if engine.isAnimating { flags |= OutputLayout.isAnimating }
    if engine.prefersReducedMotion { flags |= OutputLayout.prefersReducedMotion }
    if layout.isHidden { flags |= OutputLayout.isIndicatorHidden }
    let countdown = engine.pageIndicator.countdown
    if let countdown, countdown.isRunning { flags |= OutputLayout.isCountdownRunning }

    output.append(engine.nextWakeUp ?? .nan)
    output.append(engine.currentIndex)
    output.append(engine.destinationIndex)
    output.append(Double(engine.itemCount))
    output.append(Double(flags))
    output.append(engine.accessibilityExposedSlotID)
    output.append(fade?.outgoingItem)
    output.append(fade?.alpha ?? 0)
    output.append(engine.position)
    output.append(engine.unwrappedPosition)
    output.append(Double(engine.slots.count))
    output.append(Double(layout.dots.count))
    output.append(layout.frame)
    output.append(layout.slidesFrame)
    output.append(countdown?.progress ?? 0)
    output.append(countdown?.duration ?? 0)
    output.append(engine.time)
    output.append(indicatorStyle.color)
    output.append(indicatorStyle.currentColor)
    let eventCountIndex = output.count
    output.append(0)
    assert(output.count - start == OutputLayout.headerCount)

    let origin = layout.slidesFrame.origin
    for slot in engine.slots {
      output.append(Double(slot.id))
      output.append(Double(slot.itemIndex))
      output.append(slot.visibleFraction)
      output.append(slot.transform.alpha)
      output.append(slot.transform.zIndex)
      output.append(
        CarouselRect(
          x: slot.frame.minX + origin.x, y: slot.frame.minY + origin.y,
          width: slot.frame.size.width, height: slot.frame.size.height))
      // The matrix the UIKit view gives Core Animation (about the slot's centre).
      output.append(
        slot.transform.matrix(
          slotFrame: slot.frame, axis: configuration.axis,
          direction: configuration.layoutDirection))
    }

    for dot in layout.dots {
      output.append(Double(dot.page))
      output.append(dot.frame)
      output.append(dot.cornerRadius)
      output.append(dot.currentColorFraction)
      output.append(dot.color)
      if let fill = dot.timerFill {
        output.append(fill)
      } else {
        for _ in 0..<4 { output.append(.nan) }
      }
    }

    var eventCount = 0
    engine.drainEvents { event in
      eventCount += 1
      switch event {
      case .currentIndexChanged(_, let index):
        output.append(event: OutputLayout.currentIndexChanged, index, nil)
      case .itemSelected(let index):
        output.append(event: OutputLayout.itemSelected, index, nil)
      case .slotWillDisplay(let slotID, let itemIndex):
        output.append(event: OutputLayout.slotWillDisplay, slotID, itemIndex)
      case .slotDidEndDisplaying(let slotID, let itemIndex):
        output.append(event: OutputLayout.slotDidEndDisplaying, slotID, itemIndex)
      case .autoAdvancePaused(let reasons):
        output.append(event: OutputLayout.autoAdvancePaused, Int(reasons.rawValue), nil)
      case .autoAdvanceResumed:
        output.append(event: OutputLayout.autoAdvanceResumed, nil, nil)
      case .draggingBegan:
        output.append(event: OutputLayout.draggingBegan, nil, nil)
      case .scrollingEnded(let index):
        output.append(event: OutputLayout.scrollingEnded, index, nil)
      case .scrollAnimationEnded(let index):
        output.append(event: OutputLayout.scrollAnimationEnded, index, nil)
      }
    }
    output[eventCountIndex] = Double(eventCount)
  }
}
