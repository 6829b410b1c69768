#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the self-pipe, for the signal handler (which may only call
/// async-signal-safe functions such as `write`).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The terminating signal received (SIGINT, SIGTERM or SIGHUP), or 0, set by the handler for
/// the terminal's writes: they give up rather than wait for a terminal that takes no output.
nonisolated(unsafe) private var receivedTerminationSignal: Int32 = 0

/// Turns SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT into bytes on a pipe that the
/// main loop polls with the terminal input, so signals are handled in the loop, where the
/// terminal can be restored properly, and never inside a signal handler.
final class SignalPipe {
  /// The signals handled.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

  let readEnd: Int32
  private let writeEnd: Int32

  init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    readEnd = ends[0]
    writeEnd = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    signalPipeWriteEnd = writeEnd
    for signal in Self.signals {
      Self.install(signal)
    }
  }

  /// Routes a signal to the pipe.
  private static func install(_ signal: Int32) {
    var action = sigaction()
    let handler: @convention(c) (Int32) -> Void = { number in
      let savedErrno = errno
      if number == SIGINT || number == SIGTERM || number == SIGHUP {
        receivedTerminationSignal = number
      }
      var byte = UInt8(truncatingIfNeeded: number)
      _ = write(signalPipeWriteEnd, &byte, 1)
      errno = savedErrno
    }
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  /// Whether a terminating signal (SIGINT, SIGTERM, SIGHUP) has come, even if the main loop
  /// has not read it yet: whatever waits on the terminal should stop waiting.
  static var isTerminationRequested: Bool { receivedTerminationSignal != 0 }

  /// Stops the process as the terminal's Ctrl-Z does (SIGTSTP with its default action, so the
  /// shell's job control takes over), and returns once the process is continued (`fg` or
  /// `bg`). Call it with the terminal restored. In a process group that no shell controls (an
  /// orphaned one) the system does not stop it, and this returns at once.
  ///
  /// The stop is raised on the calling thread, with SIGTSTP unblocked there meanwhile, so the
  /// thread stops inside `raise`. Sent to the whole process (`kill`), it would go to another
  /// thread, since this one blocks it as the concurrency pool's threads do, and take effect
  /// whenever that thread ran: on a busy machine only after this one had put the handler back
  /// (which then caught the stop: the loop set the terminal up and stopped again, over and
  /// over), or after it had set raw mode again, so that the shell, reading a raw terminal, saw
  /// an end of file and exited.
  func stopProcess() {
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    // Continued: back to catching it on the thread that takes the process's signals.
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    Self.install(SIGTSTP)
  }

  /// The signals received since the last call.
  func drain() -> [Int32] {
    var buffer = [UInt8](repeating: 0, count: 64)
    var signals: [Int32] = []
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      signals += buffer[0..<count].map { Int32($0) }
    }
    return signals
  }

  /// Puts the default handlers back and closes the pipe.
  func close() {
    for number in Self.signals {
      signal(number, SIG_DFL)
    }
    signalPipeWriteEnd = -1
    closeDescriptor(readEnd)
    closeDescriptor(writeEnd)
  }
}

/// `close(2)`, named apart from the method called `close`.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
