import Foundation
import Testing

@testable import CarouselImages

@Suite struct XXHash64Tests {
  /// Reference values from the xxHash command line tool (`xxhsum -H1`).
  @Test func matchesTheReferenceImplementation() {
    #expect(XXHash64.hash("") == 0xEF46_DB37_51D8_E999)
    #expect(XXHash64.hash("a") == 0xD24E_C4F1_A98C_6E5B)
    #expect(XXHash64.hash("abc") == 0x44BC_2CF5_AD77_0999)
    #expect(XXHash64.hash("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 31 + 7) }
    #expect(bytes.withUnsafeBytes { XXHash64.hash($0) } == 0x9959_4F48_2804_3D35)
    #expect(bytes.prefix(45).withUnsafeBytes { XXHash64.hash($0) } == 0xAA6A_EB71_98C8_C81C)
  }

  @Test func theSeedChangesTheHash() {
    #expect(XXHash64.hash("key", seed: 0) != XXHash64.hash("key", seed: 1))
  }
}
