import Testing

@testable import CarouselTerminal

@Suite struct CommandLineArgumentsTests {
  /// What reading gives: each argument, and for each option the value it takes.
  static func read(
    _ list: [String], subcommand: String = "render", takingValues options: Set<String>
  ) throws(CommandLineError) -> (isSubcommand: Bool, read: [String]) {
    var arguments = CommandLineArguments(list)
    let isSubcommand = arguments.takeSubcommand(subcommand)
    var read: [String] = []
    while let argument = arguments.next() {
      switch argument {
      case .input(let input):
        read.append("input \(input)")
      case .option(let name):
        read.append("option \(name)")
        if options.contains(name) { read.append("value \(try arguments.value())") }
      }
    }
    return (isSubcommand, read)
  }

  @Test func optionsInputsAndValuesInTurn() throws {
    // Given options with values either way, a lone dash, and inputs after `--`
    let result = try Self.read(
      ["render", "--interval=5", "a.jpg", "--out", "frames", "-", "--fit", "--", "-b", "--fit"],
      takingValues: ["--interval", "--out"])
    // Then the subcommand is taken, each option gives its own value, and everything after
    // `--` is an input
    #expect(result.isSubcommand)
    #expect(
      result.read == [
        "option --interval", "value 5", "input a.jpg", "option --out", "value frames",
        "input -", "option --fit", "input -b", "input --fit",
      ])
  }

  @Test func theSubcommandIsOnlyTheFirstArgument() throws {
    let result = try Self.read(["a.jpg", "render"], takingValues: [])
    #expect(!result.isSubcommand)
    #expect(result.read == ["input a.jpg", "input render"])
  }

  @Test func anEmptyValueAfterTheEqualsSignIsAValue() throws {
    let result = try Self.read(["--titles=", "x"], takingValues: ["--titles"])
    #expect(result.read == ["option --titles", "value ", "input x"])
  }

  @Test func aMissingValueNamesItsOption() {
    #expect(throws: CommandLineError("--colour needs a value")) {
      try Self.read(["--colour"], takingValues: ["--colour"])
    }
  }
}
