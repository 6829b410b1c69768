import CarouselCore

/// What one item of the carousel shows.
public enum SlideContent: Sendable {
  /// A decoded picture, fitted into the slide by the renderer's content mode.
  case image(FrameBuffer)
  /// An animated picture: the renderer draws the frame its play time gives (see
  /// ``CarouselRenderer``), fitted like an image.
  case animation(any SlideAnimation)
  /// A picture the program draws itself at whatever size the slide has.
  case artwork(any SlideArtwork)
  /// The picture is still loading.
  case placeholder
  /// The picture could not be loaded, for this short reason ("HTTP 404", "not an image").
  case failure(reason: String)

  /// The slide of a video where nothing plays it and it has no poster: a card with a play
  /// mark and the video's name. (A video's poster is shown as any picture.)
  ///
  /// - Parameter name: The video's name, as the title line gives it (its user info redacted).
  public static func video(named name: String) -> SlideContent {
    .artwork(VideoCardArtwork(name: name))
  }

  /// How long one loop of an animated picture lasts, for a slide that holds the page turn
  /// until it has played (``/CarouselCore/CarouselHostMachine/setAnimationLength(_:forItem:now:)``);
  /// nil for anything else.
  public var animationLength: Double? {
    guard case .animation(let animation) = self, animation.timeline.durations.count > 1 else {
      return nil
    }
    return animation.timeline.loopDuration
  }
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

/// The frames of an animated slide picture, given one at a time.
///
/// ```swift
/// struct Blink: SlideAnimation {
///   let frames: [FrameBuffer]
///   var timeline: FrameTimeline { FrameTimeline(frameDurations: [0.5, 0.5], repetition: .forever) }
///   func frame(at index: Int) -> FrameBuffer? { frames[index] }
/// }
/// renderer.setContent(.animation(Blink(frames: [on, off])), at: 0)
/// ```
public protocol SlideAnimation: Sendable {
  /// When each frame shows; ``/CarouselCore/FrameTimeline/frameCount`` frames.
  var timeline: FrameTimeline { get }
  /// A frame, or `nil` when it cannot be had (the renderer then keeps the last frame it
  /// drew for the slide). May decode, and so block.
  ///
  /// - Parameter index: The frame index, `0..<timeline.frameCount`.
  func frame(at index: Int) -> FrameBuffer?
}
