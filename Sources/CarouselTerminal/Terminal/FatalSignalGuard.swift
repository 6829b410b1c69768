#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back when the process dies of a signal that the main loop cannot
/// handle: a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT: a trap in Swift code,
/// a failed allocation) or a terminating signal sent from outside that ``SignalPipe`` does
/// not take (SIGQUIT, SIGUSR1...). Without it such a death leaves the shell in raw mode on
/// the alternate screen, with mouse reports typed into it.
///
/// The handler does only what is async-signal-safe: it writes the sequence that leaves the
/// screen and sets the terminal's settings back. Then a crash goes on to whatever had the
/// signal before (the Swift runtime's backtracer, or the default action), so the process
/// dies as it would have, with the same status and backtrace: a fault runs its instruction
/// again on return and meets that action there, and a signal the process raised itself
/// (`abort`) is raised again. A signal sent from outside takes its default action and ends
/// the process (the backtracer would report it as a crash and let the process run on, still
/// drawing, over a terminal already restored).
enum FatalSignalGuard {
  /// The signals guarded: crashes, and the terminating signals nobody else handles.
  static let signals: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS, SIGQUIT, SIGUSR1, SIGUSR2,
    SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
  ]

  /// Starts guarding a terminal in raw mode.
  ///
  /// - Parameters:
  ///   - input: The terminal's input descriptor (for its settings).
  ///   - output: Where the leave sequence is written.
  ///   - settings: The settings to put back.
  ///   - leaveSequence: What undoes the screen set-up.
  static func install(
    input: Int32, output: Int32, settings: termios, leaveSequence: [UInt8]
  ) {
    // The first use initialises the state, here and never in a handler.
    let state = guardState
    state.pointee.settings.pointee = settings
    state.pointee.leaveCount = min(leaveSequence.count, GuardState.leaveCapacity)
    for (index, byte) in leaveSequence.prefix(GuardState.leaveCapacity).enumerated() {
      state.pointee.leaveBytes[index] = byte
    }
    state.pointee.input = input
    state.pointee.output = output
    for (index, number) in signals.enumerated() where !state.pointee.isInstalled[index] {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_sigaction = fatalSignalHandler
      #else
        action.__sigaction_u.__sa_sigaction = fatalSignalHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      let previous = state.pointee.previousActions + index
      sigaction(number, &action, previous)
      if isIgnored(previous.pointee) {
        // An ignored signal stays ignored: it kills nothing.
        sigaction(number, previous, nil)
      } else {
        state.pointee.isInstalled[index] = true
      }
    }
  }

  /// Stops guarding (the terminal was restored the ordinary way): the previous actions are
  /// back.
  static func uninstall() {
    let state = guardState
    state.pointee.output = -1
    for (index, number) in signals.enumerated() where state.pointee.isInstalled[index] {
      sigaction(number, state.pointee.previousActions + index, nil)
      state.pointee.isInstalled[index] = false
    }
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if os(Linux)
      let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #else
      let handler = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #endif
    return action.sa_flags & SA_SIGINFO == 0 && handler == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// What the handler reads: plain values and fixed memory, set up before any handler is
/// installed, so the handler touches no Swift runtime machinery (no lazy initialisation, no
/// reference counting).
private struct GuardState {
  static let leaveCapacity = 128

  var input: Int32 = -1
  /// The terminal to restore, or -1 when there is none (not guarding, or done once).
  var output: Int32 = -1
  var leaveCount = 0
  var leaveBytes: UnsafeMutablePointer<UInt8>
  var settings: UnsafeMutablePointer<termios>
  var previousActions: UnsafeMutablePointer<sigaction>
  var isInstalled: UnsafeMutablePointer<Bool>
  var numbers: UnsafeMutablePointer<Int32>
  var count: Int
}

nonisolated(unsafe) private let guardState: UnsafeMutablePointer<GuardState> = {
  let signals = FatalSignalGuard.signals
  let numbers = UnsafeMutablePointer<Int32>.allocate(capacity: signals.count)
  numbers.initialize(from: signals, count: signals.count)
  let state = UnsafeMutablePointer<GuardState>.allocate(capacity: 1)
  let leaveBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: GuardState.leaveCapacity)
  leaveBytes.initialize(repeating: 0, count: GuardState.leaveCapacity)
  let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  settings.initialize(to: termios())
  let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
  previousActions.initialize(repeating: sigaction(), count: signals.count)
  let isInstalled = UnsafeMutablePointer<Bool>.allocate(capacity: signals.count)
  isInstalled.initialize(repeating: false, count: signals.count)
  state.initialize(
    to: GuardState(
      leaveBytes: leaveBytes, settings: settings, previousActions: previousActions,
      isInstalled: isInstalled, numbers: numbers, count: signals.count))
  return state
}()

/// The process that sent a signal.
private func senderProcess(_ info: UnsafeMutablePointer<siginfo_t>) -> pid_t {
  #if os(Linux)
    info.pointee._sifields._kill.si_pid
  #else
    info.pointee.si_pid
  #endif
}

private let fatalSignalHandler:
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    number, info, _ in
    let savedErrno = errno
    let state = guardState
    if state.pointee.output >= 0 {
      _ = write(state.pointee.output, state.pointee.leaveBytes, state.pointee.leaveCount)
      _ = tcsetattr(state.pointee.input, TCSANOW, state.pointee.settings)
      state.pointee.output = -1
    }
    var index = 0
    while index < state.pointee.count {
      if state.pointee.numbers[index] == number, state.pointee.isInstalled[index] {
        state.pointee.isInstalled[index] = false
        if let info, info.pointee.si_code <= 0, senderProcess(info) != getpid() {
          // Sent from outside: the default action, without a crash report for what was no
          // crash (the runtime's backtracer would report it and let the process run on).
          var action = sigaction()
          sigemptyset(&action.sa_mask)
          sigaction(number, &action, nil)
        } else {
          sigaction(number, state.pointee.previousActions + index, nil)
        }
        // A fault (a crash) happens again on return, under that action. A signal that was
        // sent (abort's too) is raised again: blocked here, it is delivered on return.
        if info.map({ $0.pointee.si_code <= 0 }) ?? true { raise(number) }
      }
      index += 1
    }
    errno = savedErrno
  }
