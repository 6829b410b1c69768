import CarouselCore
import CarouselImages
import Foundation

/// The rules of one slot's video: what its (reused) player holds, whether it plays, whether
/// the poster shows, and what the machine is told about the turn.
///
/// A slot's video view feeds it the frame's slot (its item, content version,
/// ``CarouselFrame/Slot/video`` and whether it is the slot that holds the turn) with the
/// item's video URL, and the player's reports; each call answers with a ``Plan`` that says
/// only what changes. The view carries the plan out and decides nothing.
///
/// - A player item exists only while the frame says ``CarouselFrame/VideoPlayback/paused``
///   or ``CarouselFrame/VideoPlayback/playing``: under ``CarouselFrame/VideoPlayback/poster``
///   (the slot out of sight, reduced motion, Low Power Mode, saving data) it is let go, so
///   no more videos decode than slots are seen.
/// - Another item, content version or URL in the slot loads afresh (the player is the
///   slot's, reused); reports of the load before are ignored.
/// - The poster shows until the video's first frame is ready for display, and again whenever
///   the player item is let go; after a failure it stays (no retry until the slot's item,
///   version or URL changes).
/// - The video plays once, muted, and rests on its last frame (no loop).
/// - Only the slot that holds the turn (the current item's most visible one) tells the
///   machine: `setVideoPlaying(remaining:)` when playback starts or resumes, an unknown
///   remaining time while it stalls, and `.none` once, when it ended, failed, was let go, or
///   the slot stopped holding the turn.
///
/// ```swift
/// var video = CarouselVideoSlot()
/// let plan = video.show(item: 2, contentVersion: 0, url: clip, playback: .playing, holdsTurn: true)
/// // plan.load == Load(url: clip, token: 1), plan.plays == true
/// let next = video.report(.ready(duration: 12), token: 1)
/// ```
package struct CarouselVideoSlot: Hashable, Sendable {
  /// What the player says about the item it holds.
  package enum Report: Hashable, Sendable {
    /// The item can play; its duration in seconds, nil when unknown (a live stream).
    case ready(duration: Double?)
    /// The first frame can be drawn (`AVPlayerLayer.isReadyForDisplay`).
    case readyForDisplay
    /// Playback started or resumed at a position, in seconds.
    case playing(at: Double)
    /// Playback waits for data.
    case stalled
    /// Playback reached the end.
    case ended
    /// The item cannot be played.
    case failed
  }

  /// A new item for the slot's player.
  package struct Load: Hashable, Sendable, CustomStringConvertible {
    /// The video, or nil to let go of the player's item (nothing decodes).
    package var url: URL?
    /// The number of this load: reports are given back with it, and those of an earlier
    /// load are ignored.
    package var token: Int

    /// The load with any password in its URL masked.
    package var description: String {
      "Load(\(url?.redactedDescription ?? "nil"), token: \(token))"
    }
  }

  /// What the machine is told about the turn.
  package enum Hold: Hashable, Sendable {
    /// The item's video plays, with `remaining` seconds left (nil: unknown, e.g. stalled).
    case playing(item: Int, remaining: Double?)
    /// The item's video no longer holds the turn (`CarouselItemHold.none`).
    case released(item: Int)
  }

  /// What the view does now: each field nil when nothing changes.
  package struct Plan: Hashable, Sendable, CustomStringConvertible {
    /// Replace the player's item (`replaceCurrentItem(with:)`), or let go of it.
    package var load: Load?
    /// Play (rate 1) or pause (rate 0).
    package var plays: Bool?
    /// Show the poster above nothing (true) or the video layer over it (false).
    package var showsPoster: Bool?
    /// Tell the machine.
    package var hold: Hold?
    /// Read the player's position and report ``Report/playing(at:)``: the slot began to
    /// hold the turn while its video plays.
    package var readsPosition = false

    /// Nothing to do.
    package static let none = Plan()

    /// The plan with any password in its URL masked.
    package var description: String {
      let parts = [
        load.map { "load: \($0)" }, plays.map { "plays: \($0)" },
        showsPoster.map { "showsPoster: \($0)" }, hold.map { "hold: \($0)" },
        readsPosition ? "readsPosition" : nil,
      ]
      return "Plan(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
    }
  }

  /// Where the loaded video is.
  package enum Phase: Hashable, Sendable {
    /// No player item.
    case idle
    /// Loading: not ready to play yet.
    case loading
    /// Ready, not playing (paused, or not started).
    case ready
    /// Playing.
    case playing
    /// Waiting for data after it was asked to play.
    case stalled
    /// Reached its end: rests on its last frame.
    case ended
    /// Cannot be played: the poster stays.
    case failed
  }

  /// What the slot shows.
  private struct Content: Hashable, Sendable {
    var item: Int
    var contentVersion: Int
    var url: URL
  }

  /// The frame's slot: its content (nil without a video), playback and whether it holds the
  /// turn.
  private var content: Content?
  private var playback = CarouselFrame.VideoPlayback.poster
  private var holdsTurn = false

  /// What the player holds (nil: nothing), with the load's token.
  private var loaded: Content?
  private(set) package var token = 0
  /// Where the loaded video is.
  private(set) package var phase = Phase.idle
  /// The loaded video's duration, when known.
  private(set) package var duration: Double?
  /// Whether the loaded video's first frame is ready for display.
  private var isFrameReady = false
  /// The item whose turn the slot holds, if any.
  private(set) package var heldItem: Int?

  /// What the view was last told (the plans say only what changes).
  private(set) package var isPlaying = false
  private(set) package var isPosterShown = true

  /// A slot with nothing loaded, showing its poster.
  package init() {}

  // MARK: Inputs

  /// The frame's slot, on every frame the view draws (a plan only for what changed).
  ///
  /// - Parameters:
  ///   - item: The slot's item.
  ///   - contentVersion: The item's content version (a new one loads afresh).
  ///   - url: The item's video, or nil when it has none.
  ///   - playback: The frame's ``CarouselFrame/Slot/video``.
  ///   - holdsTurn: Whether this slot tells the machine about the turn: the exposed slot
  ///     (``CarouselFrame/Slot/isAccessibilityExposed``: the current item's, or the one a
  ///     turn comes to rest on), never a copy.
  /// - Returns: What the view does.
  package mutating func show(
    item: Int, contentVersion: Int, url: URL?, playback: CarouselFrame.VideoPlayback,
    holdsTurn: Bool
  ) -> Plan {
    let next = url.map { Content(item: item, contentVersion: contentVersion, url: $0) }
    if next != content, phase == .failed {
      phase = .idle
    }
    let beganHolding = holdsTurn && !self.holdsTurn
    content = next
    self.playback = playback
    self.holdsTurn = holdsTurn
    var plan = settle()
    // A slot that begins to hold the turn while its video plays tells how much is left.
    if beganHolding, plan.hold == nil, playback == .playing {
      plan.readsPosition = phase == .playing
      plan.hold = phase == .stalled ? tell(remaining: nil) : nil
    }
    return plan
  }

  /// A report of the player about the load with `token` (an earlier load's is ignored).
  ///
  /// - Returns: What the view does.
  package mutating func report(_ report: Report, token: Int) -> Plan {
    guard token == self.token, loaded != nil else { return .none }
    var hold: Hold?
    switch report {
    case .ready(let duration):
      self.duration = duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      if phase == .loading { phase = .ready }
    case .readyForDisplay:
      isFrameReady = true
    case .playing(let position):
      guard phase != .ended else { break }
      phase = .playing
      hold = tell(remaining: duration.map { max(0, $0 - max(0, position)) })
    case .stalled:
      guard phase != .ended, playback == .playing else { break }
      phase = .stalled
      hold = tell(remaining: nil)
    case .ended:
      phase = .ended
    case .failed:
      phase = .failed
    }
    var plan = settle()
    plan.hold = plan.hold ?? hold
    return plan
  }

  // MARK: The rules

  /// Whether the slot's player holds an item: a video to show, in sight and allowed to load,
  /// and not failed.
  private var wantsPlayerItem: Bool {
    content != nil && playback != .poster && phase != .failed
  }

  /// Brings the player, the poster and the hold in line with the inputs.
  private mutating func settle() -> Plan {
    var plan = Plan()
    if wantsPlayerItem, loaded != content {
      plan.hold = release()
      token += 1
      loaded = content
      phase = .loading
      duration = nil
      isFrameReady = false
      plan.load = Load(url: content?.url, token: token)
    } else if !wantsPlayerItem, loaded != nil {
      plan.hold = release()
      token += 1
      loaded = nil
      phase = phase == .failed ? .failed : .idle
      duration = nil
      isFrameReady = false
      plan.load = Load(url: nil, token: token)
    } else if phase == .ended || phase == .failed || !holdsTurn {
      plan.hold = release()
    }
    let plays = loaded != nil && playback == .playing && phase != .ended && phase != .failed
    if plays != isPlaying {
      isPlaying = plays
      plan.plays = plays
    }
    let poster = loaded == nil || !isFrameReady
    if poster != isPosterShown {
      isPosterShown = poster
      plan.showsPoster = poster
    }
    return plan
  }

  /// Tells the machine that the video plays, when this slot holds the turn.
  private mutating func tell(remaining: Double?) -> Hold? {
    guard holdsTurn, playback == .playing, let item = loaded?.item else { return nil }
    heldItem = item
    return .playing(item: item, remaining: remaining)
  }

  /// Releases the turn this slot holds, once.
  private mutating func release() -> Hold? {
    guard let item = heldItem else { return nil }
    heldItem = nil
    return .released(item: item)
  }
}

extension CarouselVideoSlot: CustomStringConvertible {
  /// The slot's state, with any password in its video's URL masked.
  package var description: String {
    let url = loaded?.url.redactedDescription ?? content?.url.redactedDescription ?? "nil"
    return "CarouselVideoSlot(\(url), \(playback), phase: \(phase), token: \(token))"
  }
}
