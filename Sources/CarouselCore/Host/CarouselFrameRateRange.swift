/// The frame rates a carousel asks of the display while it moves (Core Animation's
/// `CAFrameRateRange`: the system picks a rate in the range, as close to `preferred` as
/// power and load allow).
///
/// A finger and the page turns it starts ask for the display's full rate (120 Hz on
/// ProMotion screens: on iPhone, only when the app's Info.plist sets
/// `CADisableMinimumFrameDurationOnPhone` to true); a marquee's slow drift asks for no more
/// frames than it has pixels to move, which saves most of its cost.
public struct CarouselFrameRateRange: Hashable, Sendable {
  /// The lowest acceptable rate, in frames per second.
  public var minimum: Double
  /// The highest useful rate.
  public var maximum: Double
  /// The rate asked for.
  public var preferred: Double

  /// Creates a range; the values are ordered and kept positive.
  public init(minimum: Double, maximum: Double, preferred: Double) {
    let low = minimum.isFinite ? max(1, minimum) : 1
    let high = maximum.isFinite ? max(low, maximum) : max(low, 120)
    self.minimum = low
    self.maximum = high
    self.preferred = preferred.isFinite ? min(max(preferred, low), high) : high
  }

  /// Gestures, momentum and page turns: the display's full rate (80 to 120 Hz, as Apple
  /// recommends for high-frame-rate animations; a 60 Hz display runs at 60).
  public static let interactive = CarouselFrameRateRange(minimum: 80, maximum: 120, preferred: 120)

  /// A constant drift of `pointsPerSecond` on a display of `pixelScale` pixels per point:
  /// about one frame per pixel moved, between 15 and 60 frames a second. Faster frames
  /// would redraw the same pixels; slower ones would make the drift visibly step.
  public static func drift(pointsPerSecond: Double, pixelScale: Double) -> CarouselFrameRateRange {
    let scale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
    let pixelsPerSecond = abs(pointsPerSecond.isFinite ? pointsPerSecond : 0) * scale
    let preferred = min(max(pixelsPerSecond.rounded(.up), 15), 60)
    return CarouselFrameRateRange(
      minimum: max(10, (preferred / 2).rounded(.down)), maximum: preferred, preferred: preferred)
  }

  /// What an engine's motion asks for: the drift rate for a marquee drifting on its own,
  /// the interactive range for everything else that moves.
  ///
  /// - Parameters:
  ///   - engine: The engine, between steps.
  ///   - pixelScale: Pixels per point (the screen scale).
  package init(for engine: CarouselEngine, pixelScale: Double) {
    if case .continuous(let speed) = engine.configuration.autoAdvance, !engine.isDragging,
      !engine.isTouching, engine.isAutoAdvanceRunning
    {
      self = .drift(pointsPerSecond: speed, pixelScale: pixelScale)
    } else {
      self = .interactive
    }
  }
}
