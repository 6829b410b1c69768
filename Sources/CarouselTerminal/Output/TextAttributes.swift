/// The text attributes (colours, bold) the terminal currently has, as far as this program
/// set them, and the SGR sequences that change them.
struct TextAttributes {
  private struct Pen: Equatable {
    var foreground: TerminalColor
    var background: TerminalColor
    var isBold: Bool
  }

  let colorMode: ColorMode
  /// nil when unknown: the next change starts with a reset.
  private var pen: Pen?

  init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Forgets the attributes: the next change starts with a reset.
  mutating func forget() {
    pen = nil
  }

  /// Records that the terminal's attributes were just reset (after `ESC [ 0 m`).
  mutating func assumeReset() {
    pen = Pen(foreground: .standard, background: .standard, isBold: false)
  }

  /// Appends the SGR sequence that gives the cell its colours and weight, if they differ.
  mutating func set(for cell: Cell, into output: inout [UInt8]) {
    let current = pen ?? Pen(foreground: .standard, background: .standard, isBold: false)
    var wanted = Pen(
      foreground: cell.foreground ?? current.foreground, background: cell.background,
      isBold: cell.isBold)
    if colorMode == .none {
      wanted.foreground = .standard
      wanted.background = .standard
    }
    if let pen, pen == wanted { return }
    let known = pen
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    var needsSeparator = false
    func separate() {
      if needsSeparator { output.append(UInt8(ascii: ";")) }
      needsSeparator = true
    }
    var resetColors = false
    if known == nil {
      // Unknown attributes: start from a reset.
      separate()
      output.append(UInt8(ascii: "0"))
      resetColors = true
      if wanted.isBold {
        separate()
        output.append(UInt8(ascii: "1"))
      }
    } else if known?.isBold != wanted.isBold {
      separate()
      if wanted.isBold {
        output.append(UInt8(ascii: "1"))
      } else {
        // There is no portable "bold off" (22 is not everywhere): reset, then set colours.
        output.append(UInt8(ascii: "0"))
        resetColors = true
      }
    }
    if resetColors || known?.foreground != wanted.foreground {
      if !(resetColors && wanted.foreground == .standard) {
        separate()
        Self.appendParameters(for: wanted.foreground, isForeground: true, to: &output)
      }
    }
    if resetColors || known?.background != wanted.background {
      if !(resetColors && wanted.background == .standard) {
        separate()
        Self.appendParameters(for: wanted.background, isForeground: false, to: &output)
      }
    }
    if !needsSeparator { output.append(UInt8(ascii: "0")) }
    output.append(UInt8(ascii: "m"))
    pen = wanted
  }

  private static func appendParameters(
    for color: TerminalColor, isForeground: Bool, to output: inout [UInt8]
  ) {
    switch color {
    case .rgb(let r, let g, let b):
      output.append(UInt8(ascii: isForeground ? "3" : "4"))
      output.append(contentsOf: [UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: "2")])
      for channel in [r, g, b] {
        output.append(UInt8(ascii: ";"))
        appendDecimal(Int(channel), to: &output)
      }
    case .indexed(let index):
      output.append(UInt8(ascii: isForeground ? "3" : "4"))
      output.append(contentsOf: [UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: "5")])
      output.append(UInt8(ascii: ";"))
      appendDecimal(Int(index), to: &output)
    case .standard:
      output.append(UInt8(ascii: isForeground ? "3" : "4"))
      output.append(UInt8(ascii: "9"))
    }
  }
}
