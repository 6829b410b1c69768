/// What one item of the carousel shows.
public enum SlideContent: Sendable {
  /// A decoded picture, fitted into the slide by the renderer's content mode.
  case image(FrameBuffer)
  /// A picture the program draws itself at whatever size the slide has.
  case artwork(any SlideArtwork)
  /// The picture is still loading.
  case placeholder
  /// The picture could not be loaded, for this short reason ("HTTP 404", "not an image").
  case failure(reason: String)
}

/// A slide picture drawn by code at the slide's exact pixel size (no file, no network).
///
/// ```swift
/// struct Stripes: SlideArtwork {
///   func draw(into frame: inout FrameBuffer) {
///     frame.fillLinearGradient(from: .black, to: .white, angle: 0)
///   }
/// }
/// renderer.setContent(.artwork(Stripes()), at: 0)
/// ```
public protocol SlideArtwork: Sendable {
  /// Draws the picture over the whole frame; the frame starts out clear.
  func draw(into frame: inout FrameBuffer)
}
