import CarouselTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A detached tmux session of a fixed size running one command, driven like a user would:
/// keys in, screen contents out.
///
/// Every session has a tmux server of its own (`-L`, named after the session), started
/// without any configuration file (`-f /dev/null`), so neither the user's tmux, their
/// settings nor another test's session (whose end would end a shared server under a session
/// being created) can change what a test sees; the server ends with its session. Each tmux command runs
/// off the cooperative pool (``offThePool(_:)``): waiting for one blocks a thread.
final class TmuxSession {
  let name: String
  private static let counter = Counter()

  /// Whether tmux is installed.
  static let isAvailable: Bool = (try? runBlocking(["-V"], server: "carousel-tests"))?.status == 0

  /// Starts `command` (run by `sh -c`) in a new detached session; the pane stays after the
  /// command exits so its last screen and tmux's view of the terminal modes can be read.
  init(command: String, columns: Int, rows: Int) async throws {
    name = "carousel-test-\(getpid())-\(Self.counter.next())"
    let result = try await run([
      "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", command,
    ])
    guard result.status == 0 else {
      throw TmuxError(message: "tmux new-session failed: \(result.output)")
    }
    _ = try await run(["set-option", "-t", name, "remain-on-exit", "on"])
    _ = try await run(["set-option", "-t", name, "window-size", "manual"])
    // The server is ended by its process id: `kill-server` leaves a server whose pane has
    // exited (remain-on-exit) running here.
    let pid = try await run(["display-message", "-p", "#{pid}"]).output
    if let pid = Int32(pid.trimmingCharacters(in: .whitespacesAndNewlines)) {
      liveServers.add(pid, forSession: name)
    }
  }

  deinit {
    // The server, and with it the pane's processes (their terminal hangs up): a signal, no
    // waiting. SIGKILL: a server whose pane has exited ignores SIGTERM and `kill-server`.
    if let pid = liveServers.remove(forSession: name) { killServer(pid, of: name) }
  }

  /// Sends keys by tmux name (`Right`, `Space`, `Enter`, `q`).
  func send(_ keys: String...) async throws {
    _ = try await run(["send-keys", "-t", name] + keys)
  }

  /// Sends bytes literally (an SGR mouse report, for one).
  func sendLiteral(_ text: String) async throws {
    _ = try await run(["send-keys", "-t", name, "-l", text])
  }

  /// Sends raw bytes, whatever they are (a control byte, a zero byte), as a terminal (or
  /// an adversary writing to it) would.
  func sendBytes(_ bytes: [UInt8]) async throws {
    let hex = bytes.map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    _ = try await run(["send-keys", "-t", name, "-H"] + hex)
  }

  /// Copies everything the pane's programs write to the terminal from now on, escape
  /// sequences included (which the screen does not keep), to the end of the file at `path`.
  func recordOutput(to path: String) async throws {
    _ = try await run(["pipe-pane", "-t", name, "cat >> '\(path)'"])
  }

  /// A mouse click (button 1 down and up) at a 0-based cell, as SGR reports.
  func click(column: Int, row: Int) async throws {
    try await sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
  }

  /// The screen's text; with `escapes`, with its colours as escape sequences.
  func capture(escapes: Bool = false) async throws -> String {
    try await run(["capture-pane", "-p", "-t", name] + (escapes ? ["-e"] : [])).output
  }

  /// The screen's lines.
  func lines() async throws -> [String] {
    try await capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A tmux format value of the pane (`#{alternate_on}`, `#{pane_pid}`...).
  func value(_ format: String) async throws -> String {
    try await run(["display-message", "-p", "-t", name, format]).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func resize(columns: Int, rows: Int) async throws {
    _ = try await run(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Polls the screen until `condition` holds, failing with the last screen after the hang
  /// guard (``HangGuard``), or as soon as the pane's program has exited with the condition
  /// still false (its screen cannot change any more). Never sleeps longer than needed; the
  /// guard only bounds a hang.
  ///
  /// - Parameter escapes: Whether the screen is read with its colours as escape sequences.
  @discardableResult
  func waitUntil(
    _ description: String, escapes: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) async throws -> Bool
  ) async throws -> String {
    let deadline = Date().addingTimeInterval(HangGuard.seconds)
    var screen = ""
    var polls = 0
    var deadSince: Date?
    while Date() < deadline {
      screen = try await capture(escapes: escapes)
      if try await condition(screen) { return screen }
      polls += 1
      // Now and then (it is one more tmux call): a dead pane's screen is final once tmux has
      // read what the program wrote before it exited, which the grace of two seconds allows.
      if polls.isMultiple(of: 10) {
        if try await value("#{pane_dead}") == "1" {
          let since = deadSince ?? Date()
          deadSince = since
          if Date().timeIntervalSince(since) >= 2 {
            Issue.record(
              Comment(
                rawValue: "the pane's program exited while waiting for \(description); screen:\n"
                  + screen),
              sourceLocation: sourceLocation)
            throw TmuxError(
              message: "the pane's program exited while waiting for \(description)")
          }
        } else {
          deadSince = nil
        }
      }
      // Sleep without holding a thread of the concurrency pool.
      try await Task.sleep(nanoseconds: 30_000_000)
    }
    // A busy machine may wake this task only after the deadline: look once more first.
    screen = try await capture(escapes: escapes)
    if try await condition(screen) { return screen }
    Issue.record(
      Comment(rawValue: "timed out waiting for \(description); screen:\n\(screen)"),
      sourceLocation: sourceLocation)
    throw TmuxError(message: "timed out waiting for \(description)")
  }

  /// Runs tmux against this session's server and returns its status and output.
  @discardableResult
  func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    let server = name
    return try await offThePool { try Self.runBlocking(arguments, server: server) }
  }

  /// Runs tmux and returns its status and output.
  ///
  /// Spawned directly and reaped with `waitpid`; the output goes through a file, not a pipe,
  /// because the tmux server that the first command starts would hold a pipe open forever.
  ///
  /// Blocks the calling thread until tmux exits: from a task, go through ``run(_:)``.
  private static func runBlocking(_ arguments: [String], server: String) throws -> (
    status: Int32, output: String
  ) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tmux-output-\(getpid())-\(counter.next())"
    ).path
    defer { unlink(path) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    addClosesForInheritedDescriptors(&actions)
    let argv = (["tmux", "-L", server, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let environment =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for entry in environment { free(entry) } }
    let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, environment)
    guard spawned == 0 else { throw TmuxError(message: "cannot run tmux: \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : -1, output)
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
  }
}

struct TmuxError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// The tmux servers this process started and has not ended yet, by session name: each is
/// ended when its session is released, and whatever is left at the process's exit (a test
/// that never released its session).
private let liveServers = LiveServers()

private final class LiveServers: @unchecked Sendable {
  private let lock = NSLock()
  private var servers: [String: pid_t] = [:]
  private var isHooked = false

  func add(_ pid: pid_t, forSession name: String) {
    let hooks = lock.withLock {
      servers[name] = pid
      defer { isHooked = true }
      return !isHooked
    }
    if hooks { atexit { liveServers.killAll() } }
  }

  func remove(forSession name: String) -> pid_t? {
    lock.withLock { servers.removeValue(forKey: name) }
  }

  func killAll() {
    for (name, pid) in lock.withLock({ servers }) { killServer(pid, of: name) }
  }
}

/// SIGKILL to the tmux server of session `name`, if `pid` is still that server. A server
/// that has ended by itself (its last session gone) leaves its pid to be reused, perhaps by
/// another test's program, which a blind kill would end: so the pid's command line must name
/// the session's own server (`-L name`, which tmux's server keeps from the client that forked
/// it).
private func killServer(_ pid: pid_t, of name: String) {
  #if os(Linux)
    guard let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
      arguments.split(separator: 0).contains(where: { $0.elementsEqual(name.utf8) })
    else { return }
  #endif
  kill(pid, SIGKILL)
}
