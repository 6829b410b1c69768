#if canImport(AVFoundation) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
  import AVFoundation
  import Foundation
  #if canImport(UIKit)
    import UIKit
    /// The platform's view class.
    package typealias CarouselPlatformView = UIView
  #else
    import AppKit
    /// The platform's view class.
    package typealias CarouselPlatformView = NSView
  #endif

  /// A slot's video: one `AVPlayer` (reused for every video the slot shows) drawn by the
  /// view's own `AVPlayerLayer`, over a poster the owner draws beneath it. The view carries
  /// out what its ``video`` controller decides and reports what the player says; it decides
  /// nothing itself.
  ///
  /// The player is muted and leaves the app's audio session alone: it makes no
  /// `AVAudioSession` call, and it disables the audio tracks of every item it plays, so that
  /// it has no sound to render at all. A stream picks variants no larger than the view's
  /// pixels. It does not keep the display awake, plays on no
  /// external screen (AirPlay), pauses when the app goes to the background, and plays each
  /// video once, resting on its last frame. It adds no accessibility element (the slot
  /// carries the item's label, as for a picture) and takes no touches.
  @MainActor
  package final class CarouselVideoView: CarouselPlatformView, CarouselVideoPlaying {
    /// The slot's player.
    package let player = AVPlayer()
    /// The rules this view carries out; feed it the frame's slot.
    package private(set) lazy var video = CarouselVideoController(player: self)

    private var token = 0
    private var observations: [NSKeyValueObservation] = []
    private var itemObservations: [NSKeyValueObservation] = []
    /// The current item's end and failure observers (removed with the item, or in `deinit`).
    nonisolated(unsafe) private var itemEnds: [any NSObjectProtocol] = []

    #if canImport(UIKit)
      /// The view draws with an `AVPlayerLayer`.
      override package class var layerClass: AnyClass { AVPlayerLayer.self }

      /// Creates the view with its muted player.
      override package init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        setUp()
      }
    #else
      /// The view draws with an `AVPlayerLayer`.
      override package func makeBackingLayer() -> CALayer { AVPlayerLayer() }

      /// Creates the view with its muted player.
      override package init(frame: CGRect) {
        super.init(frame: frame)
        wantsLayer = true
        setAccessibilityElement(false)
        setUp()
      }

      /// Touches and clicks go to the slide under it.
      override package func hitTest(_ point: NSPoint) -> NSView? { nil }

      /// A stream picks its variants for the view's size.
      override package func layout() {
        super.layout()
        limitResolution()
      }

      private var pixelsPerPoint: CGFloat { window?.backingScaleFactor ?? 2 }
    #endif

    #if canImport(UIKit)
      /// A stream picks its variants for the view's size.
      override package func layoutSubviews() {
        super.layoutSubviews()
        limitResolution()
      }

      private var pixelsPerPoint: CGFloat { max(1, traitCollection.displayScale) }
    #endif

    /// Created in code only.
    package required init?(coder: NSCoder) {
      return nil
    }

    /// The view's layer, which draws the player.
    package var playerLayer: AVPlayerLayer? { layer as? AVPlayerLayer }

    private func setUp() {
      player.isMuted = true
      player.preventsDisplaySleepDuringVideoPlayback = false
      player.allowsExternalPlayback = false
      player.actionAtItemEnd = .pause
      player.audiovisualBackgroundPlaybackPolicy = .pauses
      playerLayer?.player = player
      playerLayer?.videoGravity = .resizeAspectFill
      // Transparent rather than hidden: a hidden layer may never become ready for display.
      playerLayer?.opacity = 0
      // KVO may come on any thread: each change is read again on the main actor.
      observations = [
        player.observe(\.timeControlStatus) { [weak self] _, _ in
          Task { @MainActor [weak self] in self?.timeControlStatusChanged() }
        }
      ]
      observations += [
        playerLayer?.observe(\.isReadyForDisplay) { [weak self] _, _ in
          Task { @MainActor [weak self] in self?.readinessChanged() }
        }
      ].compactMap { $0 }
    }

    deinit {
      for observer in itemEnds { NotificationCenter.default.removeObserver(observer) }
    }

    // MARK: CarouselVideoPlaying

    /// Replaces the player's item (nil: none, nothing decodes).
    package func load(_ url: URL?, token: Int) {
      self.token = token
      itemObservations = []
      for observer in itemEnds { NotificationCenter.default.removeObserver(observer) }
      itemEnds = []
      let item = url.map { AVPlayerItem(url: $0) }
      player.replaceCurrentItem(with: item)
      guard let item else { return }
      limitResolution()
      itemObservations = [
        item.observe(\.status) { [weak self] _, _ in
          Task { @MainActor [weak self] in self?.readinessChanged() }
        },
        item.observe(\.tracks) { [weak self] _, _ in
          Task { @MainActor [weak self] in self?.silenceAudioTracks() }
        },
      ]
      let center = NotificationCenter.default
      itemEnds = [
        center.addObserver(
          forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: .main
        ) { [weak self] _ in
          Task { @MainActor [weak self] in self?.report(.ended, token: token) }
        },
        center.addObserver(
          forName: AVPlayerItem.failedToPlayToEndTimeNotification, object: item, queue: .main
        ) { [weak self] _ in
          Task { @MainActor [weak self] in self?.report(.failed, token: token) }
        },
      ]
    }

    /// Plays or pauses.
    package func setPlaying(_ playing: Bool) {
      if playing { player.play() } else { player.pause() }
    }

    /// Hides the video over the poster until its first frame is ready.
    package func setShowsPoster(_ showsPoster: Bool) {
      playerLayer?.opacity = showsPoster ? 0 : 1
    }

    /// The player's position in seconds.
    package var position: Double? {
      let seconds = player.currentTime().seconds
      return seconds.isFinite ? seconds : nil
    }

    // MARK: The player's reports

    private func report(_ report: CarouselVideoSlot.Report, token: Int) {
      video.report(report, token: token)
    }

    /// The item's status or the layer's readiness changed.
    private func readinessChanged() {
      guard let item = player.currentItem else { return }
      switch item.status {
      case .readyToPlay:
        let duration = item.duration.seconds
        report(.ready(duration: duration.isFinite ? duration : nil), token: token)
        silenceAudioTracks()
        if playerLayer?.isReadyForDisplay == true { report(.readyForDisplay, token: token) }
      case .failed:
        report(.failed, token: token)
      default:
        break
      }
    }

    /// Playback started, resumed or waits for data.
    private func timeControlStatusChanged() {
      switch player.timeControlStatus {
      case .playing: report(.playing(at: position ?? 0), token: token)
      case .waitingToPlayAtSpecifiedRate: report(.stalled, token: token)
      default: break
      }
    }

    /// Asks an HTTP Live Streaming item for variants no larger than the view's pixels (a
    /// banner does not download or decode a full-screen stream); nothing before the view has a
    /// size.
    private func limitResolution() {
      let size = CGSize(
        width: bounds.width * pixelsPerPoint, height: bounds.height * pixelsPerPoint)
      guard size.width > 0, size.height > 0,
        player.currentItem?.preferredMaximumResolution != size
      else { return }
      player.currentItem?.preferredMaximumResolution = size
    }

    /// Disables the item's audio tracks: a muted video with no audio to render.
    private func silenceAudioTracks() {
      for track in player.currentItem?.tracks ?? [] where track.assetTrack?.mediaType == .audio {
        track.isEnabled = false
      }
    }
  }
#endif
