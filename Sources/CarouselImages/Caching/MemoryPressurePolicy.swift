/// Something the system says about memory that a cache of decoded images answers by
/// shrinking.
public enum MemoryPressureEvent: Sendable, Hashable, CaseIterable {
  /// The app is short of memory (`UIApplication.didReceiveMemoryWarningNotification`).
  case memoryWarning
  /// The app moved to the background (`UIApplication.didEnterBackgroundNotification`), where
  /// a smaller footprint makes it less likely to be terminated.
  case didEnterBackground
}

/// How much of a memory cache survives each memory pressure event.
///
/// Evicting a decoded image frees its bitmap unless a view still shows it (a view holds its
/// own reference), so emptying the cache never blanks a banner on screen; what is lost is the
/// images of slides off screen, decoded again from the disk cache when they come back.
///
/// ```swift
/// // Keep a quarter of the limit in the background instead of a tenth.
/// cache.memoryPressurePolicy = MemoryPressurePolicy(fractionKeptInBackground: 0.25)
/// ```
public struct MemoryPressurePolicy: Sendable, Hashable {
  /// The share of the cost limit kept after a memory warning, from 0 to 1.
  public var fractionKeptOnMemoryWarning: Double
  /// The share of the cost limit kept when the app enters the background, from 0 to 1: the
  /// most recently used images, so the banner on screen is back at once on return.
  public var fractionKeptInBackground: Double

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - fractionKeptOnMemoryWarning: 0 by default: a warning empties the cache.
  ///   - fractionKeptInBackground: 0.1 by default, as Nuke's `ImageCache` does.
  public init(fractionKeptOnMemoryWarning: Double = 0, fractionKeptInBackground: Double = 0.1) {
    self.fractionKeptOnMemoryWarning = fractionKeptOnMemoryWarning
    self.fractionKeptInBackground = fractionKeptInBackground
  }

  /// The total cost a cache trims to after `event`.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - costLimit: The cache's cost limit, in bytes.
  /// - Returns: A cost from 0 to `costLimit`, rounded down.
  public func costKept(after event: MemoryPressureEvent, costLimit: Int) -> Int {
    let fraction: Double
    switch event {
    case .memoryWarning: fraction = fractionKeptOnMemoryWarning
    case .didEnterBackground: fraction = fractionKeptInBackground
    }
    guard fraction.isFinite, fraction > 0, costLimit > 0 else { return 0 }
    guard fraction < 1 else { return costLimit }
    return Int((Double(costLimit) * fraction).rounded(.down))
  }
}
