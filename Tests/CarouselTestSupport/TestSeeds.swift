#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The seeds of the randomised tests, the same rule in every suite: fixed ones under `CI`,
/// so a run is reproducible, and fresh ones added elsewhere to widen the search on every
/// run. `CAROUSEL_SEED` replays one. Each test prints its seed.
public enum TestSeeds {
  /// The seeds for a run.
  ///
  /// - Parameters:
  ///   - fixed: The seeds every run uses.
  ///   - fresh: How many new seeds a run outside CI adds.
  public static func seeds(fixed: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34], fresh: Int = 4)
    -> [UInt64]
  {
    if let text = environmentValue("CAROUSEL_SEED"), let seed = UInt64(text) { return [seed] }
    guard environmentValue("CI") == nil else { return fixed }
    let base = UInt64.random(in: 1...UInt64.max / 2)
    return fixed + (0..<max(0, fresh)).map { base &+ UInt64($0) }
  }

  /// The seeds with the defaults.
  public static var seeds: [UInt64] { seeds() }
}

/// An environment variable's value, without Foundation.
public func environmentValue(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}
