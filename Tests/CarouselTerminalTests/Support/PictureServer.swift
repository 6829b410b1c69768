import CarouselTestSupport
import Foundation

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
