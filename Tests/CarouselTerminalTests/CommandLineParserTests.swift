import CarouselCore
import Foundation
import Testing

@testable import CarouselTerminal

@Suite struct CommandLineParserTests {
  @Test func defaultsShowTheDemo() throws {
    let options = try CommandLineParser.parse([])
    #expect(options.command == .interactive)
    #expect(options.inputs.isEmpty)
    #expect(options.interval == 3)
  }

  @Test func interactiveOptions() throws {
    let options = try CommandLineParser.parse([
      "--titles", "Beach, City ,Forest", "--interval", "0", "--vertical", "--rtl",
      "--marquee=-15", "--print-selection", "--color", "256", "--fit", "a.jpg", "https://x.y/b.png",
    ])
    #expect(options.titles == ["Beach", "City", "Forest"])
    #expect(options.interval == 0)
    #expect(options.isVertical && options.isRightToLeft && options.printsSelection)
    #expect(options.marqueeSpeed == -15)
    #expect(options.colorMode == .palette256)
    #expect(options.fitsPictures)
    #expect(options.inputs == ["a.jpg", "https://x.y/b.png"])
  }

  @Test func refreshSetsHowOftenPicturesAreRevalidated() throws {
    let options = try CommandLineParser.parse(["--refresh", "30", "https://x.y/b.png"])
    #expect(options.refreshInterval == 30)
    #expect(Slideshow(options: options).refresh == .every(30))
    // By default each picture is revalidated when its HTTP freshness runs out.
    #expect(Slideshow(options: try CommandLineParser.parse([])).refresh == .followingHTTP)
    for bad in ["0", "-1", "soon"] {
      #expect(throws: CommandLineError.self) { try CommandLineParser.parse(["--refresh", bad]) }
    }
  }

  @Test func reduceMotionStopsRotationAndCrossFades() throws {
    let options = try CommandLineParser.parse(["--reduce-motion", "--interval", "2"])
    #expect(options.reducesMotion)
    let slideshow = Slideshow(options: options)
    var session = CarouselSession(
      configuration: slideshow.configuration, labels: slideshow.labels,
      layout: ScreenLayout(columns: 80, rows: 24), reducesMotion: slideshow.reducesMotion, now: 0)
    // No auto-start under reduced motion.
    #expect(session.tickPlan == .idle)
    session.advance(to: 30)
    #expect(session.frame.currentIndex == 0)
    #expect(session.frame.prefersReducedMotion)
    // Reduced motion stops the slide show as the user's stop, which the user may undo
    #expect(session.frame.isRotationStopped)
  }

  @Test func titlesFileGivesURLsAndTitles() throws {
    let file = "# banners\nhttps://a.example/1.jpg\tFirst\n\nhttps://a.example/2.jpg\n"
    let options = try CommandLineParser.parse(
      ["local.png", "--titles", "list.tsv"], readFile: { $0 == "list.tsv" ? file : nil })
    #expect(options.inputs == ["local.png", "https://a.example/1.jpg", "https://a.example/2.jpg"])
    #expect(options.titles == ["", "First", ""])
  }

  @Test func renderOptions() throws {
    let options = try CommandLineParser.parse([
      "render", "--at", "0, 0.25,0.5", "--size", "1170x390", "--scale", "3", "--out", "frames",
      "--strip", "s.png",
    ])
    #expect(options.command == .render)
    #expect(options.renderTimes == [0, 0.25, 0.5])
    #expect(options.renderWidth == 1170 && options.renderHeight == 390)
    #expect(options.renderScale == 3)
    #expect(options.outputDirectory == "frames" && options.stripPath == "s.png")
    #expect(!options.allowsFailures)
    #expect(!options.drawsGlass)
    let text = try CommandLineParser.parse([
      "render", "--text", "200x60", "photo.jpg", "--allow-failures", "--glass",
    ])
    #expect(text.textColumns == 200 && text.textRows == 60)
    #expect(text.allowsFailures)
    #expect(text.drawsGlass)
    #expect(text.inputs == ["photo.jpg"])
  }

  @Test func titlesFileIsReadBoundedAndLeniently() throws {
    // Given a titles file with a title that is not UTF-8, one too large, and a device that
    // never ends
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "carousel-titles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let latin1 = directory.appendingPathComponent("latin1.tsv")
    try Data("a.png\tCaf".utf8 + [0xE9] + Array("\n".utf8)).write(to: latin1)
    let large = directory.appendingPathComponent("large.tsv")
    try Data(repeating: UInt8(ascii: "x"), count: CarouselCommand.maximumTitleFileSize + 1)
      .write(to: large)

    // When each is given to --titles
    let options = try CommandLineParser.parse(
      ["--titles", latin1.path], readFile: CarouselCommand.readTitleFile)

    // Then the bad byte reads as a replacement character (not the file name as a title)
    #expect(options.inputs == ["a.png"])
    #expect(options.titles == ["Caf\u{FFFD}"])
    // And a file past 1 MiB, or endless, is refused in one line, having read at most 1 MiB
    #expect(throws: CommandLineError("--titles file \(large.path) is larger than 1 MiB")) {
      try CommandLineParser.parse(
        ["--titles", large.path], readFile: CarouselCommand.readTitleFile)
    }
    #expect(throws: CommandLineError("--titles file /dev/zero is larger than 1 MiB")) {
      try CommandLineParser.parse(
        ["--titles", "/dev/zero"], readFile: CarouselCommand.readTitleFile)
    }
    // And a list of titles that names no file is still a list
    let list = try CommandLineParser.parse(
      ["--titles", "A,B"], readFile: CarouselCommand.readTitleFile)
    #expect(list.titles == ["A", "B"])
  }

  @Test func helpAndVersion() throws {
    #expect(try CommandLineParser.parse(["--help"]).command == .help)
    #expect(try CommandLineParser.parse(["-V"]).command == .version)
  }

  @Test(arguments: [
    (["--bogus"], "unknown option --bogus"),
    (["--interval"], "--interval needs a value"),
    (["--interval", "soon"], "--interval takes a number, not 'soon'"),
    (["--interval", "-1"], "--interval takes 0 (off) or seconds from 0.25 to 86400, not '-1'"),
    (["--interval", "0.1"], "--interval takes 0 (off) or seconds from 0.25 to 86400, not '0.1'"),
    (
      ["--interval", "86400.5"],
      "--interval takes 0 (off) or seconds from 0.25 to 86400, not '86400.5'"
    ),
    (["--marquee", "0"], "--marquee needs a non-zero speed"),
    (["--color", "pink"], "--color takes auto, truecolor, 256 or none, not 'pink'"),
    (["--at", "1"], "--at is an option of carousel render"),
    (["--allow-failures"], "--allow-failures is an option of carousel render"),
    (["--glass"], "--glass is an option of carousel render"),
    (["render", "--size", "10by10", "--out", "d"], "--size takes WIDTHxHEIGHT, not '10by10'"),
    (["render"], "carousel render needs --out DIR, --strip FILE.png or --text COLSxROWS"),
    (["--marquee", "1e308"], "--marquee takes a speed from -100000 to 100000, not '1e308'"),
    (["--marquee=-100001"], "--marquee takes a speed from -100000 to 100000, not '-100001'"),
    (["--interval", "nan"], "--interval takes a number, not 'nan'"),
    (
      ["--interval", "3,0,5"],
      "--interval takes seconds for each slide from 0.25 to 86400, not '0'"
    ),
    (["--interval", "3,,5"], "--interval takes a number, not ''"),
    (["--interval", "3,8,"], "--interval takes a number, not ''"),
    (
      ["--interval", "2,1e9"],
      "--interval takes seconds for each slide from 0.25 to 86400, not '1e9'"
    ),
    (
      ["--interval", "1e300"], "--interval takes 0 (off) or seconds from 0.25 to 86400, not '1e300'"
    ),
    (
      ["render", "--at", "0,1e300", "--out", "d"],
      "--at times must be from 0 to 1000000000 seconds"
    ),
    (["render", "--text", "100x9000"], "--text takes COLSxROWS up to 16384x8192, not '100x9000'"),
    (["render", "--size", "0x10", "--out", "d"], "--size takes WIDTHxHEIGHT, not '0x10'"),
    (
      ["render", "--size", "99999999999999999999x1", "--out", "d"],
      "--size takes WIDTHxHEIGHT, not '99999999999999999999x1'"
    ),
  ])
  func mistakesAreOneLine(arguments: [String], message: String) {
    #expect(throws: CommandLineError(message)) { try CommandLineParser.parse(arguments) }
    #expect(CommandLineError(message).description == "carousel: \(message) (see carousel --help)")
  }

  @Test func aListOfIntervalsGivesEachSlideItsOwnAndTheRestTheLast() throws {
    let options = try CommandLineParser.parse(["--interval", "3,8,5", "--hold-animations"])
    #expect(options.itemIntervals == [3, 8, 5])
    #expect(options.interval == 5)
    #expect(options.holdsAnimations)
    // One value is the carousel's interval alone
    let one = try CommandLineParser.parse(["--interval", "4"])
    #expect(one.itemIntervals.isEmpty && one.interval == 4 && !one.holdsAnimations)
    // The slideshow hands them to the engine
    let configuration = Slideshow(options: options).configuration
    #expect(configuration.itemIntervals == [3, 8, 5])
    #expect(configuration.autoAdvance == .interval(5))
  }

  @Test func numbersAtTheirLimitsAreTaken() throws {
    // Given each bounded number at its limit
    let options = try CommandLineParser.parse([
      "render", "--marquee", "-100000", "--interval", "86400", "--at", "0,1000000000",
      "--size", "16384x16384", "--out", "d",
    ])
    let text = try CommandLineParser.parse(["render", "--text", "16384x8192"])
    // Then it is taken as given
    #expect(options.marqueeSpeed == -100_000)
    #expect(options.interval == 86_400)
    #expect(try CommandLineParser.parse(["--interval", "0.25"]).interval == 0.25)
    #expect(try CommandLineParser.parse(["--interval", "0"]).interval == 0)
    #expect(options.renderTimes == [0, 1_000_000_000])
    #expect(options.renderWidth == 16_384 && options.renderHeight == 16_384)
    #expect(text.textColumns == 16_384 && text.textRows == 8_192)
  }

  @Test func effects() throws {
    #expect(try CommandLineParser.parse(["--effect", "cube"]).effect == .cube)
    #expect(try CommandLineParser.parse(["--effect=crossfade"]).effect == .crossFade)
    #expect(try CommandLineParser.parse([]).effect == .slide)
    #expect(throws: CommandLineError.self) { try CommandLineParser.parse(["--effect", "spin"]) }
  }

  @Test func doubleDashEndsOptions() throws {
    let options = try CommandLineParser.parse(["--", "--odd-name.jpg"])
    #expect(options.inputs == ["--odd-name.jpg"])
  }
}
