/// A tiny built-in 5 x 7 pixel font for printable ASCII, so slides and marks can carry text
/// without any font file. Other characters draw as a box.
struct BitmapFont: Sendable {
  /// The glyph width in font pixels.
  static let glyphWidth = 5
  /// The glyph height in font pixels.
  static let glyphHeight = 7
  /// The advance from one character to the next, in font pixels (one pixel of spacing).
  static let advance = 6

  /// The shared instance.
  static let standard = BitmapFont()

  /// Five bits per row, seven rows per glyph, for code points 32 ... 126.
  private let table: [[UInt8]]
  private let missing: [UInt8] = [0x1F, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1F]

  private init() {
    var table = [[UInt8]](repeating: [], count: 95)
    for (character, rows) in Self.glyphRows {
      guard let value = character.asciiValue, value >= 32, value <= 126 else { continue }
      table[Int(value) - 32] = rows.map { row in
        row.reduce(into: UInt8(0)) { bits, pixel in bits = bits << 1 | (pixel == "#" ? 1 : 0) }
      }
    }
    self.table = table
  }

  /// The seven rows of a character's glyph; bit 4 is the leftmost column.
  func rows(for character: Character) -> [UInt8] {
    guard let value = character.asciiValue, value >= 32, value <= 126 else { return missing }
    let rows = table[Int(value) - 32]
    return rows.isEmpty ? missing : rows
  }

  /// The width of a line of text in font pixels (without trailing spacing).
  static func width(of text: String) -> Int {
    text.isEmpty ? 0 : text.count * advance - 1
  }
}
