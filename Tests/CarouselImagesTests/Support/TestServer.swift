import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process id of the running test server, for the exit hook.
nonisolated(unsafe) private var serverProcessID: Int32 = 0

/// The HTTP server the tests talk to: `Server/image_test_server.py`, started once per test
/// process on a port the OS picks, serving files from a temporary directory. It exits when
/// this process does (its standard input closes), and is also killed by an exit hook.
final class TestServer: @unchecked Sendable {
  static let shared = TestServer()

  let port: Int
  let directory: URL
  private let process: Process
  private let input: Pipe

  private init() {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Server/image_test_server.py")
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-images-server-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, directory.path]
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      fatalError("cannot start the test server (python3 \(script.path)): \(error)")
    }
    serverProcessID = process.processIdentifier
    atexit {
      if serverProcessID > 0 { kill(serverProcessID, SIGTERM) }
    }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { fatalError("the test server exited before reporting its port") }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let portText = text.split(separator: " ").last?.split(separator: "\n").first,
      let port = Int(portText)
    else { fatalError("unexpected test server output: \(text)") }
    self.port = port
  }

  /// Publishes `data` as `/files/<name>`, last modified at `modified` (now by default);
  /// returns the name. Publishing again under the same name replaces the file, as a server
  /// whose picture changed at the same URL.
  @discardableResult
  func publish(_ data: Data, as name: String = UUID().uuidString, modified: Date? = nil)
    -> String
  {
    let temporary = directory.appendingPathComponent(".\(name).tmp")
    _ = FileManager.default.createFile(atPath: temporary.path, contents: data)
    if let modified {
      try? FileManager.default.setAttributes(
        [.modificationDate: modified], ofItemAtPath: temporary.path)
    }
    _ = rename(temporary.path, directory.appendingPathComponent(name).path)
    return name
  }

  /// Sets the options `/files/<name>` answers with from now on, on top of those in its
  /// URL's query (`cc=max-age%3D60&etag=content`); an empty string removes them.
  func setOptions(_ query: String, for name: String) {
    let file = directory.appendingPathComponent("\(name).options")
    guard !query.isEmpty else {
      try? FileManager.default.removeItem(at: file)
      return
    }
    let temporary = directory.appendingPathComponent(".\(name).options.tmp")
    _ = FileManager.default.createFile(atPath: temporary.path, contents: Data(query.utf8))
    _ = rename(temporary.path, file.path)
  }

  /// A URL on this server, e.g. `url("/files/x?delay=1")`.
  func url(_ pathAndQuery: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") ?? URL(fileURLWithPath: "/")
  }

  /// The URL of a published file with server options (`delay=0.2&fail=1`...).
  func fileURL(_ name: String, options: String = "") -> URL {
    url("/files/\(name)" + (options.isEmpty ? "" : "?\(options)"))
  }

  struct Stats: Decodable, Equatable {
    var requests: Int
    var completed: Int
    /// Connections the client closed before the server had finished with them.
    var aborted: Int
    /// Connections the server holds open now (`/held/`).
    var open: Int
    /// Everything written for the name: status lines, headers and bodies.
    var bytes: Int
    /// Requests with `If-None-Match` or `If-Modified-Since`.
    var conditional: Int
    /// 304 answers sent.
    var notModified: Int
    /// The last `If-None-Match` received.
    var ifNoneMatch: String
  }

  /// What the server saw for `name`.
  func stats(_ name: String) async throws -> Stats {
    let (data, _) = try await URLSession.shared.data(from: url("/stats/\(name)"))
    return try JSONDecoder().decode(Stats.self, from: data)
  }
}

/// Polls `condition` until it holds or `timeout` seconds pass; a guard against hanging, not
/// a timing assertion.
func eventually(
  timeout: Double = 60, _ condition: @Sendable () async throws -> Bool
) async rethrows -> Bool {
  let deadline = ContinuousClock.now + .seconds(timeout)
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    try? await Task.sleep(nanoseconds: 10_000_000)
  }
  return try await condition()
}

/// A fresh temporary directory.
func makeTemporaryDirectory(_ label: String = "cache") -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("carousel-images-\(label)-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// A URL from a literal that is known to be valid.
func testURL(_ string: String) -> URL {
  URL(string: string) ?? URL(fileURLWithPath: "/invalid")
}
