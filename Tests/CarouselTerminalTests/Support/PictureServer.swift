import CarouselTestSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#endif

/// The image pipeline's test HTTP server (`CarouselImagesTests/Server/image_test_server.py`),
/// started for the terminal's end-to-end tests: pictures published in a directory, answering
/// with the HTTP caching headers a test asks for. It exits when this process does (its
/// standard input closes).
final class PictureServer: @unchecked Sendable {
  let port: Int
  let directory: URL
  private let process: ImageTestServerProcess

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-e2e-server-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    process = try ImageTestServerProcess(directory: directory)
    port = process.port
  }

  /// Publishes (or replaces) `/files/<name>`, answering with `options` (a query string).
  func publish(_ data: [UInt8], as name: String, options: String) {
    write(Data(data), to: name)
    write(Data(options.utf8), to: "\(name).options")
  }

  func url(_ name: String) -> String { "http://127.0.0.1:\(port)/files/\(name)" }

  /// What the server saw for `name`: requests, connections open now, connections the
  /// client closed first.
  struct Stats: Decodable {
    var requests: Int
    var open: Int
    var aborted: Int
  }

  func stats(_ name: String) async throws -> Stats {
    let url = URL(string: "http://127.0.0.1:\(port)/stats/\(name)") ?? URL(fileURLWithPath: "/")
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode(Stats.self, from: data)
  }

  /// The requests the server saw, over every name, and how many names were asked for.
  func totals() async throws -> (requests: Int, names: Int) {
    let url = URL(string: "http://127.0.0.1:\(port)/totals") ?? URL(fileURLWithPath: "/")
    let (data, _) = try await URLSession.shared.data(from: url)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return (object?["requests"] as? Int ?? -1, object?["names"] as? Int ?? -1)
  }

  private func write(_ data: Data, to name: String) {
    let temporary = directory.appendingPathComponent(".\(name).tmp")
    _ = FileManager.default.createFile(atPath: temporary.path, contents: data)
    _ = rename(temporary.path, directory.appendingPathComponent(name).path)
  }

  struct ServerError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}
