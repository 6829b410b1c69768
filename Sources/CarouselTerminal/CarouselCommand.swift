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
    if options.command == .render {
      return await RenderCommand(options: options, environment: environment).run(
        standardOutput: { print($0) }, standardError: printError)
    }
    // What cannot be shown at all is said before the screen is taken (a missing file, a
    // directory, a FIFO, an address in another scheme): the carousel starts with the rest,
    // each of those on a failure slide, and only when nothing is left does it not start.
    let sources = options.inputs.map(PictureSource.init(argument:))
    let failures = sources.compactMap { source in
      source.immediateFailure.map { "carousel: \(source.displayName): \($0)" }
    }
    failures.forEach(printError)
    if !sources.isEmpty, failures.count == sources.count { return 1 }
    guard TerminalDevice.isInteractive() else {
      printError(
        "carousel: not a terminal: the live carousel needs one; "
          + "to write frames to files use: carousel render [FILE|URL ...] --out DIR")
      return 1
    }
    let slideshow = Slideshow(options: options)
    let colorMode = options.colorMode ?? ColorMode.detect(environment: environment)
    let app = InteractiveApp(slideshow: slideshow, colorMode: colorMode, device: TerminalDevice())
    // The loop blocks in `poll` until the carousel ends: on a thread of its own.
    let run = await onDedicatedThread(name: "carousel-loop") {
      () -> InteractiveApp.Outcome? in
      do { return try app.run() } catch { return nil }
    }
    guard let outcome = run else {
      printError("carousel: cannot set the terminal up")
      return 1
    }
    if let signal = outcome.signal {
      // Ended by a signal, with the terminal restored: the conventional status.
      return 128 + signal
    }
    for problem in outcome.diskCacheProblems {
      printError("carousel: \(problem)")
    }
    if options.printsSelection, let selected = outcome.lastSelected {
      print("selected \(selected + 1) \(slideshow.labels[selected])")
    }
    return 0
  }

  /// The largest titles file read: far more than any list of banners needs.
  static let maximumTitleFileSize = 1 << 20

  /// The text of a `--titles` file, or nil when `path` names no file (it is then a list of
  /// titles). Whatever it is (a file, a pipe, a device), at most ``maximumTitleFileSize``
  /// bytes are read, so `/dev/zero` cannot fill the memory, and bytes that are not UTF-8
  /// read as U+FFFD instead of turning the file name into a title.
  ///
  /// - Throws: ``CommandLineError`` for a file that cannot be read or is too large.
  static func readTitleFile(_ path: String) throws(CommandLineError) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CommandLineError("--titles cannot read \(path)")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumTitleFileSize + 1) ?? Data()
    } catch {
      throw CommandLineError("--titles cannot read \(path)")
    }
    guard data.count <= maximumTitleFileSize else {
      throw CommandLineError("--titles file \(path) is larger than 1 MiB")
    }
    return String(decoding: data, as: UTF8.self)
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
