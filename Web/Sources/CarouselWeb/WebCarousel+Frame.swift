import CarouselCore

extension WebCarousel {
  /// Writes the machine's frame (``OutputLayout``), with the events it queued since the last
  /// frame.
  mutating func write() {
    var frame = output
    frame.removeAll()
    let header = Self.write(host.frame, into: &frame)
    var eventCount = 0
    host.drainEvents { event in
      guard let (kind, value) = Self.event(for: event) else { return }
      let event = frame.appendRecord(OutputLayout.eventStride)
      frame[event: event, .kind] = Double(kind.rawValue)
      frame[event: event, .value] = value
      eventCount += 1
    }
    frame[header: header, .eventCount] = Double(eventCount)
    text.update(host.frame, strings: host.strings)
    frame[header: header, .textVersion] = Double(text.version)
    frame[header: header, .textAddress] = Double(Int(bitPattern: text.base))
    frame[header: header, .textLength] = Double(text.count)
    output = frame
  }

  /// The most frames a plan holds, whatever the page asks for: 20 s of frames at 60 Hz,
  /// twice what the element asks for. A plan is a copy of every frame, so its memory is
  /// bounded here, not by the numbers that arrive from the page.
  static let planFrameLimit = 1_200

  /// Writes the frames of the motion under way, `step` seconds apart from now to the moment
  /// it comes to rest (the last frame exactly then), for a page that hands the motion to its
  /// compositor instead of drawing it frame by frame. Every motion is a closed-form function
  /// of time, so the frames are the ones the page would draw, computed on a copy of the
  /// machine; the carousel itself does not move.
  ///
  /// The plan is a count, its identity (``planIdentity(frames:)``), then each frame as its
  /// length and its numbers (``OutputLayout``; their events are left out, their tick plan is
  /// idle).
  ///
  /// - Returns: false, writing nothing, when nothing moves on its own toward a rest (at rest,
  ///   under a finger, the marquee) or the rest is more than `maximumFrames` steps away
  ///   (at most ``planFrameLimit``), or `step` is not a positive number.
  mutating func writePlan(step: Double, maximumFrames: Int) -> Bool {
    let engine = host.engine
    let frames = min(maximumFrames, Self.planFrameLimit)
    guard step > 0, frames >= 2, engine.isAnimating, !engine.isDragging,
      let rest = engine.restTime
    else { return false }
    let start = engine.time
    guard rest > start, rest - start <= step * Double(frames - 1) else { return false }
    // A step apart, the last at the rest; a span a hair over a whole number of steps (a
    // time's rounding) takes no frame of its own, so that the same motion is planned with
    // the same frames whenever it starts.
    let count = max(Int(((rest - start) / step - 1e-6).rounded(.up)), 1) + 1
    plan.removeAll()
    plan[plan.appendRecord(1)] = Double(count)
    let identity = plan.appendRecord(1)
    var copy = host
    for index in 0..<count {
      // The first frame is the carousel's own: its machine published it at `start`.
      if index > 0 {
        copy.tick(now: index == count - 1 ? rest : start + Double(index) * step)
        copy.drainEvents { _ in }
      }
      let length = plan.appendRecord(1)
      let header = Self.write(copy.frame, into: &plan)
      plan[header: header, .tickPlan] = Double(OutputLayout.TickPlanKind.idle.rawValue)
      plan[header: header, .wakeUpTime] = .nan
      plan[length] = Double(plan.count - length - 1)
    }
    plan[identity] = planIdentity(frames: count)
    return true
  }

  /// What the plan states of its motion, whenever it starts, as a number (a 52-bit hash): two
  /// plans with the same identity are played the same way, so a page keeps what it made of
  /// one (its animations) and plays it again when the identity comes back, reading nothing
  /// else. A carousel turning by itself makes the same turns again as its slides come round.
  ///
  /// It hashes every number of every frame to a millionth (of a pixel, a second: the same
  /// motion from another start differs in the last bits, a time's rounding carrying into the
  /// positions), but a frame's time counts from the first frame's, a slot's id is its rank in
  /// the order the slots first come in (the engine recycles slots under other ids as the
  /// content loops: an id says which slot is which and nothing more), and the position and
  /// the unwrapped position, which grow from loop to loop and say nothing the slots do not,
  /// are left out. (The page reads neither from a plan.)
  func planIdentity(frames count: Int) -> Double {
    var hash = Hash()
    var ids: [Double] = []
    func label(_ id: Double) -> Double {
      if let index = ids.firstIndex(of: id) { return Double(index) }
      ids.append(id)
      return Double(ids.count - 1)
    }
    hash.add(Double(count))
    var index = 2
    let start = plan[header: index + 1, .time]
    for _ in 0..<count {
      let header = index + 1
      let end = header + Int(plan[index])
      for field in 0..<OutputLayout.headerCount {
        let number = plan[header + field]
        switch field {
        case OutputLayout.Header.time.rawValue: hash.add(number - start)
        case OutputLayout.Header.exposedSlot.rawValue: hash.add(label(number))
        case OutputLayout.Header.position.rawValue, OutputLayout.Header.unwrappedPosition.rawValue:
          break
        default: hash.add(number)
        }
      }
      var slot = header + OutputLayout.headerCount
      for _ in 0..<Int(plan[header: header, .slotCount]) {
        let id = slot + OutputLayout.Slot.id.rawValue
        for number in slot..<slot + OutputLayout.slotStride {
          hash.add(number == id ? label(plan[number]) : plan[number])
        }
        slot += OutputLayout.slotStride
      }
      for number in slot..<end { hash.add(plan[number]) }
      index = end
    }
    return hash.value
  }

  /// The event the page gets, or nil for what it has no use for.
  static func event(for event: CarouselEvent) -> (OutputLayout.EventKind, Double)? {
    switch event {
    case .currentIndexChanged(let index): (.currentIndexChanged, OutputBuffer.number(index))
    case .itemSelected(let index): (.itemSelected, Double(index))
    case .scrollingEnded(let index): (.settled, OutputBuffer.number(index))
    case .scrollAnimationEnded(let index): (.scrollAnimationEnded, OutputBuffer.number(index))
    case .scrolled(let position): (.scrolled, position)
    case .autoAdvanceChanged(let isRunning): (.autoAdvanceChanged, isRunning ? 1 : 0)
    case .announcement, .impression: nil
    }
  }

  /// Appends a frame, with no events yet and no words (see ``write()``).
  ///
  /// - Returns: Where its header starts.
  static func write(_ frame: CarouselFrame, into output: inout OutputBuffer) -> Int {
    let slides = frame.slidesFrame
    let dots = frame.indicator.dots?.dots ?? []
    output.reserve(
      OutputLayout.headerCount + frame.slots.count * OutputLayout.slotStride + dots.count
        * OutputLayout.dotStride)
    let header = output.appendRecord(OutputLayout.headerCount)

    var flags = 0
    if frame.accessibility.isRotating { flags |= OutputLayout.Flag.rotating.bit }
    if frame.accessibility.rotationActionLabel != nil {
      flags |= OutputLayout.Flag.hasRotation.bit
    }
    if frame.isRotationStopped { flags |= OutputLayout.Flag.stopped.bit }
    if frame.isDragging { flags |= OutputLayout.Flag.dragging.bit }
    if frame.isAnimating { flags |= OutputLayout.Flag.animating.bit }
    if frame.prefersReducedMotion { flags |= OutputLayout.Flag.reducedMotion.bit }
    if frame.indicator.isHidden { flags |= OutputLayout.Flag.indicatorHidden.bit }
    let countdown = frame.indicator.countdown
    if let countdown, countdown.isRunning { flags |= OutputLayout.Flag.countdownRunning.bit }
    let accessibility = frame.accessibility
    if accessibility.canMoveBackward { flags |= OutputLayout.Flag.canMoveBackward.bit }
    if accessibility.canMoveForward { flags |= OutputLayout.Flag.canMoveForward.bit }
    let rotation = frame.rotationControl?.frame ?? CarouselRect(origin: .zero, size: .zero)
    if frame.rotationControl != nil { flags |= OutputLayout.Flag.rotationControlShown.bit }

    var wakeUpTime = Double.nan
    if case .wakeUp(let time) = frame.tickPlan { wakeUpTime = time }
    output[header: header, .tickPlan] = Double(OutputLayout.TickPlanKind(frame.tickPlan).rawValue)
    output[header: header, .wakeUpTime] = wakeUpTime
    output[header: header, .currentIndex] = OutputBuffer.number(frame.currentIndex)
    output[header: header, .destinationIndex] = OutputBuffer.number(frame.destinationIndex)
    output[header: header, .itemCount] = Double(frame.itemCount)
    output[header: header, .flags] = Double(flags)
    output[header: header, .exposedSlot] = OutputBuffer.number(frame.accessibility.exposedSlotID)
    output[header: header, .fadeItem] = OutputBuffer.number(frame.crossFade?.item)
    output[header: header, .fadeAlpha] = frame.crossFade?.alpha ?? 0
    output[header: header, .position] = frame.position
    output[header: header, .unwrappedPosition] = frame.unwrappedPosition
    output[header: header, .slotCount] = Double(frame.slots.count)
    output[header: header, .dotCount] = Double(dots.count)
    let indicator =
      frame.indicator.isHidden ? CarouselRect(origin: .zero, size: .zero) : frame.indicator.frame
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
    output[header: header, .time] = frame.time
    let style = frame.indicator.style
    output[header: header, .dotRed] = Double(style.color.red)
    output[header: header, .dotGreen] = Double(style.color.green)
    output[header: header, .dotBlue] = Double(style.color.blue)
    output[header: header, .dotAlpha] = Double(style.color.alpha)
    output[header: header, .currentDotRed] = Double(style.currentColor.red)
    output[header: header, .currentDotGreen] = Double(style.currentColor.green)
    output[header: header, .currentDotBlue] = Double(style.currentColor.blue)
    output[header: header, .currentDotAlpha] = Double(style.currentColor.alpha)
    output[header: header, .liveRegion] = Double(accessibility.liveRegion.rawValue)
    output[header: header, .rotationX] = rotation.minX
    output[header: header, .rotationY] = rotation.minY
    output[header: header, .rotationWidth] = rotation.size.width
    output[header: header, .rotationHeight] = rotation.size.height
    output[header: header, .textVersion] = .nan

    for slot in frame.slots {
      let record = output.appendRecord(OutputLayout.slotStride)
      output[slot: record, .id] = Double(slot.id)
      output[slot: record, .item] = Double(slot.item)
      output[slot: record, .visibleFraction] = slot.visibleFraction
      output[slot: record, .alpha] = slot.alpha
      output[slot: record, .zIndex] = slot.zIndex
      output[slot: record, .x] = slot.frame.minX + slides.minX
      output[slot: record, .y] = slot.frame.minY + slides.minY
      output[slot: record, .width] = slot.frame.size.width
      output[slot: record, .height] = slot.frame.size.height
      output[slot: record, .video] = Double(slot.video.rawValue)
      // The matrix the UIKit view gives Core Animation (about the slot's centre).
      output.write(slot.transform, at: record + OutputLayout.Slot.matrix.rawValue)
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

/// FNV-1a over numbers rounded to a millionth (2^-20), each as one 64-bit word.
private struct Hash {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ number: Double) {
    // To the nearest, ties to even: one instruction (WebAssembly's f64.nearest), where
    // `rounded()`'s ties away from zero is a call into libm.
    let scaled = (number * 1_048_576).rounded(.toNearestOrEven)
    // A NaN, an infinity or a number too large for a word: its bits.
    let word =
      abs(scaled) < 9.0e18
      ? UInt64(bitPattern: Int64(scaled)) : number.isNaN ? 0x7ff8_0000_0000_0000 : number.bitPattern
    state = (state ^ word) &* 0x0000_0100_0000_01b3
    state ^= state >> 29
  }

  /// 52 bits, which a `Double` (the page's number) holds exactly.
  var value: Double { Double(state & 0x000f_ffff_ffff_ffff) }
}
