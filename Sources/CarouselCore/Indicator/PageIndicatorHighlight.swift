/// Where a page indicator's emphasis is between dots, from the engine's continuous
/// progress: it passes from dot to dot with the scroll instead of jumping, and at the loop
/// seam (from the last item back to the first) it passes from the last dot to the first.
///
/// ```swift
/// let highlight = PageIndicatorHighlight(engine.pageIndicator)   // progress 1.25
/// highlight?.fromPage        // 1
/// highlight?.toPage          // 2
/// highlight?.weight(ofPage: 1)  // 0.75
/// ```
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
    // At `count` itself (or beyond what a Double tells apart near `Int.max`) the loop is
    // back at the first page.
    let page = floor >= Double(count) ? 0 : Int(floor)
    fromPage = page
    toPage = page == count - 1 ? 0 : page + 1
    fraction = floor >= Double(count) ? 0 : progress - floor
    if fraction == 0 || count == 1 {
      toPage = page
      fraction = 0
    }
  }

  /// Whether the highlight crosses the loop seam (last page to first).
  public var wraps: Bool { toPage < fromPage }

  /// How strongly a dot is lit, in `0 ... 1`: the weights of all dots add up to 1.
  ///
  /// - Parameter page: The dot's page.
  public func weight(ofPage page: Int) -> Double {
    (page == fromPage ? 1 - fraction : 0) + (page == toPage ? fraction : 0)
  }

  /// How strongly each dot is lit, in `0 ... 1`; the weights add up to 1.
  ///
  /// - Parameter count: The number of dots.
  /// - Complexity: O(`count`): for the few dots of a banner; ``weight(ofPage:)`` asks for one.
  public func weights(count: Int) -> [Double] {
    var weights = [Double](repeating: 0, count: max(0, count))
    guard fromPage < count, toPage < count else { return weights }
    weights[fromPage] += 1 - fraction
    weights[toPage] += fraction
    return weights
  }
}
