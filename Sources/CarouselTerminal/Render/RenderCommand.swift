import CarouselCore
import CarouselImages
import CarouselRendering
import Foundation

/// `carousel render`: drives a host machine in virtual time and writes the frames it
/// publishes at the asked times as PNG files, a contact sheet, or coloured text, without a
/// terminal.
struct RenderCommand {
  let options: CarouselOptions
  let environment: [String: String]

  /// Runs the command and returns the exit status: 1, with nothing written, when a picture
  /// cannot be loaded (unless ``CarouselOptions/allowsFailures``) or a frame cannot be
  /// written.
  func run(standardOutput: (String) -> Void, standardError: (String) -> Void) async -> Int32 {
    let slideshow = Slideshow(options: options)
    let textMode = options.textColumns != nil
    let width = options.textColumns ?? options.renderWidth
    let height = options.textRows.map { $0 * 2 } ?? options.renderHeight
    let scale = textMode ? 1 : (options.renderScale ?? max(1, Double(height) / 130))
    let slides = CarouselSize(width: Double(width) / scale, height: Double(height) / scale)

    var style = CarouselRenderStyle()
    style.contentMode = slideshow.contentMode
    var renderer = CarouselRenderer(style: style, scale: scale)
    renderer.setContents(slideshow.initialContents)
    // Text has no dots: the page indicator is for pictures.
    var indicator = slideshow.indicator.style(from: CarouselRenderStyle.defaultPageIndicator)
    if options.drawsGlass { indicator.chrome = .glass }
    var host = Self.host(
      slideshow: slideshow, indicator: textMode ? nil : indicator, slides: slides, scale: scale)

    // Load every picture before the first frame (virtual time does not wait for networks),
    // at the size the machine asks for its slots.
    if !slideshow.sources.isEmpty {
      let loader = PictureLoader()
      var requests = PictureRequests()
      var results = await Self.loadAll(
        slideshow: slideshow, frame: host.frame, requests: &requests, loader: loader)
      // A marquee's items take its first picture's proportions: its slots, and the picture
      // size they ask for, change.
      if let size = results.compactMap(\.pictureSize).first {
        host.setConfiguration(
          slideshow.configuration(forPictureSize: size, viewport: host.frame.slidesFrame.size),
          now: 0)
        let again = await Self.loadAll(
          slideshow: slideshow, frame: host.frame, requests: &requests, loader: loader)
        results =
          (results.filter { result in !again.contains { $0.index == result.index } }
          + again).sorted { $0.index < $1.index }
      }
      var failureCount = 0
      for result in results {
        if case .failure(let reason) = result.content {
          // Named as it was given (a title may hide which file or URL it was).
          standardError("carousel: \(options.inputs[result.index]): \(reason)")
          failureCount += 1
        }
      }
      // A script must not take frames with failure slides for the real thing.
      if failureCount > 0, !options.allowsFailures {
        let pictures = failureCount == 1 ? "1 picture" : "\(failureCount) pictures"
        standardError(
          "carousel: \(pictures) could not be loaded; nothing written "
            + "(--allow-failures draws failure slides instead)")
        return 1
      }
      for result in results {
        renderer.setContent(result.content, at: result.index)
        host.setAnimationLength(result.content.animationLength, forItem: result.index, now: 0)
      }
    }

    let colorMode = options.colorMode ?? ColorMode.detect(environment: environment)
    var frames: [FrameBuffer] = []
    for time in options.renderTimes.sorted() {
      // Every turn due before the time starts when it was due: the frame for a time is the
      // same whatever other times were asked for.
      host.tickReplayingMissedTurns(now: time)
      let frame = renderer.render(host.frame)
      if textMode {
        let text = TextFrameWriter.text(for: frame, colorMode: colorMode)
        FileHandle.standardOutput.write(Data(text))
      } else {
        frames.append(frame)
      }
    }
    guard !textMode else { return 0 }
    do {
      if let directory = options.outputDirectory {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        for (index, frame) in frames.enumerated() {
          let path = (directory as NSString).appendingPathComponent(
            "frame-\(Self.padded(index + 1)).png")
          try Data(frame.pngData()).write(to: URL(fileURLWithPath: path))
          standardOutput(path)
        }
      }
      if let stripPath = options.stripPath {
        let strip = Self.contactSheet(frames)
        try Data(strip.pngData()).write(to: URL(fileURLWithPath: stripPath))
        standardOutput(stripPath)
      }
    } catch {
      standardError("carousel: cannot write frames: \(error)")
      return 1
    }
    return 0
  }

  /// The machine the frames come from: seen (virtual time runs whatever happens), showing
  /// `indicator`'s dots or none, its bounds the slides plus the dots' band when they sit
  /// outside them, its pixels the renderer's.
  static func host(
    slideshow: Slideshow, indicator: PageIndicatorStyle?, slides: CarouselSize, scale: Double
  ) -> CarouselHostMachine {
    var options = CarouselHostMachine.Options()
    options.pixelScale = scale
    options.animatedPicturesHoldTheTurn = slideshow.holdsAnimations
    var host = CarouselHostMachine(
      configuration: slideshow.configuration, itemCount: slideshow.itemCount,
      signals: CarouselHostSignals(
        isInWindow: true, isReduceMotionEnabled: slideshow.reducesMotion),
      options: options, now: 0)
    if let indicator {
      host.setIndicator(.dots(indicator), now: 0)
      host.setBounds(
        PageIndicatorLayout.bounds(
          forSlides: slides, style: indicator, count: slideshow.itemCount),
        now: 0)
    } else {
      host.setBounds(slides, now: 0)
    }
    return host
  }

  /// Loads every picture at the size the frame asks for (its slots' size, for the items it
  /// does not show yet), except those already asked for at that size.
  ///
  /// - Returns: The finished loads, in item order.
  static func loadAll(
    slideshow: Slideshow, frame: CarouselFrame, requests: inout PictureRequests,
    loader: PictureLoader
  ) async -> [PictureLoader.Result] {
    // Every item may show at one of the times asked for: all of them are fetched ahead.
    var everything = frame
    let shown = Set(frame.slots.map(\.item))
    everything.prefetchItems = (0..<slideshow.sources.count).filter { !shown.contains($0) }
    let wanted = requests.requests(for: everything, itemCount: slideshow.sources.count)
    var results: [PictureLoader.Result] = []
    await withTaskGroup(of: PictureLoader.Result.self) { group in
      for request in wanted {
        let source = slideshow.sources[request.item]
        group.addTask {
          await loader.loadNow(
            source, index: request.item, targetSize: request.size,
            contentMode: slideshow.requestContentMode)
        }
      }
      for await result in group { results.append(result) }
    }
    return results.sorted { $0.index < $1.index }
  }

  /// The frames side by side, separated by a thin gap.
  static func contactSheet(_ frames: [FrameBuffer]) -> FrameBuffer {
    let gap = 4
    let width = frames.reduce(0) { $0 + $1.width } + gap * max(0, frames.count - 1)
    let height = frames.map(\.height).max() ?? 0
    var sheet = FrameBuffer(width: width, height: height, fill: RGBAColor(hex: 0x000000))
    var x = 0
    for frame in frames {
      sheet.copy(frame, toX: x, y: 0)
      x += frame.width + gap
    }
    return sheet
  }

  private static func padded(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}
