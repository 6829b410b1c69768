import CarouselCore

/// Runs a ``/CarouselCore/CarouselHostMachine`` for an Apple view: feeds it the view's
/// platform signals and time, and carries out its actions on a ticker (display link and
/// timer) and on the view (``CarouselDriverOutput``).
///
/// Every decision (pause reasons, when to tick, tap or drag, which moves are announced,
/// identity reloads, impressions) is the machine's, shared with the terminal and the web
/// element and tested on every platform; the driver only connects it to UIKit and SwiftUI,
/// which need a reference type on the main actor, a ticker, and callbacks.
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
  /// The machine: the engine and every decision around it.
  public internal(set) var host: CarouselHostMachine

  /// The engine, for the host to read slots, the page indicator and the current index from.
  public var engine: CarouselEngine { host.engine }

  /// What the host knows about its surroundings. Setting it pauses or resumes auto-advance
  /// for the reasons that changed, applies reduced motion, and starts or stops ticking.
  ///
  /// VoiceOver stopping ends its cursor's focus too: the view is not reliably told it lost
  /// a focus that no longer exists, and a stale one would hold auto-advance for good.
  public var hostState: CarouselHostState {
    get { host.signals }
    set { perform { $0.setSignals(newValue, now: $1) } }
  }

  /// The host view. Held weakly.
  public weak var output: (any CarouselDriverOutput)?

  /// The wording of accessibility values: by default the user's preferred language among those
  /// shipped (`CarouselAccessibilityStrings.current`).
  public var accessibilityStrings = CarouselAccessibilityStrings.current

  /// The source of frames and wake-ups. The driver is its target.
  public let ticker: any CarouselTicking

  /// What the ticker was last asked to do.
  public var tickPlan: CarouselTickPlan { host.tickPlan }

  /// The frame rates last asked of the ticker (see ``/CarouselCore/CarouselFrameRateRange``).
  public var frameRateRange: CarouselFrameRateRange? { host.frameRateRange }

  /// Pixels per point (the screen scale), to tell large items and to pace a marquee's
  /// frames; 1 by default.
  public var displayScale: Double {
    get { host.options.pixelScale }
    set { host.options.pixelScale = newValue.isFinite && newValue > 0 ? newValue : 1 }
  }

  private let eventStreams = CarouselEventStreams()
  /// The identities of the items last loaded through ``reload(identities:)``.
  private var rememberedIdentities: [AnyHashable]?
  /// Whether actions are being carried out (a view reacting to one may call back in).
  private var isApplying = false

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
    var options = CarouselHostMachine.Options()
    options.frameInterval = ticker.frameInterval
    host = CarouselHostMachine(
      configuration: configuration, itemCount: itemCount, signals: hostState, options: options,
      now: ticker.now)
    // The host reads the initial state; actions report changes from here on.
    _ = host.takeActions()
    self.ticker = ticker
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
    return host.accessibilityState(title: title, strings: accessibilityStrings)
  }

  // MARK: Ticking

  /// Steps the engine to a frame or wake-up time and updates the host.
  public func tick(now: Double) {
    perform { host, _ in host.tick(now: now) }
  }

  // MARK: Carrying out the machine's actions

  /// Applies an input to the machine at the ticker's time, then carries out what it decided.
  /// Re-entrant: a view that reacts to an action by moving the carousel (a selection handler
  /// that scrolls) is served after the actions before it, in order.
  func perform(_ input: (inout CarouselHostMachine, Double) -> Void) {
    input(&host, now)
    applyActions()
  }

  private func applyActions() {
    guard !isApplying else { return }
    isApplying = true
    defer { isApplying = false }
    refreshImpressionInputs()
    var actions = host.takeActions()
    while !actions.isEmpty {
      for action in actions { apply(action) }
      actions = host.takeActions()
    }
  }

  private func apply(_ action: CarouselHostAction) {
    switch action {
    case .schedule(let plan):
      ticker.apply(plan)
    case .preferFrameRates(let range):
      ticker.setPreferredFrameRateRange(range)
    case .redraw:
      output?.carouselDriverDidUpdate(self)
    case .currentIndexChanged(let index):
      emit(.currentIndexChanged(index))
    case .itemSelected(let index):
      emit(.itemSelected(index))
    case .scrollProgress(let position):
      emit(.scrollProgress(position))
    case .settled(let index):
      emit(.scrollingEnded(index))
    case .scrollAnimationEnded(let index):
      emit(.scrollAnimationEnded(index))
    case .autoAdvanceChanged(let isRunning):
      emit(.autoAdvanceChanged(isRunning: isRunning))
    case .announce:
      emit(.announcement(accessibilityState.value))
    case .impression(let impression):
      emit(.impression(impression))
    }
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

  // MARK: Data and layout

  /// The visible area changed (layout, rotation, split view). The current item is kept.
  public func setViewportSize(_ size: CarouselSize) {
    perform { $0.setBounds(size, now: $1) }
  }

  /// Changes the behaviour (axis, direction, auto-advance, ...). The current item is kept.
  public func setConfiguration(_ configuration: CarouselConfiguration) {
    perform { $0.setConfiguration(configuration, now: $1) }
  }

  /// The number of items changed; the current item stays current where it still exists.
  public func reload(itemCount: Int) {
    rememberedIdentities = nil
    perform { $0.reload(itemCount: itemCount, now: $1) }
  }

  /// The items changed; the current item stays current by identity. Equal identities change
  /// nothing (assigning the same content again is not a reload).
  ///
  /// - Parameters:
  ///   - identities: The new items' identities, in order.
  ///   - previousIdentities: The identities of the items before the change.
  public func reload<ID: Hashable>(identities: [ID], previousIdentities: [ID]) {
    rememberedIdentities = identities.map { AnyHashable($0) }
    perform { $0.reload(identities: identities, previousIdentities: previousIdentities, now: $1) }
  }

  /// The items changed; the current item stays current by identity. The driver remembers
  /// the identities it was given last, so the host keeps no copy of the old list.
  ///
  /// - Parameter identities: The items' identities, in order.
  public func reload<ID: Hashable>(identities: [ID]) {
    let new = identities.map { AnyHashable($0) }
    let old = rememberedIdentities ?? []
    rememberedIdentities = new
    perform { $0.reload(identities: new, previousIdentities: old, now: $1) }
  }
}
