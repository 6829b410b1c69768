#if os(Linux)
  import CarouselTestSupport
  import Foundation
  import Glibc

  /// A pseudo-terminal whose far end the test holds: the carousel runs on its near end as on a
  /// terminal, and the test decides what happens to that terminal (nobody reads it, its output
  /// is stopped, it goes away).
  final class PseudoTerminal {
    /// The far end (what a terminal emulator holds), or -1 once closed.
    private(set) var master: Int32
    /// The near end, held by the test too, for `tcflow`.
    let slave: Int32
    let slavePath: String

    init() throws {
      // posix_openpt, grantpt, unlockpt and ptsname by their Linux ioctls (Swift's Glibc does
      // not declare them): TIOCSPTLCK unlocks the pair, TIOCGPTN names the near end.
      master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0,
        ioctl(master, 0x8004_5430, &number) == 0
      else { throw TmuxError(message: "no pseudo-terminal") }
      slavePath = "/dev/pts/\(number)"
      slave = open(slavePath, O_RDWR | O_NOCTTY)
      guard slave >= 0 else { throw TmuxError(message: "cannot open \(slavePath)") }
      _ = fcntl(master, F_SETFD, FD_CLOEXEC)
      _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
      _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
      var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    deinit {
      closeMaster()
      Glibc.close(slave)
    }

    /// Starts `executable` with the pseudo-terminal as its standard input, output and error.
    func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws
      -> pid_t
    {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR | O_NOCTTY, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }
      var merged = ProcessInfo.processInfo.environment
      merged.merge(environment) { $1 }
      let environ = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for entry in environ { free(entry) } }
      var pid: pid_t = 0
      let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
      guard spawned == 0 else { throw TmuxError(message: "cannot run \(executable): \(spawned)") }
      return pid
    }

    /// Reads what the program wrote so far, without waiting.
    func readAvailable() -> [UInt8] {
      var output: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while master >= 0 {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        output += buffer[0..<count]
      }
      return output
    }

    /// Closes the far end: the terminal went away.
    func closeMaster() {
      if master >= 0 {
        Glibc.close(master)
        master = -1
      }
    }

    /// Waits for a process to end, polling; nil when it is still running at the deadline
    /// (which only bounds a hang: the caller fails then and kills it).
    static func waitForExit(_ pid: pid_t) async throws -> Int32? {
      let deadline = Date().addingTimeInterval(HangGuard.seconds)
      var status: Int32 = 0
      repeat {
        if waitpid(pid, &status, WNOHANG) == pid { return status }
        try await Task.sleep(nanoseconds: 20_000_000)
      } while Date() < deadline
      return waitpid(pid, &status, WNOHANG) == pid ? status : nil
    }
  }
#endif
