import CarouselCore

/// What the page dots and the stop/start control sit on, and what the control shows, for
/// UIKit's `CarouselView` and SwiftUI's `Carousel` alike: Liquid Glass on iOS 26 (unless the
/// style is plain), a material for ``/CarouselCore/PageIndicatorStyle/Chrome/glass`` before,
/// else the style's backdrop colour; the control, which must read over any picture, a dark
/// shade where the dots have nothing under them.
///
/// ```swift
/// let chrome = CarouselChrome(style: style, hasLiquidGlass: true)
/// control.chrome.effect = effect(chrome.control)
/// ```
package struct CarouselChrome: Hashable, Sendable {
  /// What a surface is made of.
  package enum Surface: Hashable, Sendable {
    /// Liquid Glass (iOS 26).
    case liquidGlass
    /// The thinnest system material.
    case material
    /// The style's backdrop colour.
    case backdrop
    /// The control's own dark shade (``shade``).
    case shade
    /// Nothing.
    case none

    /// Whether it is a visual effect (glass or material) rather than a colour.
    package var isEffect: Bool { self == .liquidGlass || self == .material }
  }

  /// The look of a `UIPageControl`'s own platter. The raw values are UIKit's
  /// `UIPageControl.BackgroundStyle`'s.
  package enum PageControlBackground: Int, Hashable, Sendable {
    /// A platter while the user interacts.
    case automatic = 0
    /// Always a platter.
    case prominent = 1
    /// Never a platter.
    case minimal = 2
  }

  /// The dark shade under a control whose dots have nothing under them: black at 43%.
  package static let shade = RGBAColor(red: 0, green: 0, blue: 0, alpha: 110)

  /// Under the dots.
  package let dots: Surface
  /// Under the stop/start control.
  package let control: Surface
  /// The platter of a platform page control: none over glass or a material (the glass is
  /// the platter), its own where the style has a backdrop, else the platform's choice.
  package let pageControlBackground: PageControlBackground

  /// The chrome of a style.
  ///
  /// - Parameters:
  ///   - chrome: The style's chrome.
  ///   - hasBackdrop: Whether the style has a backdrop colour.
  ///   - hasLiquidGlass: Whether the platform has Liquid Glass (iOS 26 and later).
  package init(chrome: PageIndicatorStyle.Chrome, hasBackdrop: Bool, hasLiquidGlass: Bool) {
    let backdrop: Surface = hasBackdrop ? .backdrop : .none
    switch chrome {
    case .plain: dots = backdrop
    case .automatic: dots = hasLiquidGlass ? .liquidGlass : backdrop
    case .glass: dots = hasLiquidGlass ? .liquidGlass : .material
    }
    control = dots == .none ? .shade : dots
    pageControlBackground =
      dots.isEffect ? .minimal : hasBackdrop ? .prominent : .automatic
  }

  /// The chrome of a style whose backdrop is its RGBA colour.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - hasLiquidGlass: Whether the platform has Liquid Glass (iOS 26 and later).
  package init(style: PageIndicatorStyle, hasLiquidGlass: Bool) {
    self.init(
      chrome: style.chrome, hasBackdrop: style.backdropColor != nil,
      hasLiquidGlass: hasLiquidGlass)
  }

  /// The flat colour of a surface of a style (its backdrop, or the shade), or nil for an
  /// effect or nothing.
  ///
  /// - Parameters:
  ///   - surface: The surface.
  ///   - style: The style whose backdrop colour it may be.
  package static func color(of surface: Surface, in style: PageIndicatorStyle) -> RGBAColor? {
    switch surface {
    case .backdrop: style.backdropColor
    case .shade: shade
    case .liquidGlass, .material, .none: nil
    }
  }

  /// The SF Symbol of the stop/start control: what pressing it does (pause while the slides
  /// turn, play once the user stopped them).
  ///
  /// - Parameter isStopped: Whether the user stopped the slide show.
  package static func symbolName(isStopped: Bool) -> String {
    isStopped ? "play.fill" : "pause.fill"
  }
}
