import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The real `carousel` executable in a real (tmux) terminal: keys and mouse in, screen out.
/// Every wait polls the screen with a deadline; nothing asserts how long anything took.
@Suite(
  .serialized,
  // Outside CI a machine without tmux skips these; CI installs tmux and must run them.
  .enabled(
    if: TmuxSession.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
    "needs tmux")
)
struct TerminalEndToEndTests {
  static let columns = 80
  static let rows = 24

  /// A shell command that runs the carousel and then reports whether the tty settings
  /// (echo, canonical mode...) are as they were before.
  static func command(_ arguments: String) throws -> String {
    let executable = try CarouselExecutable.required()
    return """
      before=$(stty -g); env -u NO_COLOR COLORTERM=truecolor '\(executable)' \(arguments); \
      status=$?; \
      after=$(stty -g); if [ "$before" = "$after" ]; then echo TTY-RESTORED; \
      else echo TTY-CHANGED; fi; echo "EXIT $status"
      """
  }

  static func statusLine(_ screen: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.count >= rows ? String(lines[rows - 1]) : ""
  }

  static func dotsLine(_ screen: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.count >= rows ? String(lines[rows - 2]).trimmingCharacters(in: .whitespaces) : ""
  }

  @Test func keysMouseAutoAdvanceAndRestore() async throws {
    let tmux = try await TmuxSession(
      command: try Self.command("--interval 1.5 --print-selection"), columns: Self.columns,
      rows: Self.rows)
    // Every wait looks for a state the carousel comes back to whenever the test looks late
    // (a busy machine): auto-advance loops through all five slides.

    // The demo starts on the first slide, playing, with the first dot lit
    try await tmux.waitUntil("the first slide") { screen in
      Self.statusLine(screen).contains("1 / 5") && Self.statusLine(screen).contains("playing")
        && screen.hasPrefix(" Welcome aboard")
        && Self.dotsLine(screen) == "\u{25CF} \u{25CB} \u{25CB} \u{25CB} \u{25CB}"
    }
    #expect(try await tmux.value("#{alternate_on} #{mouse_sgr_flag} #{cursor_flag}") == "1 1 0")
    let picture = try await tmux.capture(escapes: true)
    #expect(picture.contains("48;2;"))  // 24-bit colour cells

    // Auto-advance turns the page on its own, and the dots follow
    try await tmux.waitUntil("auto-advance, the dots following") { screen in
      guard let current = Self.currentNumber(Self.statusLine(screen)), current != 1 else {
        return false
      }
      return Self.litDot(screen) == current
    }

    // Space pauses; once the carousel rests, the right arrow moves one slide, and the
    // title follows
    try await tmux.send("Space")
    try await tmux.waitUntil("paused") { Self.statusLine($0).contains("paused") }
    var restingOn = 0
    try await tmux.waitUntil("a rest while paused", escapes: true) { screen in
      restingOn = Self.restingSlide(screen) ?? 0
      return restingOn != 0
    }
    try await tmux.send("Right")
    let current = restingOn % 5 + 1
    let titles = DemoTitles.all
    try await tmux.waitUntil("a manual move while paused", escapes: true) { screen in
      Self.restingSlide(screen) == current && Self.statusLine(screen).contains("paused")
    }
    try await tmux.waitUntil("the title of slide \(current)") {
      $0.hasPrefix(" " + titles[current - 1])
        && Self.statusLine($0).contains("\(current) / 5")
    }

    // A click on the resting picture selects the slide under it
    try await tmux.click(column: 40, row: 10)
    try await tmux.waitUntil("the click's selection") {
      Self.statusLine($0).contains("selected: \(current) \(titles[current - 1])")
    }

    // Clicking the last dot jumps there; a digit jumps back to the first
    // (where the machine lays the last dot out on this screen)
    let slideshow = Slideshow(options: CarouselOptions())
    let laidOut = CarouselSession(
      configuration: slideshow.configuration, labels: slideshow.labels,
      layout: ScreenLayout(columns: Self.columns, rows: Self.rows), now: 0)
    let dot = try #require(CarouselSessionTests.dotCell(laidOut, page: 4))
    try await tmux.click(column: dot.column, row: dot.row)
    try await tmux.waitUntil("the jump to the last slide") {
      Self.statusLine($0).contains("5 / 5")
        && Self.dotsLine($0) == "\u{25CB} \u{25CB} \u{25CB} \u{25CB} \u{25CF}"
    }
    try await tmux.send("1")
    try await tmux.waitUntil("the jump to slide 1") { Self.statusLine($0).contains("1 / 5") }

    // q quits: the selection is printed and the terminal is as it was
    try await tmux.send("q")
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("selected \(current) \(titles[current - 1])"))
    #expect(screen.contains("TTY-RESTORED"))
    #expect(screen.contains("EXIT 0"))
    #expect(
      try await tmux.value("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag}")
        == "0 0 0 1")
  }

  @Test func dragResizeAndTerminationSignal() async throws {
    let tmux = try await TmuxSession(
      command: try Self.command("--interval 0"), columns: Self.columns, rows: Self.rows)
    try await tmux.waitUntil("the first slide") {
      Self.statusLine($0).contains("1 / 5") && Self.statusLine($0).contains("auto-advance off")
    }
    // A drag past half the slide to the left turns to the next slide. Whether the app also
    // measures a fling depends on when the mouse events arrive, which a busy machine
    // changes, so the test does not rely on one: with or without it, the release lands on
    // slide 2 (a fling turns at most one page). Flings from short drags are tested with
    // explicit times in CarouselSessionTests.
    try await tmux.sendLiteral("\u{1B}[<0;71;10M")
    for column in stride(from: 66, through: 21, by: -5) {
      try await tmux.sendLiteral("\u{1B}[<32;\(column);10M")
    }
    try await tmux.sendLiteral("\u{1B}[<0;21;10m")
    try await tmux.waitUntil("the drag to slide 2", escapes: true) { Self.restingSlide($0) == 2 }

    // A resize in the middle of a page turn relays the screen out and keeps going
    try await tmux.send("Right")
    try await tmux.resize(columns: 60, rows: 16)
    try await tmux.waitUntil("the resized screen") { screen in
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count >= 16 && lines[15].contains("3 / 5")
    }

    // SIGTERM ends it cleanly: the terminal is restored
    let shell = try #require(Int32(try await tmux.value("#{pane_pid}")))
    let child = try #require(Self.child(of: shell))
    kill(child, SIGTERM)
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("TTY-RESTORED"))
    #expect(screen.contains("EXIT 143"))
    #expect(try await tmux.value("#{alternate_on} #{mouse_any_flag} #{cursor_flag}") == "0 0 1")
  }

  /// A crash, or a terminating signal that the loop does not handle, still restores the
  /// terminal, and the process still dies of it (after the Swift runtime's backtrace, told
  /// here not to wait for a key).
  @Test(arguments: [SIGSEGV, SIGABRT, SIGQUIT, SIGUSR1])
  func aFatalSignalStillRestoresTheTerminal(signal: Int32) async throws {
    // Given the carousel running
    let tmux = try await TmuxSession(
      command: "export SWIFT_BACKTRACE=interactive=no; " + (try Self.command("--interval 0")),
      columns: Self.columns, rows: Self.rows)
    try await tmux.waitUntil("the first slide") { Self.statusLine($0).contains("1 / 5") }
    let shell = try #require(Int32(try await tmux.value("#{pane_pid}")))
    let child = try #require(Self.child(of: shell))
    // When it gets the signal
    kill(child, signal)
    // Then it dies of it, with the terminal as it was
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("EXIT \(128 + signal)"))
    #expect(screen.contains("TTY-RESTORED"))
    #expect(try await tmux.value("#{alternate_on} #{mouse_any_flag} #{cursor_flag}") == "0 0 1")
  }

  @Test func aTerminalClaimingAHugeSizeIsDrawnWithinBounds() async throws {
    // Given a terminal that claims 30000 x 30000 cells (stty sets any size, up to 65535), and
    // a 2 GB memory limit (that size's picture alone would take 7 GB)
    let tmux = try await TmuxSession(
      command: "stty cols 30000 rows 30000; ulimit -v 2000000; "
        + (try Self.command("--interval 0")),
      columns: Self.columns, rows: Self.rows)
    try await tmux.waitUntil("the alternate screen") { _ in
      try await tmux.value("#{alternate_on}") == "1"
    }
    // When the user quits (the first screen is drawn before any key is read)
    try await tmux.send("q")
    // Then it had drawn and quit normally, and the terminal is as it was
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("EXIT 0"))
    #expect(screen.contains("TTY-RESTORED"))
  }

  @Test func failingURLShowsAFailureAndTheRestWork() async throws {
    // Given a picture file and a URL nobody answers
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-e2e-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let picture = directory.appendingPathComponent("sunset.png")
    try Data(TestPictures.png(width: 64, height: 32)).write(to: picture)
    let tmux = try await TmuxSession(
      command: try Self.command(
        "--interval 0 --titles 'Sunset,Broken' '\(picture.path)' http://127.0.0.1:9/missing.jpg"),
      columns: Self.columns, rows: Self.rows)
    try await tmux.waitUntil("the first picture") {
      Self.statusLine($0).contains("1 / 2") && $0.hasPrefix(" Sunset")
    }
    try await tmux.send("Right")
    try await tmux.waitUntil("the failing one") {
      Self.statusLine($0).contains("2 / 2") && $0.hasPrefix(" Broken")
    }
    try await tmux.send("Right")
    try await tmux.waitUntil("back to the first") { Self.statusLine($0).contains("1 / 2") }
    try await tmux.send("Escape")
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("EXIT 0"))
  }

  @Test func jobControlLeavesTheTerminalToTheShellUntilFg() async throws {
    // Given the carousel started from an interactive shell with job control (dash: it has no
    // line editor, so what the screen shows is what the terminal modes do)
    let executable = try CarouselExecutable.required()
    let tmux = try await TmuxSession(
      command: "exec env PS1='shell> ' ENV= COLORTERM=truecolor dash -im", columns: Self.columns,
      rows: Self.rows)
    try await tmux.waitUntil("the prompt") { Self.lastLine($0) == "shell>" }
    try await tmux.sendLiteral("'\(executable)' --interval 0")
    try await tmux.send("Enter")
    try await tmux.waitUntil("the first slide") { Self.statusLine($0).contains("1 / 5") }
    let shell = try #require(Int32(try await tmux.value("#{pane_pid}")))
    let carousel = try #require(Self.child(of: shell))

    let stops: [(name: String, stop: () async throws -> Void)] = [
      ("Ctrl-Z", { try await tmux.send("C-z") }),
      ("SIGTSTP from outside", { kill(carousel, SIGTSTP) }),
    ]
    for (round, way) in stops.enumerated() {
      // When it is stopped
      try await way.stop()

      // Then the shell's prompt is back on the main screen, with the cursor shown and no
      // mouse reporting, and the process is stopped (not gone)
      try await tmux.waitUntil("the prompt after \(way.name)") { screen in
        screen.contains("Stopped") && Self.lastLine(screen) == "shell>"
      }
      #expect(
        try await tmux.value("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag}")
          == "0 0 0 1", "\(way.name)")
      #expect(Self.processState(carousel) == "T", "\(way.name)")
      // And the terminal modes are cooked: a typed command echoes and runs on Enter, and
      // stty reports line editing, echo, signals from keys and output processing
      try await Self.expectCookedModes(tmux, "while stopped by \(way.name)")

      if round == 0 {
        // When it is continued in the background instead
        try await tmux.sendLiteral("bg")
        try await tmux.send("Enter")
        // Then it does not take the terminal from the shell: it stops again (SIGTTOU) as
        // it tries, and the terminal stays the shell's
        try await tmux.waitUntil("a stop in the background") { screen in
          Self.processState(carousel) == "T" && Self.lastLine(screen) == "shell>"
            && screen.contains("bg")
        }
        #expect(
          try await tmux.value("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag}")
            == "0 0 0 1")
        try await Self.expectCookedModes(tmux, "after bg")
      }

      // When it is brought back to the foreground
      try await tmux.sendLiteral("fg")
      try await tmux.send("Enter")

      // Then the screen is drawn again whole, on the alternate screen with mouse reporting
      try await tmux.waitUntil("the redraw after fg (\(way.name))") { screen in
        Self.statusLine(screen).contains("\(round + 1) / 5")
          && screen.hasPrefix(" " + DemoTitles.all[round]) && Self.dotsLine(screen).count == 9
      }
      #expect(
        try await tmux.value("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag}")
          == "1 1 1 0", "\(way.name)")
      // And a key works at once, without Enter
      try await tmux.send("Right")
      try await tmux.waitUntil("a key after fg (\(way.name))") {
        Self.statusLine($0).contains("\(round + 2) / 5")
      }
    }

    // When it quits, the shell is back with its modes and the carousel's status is 0
    try await tmux.send("q")
    try await tmux.waitUntil("the prompt after quitting") { Self.lastLine($0) == "shell>" }
    #expect(
      try await tmux.value("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag}")
        == "0 0 0 1")
    try await tmux.sendLiteral("echo \"FIRST-EXIT $?\"")
    try await tmux.send("Enter")
    try await tmux.waitUntil("the exit status") { $0.contains("\nFIRST-EXIT 0") }
    try await Self.expectCookedModes(tmux, "after quitting")

    // When it is started in the background, it waits stopped without touching the terminal,
    // and fg brings it up
    try await tmux.sendLiteral("'\(executable)' --interval 0 &")
    try await tmux.send("Enter")
    var background: Int32?
    try await tmux.waitUntil("a background start, stopped") { screen in
      background = Self.child(of: shell)
      return background.map { Self.processState($0) == "T" } == true
        && Self.lastLine(screen) == "shell>"
    }
    #expect(try await tmux.value("#{alternate_on} #{mouse_any_flag} #{cursor_flag}") == "0 0 1")
    try await tmux.sendLiteral("fg")
    try await tmux.send("Enter")
    try await tmux.waitUntil("the carousel after fg") { Self.statusLine($0).contains("1 / 5") }
    try await tmux.send("q")
    try await tmux.waitUntil("the prompt after the last quit") { Self.lastLine($0) == "shell>" }
    try await tmux.sendLiteral("echo \"LAST-EXIT $?\"")
    try await tmux.send("Enter")
    try await tmux.waitUntil("the last exit status") { $0.contains("\nLAST-EXIT 0") }
  }

  #if os(Linux)
    /// Ctrl-Z stops the carousel at once, with the terminal given back cooked, however late the
    /// thread that takes the signals sent to the process (its main thread) gets to run, as on
    /// a busy machine. When that thread ran late, the loop's own stop was caught as a new
    /// Ctrl-Z and the screen set up and left again, over and over, until the stop landed,
    /// sometimes on a raw terminal: the shell read an end of file there and exited.
    @Test func ctrlZStopsAtOnceWhenTheSignalThreadRunsLate() async throws {
      // Given the carousel in a shell with job control, everything written to the terminal
      // recorded, and its main thread run only when the loop's thread leaves the processor
      let executable = try CarouselExecutable.required()
      let recording = FileManager.default.temporaryDirectory.appendingPathComponent(
        "carousel-e2e-output-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: recording) }
      let tmux = try await TmuxSession(
        command: "exec env PS1='shell> ' ENV= COLORTERM=truecolor dash -im", columns: Self.columns,
        rows: Self.rows)
      try await tmux.waitUntil("the prompt") { Self.lastLine($0) == "shell>" }
      try await tmux.recordOutput(to: recording.path)
      try await tmux.sendLiteral("'\(executable)' --interval 0")
      try await tmux.send("Enter")
      try await tmux.waitUntil("the first slide") { Self.statusLine($0).contains("1 / 5") }
      let shell = try #require(Int32(try await tmux.value("#{pane_pid}")))
      let carousel = try #require(Self.child(of: shell))
      try #require(ThreadScheduling.delayMainThread(of: carousel))

      // When the user presses Ctrl-Z
      try await tmux.send("C-z")

      // Then it stops, having left the screen once, and the shell has its terminal cooked
      try await tmux.waitUntil("the prompt after Ctrl-Z") { screen in
        screen.contains("Stopped") && Self.lastLine(screen) == "shell>"
      }
      #expect(Self.processState(carousel) == "T")
      let output = try await Self.recorded(recording.path, upTo: "Stopped")
      #expect(output.components(separatedBy: "\u{1B}[?1049l").count - 1 == 1)
      #expect(
        try await tmux.value("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag}")
          == "0 0 0 1")
      try await Self.expectCookedModes(tmux, "after Ctrl-Z")

      // And fg brings it back, and q quits it
      try await tmux.sendLiteral("fg")
      try await tmux.send("Enter")
      try await tmux.waitUntil("the carousel after fg") { Self.statusLine($0).contains("1 / 5") }
      try await tmux.send("q")
      try await tmux.waitUntil("the prompt after quitting") { Self.lastLine($0) == "shell>" }
      try await tmux.sendLiteral("echo \"EXIT $?\"")
      try await tmux.send("Enter")
      try await tmux.waitUntil("the exit status") { $0.contains("\nEXIT 0") }
    }

    /// What the recording at `path` holds before the first `marker`, once the marker is there
    /// (what comes before it in the terminal's output is then all written). Polls, off the
    /// concurrency pool, until the hang guard.
    static func recorded(_ path: String, upTo marker: String) async throws -> String {
      let deadline = Date().addingTimeInterval(HangGuard.seconds)
      while true {
        // Read once more after the deadline: a busy machine may wake this task only then.
        let text = await offThePool {
          (try? Data(contentsOf: URL(fileURLWithPath: path))).map {
            String(decoding: $0, as: UTF8.self)
          } ?? ""
        }
        if let end = text.range(of: marker) { return String(text[..<end.lowerBound]) }
        guard Date() < deadline else { break }
        try await Task.sleep(nanoseconds: 30_000_000)
      }
      throw TmuxError(message: "the recorded output never showed \(marker)")
    }
  #endif

  /// Types a command that prints the terminal modes that matter, and waits for it to show
  /// them all on (a terminal left raw shows `-icanon`, `-echo`... and typing does not echo).
  static func expectCookedModes(
    _ tmux: TmuxSession, _ when: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    // A marker of its own: the answers of earlier checks are still on the screen, and the
    // next command must not be typed before this one has finished and the prompt is back.
    let marker = "MODES-\(UUID().uuidString.prefix(8))"
    try await tmux.sendLiteral(
      "stty -a | tr -s ' ;' '\\n\\n' | grep -x -e icanon -e echo -e icrnl -e opost -e isig "
        + "| sort | tr '\\n' ' '; echo \(marker)")
    try await tmux.send("Enter")
    try await tmux.waitUntil("cooked modes \(when)", sourceLocation: sourceLocation) { screen in
      screen.split(separator: "\n").contains { $0 == "echo icanon icrnl isig opost \(marker)" }
        && Self.lastLine(screen) == "shell>"
    }
  }

  /// The last line of the screen with text on it, without trailing spaces.
  static func lastLine(_ screen: String) -> String {
    let lines = screen.split(separator: "\n").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    return lines.last { !$0.isEmpty } ?? ""
  }

  /// A process's state letter from /proc (R, S, T for stopped...).
  static func processState(_ pid: Int32) -> String? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    return text[text.index(after: close)...].split(separator: " ").first.map(String.init)
  }

  /// The lit page dot (1-based), by its glyph: the nearest page, moving or not.
  static func litDot(_ screen: String) -> Int? {
    let glyphs = dotsLine(screen).split(separator: " ")
    return glyphs.firstIndex(of: "\u{25CF}").map { $0 + 1 }
  }

  /// The slide the carousel rests on (1-based), read from the page dots' colours on a screen
  /// captured with escapes, or nil while it moves: the dots' colours follow the scroll, so
  /// only at rest is one dot pure white and every other one plain grey.
  static func restingSlide(_ escapedScreen: String) -> Int? {
    let lines = escapedScreen.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= rows else { return nil }
    var foreground = ""
    var dotColours: [String] = []
    var rest = Substring(lines[rows - 2])
    while let first = rest.first {
      if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
        let parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(
          separator: ";")
        if let index = parameters.firstIndex(of: "38"), index + 4 < parameters.count,
          parameters[index + 1] == "2"
        {
          foreground = parameters[(index + 2)...(index + 4)].joined(separator: ";")
        } else if parameters.contains("39") || parameters.contains("0") {
          foreground = ""
        }
        rest = rest[rest.index(after: end)...]
        continue
      }
      if first == "\u{25CF}" || first == "\u{25CB}" { dotColours.append(foreground) }
      rest = rest.dropFirst()
    }
    let white = "255;255;255"
    let grey = "74;80;92"
    guard dotColours.count == 5, dotColours.filter({ $0 == white }).count == 1,
      dotColours.allSatisfy({ $0 == white || $0 == grey })
    else { return nil }
    return dotColours.firstIndex(of: white).map { $0 + 1 }
  }

  static func currentNumber(_ status: String) -> Int? {
    let parts = status.split(separator: " ")
    guard let slash = parts.firstIndex(of: "/"), slash > 0 else { return nil }
    return Int(parts[slash - 1])
  }

  /// The first child process of a process, from /proc.
  static func child(of pid: Int32) -> Int32? {
    let path = "/proc/\(pid)/task/\(pid)/children"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return text.split(separator: " ").first.flatMap { Int32($0) }
  }
}

/// The demo slides' titles, as the status and title lines show them.
enum DemoTitles {
  static let all = [
    "Welcome aboard", "Summer sale", "New arrivals", "Free shipping", "Join the club",
  ]
}
