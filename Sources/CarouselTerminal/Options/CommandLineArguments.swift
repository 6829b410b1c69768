/// The arguments of a command line, read one at a time: inputs, and options with their
/// values, given as `--name value` or `--name=value`.
///
/// ```swift
/// var arguments = CommandLineArguments(["--interval=5", "a.jpg", "--", "-b.jpg"])
/// arguments.next()   // .option("--interval")
/// arguments.value()  // "5"
/// arguments.next()   // .input("a.jpg")
/// arguments.next()   // .input("-b.jpg"): everything after `--` is an input
/// ```
struct CommandLineArguments {
  /// One argument.
  enum Argument: Hashable {
    /// An input: anything not starting with `-`, a lone `-`, or anything after `--`.
    case input(String)
    /// An option, by its name (without the `=value` given with it).
    case option(String)
  }

  private var remaining: ArraySlice<String>
  /// The option read last.
  private var name = ""
  /// The value given with the option read last, after `=`.
  private var inlineValue: String?
  /// Whether `--` came: what follows are inputs, whatever they look like.
  private var isOnlyInputs = false

  /// Prepares to read the arguments after the program name.
  init(_ arguments: [String]) {
    remaining = arguments[...]
  }

  /// Takes the first argument if it is `subcommand` (`render`).
  ///
  /// - Returns: Whether it was.
  mutating func takeSubcommand(_ subcommand: String) -> Bool {
    guard remaining.first == subcommand else { return false }
    remaining = remaining.dropFirst()
    return true
  }

  /// The next input or option, or nil when none is left.
  mutating func next() -> Argument? {
    while let argument = remaining.popFirst() {
      if isOnlyInputs || !argument.hasPrefix("-") || argument == "-" {
        return .input(argument)
      }
      name = argument
      inlineValue = nil
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard name != "--" else {
        isOnlyInputs = true
        continue
      }
      return .option(name)
    }
    return nil
  }

  /// The value of the option just read: the one given after `=`, or else the next argument.
  ///
  /// - Throws: ``CommandLineError`` when there is no next argument.
  mutating func value() throws(CommandLineError) -> String {
    if let inlineValue { return inlineValue }
    guard let next = remaining.popFirst() else {
      throw CommandLineError("\(name) needs a value")
    }
    return next
  }
}
