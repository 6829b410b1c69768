import CarouselCore
import CarouselImages
import CarouselRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live carousel: reads keys, mouse and signals into the session, steps it when its host
/// machine's tick plan says, draws the machine's frame when it changed, and loads the pictures
/// the frame asks for.
///
/// The loop sleeps in `poll` until input, a signal, a finished picture, or the machine's
/// next tick (an animated picture's next frame is one: the renderer tells the machine when it
/// is due): while the carousel rests between page turns it does no work at all (the timer
/// indicator wakes it only as often as its fill moves). While something moves it draws
/// paced frames.
final class InteractiveApp {
  /// Frames per second while something moves.
  static let frameRate = 30.0
  /// How long a lone Esc (or an unfinished sequence) waits for the rest of it.
  static let escapeDelay = 0.04

  private let slideshow: Slideshow
  private let colorMode: ColorMode
  private let device: TerminalDevice
  private var renderer: CarouselRenderer
  private var encoder: CellEncoder
  private let composer: ScreenComposer
  private var parser = InputParser()
  private var slides = FrameBuffer(width: 0, height: 0)
  /// The picture size each item was requested at, to ask again when the frame asks for
  /// another and to drop loads a newer request superseded.
  private var requests = PictureRequests()
  /// The frame version drawn last (and whose pictures were asked for).
  private var drawnVersion = -1
  private var hasPictureSize = false
  /// When the screen was last drawn: frames are paced from it.
  private var lastFrameTime = -Double.infinity
  /// Whether anything changed since the screen was last drawn.
  private var needsDraw = true
  private var readBuffer = [UInt8](repeating: 0, count: 4096)

  init(slideshow: Slideshow, colorMode: ColorMode, device: TerminalDevice) {
    self.slideshow = slideshow
    self.colorMode = colorMode
    self.device = device
    var style = CarouselRenderStyle()
    style.contentMode = slideshow.contentMode
    // The terminal draws the dots and the pause state as text, crisper than pixels: the
    // renderer draws the slides alone.
    style.showsPauseMark = false
    renderer = CarouselRenderer(style: style, scale: 1)
    renderer.setContents(slideshow.initialContents)
    encoder = CellEncoder(colorMode: colorMode)
    composer = ScreenComposer(colorMode: colorMode)
  }

  /// Runs until the user quits or a terminating signal arrives.
  ///
  /// - Returns: How it ended and the last selected item, if any.
  func run() throws(TerminalError) -> Outcome {
    var previousMask = Self.unblockJobControlSignals()
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    guard let signals = SignalPipe() else { throw TerminalError.notATerminal }
    defer { signals.close() }
    guard let wake = WakePipe() else { throw TerminalError.notATerminal }
    defer { wake.close() }
    defer { device.restore() }
    try device.enter()

    let loader = PictureLoader(refresh: slideshow.refresh, onResult: { wake.wake() })
    var session = CarouselSession(
      configuration: slideshow.configuration, labels: slideshow.labels, layout: currentLayout(),
      reducesMotion: slideshow.reducesMotion, indicator: slideshow.indicator,
      holdsAnimations: slideshow.holdsAnimations, now: MonotonicClock.now())
    return try runLoop(session: &session, signals: signals, wake: wake, loader: loader)
  }

  /// Unblocks SIGTTOU and SIGTTIN on this thread, so that job control works as for any
  /// full-screen program.
  ///
  /// The loop's thread is started from a thread of the concurrency pool and keeps its signal
  /// mask, which blocks SIGTTOU and SIGTTIN (and SIGTSTP: see `SignalPipe.stopProcess()`),
  /// and with them blocked the system lets a process in the background (after `bg`, or
  /// started with `&`) take the terminal from the shell. Unblocked, setting the terminal up
  /// or reading it from the background stops the process until `fg`, as it does any
  /// full-screen program.
  ///
  /// - Returns: The thread's signal mask before, to put back.
  private static func unblockJobControlSignals() -> sigset_t {
    var jobControlSignals = sigset_t()
    sigemptyset(&jobControlSignals)
    sigaddset(&jobControlSignals, SIGTTOU)
    sigaddset(&jobControlSignals, SIGTTIN)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &jobControlSignals, &previousMask)
    return previousMask
  }

  /// Steps and draws, sleeps in `poll` until input, a signal, a finished picture or the next
  /// tick, and handles what came, until the user quits, the terminal goes away or a
  /// terminating signal arrives.
  private func runLoop(
    session: inout CarouselSession, signals: SignalPipe, wake: WakePipe, loader: PictureLoader
  ) throws(TerminalError) -> Outcome {
    var fds = [
      pollfd(fd: device.input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    while !session.isQuitRequested {
      var now = MonotonicClock.now()
      stepAndDraw(&session, loader: loader, now: now)
      let timeout = pollTimeout(for: session, now: now)
      for index in fds.indices { fds[index].revents = 0 }
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      now = MonotonicClock.now()
      if ready < 0 { continue }  // EINTR: a signal; the pipe has it.

      if ready == 0, parser.hasPendingInput {
        for event in parser.flushPendingInput() { session.handle(event, now: now) }
        needsDraw = true
      }
      if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        guard readInput(into: &session, revents: fds[0].revents, now: now) else { break }
      }
      if fds[1].revents & Int16(POLLIN) != 0,
        let signal = try handleSignals(signals, session: &session, now: now)
      {
        return Outcome(lastSelected: session.lastSelected, signal: signal)
      }
      if fds[2].revents & Int16(POLLIN) != 0 {
        wake.drain()
        takeFinishedPictures(from: loader, session: &session, now: now)
      }
    }
    return Outcome(lastSelected: session.lastSelected, signal: nil)
  }

  /// Steps the carousel when the machine asked to be stepped (on every pass while frames
  /// run, at its wake-up time); then draws, if anything changed, tells the machine when the
  /// next picture frame is due, and asks for the pictures the frame needs.
  private func stepAndDraw(
    _ session: inout CarouselSession, loader: PictureLoader, now: Double
  ) {
    if session.tickPlan.isDue(at: now) {
      session.advance(to: now)
    }
    guard needsDraw || session.frameVersion != drawnVersion else { return }
    draw(session)
    // Playback follows the frame's slots; the machine's plan wakes the loop for the next
    // picture frame (this changes only the plan: nothing more to draw).
    session.setPictureWakeUp(renderer.nextAnimationWakeUp, now: now)
    requestPictures(for: session.frame, loader: loader)
    drawnVersion = session.frameVersion
    lastFrameTime = now
    needsDraw = false
  }

  /// How long `poll` may sleep, in milliseconds, or -1 to sleep until something comes: until
  /// the machine's next tick (the next paced frame while something moves, or its wake-up, an
  /// animated picture's next frame included), or the end of an unfinished escape sequence.
  private func pollTimeout(for session: CarouselSession, now: Double) -> Int32 {
    let frameInterval = 1 / Self.frameRate
    let due = session.tickPlan.dueTime(
      lastFrameTime: lastFrameTime, frameInterval: frameInterval)
    var timeout = due.map { Self.milliseconds(from: now, to: $0) } ?? -1
    if parser.hasPendingInput {
      let escapeTimeout = Int32(Self.escapeDelay * 1000)
      timeout = timeout < 0 ? escapeTimeout : min(timeout, escapeTimeout)
    }
    return timeout
  }

  /// A `poll` timeout: the whole milliseconds from `now` until `due`, rounded up; none when
  /// `due` has passed, and at most the longest `poll` takes (about 24 days: an `--interval`
  /// may be longer, and the loop then wakes once early and sleeps again).
  static func milliseconds(from now: Double, to due: Double) -> Int32 {
    Int32(min(Double(Int32.max), max(0, ((due - now) * 1000).rounded(.up))))
  }

  /// Reads what the terminal sent and applies it.
  ///
  /// - Returns: false when the terminal went away (the input hung up with nothing to read).
  private func readInput(
    into session: inout CarouselSession, revents: Int16, now: Double
  ) -> Bool {
    let count = device.readAvailable(into: &readBuffer)
    if count == 0 && revents & Int16(POLLHUP) != 0 { return false }
    for event in parser.feed(readBuffer[0..<count]) {
      if event == .key(.suspend) {
        // Ctrl-Z comes as a byte in raw mode: stop as the terminal's Ctrl-Z would, through
        // the signal handler.
        kill(0, SIGTSTP)
      } else {
        session.handle(event, now: now)
      }
    }
    needsDraw = true
    return true
  }

  /// Handles the signals that came, in order: a stop, a continue or a resize lays the
  /// screen out and draws it again; a terminating signal ends the run.
  ///
  /// - Returns: The terminating signal, or nil.
  private func handleSignals(
    _ signals: SignalPipe, session: inout CarouselSession, now: Double
  ) throws(TerminalError) -> Int32? {
    for signal in signals.drain() {
      switch signal {
      case SIGTSTP, SIGCONT:
        try suspendOrResume(stopping: signal == SIGTSTP, signals: signals)
        // After a stop, everything is laid out and drawn again as after a resize: the size
        // may have changed meanwhile, and a drag whose release was lost ends.
        layOutAgain(&session, now: now)
      case SIGWINCH:
        layOutAgain(&session, now: now)
      default:
        return signal
      }
    }
    return nil
  }

  /// The screen may have changed size: lays the carousel out for it and draws every cell
  /// again (with the pictures the new frame asks for).
  private func layOutAgain(_ session: inout CarouselSession, now: Double) {
    session.resize(to: currentLayout(), now: now)
    encoder.invalidate()
    needsDraw = true
  }

  /// Shows the pictures that finished loading (those no larger request superseded). A
  /// marquee's items take its first picture's proportions.
  private func takeFinishedPictures(
    from loader: PictureLoader, session: inout CarouselSession, now: Double
  ) {
    for result in loader.takeResults() where requests.isCurrent(result) {
      renderer.setContent(result.content, at: result.index)
      session.setAnimationLength(result.content.animationLength, forItem: result.index, now: now)
      if let size = result.pictureSize, !hasPictureSize, slideshow.isMarquee {
        hasPictureSize = true
        session.setConfiguration(
          slideshow.configuration(forPictureSize: size, viewport: session.frame.slidesFrame.size),
          now: now)
      }
    }
    needsDraw = true
  }

  /// Job control. On SIGTSTP (or Ctrl-Z), the terminal is restored (main screen, cursor, no
  /// mouse reporting, cooked mode) and the process stops for real, so the shell's prompt
  /// works; on SIGCONT (`fg`, or any continue after an uncatchable SIGSTOP), raw mode, the
  /// alternate screen and mouse reporting come back, and the caller redraws everything.
  private func suspendOrResume(stopping: Bool, signals: SignalPipe) throws(TerminalError) {
    if stopping {
      device.restore()
      signals.stopProcess()
    }
    // Held bytes of a sequence cut by the stop mean nothing now.
    parser = InputParser()
    try device.enter(discardsTypeAhead: false)
  }

  /// How a run ended.
  struct Outcome {
    /// The last item chosen with Enter or a click.
    var lastSelected: Int?
    /// The terminating signal that ended it, or nil when the user quit.
    var signal: Int32?
  }

  private func currentLayout() -> ScreenLayout {
    let size = device.size() ?? (80, 24)
    return ScreenLayout(columns: size.columns, rows: size.rows)
  }

  private func draw(_ session: CarouselSession) {
    if session.layout.isUsable {
      renderer.renderSlides(session.frame, into: &slides)
    }
    let grid = composer.compose(session: session, slides: slides)
    var output: [UInt8] = []
    output.reserveCapacity(grid.columns * grid.rows * 8)
    encoder.encode(grid, into: &output)
    if !output.isEmpty { device.write(output) }
  }

  /// Asks for the pictures the frame needs that were not asked for at that size: the live
  /// slots' and those to fetch ahead.
  private func requestPictures(for frame: CarouselFrame, loader: PictureLoader) {
    guard !slideshow.sources.isEmpty else { return }
    for request in requests.requests(for: frame, itemCount: slideshow.sources.count) {
      loader.load(
        slideshow.sources[request.item], index: request.item, targetSize: request.size,
        contentMode: slideshow.requestContentMode)
    }
  }
}
