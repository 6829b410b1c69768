import CarouselCore
import CarouselRendering

/// A colour as the terminal is told it: 24-bit, a 256-colour palette index, or the
/// terminal's own default.
enum TerminalColor: Hashable, Sendable {
  case rgb(UInt8, UInt8, UInt8)
  case indexed(UInt8)
  case standard

  /// The colour in a colour mode: exact in 24-bit, the nearest palette entry in 256 colours,
  /// the default without colour.
  init(_ color: RGBAColor, mode: ColorMode) {
    switch mode {
    case .trueColor: self = .rgb(color.red, color.green, color.blue)
    case .palette256: self = .indexed(Self.paletteIndex(color))
    case .none: self = .standard
    }
  }

  /// The nearest entry of the xterm 256-colour palette among the 6 x 6 x 6 cube (16...231)
  /// and the grey ramp (232...255).
  static func paletteIndex(_ color: RGBAColor) -> UInt8 {
    let levels: [Int] = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: UInt8) -> Int {
      let v = Int(value)
      if v < 48 { return 0 }
      if v < 115 { return 1 }
      return min(5, (v - 35) / 40)
    }
    let r = nearestLevel(color.red)
    let g = nearestLevel(color.green)
    let b = nearestLevel(color.blue)
    let cube = (levels[r], levels[g], levels[b])
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grey = 8 + greyStep * 10
    func distance(_ a: (Int, Int, Int)) -> Int {
      let dr = Int(color.red) - a.0
      let dg = Int(color.green) - a.1
      let db = Int(color.blue) - a.2
      return dr * dr + dg * dg + db * db
    }
    if distance((grey, grey, grey)) < distance(cube) {
      return UInt8(232 + greyStep)
    }
    return UInt8(16 + r * 36 + g * 6 + b)
  }
}
