/// One character cell of the terminal screen.
struct Cell: Hashable, Sendable {
  /// The character, or nil for the right half of a double-width character before it.
  var character: Unicode.Scalar?
  /// The text colour; nil when the character has no ink (a space), so any colour will do.
  var foreground: TerminalColor?
  /// The background colour.
  var background: TerminalColor
  /// Whether the character is bold.
  var isBold: Bool

  init(
    _ character: Unicode.Scalar?, foreground: TerminalColor? = nil,
    background: TerminalColor = .standard, isBold: Bool = false
  ) {
    self.character = character
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
  }

  /// An empty cell on the default background.
  static let blank = Cell(" ")
}

/// A screenful of cells, row by row.
package struct CellGrid: Hashable, Sendable {
  let columns: Int
  let rows: Int
  private(set) var cells: [Cell]

  init(columns: Int, rows: Int, fill: Cell = .blank) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = [Cell](repeating: fill, count: self.columns * self.rows)
  }

  subscript(column: Int, row: Int) -> Cell {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }

  /// Writes text from a column of a row, clipped to the row; double-width characters take
  /// two cells, control characters (C0, DEL, C1) become spaces.
  ///
  /// - Returns: The column after the last cell written.
  @discardableResult
  mutating func write(
    _ text: String, row: Int, column: Int, foreground: TerminalColor?,
    background: TerminalColor, isBold: Bool = false
  ) -> Int {
    guard row >= 0, row < rows else { return column }
    var x = column
    for scalar in text.unicodeScalars {
      let width = TerminalWidth.of(scalar)
      guard width > 0 else { continue }
      guard x + width <= columns else { break }
      if x >= 0 {
        // C0, DEL and C1: terminals honour C1 controls encoded in UTF-8 (U+009B is CSI), so
        // text from outside (titles, file names, URLs) must not carry them.
        let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        let printable = isControl ? " " : scalar
        self[x, row] = Cell(
          printable, foreground: foreground, background: background, isBold: isBold)
        if width == 2 {
          self[x + 1, row] = Cell(
            nil, foreground: foreground, background: background, isBold: isBold)
        }
      }
      x += width
    }
    return x
  }
}

/// How many terminal columns a character takes: 0 for combining marks and zero-width
/// characters, 2 for East Asian wide and emoji characters, 1 otherwise.
enum TerminalWidth {
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 || (0x300...0x36F).contains(value) || (0x200B...0x200F).contains(value)
      || (0xFE00...0xFE0F).contains(value)
    {
      return 0
    }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// The number of columns a string takes.
  static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }
}
