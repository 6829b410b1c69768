import CarouselCore
import Foundation

/// What a video view needs of its slot: the item, its content version, what the frame says
/// the video does, and whether this slot tells the machine about the turn. A SwiftUI slide
/// reads it from its environment; a video outside a carousel makes its own from its
/// surroundings (``init(standalone:)``).
package struct CarouselSlotVideo: Hashable, Sendable {
  /// The slot's item, as the machine names it.
  package var item: Int
  /// The item's content version.
  package var contentVersion: Int
  /// What the video does (``CarouselFrame/Slot/video``).
  package var playback: CarouselFrame.VideoPlayback
  /// Whether the slot holds the turn: the current item's most visible slot, never a copy.
  package var holdsTurn: Bool

  /// A slot's video as the frame gives it.
  package init(_ slot: CarouselFrame.Slot) {
    item = slot.item
    contentVersion = slot.contentVersion
    playback = slot.video
    holdsTurn = slot.isAccessibilityExposed
  }

  /// A video outside a carousel, by the carousel's own rules applied to itself: its poster
  /// while it cannot be seen or the user saves motion, power or data; playing otherwise. It
  /// holds no turn.
  ///
  /// - Parameter signals: The video view's surroundings.
  package init(standalone signals: CarouselHostSignals) {
    item = 0
    contentVersion = 0
    holdsTurn = false
    if !signals.isVisible || !signals.loadsVideos {
      playback = .poster
    } else {
      playback = signals.playsAnimatedPictures ? .playing : .paused
    }
  }

  /// The video of an item from a list of videos by index (nil past its end, or for an item
  /// without one): `CarouselView.videoURLs`.
  package static func url(ofItem item: Int, in urls: [URL?]) -> URL? {
    urls.indices.contains(item) ? urls[item] : nil
  }
}

extension CarouselVideoController {
  /// The frame's slot, with the item's video (nil: none, the player lets go).
  package func show(_ slot: CarouselSlotVideo, url: URL?) {
    show(
      item: slot.item, contentVersion: slot.contentVersion, url: url, playback: slot.playback,
      holdsTurn: slot.holdsTurn)
  }
}
