import CarouselTestSupport
import Foundation

/// The built `carousel` executable, which the end-to-end tests run as a user would.
///
/// `swift test` (and `swift build --build-tests`) builds it with the tests; it is looked for
/// next to the test bundle in the build directory. `CAROUSEL_EXECUTABLE` overrides the path.
enum CarouselExecutable {
  /// The executable's path; fails the test when it has not been built.
  static func required() throws -> String {
    guard let path else {
      throw SetupError(
        message: "no carousel executable next to the tests: build with `swift build --build-tests`")
    }
    return path
  }

  struct SetupError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  static var path: String? {
    if let path = ProcessInfo.processInfo.environment["CAROUSEL_EXECUTABLE"] { return path }
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for directory in candidates {
      let candidate = directory.appendingPathComponent("carousel").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs the executable without a terminal and returns its status and outputs.
  ///
  /// The process is waited for on a thread of its own, never on the concurrency pool, so a
  /// slow child cannot starve the tests that run beside it.
  static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (
    status: Int32, output: String, error: String
  ) {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result { try runBlocking(arguments, environment: environment) })
      }
    }
  }

  private static func runBlocking(_ arguments: [String], environment: [String: String]) throws
    -> (status: Int32, output: String, error: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try required())
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    process.environment = merged
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // A child that never ends (a regression that blocks) fails its test at the hang guard
    // instead of holding it: the guard only bounds a hang.
    let watchdog = Thread {
      let deadline = Date().addingTimeInterval(HangGuard.seconds)
      while process.isRunning, Date() < deadline { usleep(50_000) }
      if process.isRunning { process.terminate() }
    }
    watchdog.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
