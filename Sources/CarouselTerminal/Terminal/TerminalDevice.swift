#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal: raw mode, the alternate screen, mouse reporting, its size, and
/// the restoration of all of it.
///
/// ``restore()`` is idempotent and runs on every way out: normal quit, a signal, an error.
final class TerminalDevice {
  let input: Int32
  let output: Int32
  private var original = termios()
  /// The terminal opened again for writing, non-blocking, or -1 (then ``output`` is used).
  /// An open file description of its own: making the shared one non-blocking would hand
  /// EAGAIN to the shell and to any other program writing to the terminal.
  private var writeDescriptor: Int32 = -1
  private var isRaw = false

  /// The escape sequences that set the screen up: alternate screen, hidden cursor, mouse
  /// button and drag reporting in SGR encoding.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[2J"
  /// The escape sequences that undo ``enterSequence``.
  static let leaveSequence =
    "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  deinit {
    if writeDescriptor >= 0 { close(writeDescriptor) }
  }

  /// Whether both ends are terminals.
  static func isInteractive(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
    isatty(input) == 1 && isatty(output) == 1
  }

  /// The largest size used, in columns and rows. A terminal may claim up to 65535 cells each
  /// way (any program can set that with `stty`), and a picture that size would take tens of
  /// gigabytes; past these limits the carousel draws in the top left corner. No screen shows
  /// more (1024 columns fill a 5K display with a 5-pixel font).
  static let maximumSize = (columns: 1024, rows: 512)

  /// The size in columns and rows, at most ``maximumSize``, or nil when the terminal does
  /// not say.
  func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (
      min(Int(size.ws_col), Self.maximumSize.columns), min(Int(size.ws_row), Self.maximumSize.rows)
    )
  }

  /// Switches to raw mode (no echo, no line editing, no signals from keys, no output
  /// processing) and sets the screen up.
  ///
  /// Called again after a stop (``restore()``, then SIGCONT) it takes the terminal's settings
  /// as they are then; called while already in raw mode it only sets the screen up again.
  ///
  /// - Parameter discardsTypeAhead: Whether input typed before the call is dropped (at
  ///   start); after a stop it is kept, so a key pressed right after `fg` counts.
  func enter(discardsTypeAhead: Bool = true) throws(TerminalError) {
    guard !isRaw else {
      write(Self.enterSequence)
      return
    }
    guard tcgetattr(input, &original) == 0 else { throw TerminalError.notATerminal }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, discardsTypeAhead ? TCSAFLUSH : TCSANOW, &raw) == 0 else {
      throw TerminalError.notATerminal
    }
    isRaw = true
    // Writes that cannot go on wait in ``write(_:)``, where a termination signal ends the
    // wait: a terminal that takes no output (Ctrl-S, a stalled connection) cannot hold the
    // carousel past SIGTERM.
    if writeDescriptor < 0, let name = ttyname(output) {
      writeDescriptor = open(name, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    }
    // A crash from here on still leaves the terminal usable.
    FatalSignalGuard.install(
      input: input, output: writeDescriptor >= 0 ? writeDescriptor : output, settings: original,
      leaveSequence: Array(Self.leaveSequence.utf8))
    write(Self.enterSequence)
  }

  /// Puts the terminal back as it was: main screen, cursor, no mouse reporting, cooked mode.
  /// It runs on every way out, and before the process stops (Ctrl-Z, SIGTSTP); a crash or a
  /// signal nobody handles gets the same from ``FatalSignalGuard``.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write(Self.leaveSequence)
    // Unread input goes; the settings change at once, not after the output drains (which a
    // terminal that takes no output never lets happen).
    tcflush(input, TCIFLUSH)
    tcsetattr(input, TCSANOW, &original)
    FatalSignalGuard.uninstall()
  }

  /// Writes bytes completely, retrying after interruptions and partial writes, and waiting
  /// while the terminal takes no more, until a terminating signal comes: then the rest is
  /// dropped, so the signal is handled (the process is ending; its screen does not matter).
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      guard var pointer = buffer.baseAddress else { return }
      let descriptor = writeDescriptor >= 0 ? writeDescriptor : output
      var remaining = buffer.count
      while remaining > 0 {
        let written = systemWrite(descriptor, pointer, remaining)
        if written >= 0 {
          remaining -= written
          pointer += written
          continue
        }
        guard errno == EINTR || errno == EAGAIN, !SignalPipe.isTerminationRequested else {
          return
        }
        if errno == EAGAIN {
          // Wait for room; a signal may reach another thread, so look again now and then.
          var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&room, 1, 250)
        }
      }
    }
  }

  func write(_ text: String) {
    write(Array(text.utf8))
  }

  /// Reads what input is available without blocking.
  func readAvailable(into buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return 0 }
      let count = read(input, base, raw.count)
      return max(0, count)
    }
  }
}

/// Why the terminal could not be used.
enum TerminalError: Error {
  case notATerminal
}

/// `write(2)`, named apart from the methods called `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
