import CarouselTestSupport
import Foundation
import Testing

@testable import CarouselTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The live carousel in a real (tmux) terminal against hostile input: reports it did not ask
/// for, files it cannot read, a disk cache that cannot write. Every wait polls the screen for
/// a state; nothing asserts how long anything took.
@Suite(
  .serialized,
  .enabled(
    if: TmuxSession.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
    "needs tmux")
)
struct HostileTerminalEndToEndTests {
  static func statusLine(_ screen: String) -> String {
    TerminalEndToEndTests.statusLine(screen)
  }

  @Test func damagedMouseReportsAreIgnoredNotAQuit() async throws {
    // Given the demo carousel, paused on its first slide
    let tmux = try await TmuxSession(
      command: try TerminalEndToEndTests.command("--interval 0"), columns: 80, rows: 24)
    try await tmux.waitUntil("the first slide") { Self.statusLine($0).contains("1 / 5") }
    // When it is sent legacy mouse reports it did not ask for, damaged: a zero byte for a
    // column past 223 then `Q` for its row; Ctrl-C and `q` as a report's payload; a Ctrl-Z
    // inside an SGR report
    try await tmux.sendBytes([0x1B, 0x5B, 0x4D, 0x20, 0x00, 0x51])
    try await tmux.sendBytes([0x1B, 0x5B, 0x4D, 0x03, 0x71, 0x71])
    try await tmux.sendBytes(Array("\u{1B}[<0;1".utf8) + [0x1A] + Array(";1M".utf8))
    // Then it is still there, and still reads keys: the right arrow turns the page
    try await tmux.send("Right")
    try await tmux.waitUntil("the second slide, the carousel still running") {
      Self.statusLine($0).contains("2 / 5")
    }
    // And a real `q` quits it, with status 0
    try await tmux.send("q")
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("EXIT 0"))
  }

  @Test func aFileThatCannotBeReadNeverStopsTheOthersFromShowing() async throws {
    // Given a picture, and a directory and a FIFO given as pictures beside it
    let directory = try HostileInputEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.png")
    try Data(TestPictures.png(width: 40, height: 20)).write(to: good)
    let fifo = directory.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // When the live carousel is given them
    let tmux = try await TmuxSession(
      command: try TerminalEndToEndTests.command(
        "--interval 0 '\(directory.path)' '\(fifo)' '\(good.path)'"),
      columns: 200, rows: 24)
    // Then it starts, with all three
    try await tmux.waitUntil("the carousel, started") { Self.statusLine($0).contains("1 / 3") }
    // And the picture shows when its turn comes
    try await tmux.send("End")
    try await tmux.waitUntil("the picture") { screen in
      Self.statusLine(screen).contains("3 / 3") && screen.contains("good.png")
    }
    // And once it ends, what could not be shown was said, named
    try await tmux.send("q")
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("EXIT 0"))
    #expect(screen.contains("\(directory.path): is a directory"))
    #expect(screen.contains("pipe.png: is a named pipe (FIFO), not a regular file"))
  }

  @Test func aDiskCacheThatCannotWriteIsSaidInTheStatusLine() async throws {
    // Given a picture URL, and a cache folder that cannot be made (a file in its way)
    let server = try PictureServer()
    server.publish(try TestPictures.png(width: 60, height: 30), as: "a.png", options: "")
    let directory = try HostileInputEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocked = directory.appendingPathComponent("cache")
    FileManager.default.createFile(atPath: blocked.path, contents: Data("a file".utf8))
    let executable = try CarouselExecutable.required()
    // When the live carousel shows it
    let tmux = try await TmuxSession(
      command: """
        XDG_CACHE_HOME='\(blocked.path)' env -u NO_COLOR COLORTERM=truecolor \
        '\(executable)' --interval 0 '\(server.url("a.png"))'; echo "EXIT $?"
        """,
      columns: 100, rows: 24)
    // Then the status line says the disk cache cannot keep pictures
    try await tmux.waitUntil("the disk cache's problem in the status line") { screen in
      Self.statusLine(screen).contains("disk cache unavailable")
    }
    // And once it ends, it is said once more, whole
    try await tmux.send("q")
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("EXIT 0"))
    #expect(screen.contains("its folder is gone and cannot be made again"))
  }
}
