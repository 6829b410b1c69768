import CarouselCore

extension WebCarousel {
  /// Writes the frame for the machine's state now (``OutputLayout``), with the actions it
  /// decided since the last frame as events.
  mutating func write() {
    var frame = output
    frame.removeAll()
    let header = Self.write(host, into: &frame)
    var eventCount = 0
    host.drainActions { action in
      guard let (kind, value) = Self.event(for: action) else { return }
      let event = frame.appendRecord(OutputLayout.eventStride)
      frame[event: event, .kind] = Double(kind.rawValue)
      frame[event: event, .value] = value
      eventCount += 1
    }
    frame[header: header, .eventCount] = Double(eventCount)
    output = frame
  }

  /// Writes the frames of the motion under way, `step` seconds apart from now to the moment
  /// it comes to rest (the last frame exactly then), for a page that hands the motion to its
  /// compositor instead of drawing it frame by frame. Every motion is a closed-form function
  /// of time, so the frames are the ones the page would draw, computed on a copy of the
  /// machine; the carousel itself does not move.
  ///
  /// The plan is a count, then each frame as its length and its numbers (``OutputLayout``;
  /// their events are left out, their tick plan is idle).
  ///
  /// - Returns: false, writing nothing, when nothing moves on its own toward a rest (at rest,
  ///   under a finger, the marquee) or the rest is more than `maximumFrames` steps away.
  mutating func writePlan(step: Double, maximumFrames: Int) -> Bool {
    let engine = host.engine
    guard step > 0, engine.isAnimating, !engine.isDragging, let rest = engine.restTime else {
      return false
    }
    let start = engine.time
    guard rest > start, rest - start <= step * Double(maximumFrames - 1) else { return false }
    let count = Int(((rest - start) / step).rounded(.up)) + 1
    plan.removeAll()
    plan[plan.appendRecord(1)] = Double(count)
    var copy = host
    for index in 0..<count {
      copy.tick(now: index == count - 1 ? rest : start + Double(index) * step)
      copy.drainActions { _ in }
      let length = plan.appendRecord(1)
      let header = Self.write(copy, into: &plan)
      plan[header: header, .tickPlan] = Double(OutputLayout.TickPlanKind.idle.rawValue)
      plan[header: header, .wakeUpTime] = .nan
      plan[length] = Double(plan.count - length - 1)
    }
    return true
  }

  /// The event the page gets for an action, or nil for what it has no use for (the frame
  /// itself carries the schedule and what to draw).
  static func event(for action: CarouselHostAction) -> (OutputLayout.EventKind, Double)? {
    switch action {
    case .currentIndexChanged(let index): (.currentIndexChanged, OutputBuffer.number(index))
    case .itemSelected(let index): (.itemSelected, Double(index))
    case .settled(let index): (.settled, OutputBuffer.number(index))
    case .scrollAnimationEnded(let index): (.scrollAnimationEnded, OutputBuffer.number(index))
    case .autoAdvanceChanged(let isRunning): (.autoAdvanceChanged, isRunning ? 1 : 0)
    case .schedule, .preferFrameRates, .redraw, .scrollProgress, .announce, .impression: nil
    }
  }

  /// Appends the frame for a machine's state now, with no events yet.
  ///
  /// - Returns: Where its header starts.
  static func write(_ host: CarouselHostMachine, into output: inout OutputBuffer) -> Int {
    let engine = host.engine
    let layout = host.indicatorLayout
    let slides = host.slidesFrame
    let dots = layout?.dots ?? []
    output.reserve(
      OutputLayout.headerCount + engine.slots.count * OutputLayout.slotStride + dots.count
        * OutputLayout.dotStride)
    let header = output.appendRecord(OutputLayout.headerCount)

    var flags = 0
    if engine.isRotatingForAccessibility { flags |= OutputLayout.Flag.rotating.bit }
    if engine.hasRotationControl { flags |= OutputLayout.Flag.hasRotation.bit }
    if host.isRotationStopped { flags |= OutputLayout.Flag.stopped.bit }
    if engine.isDragging { flags |= OutputLayout.Flag.dragging.bit }
    if engine.isAnimating { flags |= OutputLayout.Flag.animating.bit }
    if engine.prefersReducedMotion { flags |= OutputLayout.Flag.reducedMotion.bit }
    if layout?.isHidden ?? true { flags |= OutputLayout.Flag.indicatorHidden.bit }
    let countdown = engine.pageIndicator.countdown
    if let countdown, countdown.isRunning { flags |= OutputLayout.Flag.countdownRunning.bit }

    var wakeUpTime = Double.nan
    if case .wakeUp(let time) = host.tickPlan { wakeUpTime = time }
    output[header: header, .tickPlan] = Double(OutputLayout.TickPlanKind(host.tickPlan).rawValue)
    output[header: header, .wakeUpTime] = wakeUpTime
    output[header: header, .currentIndex] = OutputBuffer.number(engine.currentIndex)
    output[header: header, .destinationIndex] = OutputBuffer.number(engine.destinationIndex)
    output[header: header, .itemCount] = Double(engine.itemCount)
    output[header: header, .flags] = Double(flags)
    output[header: header, .exposedSlot] = OutputBuffer.number(engine.accessibilityExposedSlotID)
    output[header: header, .fadeItem] = OutputBuffer.number(engine.crossFade?.outgoingItem)
    output[header: header, .fadeAlpha] = engine.crossFade?.alpha ?? 0
    output[header: header, .position] = engine.position
    output[header: header, .unwrappedPosition] = engine.unwrappedPosition
    output[header: header, .slotCount] = Double(engine.slots.count)
    output[header: header, .dotCount] = Double(dots.count)
    let indicator = layout?.frame ?? CarouselRect(origin: .zero, size: .zero)
    output[header: header, .indicatorX] = indicator.minX
    output[header: header, .indicatorY] = indicator.minY
    output[header: header, .indicatorWidth] = indicator.size.width
    output[header: header, .indicatorHeight] = indicator.size.height
    output[header: header, .slidesX] = slides.minX
    output[header: header, .slidesY] = slides.minY
    output[header: header, .slidesWidth] = slides.size.width
    output[header: header, .slidesHeight] = slides.size.height
    output[header: header, .countdownProgress] = countdown?.progress ?? 0
    output[header: header, .countdownDuration] = countdown?.duration ?? 0
    output[header: header, .time] = engine.time
    let style = host.indicatorStyle ?? .hidden
    output[header: header, .dotRed] = Double(style.color.red)
    output[header: header, .dotGreen] = Double(style.color.green)
    output[header: header, .dotBlue] = Double(style.color.blue)
    output[header: header, .dotAlpha] = Double(style.color.alpha)
    output[header: header, .currentDotRed] = Double(style.currentColor.red)
    output[header: header, .currentDotGreen] = Double(style.currentColor.green)
    output[header: header, .currentDotBlue] = Double(style.currentColor.blue)
    output[header: header, .currentDotAlpha] = Double(style.currentColor.alpha)

    let configuration = engine.configuration
    for slot in engine.slots {
      let record = output.appendRecord(OutputLayout.slotStride)
      output[slot: record, .id] = Double(slot.id)
      output[slot: record, .item] = Double(slot.itemIndex)
      output[slot: record, .visibleFraction] = slot.visibleFraction
      output[slot: record, .alpha] = slot.transform.alpha
      output[slot: record, .zIndex] = slot.transform.zIndex
      output[slot: record, .x] = slot.frame.minX + slides.minX
      output[slot: record, .y] = slot.frame.minY + slides.minY
      output[slot: record, .width] = slot.frame.size.width
      output[slot: record, .height] = slot.frame.size.height
      // The matrix the UIKit view gives Core Animation (about the slot's centre).
      let matrix = slot.transform.matrix(
        slotFrame: slot.frame, axis: configuration.axis, direction: configuration.layoutDirection)
      output.write(matrix, at: record + OutputLayout.Slot.matrix.rawValue)
    }

    for dot in dots {
      let record = output.appendRecord(OutputLayout.dotStride)
      output[dot: record, .page] = Double(dot.page)
      output[dot: record, .x] = dot.frame.minX
      output[dot: record, .y] = dot.frame.minY
      output[dot: record, .width] = dot.frame.size.width
      output[dot: record, .height] = dot.frame.size.height
      output[dot: record, .radius] = dot.cornerRadius
      output[dot: record, .current] = dot.currentColorFraction
      output[dot: record, .red] = Double(dot.color.red)
      output[dot: record, .green] = Double(dot.color.green)
      output[dot: record, .blue] = Double(dot.color.blue)
      output[dot: record, .alpha] = Double(dot.color.alpha)
      let fill = dot.timerFill
      output[dot: record, .fillX] = fill?.minX ?? .nan
      output[dot: record, .fillY] = fill?.minY ?? .nan
      output[dot: record, .fillWidth] = fill?.size.width ?? .nan
      output[dot: record, .fillHeight] = fill?.size.height ?? .nan
    }
    return header
  }
}
