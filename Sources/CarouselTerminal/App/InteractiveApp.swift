import CarouselCore
import CarouselImages
import CarouselRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live carousel: reads keys, mouse and signals, steps the engine, draws what changed.
///
/// The loop sleeps in `poll` until input, a signal, a finished picture, or the engine's next
/// wake-up: while the carousel rests between page turns it does no work at all. While
/// something moves it draws paced frames.
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
  private var frame = FrameBuffer(width: 0, height: 0)
  /// The picture size each item was requested at, to ask again when the screen grows and
  /// to drop loads a larger request superseded.
  private var requests = PictureRequests()
  private var hasPictureSize = false

  init(slideshow: Slideshow, colorMode: ColorMode, device: TerminalDevice) {
    self.slideshow = slideshow
    self.colorMode = colorMode
    self.device = device
    var style = CarouselRenderStyle()
    style.contentMode = slideshow.contentMode
    // The terminal draws the dots and the pause state as text, crisper than pixels.
    style.showsPageIndicator = false
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
    // The loop runs on a thread of the concurrency pool, which blocks SIGTTOU and SIGTTIN,
    // and with them blocked the system lets a process in the background (after `bg`, or
    // started with `&`) take the terminal from the shell. Unblocked, setting the terminal up
    // or reading it from the background stops the process until `fg`, as it does any
    // full-screen program.
    var jobControlSignals = sigset_t()
    sigemptyset(&jobControlSignals)
    sigaddset(&jobControlSignals, SIGTTOU)
    sigaddset(&jobControlSignals, SIGTTIN)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &jobControlSignals, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    guard let signals = SignalPipe() else { throw TerminalError.notATerminal }
    var wakeEnds: [Int32] = [0, 0]
    guard pipe(&wakeEnds) == 0 else { throw TerminalError.notATerminal }
    for end in wakeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    let wakeWriteEnd = wakeEnds[1]
    defer {
      device.restore()
      signals.close()
      close(wakeEnds[0])
      close(wakeEnds[1])
    }
    try device.enter()

    let loader = PictureLoader(
      refresh: slideshow.refresh,
      onResult: {
        var byte: UInt8 = 1
        _ = write(wakeWriteEnd, &byte, 1)
      })
    var now = MonotonicClock.now()
    var session = CarouselSession(
      configuration: slideshow.configuration, labels: slideshow.labels, layout: currentLayout(),
      reducesMotion: slideshow.reducesMotion, indicator: slideshow.indicator, now: now)
    requestPictures(session: session, loader: loader)

    var lastFrameTime = -Double.infinity
    var needsDraw = true
    var readBuffer = [UInt8](repeating: 0, count: 4096)
    var fds = [
      pollfd(fd: device.input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeEnds[0], events: Int16(POLLIN), revents: 0),
    ]

    while !session.isQuitRequested {
      now = MonotonicClock.now()
      // Step the engine when it asked to be stepped, or when an animated picture on
      // screen is due for its next frame (the pictures play on the engine's clock).
      if let wakeUp = session.nextWakeUp, wakeUp <= now {
        session.advance(to: now)
        needsDraw = true
      } else if let frameDue = renderer.nextAnimationWakeUp, frameDue <= now {
        session.advance(to: now)
        needsDraw = true
      }
      if needsDraw {
        draw(session)
        lastFrameTime = now
        needsDraw = false
      }

      // Sleep until the next frame (while moving), the next timer, or input.
      var timeout: Int32 = -1
      if let wakeUp = session.nextWakeUp {
        let due = wakeUp <= session.engine.time ? lastFrameTime + 1 / Self.frameRate : wakeUp
        timeout = Int32(max(0, ((due - now) * 1000).rounded(.up)))
      }
      // An animated picture on screen wakes the loop for its next frame only; with none on
      // screen (or reduced motion) there is nothing to wake for.
      if let frameDue = renderer.nextAnimationWakeUp {
        let due = max(frameDue, lastFrameTime + 1 / Self.frameRate)
        let frameTimeout = Int32(max(0, ((due - now) * 1000).rounded(.up)))
        timeout = timeout < 0 ? frameTimeout : min(timeout, frameTimeout)
      }
      if parser.hasPendingInput {
        let escapeTimeout = Int32(Self.escapeDelay * 1000)
        timeout = timeout < 0 ? escapeTimeout : min(timeout, escapeTimeout)
      }
      for index in fds.indices { fds[index].revents = 0 }
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      now = MonotonicClock.now()
      if ready < 0 { continue }  // EINTR: a signal; the pipe has it.

      if ready == 0, parser.hasPendingInput {
        for event in parser.flushPendingInput() { session.handle(event, now: now) }
        needsDraw = true
      }
      if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        let count = device.readAvailable(into: &readBuffer)
        if count == 0 && fds[0].revents & Int16(POLLHUP) != 0 { break }  // the terminal went away
        for event in parser.feed(readBuffer[0..<count]) {
          if event == .key(.suspend) {
            // Ctrl-Z comes as a byte in raw mode: stop as the terminal's Ctrl-Z would, through
            // the signal handler below.
            kill(0, SIGTSTP)
          } else {
            session.handle(event, now: now)
          }
        }
        needsDraw = true
      }
      if fds[1].revents & Int16(POLLIN) != 0 {
        for signal in signals.drain() {
          if signal == SIGTSTP || signal == SIGCONT {
            try suspendOrResume(stopping: signal == SIGTSTP, signals: signals)
          }
          // After a stop, everything is laid out and drawn again as after a resize: the size
          // may have changed meanwhile, and a drag whose release was lost ends.
          if signal == SIGWINCH || signal == SIGTSTP || signal == SIGCONT {
            session.resize(to: currentLayout(), now: now)
            encoder.invalidate()
            requestPictures(session: session, loader: loader)
            needsDraw = true
          } else {
            return Outcome(lastSelected: session.lastSelected, signal: signal)
          }
        }
      }
      if fds[2].revents & Int16(POLLIN) != 0 {
        var drain = [UInt8](repeating: 0, count: 64)
        while read(wakeEnds[0], &drain, drain.count) > 0 {}
        for result in loader.takeResults() where requests.isCurrent(result) {
          renderer.setContent(result.content, at: result.index)
          if let size = result.pictureSize, !hasPictureSize, slideshow.isMarquee {
            hasPictureSize = true
            session.setConfiguration(
              slideshow.configuration(
                forPictureSize: size, viewport: session.layout.viewportSize),
              now: now)
          }
        }
        needsDraw = true
      }
    }
    return Outcome(lastSelected: session.lastSelected, signal: nil)
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
      renderer.render(session.engine, into: &frame)
    }
    let grid = composer.compose(session: session, frame: frame)
    var output: [UInt8] = []
    output.reserveCapacity(grid.columns * grid.rows * 8)
    encoder.encode(grid, into: &output)
    if !output.isEmpty { device.write(output) }
  }

  /// Asks for every picture at the slide size, again when the screen grew past the size
  /// it was loaded at.
  private func requestPictures(session: CarouselSession, loader: PictureLoader) {
    guard session.layout.isUsable else { return }
    let target = slideshow.pictureTargetSize(
      slideWidth: session.layout.pixelWidth, slideHeight: session.layout.pixelHeight)
    for index in requests.itemsToLoad(count: slideshow.sources.count, target: target) {
      loader.load(
        slideshow.sources[index], index: index, targetSize: target,
        contentMode: slideshow.requestContentMode)
    }
  }
}
