import CarouselCore

/// The rows of the terminal screen and how its cells map to the carousel's points: a title
/// line at the top, the carousel in the rows between, a status line at the bottom.
///
/// The carousel's rows hold the slides, in half-block pixels (two pixels a cell, one above the
/// other), and the page dots' row; which rows are which, and where the dots go, is the host
/// machine's (``/CarouselCore/CarouselFrame/slidesFrame``,
/// ``/CarouselCore/CarouselFrame/Indicator/dots``). A point is a pixel: a column is one point
/// wide, a row two points tall.
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
  /// The first row of the carousel.
  var carouselTop: Int { 1 }
  /// The carousel's rows: the slides and the dots.
  var carouselRows: Int { max(0, rows - 2) }
  var statusRow: Int { rows - 1 }

  /// The carousel's size in points (a column wide, two a row tall): the host machine's
  /// bounds.
  var carouselSize: CarouselSize {
    CarouselSize(width: Double(columns), height: Double(carouselRows * 2))
  }

  /// The point at the centre of a cell, in the carousel's bounds; cells outside the
  /// carousel's rows give points outside them. Reports beyond the screen are taken at its
  /// edge.
  func point(column: Int, row: Int) -> CarouselPoint {
    let column = min(max(column, 0), max(0, columns - 1))
    let row = min(max(row, 0), max(0, rows - 1))
    return CarouselPoint(x: Double(column) + 0.5, y: Double((row - carouselTop) * 2) + 1)
  }

  /// The row of a point of the carousel (its y in points), on the screen.
  func row(atY y: Double) -> Int {
    carouselTop + Int((y / 2).rounded(.down))
  }
}
