import CarouselCore

/// Where things go on the terminal screen: a title line at the top, the picture in
/// half-block pixels (two pixels per cell, one above the other), a row of page dots and a
/// status line at the bottom.
package struct ScreenLayout: Hashable, Sendable {
  let columns: Int
  let rows: Int

  package init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// Whether the screen is big enough to show the carousel at all.
  var isUsable: Bool { columns >= 10 && rows >= 5 }

  var titleRow: Int { 0 }
  var imageTop: Int { 1 }
  var imageRows: Int { max(0, rows - 3) }
  var dotsRow: Int { rows - 2 }
  var statusRow: Int { rows - 1 }

  /// The picture's size in pixels (and in engine points: one point per pixel).
  var pixelWidth: Int { columns }
  var pixelHeight: Int { imageRows * 2 }

  var viewportSize: CarouselSize {
    CarouselSize(width: Double(pixelWidth), height: Double(pixelHeight))
  }

  /// The point at the centre of a cell of the picture, or nil when the cell is not in it.
  func point(column: Int, row: Int) -> CarouselPoint? {
    guard column >= 0, column < columns, row >= imageTop, row < imageTop + imageRows else {
      return nil
    }
    return CarouselPoint(x: Double(column) + 0.5, y: Double((row - imageTop) * 2) + 1)
  }

  /// The point of a cell, clamped into the picture (for drags that leave it).
  func clampedPoint(column: Int, row: Int) -> CarouselPoint {
    let x = min(max(column, 0), max(0, columns - 1))
    let y = min(max(row, imageTop), imageTop + max(0, imageRows - 1))
    return CarouselPoint(x: Double(x) + 0.5, y: Double((y - imageTop) * 2) + 1)
  }

  /// The page indicator of the dots row, in cells (one cell is one point along the row):
  /// the one layout of the page dots (``/CarouselCore/PageIndicatorLayout``) in a band a row
  /// tall and as wide as the screen, moved to start on a whole cell.
  ///
  /// - Parameters:
  ///   - indicator: The indicator asked for.
  ///   - state: The engine's page indicator.
  ///   - isRightToLeft: Whether pages run right to left (`--rtl`).
  func indicatorLayout(
    _ indicator: IndicatorOption, state: CarouselPageIndicatorState, isRightToLeft: Bool = false
  ) -> PageIndicatorLayout {
    var layout = PageIndicatorLayout(
      style: indicator.cellStyle, state: state,
      bounds: CarouselSize(width: Double(columns), height: 1), isRightToLeft: isRightToLeft)
    let shift = layout.frame.minX.rounded(.down) - layout.frame.minX
    guard shift != 0 else { return layout }
    func moved(_ rect: CarouselRect) -> CarouselRect {
      CarouselRect(
        x: rect.minX + shift, y: rect.minY, width: rect.size.width, height: rect.size.height)
    }
    layout.frame = moved(layout.frame)
    for index in layout.dots.indices {
      layout.dots[index].frame = moved(layout.dots[index].frame)
      layout.dots[index].timerFill = layout.dots[index].timerFill.map(moved)
    }
    return layout
  }

  /// The columns of the round page dots at rest, or nil when not all of them fit.
  func dotColumns(count: Int) -> [Int]? {
    let layout = indicatorLayout(
      .dots, state: CarouselPageIndicatorState(count: count, currentPage: 0, progress: 0))
    guard !layout.isHidden, layout.pages.count == count else { return nil }
    return layout.dots.map { Int($0.frame.center.x.rounded(.down)) }
  }

  /// The page dot at a cell, if any: each dot's cell and the half of the gaps beside it.
  ///
  /// - Parameters:
  ///   - column: The cell's column.
  ///   - row: The cell's row.
  ///   - indicator: The indicator shown.
  ///   - state: The engine's page indicator.
  ///   - isRightToLeft: Whether pages run right to left.
  func dot(
    column: Int, row: Int, indicator: IndicatorOption, state: CarouselPageIndicatorState,
    isRightToLeft: Bool = false
  ) -> Int? {
    guard row == dotsRow else { return nil }
    return indicatorLayout(indicator, state: state, isRightToLeft: isRightToLeft).page(
      at: CarouselPoint(x: Double(column) + 0.5, y: 0.5), minimumTapSize: 1)
  }
}
