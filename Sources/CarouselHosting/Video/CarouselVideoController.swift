import CarouselCore
import Foundation

/// What a slot's video view does with its player: the few commands a ``CarouselVideoSlot``
/// plan turns into. The Apple views implement it with one `AVPlayer` and its
/// `AVPlayerLayer`; tests with a recording double.
@MainActor
package protocol CarouselVideoPlaying: AnyObject {
  /// Replaces the player's item with the video at `url` (nil: no item, nothing decodes); the
  /// player's reports about it are given back with `token`.
  func load(_ url: URL?, token: Int)
  /// Plays (rate 1) or pauses (rate 0).
  func setPlaying(_ playing: Bool)
  /// Shows the poster (the video layer hidden) or the video over it.
  func setShowsPoster(_ showsPoster: Bool)
  /// The player's position in seconds, or nil when it has none.
  var position: Double? { get }
}

/// One slot's video: the rules (``CarouselVideoSlot``) and the player that carries them out,
/// with where holds on the turn go. A view owns one, feeds it the frame's slot and its
/// player's reports, and never decides anything itself.
///
/// ```swift
/// let video = CarouselVideoController(player: playerView) { driver.setVideoHold($0) }
/// video.show(item: slot.item, contentVersion: slot.contentVersion, url: videoURL,
///            playback: slot.video, holdsTurn: slot.isAccessibilityExposed)
/// ```
@MainActor
package final class CarouselVideoController {
  /// The rules and their state.
  package private(set) var slot = CarouselVideoSlot()
  private weak var player: (any CarouselVideoPlaying)?
  /// Where holds on the turn go (the driver, or a SwiftUI slide's hold action).
  package var onHold: @MainActor (CarouselVideoSlot.Hold) -> Void

  /// Creates a controller for a view's player.
  ///
  /// - Parameters:
  ///   - player: The player (held weakly: the view owns both).
  ///   - onHold: Tells the machine about the turn.
  package init(
    player: any CarouselVideoPlaying,
    onHold: @escaping @MainActor (CarouselVideoSlot.Hold) -> Void = { _ in }
  ) {
    self.player = player
    self.onHold = onHold
  }

  /// The frame's slot (see ``CarouselVideoSlot/show(item:contentVersion:url:playback:holdsTurn:)``).
  package func show(
    item: Int, contentVersion: Int = 0, url: URL?, playback: CarouselFrame.VideoPlayback,
    holdsTurn: Bool
  ) {
    apply(
      slot.show(
        item: item, contentVersion: contentVersion, url: url, playback: playback,
        holdsTurn: holdsTurn))
  }

  /// A report of the player about the load with `token`.
  package func report(_ report: CarouselVideoSlot.Report, token: Int) {
    apply(slot.report(report, token: token))
  }

  /// Lets go of the player's item and of the turn (the view goes away or shows no video).
  package func stop() {
    show(item: 0, url: nil, playback: .poster, holdsTurn: false)
  }

  private func apply(_ plan: CarouselVideoSlot.Plan) {
    if let load = plan.load { player?.load(load.url, token: load.token) }
    if let plays = plan.plays { player?.setPlaying(plays) }
    if let poster = plan.showsPoster { player?.setShowsPoster(poster) }
    if let hold = plan.hold { onHold(hold) }
    if plan.readsPosition, let position = player?.position {
      report(.playing(at: position), token: slot.token)
    }
  }
}

extension CarouselDriver {
  /// A slot's video holds the turn of its item, or (``CarouselVideoSlot/Hold/released(item:)``)
  /// no longer does.
  package func setVideoHold(_ hold: CarouselVideoSlot.Hold) {
    switch hold {
    case .playing(let item, let remaining):
      perform { $0.setVideoPlaying(remaining: remaining, forItem: item, now: $1) }
    case .released(let item):
      perform { $0.setHold(.none, forItem: item, now: $1) }
    }
  }
}
