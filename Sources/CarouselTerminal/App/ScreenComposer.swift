import CarouselCore
import CarouselRendering

/// Draws the whole terminal screen as cells: the title line, the slides as half-block pixels
/// and the page dots where the host machine's frame puts them, and the status line.
package struct ScreenComposer {
  let colorMode: ColorMode

  package init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// The colours of the text lines.
  private let barBackground = RGBAColor(hex: 0x1B1E24)
  private let titleColor = RGBAColor(hex: 0xF5F6F8)
  private let statusColor = RGBAColor(hex: 0xB4BAC4)
  private let hintColor = RGBAColor(hex: 0x6E7582)

  /// Builds the screen for a session and its slides as the renderer drew them
  /// (``/CarouselRendering/CarouselRenderer/renderSlides(_:into:)``: one pixel per column, two
  /// per row, the size of the frame's slides rectangle).
  package func compose(session: CarouselSession, slides: FrameBuffer) -> CellGrid {
    let layout = session.layout
    var grid = CellGrid(columns: layout.columns, rows: layout.rows)
    guard layout.isUsable else {
      grid.write(
        "terminal too small", row: 0, column: 0, foreground: color(statusColor),
        background: .standard)
      return grid
    }
    let frame = session.frame
    let bar = color(barBackground)
    fillRow(&grid, row: layout.titleRow, background: bar)
    fillRow(&grid, row: layout.statusRow, background: bar)
    drawTitle(into: &grid, session: session, background: bar)
    drawSlides(slides, of: frame, into: &grid, layout: layout)
    drawDots(of: frame, into: &grid, layout: layout)
    drawStatus(into: &grid, session: session, background: bar)
    return grid
  }

  // MARK: Lines

  private func drawTitle(
    into grid: inout CellGrid, session: CarouselSession, background: TerminalColor
  ) {
    let layout = session.layout
    let title = session.frame.currentIndex.map { session.labels[$0] } ?? "No pictures"
    let clipped = clip(title, to: layout.columns - 2)
    grid.write(
      clipped, row: layout.titleRow, column: 1, foreground: color(titleColor),
      background: background, isBold: true)
  }

  private func drawStatus(
    into grid: inout CellGrid, session: CarouselSession, background: TerminalColor
  ) {
    let layout = session.layout
    let frame = session.frame
    var parts: [String] = []
    if let current = frame.currentIndex {
      parts.append("\(current + 1) / \(frame.itemCount)")
    } else {
      parts.append("0 / 0")
    }
    parts.append(playbackLabel(frame))
    if let selected = session.lastSelected {
      parts.append("selected: \(selected + 1) \(session.labels[selected])")
    }
    // A notice takes the hint's place.
    if let notice = session.notice { parts.append(notice) }
    let status = clip(parts.joined(separator: "   "), to: layout.columns - 2)
    let end = grid.write(
      status, row: layout.statusRow, column: 1, foreground: color(statusColor),
      background: background)
    guard session.notice == nil else { return }
    let move = frame.axis == .vertical ? "up/down" : "left/right"
    let hint = "\(move) move  space pause  enter select  q quit"
    let hintWidth = TerminalWidth.of(hint)
    if end + 3 + hintWidth <= layout.columns - 1 {
      grid.write(
        hint, row: layout.statusRow, column: layout.columns - 1 - hintWidth,
        foreground: color(hintColor), background: background)
    }
  }

  /// The slide show's state as the frame has it: nothing turns on its own (no stop/start
  /// action), the user stopped it, or it plays.
  private func playbackLabel(_ frame: CarouselFrame) -> String {
    guard frame.accessibility.rotationActionLabel != nil else { return "auto-advance off" }
    return frame.isRotationStopped ? "\u{275A}\u{275A} paused" : "\u{25B6} playing"
  }

  /// Draws the frame's page dots (laid out by the machine, in points: a column is one point,
  /// a row two) in the row they sit in: a round dot as one glyph in the cell of its centre
  /// (filled for the most current one), a pill as a bar over the cells it mostly covers, the
  /// timer's bar heavy and bright as far as it has filled.
  private func drawDots(of frame: CarouselFrame, into grid: inout CellGrid, layout: ScreenLayout) {
    guard !frame.indicator.isHidden, let dots = frame.indicator.dots else { return }
    let style = frame.indicator.style
    let brightest = dots.dots.max { $0.emphasis < $1.emphasis }?.page
    var covered = [Double](repeating: 0, count: grid.columns)
    for dot in dots.dots {
      let row = layout.row(atY: dot.frame.center.y)
      guard row >= layout.carouselTop, row < layout.carouselTop + layout.carouselRows else {
        continue
      }
      let isRound = dot.frame.size.width <= 1.5
      let first = max(0, Int(dot.frame.minX.rounded(.down)))
      let last = min(grid.columns - 1, Int(dot.frame.maxX.rounded(.up)) - 1)
      guard first <= last else { continue }
      for column in first...last {
        let coverage = Self.overlap(column, dot.frame.minX, dot.frame.maxX)
        let centre = Int(dot.frame.center.x.rounded(.down))
        // A round dot takes the one cell of its centre; a bar the cells it mostly covers.
        guard isRound ? column == centre : coverage >= 0.5, coverage > covered[column] else {
          continue
        }
        covered[column] = isRound ? 1 : coverage
        var ink = dot.color
        var glyph: Unicode.Scalar
        if let fill = dot.timerFill {
          let filled = Self.overlap(column, fill.minX, fill.maxX)
          ink = dot.color.mixed(with: style.currentColor, fraction: filled)
          glyph = filled >= 0.5 ? "\u{2501}" : "\u{2500}"
        } else if isRound {
          glyph = dot.page == brightest ? "\u{25CF}" : "\u{25CB}"
        } else {
          glyph = "\u{2501}"
        }
        if colorMode == .none, dot.timerFill == nil, !isRound, dot.page != brightest {
          glyph = "\u{2500}"
        }
        grid[column, row] = Cell(glyph, foreground: color(ink), background: .standard)
      }
    }
  }

  /// How much of the cell at `column` lies between `low` and `high`, in `0 ... 1`.
  private static func overlap(_ column: Int, _ low: Double, _ high: Double) -> Double {
    max(0, min(Double(column + 1), high) - max(Double(column), low))
  }

  // MARK: Slides

  /// A picture alone, as a grid of its size: one cell for each column and pair of rows.
  func pictureGrid(_ picture: FrameBuffer) -> CellGrid {
    var grid = CellGrid(columns: picture.width, rows: picture.height / 2)
    drawPicture(picture, into: &grid, column: 0, row: 0, rows: grid.rows)
    return grid
  }

  /// Draws the slides where the frame's slides rectangle is, within the carousel's rows.
  private func drawSlides(
    _ slides: FrameBuffer, of frame: CarouselFrame, into grid: inout CellGrid,
    layout: ScreenLayout
  ) {
    let top = layout.row(atY: frame.slidesFrame.minY)
    let bottom = layout.carouselTop + layout.carouselRows
    guard top >= layout.carouselTop, top < bottom else { return }
    drawPicture(
      slides, into: &grid, column: max(0, Int(frame.slidesFrame.minX.rounded())), row: top,
      rows: bottom - top)
  }

  /// Two pixels per cell, from the cell at `column`, `row`, at most `rows` rows: the upper half
  /// block takes the top pixel as its ink and the bottom pixel as its background; without
  /// colour, a shade by brightness.
  private func drawPicture(
    _ picture: FrameBuffer, into grid: inout CellGrid, column firstColumn: Int, row firstRow: Int,
    rows maximumRows: Int
  ) {
    let columns = min(grid.columns - firstColumn, picture.width)
    let rows = min(maximumRows, grid.rows - firstRow, picture.height / 2)
    guard columns > 0, rows > 0 else { return }
    let shades: [Unicode.Scalar] = [" ", "\u{2591}", "\u{2592}", "\u{2593}", "\u{2588}"]
    picture.bytes.withUnsafeBufferPointer { pixels in
      for row in 0..<rows {
        let topRow = row * 2 * picture.width * 4
        let bottomRow = topRow + picture.width * 4
        for column in 0..<columns {
          let top = RGBAColor(
            red: pixels[topRow + column * 4], green: pixels[topRow + column * 4 + 1],
            blue: pixels[topRow + column * 4 + 2])
          let bottom = RGBAColor(
            red: pixels[bottomRow + column * 4], green: pixels[bottomRow + column * 4 + 1],
            blue: pixels[bottomRow + column * 4 + 2])
          let cell: Cell
          if colorMode == .none {
            let level = Int(((top.luma + bottom.luma) / 2 * 4).rounded())
            cell = Cell(shades[min(max(level, 0), 4)])
          } else {
            let upper = TerminalColor(top, mode: colorMode)
            let lower = TerminalColor(bottom, mode: colorMode)
            cell =
              upper == lower
              ? Cell(" ", background: lower)
              : Cell("\u{2580}", foreground: upper, background: lower)
          }
          grid[firstColumn + column, firstRow + row] = cell
        }
      }
    }
  }

  // MARK: Helpers

  private func color(_ color: RGBAColor) -> TerminalColor {
    TerminalColor(color, mode: colorMode)
  }

  private func fillRow(_ grid: inout CellGrid, row: Int, background: TerminalColor) {
    for column in 0..<grid.columns { grid[column, row] = Cell(" ", background: background) }
  }

  /// The text cut to a number of columns, ending in an ellipsis when cut.
  private func clip(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard TerminalWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for scalar in text.unicodeScalars {
      let scalarWidth = TerminalWidth.of(scalar)
      if used + scalarWidth > width - 1 { break }
      result.unicodeScalars.append(scalar)
      used += scalarWidth
    }
    return result + "\u{2026}"
  }
}
