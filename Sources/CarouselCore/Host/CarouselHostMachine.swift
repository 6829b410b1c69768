/// The host around a ``CarouselEngine``: every decision a front end makes between its
/// platform and the engine, written once, and the ``CarouselFrame`` it publishes.
///
/// A front end reads its platform into the machine (the signals of ``CarouselHostSignals``,
/// sizes and the safe area, the indicator it draws, pointers and gestures, keys, data
/// changes, a selection set by the app, frame ticks, each with its time), draws ``frame``
/// when it changes and hands the app the ``CarouselEvent``s it queued. It decides nothing
/// else: which pause reasons apply, when anything ticks and at what frame rate, where the
/// slides, the page indicator and the stop/start control go, which picture size each slot
/// asks for and whether its animation plays, whether a press is a tap or a drag, what
/// assistive technologies are told, which moves are announced, how a selection binding's
/// echoes are told from the app's requests, and which items make impressions. Like the
/// engine it is a value, reads no clock and does nothing by itself, so the UIKit and SwiftUI
/// views, the terminal, the software renderer and the web element run the same rules and the
/// rules are tested headlessly.
///
/// ```swift
/// var host = CarouselHostMachine(itemCount: urls.count, now: clock.now)
/// host.setSignal(.inWindow, true, now: clock.now)      // the view entered a window
/// host.setBounds(CarouselSize(width: 390, height: 160), now: clock.now)
/// host.pointerDown(at: point, kind: .touch, now: t)    // input as it comes
/// host.tick(now: frameTime)                            // on each frame it asked for
/// if host.frameVersion != drawnVersion { draw(host.frame) }
/// host.drainEvents { event in
///   if case .itemSelected(let index) = event { onSelect(index) }
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
    /// Pixels per point (the screen scale): the pictures' sizes, large items for
    /// impressions, a marquee's frame rate, the indicator's pixel grid.
    public var pixelScale = 1.0
    /// The smallest side of a page dot's touch target, in points (44, Apple's guideline; a
    /// terminal's cell is 1).
    public var minimumTapSize = 44.0
    /// Whether the indicator is moved to start on a whole pixel (at ``pixelScale``): for
    /// front ends whose pixels are coarse (a terminal's cells), where a dot half-way across a
    /// cell would be drawn unevenly.
    public var alignsIndicatorToPixels = false
    /// How many distinct steps the timer indicator's fill shows over one interval (a
    /// terminal's cells times eighths of a cell), or nil when the front end animates it
    /// itself from the frame's ``CarouselFrame/Countdown``: while it fills, the machine asks
    /// to be stepped often enough for each step.
    public var countdownFillSteps: Double?
    /// How the slots' pictures fill them: the picture sizes' band is measured by it (see
    /// ``CarouselPictureSizes``).
    public var pictureContentMode = CarouselContentMode.aspectFill
    /// How much larger than requested a picture may be drawn before a sharper one is asked
    /// for (1.15: hardly visible on a Retina screen).
    public var maximumPictureMagnification = 1.15
    /// How much smaller than requested a picture may be drawn before a smaller one is asked
    /// for, to give memory back (2: twice smaller in each direction).
    public var maximumPictureReduction = 2.0
    /// How many items beyond the live slots, on each side of the current one, have their
    /// pictures fetched ahead (``CarouselFrame/prefetchItems``).
    public var prefetchDistance = 2
    /// Whether an animated picture holds the automatic page turn until it has played once
    /// (``CarouselHostMachine/setAnimationLength(_:forItem:now:)``), as a video holds it to
    /// its end. Off by default: a banner's GIF usually loops behind its message.
    public var animatedPicturesHoldTheTurn = false
    /// Whether a hovering pointer holds the slides (``CarouselHostSignals/isHovered``): on
    /// by default, as WCAG 2.2.2 asks of content that moves by itself. Off, a hover changes
    /// nothing (a page's `pause-on-hover="false"`).
    public var pausesOnHover = true
    /// Whether keyboard focus coming in stops the slide show as the user's stop
    /// (``CarouselHostSignals/isKeyboardFocused``, WAI-ARIA's carousel pattern): on by
    /// default. Off, keyboard focus neither stops nor holds it (a page's
    /// `pause-on-focus="false"`).
    public var stopsOnKeyboardFocus = true

    /// The defaults: 1 point for a mouse, 10 for a finger, 60 Hz, scale 1.
    public init() {}
  }

  /// What a press on the slides starts on, as the front end knows it from its content.
  public enum PressTarget: UInt8, CaseIterable, Hashable, Sendable {
    /// The slide itself, or something in it that is no control of its own: a click selects
    /// the item (``CarouselEvent/itemSelected(_:)``).
    case slide = 0
    /// A control inside a slide's content (a button, a field, a link in a slide that is not
    /// itself the link): a click is the control's and selects nothing; a drag from it still
    /// moves the slides.
    case controlInSlide = 1
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

  /// The page indicator the front end shows, which decides how the machine places it.
  public enum Indicator: Hashable, Sendable {
    /// None: the slides take the whole bounds.
    case none
    /// Dots the machine lays out (``CarouselFrame/Indicator/dots``) and the front end draws,
    /// with the stop/start control beside them.
    case dots(PageIndicatorStyle)
    /// A control that draws itself at its own size (`UIPageControl`), placed by the style,
    /// with the stop/start control beside it.
    case control(PageIndicatorStyle, size: CarouselSize)
    /// The app's own view at its own size, placed by the style; it shows the pages its own
    /// way, so no stop/start control is drawn beside it (the accessibility action remains).
    case custom(PageIndicatorStyle, size: CarouselSize)

    /// The style, or nil for ``none``.
    public var style: PageIndicatorStyle? {
      switch self {
      case .none: nil
      case .dots(let style), .control(let style, _), .custom(let style, _): style
      }
    }
  }

  /// The engine, for reading what the frame does not carry.
  public internal(set) var engine: CarouselEngine
  /// The platform's signals as last reported.
  public internal(set) var signals: CarouselHostSignals
  /// The per-front-end constants.
  public internal(set) var options: Options
  /// The size of the whole carousel, slides and indicator, in points.
  public internal(set) var bounds = CarouselSize.zero
  /// What the indicator and controls stay clear of, in points (a full-screen carousel's
  /// home indicator, rounded corners in landscape).
  public internal(set) var safeArea = CarouselInsets.zero
  /// The height of the bar the slides draw along their bottom (titles), which an indicator
  /// over the slides stays above.
  public internal(set) var bottomBarHeight = 0.0
  /// The indicator the front end shows.
  public internal(set) var indicator = Indicator.none
  /// The wording of everything assistive technologies are told.
  public internal(set) var strings = CarouselAccessibilityStrings()
  /// Each item's title, read after the position ("Item 3 of 5, Summer sale"); empty when
  /// none.
  public internal(set) var itemTitles: [String] = []
  /// The part of the slides actually on screen (after clipping by scroll views, the window,
  /// the screen), in the slides' coordinates; nil when the front end does not say, which
  /// counts as all of them. Used for impressions.
  public internal(set) var visibleRect: CarouselRect?
  /// When the next frame of an animated picture on screen is due (the front end's animation
  /// clock, from the slots that play), merged into the tick plan.
  public internal(set) var pictureWakeUp: Double?

  /// What the carousel shows now: the one value a front end draws.
  public internal(set) var frame = CarouselFrame()
  /// Bumped each time ``frame`` changes: a front end that remembers the version it drew
  /// knows, without comparing frames, that it has nothing to draw.
  public internal(set) var frameVersion = 0

  var interaction = Interaction.none
  /// Whether the user started the slide show while the remote's focus held it: it then turns
  /// under the focus until the focus leaves.
  var runsUnderFocus = false
  var settledIndex: Int?
  var selection = CarouselSelectionSync()
  var reportedPosition: Double?
  var reportedAutoAdvance: Bool
  var pictureSizes = CarouselPictureSizes()
  var accessibilityText = AccessibilityText()
  /// Impression tracking's state, while it is on.
  var impressions: ImpressionMeasurement?
  /// Measures impressions; set only while they are tracked (see `setTracksImpressions`).
  var measureImpressions: (@Sendable (inout CarouselHostMachine, Double) -> Void)?
  var events: [CarouselEvent] = []
  var engineEvents: [CarouselEvent] = []

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
    engine.pauseAutoAdvance(Self.pauseReasons(for: signals, options: options), now: now)
    if signals.isReduceMotionEnabled { engine.setReducedMotion(true, now: now) }
    if signals.isKeyboardFocused, options.stopsOnKeyboardFocus {
      engine.setRotationStopped(true, now: now)
    }
    // The front end reads the initial state; events report changes from here on.
    engine.drainEvents { _ in }
    self.engine = engine
    self.signals = signals
    self.options = options
    settledIndex = engine.currentIndex
    reportedAutoAdvance = engine.isAutoAdvanceRunning
    events.reserveCapacity(16)
    engineEvents.reserveCapacity(16)
    commit(now: now)
    events.removeAll(keepingCapacity: true)
  }

  // MARK: Events

  /// Hands every event queued since the last call to `body`, in order, and forgets them.
  /// Allocates nothing once the buffer has grown to a frame's worth.
  public mutating func drainEvents(_ body: (CarouselEvent) -> Void) {
    for event in events { body(event) }
    events.removeAll(keepingCapacity: true)
  }

  /// The events queued since the last call, in order, forgotten here: for a front end whose
  /// handling of an event may call back into the machine.
  public mutating func takeEvents() -> [CarouselEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  /// What the front end must schedule: the frame's ``CarouselFrame/tickPlan``.
  public var tickPlan: CarouselTickPlan { frame.tickPlan }

  // MARK: Ticks

  /// A display frame or a scheduled wake-up came: steps the engine to `now`.
  public mutating func tick(now: Double) {
    engine.advance(to: now)
    commit(now: now)
  }

  // MARK: Committing

  /// Turns what the engine did into events, then builds the frame and plans the next tick.
  mutating func commit(now: Double) {
    // The indicator's layout, made once: nothing below changes what it depends on.
    let placement = reconcileViewport(now: now)
    // Where the content is first, then what happened on the way there (UIScrollView's
    // order: didScroll, then didEnd...).
    let position = engine.pageIndicator.progress
    if engine.itemCount > 0, position != reportedPosition {
      reportedPosition = position
      events.append(.scrolled(to: position))
    }
    // The engine's events through a buffer kept from frame to frame: no allocation per tick.
    var pending = engineEvents
    engineEvents = []
    engine.drainEvents { pending.append($0) }
    for event in pending { handle(event) }
    pending.removeAll(keepingCapacity: true)
    engineEvents = pending
    if let measure = measureImpressions { measure(&self, now) }
    publishFrame(placement, now: now)
  }

  private mutating func handle(_ event: CarouselEvent) {
    switch event {
    case .currentIndexChanged(let index):
      if let index { selection.didReport(index) }
      events.append(event)
    case .autoAdvanceChanged:
      // Reported once per change of what runs, not per engine report.
      let running = engine.isAutoAdvanceRunning
      guard running != reportedAutoAdvance else { return }
      reportedAutoAdvance = running
      events.append(.autoAdvanceChanged(isRunning: running))
    case .scrollingEnded(let index):
      // The page a user's move ends on is announced when a screen reader runs; a page the
      // carousel turned to on its own is not (it would talk over everything).
      if let index, index != settledIndex, interaction.awaitsUserMoveEnd,
        signals.isVoiceOverRunning
      {
        events.append(.announcement(accessibilityValue(ofItem: index)))
      }
      settledIndex = index
      interaction.userMoveEnded()
      selection.didComeToRest()
      events.append(event)
    case .itemSelected, .scrollAnimationEnded, .scrolled, .announcement, .impression:
      events.append(event)
    }
  }

  /// Whether anyone can see the carousel move: its signals say so, or a user's hand is on
  /// it or has just let it go. Whatever a platform believes about visibility (a container
  /// fading in, an ancestor's opacity it cannot observe), a press is proof of sight, and a
  /// released swipe always settles instead of freezing between two pages.
  var isSeen: Bool { signals.isVisible || interaction.isUserPresent }
}
