import CarouselCore
import Testing

@testable import CarouselWeb

/// A frame read back as the page reads it (`Web/Element/frame.js`), by the wire's offsets.
struct ReadFrame {
  var header: [OutputLayout.Header: Double] = [:]
  var slots: [[OutputLayout.Slot: Double]] = []
  var dots: [[OutputLayout.Dot: Double]] = []
  var events: [(kind: OutputLayout.EventKind?, value: Double)] = []

  init(_ buffer: OutputBuffer, at start: Int = 0) {
    for field in OutputLayout.Header.allCases { header[field] = buffer[header: start, field] }
    var index = start + OutputLayout.headerCount
    for _ in 0..<Int(buffer[header: start, .slotCount]) {
      slots.append(
        Dictionary(
          uniqueKeysWithValues: OutputLayout.Slot.allCases.map { ($0, buffer[slot: index, $0]) }))
      index += OutputLayout.slotStride
    }
    for _ in 0..<Int(buffer[header: start, .dotCount]) {
      dots.append(
        Dictionary(
          uniqueKeysWithValues: OutputLayout.Dot.allCases.map { ($0, buffer[dot: index, $0]) }))
      index += OutputLayout.dotStride
    }
    for _ in 0..<Int(buffer[header: start, .eventCount]) {
      events.append(
        (
          OutputLayout.EventKind(rawValue: Int(buffer[event: index, .kind])),
          buffer[event: index, .value]
        ))
      index += OutputLayout.eventStride
    }
    length = index - start
  }

  /// How many numbers the frame took.
  var length = 0

  subscript(field: OutputLayout.Header) -> Double { header[field] ?? .nan }

  func has(_ flag: OutputLayout.Flag) -> Bool { Int(self[.flags]) & flag.bit != 0 }

  func events(_ kind: OutputLayout.EventKind) -> [Double] {
    events.filter { $0.kind == kind }.map(\.value)
  }
}

/// The element as the page drives it: connected, 390 x 130, five slides turning every 3 s.
struct Element {
  var carousel: WebCarousel
  var now = 0.0

  init(count: Int = 5, configure: (inout CarouselConfiguration) -> Void = { _ in }) {
    carousel = WebCarousel(now: 0)
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .interval(3)
    configure(&configuration)
    carousel.host.setConfiguration(configuration, now: 0)
    carousel.host.reload(itemCount: count, now: 0)
    carousel.host.setSignal(.inWindow, true, now: 0)
    carousel.host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    _ = frame()
  }

  /// The frame the page reads after an input.
  mutating func frame() -> ReadFrame {
    carousel.write()
    return ReadFrame(carousel.output)
  }

  /// The frame now, then every frame the page would draw until `end`: every 1/60 s while the
  /// plan asks for frames, one at its wake-up, none while it is idle.
  mutating func run(until end: Double) -> [ReadFrame] {
    var frames = [frame()]
    while now < end {
      let plan = frames[frames.count - 1]
      switch OutputLayout.TickPlanKind(rawValue: Int(plan[.tickPlan])) {
      case .frames: now = min(end, now + 1.0 / 60)
      case .wakeUp where plan[.wakeUpTime] <= end: now = max(now, plan[.wakeUpTime])
      default: return frames
      }
      carousel.host.tick(now: now)
      frames.append(frame())
    }
    return frames
  }
}

@Suite struct WebCarouselTests {
  @Test func aNewCarouselIsOutsideTheDocumentAndSchedulesNothing() {
    var carousel = WebCarousel(now: 0)
    defer { carousel.deallocate() }
    carousel.host.reload(itemCount: 5, now: 0)
    carousel.host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    carousel.write()
    let frame = ReadFrame(carousel.output)
    #expect(frame[.tickPlan] == Double(OutputLayout.TickPlanKind.idle.rawValue))
    #expect(frame[.wakeUpTime].isNaN)
    #expect(frame[.itemCount] == 5)
    #expect(frame.length == carousel.output.count)
  }

  @Test func theFrameCarriesTheMachinesPlan() {
    var element = Element()
    defer { element.carousel.deallocate() }
    // Given a connected, visible carousel: one wake-up, at the first page turn.
    var frame = element.frame()
    #expect(frame[.tickPlan] == Double(OutputLayout.TickPlanKind.wakeUp.rawValue))
    #expect(frame[.wakeUpTime] == 3)
    // When it is scrolled out of sight, nothing is scheduled.
    element.carousel.host.setSignal(.scrolledOutOfSight, true, now: 1)
    frame = element.frame()
    #expect(frame[.tickPlan] == Double(OutputLayout.TickPlanKind.idle.rawValue))
    #expect(frame[.wakeUpTime].isNaN)
    #expect(!frame.has(.rotating))
    // Back in sight at 10, the dwell goes on for the 2 s it had left; the turn runs on frames.
    element.carousel.host.setSignal(.scrolledOutOfSight, false, now: 10)
    frame = element.frame()
    #expect(frame[.wakeUpTime] == 12)
    element.carousel.host.tick(now: 12)
    frame = element.frame()
    #expect(frame[.tickPlan] == Double(OutputLayout.TickPlanKind.frames.rawValue))
    #expect(frame.has(.animating))
  }

  @Test func theMachinesActionsArriveAsEvents() {
    var element = Element()
    defer { element.carousel.deallocate() }
    // A click on the slides selects the item under it.
    element.carousel.host.pointerDown(at: CarouselPoint(x: 200, y: 60), kind: .mouse, now: 1.5)
    element.carousel.host.pointerUp(at: CarouselPoint(x: 200, y: 60), now: 1.6)
    let clicked = element.frame()
    #expect(clicked.events(.itemSelected) == [0])
    // A programmatic turn: the current item changes, the slides settle, the move ends.
    element.now = 2
    element.carousel.host.next(now: 2)
    let events = element.run(until: 3).flatMap(\.events)
    #expect(events.filter { $0.kind == .currentIndexChanged }.map(\.value) == [1])
    #expect(events.filter { $0.kind == .settled }.map(\.value) == [1])
    #expect(events.filter { $0.kind == .scrollAnimationEnded }.map(\.value) == [1])
    // Each event comes once.
    let next = element.frame()
    #expect(next.events.isEmpty)
  }

  @Test func aFingerTravelsFurtherThanAMouseBeforeItDrags() {
    let cases: [(CarouselHostMachine.PointerKind, Double, Bool)] = [
      (.mouse, 2, true), (.pen, 2, true), (.touch, 8, false), (.touch, 12, true),
    ]
    for (kind, travel, drags) in cases {
      var element = Element()
      defer { element.carousel.deallocate() }
      element.carousel.host.pointerDown(at: CarouselPoint(x: 200, y: 60), kind: kind, now: 1)
      element.carousel.host.pointerMove(to: CarouselPoint(x: 200 - travel, y: 60), now: 1.1)
      let current = element.frame()
      #expect(current.has(.dragging) == drags, "\(kind) \(travel)")
    }
  }

  @Test func eachSlotSaysWhatItsVideoDoes() {
    var element = Element()
    defer { element.carousel.deallocate() }
    func videos(_ frame: ReadFrame) -> [Double: Double] {
      Dictionary(
        uniqueKeysWithValues: frame.slots.map { ($0[.item] ?? -1, $0[.video] ?? .nan) })
    }
    let poster = Double(CarouselFrame.VideoPlayback.poster.rawValue)
    let paused = Double(CarouselFrame.VideoPlayback.paused.rawValue)
    let playing = Double(CarouselFrame.VideoPlayback.playing.rawValue)
    // Given a visible carousel at rest on its first slide: only that slot plays, the
    // neighbours load nothing
    var frame = element.frame()
    #expect(videos(frame) == [0: playing, 1: poster, 4: poster])
    // When the user stops the slide show, the video rests paused
    element.carousel.host.setRotationStopped(true, now: 1)
    frame = element.frame()
    #expect(videos(frame) == [0: paused, 1: poster, 4: poster])
    // And when the user saves data, nothing loads at all
    element.carousel.host.setSignal(.dataSaver, true, now: 2)
    frame = element.frame()
    #expect(videos(frame) == [0: poster, 1: poster, 4: poster])
  }

  @Test func slotsAndDotsAreInTheElementsCoordinates() {
    var element = Element()
    defer { element.carousel.deallocate() }
    var style = PageIndicatorStyle.dots
    style.placement = .outside
    element.carousel.host.setIndicator(.dots(style), now: 0)
    let frame = element.frame()
    // The dots take a band below the slides; the slides the rest.
    #expect(frame[.slidesY] == 0 && frame[.slidesHeight] < 130)
    #expect(frame[.indicatorY] >= frame[.slidesHeight])
    #expect(frame.dots.count == 5)
    #expect(frame.dots.allSatisfy { ($0[.y] ?? -1) >= frame[.slidesHeight] })
    let current = frame.slots.first { $0[.item] == 0 }
    #expect(
      current?[.x] == 0 && current?[.width] == 390 && current?[.height] == frame[.slidesHeight])
    // A plain slide needs no matrix beyond the identity.
    let slot = OutputLayout.headerCount + OutputLayout.Slot.matrix.rawValue
    let matrix = (0..<OutputLayout.matrixCount).map { element.carousel.output[slot + $0] }
    #expect(matrix == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
  }

  @Test func thePlanRunsToRestAndLeavesTheCarouselAlone() {
    var element = Element()
    defer { element.carousel.deallocate() }
    element.carousel.host.next(now: 1)
    let before = element.carousel.host.engine.unwrappedPosition
    let planned = element.carousel.writePlan(step: 1.0 / 60, maximumFrames: 600)
    #expect(planned)
    let frames = Self.frames(of: element.carousel.plan)
    // Then the frames run from now to the rest, 1/60 s apart, and end on the next item.
    #expect(frames.first?[.time] == 1)
    #expect(frames.last?[.unwrappedPosition] == 1)
    #expect(frames.last?.has(.animating) == false)
    #expect(frames.allSatisfy { $0.events.isEmpty })
    // The carousel itself did not move, and its own frames still report the turn.
    #expect(element.carousel.host.engine.unwrappedPosition == before)
    #expect(element.carousel.host.engine.time == 1)
    element.now = 1
    let events = element.run(until: 2).flatMap(\.events)
    #expect(events.filter { $0.kind == .currentIndexChanged }.map(\.value) == [1])
    #expect(events.filter { $0.kind == .settled }.map(\.value) == [1])
  }

  /// A plan's frames, as the page reads them: a count, the identity, then each frame after
  /// its length.
  static func frames(of plan: OutputBuffer) -> [ReadFrame] {
    var index = 2
    var frames: [ReadFrame] = []
    for _ in 0..<Int(plan[0]) {
      let frame = ReadFrame(plan, at: index + 1)
      #expect(frame.length == Int(plan[index]))
      frames.append(frame)
      index += 1 + Int(plan[index])
    }
    #expect(index == plan.count)
    return frames
  }

  /// The identity of the plan of the turn that starts at the carousel's next wake-up (the
  /// carousel is then stepped through it to its rest).
  static func nextTurnsIdentity(_ element: inout Element) -> Double? {
    guard case .wakeUp(let due) = element.carousel.host.tickPlan else { return nil }
    element.now = due
    element.carousel.host.tick(now: due)
    guard element.carousel.writePlan(step: 1.0 / 60, maximumFrames: 600) else { return nil }
    let identity = element.carousel.plan[1]
    _ = element.run(until: due + 0.5)
    return identity
  }

  @Test func aTurnMadeAgainAsTheSlidesComeRoundHasTheSameIdentity() {
    var element = Element()
    defer { element.carousel.deallocate() }
    // Eleven turns by themselves, each starting at another time (the clock at 3 s, 6.35 s,
    // 9.7 s...), on five slides: the sixth turn is the first again, and so on.
    let identities = (0..<11).map { _ in Self.nextTurnsIdentity(&element) }
    #expect(identities.allSatisfy { $0 != nil })
    for turn in 0..<6 { #expect(identities[turn] == identities[turn + 5], "turn \(turn)") }
    // Each of the five is a turn of its own (the slides differ).
    #expect(Set(identities[0..<5].compactMap { $0 }).count == 5)
    // Another motion is another identity: the same turn a little slower...
    element.carousel.host.setConfiguration(
      {
        var configuration = element.carousel.host.engine.configuration
        configuration.scrollAnimationDuration = 0.4
        return configuration
      }(), now: element.now)
    let slower = Self.nextTurnsIdentity(&element)
    #expect(slower != nil && !identities.contains(slower))
    // ...and two pages at once.
    element.now += 0.1
    element.carousel.host.scroll(
      to: ((element.carousel.host.engine.currentIndex ?? 0) + 2) % 5, now: element.now)
    let planned = element.carousel.writePlan(step: 1.0 / 60, maximumFrames: 600)
    #expect(planned && !identities.contains(element.carousel.plan[1]))
  }

  /// The page asks for at most so many frames a step apart; whatever numbers arrive, a plan
  /// is bounded (`WebCarousel.planFrameLimit`) and no request traps: none for no frames, a
  /// step that is not a positive number, or a motion longer than the frames allowed.
  @Test func aPlanAskedForWithAnyNumbersIsBoundedOrNone() {
    var element = Element()
    defer { element.carousel.deallocate() }
    element.carousel.host.next(now: 1)
    for frames in [Int.min, Int(Int32.min), -1, 0, 1, 2] {
      let planned = element.carousel.writePlan(step: 1.0 / 60, maximumFrames: frames)
      #expect(!planned, "\(frames)")
    }
    for step in [0, -1.0 / 60, .nan, -.infinity, 1e-320] {
      let planned = element.carousel.writePlan(step: step, maximumFrames: .max)
      #expect(!planned, "\(step)")
    }
    // A step longer than the motion: its first frame and its rest.
    let slow = element.carousel.writePlan(step: .infinity, maximumFrames: 600)
    #expect(slow && element.carousel.plan[0] == 2)
    // As many frames as the page may ask for, however many more it asks for.
    let limit = WebCarousel.planFrameLimit
    let tiny = (element.carousel.host.engine.restTime! - 1) / Double(limit - 1) * (1 + 1e-9)
    let most = element.carousel.writePlan(step: tiny, maximumFrames: .max)
    #expect(most && element.carousel.plan[0] == Double(limit))
    let more = element.carousel.writePlan(step: tiny / 2, maximumFrames: Int(Int32.max))
    #expect(!more)
  }

  @Test func thereIsNoPlanAtRestOrUnderAFinger() {
    var element = Element()
    defer { element.carousel.deallocate() }
    let atRest = element.carousel.writePlan(step: 1.0 / 60, maximumFrames: 600)
    #expect(!atRest)
    element.carousel.host.pointerDown(at: CarouselPoint(x: 200, y: 60), kind: .mouse, now: 1)
    element.carousel.host.pointerMove(to: CarouselPoint(x: 100, y: 60), now: 1.1)
    let dragging = element.carousel.writePlan(step: 1.0 / 60, maximumFrames: 600)
    #expect(!dragging)
  }
}
