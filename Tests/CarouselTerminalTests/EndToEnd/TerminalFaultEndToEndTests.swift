#if os(Linux)
  import CarouselTestSupport
  import Foundation
  import Glibc
  import Testing

  /// The real `carousel` on a pseudo-terminal that misbehaves: one that stops taking output
  /// (flow control, a stalled connection), one that goes away without a hang-up signal. Every
  /// wait polls for what it needs; the deadlines only bound a hang.
  @Suite struct TerminalFaultEndToEndTests {
    /// Runs the carousel on a pseudo-terminal until its status line has been drawn.
    func start(_ arguments: [String]) async throws -> (PseudoTerminal, pid_t) {
      let terminal = try PseudoTerminal()
      let pid = try terminal.spawn(
        try CarouselExecutable.required(), arguments, environment: ["NO_COLOR": "1"])
      var output: [UInt8] = []
      let deadline = Date().addingTimeInterval(HangGuard.seconds)
      while !String(decoding: output, as: UTF8.self).contains("1 / 5"), Date() < deadline {
        output += terminal.readAvailable()
        try await Task.sleep(nanoseconds: 20_000_000)
      }
      #expect(String(decoding: output, as: UTF8.self).contains("1 / 5"))
      return (terminal, pid)
    }

    /// Waits for the process to end; kills it when it does not, so no test leaves it behind.
    func exitStatus(_ pid: pid_t) async throws -> Int32? {
      guard let status = try await PseudoTerminal.waitForExit(pid) else {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return nil
      }
      return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    @Test(arguments: [["--interval", "0"], ["--marquee", "60"]])
    func terminationSignalEndsItWhenTheTerminalTakesNoOutput(arguments: [String]) async throws {
      // Given the carousel on a terminal, resting or drawing every frame
      let (terminal, pid) = try await start(arguments)
      // When the terminal stops taking output (as after Ctrl-S, or over a stalled connection),
      // so that a write blocks, and SIGTERM comes
      tcflow(terminal.slave, TCOOFF)
      kill(pid, SIGTERM)
      // Then it ends all the same, with the status of SIGTERM
      let status = try await exitStatus(pid)
      #expect(status == 128 + SIGTERM)
    }

    @Test func itEndsWhenTheTerminalGoesAwayWithoutAHangUp() async throws {
      // Given the carousel drawing every frame on a terminal that is not its controlling one
      // (so no SIGHUP comes)
      let (terminal, pid) = try await start(["--marquee", "60"])
      // When the terminal goes away
      terminal.closeMaster()
      // Then it ends instead of spinning on a dead descriptor
      let status = try await exitStatus(pid)
      #expect(status != nil)
    }
  }
#endif
