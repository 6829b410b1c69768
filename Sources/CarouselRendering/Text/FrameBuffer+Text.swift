import CarouselCore

extension FrameBuffer {
  /// Draws a line of text in the built-in 5 x 7 font.
  ///
  /// Each font pixel is a square of `pixelSize` frame pixels (fractions allowed); the
  /// coverage of every frame pixel is the exact area of the inked squares over it, so text at
  /// any size and position is smooth-edged and seamless.
  ///
  /// - Parameters:
  ///   - text: The text; characters outside printable ASCII draw as boxes.
  ///   - origin: The top-left corner of the first glyph, in pixels.
  ///   - pixelSize: The size of one font pixel, in frame pixels.
  ///   - color: The colour, straight alpha.
  public mutating func draw(
    text: String, at origin: CarouselPoint, pixelSize: Double, color: RGBAColor
  ) {
    let source = Self.premultiply(color)
    guard !text.isEmpty, pixelSize > 0, source.alpha > 0 else { return }
    let font = BitmapFont.standard
    let glyphs = text.map { font.rows(for: $0) }
    let size = Self.textSize(of: text, pixelSize: pixelSize)
    let x0 = max(0, Int(origin.x.rounded(.down)))
    let x1 = min(width, Int((origin.x + size.width).rounded(.up)))
    let y0 = max(0, Int(origin.y.rounded(.down)))
    let y1 = min(height, Int((origin.y + size.height).rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    for y in y0..<y1 {
      // The font rows under this frame row and how much of the frame row each covers.
      let top = (Double(y) - origin.y) / pixelSize
      let bottom = (Double(y + 1) - origin.y) / pixelSize
      let firstRow = max(0, Int(top.rounded(.down)))
      let lastRow = min(BitmapFont.glyphHeight - 1, Int(bottom.rounded(.up)) - 1)
      guard firstRow <= lastRow else { continue }
      for x in x0..<x1 {
        let left = (Double(x) - origin.x) / pixelSize
        let right = (Double(x + 1) - origin.x) / pixelSize
        let firstColumn = max(0, Int(left.rounded(.down)))
        let lastColumn = Int(right.rounded(.up)) - 1
        guard firstColumn <= lastColumn else { continue }
        var coverage = 0.0
        for column in firstColumn...lastColumn {
          let glyphIndex = column / BitmapFont.advance
          let glyphColumn = column % BitmapFont.advance
          guard glyphIndex < glyphs.count, glyphColumn < BitmapFont.glyphWidth else { continue }
          let overlapX =
            (min(right, Double(column + 1)) - max(left, Double(column))) * pixelSize
          guard overlapX > 0 else { continue }
          let rows = glyphs[glyphIndex]
          let bit = UInt8(1) << UInt8(BitmapFont.glyphWidth - 1 - glyphColumn)
          for row in firstRow...lastRow where rows[row] & bit != 0 {
            let overlapY = (min(bottom, Double(row + 1)) - max(top, Double(row))) * pixelSize
            coverage += overlapX * max(0, overlapY)
          }
        }
        blend(x: x, y: y, premultiplied: source, coverage: coverage)
      }
    }
  }

  /// The size of a line of text drawn with ``draw(text:at:pixelSize:color:)``, in pixels.
  public static func textSize(of text: String, pixelSize: Double) -> CarouselSize {
    CarouselSize(
      width: Double(BitmapFont.width(of: text)) * pixelSize,
      height: Double(BitmapFont.glyphHeight) * pixelSize)
  }

  /// Draws text centred on a point, with a soft shadow one font pixel down and right so it
  /// reads on any background.
  mutating func drawCentered(
    text: String, center: CarouselPoint, pixelSize: Double, color: RGBAColor,
    shadow: RGBAColor? = nil
  ) {
    let size = Self.textSize(of: text, pixelSize: pixelSize)
    let origin = CarouselPoint(x: center.x - size.width / 2, y: center.y - size.height / 2)
    if let shadow {
      let offset = max(1, pixelSize * 0.6)
      draw(
        text: text, at: CarouselPoint(x: origin.x + offset, y: origin.y + offset),
        pixelSize: pixelSize, color: shadow)
    }
    draw(text: text, at: origin, pixelSize: pixelSize, color: color)
  }
}

/// Breaks text into lines that fit a width in characters, ending with "..." when it is cut.
///
/// - Parameters:
///   - text: The text.
///   - columns: The most characters per line (at least 1).
///   - maximumLines: The most lines (at least 1).
/// - Returns: The lines, at least one.
func wrapText(_ text: String, columns: Int, maximumLines: Int) -> [String] {
  let columns = max(1, columns)
  let maximumLines = max(1, maximumLines)
  var lines: [String] = []
  var current = ""
  var truncated = false
  for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
    var word = String(word)
    while word.count > columns {
      // A word longer than a line is split.
      if !current.isEmpty {
        lines.append(current)
        current = ""
      }
      lines.append(String(word.prefix(columns)))
      word = String(word.dropFirst(columns))
    }
    if current.isEmpty {
      current = word
    } else if current.count + 1 + word.count <= columns {
      current += " " + word
    } else {
      lines.append(current)
      current = word
    }
  }
  if !current.isEmpty { lines.append(current) }
  if lines.isEmpty { lines = [""] }
  if lines.count > maximumLines {
    lines = Array(lines.prefix(maximumLines))
    truncated = true
  }
  if truncated, var last = lines.popLast() {
    if last.count + 3 > columns { last = String(last.prefix(max(0, columns - 3))) }
    lines.append(last + "...")
  }
  return lines
}
