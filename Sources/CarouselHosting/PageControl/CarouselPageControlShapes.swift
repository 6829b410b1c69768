import CarouselCore

/// The indicator images a system page control needs to show a page-indicator style's shapes.
///
/// `UIPageControl` draws its own round dots and takes images for other shapes (iOS 14 for
/// every page, iOS 16 for the current one): a style whose dots differ from the system's, or
/// whose current dot differs from the others (a pill), is drawn as capsule images of these
/// sizes, as templates the control tints with its colours.
///
/// ```swift
/// let shapes = CarouselPageControlShapes(style: .pill)
/// shapes.indicatorSize          // nil: the system's own dots
/// shapes.currentIndicatorSize   // 20 x 7: a pill for the current page
/// ```
package struct CarouselPageControlShapes: Hashable, Sendable {
  /// The other pages' indicator, in points (as drawn: turned for a vertical control), when
  /// the style's dots differ from the system's; nil keeps the system's dots.
  package var indicatorSize: CarouselSize?
  /// The current page's indicator, in points (as drawn), when it differs from the others'
  /// (a pill, a larger dot); nil shows the current page in the others' shape.
  package var currentIndicatorSize: CarouselSize?

  /// The system page control's dot, which the default style (``/CarouselCore/PageIndicatorStyle/dots``)
  /// describes.
  package static let systemDotSize = PageIndicatorStyle.dots.dotSize

  /// The shapes for a style.
  ///
  /// - Parameter style: The indicator's style.
  package init(style: PageIndicatorStyle) {
    func drawn(_ size: CarouselSize) -> CarouselSize {
      let clean = CarouselSize(
        width: size.width.isFinite ? max(0, size.width) : 0,
        height: size.height.isFinite ? max(0, size.height) : 0)
      return style.axis == .horizontal
        ? clean : CarouselSize(width: clean.height, height: clean.width)
    }
    indicatorSize = style.dotSize == Self.systemDotSize ? nil : drawn(style.dotSize)
    currentIndicatorSize =
      style.currentDotSize == style.dotSize ? nil : drawn(style.currentDotSize)
  }

  /// The corner radius that makes an indicator of a size a capsule.
  ///
  /// - Parameter size: The indicator's size.
  package static func cornerRadius(of size: CarouselSize) -> Double {
    min(size.width, size.height) / 2
  }
}
