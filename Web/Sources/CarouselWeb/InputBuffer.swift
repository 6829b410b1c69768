/// Linear memory the page writes input into that is not single numbers (a list of identities,
/// the slides' own times, the languages' text), then hands over by its length: one buffer for every carousel of the page,
/// grown as needed and reused.
struct InputBuffer {
  private(set) var base: UnsafeMutableRawPointer?
  private var capacity = 0

  /// Makes room for `byteCount` bytes and returns where they start (8-byte aligned).
  mutating func reserve(_ byteCount: Int) -> UnsafeMutableRawPointer {
    if let base, byteCount <= capacity { return base }
    base?.deallocate()
    capacity = max(64, byteCount)
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    base = buffer
    return buffer
  }

  /// The input as bytes.
  var bytes: UnsafePointer<UInt8>? {
    base.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// The input as 32-bit integers.
  var identities: UnsafePointer<Int32>? {
    base.map { UnsafePointer($0.assumingMemoryBound(to: Int32.self)) }
  }

  /// The input as 64-bit floating-point numbers.
  var numbers: UnsafePointer<Double>? {
    base.map { UnsafePointer($0.assumingMemoryBound(to: Double.self)) }
  }
}
