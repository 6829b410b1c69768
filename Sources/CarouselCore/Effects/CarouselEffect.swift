/// A visual effect: a pure function from a slot's progress to its transform.
///
/// Progress is the slot's distance from the current position in items (0 = current, -1 =
/// previous, +1 = next, continuous while scrolling). Effects change only how slots are
/// drawn; the loop, the physics and the current index are the same for all of them.
///
/// ```swift
/// configuration.effect = .coverFlow
/// configuration.effect = .custom("tilt") { progress, pitch in
///   CarouselTransform(scale: 1 - 0.1 * min(abs(progress), 1))
/// }
/// ```
public enum CarouselEffect: Hashable, Sendable {
  /// Plain sliding.
  case slide
  /// Slides stay in place and cross-fade.
  case crossFade
  /// The leaving and arriving slides are smaller and fainter.
  case zoomOut
  /// The current slide slides away; the next one rises from underneath.
  case depth
  /// The next slide slides over the current one, which moves at half speed beneath it.
  case overlap
  /// Side items are smaller (for peeking layouts).
  case linear
  /// Side items turn toward the centre in perspective.
  case coverFlow
  /// Slides are faces of a turning cube.
  case cube
  /// Your own function of progress and pitch (points per item); `id` names it for equality.
  case custom(String, @Sendable (_ progress: Double, _ pitch: Double) -> CarouselTransform)

  /// The names the terminal app and configuration files use.
  public static let namedEffects: [(name: String, effect: CarouselEffect)] = [
    ("slide", .slide), ("crossfade", .crossFade), ("zoom", .zoomOut), ("depth", .depth),
    ("overlap", .overlap), ("linear", .linear), ("coverflow", .coverFlow), ("cube", .cube),
  ]

  /// The effect with this name, or nil.
  public init?(named name: String) {
    guard let match = Self.namedEffects.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = match.effect
  }

  /// The transform of a slot at `progress` items from the current position.
  ///
  /// - Parameters:
  ///   - progress: The slot's progress (see ``CarouselSlot/progress``).
  ///   - pitch: Points between the starts of neighbouring items.
  public func transform(progress: Double, pitch: Double) -> CarouselTransform {
    let p = min(max(progress, -1), 1)
    let distance = abs(p)
    switch self {
    case .slide:
      return .identity
    case .crossFade:
      // Cancel the slide: every slot sits where the current one does.
      return CarouselTransform(
        alongAxis: -progress * pitch, alpha: max(0, 1 - abs(progress)), zIndex: -abs(progress))
    case .zoomOut:
      return CarouselTransform(
        scale: 1 - 0.15 * distance, alpha: 1 - 0.5 * distance, zIndex: -distance)
    case .depth:
      guard p > 0 else { return CarouselTransform(zIndex: 1) }
      return CarouselTransform(
        alongAxis: -progress * pitch, scale: 0.75 + 0.25 * (1 - p), alpha: 1 - p, zIndex: 0)
    case .overlap:
      guard progress < 0 else { return CarouselTransform(zIndex: 1) }
      // Covered slides sink deeper; one covered completely is not drawn at all, so nothing
      // shows through the one above it.
      return CarouselTransform(
        alongAxis: -progress * pitch / 2, alpha: progress > -1 ? 1 : 0, zIndex: progress)
    case .linear:
      return CarouselTransform(
        scale: 1 - 0.2 * distance, alpha: 1 - 0.3 * distance, zIndex: -distance)
    case .coverFlow:
      return CarouselTransform(
        alongAxis: -p * pitch * 0.2, scale: 1 - 0.1 * distance, zIndex: -distance,
        rotation: CarouselRotation(angle: -p * 0.9, anchor: 0.5, perspective: 2))
    case .cube:
      // The next face turns about its edge toward the current one, the current face about
      // its edge toward the next: they share the moving edge.
      guard p != 0 else { return CarouselTransform(zIndex: 1) }
      return CarouselTransform(
        alpha: distance >= 1 ? 0 : 1, zIndex: 1 - distance,
        rotation: CarouselRotation(angle: p * Double.pi / 2, anchor: p > 0 ? 0 : 1, perspective: 2))
    case .custom(_, let body):
      return body(progress, pitch)
    }
  }

  /// Whether two effects are the same: the same case, and for custom effects the same name
  /// (functions cannot be compared, so the name stands for the function), Unicode scalar for
  /// Unicode scalar.
  public static func == (lhs: CarouselEffect, rhs: CarouselEffect) -> Bool {
    switch (lhs, rhs) {
    case (.slide, .slide), (.crossFade, .crossFade), (.zoomOut, .zoomOut), (.depth, .depth),
      (.overlap, .overlap), (.linear, .linear), (.coverFlow, .coverFlow), (.cube, .cube):
      return true
    case (.custom(let a, _), .custom(let b, _)):
      // Bytes, not `==`: see `String.hasSameUTF8(as:)`. The same answer as comparing their
      // scalars, which UTF-8 encodes one way each.
      return a.hasSameUTF8(as: b)
    default:
      return false
    }
  }

  /// Hashes the case, and a custom effect's name, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .custom(let name, _): hasher.combine(name)
    default: hasher.combine(Self.namedEffects.firstIndex { $0.effect == self } ?? -1)
    }
  }
}
