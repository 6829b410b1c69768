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
    var remaining = arguments[...]
    if remaining.first == "render" {
      options.command = .render
      remaining = remaining.dropFirst()
    }
    var titlesFromFile: [(url: String, title: String)] = []
    var onlyInputs = false
    while let argument = remaining.popFirst() {
      if onlyInputs || !argument.hasPrefix("-") || argument == "-" {
        options.inputs.append(argument)
        continue
      }
      // Accept --name=value as well as --name value.
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(CommandLineError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw CommandLineError("\(name) needs a value")
        }
        return next
      }
      func requireRender() throws(CommandLineError) {
        guard options.command == .render else {
          throw CommandLineError("\(name) is an option of carousel render")
        }
      }
      switch name {
      case "--":
        onlyInputs = true
      case "-h", "--help":
        options.command = .help
      case "-V", "--version":
        options.command = .version
      case "--titles":
        let text = try value()
        if let file = try readFile(text) {
          titlesFromFile = parseTitleFile(file)
        } else {
          options.titles = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingSpaces()
          }
        }
      case "--interval":
        let seconds = try number(try value(), for: name)
        guard seconds >= 0 else { throw CommandLineError("--interval must be 0 or more") }
        guard seconds <= Limits.seconds else {
          throw CommandLineError("--interval must be at most \(Int(Limits.seconds)) seconds")
        }
        options.interval = seconds
      case "--vertical":
        options.isVertical = true
      case "--rtl":
        options.isRightToLeft = true
      case "--marquee":
        let text = try value()
        let speed = try number(text, for: name)
        guard abs(speed) <= Limits.marqueeSpeed else {
          let limit = Int(Limits.marqueeSpeed)
          throw CommandLineError(
            "--marquee takes a speed from -\(limit) to \(limit), not '\(text)'")
        }
        guard speed != 0 else { throw CommandLineError("--marquee needs a non-zero speed") }
        options.marqueeSpeed = speed
      case "--effect":
        let name = try value()
        guard let effect = CarouselEffect(named: name) else {
          let names = CarouselEffect.namedEffects.map(\.name).joined(separator: ", ")
          throw CommandLineError("--effect takes one of \(names), not '\(name)'")
        }
        options.effect = effect
      case "--indicator":
        let text = try value()
        guard let indicator = IndicatorOption(rawValue: text) else {
          throw CommandLineError("--indicator takes one of \(IndicatorOption.names), not '\(text)'")
        }
        options.indicator = indicator
      case "--print-selection":
        options.printsSelection = true
      case "--fit":
        options.fitsPictures = true
      case "--reduce-motion":
        options.reducesMotion = true
      case "--refresh":
        let seconds = try number(try value(), for: name)
        guard seconds > 0 else { throw CommandLineError("--refresh must be more than 0") }
        options.refreshInterval = seconds
      case "--color", "--colour":
        let text = try value()
        if text == "auto" {
          options.colorMode = nil
        } else if let mode = ColorMode(rawValue: text) {
          options.colorMode = mode
        } else {
          throw CommandLineError("--color takes auto, truecolor, 256 or none, not '\(text)'")
        }
      case "--at":
        try requireRender()
        let text = try value()
        var times: [Double] = []
        for part in text.split(separator: ",") {
          let time = try number(String(part).trimmingSpaces(), for: name)
          guard time >= 0 else { throw CommandLineError("--at times must be 0 or more") }
          guard time <= Limits.seconds else {
            throw CommandLineError(
              "--at times must be from 0 to \(Int(Limits.seconds)) seconds")
          }
          times.append(time)
        }
        guard !times.isEmpty else { throw CommandLineError("--at needs at least one time") }
        options.renderTimes = times
      case "--size":
        try requireRender()
        let size = try dimensions(try value(), for: name)
        options.renderWidth = size.width
        options.renderHeight = size.height
      case "--scale":
        try requireRender()
        let scale = try number(try value(), for: name)
        guard scale > 0, scale <= 16 else { throw CommandLineError("--scale must be in (0, 16]") }
        options.renderScale = scale
      case "--out":
        try requireRender()
        options.outputDirectory = try value()
      case "--strip":
        try requireRender()
        options.stripPath = try value()
      case "--allow-failures":
        try requireRender()
        options.allowsFailures = true
      case "--text":
        try requireRender()
        let text = try value()
        let size = try dimensions(text, for: name)
        // Two pixels a row: the frame behind the text stays within the largest --size.
        guard size.height <= Limits.pixels / 2 else {
          throw CommandLineError(
            "--text takes COLSxROWS up to \(Limits.pixels)x\(Limits.pixels / 2), not '\(text)'")
        }
        options.textColumns = size.width
        options.textRows = size.height
      default:
        throw CommandLineError("unknown option \(name)")
      }
    }
    if !titlesFromFile.isEmpty {
      options.inputs += titlesFromFile.map(\.url)
      let positional = options.inputs.count - titlesFromFile.count
      options.titles =
        [String](repeating: "", count: positional) + titlesFromFile.map(\.title)
    }
    if options.command == .render, options.outputDirectory == nil, options.stripPath == nil,
      options.textColumns == nil
    {
      throw CommandLineError(
        "carousel render needs --out DIR, --strip FILE.png or --text COLSxROWS")
    }
    return options
  }

  /// The largest numbers taken from the command line. Beyond them the engine's position (a
  /// speed times a time, in items) would pass what it can hold, and a frame what memory can.
  enum Limits {
    /// Points per second, either way, for `--marquee`: a 4K-wide screen crossed about 25
    /// times a second.
    static let marqueeSpeed = 100_000.0
    /// Seconds, for `--interval` and `--at`: about 31 years.
    static let seconds = 1_000_000_000.0
    /// Pixels across and down a rendered frame.
    static let pixels = 16_384
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
