import CarouselCore

// The C ABI that `Web/infinite-carousel.js` calls: plain numbers in, a frame of numbers in
// linear memory out. A carousel is a handle (an index into `carousels`); times are seconds
// on the page's clock; points are CSS pixels from the element's top-left corner; words (keys,
// attribute values) are numbered as in `WireVocabulary`. Each call hands the input to the
// carousel's host machine; the page then reads the frame (`carousel_frame`), which carries
// what the machine decided. Addresses are 32-bit: these are called in WebAssembly only.

/// The carousels of the page, by handle; nil where one was destroyed. Each in a box of its
/// own, so that the list moves references, never the machines (a copy of the machine is
/// kilobytes of code in the module, and work on every call).
nonisolated(unsafe) private var carousels: [Box?] = []
/// The handles of destroyed carousels, for the next ones made.
nonisolated(unsafe) private var freeHandles: [Int] = []

private final class Box {
  var carousel: WebCarousel

  init(_ carousel: WebCarousel) { self.carousel = carousel }
}

/// Where the page writes the input that is not numbers (`carousel_input`).
nonisolated(unsafe) private var input = InputBuffer()

/// Runs `body` on the carousel with this handle; an unknown handle does nothing.
private func withCarousel<Result>(
  _ handle: Int32, default defaultValue: Result, _ body: (inout WebCarousel) -> Result
) -> Result {
  let index = Int(handle)
  guard carousels.indices.contains(index), let box = carousels[index] else { return defaultValue }
  return body(&box.carousel)
}

private func withCarousel(_ handle: Int32, _ body: (inout WebCarousel) -> Void) {
  withCarousel(handle, default: (), body)
}

/// The carousel with this handle as it is now (for tests), or nil.
func carousel(_ handle: Int32) -> WebCarousel? {
  carousels.indices.contains(Int(handle)) ? carousels[Int(handle)]?.carousel : nil
}

/// Makes a carousel with no items and no size yet.
///
/// - Returns: Its handle.
@_expose(wasm, "carousel_create")
@_cdecl("carousel_create")
public func carouselCreate(now: Double) -> Int32 {
  let box = Box(WebCarousel(now: now))
  if let free = freeHandles.popLast() {
    carousels[free] = box
    return Int32(free)
  }
  carousels.append(box)
  return Int32(carousels.count - 1)
}

/// Frees a carousel; its handle may be given to the next one made.
@_expose(wasm, "carousel_destroy")
@_cdecl("carousel_destroy")
public func carouselDestroy(handle: Int32) {
  let index = Int(handle)
  guard carousels.indices.contains(index), carousels[index] != nil else { return }
  withCarousel(handle) { $0.deallocate() }
  carousels[index] = nil
  freeHandles.append(index)
}

/// Sets the behaviour.
///
/// - Parameters:
///   - axis: 0 horizontal, 1 vertical.
///   - rightToLeft: 1 when the next item is on the left.
///   - effect: A number of `WireVocabulary.effects`.
///   - lengthKind: A `WireVocabulary.ItemLength`.
///   - lengthValue: The fraction or the points.
///   - spacing: Points between items.
///   - alignment: A number of `WireVocabulary.alignments`.
///   - behavior: A number of `WireVocabulary.scrollBehaviors`.
///   - looping: 1 to loop.
///   - interval: The `interval` attribute as a number (NaN without one): seconds between
///     automatic page turns, brought into `CarouselAutoAdvance.intervalRange`; none for zero,
///     a negative number or NaN.
///   - marquee: The `marquee` attribute as a number (NaN without one): a continuous drift of
///     so many points per second instead, when it is a number other than zero.
///   - duration: Seconds of an animated page change, brought into
///     `CarouselConfiguration.scrollAnimationDurationRange` (NaN, or less than zero: the
///     default).
///   - swipe: 1 when a pointer may drag the slides, 0 when it only clicks
///     (`CarouselConfiguration.isSwipeEnabled`).
@_expose(wasm, "carousel_configure")
@_cdecl("carousel_configure")
public func carouselConfigure(
  handle: Int32, axis: Int32, rightToLeft: Int32, effect: Int32, lengthKind: Int32,
  lengthValue: Double, spacing: Double, alignment: Int32, behavior: Int32, looping: Int32,
  interval: Double, marquee: Double, duration: Double, swipe: Int32, now: Double
) {
  withCarousel(handle) { carousel in
    var configuration = carousel.host.engine.configuration
    configuration.axis = axis == 1 ? .vertical : .horizontal
    configuration.layoutDirection = rightToLeft == 1 ? .rightToLeft : .leftToRight
    configuration.effect = WireVocabulary.value(WireVocabulary.effects, effect)
    switch WireVocabulary.ItemLength(rawValue: Int(lengthKind)) {
    case .fraction where lengthValue > 0 && lengthValue <= 1:
      configuration.itemLength = .fraction(lengthValue)
    case .points where lengthValue > 0: configuration.itemLength = .points(lengthValue)
    default: configuration.itemLength = .fill
    }
    configuration.interitemSpacing = spacing.isFinite ? max(0, spacing) : 0
    configuration.alignment = WireVocabulary.value(WireVocabulary.alignments, alignment)
    configuration.scrollBehavior = WireVocabulary.value(WireVocabulary.scrollBehaviors, behavior)
    configuration.isLooping = looping == 1
    configuration.autoAdvance =
      marquee.isFinite && marquee != 0
      ? .continuous(pointsPerSecond: marquee) : CarouselAutoAdvance(interval: interval)
    let durations = CarouselConfiguration.scrollAnimationDurationRange
    configuration.scrollAnimationDuration =
      duration.isFinite && duration >= 0
      ? min(max(duration, durations.lowerBound), durations.upperBound)
      : CarouselConfiguration().scrollAnimationDuration
    configuration.isSwipeEnabled = swipe != 0
    carousel.host.setConfiguration(configuration, now: now)
  }
}

/// Sets the page indicator.
///
/// - Parameters:
///   - style: A number of `WireVocabulary.indicatorStyles`.
///   - placement: 0 over the slides, 1 in a band of its own below them.
///   - alignment: A number of `WireVocabulary.indicatorAlignments`.
@_expose(wasm, "carousel_set_indicator")
@_cdecl("carousel_set_indicator")
public func carouselSetIndicator(
  handle: Int32, style: Int32, placement: Int32, alignment: Int32, now: Double
) {
  withCarousel(handle) { carousel in
    var indicator = WireVocabulary.value(WireVocabulary.indicatorStyles, style)
    indicator.placement = placement == 1 ? .outside : .inside
    indicator.alignment = WireVocabulary.value(WireVocabulary.indicatorAlignments, alignment)
    carousel.host.setIndicator(.dots(indicator), now: now)
  }
}

/// The element's size changed (CSS pixels): the slides take what the page dots' band leaves.
@_expose(wasm, "carousel_set_size")
@_cdecl("carousel_set_size")
public func carouselSetSize(handle: Int32, width: Double, height: Double, now: Double) {
  withCarousel(handle) { $0.host.setBounds(CarouselSize(width: width, height: height), now: now) }
}

/// Room for `byteCount` bytes of input (`carousel_reload`, `carousel_set_languages`), shared
/// by every carousel of the page: the page writes there, then calls the export that reads it.
///
/// - Returns: Its address in linear memory, 8-byte aligned.
@_expose(wasm, "carousel_input")
@_cdecl("carousel_input")
public func carouselInput(byteCount: Int32) -> Int32 {
  Int32(Int(bitPattern: reserveInput(byteCount: Int(byteCount))))
}

/// Room for `byteCount` bytes of input: `carousel_input`'s pointer (for tests on the host,
/// where a pointer is wider than the page's 32-bit addresses).
func reserveInput(byteCount: Int) -> UnsafeMutableRawPointer {
  input.reserve(max(0, byteCount))
}

/// The slides changed: `count` identities (32-bit integers the page gives its slide elements,
/// each its own for as long as it lives) at `carousel_input`'s address, in order. A slide
/// that stays stays current wherever slides came, went or moved around it; slides that share
/// none with the ones before are new content, which opens on its first slide.
@_expose(wasm, "carousel_reload")
@_cdecl("carousel_reload")
public func carouselReload(handle: Int32, count: Int32, now: Double) {
  let identities = Array(UnsafeBufferPointer(start: input.identities, count: max(0, Int(count))))
  withCarousel(handle) { $0.reload(identities: identities, now: now) }
}

/// The slides' own times (each slide's `data-interval`): `count` seconds at `carousel_input`'s
/// address, one per slide in order, NaN for a slide that turns after the carousel's interval.
/// They become `CarouselConfiguration.itemIntervals`, each brought into
/// `CarouselAutoAdvance.intervalRange` by the engine; a dwell under way keeps its start and is
/// measured against its slide's new time. The page sends them after every reload, since they
/// go by index.
@_expose(wasm, "carousel_set_item_intervals")
@_cdecl("carousel_set_item_intervals")
public func carouselSetItemIntervals(handle: Int32, count: Int32, now: Double) {
  let seconds = UnsafeBufferPointer(start: input.numbers, count: max(0, Int(count)))
  // Only up to the last slide with a time of its own: none at all is the empty list.
  let last = seconds.lastIndex { $0.isFinite } ?? -1
  let intervals: [Double?] = seconds[..<(last + 1)].map { $0.isFinite ? $0 : nil }
  withCarousel(handle) { carousel in
    var configuration = carousel.host.engine.configuration
    configuration.itemIntervals = intervals
    carousel.host.setConfiguration(configuration, now: now)
  }
}

/// The element's languages changed: `byteCount` bytes of UTF-8 at `carousel_input`'s address,
/// BCP 47 tags separated by commas, most preferred first. Its words (the slides' and the
/// controls' labels) become the machine's in the first language shipped, or English.
@_expose(wasm, "carousel_set_languages")
@_cdecl("carousel_set_languages")
public func carouselSetLanguages(handle: Int32, byteCount: Int32, now: Double) {
  let languages = inputStrings(byteCount: byteCount, separator: UInt8(ascii: ","))
  withCarousel(handle) { $0.setLanguages(languages, now: now) }
}

/// The page's own labels changed: `byteCount` bytes of UTF-8 at `carousel_input`'s address,
/// one label per `WireVocabulary.Label` in its order, each ended by a NUL; an empty one is the
/// language's.
@_expose(wasm, "carousel_set_labels")
@_cdecl("carousel_set_labels")
public func carouselSetLabels(handle: Int32, byteCount: Int32, now: Double) {
  let labels = inputStrings(byteCount: byteCount, separator: 0, omittingEmpty: false)
  withCarousel(handle) { $0.setLabels(labels, now: now) }
}

/// The strings in `byteCount` bytes of UTF-8 at `carousel_input`'s address, apart at each
/// `separator` (one function for the languages and the labels: a split is a kilobyte).
private func inputStrings(
  byteCount: Int32, separator: UInt8, omittingEmpty: Bool = true
) -> [String] {
  let bytes = UnsafeBufferPointer(start: input.bytes, count: max(0, Int(byteCount)))
  return bytes.split(separator: separator, omittingEmptySubsequences: omittingEmpty).map {
    String(utf8: Array($0))
  }
}

/// The element's pause switches (`pause-on-hover`, `pause-on-focus`), each 1 on and 0 off:
/// `CarouselHostMachine.Options.pausesOnHover` and `stopsOnKeyboardFocus`.
@_expose(wasm, "carousel_set_pause_switches")
@_cdecl("carousel_set_pause_switches")
public func carouselSetPauseSwitches(
  handle: Int32, pausesOnHover: Int32, stopsOnKeyboardFocus: Int32, now: Double
) {
  withCarousel(handle) { carousel in
    var options = carousel.host.options
    options.pausesOnHover = pausesOnHover != 0
    options.stopsOnKeyboardFocus = stopsOnKeyboardFocus != 0
    carousel.host.setOptions(options, now: now)
  }
}

/// One of the element's surroundings changed.
///
/// - Parameters:
///   - signal: A `CarouselHostSignals.Signal` raw value (an unknown one is ignored).
///   - value: 1 when it holds, 0 when it no longer does.
@_expose(wasm, "carousel_set_signal")
@_cdecl("carousel_set_signal")
public func carouselSetSignal(handle: Int32, signal: Int32, value: Int32, now: Double) {
  guard let signal = CarouselHostSignals.Signal(rawValue: UInt8(truncatingIfNeeded: signal))
  else { return }
  withCarousel(handle) { $0.host.setSignal(signal, value == 1, now: now) }
}

/// An animation frame or the timer the frame's plan asked for came (or the page steps its own
/// clock): steps the carousel to `now`.
@_expose(wasm, "carousel_tick")
@_cdecl("carousel_tick")
public func carouselTick(handle: Int32, now: Double) {
  withCarousel(handle) { $0.host.tick(now: now) }
}

/// Writes the frame for the carousel's state now, with the events since the last one (see
/// `OutputLayout`).
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

/// A pointer went down at a point of the element: on a page dot (which turns to its page if
/// the pointer is released over it, and does nothing if a finger moves off to scroll the
/// page), or on the slides (a click or a drag, as it moves).
///
/// - Parameters:
///   - kind: A `CarouselHostMachine.PointerKind` raw value (the DOM's `pointerType`): how far
///     it moves before it drags.
///   - target: A `CarouselHostMachine.PressTarget` raw value: 1 when the press starts on a
///     control inside a slide (a button, a field, a link in a slide that is not itself the
///     link), whose click then selects nothing; 0 otherwise.
@_expose(wasm, "carousel_pointer_down")
@_cdecl("carousel_pointer_down")
public func carouselPointerDown(
  handle: Int32, x: Double, y: Double, kind: Int32, target: Int32, now: Double
) {
  let pointer =
    CarouselHostMachine.PointerKind(rawValue: UInt8(truncatingIfNeeded: kind)) ?? .mouse
  let pressed =
    CarouselHostMachine.PressTarget(rawValue: UInt8(truncatingIfNeeded: target)) ?? .slide
  withCarousel(handle) { carousel in
    carousel.host.pointerDown(
      at: CarouselPoint(x: x, y: y), kind: pointer, target: pressed, now: now)
  }
}

/// The pointer held down moved.
@_expose(wasm, "carousel_pointer_move")
@_cdecl("carousel_pointer_move")
public func carouselPointerMove(handle: Int32, x: Double, y: Double, now: Double) {
  withCarousel(handle) { $0.host.pointerMove(to: CarouselPoint(x: x, y: y), now: now) }
}

/// The pointer lifted: a drag flings, a click selects (reported as an event), a release over
/// the dot pressed turns to its page.
@_expose(wasm, "carousel_pointer_up")
@_cdecl("carousel_pointer_up")
public func carouselPointerUp(handle: Int32, x: Double, y: Double, now: Double) {
  withCarousel(handle) { $0.host.pointerUp(at: CarouselPoint(x: x, y: y), now: now) }
}

/// The browser took the pointer.
@_expose(wasm, "carousel_pointer_cancel")
@_cdecl("carousel_pointer_cancel")
public func carouselPointerCancel(handle: Int32, now: Double) {
  withCarousel(handle) { $0.host.pointerCancel(now: now) }
}

/// A key, numbered as in `WireVocabulary.keys`.
///
/// - Returns: 1 when the key means something to the carousel (the page should not act on it
///   too), 0 otherwise.
@_expose(wasm, "carousel_key")
@_cdecl("carousel_key")
public func carouselKey(handle: Int32, key: Int32, now: Double) -> Int32 {
  let keys = WireVocabulary.keys
  guard keys.indices.contains(Int(key)) else { return 0 }
  return withCarousel(handle, default: 0) { $0.host.press(keys[Int(key)].value, now: now) ? 1 : 0 }
}

/// Scrolls to an item.
///
/// - Parameter direction: A number of `WireVocabulary.scrollDirections`.
/// - Returns: 1 when the index was valid.
@_expose(wasm, "carousel_scroll_to")
@_cdecl("carousel_scroll_to")
public func carouselScrollTo(
  handle: Int32, index: Int32, animated: Int32, direction: Int32, now: Double
) -> Int32 {
  let way = WireVocabulary.value(WireVocabulary.scrollDirections, direction)
  return withCarousel(handle, default: 0) { carousel in
    carousel.host.scroll(to: Int(index), animated: animated == 1, direction: way, now: now) ? 1 : 0
  }
}

/// One item forward (`step` 1) or back (-1).
@_expose(wasm, "carousel_step")
@_cdecl("carousel_step")
public func carouselStep(handle: Int32, step: Int32, animated: Int32, now: Double) {
  withCarousel(handle) { carousel in
    if step < 0 {
      carousel.host.previous(animated: animated == 1, now: now)
    } else {
      carousel.host.next(animated: animated == 1, now: now)
    }
  }
}

/// Selects the current item (Enter or Space on the slides), reported as an event.
@_expose(wasm, "carousel_select_current")
@_cdecl("carousel_select_current")
public func carouselSelectCurrent(handle: Int32, now: Double) {
  withCarousel(handle) { $0.host.selectCurrentItem(now: now) }
}

/// `play()` (0) and `pause()` (1): stops rotation until it is started again, or starts it.
@_expose(wasm, "carousel_set_rotation_stopped")
@_cdecl("carousel_set_rotation_stopped")
public func carouselSetRotationStopped(handle: Int32, stopped: Int32, now: Double) {
  withCarousel(handle) { $0.host.setRotationStopped(stopped == 1, now: now) }
}

/// The stop/start rotation control was pressed.
@_expose(wasm, "carousel_toggle_rotation")
@_cdecl("carousel_toggle_rotation")
public func carouselToggleRotation(handle: Int32, now: Double) {
  withCarousel(handle) { $0.host.toggleRotation(now: now) }
}

/// A slide's video plays (its `playing` event, and again whenever playback resumes or jumps):
/// the turn waits until it ends (`CarouselHostMachine.setVideoPlaying(remaining:forItem:now:)`),
/// within `CarouselConfiguration.maximumHold` past the slide's interval.
///
/// - Parameters:
///   - item: The slide's index.
///   - remaining: Seconds until the video ends, or NaN while the page cannot tell (waiting
///     for data, stalled, a stream without a length).
@_expose(wasm, "carousel_set_video_playing")
@_cdecl("carousel_set_video_playing")
public func carouselSetVideoPlaying(handle: Int32, item: Int32, remaining: Double, now: Double) {
  withCarousel(handle) { carousel in
    carousel.host.setVideoPlaying(
      remaining: remaining.isFinite ? remaining : nil, forItem: Int(item), now: now)
  }
}

/// A slide's content no longer holds the turn: its video ended, failed, could not start (an
/// autoplay policy), or its slot went to the poster. A turn whose interval is over comes at
/// once.
@_expose(wasm, "carousel_end_hold")
@_cdecl("carousel_end_hold")
public func carouselEndHold(handle: Int32, item: Int32, now: Double) {
  withCarousel(handle) { $0.host.setHold(.none, forItem: Int(item), now: now) }
}
