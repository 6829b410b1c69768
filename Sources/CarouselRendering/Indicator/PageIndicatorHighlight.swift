import CarouselCore

/// Where the page indicator's highlight is between dots, from the engine's continuous
/// progress: it slides from dot to dot with the scroll instead of jumping, and at the loop
/// seam (from the last item back to the first) it fades across.
public struct PageIndicatorHighlight: Hashable, Sendable {
  /// The dot the highlight leaves.
  public var fromPage: Int
  /// The dot the highlight heads for (the next one, or the first after the last).
  public var toPage: Int
  /// How far along, in `0 ..< 1`.
  public var fraction: Double

  /// The highlight for a page indicator state, or nil when there are no pages.
  public init?(_ state: CarouselPageIndicatorState) {
    guard state.count > 0, state.progress.isFinite else { return nil }
    let count = state.count
    let progress = min(max(state.progress, 0), Double(count))
    let floor = progress.rounded(.down)
    let page = Int(floor) % count
    fromPage = page
    toPage = (page + 1) % count
    fraction = progress - floor
    if fraction == 0 || count == 1 {
      toPage = page
      fraction = 0
    }
  }

  /// Whether the highlight crosses the loop seam (last page to first), where it fades across
  /// rather than sliding over all the dots.
  public var wraps: Bool { toPage < fromPage }

  /// How strongly each dot is lit, in `0 ... 1`; the weights add up to 1.
  ///
  /// - Parameter count: The number of dots.
  public func weights(count: Int) -> [Double] {
    var weights = [Double](repeating: 0, count: max(0, count))
    guard fromPage < count, toPage < count else { return weights }
    weights[fromPage] += 1 - fraction
    weights[toPage] += fraction
    return weights
  }
}
