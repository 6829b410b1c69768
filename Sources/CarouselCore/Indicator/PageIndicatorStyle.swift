/// How a carousel's page indicator looks and where it sits: the dots' sizes in each state,
/// their spacing and colours, the timer-progress fill, and the position (over the slides or
/// beside them, aligned, inset). One description for every front end:
/// ``PageIndicatorLayout`` turns it into each dot's frame and fill.
///
/// ```swift
/// var style = PageIndicatorStyle.pill              // the current dot is a 20-point pill
/// style.alignment = .leading
/// style.placement = .outside                       // a band below the slides
/// style.currentColor = RGBAColor(hex: 0xFF9500)
///
/// let timer = PageIndicatorStyle.timer             // the pill fills until the next turn
/// ```
///
/// The shape follows from the sizes: a dot is a capsule whose ends are round, so a square
/// size is a circle and a wider one a pill. The current dot's size blends into the others'
/// as the content scrolls, so a pill slides and stretches from dot to dot.
///
/// Colours are plain RGBA for the front ends that draw with them (the renderer, the terminal);
/// the UIKit and SwiftUI views take their own colour types, and mix them by each dot's
/// ``PageIndicatorLayout/Dot/currentColorFraction``.
public struct PageIndicatorStyle: Hashable, Sendable {
  /// Whether the indicator is hidden. It is always hidden without items.
  public var isHidden = false
  /// Whether a single item shows no dot (true by default: a lone dot tells nothing).
  public var hidesForSinglePage = true
  /// The size of the other pages' dots, in points: `width` is the length along the row of
  /// dots and `height` the thickness across it, so a style reads the same in a vertical row.
  public var dotSize = CarouselSize(width: 7, height: 7)
  /// The size of the current page's dot (length along the row, thickness across it): longer
  /// than ``dotSize`` for a pill, larger for an emphasised dot.
  public var currentDotSize = CarouselSize(width: 7, height: 7)
  /// The gap between two dots, in points.
  public var spacing = 9.0
  /// The space between the dots and the edge of the indicator (its backdrop), in points.
  public var padding = 6.0
  /// The colour of the other pages' dots (and of the timer's track).
  public var color = RGBAColor(red: 255, green: 255, blue: 255, alpha: 110)
  /// The colour of the current page's dot (and of the timer's fill).
  public var currentColor = RGBAColor.white
  /// The colour of a rounded backdrop behind the dots, or nil for none.
  public var backdropColor: RGBAColor?
  /// Whether the current dot fills during the dwell before the next automatic page turn
  /// (as iOS 17's timer progress does); without interval auto-advance it is a plain dot.
  public var showsTimerProgress = false
  /// The direction of the row of dots: horizontal along the bottom edge, or vertical along
  /// the trailing edge.
  public var axis = CarouselAxis.horizontal
  /// Over the slides, or in a band of its own beside them.
  public var placement = Placement.inside
  /// Where along its edge: leading, centred or trailing (top, centre, bottom when vertical).
  public var alignment = CarouselPageControlAlignment.center
  /// The distances from the carousel's edges (inside the safe area), in points.
  public var insets = Insets(top: 4, leading: 4, bottom: 4, trailing: 4)
  /// What the dots (and the stop/start control) sit on: the platform's look for controls
  /// floating over content by default, Liquid Glass on iOS 26.
  public var chrome = Chrome.automatic
  /// Whether a stop/start control for the slide show sits beside the dots while pages turn
  /// (or drift) on their own: the visible pause control WCAG 2.2.2 asks for, which the
  /// assistive actions alone are not. On by default; the views draw it where
  /// ``PageIndicatorLayout/rotationControlFrame(diameter:spacing:bounds:isRightToLeft:)``
  /// puts it.
  public var showsRotationControl = true
  /// The stop/start control's diameter, in points (its touch target is at least 44).
  public var rotationControlDiameter = 28.0
  /// The gap between the row of dots and the stop/start control, in points.
  public var rotationControlSpacing = 8.0

  /// Creates the default style: ``dots``.
  public init() {}

  /// What the controls sit on. Liquid Glass is for controls over content, never for the
  /// slides themselves (Apple's guidance): the dots and the stop/start control get it, the
  /// pictures never do.
  public enum Chrome: Hashable, Sendable {
    /// The platform's own look: Liquid Glass on iOS 26 and later (the dots and the control
    /// in one glass container); before iOS 26, and in the terminal and the software
    /// renderer, ``plain``.
    case automatic
    /// Liquid Glass on iOS 26 and later; a blurred material capsule before; the software
    /// renderer draws an approximation (a frosted capsule with a lit rim), so the look can
    /// be previewed anywhere.
    case glass
    /// The dots alone, on ``PageIndicatorStyle/backdropColor`` when it is set: the look
    /// before iOS 26.
    case plain
  }

  /// Where the indicator goes relative to the slides.
  public enum Placement: Hashable, Sendable {
    /// Over the slides, along their bottom edge (trailing edge when vertical).
    case inside
    /// In a band of its own below the slides (beside them, at the trailing side, when
    /// vertical): the slides get the rest of the carousel's bounds.
    case outside
  }

  /// Distances from the edges, by layout direction: leading is the left, or the right in
  /// right-to-left layouts.
  public struct Insets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the leading edge.
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// The same distance from every edge.
    public init(all distance: Double) {
      self.init(top: distance, leading: distance, bottom: distance, trailing: distance)
    }
  }

  // MARK: Presets

  /// Round dots of one size, the current one in ``currentColor``: the system page control's
  /// look.
  public static let dots = PageIndicatorStyle()

  /// The current dot as a pill 20 points long, sliding and stretching from dot to dot.
  public static let pill = PageIndicatorStyle.pill(length: 20)

  /// The pill, filling with ``currentColor`` over the dwell before each automatic page turn
  /// (iOS 17's `UIPageControlTimerProgress`).
  public static let timer: PageIndicatorStyle = {
    var style = PageIndicatorStyle.pill(length: 24)
    style.showsTimerProgress = true
    return style
  }()

  /// No indicator.
  public static let hidden: PageIndicatorStyle = {
    var style = PageIndicatorStyle()
    style.isHidden = true
    return style
  }()

  /// Round dots with the current one a pill of the given length.
  ///
  /// - Parameter length: The current dot's length along the row, in points.
  public static func pill(length: Double) -> PageIndicatorStyle {
    var style = PageIndicatorStyle()
    style.currentDotSize = CarouselSize(width: length, height: style.dotSize.height)
    return style
  }
}
