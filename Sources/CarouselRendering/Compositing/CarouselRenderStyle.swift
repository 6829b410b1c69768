import CarouselCore

/// How the renderer draws what is not the pictures themselves: background, fitting, page
/// indicator and the pause mark. Lengths are in points; the renderer multiplies them by its
/// scale.
public struct CarouselRenderStyle: Hashable, Sendable {
  /// The colour behind the slides (seen in gaps, letterboxing and transparent pictures).
  public var backgroundColor = RGBAColor(hex: 0x111318)
  /// How pictures are fitted into their slides.
  public var contentMode = ContentMode.aspectFill
  /// The page indicator: the dots' shapes, sizes, colours, position and timer progress
  /// (``/CarouselCore/PageIndicatorStyle``). By default round dots on a dark backdrop that
  /// keeps them legible over bright pictures.
  public var pageIndicator: PageIndicatorStyle = {
    var style = PageIndicatorStyle.dots
    style.backdropColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 70)
    return style
  }()
  /// Whether to draw the pause mark while the user has stopped auto-advance.
  public var showsPauseMark = true
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

  /// Whether to draw the page indicator: the opposite of the indicator style's `isHidden`.
  public var showsPageIndicator: Bool {
    get { !pageIndicator.isHidden }
    set { pageIndicator.isHidden = !newValue }
  }
}
