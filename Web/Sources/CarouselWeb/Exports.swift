import CarouselCore

// The C ABI that `Web/infinite-carousel.js` calls: plain numbers in, a frame of numbers in
// linear memory out. A carousel is a handle (an index into `carousels`); times are seconds
// on the page's clock; points are CSS pixels from the element's top-left corner.

/// The carousels of the page, by handle; nil where one was destroyed.
nonisolated(unsafe) private var carousels: [WebCarousel?] = []

/// Runs `body` on the carousel with this handle; an unknown handle does nothing.
private func withCarousel<Result>(
  _ handle: Int32, default defaultValue: Result, _ body: (inout WebCarousel) -> Result
) -> Result {
  let index = Int(handle)
  guard carousels.indices.contains(index), carousels[index] != nil else { return defaultValue }
  // swift-format-ignore: NeverForceUnwrap
  // Mutated in place (checked just above), so that the engine is never copied.
  return body(&carousels[index]!)
}

private func withCarousel(_ handle: Int32, _ body: (inout WebCarousel) -> Void) {
  withCarousel(handle, default: (), body)
}

/// Makes a carousel with no items and no size yet.
///
/// - Returns: Its handle.
@_expose(wasm, "carousel_create")
@_cdecl("carousel_create")
public func carouselCreate(now: Double) -> Int32 {
  let carousel = WebCarousel(now: now)
  if let free = carousels.firstIndex(where: { $0 == nil }) {
    carousels[free] = carousel
    return Int32(free)
  }
  carousels.append(carousel)
  return Int32(carousels.count - 1)
}

/// Frees a carousel; its handle may be given to the next one made.
@_expose(wasm, "carousel_destroy")
@_cdecl("carousel_destroy")
public func carouselDestroy(handle: Int32) {
  withCarousel(handle) { carousel in
    carousel.output.deallocate()
    carousel.plan.deallocate()
  }
  let index = Int(handle)
  if carousels.indices.contains(index) { carousels[index] = nil }
}

/// Sets the behaviour.
///
/// - Parameters:
///   - axis: 0 horizontal, 1 vertical.
///   - rightToLeft: 1 when the next item is on the left.
///   - effect: An index into `CarouselEffect.namedEffects` (0 slide ... 7 cube).
///   - lengthKind: 0 full pages, 1 a fraction of the viewport, 2 points.
///   - lengthValue: The fraction or the points.
///   - spacing: Points between items.
///   - alignment: 0 centred, 1 leading.
///   - behavior: 0 paging, 1 free, 2 snapping.
///   - looping: 1 to loop.
///   - autoKind: 0 off, 1 a page turn every `autoValue` seconds, 2 a drift of `autoValue`
///     points per second.
///   - duration: Seconds of an animated page change.
@_expose(wasm, "carousel_configure")
@_cdecl("carousel_configure")
public func carouselConfigure(
  handle: Int32, axis: Int32, rightToLeft: Int32, effect: Int32, lengthKind: Int32,
  lengthValue: Double, spacing: Double, alignment: Int32, behavior: Int32, looping: Int32,
  autoKind: Int32, autoValue: Double, duration: Double, now: Double
) {
  withCarousel(handle) { carousel in
    var configuration = carousel.engine.configuration
    configuration.axis = axis == 1 ? .vertical : .horizontal
    configuration.layoutDirection = rightToLeft == 1 ? .rightToLeft : .leftToRight
    let effects = CarouselEffect.namedEffects
    configuration.effect =
      effects.indices.contains(Int(effect)) ? effects[Int(effect)].effect : .slide
    switch lengthKind {
    case 1 where lengthValue > 0 && lengthValue <= 1:
      configuration.itemLength = .fraction(lengthValue)
    case 2 where lengthValue > 0: configuration.itemLength = .points(lengthValue)
    default: configuration.itemLength = .fill
    }
    configuration.interitemSpacing = spacing.isFinite ? max(0, spacing) : 0
    configuration.alignment = alignment == 1 ? .leading : .center
    switch behavior {
    case 1: configuration.scrollBehavior = .free
    case 2: configuration.scrollBehavior = .snapping
    default: configuration.scrollBehavior = .paging
    }
    configuration.isLooping = looping == 1
    switch autoKind {
    case 1 where autoValue > 0 && autoValue.isFinite:
      configuration.autoAdvance = .interval(autoValue)
    case 2 where autoValue != 0 && autoValue.isFinite:
      configuration.autoAdvance = .continuous(pointsPerSecond: autoValue)
    default: configuration.autoAdvance = .off
    }
    if duration.isFinite, duration >= 0 { configuration.scrollAnimationDuration = duration }
    carousel.engine.setConfiguration(configuration, now: now)
  }
}

/// Sets the page indicator.
///
/// - Parameters:
///   - style: 0 dots, 1 pill, 2 timer, 3 none.
///   - placement: 0 over the slides, 1 in a band of its own below them.
///   - alignment: 0 centre, 1 leading, 2 trailing.
@_expose(wasm, "carousel_set_indicator")
@_cdecl("carousel_set_indicator")
public func carouselSetIndicator(
  handle: Int32, style: Int32, placement: Int32, alignment: Int32, now: Double
) {
  withCarousel(handle) { carousel in
    var indicator: PageIndicatorStyle
    switch style {
    case 1: indicator = .pill
    case 2: indicator = .timer
    case 3: indicator = .hidden
    default: indicator = .dots
    }
    indicator.placement = placement == 1 ? .outside : .inside
    switch alignment {
    case 1: indicator.alignment = .leading
    case 2: indicator.alignment = .trailing
    default: indicator.alignment = .center
    }
    carousel.indicatorStyle = indicator
    carousel.layOut(now: now)
  }
}

/// The element's size changed (CSS pixels).
@_expose(wasm, "carousel_set_size")
@_cdecl("carousel_set_size")
public func carouselSetSize(handle: Int32, width: Double, height: Double, now: Double) {
  withCarousel(handle) { carousel in
    let valid = width.isFinite && height.isFinite
    carousel.bounds = valid ? CarouselSize(width: max(0, width), height: max(0, height)) : .zero
    carousel.layOut(now: now)
  }
}

/// The number of slides changed; the current one stays current where it still exists.
@_expose(wasm, "carousel_reload")
@_cdecl("carousel_reload")
public func carouselReload(handle: Int32, count: Int32, now: Double) {
  withCarousel(handle) { $0.engine.reload(itemCount: Int(count), now: now) }
}

/// Steps the engine to `now`.
@_expose(wasm, "carousel_advance")
@_cdecl("carousel_advance")
public func carouselAdvance(handle: Int32, now: Double) {
  withCarousel(handle) { $0.engine.advance(to: now) }
}

/// Writes the frame for the engine's state now (see `OutputLayout`).
///
/// - Returns: Its address in linear memory (0 for an unknown handle).
@_expose(wasm, "carousel_frame")
@_cdecl("carousel_frame")
public func carouselFrame(handle: Int32) -> Int32 {
  withCarousel(handle, default: 0) { carousel in
    carousel.write()
    return Int32(Int(bitPattern: carousel.output.base))
  }
}

/// Writes the frames of the motion under way until it rests, `step` seconds apart (see
/// `WebCarousel.writePlan(step:maximumFrames:)`).
///
/// - Returns: Their address in linear memory, or 0 when there is no such motion.
@_expose(wasm, "carousel_plan")
@_cdecl("carousel_plan")
public func carouselPlan(handle: Int32, step: Double, maximumFrames: Int32) -> Int32 {
  withCarousel(handle, default: 0) { carousel in
    guard carousel.writePlan(step: step, maximumFrames: Int(maximumFrames)) else { return 0 }
    return Int32(Int(bitPattern: carousel.plan.base))
  }
}

/// A pointer went down at a point of the element.
///
/// - Parameter slop: How far along the axis it must move to drag, in CSS pixels.
/// - Returns: The page of a dot under it (the carousel turns there), or -1.
@_expose(wasm, "carousel_pointer_down")
@_cdecl("carousel_pointer_down")
public func carouselPointerDown(
  handle: Int32, x: Double, y: Double, slop: Double, now: Double
) -> Int32 {
  withCarousel(handle, default: -1) { carousel in
    let page = carousel.pointerDown(at: CarouselPoint(x: x, y: y), slop: slop, now: now)
    return Int32(page ?? -1)
  }
}

/// The pointer held down moved.
@_expose(wasm, "carousel_pointer_move")
@_cdecl("carousel_pointer_move")
public func carouselPointerMove(handle: Int32, x: Double, y: Double, now: Double) {
  withCarousel(handle) { $0.pointerMove(to: CarouselPoint(x: x, y: y), now: now) }
}

/// The pointer lifted.
///
/// - Returns: The item a click selected, or -1.
@_expose(wasm, "carousel_pointer_up")
@_cdecl("carousel_pointer_up")
public func carouselPointerUp(handle: Int32, x: Double, y: Double, now: Double) -> Int32 {
  withCarousel(handle, default: -1) { carousel in
    Int32(carousel.pointerUp(at: CarouselPoint(x: x, y: y), now: now) ?? -1)
  }
}

/// The browser took the pointer.
@_expose(wasm, "carousel_pointer_cancel")
@_cdecl("carousel_pointer_cancel")
public func carouselPointerCancel(handle: Int32, now: Double) {
  withCarousel(handle) { $0.pointerCancel(now: now) }
}

/// A key: 0 left, 1 right, 2 up, 3 down, 4 Page Up, 5 Page Down, 6 Home, 7 End.
///
/// - Returns: 1 when the key moved the carousel (the page should not scroll), 0 otherwise.
@_expose(wasm, "carousel_key")
@_cdecl("carousel_key")
public func carouselKey(handle: Int32, key: Int32, now: Double) -> Int32 {
  let keys: [CarouselKey] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end]
  guard keys.indices.contains(Int(key)) else { return 0 }
  return withCarousel(handle, default: 0) { carousel in
    guard let command = carousel.engine.command(for: keys[Int(key)]) else { return 0 }
    return carousel.engine.perform(command, now: now) ? 1 : 0
  }
}

/// Scrolls to an item.
///
/// - Parameter direction: 0 the shorter way round, 1 forward, 2 backward.
/// - Returns: 1 when the index was valid.
@_expose(wasm, "carousel_scroll_to")
@_cdecl("carousel_scroll_to")
public func carouselScrollTo(
  handle: Int32, index: Int32, animated: Int32, direction: Int32, now: Double
) -> Int32 {
  withCarousel(handle, default: 0) { carousel in
    let way: CarouselEngine.ScrollDirection =
      direction == 1 ? .forward : direction == 2 ? .backward : .shortest
    return carousel.engine.scroll(
      to: Int(index), animated: animated == 1, direction: way, now: now) ? 1 : 0
  }
}

/// One item forward (`step` 1) or back (-1).
@_expose(wasm, "carousel_step")
@_cdecl("carousel_step")
public func carouselStep(handle: Int32, step: Int32, animated: Int32, now: Double) {
  withCarousel(handle) { carousel in
    if step < 0 {
      carousel.engine.previous(animated: animated == 1, now: now)
    } else {
      carousel.engine.next(animated: animated == 1, now: now)
    }
  }
}

/// Selects the current item (Enter or Space on the slides).
///
/// - Returns: The item, or -1.
@_expose(wasm, "carousel_select_current")
@_cdecl("carousel_select_current")
public func carouselSelectCurrent(handle: Int32, now: Double) -> Int32 {
  withCarousel(handle, default: -1) { Int32($0.engine.selectCurrentItem(now: now) ?? -1) }
}

/// Pauses auto-advance for reasons (`CarouselPauseReasons` raw values), or clears them.
@_expose(wasm, "carousel_set_paused")
@_cdecl("carousel_set_paused")
public func carouselSetPaused(handle: Int32, reasons: Int32, paused: Int32, now: Double) {
  withCarousel(handle) { carousel in
    let set = CarouselPauseReasons(rawValue: UInt8(truncatingIfNeeded: reasons))
    if paused == 1 {
      carousel.engine.pauseAutoAdvance(set, now: now)
    } else {
      carousel.engine.resumeAutoAdvance(set, now: now)
    }
  }
}

/// The stop/start rotation control: 1 stops rotation until the user starts it again.
@_expose(wasm, "carousel_set_rotation_stopped")
@_cdecl("carousel_set_rotation_stopped")
public func carouselSetRotationStopped(handle: Int32, stopped: Int32, now: Double) {
  withCarousel(handle) { $0.engine.setRotationStopped(stopped == 1, now: now) }
}

/// The page's `prefers-reduced-motion` changed.
@_expose(wasm, "carousel_set_reduced_motion")
@_cdecl("carousel_set_reduced_motion")
public func carouselSetReducedMotion(handle: Int32, enabled: Int32, now: Double) {
  withCarousel(handle) { $0.engine.setReducedMotion(enabled == 1, now: now) }
}
