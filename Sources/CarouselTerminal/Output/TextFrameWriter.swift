import CarouselRendering

/// Writes a picture as lines of coloured half-block text for standard output (a one-shot
/// view, like a terminal image viewer's): no cursor movement, colours reset at each line end.
enum TextFrameWriter {
  /// The text for a frame whose height is twice the number of rows.
  static func text(for frame: FrameBuffer, colorMode: ColorMode) -> [UInt8] {
    let grid = ScreenComposer(colorMode: colorMode).pictureGrid(frame)
    var output: [UInt8] = []
    output.reserveCapacity(grid.columns * grid.rows * 24)
    var attributes = TextAttributes(colorMode: colorMode)
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let cell = grid[column, row]
        guard let character = cell.character else { continue }
        attributes.set(for: cell, into: &output)
        appendUTF8(character, to: &output)
      }
      if colorMode != .none { output.append(contentsOf: Array("\u{1B}[0m".utf8)) }
      attributes.assumeReset()
      output.append(UInt8(ascii: "\n"))
    }
    return output
  }
}
