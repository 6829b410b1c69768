/// The host around a ``CarouselEngine``: every decision a front end makes between its
/// platform and the engine, written once.
///
/// A front end reads its platform into the machine (the signals of
/// ``CarouselHostSignals``, sizes, pointers and gestures, data changes, a selection set by the
/// app, frame ticks, each with its time) and carries out the ``CarouselHostAction``s it gives
/// back (run frames or wake up later, redraw, call the app back, announce). It decides which
/// pause reasons apply, when anything ticks and at what frame rate, where the slides and the
/// page indicator go, whether a press is a tap or a drag, which moves are the user's (and so
/// announced), how a selection binding's echoes are told from the app's requests, and which
/// items make impressions. Like the engine it is a value, reads no clock and does nothing by
/// itself, so the UIKit and SwiftUI views, the terminal and the web element run the same
/// rules and the rules are tested headlessly.
///
/// ```swift
/// var host = CarouselHostMachine(itemCount: urls.count, now: clock.now)
/// host.setSignal(.inWindow, true, now: clock.now)      // the view entered a window
/// host.setBounds(CarouselSize(width: 390, height: 160), now: clock.now)
/// host.pointerDown(at: point, kind: .touch, now: t)    // input as it comes
/// host.tick(now: frameTime)                            // on each frame it asked for
/// host.drainActions { action in
///   switch action {
///   case .schedule(let plan): ticker.apply(plan)
///   case .redraw: place(host.engine.slots)
///   case .itemSelected(let index): onSelect(index)
///   default: break
///   }
/// }
/// ```
public struct CarouselHostMachine: Sendable {
  /// The per-front-end constants: how pointers are told apart, the display, the samplings.
  public struct Options: Hashable, Sendable {
    /// How far a mouse or pen moves along the axis, in points, before a press is a drag:
    /// about one pixel (one cell in a terminal).
    public var mouseDragSlop = 1.0
    /// How far a finger moves along the axis before a press is a drag: more than a mouse,
    /// since a resting finger wobbles.
    public var touchDragSlop = 10.0
    /// The display's frame duration: a wake-up due within one frame is served by frames.
    public var frameInterval = 1.0 / 60
    /// Pixels per point (the screen scale): large items for impressions, a marquee's frame
    /// rate.
    public var pixelScale = 1.0
    /// How many distinct steps the timer indicator's fill shows over one interval (a
    /// terminal's cells times eighths of a cell), or nil when the front end animates it
    /// itself: while it fills, the machine asks to be stepped often enough for each step.
    public var countdownFillSteps: Double?

    /// The defaults: 1 point for a mouse, 10 for a finger, 60 Hz, scale 1.
    public init() {}
  }

  /// The kind of pointer pressing the content.
  public enum PointerKind: UInt8, CaseIterable, Hashable, Sendable {
    /// A mouse or trackpad: drags past ``Options/mouseDragSlop``; motion across the axis
    /// leaves a click a click.
    case mouse = 0
    /// A finger: drags past ``Options/touchDragSlop``; motion across the axis first makes
    /// the press the enclosing scroll view's (no drag, no tap).
    case touch = 1
    /// A pen: as a mouse.
    case pen = 2
  }

  /// The engine, for the front end to read slots, the page indicator and the current item
  /// from.
  public internal(set) var engine: CarouselEngine
  /// The platform's signals as last reported.
  public internal(set) var signals: CarouselHostSignals
  /// The per-front-end constants.
  public var options: Options
  /// The size of the whole carousel, slides and indicator, in points.
  public internal(set) var bounds = CarouselSize.zero
  /// The page indicator the machine lays out beside or over the slides (a web page, the
  /// software renderer), or nil when the front end places a control of its own and the slides
  /// take the whole bounds.
  public internal(set) var indicatorStyle: PageIndicatorStyle?
  /// What the front end was last asked to schedule.
  public internal(set) var tickPlan = CarouselTickPlan.idle
  /// The frame rates last asked of the display.
  public internal(set) var frameRateRange: CarouselFrameRateRange?
  /// The part of the slides actually on screen (after clipping by scroll views, the window,
  /// the screen), in the slides' coordinates; nil when the front end does not say, which
  /// counts as all of them. Used for impressions.
  public internal(set) var visibleRect: CarouselRect?

  var press: Press?
  /// Whether the pan under way was found to run across the axis (an enclosing scroll view's).
  var panRejected = false
  var isUserMovePending = false
  var settledIndex: Int?
  var selection = CarouselSelectionSync()
  var reportedProgress: Double?
  var reportedAutoAdvance: Bool
  /// Impression tracking's state, while it is on.
  var impressions: ImpressionMeasurement?
  /// Measures impressions; set only while they are tracked (see `setTracksImpressions`).
  var measureImpressions: (@Sendable (inout CarouselHostMachine, Double) -> Void)?
  var actions: [CarouselHostAction] = []
  var eventBuffer: [CarouselEvent] = []

  /// Creates a machine.
  ///
  /// - Parameters:
  ///   - configuration: The engine's behaviour.
  ///   - itemCount: The number of items.
  ///   - signals: The surroundings (not in a window by default: nothing runs until the
  ///     front end says it is).
  ///   - options: The front end's constants.
  ///   - now: The current time.
  public init(
    configuration: CarouselConfiguration = CarouselConfiguration(), itemCount: Int = 0,
    signals: CarouselHostSignals = CarouselHostSignals(), options: Options = Options(),
    now: Double
  ) {
    var engine = CarouselEngine(configuration: configuration, itemCount: itemCount, now: now)
    engine.pauseAutoAdvance(signals.pauseReasons, now: now)
    if signals.isReduceMotionEnabled { engine.setReducedMotion(true, now: now) }
    // The front end reads the initial state; actions report changes from here on.
    engine.drainEvents { _ in }
    self.engine = engine
    self.signals = signals
    self.options = options
    settledIndex = engine.currentIndex
    reportedAutoAdvance = engine.isAutoAdvanceRunning
    actions.reserveCapacity(16)
    replan(now: now)
  }

  // MARK: Actions

  /// Hands every action decided since the last call to `body`, in order, and forgets them.
  /// Allocates nothing once the buffer has grown to a frame's worth.
  public mutating func drainActions(_ body: (CarouselHostAction) -> Void) {
    for action in actions { body(action) }
    actions.removeAll(keepingCapacity: true)
  }

  /// The actions decided since the last call, in order, forgotten here: for a front end
  /// whose handling of an action may call back into the machine.
  public mutating func takeActions() -> [CarouselHostAction] {
    defer { actions.removeAll(keepingCapacity: true) }
    return actions
  }

  // MARK: Ticks

  /// A display frame or a scheduled wake-up came: steps the engine to `now`.
  public mutating func tick(now: Double) {
    // A wake-up is a one-shot: once it has fired nothing is scheduled.
    if case .wakeUp = tickPlan { tickPlan = .idle }
    engine.advance(to: now)
    commit(now: now)
  }

  /// Whether animated pictures in the slides should play: the carousel can be seen and the
  /// user has not asked for reduced motion. The same rule as ticking.
  public var playsAnimatedPictures: Bool {
    signals.isVisible && !signals.isReduceMotionEnabled
  }

  // MARK: Committing

  /// Turns what the engine did into actions, then plans the next tick.
  mutating func commit(now: Double) {
    actions.append(.redraw)
    // Where the content is first, then what happened on the way there (UIScrollView's
    // order: didScroll, then didEnd...).
    let progress = engine.pageIndicator.progress
    if engine.itemCount > 0, progress != reportedProgress {
      reportedProgress = progress
      actions.append(.scrollProgress(progress))
    }
    // The engine's events through a buffer kept from frame to frame: no allocation per tick.
    var events = eventBuffer
    eventBuffer = []
    engine.drainEvents { events.append($0) }
    for event in events { handle(event) }
    events.removeAll(keepingCapacity: true)
    eventBuffer = events
    if let measure = measureImpressions { measure(&self, now) }
    replan(now: now)
  }

  private mutating func handle(_ event: CarouselEvent) {
    switch event {
    case .currentIndexChanged(_, let index):
      if let index { selection.didReport(index) }
      actions.append(.currentIndexChanged(index))
    case .itemSelected(let index):
      actions.append(.itemSelected(index))
    case .autoAdvancePaused, .autoAdvanceResumed:
      let running = engine.isAutoAdvanceRunning
      if running != reportedAutoAdvance {
        reportedAutoAdvance = running
        actions.append(.autoAdvanceChanged(isRunning: running))
      }
    case .scrollingEnded(let index):
      // The page a user's move ends on is announced when a screen reader runs; a page the
      // carousel turned to on its own is not (it would talk over everything).
      if let index, index != settledIndex, isUserMovePending, signals.isVoiceOverRunning {
        actions.append(.announce(item: index))
      }
      settledIndex = index
      isUserMovePending = false
      selection.didComeToRest()
      actions.append(.settled(index))
    case .scrollAnimationEnded(let index):
      actions.append(.scrollAnimationEnded(index))
    case .slotWillDisplay, .slotDidEndDisplaying, .draggingBegan:
      break
    }
  }

  /// Asks for what the engine needs next: frames while something moves, a wake-up for the
  /// next timer, nothing when idle or out of sight.
  mutating func replan(now: Double) {
    var wakeUp = engine.nextWakeUp
    if let fill = countdownFillWakeUp { wakeUp = min(wakeUp ?? fill, fill) }
    if let sample = impressionWakeUp(now: now) { wakeUp = min(wakeUp ?? sample, sample) }
    let plan = CarouselTickPlan(
      nextWakeUp: wakeUp, now: now, isVisible: isSeen, frameInterval: options.frameInterval)
    if plan == .frames {
      // Before the plan, so that frames start at the right rate.
      let range = CarouselFrameRateRange(for: engine, pixelScale: options.pixelScale)
      if range != frameRateRange {
        frameRateRange = range
        actions.append(.preferFrameRates(range))
      }
    }
    guard plan != tickPlan else { return }
    tickPlan = plan
    actions.append(.schedule(plan))
  }

  /// Whether anyone can see the carousel move: its signals say so, or a user's hand is on
  /// it or has just let it go. Whatever a platform believes about visibility (a container
  /// fading in, an ancestor's opacity it cannot observe), a press is proof of sight, and a
  /// released swipe always settles instead of freezing between two pages.
  var isSeen: Bool { signals.isVisible || press != nil || isUserMovePending }

  /// While the timer indicator fills, when its fill next moves by one step.
  private var countdownFillWakeUp: Double? {
    guard let steps = options.countdownFillSteps, steps > 0,
      let countdown = engine.pageIndicator.countdown, countdown.isRunning, countdown.progress < 1
    else { return nil }
    return engine.time + max(countdown.duration / steps, 1.0 / 30)
  }
}

extension CarouselHostMachine {
  /// A pointer pressing the content.
  struct Press: Hashable, Sendable {
    var gesture: CarouselPress
    var kind: PointerKind
    /// Whether the finger holds the content (`touchDown` given).
    var isTouching: Bool
  }
}
