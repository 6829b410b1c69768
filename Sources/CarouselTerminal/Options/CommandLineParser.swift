import CarouselCore

/// A command-line mistake, reported as one line and a non-zero exit status.
struct CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, without the program name.
  let message: String

  /// Creates an error.
  init(_ message: String) { self.message = message }

  /// The one-line report: `carousel: <message> (see carousel --help)`.
  var description: String { "carousel: \(message) (see carousel --help)" }
}

/// Parses the arguments of `carousel` (without the program name).
///
/// `--titles` takes either a comma-separated list or the path of a file of `url<TAB>title`
/// lines; reading that file is the caller's business, through `readFile`, so parsing stays a
/// pure function.
///
/// ```swift
/// let options = try CommandLineParser.parse(["--interval", "5", "a.jpg", "b.jpg"])
/// options.inputs    // ["a.jpg", "b.jpg"]
/// options.interval  // 5
/// ```
enum CommandLineParser {
  /// Parses the arguments.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - readFile: Returns the text of a file, or nil when there is no such file; throws
  ///     when the file cannot be used.
  /// - Throws: ``CommandLineError`` for an unknown option, a missing or malformed value.
  static func parse(
    _ arguments: [String],
    readFile: (String) throws(CommandLineError) -> String? = { _ in nil }
  ) throws(CommandLineError) -> CarouselOptions {
    var options = CarouselOptions()
    var reader = CommandLineArguments(arguments)
    if reader.takeSubcommand("render") { options.command = .render }
    var titlesFromFile: [(url: String, title: String)] = []
    while let argument = reader.next() {
      switch argument {
      case .input(let input):
        options.inputs.append(input)
      case .option("--titles"):
        let text = try reader.value()
        if let file = try readFile(text) {
          titlesFromFile = parseTitleFile(file)
        } else {
          options.titles = parseTitleList(text)
        }
      case .option(let name):
        try parseOption(name, reader: &reader, into: &options)
      }
    }
    addTitleFile(titlesFromFile, to: &options)
    if options.command == .render, options.outputDirectory == nil, options.stripPath == nil,
      options.textColumns == nil
    {
      throw CommandLineError(
        "carousel render needs --out DIR, --strip FILE.png or --text COLSxROWS")
    }
    return options
  }

  // MARK: Options by kind

  /// Applies one option (other than `--titles`), reading its value if it takes one.
  private static func parseOption(
    _ name: String, reader: inout CommandLineArguments, into options: inout CarouselOptions
  ) throws(CommandLineError) {
    if parseSwitch(name, into: &options) { return }
    if try parseSetting(name, reader: &reader, into: &options) { return }
    if try parseRenderOption(name, reader: &reader, into: &options) { return }
    throw CommandLineError("unknown option \(name)")
  }

  /// The options without a value: help, version and the switches.
  ///
  /// - Returns: Whether `name` is one of them.
  private static func parseSwitch(_ name: String, into options: inout CarouselOptions) -> Bool {
    switch name {
    case "-h", "--help": options.command = .help
    case "-V", "--version": options.command = .version
    case "--vertical": options.isVertical = true
    case "--rtl": options.isRightToLeft = true
    case "--print-selection": options.printsSelection = true
    case "--fit": options.fitsPictures = true
    case "--reduce-motion": options.reducesMotion = true
    case "--hold-animations": options.holdsAnimations = true
    default: return false
    }
    return true
  }

  /// The options with a value that shape the carousel, live or rendered.
  ///
  /// - Returns: Whether `name` is one of them.
  private static func parseSetting(
    _ name: String, reader: inout CommandLineArguments, into options: inout CarouselOptions
  ) throws(CommandLineError) -> Bool {
    switch name {
    case "--interval":
      let intervals = try intervals(try reader.value())
      options.interval = intervals.last ?? 0
      options.itemIntervals = intervals.count > 1 ? intervals : []
    case "--marquee": options.marqueeSpeed = try marqueeSpeed(try reader.value())
    case "--effect": options.effect = try effect(named: try reader.value())
    case "--indicator": options.indicator = try indicator(try reader.value())
    case "--refresh": options.refreshInterval = try refreshInterval(try reader.value())
    case "--color", "--colour": options.colorMode = try colorMode(try reader.value())
    default: return false
    }
    return true
  }

  /// The options of `carousel render` alone.
  private static let renderOptions: Set<String> = [
    "--at", "--size", "--scale", "--out", "--strip", "--allow-failures", "--text", "--glass",
  ]

  /// The options of `carousel render`, each refused without it (before its value is read).
  ///
  /// - Returns: Whether `name` is one of them.
  private static func parseRenderOption(
    _ name: String, reader: inout CommandLineArguments, into options: inout CarouselOptions
  ) throws(CommandLineError) -> Bool {
    guard renderOptions.contains(name) else { return false }
    guard options.command == .render else {
      throw CommandLineError("\(name) is an option of carousel render")
    }
    switch name {
    case "--at":
      options.renderTimes = try renderTimes(try reader.value())
    case "--size":
      let size = try dimensions(try reader.value(), for: name)
      options.renderWidth = size.width
      options.renderHeight = size.height
    case "--scale":
      options.renderScale = try renderScale(try reader.value())
    case "--out":
      options.outputDirectory = try reader.value()
    case "--strip":
      options.stripPath = try reader.value()
    case "--allow-failures":
      options.allowsFailures = true
    case "--glass":
      options.drawsGlass = true
    case "--text":
      let size = try textSize(try reader.value())
      options.textColumns = size.columns
      options.textRows = size.rows
    default:
      return false
    }
    return true
  }

  // MARK: Values

  /// `--interval`: 0 (no auto-advance), or seconds in the one range every front end takes
  /// (``/CarouselCore/CarouselAutoAdvance/intervalRange``), or a list of such seconds, one
  /// per slide (`3,8,5`), where 0 has no meaning.
  private static func intervals(_ text: String) throws(CommandLineError) -> [Double] {
    let range = CarouselAutoAdvance.intervalRange
    let entries = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    var seconds: [Double] = []
    for entry in entries {
      let value = try number(entry, for: "--interval")
      guard (value == 0 && entries.count == 1) || range.contains(value) else {
        let what = entries.count == 1 ? "0 (off) or seconds" : "seconds for each slide"
        throw CommandLineError(
          "--interval takes \(what) from \(decimal(range.lowerBound)) to "
            + "\(decimal(range.upperBound)), not '\(entry)'")
      }
      seconds.append(value)
    }
    guard seconds.count <= Limits.listValues else {
      throw CommandLineError("--interval takes at most \(Limits.listValues) values")
    }
    return seconds
  }

  /// `--marquee`: a speed other than 0, either way, up to ``Limits/marqueeSpeed``.
  private static func marqueeSpeed(_ text: String) throws(CommandLineError) -> Double {
    let speed = try number(text, for: "--marquee")
    guard abs(speed) <= Limits.marqueeSpeed else {
      let limit = Int(Limits.marqueeSpeed)
      throw CommandLineError("--marquee takes a speed from -\(limit) to \(limit), not '\(text)'")
    }
    guard speed != 0 else { throw CommandLineError("--marquee needs a non-zero speed") }
    return speed
  }

  /// `--effect`: one of the named effects.
  private static func effect(named name: String) throws(CommandLineError) -> CarouselEffect {
    guard let effect = CarouselEffect(named: name) else {
      let names = CarouselEffect.namedEffects.map(\.name).joined(separator: ", ")
      throw CommandLineError("--effect takes one of \(names), not '\(name)'")
    }
    return effect
  }

  /// `--indicator`: one of the indicator styles.
  private static func indicator(_ text: String) throws(CommandLineError) -> IndicatorOption {
    guard let indicator = IndicatorOption(rawValue: text) else {
      throw CommandLineError("--indicator takes one of \(IndicatorOption.names), not '\(text)'")
    }
    return indicator
  }

  /// `--refresh`: seconds, more than 0.
  private static func refreshInterval(_ text: String) throws(CommandLineError) -> Double {
    let seconds = try number(text, for: "--refresh")
    guard seconds > 0 else { throw CommandLineError("--refresh must be more than 0") }
    return seconds
  }

  /// `--color`: a colour mode, or nil for `auto` (the environment decides).
  private static func colorMode(_ text: String) throws(CommandLineError) -> ColorMode? {
    if text == "auto" { return nil }
    guard let mode = ColorMode(rawValue: text) else {
      throw CommandLineError("--color takes auto, truecolor, 256 or none, not '\(text)'")
    }
    return mode
  }

  /// `--at`: comma-separated times from 0 to ``Limits/seconds``, at least one.
  private static func renderTimes(_ text: String) throws(CommandLineError) -> [Double] {
    var times: [Double] = []
    for part in text.split(separator: ",") {
      let time = try number(String(part).trimmingSpaces(), for: "--at")
      guard time >= 0 else { throw CommandLineError("--at times must be 0 or more") }
      guard time <= Limits.seconds else {
        throw CommandLineError("--at times must be from 0 to \(Int(Limits.seconds)) seconds")
      }
      times.append(time)
    }
    guard !times.isEmpty else { throw CommandLineError("--at needs at least one time") }
    return times
  }

  /// `--scale`: pixels per point, more than 0 and at most 16.
  private static func renderScale(_ text: String) throws(CommandLineError) -> Double {
    let scale = try number(text, for: "--scale")
    guard scale > 0, scale <= 16 else { throw CommandLineError("--scale must be in (0, 16]") }
    return scale
  }

  /// `--text`: columns and rows, two pixels a row, so that the frame behind the text stays
  /// within the largest `--size`.
  private static func textSize(_ text: String) throws(CommandLineError) -> (
    columns: Int, rows: Int
  ) {
    let size = try dimensions(text, for: "--text")
    guard size.height <= Limits.pixels / 2 else {
      throw CommandLineError(
        "--text takes COLSxROWS up to \(Limits.pixels)x\(Limits.pixels / 2), not '\(text)'")
    }
    return (size.width, size.height)
  }

  // MARK: Titles

  /// `--titles A,B,C`: the titles by position, trimmed; empty ones are kept (that item
  /// keeps its file name).
  private static func parseTitleList(_ text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces()
    }
  }

  /// Adds the pictures of a titles file after those given as arguments, and their titles
  /// (none for the pictures given as arguments).
  private static func addTitleFile(
    _ entries: [(url: String, title: String)], to options: inout CarouselOptions
  ) {
    guard !entries.isEmpty else { return }
    options.inputs += entries.map(\.url)
    let positional = options.inputs.count - entries.count
    options.titles = [String](repeating: "", count: positional) + entries.map(\.title)
  }

  /// The largest numbers taken from the command line. Beyond them the engine's position (a
  /// speed times a time, in items) would pass what it can hold, and a frame what memory can.
  enum Limits {
    /// Points per second, either way, for `--marquee`: a 4K-wide screen crossed about 25
    /// times a second.
    static let marqueeSpeed = 100_000.0
    /// Seconds, for `--at`: about 31 years.
    static let seconds = 1_000_000_000.0
    /// Pixels across and down a rendered frame.
    static let pixels = 16_384
    /// Values in a list given slide by slide (`--interval 3,8,5`).
    static let listValues = 100_000
  }

  /// Reads `url<TAB>title` lines; blank lines and lines starting with `#` are skipped, and a
  /// line without a tab is a URL without a title.
  static func parseTitleFile(_ text: String) -> [(url: String, title: String)] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let trimmed = String(line).trimmingSpaces()
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      let parts = trimmed.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      return (
        String(parts[0]).trimmingSpaces(), parts.count > 1 ? String(parts[1]).trimmingSpaces() : ""
      )
    }
  }

  /// A number as the messages write it: whole numbers without a decimal point.
  static func decimal(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func number(_ text: String, for name: String) throws(CommandLineError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw CommandLineError("\(name) takes a number, not '\(text)'")
    }
    return value
  }

  private static func dimensions(_ text: String, for name: String) throws(CommandLineError) -> (
    width: Int, height: Int
  ) {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0,
      height > 0, width <= Limits.pixels, height <= Limits.pixels
    else { throw CommandLineError("\(name) takes WIDTHxHEIGHT, not '\(text)'") }
    return (width, height)
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\r" {
      scalars = scalars.dropFirst()
    }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" {
      scalars = scalars.dropLast()
    }
    return String(scalars)
  }
}
