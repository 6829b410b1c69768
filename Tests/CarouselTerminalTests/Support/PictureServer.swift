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
  private let process: Process
  private let input = Pipe()

  init() throws {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CarouselImagesTests/Server/image_test_server.py")
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-e2e-server-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, directory.path]
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { throw ServerError(message: "the picture server did not start") }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let port = text.split(whereSeparator: \.isWhitespace).last.flatMap({ Int($0) }) else {
      throw ServerError(message: "unexpected picture server output: \(text)")
    }
    self.port = port
  }

  deinit {
    process.terminate()
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
