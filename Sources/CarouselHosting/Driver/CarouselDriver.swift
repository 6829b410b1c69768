import CarouselCore

/// Runs a ``/CarouselCore/CarouselEngine`` for a host view: turns the view's lifecycle into pause reasons,
/// runs the display link only while the engine has a wake-up, translates the engine's events
/// into what the view must do, and announces the page changes the user makes.
///
/// The driver is what a UIKit or SwiftUI carousel would otherwise get wrong in its own code;
/// the views only forward platform signals to it and place ``engine``'s slots when told to.
///
/// ```swift
/// let driver = CarouselDriver(itemCount: urls.count, ticker: DisplayLinkTicker())
/// driver.output = self                       // held weakly
/// driver.hostState.isInWindow = window != nil
/// driver.setViewportSize(CarouselSize(bounds.size))
/// driver.handlePan(.changed, at: location, translation: translation)
/// ```
///
/// Ownership: the view owns the driver, the driver owns the ticker, and both the driver's
/// ``output`` and the ticker's target are weak, so releasing the view frees all of them even
/// while a display link or timer is scheduled.
@MainActor
public final class CarouselDriver: CarouselTickTarget {
  /// The engine, for the host to read slots, the page indicator and the current index from.
  public internal(set) var engine: CarouselEngine

  /// What the host knows about its surroundings. Setting it pauses or resumes auto-advance
  /// for the reasons that changed, applies reduced motion, and starts or stops ticking.
  ///
  /// VoiceOver stopping ends its cursor's focus too: the view is not reliably told it lost
  /// a focus that no longer exists, and a stale one would hold auto-advance for good.
  public var hostState: CarouselHostState {
    didSet {
      if oldValue.isVoiceOverRunning, !hostState.isVoiceOverRunning {
        hostState.isAccessibilityFocused = false
      }
      if hostState != oldValue { applyHostState(from: oldValue) }
    }
  }

  /// The host view. Held weakly.
  public weak var output: (any CarouselDriverOutput)?

  /// The wording of accessibility values: by default the user's preferred language among those
  /// shipped (`CarouselAccessibilityStrings.current`).
  public var accessibilityStrings = CarouselAccessibilityStrings.current

  /// The source of frames and wake-ups. The driver is its target.
  public let ticker: any CarouselTicking

  /// What the ticker was last asked to do.
  public private(set) var tickPlan: CarouselTickPlan = .idle

  /// The frame rates last asked of the ticker (see ``CarouselFrameRateRange``).
  public private(set) var frameRateRange: CarouselFrameRateRange?

  /// Measures viewable impressions when set (see ``tracksImpressions``).
  var impressionTracker: CarouselImpressionTracker?
  /// How often the visible part of the carousel is sampled while an item is on its way to an
  /// impression, in seconds: the host is asked again at least this often, so scrolling the
  /// carousel away and back resets the clock even while nothing in it moves.
  public var impressionSamplingInterval = 0.1
  var displayScaleValue = 1.0

  /// Pixels per point (the screen scale), to tell large items and to pace a marquee's
  /// frames; 1 by default.
  public var displayScale: Double {
    get { displayScaleValue }
    set { displayScaleValue = newValue.isFinite && newValue > 0 ? newValue : 1 }
  }

  var pan: PanTracking = .none
  /// Whether the motion in progress comes from the user (a drag, an assistive action), so
  /// the page it ends on is announced.
  private var isUserMovePending = false
  /// The item the content last came to rest on.
  private var settledIndex: Int?
  private var isCommitting = false
  private let eventStreams = CarouselEventStreams()
  /// The identities of the items last loaded through ``reload(identities:)``.
  private var rememberedIdentities: [AnyHashable]?
  private var needsCommit = false

  /// Creates a driver.
  ///
  /// - Parameters:
  ///   - configuration: The engine's behaviour.
  ///   - itemCount: The number of items.
  ///   - hostState: The initial surroundings (not in a window by default: nothing runs until
  ///     the host says it is).
  ///   - ticker: The source of frames and wake-ups.
  public init(
    configuration: CarouselConfiguration = CarouselConfiguration(),
    itemCount: Int = 0,
    hostState: CarouselHostState = CarouselHostState(),
    ticker: any CarouselTicking
  ) {
    let now = ticker.now
    var engine = CarouselEngine(configuration: configuration, itemCount: itemCount, now: now)
    engine.pauseAutoAdvance(hostState.pauseReasons, now: now)
    if hostState.isReduceMotionEnabled { engine.setReducedMotion(true, now: now) }
    // The host reads the initial state; events report changes from here on.
    _ = engine.drainEvents()
    self.engine = engine
    self.hostState = hostState
    self.ticker = ticker
    self.settledIndex = engine.currentIndex
    ticker.target = self
  }

  /// The current time on the ticker's clock.
  public var now: Double { ticker.now }

  /// What assistive technologies should be told: the adjustable element's value ("Item 3 of
  /// 5, Summer sale"), the rotation state and the stop/start control's label.
  public var accessibilityState: CarouselAccessibilityState {
    let title = engine.destinationIndex.flatMap {
      output?.carouselDriver(self, titleForItemAt: $0)
    }
    return engine.accessibilityState(title: title, strings: accessibilityStrings)
  }

  // MARK: Ticking

  /// Steps the engine to a frame or wake-up time and updates the host.
  public func tick(now: Double) {
    // A wake-up is a one-shot: once it has fired the ticker is idle.
    if case .wakeUp = tickPlan { tickPlan = .idle }
    engine.advance(to: now)
    commit()
  }

  // MARK: Updating the host

  /// Delivers the engine's events and layout to the host, then asks the ticker for what the
  /// engine needs next. Re-entrant: a host that reacts to an event by moving the carousel
  /// (a selection handler that scrolls) is served in the same pass.
  func commit() {
    if isCommitting {
      needsCommit = true
      return
    }
    isCommitting = true
    repeat {
      needsCommit = false
      let events = engine.drainEvents()
      output?.carouselDriverDidUpdate(self)
      for event in events { handle(event) }
      for impression in measureImpressions() { emit(.impression(impression)) }
    } while needsCommit
    isCommitting = false
    replan()
  }

  private func handle(_ event: CarouselEvent) {
    switch event {
    case .currentIndexChanged(_, let index):
      emit(.currentIndexChanged(index))
    case .itemSelected(let index):
      emit(.itemSelected(index))
    case .autoAdvancePaused, .autoAdvanceResumed:
      emit(.rotationChanged(isRotating: engine.isAutoAdvanceRunning))
    case .scrollingEnded(let index):
      if index != settledIndex, isUserMovePending, hostState.isVoiceOverRunning, index != nil {
        emit(.announcement(accessibilityState.value))
      }
      settledIndex = index
      isUserMovePending = false
      emit(.scrollingEnded(index))
    case .scrollAnimationEnded(let index):
      emit(.scrollAnimationEnded(index))
    case .slotWillDisplay, .slotDidEndDisplaying, .draggingBegan:
      break
    }
  }

  /// Marks the motion that follows as the user's: the page it ends on is announced.
  func markUserMove() {
    isUserMovePending = true
  }

  func emit(_ event: CarouselHostEvent) {
    output?.carouselDriver(self, didEmit: event)
    eventStreams.yield(event)
  }

  /// The host events as an asynchronous sequence, for code that awaits them rather than
  /// implementing ``CarouselDriverOutput`` (each call makes a new stream; it ends when the
  /// driver is released or the consuming task is cancelled).
  ///
  /// ```swift
  /// for await event in driver.events() {
  ///   if case .scrollAnimationEnded(let index) = event { print("arrived at", index ?? -1) }
  /// }
  /// ```
  public func events() -> AsyncStream<CarouselHostEvent> {
    eventStreams.makeStream()
  }

  private func replan() {
    var wakeUp = engine.nextWakeUp
    if let tracker = impressionTracker, hostState.isVisible,
      engine.slots.contains(where: { $0.visibleFraction > 0 && !tracker.hasCounted($0.itemIndex) })
    {
      // Items in view may still count: sample what the host shows (it scrolls, images load).
      var sample = ticker.now + max(impressionSamplingInterval, 0.001)
      if let deadline = tracker.nextDeadline { sample = min(sample, deadline) }
      wakeUp = min(wakeUp ?? sample, sample)
    }
    let plan = CarouselTickPlan(
      nextWakeUp: wakeUp, now: ticker.now, isVisible: hostState.isVisible,
      frameInterval: ticker.frameInterval)
    if plan == .frames {
      // Before the plan, so a display link starts at the right rate.
      let range = CarouselFrameRateRange(for: engine, pixelScale: displayScaleValue)
      if range != frameRateRange {
        frameRateRange = range
        ticker.setPreferredFrameRateRange(range)
      }
    }
    guard plan != tickPlan else { return }
    tickPlan = plan
    ticker.apply(plan)
  }

  // MARK: Host state

  private func applyHostState(from old: CarouselHostState) {
    let now = self.now
    if hostState.isVisible && !old.isVisible {
      // Back on screen: whatever moved while nothing ticked ends where it would have (no
      // banner left half-way).
      engine.advance(to: now)
    }
    if !hostState.isVisible, pan == .tracking {
      // The view went away under the finger: settle as if the system took the touch.
      engine.cancelDrag(now: now)
      pan = .none
    }
    if hostState.isReduceMotionEnabled != old.isReduceMotionEnabled {
      engine.setReducedMotion(hostState.isReduceMotionEnabled, now: now)
    }
    let wanted = hostState.pauseReasons
    let current = engine.pauseReasons.intersection(CarouselHostState.managedPauseReasons)
    let added = wanted.subtracting(current)
    let removed = current.subtracting(wanted)
    if !added.isEmpty { engine.pauseAutoAdvance(added, now: now) }
    if !removed.isEmpty { engine.resumeAutoAdvance(removed, now: now) }
    commit()
  }

  // MARK: Data and layout

  /// The visible area changed (layout, rotation, split view). The current item is kept.
  public func setViewportSize(_ size: CarouselSize) {
    guard size != engine.viewportSize else { return }
    engine.setViewportSize(size, now: now)
    commit()
  }

  /// Changes the behaviour (axis, direction, auto-advance, ...). The current item is kept.
  public func setConfiguration(_ configuration: CarouselConfiguration) {
    guard configuration != engine.configuration else { return }
    engine.setConfiguration(configuration, now: now)
    commit()
  }

  /// The number of items changed; the current item stays current where it still exists.
  public func reload(itemCount: Int) {
    rememberedIdentities = nil
    engine.reload(itemCount: itemCount, now: now)
    settledIndex = engine.currentIndex
    commit()
  }

  /// The items changed; the current item stays current by identity.
  ///
  /// - Parameters:
  ///   - identities: The new items' identities, in order.
  ///   - previousIdentities: The identities of the items before the change.
  public func reload<ID: Hashable>(identities: [ID], previousIdentities: [ID]) {
    rememberedIdentities = identities.map { AnyHashable($0) }
    engine.reload(identities: identities, previousIdentities: previousIdentities, now: now)
    settledIndex = engine.currentIndex
    commit()
  }

  /// The items changed; the current item stays current by identity. The driver remembers
  /// the identities it was given last, so the host keeps no copy of the old list.
  ///
  /// - Parameter identities: The items' identities, in order.
  public func reload<ID: Hashable>(identities: [ID]) {
    let new = identities.map { AnyHashable($0) }
    let old = rememberedIdentities ?? []
    engine.reload(identities: new, previousIdentities: old, now: now)
    rememberedIdentities = new
    settledIndex = engine.currentIndex
    commit()
  }

}

/// Where a pan gesture stands.
enum PanTracking: Hashable {
  /// No pan, or it has not been recognised yet.
  case none
  /// The pan drives the carousel.
  case tracking
  /// The pan runs across the carousel's axis: it belongs to an enclosing scroll view.
  case rejected
}
