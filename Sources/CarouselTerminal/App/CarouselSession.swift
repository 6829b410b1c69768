import CarouselCore

/// The state of the interactive carousel apart from the terminal itself: the engine, what
/// each item is called, the pointer, the last selection. Input and time go in; the screen is
/// drawn from it. No I/O happens here, so all of it is testable.
package struct CarouselSession {
  package private(set) var engine: CarouselEngine
  /// What each item is called in the title line: its title, or its file name or URL.
  let labels: [String]
  /// The last item chosen with Enter or a click.
  private(set) var lastSelected: Int?
  /// Whether the user asked to quit.
  private(set) var isQuitRequested = false
  private(set) var layout: ScreenLayout
  /// The mouse button held down on the picture: a click until it moves, then a drag.
  private var press: CarouselPress?
  /// The page indicator shown in the dots row.
  let indicator: IndicatorOption

  /// How far the mouse moves along the axis before a press is a drag: one cell (a column is
  /// one point, a row two).
  static let dragSlop = 1.0

  package init(
    configuration: CarouselConfiguration, labels: [String], layout: ScreenLayout,
    reducesMotion: Bool = false, indicator: IndicatorOption = .dots, now: Double
  ) {
    self.labels = labels
    self.layout = layout
    self.indicator = indicator
    engine = CarouselEngine(
      configuration: configuration, itemCount: labels.count,
      viewportSize: layout.isUsable ? layout.viewportSize : .zero, now: now)
    if reducesMotion { engine.setReducedMotion(true, now: now) }
    _ = engine.drainEvents()
  }

  var itemCount: Int { labels.count }

  var isVertical: Bool { engine.configuration.axis == .vertical }

  /// Whether the user paused auto-advance (space); it stays paused until they resume it.
  var isPausedByUser: Bool { engine.pauseReasons.contains(.user) }

  /// When ``advance(to:)`` must run again: nil when idle. While the timer indicator fills,
  /// often enough for its fill to move a step of an eighth of a cell at a time.
  package var nextWakeUp: Double? {
    let wakeUp = engine.nextWakeUp
    guard indicator == .timer, let countdown = engine.pageIndicator.countdown,
      countdown.isRunning, countdown.progress < 1
    else { return wakeUp }
    let cells = indicator.cellStyle.currentDotSize.width
    let fill = engine.time + max(countdown.duration / (cells * 8), 1.0 / 30)
    return min(wakeUp ?? fill, fill)
  }

  /// The page indicator of the dots row, in cells.
  var indicatorLayout: PageIndicatorLayout {
    layout.indicatorLayout(
      indicator, state: engine.pageIndicator,
      isRightToLeft: engine.configuration.layoutDirection == .rightToLeft)
  }

  /// Steps the engine to `now` and collects what happened.
  package mutating func advance(to now: Double) {
    engine.advance(to: now)
    collectEvents()
  }

  /// The terminal changed size: the engine keeps the current item and the fraction
  /// scrolled, mid-animation too.
  mutating func resize(to newLayout: ScreenLayout, now: Double) {
    layout = newLayout
    press?.cancel(engine: &engine, now: now)
    press = nil
    engine.setViewportSize(newLayout.isUsable ? newLayout.viewportSize : .zero, now: now)
    collectEvents()
  }

  /// Replaces the engine's behaviour (the marquee's item length once its picture is known).
  mutating func setConfiguration(_ configuration: CarouselConfiguration, now: Double) {
    engine.setConfiguration(configuration, now: now)
    collectEvents()
  }

  /// Applies a key or mouse event at time `now`.
  package mutating func handle(_ event: InputEvent, now: Double) {
    switch event {
    case .key(let key): handle(key, now: now)
    case .mouse(let mouse): handle(mouse, now: now)
    }
    collectEvents()
  }

  private mutating func handle(_ key: Key, now: Double) {
    if let carouselKey = key.carouselKey {
      // Arrows by axis and direction, page keys, Home and End: the rules every front end
      // shares.
      if let command = engine.command(for: carouselKey) { engine.perform(command, now: now) }
      return
    }
    switch key {
    case .character("q"), .character("Q"), .escape, .interrupt:
      isQuitRequested = true
    case .space:
      if isPausedByUser {
        engine.resumeAutoAdvance(.user, now: now)
      } else {
        engine.pauseAutoAdvance(.user, now: now)
      }
    case .enter:
      if let index = engine.selectCurrentItem(now: now) { lastSelected = index }
    case .character(let character):
      if let digit = character.wholeNumberValue {
        let index = digit == 0 ? 9 : digit - 1
        if index < itemCount { engine.scroll(to: index, animated: true, now: now) }
      }
    default:
      break
    }
  }

  private mutating func handle(_ mouse: MouseEvent, now: Double) {
    switch mouse.kind {
    case .press(button: 0):
      if let dot = layout.dot(
        column: mouse.column, row: mouse.row, indicator: indicator, state: engine.pageIndicator,
        isRightToLeft: engine.configuration.layoutDirection == .rightToLeft)
      {
        engine.scroll(to: dot, animated: true, now: now)
        press = nil
      } else if let point = layout.point(column: mouse.column, row: mouse.row) {
        press = CarouselPress(at: point, now: now, slop: Self.dragSlop)
      }
    case .drag(button: 0):
      let point = layout.clampedPoint(column: mouse.column, row: mouse.row)
      press?.move(to: point, engine: &engine, now: now)
    case .release(button: 0):
      guard let current = press else { return }
      press = nil
      let point = layout.clampedPoint(column: mouse.column, row: mouse.row)
      // A drag flings with the velocity the engine measured from its recent samples.
      if let index = current.release(at: point, engine: &engine, now: now) {
        lastSelected = index
      }
    case .wheelUp:
      engine.previous(now: now)
    case .wheelDown:
      engine.next(now: now)
    default:
      break
    }
  }

  private mutating func collectEvents() {
    for event in engine.drainEvents() {
      if case .itemSelected(let index) = event { lastSelected = index }
    }
  }
}
