import CarouselCore
import Foundation
import Testing

@testable import CarouselHosting

/// One slot's video: what its player holds, whether it plays, the poster, and the holds on
/// the turn, over every input from every reachable state, and the edge cases by name.
@Suite struct VideoSlotTests {
  typealias Slot = CarouselVideoSlot

  static let clipA = URL(string: "https://video.example/a.m3u8")
  static let clipB = URL(string: "https://video.example/b.mp4")

  /// One input: the frame's slot, or a report about the current load or the one before.
  enum Input: Hashable, CustomStringConvertible {
    case show(
      item: Int, version: Int, url: URL?, playback: CarouselFrame.VideoPlayback, holds: Bool)
    case report(Slot.Report, stale: Bool)

    var description: String {
      switch self {
      case .show(let item, let version, let url, let playback, let holds):
        "show(item \(item), v\(version), \(url?.lastPathComponent ?? "nil"), \(playback), holds: \(holds))"
      case .report(let report, let stale): "report(\(report)\(stale ? ", stale" : ""))"
      }
    }

    static let all: [Input] = {
      var inputs: [Input] = []
      for item in 0...1 {
        for version in 0...1 {
          for url in [nil, clipA, clipB] {
            for playback in [CarouselFrame.VideoPlayback.poster, .paused, .playing] {
              for holds in [false, true] {
                inputs.append(
                  .show(item: item, version: version, url: url, playback: playback, holds: holds))
              }
            }
          }
        }
      }
      let reports: [Slot.Report] = [
        .ready(duration: nil), .ready(duration: 10), .readyForDisplay, .playing(at: 3), .stalled,
        .ended, .failed,
      ]
      for report in reports {
        inputs.append(.report(report, stale: false))
        inputs.append(.report(report, stale: true))
      }
      return inputs
    }()
  }

  /// The slot, the player and the machine's holds as a test sees them from outside.
  struct World: Hashable {
    var slot = Slot()
    /// The player's item (nil: none) and the load it came with.
    var playerURL: URL?
    var playerToken = 0
    var isPlaying = false
    var isPosterShown = true
    /// Whether the current load's first frame was reported ready.
    var isFrameReported = false
    /// Whether the current load failed or ended.
    var hasFailed = false
    var hasEnded = false
    /// The item, version and video of the player's item, and of the one that failed last.
    var loadedContent: String?
    var failedContent: String?
    /// The items whose turn is held, and with what.
    var held: [Int: Double?] = [:]
    /// The last frame's slot.
    var item = 0
    var version = 0
    var url: URL?
    var playback = CarouselFrame.VideoPlayback.poster
    var holdsTurn = false
    /// Broken rules, empty when none.
    var violations: [String] = []

    mutating func step(_ input: Input) {
      let plan: Slot.Plan
      switch input {
      case .show(let item, let version, let url, let playback, let holds):
        (self.item, self.version, self.url, self.playback, self.holdsTurn) =
          (item, version, url, playback, holds)
        plan = slot.show(
          item: item, contentVersion: version, url: url, playback: playback, holdsTurn: holds)
      case .report(let report, let stale):
        let token = stale ? slot.token - 1 : slot.token
        plan = slot.report(report, token: token)
        if stale, plan != .none { violations.append("a stale report changed something: \(plan)") }
        if !stale, playerURL != nil {
          isFrameReported = isFrameReported || report == .readyForDisplay
          hasFailed = hasFailed || report == .failed
          failedContent = report == .failed ? loadedContent : failedContent
          hasEnded = hasEnded || report == .ended
        }
      }
      apply(plan)
      check(after: input, plan)
    }

    mutating func apply(_ plan: Slot.Plan) {
      if let load = plan.load {
        if load.url == playerURL, load.url == nil {
          violations.append("let go of nothing")
        }
        playerURL = load.url
        loadedContent = load.url.map { "\(item)/\(version)/\($0)" }
        playerToken = load.token
        isFrameReported = false
        hasEnded = false
        hasFailed = hasFailed && load.url == nil
      }
      if let plays = plan.plays {
        if plays == isPlaying { violations.append("told to play as it does") }
        isPlaying = plays
      }
      if let poster = plan.showsPoster {
        if poster == isPosterShown { violations.append("told the poster as it is") }
        isPosterShown = poster
      }
      switch plan.hold {
      case .playing(let item, let remaining):
        if !holdsTurn { violations.append("told a hold from a slot that does not hold the turn") }
        if playback != .playing { violations.append("told a hold while not playing") }
        if held.keys.contains(where: { $0 != item }) { violations.append("held two items") }
        held[item] = remaining
      case .released(let item):
        if held.removeValue(forKey: item) == nil { violations.append("released a hold twice") }
      case nil: break
      }
    }

    mutating func check(after input: Input, _ plan: Slot.Plan) {
      if playback == .poster, playerURL != nil {
        violations.append("a player item under .poster")
      }
      if playback == .poster || !holdsTurn || hasFailed || hasEnded || playerURL == nil,
        !held.isEmpty
      {
        violations.append("a hold outlived its video")
      }
      if isPlaying, playback != .playing || playerURL == nil || hasEnded || hasFailed {
        violations.append("plays when it must not")
      }
      if !isPosterShown, playerURL == nil || !isFrameReported {
        violations.append("the poster went before the first frame")
      }
      if isPosterShown, playerURL != nil, isFrameReported {
        violations.append("the poster stayed over a ready frame")
      }
      if case .show = input, playback != .poster, let url,
        failedContent != "\(item)/\(version)/\(url)"
      {
        if loadedContent != "\(item)/\(version)/\(url)" {
          violations.append("not loaded: \(item)/\(version)/\(url)")
        }
        if playback == .playing, !isPlaying, !hasEnded { violations.append("paused when playing") }
      }
      if let url = playerURL, url != self.url { violations.append("a stale video is loaded") }
      if playerToken != slot.token { violations.append("a load the view did not get") }
    }
  }

  @Test func everyInputFromEveryStateKeepsTheRules() {
    // Given every state reachable in five inputs
    var frontier: Set<World> = [World()]
    var seen: Set<World> = frontier
    var transitions = 0
    for _ in 0..<5 {
      var next: Set<World> = []
      for world in frontier {
        for input in Input.all {
          // When any input comes
          var after = world
          after.violations = []
          after.step(input)
          transitions += 1
          // Then no rule is broken
          #expect(after.violations.isEmpty, "\(world.slot) + \(input): \(after.violations)")
          if !after.violations.isEmpty { return }
          if seen.insert(after).inserted { next.insert(after) }
        }
      }
      frontier = next
    }
    #expect(seen.count > 1_000)
    print("video slot: \(seen.count) states, \(transitions) transitions")
  }

  // MARK: Edge cases

  @Test func aReusedSlotGivenAnotherItemMidLoadLoadsItAndIgnoresTheOldReports() throws {
    // Given a slot loading item 0's video
    var slot = Slot()
    let first = slot.show(
      item: 0, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    let firstToken = try #require(first.load).token
    #expect(first.plays == true)
    // When it is reused for item 1 before the video came
    let second = slot.show(
      item: 1, contentVersion: 0, url: Self.clipB, playback: .playing, holdsTurn: true)
    // Then item 1's video replaces it in the same player, and item 0's reports do nothing
    #expect(second.load?.url == Self.clipB)
    #expect(second.load?.token != firstToken)
    #expect(slot.report(.readyForDisplay, token: firstToken) == .none)
    #expect(slot.report(.playing(at: 0), token: firstToken) == .none)
    #expect(slot.isPosterShown)
    #expect(slot.heldItem == nil)
  }

  @Test func aNewContentVersionLoadsTheSameURLAfresh() {
    var slot = Slot()
    _ = slot.show(item: 0, contentVersion: 0, url: Self.clipA, playback: .paused, holdsTurn: true)
    _ = slot.report(.readyForDisplay, token: slot.token)
    let plan = slot.show(
      item: 0, contentVersion: 1, url: Self.clipA, playback: .paused, holdsTurn: true)
    #expect(plan.load?.url == Self.clipA)
    #expect(plan.showsPoster == true)
  }

  @Test func aFailureKeepsThePosterAndIsNotRetriedUntilTheContentChanges() {
    // Given a video that plays and holds the turn
    var slot = Slot()
    _ = slot.show(item: 2, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    _ = slot.report(.ready(duration: 10), token: slot.token)
    _ = slot.report(.playing(at: 0), token: slot.token)
    // When it fails
    let failed = slot.report(.failed, token: slot.token)
    // Then the player lets go, the poster shows, and the turn is released
    #expect(failed.load == Slot.Load(url: nil, token: slot.token))
    #expect(failed.plays == false)
    #expect(failed.hold == .released(item: 2))
    #expect(slot.isPosterShown)
    // And it is not loaded again by the same frame, nor by coming back into sight
    #expect(
      slot.show(item: 2, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
        == .none)
    _ = slot.show(item: 2, contentVersion: 0, url: Self.clipA, playback: .poster, holdsTurn: false)
    #expect(
      slot.show(item: 2, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
        .load == nil)
    // But new content is
    #expect(
      slot.show(item: 2, contentVersion: 1, url: Self.clipA, playback: .playing, holdsTurn: true)
        .load?.url == Self.clipA)
  }

  @Test func aStallHoldsForAnUnknownTimeAndResumingTellsWhatIsLeft() {
    var slot = Slot()
    _ = slot.show(item: 1, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    _ = slot.report(.ready(duration: 10), token: slot.token)
    #expect(slot.report(.playing(at: 2), token: slot.token).hold == .playing(item: 1, remaining: 8))
    #expect(slot.report(.stalled, token: slot.token).hold == .playing(item: 1, remaining: nil))
    #expect(slot.report(.playing(at: 5), token: slot.token).hold == .playing(item: 1, remaining: 5))
  }

  @Test func aLiveStreamHoldsForAnUnknownTime() {
    var slot = Slot()
    _ = slot.show(item: 0, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    _ = slot.report(.ready(duration: .infinity), token: slot.token)
    #expect(
      slot.report(.playing(at: 40), token: slot.token).hold == .playing(item: 0, remaining: nil))
  }

  @Test func theHoldIsReleasedExactlyOnceWhenTheSlotGoesToItsPoster() {
    var slot = Slot()
    _ = slot.show(item: 3, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    _ = slot.report(.ready(duration: 10), token: slot.token)
    _ = slot.report(.readyForDisplay, token: slot.token)
    _ = slot.report(.playing(at: 0), token: slot.token)
    // When Low Power Mode turns on (the frame says poster)
    let poster = slot.show(
      item: 3, contentVersion: 0, url: Self.clipA, playback: .poster, holdsTurn: true)
    // Then the player lets go, the poster shows, and the turn is released once
    #expect(poster.load?.url == nil)
    #expect(poster.showsPoster == true)
    #expect(poster.hold == .released(item: 3))
    let again = slot.show(
      item: 3, contentVersion: 0, url: Self.clipA, playback: .poster, holdsTurn: false)
    #expect(again == .none)
    #expect(slot.report(.ended, token: slot.token - 1) == .none)
  }

  @Test func theUsersStopPausesTheVideoAndKeepsItLoaded() {
    var slot = Slot()
    _ = slot.show(item: 0, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    _ = slot.report(.readyForDisplay, token: slot.token)
    let stopped = slot.show(
      item: 0, contentVersion: 0, url: Self.clipA, playback: .paused, holdsTurn: true)
    #expect(stopped == Slot.Plan(plays: false))
  }

  @Test func anEndedVideoRestsOnItsLastFrameAndReleasesTheTurn() {
    var slot = Slot()
    _ = slot.show(item: 0, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    _ = slot.report(.ready(duration: 4), token: slot.token)
    _ = slot.report(.readyForDisplay, token: slot.token)
    _ = slot.report(.playing(at: 0), token: slot.token)
    let ended = slot.report(.ended, token: slot.token)
    #expect(ended == Slot.Plan(plays: false, hold: .released(item: 0)))
    // Not played again while the slot stays in sight, its last frame showing
    #expect(
      slot.show(item: 0, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
        == .none)
    #expect(!slot.isPosterShown)
  }

  @Test func aCopyNeverHoldsTheTurnAndTheNewHolderReadsThePosition() {
    // Given a neighbour slot playing its video partly in sight
    var slot = Slot()
    _ = slot.show(item: 1, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: false)
    _ = slot.report(.ready(duration: 10), token: slot.token)
    #expect(slot.report(.playing(at: 0), token: slot.token).hold == nil)
    // When it comes to rest and holds the turn
    let rest = slot.show(
      item: 1, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: true)
    // Then it asks for the position, and tells what is left
    #expect(rest.readsPosition)
    #expect(
      slot.report(.playing(at: 1.5), token: slot.token).hold == .playing(item: 1, remaining: 8.5))
    // And stops holding when it no longer is the current slot
    #expect(
      slot.show(item: 1, contentVersion: 0, url: Self.clipA, playback: .playing, holdsTurn: false)
        .hold == .released(item: 1))
  }

  @Test func aPasswordInTheURLIsNeverShown() throws {
    let url = try #require(URL(string: "https://alice:secret@video.example/a.m3u8"))
    var slot = Slot()
    let plan = slot.show(item: 0, contentVersion: 0, url: url, playback: .paused, holdsTurn: false)
    for text in [String(describing: plan), String(describing: slot), "\(try #require(plan.load))"] {
      #expect(!text.contains("secret"), "\(text)")
      #expect(text.contains("alice:***@"), "\(text)")
    }
  }
}

/// The controller carries a slot's plans out on its player and tells the holds.
@MainActor @Suite struct VideoControllerTests {
  final class RecordingPlayer: CarouselVideoPlaying {
    var log: [String] = []
    var position: Double? = 4
    func load(_ url: URL?, token: Int) { log.append("load \(url?.lastPathComponent ?? "nil")") }
    func setPlaying(_ playing: Bool) { log.append(playing ? "play" : "pause") }
    func setShowsPoster(_ showsPoster: Bool) { log.append(showsPoster ? "poster" : "video") }
  }

  @Test func plansAreCarriedOutAndANewHolderReportsItsPosition() {
    let player = RecordingPlayer()
    var holds: [CarouselVideoSlot.Hold] = []
    let video = CarouselVideoController(player: player) { holds.append($0) }
    video.show(item: 0, url: VideoSlotTests.clipA, playback: .playing, holdsTurn: false)
    video.report(.ready(duration: 10), token: video.slot.token)
    video.report(.readyForDisplay, token: video.slot.token)
    video.report(.playing(at: 0), token: video.slot.token)
    video.show(item: 0, url: VideoSlotTests.clipA, playback: .playing, holdsTurn: true)
    video.stop()
    #expect(player.log == ["load a.m3u8", "play", "video", "load nil", "pause", "poster"])
    #expect(holds == [.playing(item: 0, remaining: 6), .released(item: 0)])
  }
}
