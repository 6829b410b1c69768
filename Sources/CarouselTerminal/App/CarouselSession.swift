import CarouselCore

/// The state of the interactive carousel apart from the terminal itself: the host machine
/// (``/CarouselCore/CarouselHostMachine``, which holds the engine and decides everything
/// around it, as it does for every front end), what each item is called, the screen's rows and
/// the last selection. The session only reads the terminal's keys, mouse reports and size
/// into the machine, and keeps what its events say the screen needs; the screen is drawn from
/// the machine's ``frame``. No I/O happens here, so all of it is testable.
package struct CarouselSession {
  private(set) var host: CarouselHostMachine
  /// What each item is called in the title line: its title, or its file name or URL.
  let labels: [String]
  /// The last item chosen with Enter or a click.
  private(set) var lastSelected: Int?
  /// How many times an item was chosen.
  private(set) var selectionCount = 0
  /// Whether the user asked to quit.
  private(set) var isQuitRequested = false
  private(set) var layout: ScreenLayout

  /// Creates a session laid out for a screen.
  ///
  /// - Parameters:
  ///   - configuration: The engine's behaviour.
  ///   - labels: What each item is called.
  ///   - layout: The screen.
  ///   - reducesMotion: Whether the viewer asked for reduced motion (`--reduce-motion`).
  ///   - indicator: The page indicator of the dots row.
  ///   - holdsAnimations: Whether an animated picture holds its slide until it played once.
  ///   - now: The current time.
  package init(
    configuration: CarouselConfiguration, labels: [String], layout: ScreenLayout,
    reducesMotion: Bool = false, indicator: IndicatorOption = .dots,
    holdsAnimations: Bool = false, now: Double
  ) {
    self.labels = labels
    self.layout = layout
    // A terminal is always a visible window; the one signal it has is the viewer's wish for
    // less motion.
    host = CarouselHostMachine(
      configuration: configuration, itemCount: labels.count,
      signals: CarouselHostSignals(isInWindow: true, isReduceMotionEnabled: reducesMotion),
      options: Self.hostOptions(indicator: indicator, holdsAnimations: holdsAnimations),
      now: now)
    host.setIndicator(indicator.terminalIndicator, now: now)
    host.setBounds(Self.bounds(of: layout), now: now)
    collectEvents()
  }

  /// The machine's constants for a terminal: a mouse drags after one cell (a column is one
  /// point, a row two), a page dot's target is its cell and the gaps beside it, frames are the
  /// loop's paced frames, a pixel is a point, the dots start on a whole cell, and the timer
  /// indicator's fill moves an eighth of a cell at a time (so the loop wakes only as often as
  /// the fill can show a change).
  static func hostOptions(
    indicator: IndicatorOption, holdsAnimations: Bool = false
  ) -> CarouselHostMachine.Options {
    var options = CarouselHostMachine.Options()
    options.animatedPicturesHoldTheTurn = holdsAnimations
    options.mouseDragSlop = 1
    options.minimumTapSize = 1
    options.alignsIndicatorToPixels = true
    options.frameInterval = 1 / InteractiveApp.frameRate
    options.pixelScale = 1
    if indicator == .timer {
      options.countdownFillSteps = indicator.cellStyle.currentDotSize.width * 8
    }
    return options
  }

  /// The machine's bounds for a screen: the carousel's rows, in points (one per pixel), the
  /// dots' row included; nothing when the screen is too small to show it.
  static func bounds(of layout: ScreenLayout) -> CarouselSize {
    layout.isUsable ? layout.carouselSize : .zero
  }

  /// What the screen shows: the machine's frame.
  package var frame: CarouselFrame { host.frame }

  /// Bumped each time ``frame`` changes.
  package var frameVersion: Int { host.frameVersion }

  /// What the loop must do to keep the carousel stepping: nothing, paced frames, or a
  /// wake-up at a time.
  package var tickPlan: CarouselTickPlan { host.tickPlan }

  /// Steps the carousel to `now` (a frame or a wake-up the machine asked for, an animated
  /// picture's next frame among them) and collects what happened.
  package mutating func advance(to now: Double) {
    host.tick(now: now)
    collectEvents()
  }

  /// The terminal changed size, or came back from a stop: a press whose release may have
  /// been lost ends, and the engine keeps the current item and the fraction scrolled,
  /// mid-animation too.
  mutating func resize(to newLayout: ScreenLayout, now: Double) {
    layout = newLayout
    host.pointerCancel(now: now)
    host.setBounds(Self.bounds(of: newLayout), now: now)
    collectEvents()
  }

  /// Replaces the engine's behaviour (the marquee's item length once its picture is known).
  mutating func setConfiguration(_ configuration: CarouselConfiguration, now: Double) {
    host.setConfiguration(configuration, now: now)
    collectEvents()
  }

  /// When the next frame of an animated picture on screen is due, as the renderer says after
  /// drawing, or nil: the machine's tick plan wakes the loop for it.
  /// An item's picture arrived: an animation's loop length may hold its slide.
  mutating func setAnimationLength(_ seconds: Double?, forItem item: Int, now: Double) {
    host.setAnimationLength(seconds, forItem: item, now: now)
    collectEvents()
  }

  mutating func setPictureWakeUp(_ time: Double?, now: Double) {
    host.setPictureWakeUp(time, now: now)
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
      host.press(carouselKey, now: now)
      return
    }
    switch key {
    case .character("q"), .character("Q"), .escape, .interrupt:
      isQuitRequested = true
    case .space:
      host.toggleRotation(now: now)
    case .enter:
      host.selectCurrentItem(now: now)
    case .character(let character):
      if let digit = character.wholeNumberValue {
        host.scroll(to: digit == 0 ? 9 : digit - 1, now: now)
      }
    default:
      break
    }
  }

  /// The mouse as a pointer of the machine's, at the centre of the cell it reports: the
  /// machine tells a press on a page dot (which turns to its page when released over it) from
  /// one on the slides (a click, or a drag that follows the mouse and flings).
  private mutating func handle(_ mouse: MouseEvent, now: Double) {
    let point = layout.point(column: mouse.column, row: mouse.row)
    switch mouse.kind {
    case .press(button: 0):
      host.pointerDown(at: point, kind: .mouse, now: now)
    case .drag(button: 0):
      host.pointerMove(to: point, now: now)
    case .release(button: 0):
      host.pointerUp(at: point, now: now)
    case .wheelUp:
      host.previous(now: now)
    case .wheelDown:
      host.next(now: now)
    default:
      break
    }
  }

  /// Keeps what the machine's events say the screen shows (the last selection). Everything
  /// else is read from its frame when the screen is drawn, and the loop reads ``tickPlan``
  /// itself.
  private mutating func collectEvents() {
    var selected = lastSelected
    var count = selectionCount
    host.drainEvents { event in
      if case .itemSelected(let index) = event {
        selected = index
        count += 1
      }
    }
    lastSelected = selected
    selectionCount = count
  }
}
