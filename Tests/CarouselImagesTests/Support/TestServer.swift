import CarouselTestSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTTP server the tests talk to: `Server/image_test_server.py`, on a port the OS picks,
/// serving files from a temporary directory. Starting it does not wait for the server (see
/// `ImageTestServerProcess`); it exits when this process does or when it is released.
///
/// Most suites share one (``shared``). Suites whose tests hold connections open on purpose
/// (refused and stalled responses) start one per test: a connection that one test leaves held
/// would otherwise take one of the few connections per host that every other test's
/// requests queue for.
final class TestServer: @unchecked Sendable {
  static let shared = TestServer()

  let port: Int
  let directory: URL
  private let process: ImageTestServerProcess

  /// Whether it speaks HTTPS (with a certificate nothing trusts).
  let isSecure: Bool

  /// Starts a server; with `isSecure`, one speaking HTTPS with the untrusted certificate of
  /// `Fixtures/` (`untrusted-certificate.pem`).
  init(isSecure: Bool = false) {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-images-server-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.isSecure = isSecure
    let tls =
      isSecure
      ? (
        certificate: Fixtures.url("untrusted-certificate.pem").path,
        key: Fixtures.url("untrusted-key.pem").path
      ) : nil
    do {
      process = try ImageTestServerProcess(directory: directory, tls: tls)
    } catch {
      fatalError("cannot start the test server: \(error)")
    }
    port = process.port
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

  /// Suspends until the server answers requests: before a request whose timeout is shorter
  /// than the server's start on a busy machine.
  func ready() async {
    await process.ready()
  }

  /// Lets every answer held with `hold=<key>` go.
  func release(_ key: String) {
    _ = FileManager.default.createFile(
      atPath: directory.appendingPathComponent("\(key).release").path, contents: nil)
  }

  /// A URL on this server, e.g. `url("/files/x?delay=1")`.
  func url(_ pathAndQuery: String) -> URL {
    let scheme = isSecure ? "https" : "http"
    return URL(string: "\(scheme)://127.0.0.1:\(port)\(pathAndQuery)") ?? URL(fileURLWithPath: "/")
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
    /// Requests whose Basic credentials matched `auth=`.
    var authorized: Int
  }

  /// What the server saw for `name`.
  func stats(_ name: String) async throws -> Stats {
    let (data, _) = try await URLSession.shared.data(from: url("/stats/\(name)"))
    return try JSONDecoder().decode(Stats.self, from: data)
  }
}

/// Waits until `condition` holds, checking it again whenever the waiting task gets to run
/// (every 10 ms); false only when the wait outlasts the hang guard (``HangGuard``), which
/// bounds a hang and never decides a pass.
func eventually(_ condition: @Sendable () async throws -> Bool) async rethrows -> Bool {
  let deadline = HangGuard.deadline()
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
