#if canImport(SwiftUI) && canImport(AVFoundation) && !os(watchOS)
  import AVFoundation
  import CarouselCore
  import CarouselHosting
  import CarouselImages
  import SwiftUI

  /// A video for carousel slides: muted, over a poster that shows until its first frame is
  /// ready, and again whenever it may not play.
  ///
  /// ```swift
  /// Carousel(promotions) { promotion in
  ///   CarouselVideo(url: promotion.videoURL, poster: promotion.posterURL)
  /// }
  /// ```
  ///
  /// In a carousel's slide it plays once while the slide shows, resting on its last frame;
  /// pauses with the carousel's stop control and while the carousel is out of sight; shows
  /// only its poster, loading nothing, while the slide is off screen and under Reduce
  /// Motion, Low Power Mode and Low Data Mode; and holds the automatic page turn until it
  /// ends. Each view keeps one player. Outside a carousel it plays while it is on screen and
  /// its scene in the foreground, by the same rules. Like ``CarouselImage`` it adds nothing for VoiceOver: the slide's label
  /// is read, as for a picture, and nothing is announced while it plays.
  public struct CarouselVideo<Poster: View>: View {
    private let url: URL?
    private let poster: () -> Poster

    @StateObject private var model = CarouselVideoModel()
    @Environment(\.carouselSlotVideo) private var slotVideo
    @Environment(\.holdAutoAdvance) private var holdAutoAdvance
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.scenePhase) private var scenePhase

    /// Creates a video over a poster of your own.
    ///
    /// - Parameters:
    ///   - url: The video (a file or an HTTP Live Streaming address), or nil for the poster
    ///     only.
    ///   - poster: Shown while the video loads, when it may not play, and if it fails.
    public init(url: URL?, @ViewBuilder poster: @escaping () -> Poster) {
      self.url = url
      self.poster = poster
    }

    /// The poster with the video over it.
    public var body: some View {
      ZStack {
        poster()
        CarouselVideoLayer(view: model.view)
      }
      .clipped()
      .accessibilityHidden(true)
      .onAppear {
        model.isOnScreen = true
        update(slot: slotVideo, reducesMotion: reducesMotion, url: url)
      }
      .onDisappear { model.disappeared() }
      .onValueChange(of: slotVideo) { update(slot: $0, reducesMotion: reducesMotion, url: url) }
      .onValueChange(of: reducesMotion) { update(slot: slotVideo, reducesMotion: $0, url: url) }
      .onValueChange(of: url) { update(slot: slotVideo, reducesMotion: reducesMotion, url: $0) }
      .onValueChange(of: scenePhase) {
        update(slot: slotVideo, reducesMotion: reducesMotion, url: url, scenePhase: $0)
      }
    }

    private func update(
      slot: CarouselSlotVideo?, reducesMotion: Bool, url: URL?, scenePhase: ScenePhase? = nil
    ) {
      model.update(
        CarouselVideoModel.Inputs(
          slot: slot, reducesMotion: reducesMotion,
          isInBackground: (scenePhase ?? self.scenePhase) == .background, url: url,
          hold: holdAutoAdvance))
    }
  }

  extension CarouselVideo where Poster == CarouselImage<Color> {
    /// Creates a video whose poster is a picture from a URL, through the image pipeline.
    ///
    /// - Parameters:
    ///   - url: The video, or nil for the poster only.
    ///   - poster: The poster picture.
    ///   - pipeline: Where the poster comes from (the shared pipeline by default).
    public init(url: URL?, poster: URL?, pipeline: ImagePipeline = .shared) {
      self.init(url: url) { CarouselImage(url: poster, pipeline: pipeline) }
    }

    /// Creates a video whose poster is a picture string (a remote URL, a `file:` URL or the
    /// name of a bundled picture, read as `ImageSource` reads it), through the pipeline.
    ///
    /// - Parameters:
    ///   - url: The video, or nil for the poster only.
    ///   - posterSource: The poster picture.
    ///   - pipeline: Where the poster comes from (the shared pipeline by default).
    public init(url: URL?, posterSource: String, pipeline: ImagePipeline = .shared) {
      self.init(url: url) { CarouselImage(source: posterSource, pipeline: pipeline) }
    }
  }

  /// Holds a ``CarouselVideo``'s view and player across updates, and what it was last told.
  @MainActor
  final class CarouselVideoModel: ObservableObject {
    /// What the view was last given.
    struct Inputs {
      var slot: CarouselSlotVideo?
      var reducesMotion = false
      var isInBackground = false
      var url: URL?
      var hold = HoldAutoAdvanceAction(driver: nil, item: 0)
    }

    /// The player's view (its player is reused for every video this slide shows).
    let view = CarouselVideoView()
    /// Whether the view is on screen (between its appear and disappear).
    var isOnScreen = false
    private var inputs = Inputs()
    /// Low Power Mode and Low Data Mode, followed only by a video outside a carousel (the
    /// carousel follows them for its slides).
    private lazy var savingModes = CarouselSavingModesObserver { [weak self] _ in
      self?.apply()
    }

    /// Takes what the view knows now, and shows the video by it.
    func update(_ inputs: Inputs) {
      self.inputs = inputs
      apply()
    }

    private func apply() {
      let hold = inputs.hold
      view.video.onHold = { hold.tell($0) }
      view.video.show(inputs.slot ?? standalone(), url: inputs.url)
    }

    /// Outside a carousel: the carousel's rules applied to the view itself.
    private func standalone() -> CarouselSlotVideo {
      var signals = CarouselHostSignals(
        isInWindow: isOnScreen, isAppInBackground: inputs.isInBackground,
        isReduceMotionEnabled: inputs.reducesMotion)
      signals.read(savingModes.modes)
      return CarouselSlotVideo(standalone: signals)
    }

    /// The view went away: the player lets go of its item, and of its hold on the turn.
    func disappeared() {
      isOnScreen = false
      view.video.stop()
    }
  }

  #if canImport(UIKit)
    /// Hosts a video's player view.
    struct CarouselVideoLayer: UIViewRepresentable {
      let view: CarouselVideoView
      func makeUIView(context: Context) -> CarouselVideoView { view }
      func updateUIView(_ uiView: CarouselVideoView, context: Context) {}
    }
  #else
    /// Hosts a video's player view.
    struct CarouselVideoLayer: NSViewRepresentable {
      let view: CarouselVideoView
      func makeNSView(context: Context) -> CarouselVideoView { view }
      func updateNSView(_ nsView: CarouselVideoView, context: Context) {}
    }
  #endif
#endif
