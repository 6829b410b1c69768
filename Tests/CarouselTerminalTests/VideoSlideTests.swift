import CarouselCore
import CarouselImages
import CarouselRendering
import Foundation
import Testing

@testable import CarouselTerminal

/// Video slides where nothing plays them: the terminal and `carousel render` show the poster
/// beside the video, or a card naming it, and keep the slide's time.
@Suite struct VideoSlideTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-video-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func write(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: directory.appendingPathComponent(name))
  }

  /// A poster of one colour.
  static func poster(_ color: RGBAColor) throws -> [UInt8] {
    try FrameBuffer(width: 32, height: 16, fill: color).pngData()
  }

  /// The first bytes of an MP4 (nothing here reads further).
  static let videoBytes: [UInt8] =
    [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + [UInt8](repeating: 0, count: 12)

  @Test func videosAreToldByTheirExtensionAndFindThePosterBesideThem() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try write("clip.mp4", Self.videoBytes)
    try write("clip.png", Self.poster(.white))
    try write("TRAILER.MOV", Self.videoBytes)
    try write("TRAILER.JPG", Self.poster(.white))
    try write("alone.webm", Self.videoBytes)
    try write("picture.jpg", Self.poster(.white))
    #expect(
      PictureSource(argument: path("clip.mp4"))
        == .video(.file(path("clip.mp4")), poster: .file(path("clip.png"))))
    #expect(
      PictureSource(argument: "file://" + path("TRAILER.MOV"))
        == .video(.file(path("TRAILER.MOV")), poster: .file(path("TRAILER.JPG"))))
    #expect(
      PictureSource(argument: path("alone.webm")) == .video(.file(path("alone.webm")), poster: nil))
    #expect(PictureSource(argument: path("picture.jpg")) == .file(path("picture.jpg")))
    // Addresses: a stream or a file by the extension of the URL's path, not its query
    let stream = PictureSource(argument: "https://cdn.example/live/index.m3u8?token=a.jpg")
    #expect(
      stream
        == .video(
          .remote(URL(string: "https://cdn.example/live/index.m3u8?token=a.jpg")!), poster: nil))
    #expect(
      PictureSource(argument: "https://example.com/a.jpg?v=clip.mp4")
        == .remote(URL(string: "https://example.com/a.jpg?v=clip.mp4")!))
    // A password in a video's address is never shown
    let secret = PictureSource(argument: "https://alice:hunter2@example.com/promo.mp4")
    #expect(!secret.label.contains("hunter2"))
    #expect(!secret.displayName.contains("hunter2"))
  }

  @Test func aMissingVideoFailsAsAMissingPictureDoes() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = PictureSource(argument: path("gone.mp4"))
    #expect(missing.immediateFailure == PictureSource(argument: path("gone.jpg")).immediateFailure)
    #expect(missing.immediateFailure != nil)
  }

  @Test func theSlideShowsThePosterOrACardNamingTheVideo() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try write("clip.mp4", Self.videoBytes)
    try write("clip.png", Self.poster(RGBAColor(red: 200, green: 30, blue: 40)))
    try write("broken.mp4", Self.videoBytes)
    try write("broken.png", Array("not a picture".utf8))
    try write("alone.mp4", Self.videoBytes)
    let loader = PictureLoader(
      pipeline: ImagePipeline(configuration: ImagePipeline.Configuration(diskCache: nil)))
    let target = PixelSize(width: 40, height: 20)
    let withPoster = await loader.loadNow(
      PictureSource(argument: path("clip.mp4")), index: 0, targetSize: target,
      contentMode: .aspectFill)
    guard case .image(let poster) = withPoster.content else {
      Issue.record("the poster is not shown: \(withPoster.content)")
      return
    }
    #expect(poster.pixel(x: 5, y: 5) == RGBAColor(red: 200, green: 30, blue: 40))
    #expect(withPoster.failureMessage == nil)
    // A poster that cannot be read, or none: the card, never a failure slide (the video
    // itself is fine, it just cannot play here)
    for name in ["broken.mp4", "alone.mp4"] {
      let result = await loader.loadNow(
        PictureSource(argument: path(name)), index: 0, targetSize: target,
        contentMode: .aspectFill)
      guard case .artwork(let artwork) = result.content else {
        Issue.record("\(name): \(result.content)")
        continue
      }
      guard case .artwork(let expected) = SlideContent.video(named: name) else { return }
      var drawn = FrameBuffer(width: 120, height: 40)
      var card = FrameBuffer(width: 120, height: 40)
      artwork.draw(into: &drawn)
      expected.draw(into: &card)
      #expect(drawn == card, "\(name)")
      #expect(result.failureMessage == nil, "\(name)")
      #expect(result.content.animationLength == nil)
    }
  }

  @Test func renderDrawsThePosterAndKeepsTheSlidesTime() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let red = RGBAColor(red: 220, green: 20, blue: 20)
    let blue = RGBAColor(red: 20, green: 20, blue: 220)
    try write("a.png", Self.poster(red))
    try write("b.mp4", Self.videoBytes)
    try write("b.png", Self.poster(blue))
    let out = directory.appendingPathComponent("frames")
    // 3 s for the picture, 2 s for the video: at 4 s the video shows, by 6 s the next turn
    // (back to the picture) is over: nothing held it, since nothing played
    let result = try await CarouselExecutable.run([
      "render", "--interval", "3,2", "--indicator", "none", "--at", "1,4,6", "--size",
      "120x40", "--out", out.path, path("a.png"), path("b.mp4"),
    ])
    #expect(result.status == 0, "\(result.error)")
    let frames = try (1...3).map { index in
      try FrameBuffer(
        decoding: [UInt8](Data(contentsOf: out.appendingPathComponent("frame-00\(index).png"))))
    }
    #expect(frames.map { $0.pixel(x: 60, y: 20) } == [red, blue, red])
  }

  @Test func theHelpSaysWhatAVideoSlideShows() {
    #expect(HelpText.usage.contains("no video decoder"))
    #expect(HelpText.usage.contains("poster"))
  }
}
