/// Counts viewable impressions of carousel items, per the MRC/IAB viewable-impression
/// guideline for display ads.
///
/// An item counts as viewed when at least 50% of its pixels (30% for items of 242,500 px or
/// more) are visible for one continuous second after its image has loaded. The clock resets
/// when it drops below the threshold, when the carousel leaves the screen and when the app
/// goes to the background. Each item counts once per display instance; a reload (a new
/// ``CarouselEngine/contentVersion``) starts new instances.
///
/// Feed it after every engine step, and include ``nextDeadline`` in the host's wake-up so an
/// impression is reported on time even when the carousel rests:
///
/// ```swift
/// engine.advance(to: now)
/// for impression in tracker.update(
///   engine: engine, visibleRect: carouselRectOnScreen, isForeground: appIsActive,
///   isImageLoaded: { loaded.contains($0) }, now: now)
/// {
///   analytics.log(item: impression.itemIndex, seconds: impression.visibleDuration)
/// }
/// let wakeUp = [engine.nextWakeUp, tracker.nextDeadline].compactMap { $0 }.min()
/// ```
package struct CarouselImpressionTracker: Sendable {
  /// The thresholds of the guideline, adjustable for other standards.
  package struct Rules: Hashable, Sendable {
    /// The visible fraction that counts for ordinary items.
    package var fraction = 0.5
    /// The visible fraction that counts for large items.
    package var largeItemFraction = 0.3
    /// From how many pixels an item is large.
    package var largeItemPixels = 242_500.0
    /// How long the item must stay visible, continuously.
    package var duration = 1.0

    /// The display-ad rules: 50% (30% from 242,500 px) for one second.
    package init() {}
  }

  /// The rules in force.
  package let rules: Rules
  private var visibleSince: [Int: Double] = [:]
  private var counted: Set<Int> = []
  private var contentVersion: Int?

  /// Creates a tracker.
  package init(rules: Rules = Rules()) {
    self.rules = rules
  }

  /// When the earliest item now in view will qualify, if nothing changes: the host must step
  /// by then. Nil when no item is on its way to an impression.
  package var nextDeadline: Double? {
    visibleSince.values.min().map { $0 + rules.duration }
  }

  /// Whether an item was already counted in the current display instance.
  package func hasCounted(_ itemIndex: Int) -> Bool { counted.contains(itemIndex) }

  /// Brings the tracker up to date with the engine at `now`.
  ///
  /// - Parameters:
  ///   - engine: The carousel engine, just stepped to `now`.
  ///   - visibleRect: The part of the carousel's viewport that is actually on screen (after
  ///     clipping by scroll views, the window and the screen), in viewport coordinates; nil
  ///     when the carousel is not on screen or hidden.
  ///   - isForeground: Whether the app is in the foreground.
  ///   - pixelScale: Pixels per point, to tell large items (screen scale on Apple devices).
  ///   - isImageLoaded: Whether an item's image is on screen (an item counts only after its
  ///     image has loaded).
  ///   - now: The current time.
  /// - Returns: The impressions that qualified, in item order.
  package mutating func update(
    engine: CarouselEngine, visibleRect: CarouselRect?, isForeground: Bool,
    pixelScale: Double = 1, isImageLoaded: (Int) -> Bool, now: Double
  ) -> [CarouselImpression] {
    if contentVersion != engine.contentVersion {
      contentVersion = engine.contentVersion
      visibleSince.removeAll()
      counted.removeAll()
    }
    guard isForeground, let visibleRect, now.isFinite else {
      visibleSince.removeAll()
      return []
    }
    let fractions = visibleFractions(
      engine: engine, visibleRect: visibleRect, pixelScale: pixelScale)
    var qualified: [CarouselImpression] = []
    for item in visibleSince.keys where fractions[item] == nil {
      visibleSince[item] = nil
    }
    for (item, passes) in fractions {
      guard passes, !counted.contains(item), isImageLoaded(item) else {
        visibleSince[item] = nil
        continue
      }
      let since = visibleSince[item] ?? now
      visibleSince[item] = since
      if now - since >= rules.duration {
        counted.insert(item)
        visibleSince[item] = nil
        qualified.append(
          CarouselImpression(itemIndex: item, visibleDuration: now - since, time: now))
      }
    }
    return qualified.sorted { $0.itemIndex < $1.itemIndex }
  }

  /// For each item on screen, whether it passes the visibility threshold (an item shown in
  /// several slots counts by its most visible one).
  private func visibleFractions(
    engine: CarouselEngine, visibleRect: CarouselRect, pixelScale: Double
  ) -> [Int: Bool] {
    var result: [Int: Bool] = [:]
    let viewport = CarouselRect(origin: .zero, size: engine.viewportSize)
    let clip = intersection(viewport, visibleRect)
    for slot in engine.slots where slot.transform.alpha > 0 {
      let bounds = slot.transform.boundingFrame(
        of: slot.frame, axis: engine.configuration.axis,
        direction: engine.configuration.layoutDirection)
      let area = bounds.size.width * bounds.size.height
      guard area > 0 else { continue }
      let shown = intersection(bounds, clip)
      let fraction = shown.size.width * shown.size.height / area
      let pixels = area * pixelScale * pixelScale
      let threshold = pixels >= rules.largeItemPixels ? rules.largeItemFraction : rules.fraction
      let passes = fraction >= threshold
      result[slot.itemIndex] = (result[slot.itemIndex] ?? false) || passes
    }
    return result
  }

  private func intersection(_ a: CarouselRect, _ b: CarouselRect) -> CarouselRect {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    let maxX = min(a.maxX, b.maxX)
    let maxY = min(a.maxY, b.maxY)
    return CarouselRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }
}

/// One viewable impression of an item.
public struct CarouselImpression: Hashable, Sendable {
  /// The item that was viewed.
  public var itemIndex: Int
  /// How long it had been continuously visible when it qualified, in seconds.
  public var visibleDuration: Double
  /// When it qualified.
  public var time: Double

  /// Creates an impression (the machine reports them; an app's tests make their own).
  public init(itemIndex: Int, visibleDuration: Double, time: Double) {
    self.itemIndex = itemIndex
    self.visibleDuration = visibleDuration
    self.time = time
  }
}
