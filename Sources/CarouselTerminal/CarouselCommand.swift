import Foundation

/// The `carousel` command: parses the arguments and runs the interactive carousel or
/// `carousel render`.
///
/// ```swift
/// // main.swift of the executable
/// exit(await CarouselCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
public enum CarouselCommand {
  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - environment: The environment (`NO_COLOR`, `COLORTERM`).
  /// - Returns: The exit status: 0 on success, 1 when something could not be shown or
  ///   written, 2 for a usage mistake, 128 plus the signal number when a signal ended it.
  public static func main(
    arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) async -> Int32 {
    let options: CarouselOptions
    do {
      options = try CommandLineParser.parse(arguments, readFile: readTitleFile)
    } catch {
      printError(error.description)
      return 2
    }
    switch options.command {
    case .help:
      print(HelpText.usage)
      return 0
    case .version:
      print("carousel \(CarouselOptions.version)")
      return 0
    case .interactive, .render:
      break
    }
    for input in options.inputs {
      if let missing = PictureSource(argument: input).missingFile {
        printError("carousel: no such file: \(missing)")
        return 1
      }
    }
    if options.command == .render {
      return await RenderCommand(options: options, environment: environment).run(
        standardOutput: { print($0) }, standardError: printError)
    }
    guard TerminalDevice.isInteractive() else {
      printError(
        "carousel: not a terminal: the live carousel needs one; "
          + "to write frames to files use: carousel render [FILE|URL ...] --out DIR")
      return 1
    }
    let slideshow = Slideshow(options: options)
    let colorMode = options.colorMode ?? ColorMode.detect(environment: environment)
    let app = InteractiveApp(slideshow: slideshow, colorMode: colorMode, device: TerminalDevice())
    let outcome: InteractiveApp.Outcome
    do {
      outcome = try app.run()
    } catch {
      printError("carousel: cannot set the terminal up")
      return 1
    }
    if let signal = outcome.signal {
      // Ended by a signal, with the terminal restored: the conventional status.
      return 128 + signal
    }
    if options.printsSelection, let selected = outcome.lastSelected {
      print("selected \(selected + 1) \(slideshow.labels[selected])")
    }
    return 0
  }

  private static func readTitleFile(_ path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    return try? String(contentsOfFile: path, encoding: .utf8)
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
