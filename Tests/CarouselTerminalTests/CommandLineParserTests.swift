import CarouselCore
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
    #expect(session.nextWakeUp == nil)
    session.advance(to: 30)
    #expect(session.engine.currentIndex == 0)
    #expect(session.engine.prefersReducedMotion)
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
    let text = try CommandLineParser.parse(["render", "--text", "200x60", "photo.jpg"])
    #expect(text.textColumns == 200 && text.textRows == 60)
  }

  @Test func helpAndVersion() throws {
    #expect(try CommandLineParser.parse(["--help"]).command == .help)
    #expect(try CommandLineParser.parse(["-V"]).command == .version)
  }

  @Test(arguments: [
    (["--bogus"], "unknown option --bogus"),
    (["--interval"], "--interval needs a value"),
    (["--interval", "soon"], "--interval takes a number, not 'soon'"),
    (["--interval", "-1"], "--interval must be 0 or more"),
    (["--marquee", "0"], "--marquee needs a non-zero speed"),
    (["--color", "pink"], "--color takes auto, truecolor, 256 or none, not 'pink'"),
    (["--at", "1"], "--at is an option of carousel render"),
    (["render", "--size", "10by10", "--out", "d"], "--size takes WIDTHxHEIGHT, not '10by10'"),
    (["render"], "carousel render needs --out DIR, --strip FILE.png or --text COLSxROWS"),
  ])
  func mistakesAreOneLine(arguments: [String], message: String) {
    #expect(throws: CommandLineError(message)) { try CommandLineParser.parse(arguments) }
    #expect(CommandLineError(message).description == "carousel: \(message) (see carousel --help)")
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
