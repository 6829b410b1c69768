import Foundation
import Testing

@testable import CarouselWeb

/// `Web/carousel-wire.js` is generated from the Swift side's constants: it must be what they
/// generate now, or the page would read frames at the wrong offsets.
@Suite struct WireModuleTests {
  /// The committed module, next to the element's source.
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(WireModule.path)

  @Test func theCommittedModuleIsTheOneTheSwiftSideGenerates() throws {
    // scripts/generate-web-wire.sh writes it instead.
    if ProcessInfo.processInfo.environment["CAROUSEL_WRITE_WIRE_MODULE"] == "1" {
      try WireModule.text.write(to: Self.file, atomically: true, encoding: .utf8)
      return
    }
    let committed = try String(contentsOf: Self.file, encoding: .utf8)
    let generated = WireModule.text
    guard committed != generated else { return }
    // Then name the first line that differs, and what to run.
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(old.count, new.count)
    let line = (0..<common).first { old[$0] != new[$0] } ?? common
    let committedLine = line < old.count ? String(old[line]) : "(end of file)"
    let generatedLine = line < new.count ? String(new[line]) : "(end of file)"
    Issue.record(
      """
      \(WireModule.path) differs from the Swift side at line \(line + 1): \
      committed `\(committedLine)`, generated `\(generatedLine)`. \
      Run scripts/generate-web-wire.sh and commit the file.
      """)
  }

  @Test func theModuleNamesEachConstantOnce() {
    let text = WireModule.text
    // Then no two constants share a name (a record's field named like a length, say).
    let names = text.split(separator: "\n").compactMap { line -> Substring? in
      guard line.hasPrefix("export const ") else { return nil }
      return line.dropFirst("export const ".count).prefix { $0 != " " }
    }
    #expect(names.count > 80)
    #expect(Set(names).count == names.count)
    // And each has the Swift side's number.
    #expect(text.contains("export const HEADER_COUNT = \(OutputLayout.headerCount);"))
    #expect(text.contains("export const SLOT_STRIDE = \(OutputLayout.slotStride);"))
    #expect(text.contains("export const HEADER_CURRENT_INDEX = 2;"))
    #expect(text.contains("export const SIGNAL_APP_IN_BACKGROUND = 2;"))
    #expect(text.contains("export const FLAG_COUNTDOWN_RUNNING = 128;"))
    #expect(text.contains("mouse: 0, touch: 1, pen: 2"))
    #expect(text.contains("'slide', 'crossfade', 'zoom', 'depth'"))
    // Lines as the hand-written modules keep them.
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func eachRecordsFieldsAreNumberedInOrder() {
    #expect(OutputLayout.Header.allCases.map(\.rawValue) == Array(0..<OutputLayout.headerCount))
    #expect(
      OutputLayout.Slot.allCases.map(\.rawValue) == Array(0...OutputLayout.Slot.matrix.rawValue))
    #expect(OutputLayout.slotStride == OutputLayout.Slot.allCases.count - 1 + 16)
    #expect(OutputLayout.Dot.allCases.map(\.rawValue) == Array(0..<OutputLayout.dotStride))
    #expect(OutputLayout.Event.allCases.map(\.rawValue) == Array(0..<OutputLayout.eventStride))
    let bits = OutputLayout.Flag.allCases.map(\.bit)
    #expect(Set(bits).count == bits.count && bits.allSatisfy { $0.nonzeroBitCount == 1 })
    // Kind 0 is no event: a frame of zeros never reads as one.
    #expect(OutputLayout.EventKind.allCases.allSatisfy { $0.rawValue > 0 })
  }
}
