/// Turns cell grids into terminal output, writing only the cells that changed since the
/// previous grid, with as few cursor moves and colour changes as it can.
///
/// ```swift
/// var encoder = CellEncoder(colorMode: .trueColor)
/// var bytes: [UInt8] = []
/// encoder.encode(grid, into: &bytes)   // the whole screen the first time
/// encoder.encode(grid2, into: &bytes)  // then only what differs
/// ```
package struct CellEncoder {
  let colorMode: ColorMode
  private var previous: CellGrid?
  /// The terminal's current text attributes, as far as the encoder has set them.
  private var pen: TextAttributes
  /// Whether the output is wrapped in synchronized-update markers (terminals that know them
  /// show each frame at once; the others ignore them).
  var usesSynchronizedUpdate = true

  package init(colorMode: ColorMode) {
    self.colorMode = colorMode
    pen = TextAttributes(colorMode: colorMode)
  }

  /// Forgets what is on screen, so the next grid is written whole (after a resize, or when
  /// something else wrote to the terminal).
  mutating func invalidate() {
    previous = nil
    pen.forget()
  }

  /// Appends the output that turns the previous grid into this one.
  ///
  /// - Returns: The number of cells written.
  @discardableResult
  package mutating func encode(_ grid: CellGrid, into output: inout [UInt8]) -> Int {
    let old = previous.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0 : nil }
    let start = output.count
    if usesSynchronizedUpdate { output.append(contentsOf: Array("\u{1B}[?2026h".utf8)) }
    let headerLength = output.count
    if old == nil {
      // A fresh screen: reset attributes and clear, then write everything.
      output.append(contentsOf: Array("\u{1B}[0m\u{1B}[2J".utf8))
      pen.assumeReset()
    }
    var written = 0
    var cursor: (column: Int, row: Int)?
    for row in 0..<grid.rows {
      var column = 0
      while column < grid.columns {
        let cell = grid[column, row]
        if let old, old[column, row] == cell {
          column += 1
          continue
        }
        guard let character = cell.character else {
          // The right half of a wide character: written with its left half.
          column += 1
          continue
        }
        if cursor?.row != row || cursor?.column != column {
          moveCursor(from: cursor, toColumn: column, row: row, into: &output)
        }
        pen.set(for: cell, into: &output)
        appendUTF8(character, to: &output)
        let width = TerminalWidth.of(character)
        written += 1
        column += max(1, width)
        cursor = (column, row)
      }
    }
    if output.count == headerLength {
      // Nothing changed: write nothing at all.
      output.removeSubrange(start...)
    } else if usesSynchronizedUpdate {
      output.append(contentsOf: Array("\u{1B}[?2026l".utf8))
    }
    previous = grid
    return written
  }

  private func moveCursor(
    from cursor: (column: Int, row: Int)?, toColumn column: Int, row: Int,
    into output: inout [UInt8]
  ) {
    if let cursor, cursor.row == row, column > cursor.column {
      // Same row: skip forward.
      let distance = column - cursor.column
      output.append(contentsOf: Array("\u{1B}[".utf8))
      if distance > 1 { appendDecimal(distance, to: &output) }
      output.append(UInt8(ascii: "C"))
      return
    }
    output.append(contentsOf: Array("\u{1B}[".utf8))
    appendDecimal(row + 1, to: &output)
    output.append(UInt8(ascii: ";"))
    appendDecimal(column + 1, to: &output)
    output.append(UInt8(ascii: "H"))
  }
}

/// Appends the decimal digits of a non-negative number.
func appendDecimal(_ value: Int, to output: inout [UInt8]) {
  if value >= 10 { appendDecimal(value / 10, to: &output) }
  output.append(UInt8(ascii: "0") + UInt8(value % 10))
}

/// Appends a character's UTF-8 bytes.
func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
  if scalar.value < 0x80 {
    output.append(UInt8(scalar.value))
  } else {
    output.append(contentsOf: Array(String(scalar).utf8))
  }
}
