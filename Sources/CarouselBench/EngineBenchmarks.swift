import CarouselCore

/// The engine's figures: time per step, allocations per steady-state step, and memory that
/// does not grow with the item count.
func runEngineBenchmarks() {
  printHeading("Engine (CarouselCore)")
  let viewport = CarouselSize(width: 1170, height: 390)
  let frameBudget = 1e9 / 120

  // A typical frame: a page turn in flight, the host reads every live slot's frame.
  func turningEngine(count: Int) -> CarouselEngine {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(3)
    var engine = CarouselEngine(
      configuration: configuration, itemCount: count, viewportSize: viewport)
    engine.next(now: 0)
    return engine
  }

  var engine = turningEngine(count: 10)
  var now = 0.0
  var checksum = 0.0
  // One page turn of 0.35 s at 120 Hz is 42 frames; keep turning pages forever.
  let stepNanoseconds = nanosecondsPerIteration(iterations: 200_000) { _ in
    now += 1.0 / 120
    if !engine.isAnimating { engine.next(now: now) }
    engine.advance(to: now)
    for slot in engine.slots { checksum += slot.frame.minX }
    engine.drainEvents { _ in }
  }
  blackHole(checksum)

  // Allocations per step in the same steady state, counted at the C allocator, for both
  // ways of draining events: the closure form, and the array form (`drainEvents()`), which
  // allocates its array.
  func allocationsPerStep(drainingIntoArray: Bool) -> (
    perStep: Double, thousand: UInt64, twoThousand: UInt64
  ) {
    var steadyEngine = turningEngine(count: 10)
    var steadyNow = 0.0
    var seen = 0
    func steadySteps(_ count: Int) {
      for _ in 0..<count {
        steadyNow += 1.0 / 120
        if !steadyEngine.isAnimating { steadyEngine.next(now: steadyNow) }
        steadyEngine.advance(to: steadyNow)
        for slot in steadyEngine.slots { checksum += slot.frame.minX }
        if drainingIntoArray {
          for event in steadyEngine.drainEvents() {
            if case .currentIndexChanged = event { seen &+= 1 }
          }
        } else {
          steadyEngine.drainEvents { event in if case .currentIndexChanged = event { seen &+= 1 } }
        }
      }
    }
    steadySteps(1000)  // warm up: buffers reach their steady capacity
    let thousand = allocations { steadySteps(1000) }
    let twoThousand = allocations { steadySteps(2000) }
    blackHole(seen)
    return (
      Double(twoThousand.count - thousand.count) / 1000, thousand.count, twoThousand.count
    )
  }
  let closureAllocations = allocationsPerStep(drainingIntoArray: false)
  let arrayAllocations = allocationsPerStep(drainingIntoArray: true)

  // A drag frame: the finger moves, the content follows, the host reads every live slot.
  var dragEngine = turningEngine(count: 10)
  dragEngine.beginDrag(at: CarouselPoint(x: 600, y: 200), now: 1)
  var dragX = 600.0
  let dragNanoseconds = nanosecondsPerIteration(iterations: 200_000) { iteration in
    dragX -= 3
    if dragX < -100_000 { dragX = 600 }
    dragEngine.drag(to: CarouselPoint(x: dragX, y: 200), now: 1 + Double(iteration) * 1e-4)
    for slot in dragEngine.slots { checksum += slot.frame.minX }
    dragEngine.drainEvents { _ in }
  }
  blackHole(checksum)

  print(
    "Typical frame: a page turn in flight at 120 Hz (or a drag event), every live slot read, "
      + "events drained.")
  print("")
  printRow("figure", "value", "ratio")
  printRow("---", "---", "---")
  printRow(
    "time per step + slot list (page turn)", "\(formatted(stepNanoseconds)) ns",
    "\(formatted(stepNanoseconds / frameBudget * 100, decimals: 4)) % of the 8.33 ms frame budget")
  printRow(
    "time per drag event + slot list (every live slot read)", "\(formatted(dragNanoseconds)) ns",
    "\(formatted(dragNanoseconds / frameBudget * 100, decimals: 4)) % of the frame budget")
  if isAllocationCounterAvailable {
    for (form, measured) in [
      ("`drainEvents { }` (closure)", closureAllocations),
      ("`drainEvents()` (array)", arrayAllocations),
    ] {
      printRow(
        "heap allocations per steady-state step, events drained with \(form)",
        formatted(measured.perStep, decimals: 3),
        "1000 steps: \(measured.thousand), 2000 steps: \(measured.twoThousand)")
    }
  } else {
    printRow("heap allocations per steady-state step", "not measured (no glibc)", "")
  }

  print("")
  print("Live slots and engine memory by item count (after 10,000 mixed steps).")
  print("")
  printRow(
    "items", "live slots at rest", "live slots mid-turn", "inline size", "heap bytes",
    "ratio to N = 10")
  printRow("---", "---", "---", "---", "---", "---")
  var reference: Int64 = 0
  for count in [10, 1_000_000, 1_000_000_000] {
    var live = (rest: 0, moving: 0)
    var heap: Int64 = 0
    var kept: CarouselEngine?
    let measured = allocations {
      var engine = turningEngine(count: count)
      var time = 0.0
      for step in 0..<10_000 {
        time += 1.0 / 120
        if step % 97 == 0 { engine.previous(now: time) }
        if !engine.isAnimating { engine.next(now: time) }
        engine.advance(to: time)
        engine.drainEvents { _ in }
        if engine.isAnimating { live.moving = max(live.moving, engine.slots.count) }
      }
      engine.scroll(to: count - 1, animated: false, now: time + 1)
      engine.drainEvents { _ in }
      live.rest = engine.slots.count
      kept = engine
    }
    heap = measured.liveBytes
    blackHole(kept)
    if count == 10 { reference = heap }
    printRow(
      "\(count)", "\(live.rest)", "\(live.moving)", "\(MemoryLayout<CarouselEngine>.size) B",
      isAllocationCounterAvailable ? "\(heap) B" : "n/a",
      reference > 0 ? formatted(Double(heap) / Double(reference), decimals: 2) : "n/a")
  }

  // A million manual swipes: the loop stays exact.
  var swiper = CarouselEngine(itemCount: 7, viewportSize: viewport)
  let swipeNanoseconds = nanosecondsPerIteration(iterations: 1_000_000, rounds: 1) { index in
    swiper.next(animated: false, now: Double(index))
  }
  print("")
  print(
    "10^6 swipes (next, not animated): \(formatted(swipeNanoseconds)) ns each; "
      + "final index \(swiper.currentIndex ?? -1) (expected \(1_000_000 % 7)), "
      + "position \(swiper.position), slot x \(swiper.slots.map(\.frame.minX))")
}
