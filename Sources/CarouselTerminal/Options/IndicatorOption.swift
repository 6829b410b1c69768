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

  /// The indicator of the terminal's dots row, in points (a column is one point, a row two):
  /// round dots a cell wide with a cell between them, the pill three cells long and the
  /// timer's four, a cell clear of each side of the screen, in a row of its own below the
  /// slides. The terminal shows the slide show's state in its status line and stops it with
  /// the space bar, so no stop/start control is drawn beside the dots.
  var cellStyle: PageIndicatorStyle {
    var style = shape
    style.dotSize = CarouselSize(width: 1, height: 2)
    let length: Double
    switch self {
    case .dots, .none: length = 1
    case .pill: length = 3
    case .timer: length = 4
    }
    style.currentDotSize = CarouselSize(width: length, height: 2)
    style.spacing = 1
    style.padding = 0
    style.insets = PageIndicatorStyle.Insets(top: 0, leading: 1, bottom: 0, trailing: 1)
    style.placement = .outside
    style.showsRotationControl = false
    style.color = RGBAColor(hex: 0x4A505C)
    style.currentColor = RGBAColor(hex: 0xFFFFFF)
    return style
  }

  /// The indicator the terminal gives its host machine: the dots row, or none.
  var terminalIndicator: CarouselHostMachine.Indicator {
    self == .none ? .none : .dots(cellStyle)
  }

  /// The names `--indicator` takes, in order.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
