extension CarouselHostMachine {
  // MARK: The frame

  /// Builds the frame for the state now, with the indicator and slides placed by `placement`
  /// (``indicatorPlacement`` now), and plans the next tick; bumps ``frameVersion`` when
  /// anything in it changed.
  mutating func publishFrame(_ placement: IndicatorPlacement, now: Double) {
    var next = CarouselFrame()
    next.bounds = bounds
    next.slidesFrame = placement.slides
    next.axis = engine.configuration.axis
    next.layoutDirection = engine.configuration.layoutDirection
    next.itemCount = engine.itemCount
    next.currentIndex = engine.currentIndex
    next.destinationIndex = engine.destinationIndex
    next.position = engine.position
    next.unwrappedPosition = engine.unwrappedPosition
    next.time = engine.time
    next.isRotationStopped = engine.isRotationStoppedByUser
    next.prefersReducedMotion = engine.prefersReducedMotion
    next.isDragging = engine.isDragging
    next.isAnimating = engine.isAnimating
    next.slots = frameSlots()
    next.crossFade = crossFade(slots: next.slots)
    next.indicator = placement.indicator
    next.rotationControl = rotationControl(beside: placement.indicator)
    next.accessibility = accessibility(exposing: next.slots)
    next.focus = focusState()
    next.prefetchItems = prefetchItems()
    next.tickPlan = plan(now: now)
    if next.tickPlan == .frames {
      next.frameRates = CarouselFrameRateRange(for: engine, pixelScale: options.pixelScale)
    }
    guard next != frame else { return }
    frame = next
    frameVersion &+= 1
  }

  /// Asks for what the engine needs next: frames while something moves, a wake-up for the
  /// next timer (or the next step of a timer fill, an impression's second, a picture's next
  /// frame), nothing when idle or out of sight.
  private func plan(now: Double) -> CarouselTickPlan {
    var wakeUp = engine.nextWakeUp
    for candidate in [countdownFillWakeUp, impressionWakeUp(now: now), pictureWakeUp] {
      guard let candidate else { continue }
      wakeUp = min(wakeUp ?? candidate, candidate)
    }
    return CarouselTickPlan(
      nextWakeUp: wakeUp, now: now, isVisible: isSeen, frameInterval: options.frameInterval)
  }

  /// While the timer indicator fills in steps the front end cannot animate itself, when its
  /// fill next moves by one step.
  private var countdownFillWakeUp: Double? {
    guard let steps = options.countdownFillSteps, steps > 0,
      indicator.style?.showsTimerProgress == true,
      let countdown = engine.pageIndicator.countdown, countdown.isRunning, countdown.progress < 1
    else { return nil }
    return engine.time + max(countdown.duration / steps, 1.0 / 30)
  }

  // MARK: Slots

  private mutating func frameSlots() -> [CarouselFrame.Slot] {
    let configuration = engine.configuration
    // Pictures and videos move only while they can be seen, without reduced motion, and
    // until the user stops the slide show: its stop stops every motion in it (WCAG 2.2.2).
    let stoppedByUser = engine.pauseReasons.contains(.user)
    let plays = signals.playsAnimatedPictures && !stoppedByUser
    // Videos load only in slots that show some of their item, when the user saves neither
    // motion, power nor data; they play where pictures play and rest paused otherwise.
    let videoInSight: CarouselFrame.VideoPlayback =
      !signals.loadsVideos ? .poster : plays ? .playing : .paused
    let exposed = engine.accessibilityExposedSlotID
    var slots: [CarouselFrame.Slot] = []
    slots.reserveCapacity(engine.slots.count)
    for slot in engine.slots {
      let transform = slot.transform
      var matrix = CarouselMatrix3D.identity
      var quad = CarouselQuad(slot.frame)
      if transform != .identity {
        matrix = transform.matrix(
          slotFrame: slot.frame, axis: configuration.axis,
          direction: configuration.layoutDirection)
        let corners = transform.corners(
          of: slot.frame, axis: configuration.axis, direction: configuration.layoutDirection)
        quad = CarouselQuad(
          topLeft: corners[0], topRight: corners[1], bottomRight: corners[2],
          bottomLeft: corners[3])
      }
      slots.append(
        CarouselFrame.Slot(
          id: slot.id, item: slot.itemIndex, contentVersion: engine.contentVersion,
          frame: slot.frame, transform: matrix, quad: quad, is3D: transform.is3D,
          alpha: transform.alpha,
          zIndex: slot.transform.zIndex, progress: slot.progress,
          visibleFraction: slot.visibleFraction,
          pictureSize: pictureSize(forSlotOfSize: slot.frame.size),
          playsAnimation: plays && slot.visibleFraction > 0,
          video: slot.visibleFraction > 0 ? videoInSight : .poster,
          isAccessibilityExposed: slot.id == exposed))
    }
    return slots
  }

  /// The picture size for a slot: one already asked for when the picture rule accepts it for
  /// the slot's pixels (so a size that changes a little on every frame of a resize keeps one
  /// request), else the slot's own pixels.
  private mutating func pictureSize(forSlotOfSize size: CarouselSize) -> CarouselPixelSize {
    let pixels = CarouselPixelSize(covering: size, scale: options.pixelScale)
    return pictureSizes.size(
      forSlotPixels: pixels, contentMode: options.pictureContentMode,
      maximumMagnification: options.maximumPictureMagnification,
      maximumReduction: options.maximumPictureReduction)
  }

  /// The items fetched ahead: the next ones in the direction of travel first, then the
  /// previous ones, up to ``Options/prefetchDistance`` from the current item, leaving out
  /// those a live slot already shows.
  private func prefetchItems() -> [Int] {
    let count = engine.itemCount
    let distance = max(0, options.prefetchDistance)
    guard count > 1, distance > 0, let current = engine.destinationIndex else { return [] }
    var items: [Int] = []
    for step in 1...distance {
      for candidate in [current + step, current - step] {
        let item: Int
        if engine.loops {
          item = ((candidate % count) + count) % count
        } else if candidate >= 0, candidate < count {
          item = candidate
        } else {
          continue
        }
        guard item != current, !items.contains(item),
          !engine.slots.contains(where: { $0.itemIndex == item })
        else { continue }
        items.append(item)
      }
    }
    return items
  }

  private func crossFade(slots: [CarouselFrame.Slot]) -> CarouselFrame.CrossFade? {
    guard let fade = engine.crossFade else { return nil }
    let current = slots.min { abs($0.progress) < abs($1.progress) }
    return CarouselFrame.CrossFade(
      item: fade.outgoingItem, alpha: fade.alpha,
      frame: current?.frame ?? CarouselRect(origin: .zero, size: engine.viewportSize))
  }

  // MARK: Indicator and controls

  /// Where the indicator and the slides go: the one rule every front end places them by.
  struct IndicatorPlacement {
    var slides: CarouselRect
    var indicator: CarouselFrame.Indicator
  }

  var indicatorPlacement: IndicatorPlacement {
    let everything = CarouselRect(origin: .zero, size: bounds)
    guard let style = indicator.style else {
      return IndicatorPlacement(slides: everything, indicator: CarouselFrame.Indicator())
    }
    let isRightToLeft = engine.configuration.layoutDirection == .rightToLeft
    let state = engine.pageIndicator
    var shown = CarouselFrame.Indicator()
    shown.style = style
    shown.pageCount = max(0, state.count)
    shown.currentPage = min(max(state.targetPage ?? 0, 0), max(shown.pageCount - 1, 0))
    shown.progress = state.progress
    if style.showsTimerProgress, let countdown = state.countdown {
      shown.countdown = CarouselFrame.Countdown(
        progress: countdown.progress, duration: countdown.duration,
        isRunning: countdown.isRunning, time: engine.time)
    }
    switch indicator {
    case .none:
      return IndicatorPlacement(slides: everything, indicator: CarouselFrame.Indicator())
    case .dots:
      var layout = PageIndicatorLayout(
        style: style, state: state, bounds: bounds, isRightToLeft: isRightToLeft,
        safeArea: safeArea, bottomBarHeight: bottomBarHeight)
      if options.alignsIndicatorToPixels { layout.align(toPixelGridOf: options.pixelScale) }
      shown.isHidden = layout.isHidden
      shown.frame = layout.frame
      shown.dots = layout
      return IndicatorPlacement(slides: layout.slidesFrame, indicator: shown)
    case .control(_, let size), .custom(_, let size):
      let count = shown.pageCount
      shown.isHidden =
        style.isHidden || count == 0 || (count == 1 && style.hidesForSinglePage)
        || size.width <= 0 || size.height <= 0 || !size.width.isFinite || !size.height.isFinite
      guard !shown.isHidden else {
        return IndicatorPlacement(slides: everything, indicator: shown)
      }
      let frames = PageIndicatorLayout.frames(
        indicatorSize: size, style: style, bounds: bounds, isRightToLeft: isRightToLeft,
        safeArea: safeArea, bottomBarHeight: bottomBarHeight)
      shown.frame =
        options.alignsIndicatorToPixels
        ? frames.indicator.aligned(toPixelGridOf: options.pixelScale) : frames.indicator
      return IndicatorPlacement(slides: frames.slides, indicator: shown)
    }
  }

  /// The visible stop/start control: beside a shown indicator of the machine's dots or a
  /// platform control, while there is rotation to stop or start and the style asks for it;
  /// nil when there is no room beside the indicator.
  private func rotationControl(beside shown: CarouselFrame.Indicator)
    -> CarouselFrame.RotationControl?
  {
    switch indicator {
    case .none, .custom: return nil
    case .dots, .control: break
    }
    let style = shown.style
    guard !shown.isHidden, style.showsRotationControl, engine.hasRotationControl,
      let frame = PageIndicatorLayout.rotationControlFrame(
        beside: shown.frame, axis: style.axis, diameter: style.rotationControlDiameter,
        spacing: style.rotationControlSpacing, bounds: bounds,
        isRightToLeft: engine.configuration.layoutDirection == .rightToLeft)
    else { return nil }
    let stopped = engine.isRotationStoppedByUser
    return CarouselFrame.RotationControl(
      frame: frame, isStopped: stopped,
      label: stopped ? strings.startRotation : strings.stopRotation)
  }

  /// The slides' rectangle in the bounds.
  public var slidesFrame: CarouselRect { indicatorPlacement.slides }

  /// The engine's viewport follows the slides' rectangle, which follows the indicator (a band
  /// outside the slides comes and goes with the page count).
  ///
  /// - Returns: The indicator's placement for the viewport now.
  mutating func reconcileViewport(now: Double) -> IndicatorPlacement {
    let placement = indicatorPlacement
    guard placement.slides.size != engine.viewportSize else { return placement }
    engine.setViewportSize(placement.slides.size, now: now)
    // Once more: the band can follow the layout the new viewport gave (a page count that
    // fits again).
    let settled = indicatorPlacement
    guard settled.slides.size != engine.viewportSize else { return settled }
    engine.setViewportSize(settled.slides.size, now: now)
    return indicatorPlacement
  }

  // MARK: Accessibility

  private mutating func accessibility(exposing slots: [CarouselFrame.Slot])
    -> CarouselFrame.Accessibility
  {
    var state = CarouselFrame.Accessibility()
    let count = engine.itemCount
    if let destination = engine.destinationIndex {
      let title = itemTitles.indices.contains(destination) ? itemTitles[destination] : ""
      state.value = accessibilityText.value(
        item: destination, count: count, title: title, strings: strings)
    }
    if let exposed = slots.first(where: { $0.isAccessibilityExposed }) {
      state.exposedSlotID = exposed.id
      let title = itemTitles.indices.contains(exposed.item) ? itemTitles[exposed.item] : ""
      state.slideLabel = accessibilityText.slideLabel(
        item: exposed.item, count: count, title: title, strings: strings)
    }
    state.isRotating = engine.isRotatingForAccessibility
    // Offered from before the first layout, so that the element's actions keep one shape.
    if engine.isAutoAdvanceConfigured {
      state.rotationActionLabel =
        engine.isRotationStoppedByUser ? strings.startRotation : strings.stopRotation
    }
    if let current = engine.destinationIndex, count > 1 {
      state.canMoveBackward = engine.loops || current > 0
      state.canMoveForward = engine.loops || current < count - 1
    }
    state.liveRegion = state.isRotating ? .off : .polite
    return state
  }

  /// The accessibility value of an item: "Item 3 of 5, Summer sale".
  func accessibilityValue(ofItem item: Int) -> String {
    let title = itemTitles.indices.contains(item) ? itemTitles[item] : ""
    return AccessibilityText.value(
      item: item, count: engine.itemCount, title: title, strings: strings)
  }
}

extension CarouselRect {
  /// The rectangle moved (not resized) so that its origin falls on a whole pixel.
  func aligned(toPixelGridOf scale: Double) -> CarouselRect {
    guard scale.isFinite, scale > 0 else { return self }
    return CarouselRect(
      x: (minX * scale).rounded(.down) / scale, y: (minY * scale).rounded(.down) / scale,
      width: size.width, height: size.height)
  }
}

extension PageIndicatorLayout {
  /// Moves the whole indicator so that its frame starts on a whole pixel: dots drawn on a
  /// coarse grid (a terminal's cells) then keep their spacing.
  mutating func align(toPixelGridOf scale: Double) {
    guard !isHidden else { return }
    let aligned = frame.aligned(toPixelGridOf: scale)
    let dx = aligned.minX - frame.minX
    let dy = aligned.minY - frame.minY
    guard dx != 0 || dy != 0 else { return }
    func moved(_ rect: CarouselRect) -> CarouselRect {
      CarouselRect(
        x: rect.minX + dx, y: rect.minY + dy, width: rect.size.width, height: rect.size.height)
    }
    frame = moved(frame)
    for index in dots.indices {
      dots[index].frame = moved(dots[index].frame)
      dots[index].timerFill = dots[index].timerFill.map(moved)
    }
  }
}
