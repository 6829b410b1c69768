import CarouselCore

/// How the renderer draws what the frame leaves to it: the background, how pictures fit their
/// slides, and the pause mark. Lengths are in points; the renderer multiplies them by its
/// scale.
///
/// Where the page dots and the stop/start control go, and how they look, is the host
/// machine's: the style given with ``/CarouselCore/CarouselHostMachine/setIndicator(_:now:)``
/// comes back in the frame, and the renderer draws it.
public struct CarouselRenderStyle: Hashable, Sendable {
  /// The colour behind the slides (seen in gaps, letterboxing, transparent pictures and an
  /// indicator's band).
  public var backgroundColor = RGBAColor(hex: 0x111318)
  /// How pictures are fitted into their slides.
  public var contentMode = ContentMode.aspectFill
  /// Whether to draw the pause mark in the slides' top-right corner while the user has
  /// stopped the slide show (``/CarouselCore/CarouselFrame/isRotationStopped``).
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

  /// The page indicator of the renderer's pictures: round dots on a dark backdrop that keeps
  /// them legible over bright pictures. Give it to the host machine, which lays the dots out:
  ///
  /// ```swift
  /// host.setIndicator(.dots(CarouselRenderStyle.defaultPageIndicator), now: now)
  /// ```
  public static let defaultPageIndicator: PageIndicatorStyle = {
    var style = PageIndicatorStyle.dots
    style.backdropColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 70)
    return style
  }()
}
