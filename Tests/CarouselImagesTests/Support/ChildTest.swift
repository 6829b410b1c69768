#if os(Linux)
  import Foundation

  /// Starts this test binary again, running only the test named `name`, with extra
  /// environment variables (which the child test checks to enable itself).
  func startChildTest(_ name: String, environment: [String: String]) throws -> Process {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let child = Process()
    child.executableURL = URL(fileURLWithPath: executable)
    child.arguments = ["--testing-library", "swift-testing", "--filter", name]
    // The child's verdict is its test result; under the address sanitizer, leaks the test
    // harness itself leaves at exit would otherwise turn it into a failure.
    let sanitizer = ["ASAN_OPTIONS": "detect_leaks=0"]
    child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .merging(sanitizer) { $1 }
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    return child
  }

  /// Runs the test named `name` in a child process and returns its exit status (0 when the
  /// test passed), waiting without blocking a thread of the cooperative pool.
  func runChildTest(_ name: String, environment: [String: String]) async throws -> Int32 {
    let child = try startChildTest(name, environment: environment)
    while child.isRunning {
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    return child.terminationStatus
  }
#endif
