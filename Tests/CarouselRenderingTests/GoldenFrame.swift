import CarouselRendering
import Foundation
import Testing

/// Compares rendered frames with reference PNGs kept beside the tests, with a tolerance so
/// that harmless rounding differences (another compiler, another libpng) do not fail.
///
/// Set `CAROUSEL_UPDATE_GOLDENS=1` to write the current frames as the new references, then
/// open them and look before committing.
enum GoldenFrame {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// The mean absolute difference per channel allowed, in 0...255.
  static let meanTolerance = 0.5
  /// The share of channels allowed to differ by more than 8.
  static let outlierTolerance = 0.002

  static func check(
    _ frame: FrameBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent("\(name).png")
    if ProcessInfo.processInfo.environment["CAROUSEL_UPDATE_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(frame.pngData()).write(to: url)
      return
    }
    let data = try Data(contentsOf: url)
    let reference = try FrameBuffer(decoding: [UInt8](data))
    #expect(reference.width == frame.width, sourceLocation: sourceLocation)
    #expect(reference.height == frame.height, sourceLocation: sourceLocation)
    guard reference.width == frame.width, reference.height == frame.height else { return }
    let difference = compare(frame, reference)
    if difference.mean > meanTolerance || difference.outliers > outlierTolerance {
      // Keep the mismatching frame for a look.
      let failed = FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(name)-actual.png")
      try? Data(frame.pngData()).write(to: failed)
      let message =
        "frame \(name) differs from its golden: mean \(difference.mean), outliers "
        + "\(difference.outliers); actual frame written to \(failed.path)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// The mean absolute channel difference and the share of channels differing by more
  /// than 8.
  static func compare(_ a: FrameBuffer, _ b: FrameBuffer) -> (mean: Double, outliers: Double) {
    let left = a.straightRGBA()
    let right = b.straightRGBA()
    guard left.count == right.count, !left.isEmpty else { return (.infinity, 1) }
    var total = 0
    var outliers = 0
    for index in left.indices {
      let difference = abs(Int(left[index]) - Int(right[index]))
      total += difference
      if difference > 8 { outliers += 1 }
    }
    return (Double(total) / Double(left.count), Double(outliers) / Double(left.count))
  }
}
