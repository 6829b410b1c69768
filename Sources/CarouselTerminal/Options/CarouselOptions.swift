import CarouselCore

/// What the `carousel` command was asked to do, parsed from its arguments.
package struct CarouselOptions: Hashable, Sendable {
  /// The mode of the command.
  package enum Command: Hashable, Sendable {
    /// The live carousel in the terminal.
    case interactive
    /// Frames written as PNG files or terminal text, in virtual time, without a terminal.
    case render
    /// Print the usage and exit.
    case help
    /// Print the version and exit.
    case version
  }

  /// The mode.
  package var command: Command = .interactive
  /// The pictures: file paths or URLs. Empty means the built-in demo slides.
  package var inputs: [String] = []
  /// Titles given with `--titles "A,B,C"` or read from a `url<TAB>title` file, by position.
  package var titles: [String] = []
  /// Seconds between page turns; 0 turns auto-advance off. With a list (`--interval 3,8,5`)
  /// its last value, which the slides past the list wait.
  package var interval: Double = 3
  /// Each slide's own seconds, in order, from `--interval 3,8,5`; empty for one interval.
  package var itemIntervals: [Double] = []
  /// Whether an animated picture holds its slide until it has played once
  /// (`--hold-animations`).
  package var holdsAnimations = false
  /// Whether the slides are stacked and scroll vertically.
  package var isVertical = false
  /// Whether a horizontal carousel reads right to left.
  package var isRightToLeft = false
  /// How slides move during a page turn (`--effect`: slide, crossfade, cube...).
  package var effect: CarouselEffect = .slide
  /// Points per second of continuous drift (the seamless marquee), when set.
  package var marqueeSpeed: Double?
  /// Whether to print `selected <number> <title or URL>` on exit.
  package var printsSelection = false
  /// The colour mode to use instead of the one the environment asks for.
  package var colorMode: ColorMode?
  /// Whether to honour a reduce-motion preference (`--reduce-motion`): no auto-advance, and
  /// page changes cross-fade instead of sliding.
  package var reducesMotion = false
  /// Whether pictures are shown whole (letterboxed) instead of filling the slide.
  package var fitsPictures = false
  /// The page indicator (`--indicator`: dots, pill, timer or none).
  package var indicator = IndicatorOption.dots
  /// Seconds between revalidations of every remote picture (`--refresh`); `nil` follows
  /// each picture's HTTP freshness.
  package var refreshInterval: Double?

  /// For `render`: the virtual times of the frames, in seconds.
  package var renderTimes: [Double] = [0]
  /// For `render`: the frame size in pixels.
  package var renderWidth = 780
  /// For `render`: the frame size in pixels.
  package var renderHeight = 260
  /// For `render`: pixels per point, or nil to derive it from the height (a 130-point banner).
  package var renderScale: Double?
  /// For `render`: the directory that receives one PNG per time.
  package var outputDirectory: String?
  /// For `render`: the contact sheet with every frame side by side.
  package var stripPath: String?
  /// For `render`: print the frames as terminal text of this many columns and rows instead.
  package var textColumns: Int?
  /// For `render`: see ``textColumns``.
  package var textRows: Int?
  /// For `render`: whether a picture that cannot be loaded is drawn as a failure slide with
  /// the status 0 (`--allow-failures`), instead of failing the command with the status 1.
  package var allowsFailures = false
  /// For `render`: whether the page dots and the stop/start control sit on the renderer's
  /// approximation of Liquid Glass (`--glass`), as the iOS 26 views draw them.
  package var drawsGlass = false

  /// Creates the default options: the demo slides, interactive, a three-second interval.
  package init() {}

  /// The version printed by `--version`.
  package static let version = "0.1.0"
}
