import CarouselCore
import CarouselImages
import CarouselRendering
import Foundation

/// `carousel render`: drives the engine in virtual time and writes the frames at the asked
/// times as PNG files, a contact sheet, or coloured text, without a terminal.
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
    let viewport = CarouselSize(width: Double(width) / scale, height: Double(height) / scale)

    var style = CarouselRenderStyle()
    style.contentMode = slideshow.contentMode
    style.pageIndicator = slideshow.indicator.style(from: style.pageIndicator)
    if options.drawsGlass { style.pageIndicator.chrome = .glass }
    if textMode { style.showsPageIndicator = false }
    var renderer = CarouselRenderer(style: style, scale: scale)
    renderer.setContents(slideshow.initialContents)
    var configuration = slideshow.configuration

    // Load every picture before the first frame: virtual time does not wait for networks.
    if !slideshow.sources.isEmpty {
      let loader = PictureLoader()
      let target = slideshow.pictureTargetSize(slideWidth: width, slideHeight: height)
      var results: [PictureLoader.Result] = []
      await withTaskGroup(of: PictureLoader.Result.self) { group in
        for (index, source) in slideshow.sources.enumerated() {
          group.addTask {
            await loader.loadNow(
              source, index: index, targetSize: target,
              contentMode: slideshow.requestContentMode)
          }
        }
        for await result in group { results.append(result) }
      }
      var failureCount = 0
      for result in results.sorted(by: { $0.index < $1.index }) {
        renderer.setContent(result.content, at: result.index)
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
      if let size = results.sorted(by: { $0.index < $1.index }).compactMap(\.pictureSize).first {
        configuration = slideshow.configuration(forPictureSize: size, viewport: viewport)
      }
    }

    var engine = CarouselEngine(
      configuration: configuration, itemCount: slideshow.itemCount, viewportSize: viewport,
      now: 0)
    if slideshow.reducesMotion { engine.setReducedMotion(true, now: 0) }
    let colorMode = options.colorMode ?? ColorMode.detect(environment: environment)
    var frames: [FrameBuffer] = []
    for time in options.renderTimes.sorted() {
      // Every turn due before the time starts when it was due: the frame for a time is the
      // same whatever other times were asked for.
      engine.advanceReplayingMissedTurns(to: time)
      let frame = renderer.render(engine)
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
