/// The one rule that turns lengths in points into whole pixels, for everything that sizes a
/// pixel buffer after something measured in points: the software renderer's frames and
/// prescaled slides, and the image sizes the Apple views request for their slots.
///
/// A length becomes the fewest whole pixels that cover it, so nothing is cut off and no
/// picture is decoded smaller than it is shown (a slot of 130.1 points at 3x needs 391
/// rows), and floating-point noise below ``tolerance`` is ignored (390 points at 3x is 1170,
/// not 1171, and a frame of 1000 pixels whose viewport is 1000 / 2.3 points at 2.3x is
/// 1000 pixels again).
///
/// ```swift
/// PixelRounding.pixels(covering: 130.1, scale: 3)   // 391
/// PixelRounding.pixels(covering: CarouselSize(width: 390, height: 130), scale: 3)
/// // (width: 1170, height: 390)
/// ```
public enum PixelRounding {
  /// How far past a whole number of pixels a length may be and still count as that number,
  /// in pixels.
  public static let tolerance = 1e-6

  /// The largest pixel count returned (2^53, where doubles stop counting whole pixels).
  public static let maximumPixels = 1 << 53

  /// The fewest whole pixels that cover a length in points at a scale.
  ///
  /// - Parameters:
  ///   - points: The length in points.
  ///   - scale: Pixels per point.
  /// - Returns: The pixel count, 0 when the length in pixels is not a positive finite
  ///   number, at most ``maximumPixels``.
  public static func pixels(covering points: Double, scale: Double) -> Int {
    let value = points * scale
    guard value.isFinite, value > 0 else { return 0 }
    let rounded = (value - tolerance).rounded(.up)
    guard rounded < Double(maximumPixels) else { return maximumPixels }
    return max(0, Int(rounded))
  }

  /// The fewest whole pixels that cover a size in points at a scale, each side rounded as
  /// a length is.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - scale: Pixels per point.
  /// - Returns: The width and height in pixels.
  public static func pixels(
    covering size: CarouselSize, scale: Double
  ) -> (width: Int, height: Int) {
    (pixels(covering: size.width, scale: scale), pixels(covering: size.height, scale: scale))
  }
}
