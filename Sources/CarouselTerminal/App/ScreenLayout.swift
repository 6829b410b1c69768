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

  /// The columns of the page dots in the dots row, or nil when they do not fit.
  func dotColumns(count: Int) -> [Int]? {
    guard count > 1 else { return nil }
    let spacing = count * 2 - 1 <= columns - 2 ? 2 : 1
    let width = (count - 1) * spacing + 1
    guard width <= columns - 2 else { return nil }
    let start = (columns - width) / 2
    return (0..<count).map { start + $0 * spacing }
  }

  /// The page dot at a cell, if any.
  func dot(column: Int, row: Int, count: Int) -> Int? {
    guard row == dotsRow, let columns = dotColumns(count: count) else { return nil }
    return columns.firstIndex(of: column)
  }
}
