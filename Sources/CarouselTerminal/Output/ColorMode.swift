/// How many colours the terminal shows.
package enum ColorMode: String, Hashable, Sendable, CaseIterable {
  /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case trueColor = "truecolor"
  /// The xterm 256-colour palette: a 6 x 6 x 6 cube and a grey ramp.
  case palette256 = "256"
  /// No colour at all (`NO_COLOR` set): pictures as shades of text.
  case none = "none"

  /// The mode a terminal's environment asks for: no colour when `NO_COLOR` is set and not
  /// empty, 24-bit when `COLORTERM` says `truecolor` or `24bit`, 256 colours otherwise.
  package static func detect(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    return .palette256
  }
}
