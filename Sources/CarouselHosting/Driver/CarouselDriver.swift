import CarouselCore

/// Runs a ``/CarouselCore/CarouselHostMachine`` for an Apple view: feeds it the view's
/// platform signals and time, hands the view each new ``/CarouselCore/CarouselFrame`` to draw
/// and each ``/CarouselCore/CarouselEvent`` to report, and carries out the frame's tick plan
/// on a ticker (display link and timer).
///
/// Every decision is the machine's, shared with the terminal, the renderer and the web element
/// and tested on every platform; the driver only connects it to UIKit and SwiftUI, which need
/// a reference type on the main actor, a ticker, and callbacks.
///
/// Ownership: the view owns the driver, the driver owns the ticker, and both the driver's
/// ``output`` and the ticker's target are weak, so releasing the view frees all of them even
/// while a display link or timer is scheduled.
@MainActor
package final class CarouselDriver: CarouselTickTarget {
  /// The machine: the engine and every decision around it.
  package internal(set) var host: CarouselHostMachine

  /// The frame the machine published last.
  package var frame: CarouselFrame { host.frame }

  /// The engine, for what the frame does not carry.
  package var engine: CarouselEngine { host.engine }

  /// What the view knows about its surroundings. Setting it pauses or resumes auto-advance
  /// for the reasons that changed, applies reduced motion and keyboard focus, and starts or
  /// stops ticking.
  package var signals: CarouselHostSignals {
    get { host.signals }
    set { perform { $0.setSignals(newValue, now: $1) } }
  }

  /// The view. Held weakly.
  package weak var output: (any CarouselDriverOutput)?

  /// The source of frames and wake-ups. The driver is its target.
  package let ticker: any CarouselTicking

  private let eventStreams = CarouselEventStreams()
  /// The identities of the items last loaded through ``reload(identities:)``.
  private var rememberedIdentities: [AnyHashable]?
  /// Whether the machine's output is being carried out (a view reacting to an event may call
  /// back in).
  private var isApplying = false
  /// The frame version the view drew last.
  private var drawnVersion = -1
  /// What the ticker was last asked to do (a fired wake-up leaves it idle).
  private var appliedPlan = CarouselTickPlan.idle
  private var appliedRates: CarouselFrameRateRange?

  /// Creates a driver.
  ///
  /// - Parameters:
  ///   - configuration: The engine's behaviour.
  ///   - itemCount: The number of items.
  ///   - signals: The initial surroundings (not in a window by default: nothing runs until
  ///     the view says it is).
  ///   - options: The front end's constants (its frame interval is the ticker's).
  ///   - strings: The wording of what assistive technologies are told: by default the user's
  ///     preferred language among those shipped.
  ///   - ticker: The source of frames and wake-ups.
  package init(
    configuration: CarouselConfiguration = CarouselConfiguration(),
    itemCount: Int = 0,
    signals: CarouselHostSignals = CarouselHostSignals(),
    options: CarouselHostMachine.Options = CarouselHostMachine.Options(),
    strings: CarouselAccessibilityStrings = .current,
    ticker: any CarouselTicking
  ) {
    var options = options
    options.frameInterval = ticker.frameInterval
    host = CarouselHostMachine(
      configuration: configuration, itemCount: itemCount, signals: signals, options: options,
      now: ticker.now)
    host.setAccessibilityStrings(strings, now: ticker.now)
    self.ticker = ticker
    ticker.target = self
    drawnVersion = host.frameVersion
  }

  /// The current time on the ticker's clock.
  package var now: Double { ticker.now }

  // MARK: Ticking

  /// Steps the engine to a frame or wake-up time.
  package func tick(now: Double) {
    // A wake-up is a one-shot: once it has fired the ticker is idle until told again.
    if case .wakeUp = appliedPlan { appliedPlan = .idle }
    perform { host, _ in host.tick(now: now) }
  }

  // MARK: Carrying out the machine's output

  /// Applies an input to the machine at the ticker's time, then carries out its output: the
  /// tick plan, the frame to draw, the events. Re-entrant: a view that reacts to an event by
  /// moving the carousel (a selection handler that scrolls) is served after the events before
  /// it, in order.
  package func perform(_ input: (inout CarouselHostMachine, Double) -> Void) {
    input(&host, now)
    applyOutput()
  }

  private func applyOutput() {
    guard !isApplying else { return }
    isApplying = true
    defer { isApplying = false }
    refreshImpressionInputs()
    while true {
      let frame = host.frame
      schedule(frame)
      if host.frameVersion != drawnVersion {
        drawnVersion = host.frameVersion
        output?.carouselDriver(self, draw: frame)
      }
      let events = host.takeEvents()
      guard !events.isEmpty else { break }
      for event in events { emit(event) }
    }
  }

  private func schedule(_ frame: CarouselFrame) {
    if let rates = frame.frameRates, rates != appliedRates {
      appliedRates = rates
      // Before the plan, so that frames start at the right rate.
      ticker.setPreferredFrameRateRange(rates)
    }
    guard frame.tickPlan != appliedPlan else { return }
    appliedPlan = frame.tickPlan
    ticker.apply(frame.tickPlan)
  }

  private func emit(_ event: CarouselEvent) {
    output?.carouselDriver(self, didEmit: event)
    eventStreams.yield(event)
  }

  /// The events as an asynchronous sequence, for code that awaits them (each call makes a
  /// new stream; it ends when the driver is released or the consuming task is cancelled).
  package func events() -> AsyncStream<CarouselEvent> {
    eventStreams.makeStream()
  }

  /// The number of open event streams (for tests).
  package var openEventStreamCount: Int { eventStreams.count }

  // MARK: Data

  /// New content known only by its count: it opens on its first item.
  package func reload(itemCount: Int) {
    rememberedIdentities = nil
    perform { $0.reload(itemCount: itemCount, now: $1) }
  }

  /// New items, by their identities or as new content of a count.
  package func reload(_ reload: CarouselReload) {
    switch reload {
    case .identities(let identities): self.reload(identities: identities)
    case .itemCount(let count): self.reload(itemCount: count)
    }
  }

  /// The items changed from `previousIdentities`; the current item stays current by identity.
  package func reload<ID: Hashable>(identities: [ID], previousIdentities: [ID]) {
    rememberedIdentities = identities.map { AnyHashable($0) }
    perform { $0.reload(identities: identities, previousIdentities: previousIdentities, now: $1) }
  }

  /// The items changed; the current item stays current by identity. The driver remembers
  /// the identities it was given last, so the view keeps no copy of the old list. Equal
  /// identities change nothing.
  package func reload<ID: Hashable>(identities: [ID]) {
    let new = identities.map { AnyHashable($0) }
    let old = rememberedIdentities ?? []
    rememberedIdentities = new
    perform { $0.reload(identities: new, previousIdentities: old, now: $1) }
  }
}
