import CarouselCore
import CarouselRendering
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The live carousel showing a picture URL whose picture the server replaces while it runs:
/// the new one appears at the next revalidation, with `--refresh` or as max-age says.
@Suite(
  .serialized,
  .enabled(
    if: TmuxSession.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
    "needs tmux")
)
struct TerminalRefreshEndToEndTests {
  static let red = RGBAColor(hex: 0xE53935)
  static let blue = RGBAColor(hex: 0x1E88E5)

  static func picture(_ colour: RGBAColor) throws -> [UInt8] {
    try FrameBuffer(width: 96, height: 48, fill: colour).pngData()
  }

  /// Whether the screen draws `colour` (give or take a little) anywhere: tmux writes a run
  /// of same-coloured cells with one escape sequence, so presence is what can be told.
  static func draws(_ colour: RGBAColor, in screen: String) -> Bool {
    let target = [Int(colour.red), Int(colour.green), Int(colour.blue)]
    for part in screen.components(separatedBy: "8;2;").dropFirst() {
      let numbers = part.split(whereSeparator: { !$0.isNumber }).prefix(3).compactMap { Int($0) }
      if numbers.count == 3, zip(numbers, target).allSatisfy({ abs($0 - $1) <= 8 }) {
        return true
      }
    }
    return false
  }

  /// Runs the carousel on one URL with its own cache directory.
  static func session(_ arguments: String, url: String, cache: URL) async throws
    -> TmuxSession
  {
    let executable = try CarouselExecutable.required()
    let command = """
      XDG_CACHE_HOME='\(cache.path)' env -u NO_COLOR COLORTERM=truecolor '\(executable)' \
      --interval 0 \(arguments) '\(url)'; echo "EXIT $?"
      """
    return try await TmuxSession(command: command, columns: 60, rows: 20)
  }

  @Test(arguments: ["--refresh 1", ""])
  func aReplacedPictureAppears(_ arguments: String) async throws {
    let server = try PictureServer()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-e2e-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    // With --refresh, the server's headers say fresh for an hour; without, a second.
    let options = arguments.isEmpty ? "cc=max-age=1&etag=content" : "cc=max-age=3600&etag=content"
    server.publish(try Self.picture(Self.red), as: "banner.png", options: options)
    let tmux = try await Self.session(arguments, url: server.url("banner.png"), cache: cache)
    try await tmux.waitUntil("the red picture") { _ in
      Self.draws(Self.red, in: try await tmux.capture(escapes: true))
    }
    // The pipeline's disk cache is the one in XDG_CACHE_HOME, not the user's.
    let images = cache.appendingPathComponent("InfiniteCarousel/Images")
    #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).count > 1)
    // When the server's picture changes at the same URL
    server.publish(try Self.picture(Self.blue), as: "banner.png", options: options)
    // Then the carousel shows it.
    try await tmux.waitUntil("the blue picture in place of the red one") { _ in
      let screen = try await tmux.capture(escapes: true)
      return Self.draws(Self.blue, in: screen) && !Self.draws(Self.red, in: screen)
    }
    try await tmux.send("q")
    let screen = try await tmux.waitUntil("the exit") { $0.contains("EXIT ") }
    #expect(screen.contains("EXIT 0"))
  }
}
