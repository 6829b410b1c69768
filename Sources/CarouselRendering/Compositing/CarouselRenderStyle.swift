/// How the renderer draws what is not the pictures themselves: background, fitting, page
/// dots and the pause mark. Lengths are in points; the renderer multiplies them by its scale.
public struct CarouselRenderStyle: Hashable, Sendable {
  /// The colour behind the slides (seen in gaps, letterboxing and transparent pictures).
  public var backgroundColor = RGBAColor(hex: 0x111318)
  /// How pictures are fitted into their slides.
  public var contentMode = ContentMode.aspectFill
  /// Whether to draw the page dots.
  public var showsPageIndicator = true
  /// Whether to draw the pause mark while the user has stopped auto-advance.
  public var showsPauseMark = true
  /// The colour of the dots that are not current.
  public var dotColor = RGBAColor(red: 255, green: 255, blue: 255, alpha: 110)
  /// The colour of the highlight on the current dot.
  public var currentDotColor = RGBAColor.white
  /// The colour of the rounded backdrop behind the dots.
  public var dotBackdropColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 70)
  /// The diameter of a dot, in points.
  public var dotDiameter = 7.0
  /// The space between two dots, in points.
  public var dotSpacing = 9.0
  /// The distance from the bottom edge to the dots, in points.
  public var dotBottomInset = 10.0
  /// The diameter of the pause mark's badge, in points.
  public var pauseMarkDiameter = 24.0
  /// The distance from the top and right edges to the pause mark, in points.
  public var pauseMarkInset = 10.0
  /// The colour of the pause mark's bars.
  public var pauseMarkColor = RGBAColor.white
  /// The colour of the pause mark's badge.
  public var pauseMarkBackgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 120)

  /// Creates the default style.
  public init() {}
}
