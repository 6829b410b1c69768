import CarouselCore

/// The page indicator asked for with `--indicator`: round dots, the current one as a pill,
/// the pill filling until the next automatic turn, or none.
package enum IndicatorOption: String, CaseIterable, Hashable, Sendable {
  /// Round dots, the current one lit (the default).
  case dots
  /// The current dot as a pill that slides and stretches from dot to dot.
  case pill
  /// The pill, filling over the dwell before each automatic page turn.
  case timer
  /// No indicator.
  case none

  /// The core style whose shape this option names.
  private var shape: PageIndicatorStyle {
    switch self {
    case .dots: .dots
    case .pill: .pill
    case .timer: .timer
    case .none: .hidden
    }
  }

  /// The renderer's indicator in this shape, keeping the colours, backdrop and position of
  /// `base`.
  func style(from base: PageIndicatorStyle) -> PageIndicatorStyle {
    var style = base
    style.dotSize = shape.dotSize
    style.currentDotSize = shape.currentDotSize
    style.showsTimerProgress = shape.showsTimerProgress
    style.isHidden = shape.isHidden
    return style
  }

  /// The indicator of the terminal's dots row, in cells (one cell is one point): round dots
  /// a cell wide with a cell between them, the pill three cells long and the timer's four, a
  /// cell clear of each side of the screen.
  var cellStyle: PageIndicatorStyle {
    var style = shape
    style.dotSize = CarouselSize(width: 1, height: 1)
    let length: Double
    switch self {
    case .dots, .none: length = 1
    case .pill: length = 3
    case .timer: length = 4
    }
    style.currentDotSize = CarouselSize(width: length, height: 1)
    style.spacing = 1
    style.padding = 0
    style.insets = PageIndicatorStyle.Insets(top: 0, leading: 1, bottom: 0, trailing: 1)
    style.color = RGBAColor(hex: 0x4A505C)
    style.currentColor = RGBAColor(hex: 0xFFFFFF)
    return style
  }

  /// The names `--indicator` takes, in order.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
