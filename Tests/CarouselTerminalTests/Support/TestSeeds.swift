#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The seeds of the randomised tests: fixed ones under `CI`, so a run is reproducible, and
/// fresh ones added elsewhere to widen the search on every run. `CAROUSEL_SEED` replays one.
/// Each test prints its seed.
enum TestSeeds {
  static var seeds: [UInt64] {
    if let text = getenv("CAROUSEL_SEED").map({ String(cString: $0) }), let seed = UInt64(text) {
      return [seed]
    }
    let fixed: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34]
    guard getenv("CI") == nil else { return fixed }
    let base = UInt64.random(in: 1...UInt64.max / 2)
    return fixed + (0..<4).map { base &+ $0 }
  }
}

/// A small deterministic generator (SplitMix64) so randomised tests replay from a seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
