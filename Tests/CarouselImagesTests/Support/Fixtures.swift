import Foundation

/// The committed test pictures in `Fixtures/` (how each was made: `Fixtures/README.md`).
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  static func url(_ name: String) -> URL {
    directory.appendingPathComponent(name)
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }
}
