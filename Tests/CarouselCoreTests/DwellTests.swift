import CarouselTestSupport
import Testing

@testable import CarouselCore

/// Each item's own dwell, pauses that resume where they stopped, and content that holds the
/// turn while it plays.
@Suite struct DwellTests {
  static let turn = 0.35

  static func banner(
    count: Int = 5, interval: Double = 5, items: [Double?] = [],
    configure: (inout CarouselConfiguration) -> Void = { _ in }
  ) -> CarouselEngine {
    CarouselEngine.banner(count: count) {
      $0.autoAdvance = .interval(interval)
      $0.itemIntervals = items
      configure(&$0)
    }
  }

  /// Steps just before and at the due turn, and to the rest of the turn: the time the turn
  /// started, checking it did not start a frame earlier.
  static func turnStart(_ engine: inout CarouselEngine) -> Double? {
    guard let due = engine.nextAutoAdvanceTime else { return nil }
    engine.advance(to: due - 0.001)
    guard !engine.isAnimating else { return nil }
    engine.advance(to: due)
    guard engine.isAnimating else { return nil }
    engine.advance(to: due + turn)
    return due
  }

  @Test func eachItemWaitsItsOwnInterval() {
    var engine = Self.banner(count: 4, interval: 5, items: [8, 3, nil])
    var starts: [Double] = []
    for _ in 0..<5 {
      guard let start = Self.turnStart(&engine) else {
        Issue.record("no turn after \(starts)")
        return
      }
      starts.append(start)
    }
    // Item 0 waits 8 s, item 1 3 s, item 2 (nil) and item 3 (past the list) the carousel's
    // 5 s, then item 0 its 8 s again; each dwell begins when the previous turn rests.
    let expected = [
      8, 8 + Self.turn + 3, 11.35 + Self.turn + 5, 16.7 + Self.turn + 5, 22.05 + Self.turn + 8,
    ]
    for (start, wanted) in zip(starts, expected) { #expect(abs(start - wanted) < 1e-9) }
    #expect(engine.currentIndex == 1)
  }

  /// Every small banner: each of 3 items with its own time or none, the carousel's interval,
  /// the first item's hold, a pause in its dwell or none, and reduced motion. The first two
  /// turns start exactly when the model says: the first item's dwell (its own interval or
  /// the carousel's, lengthened by its hold within the maximum, nothing held under reduced
  /// motion) plus the pause, then the second item's own dwell after the turn.
  @Test func everySmallBannerTurnsWhenItsItemsDwellsSay() {
    let times: [Double?] = [nil, 1, 2]
    let holds: [CarouselItemHold] = [
      .none, .playing(duration: 1.5), .playing(duration: 4), .playing(duration: 9),
      .playing(duration: nil),
    ]
    let maximumHold = 5.0
    var checked = 0
    for first in times {
      for second in times {
        for third in times {
          for interval in [1.0, 3.0] {
            for hold in holds {
              for pause in [0.0, 1.25] {
                for reducedMotion in [false, true] {
                  let items = [first, second, third]
                  var engine = Self.banner(count: 3, interval: interval, items: items) {
                    $0.maximumHold = maximumHold
                  }
                  if reducedMotion {
                    // Reduced motion stops the slide show; the user may start it again.
                    engine.setReducedMotion(true, now: 0)
                    engine.setRotationStopped(false, now: 0)
                  }
                  engine.setHold(hold, forItem: 0, now: 0)
                  if pause > 0 {
                    engine.pauseAutoAdvance(.hover, now: 0.5)
                    engine.resumeAutoAdvance(.hover, now: 0.5 + pause)
                  }
                  let own = { (item: Int) in items[item] ?? interval }
                  var dwell = own(0)
                  switch reducedMotion ? .none : hold {
                  case .none: break
                  case .playing(let duration?):
                    dwell = min(max(duration, dwell), dwell + maximumHold)
                  case .playing(nil): dwell += maximumHold
                  }
                  let label =
                    "\(items) every \(interval) \(hold) pause \(pause) reduced \(reducedMotion)"
                  let turn = Self.turn
                  let firstDue = engine.nextAutoAdvanceTime
                  #expect(
                    firstDue.map { abs($0 - (dwell + pause)) < 1e-9 } == true,
                    "\(label): \(String(describing: firstDue))")
                  guard let firstDue else { continue }
                  engine.advance(to: firstDue - 0.001)
                  #expect(engine.currentIndex == 0 && !engine.isAnimating, "\(label)")
                  engine.advance(to: firstDue)
                  #expect(engine.isAnimating, "\(label)")
                  engine.advance(to: firstDue + turn + 0.2)
                  #expect(engine.currentIndex == 1, "\(label)")
                  let secondDue = engine.nextAutoAdvanceTime
                  let expected = firstDue + turn + own(1)
                  #expect(
                    secondDue.map { abs($0 - expected) < 1e-6 } == true,
                    "\(label): \(String(describing: secondDue)) not \(expected)")
                  checked += 1
                }
              }
            }
          }
        }
      }
    }
    #expect(checked == 27 * 2 * 5 * 2 * 2)
  }

  @Test func itemIntervalsAreBroughtIntoTheRangeAndNonsenseFallsBack() {
    let engine = Self.banner(count: 6, interval: 4, items: [0.01, 1e12, -1, .nan, .infinity, 0])
    #expect(engine.interval(ofItem: 0) == CarouselAutoAdvance.intervalRange.lowerBound)
    #expect(engine.interval(ofItem: 1) == CarouselAutoAdvance.intervalRange.upperBound)
    for item in 2..<6 { #expect(engine.interval(ofItem: item) == 4) }
    #expect(engine.interval(ofItem: -1) == 4)
    let off = CarouselEngine.banner(count: 3) { $0.itemIntervals = [2, 2, 2] }
    #expect(off.interval(ofItem: 0) == nil)
    #expect(off.nextAutoAdvanceTime == nil)
  }

  @Test func aPauseResumesTheDwellWhereItStopped() {
    var engine = Self.banner(interval: 3)
    engine.pauseAutoAdvance(.offscreen, now: 1)
    let paused = engine.pageIndicator.countdown
    #expect(paused?.isRunning == false)
    #expect(abs((paused?.progress ?? 0) - 1.0 / 3) < 1e-9)
    engine.advance(to: 100)
    #expect(engine.pageIndicator.countdown == paused)
    engine.resumeAutoAdvance(.offscreen, now: 100)
    // Two seconds of the dwell were left.
    #expect(engine.nextAutoAdvanceTime == 102)
    engine.advance(to: 101)
    let resumed = engine.pageIndicator.countdown
    #expect(resumed?.isRunning == true)
    #expect(abs((resumed?.progress ?? 0) - 2.0 / 3) < 1e-9)
  }

  @Test func everyPauseReasonKeepsTheDwellSpent() {
    for reason: CarouselPauseReasons in [
      .user, .offscreen, .background, .focus, .accessibilityFocus, .app, .hover,
    ] {
      var engine = Self.banner(interval: 4, items: [6])
      engine.pauseAutoAdvance(reason, now: 2.5)
      engine.resumeAutoAdvance(reason, now: 10)
      #expect(engine.nextAutoAdvanceTime == 13.5, "\(reason)")
    }
  }

  @Test func aSwipeStartsTheNextItemsWholeDwell() {
    var engine = Self.banner(count: 3, interval: 5, items: [5, 9])
    engine.advance(to: 4)
    engine.next(now: 4)
    engine.runUntilIdle()
    let rested = engine.time
    #expect(engine.currentIndex == 1)
    guard let due = engine.nextAutoAdvanceTime else {
      Issue.record("no turn scheduled after the move")
      return
    }
    #expect(due >= rested + 9 - 1.0 / 60 && due <= rested + 9)
  }

  @Test func aResumeOfTheUsersStopUnderReducedMotionTakesTheItemsOwnDwell() {
    var engine = Self.banner(count: 3, interval: 5, items: [2, 7])
    engine.setReducedMotion(true, now: 0)
    #expect(engine.nextAutoAdvanceTime == nil)
    engine.resumeAutoAdvance(.user, now: 10)
    #expect(engine.nextAutoAdvanceTime == 12)
    engine.advance(to: 12)
    engine.runUntilIdle()
    // The page changed with a cross-fade; item 1 then waits its own 7 s.
    #expect(engine.currentIndex == 1)
    guard let due = engine.nextAutoAdvanceTime else {
      Issue.record("no turn after the cross-fade")
      return
    }
    #expect(abs(due - (engine.time + 7)) <= 1.0 / 60)
  }

  @Test func slidesAddedAroundTheCurrentOneKeepItsDwellAndItsOwnInterval() {
    var engine = Self.banner(count: 3, interval: 5, items: [4, 6, 2])
    engine.scroll(to: 1, animated: false, now: 0)
    engine.advance(to: 1)
    let before = engine.nextAutoAdvanceTime
    #expect(before == 6)
    // Two slides go in before it; the app gives their intervals with the new order.
    var configuration = engine.configuration
    configuration.itemIntervals = [3, 3, 4, 6, 2]
    engine.setConfiguration(configuration, now: 2)
    engine.reload(
      identities: ["x", "y", "a", "b", "c"], previousIdentities: ["a", "b", "c"], now: 2)
    #expect(engine.currentIndex == 3)
    #expect(engine.nextAutoAdvanceTime == 6)
    #expect(engine.pageIndicator.countdown?.isRunning == true)
    // New content starts over on its first item.
    engine.reload(identities: ["p", "q"], previousIdentities: ["x", "y", "a", "b", "c"], now: 3)
    #expect(engine.currentIndex == 0)
    #expect(engine.nextAutoAdvanceTime == 6.0)
  }

  @Test func changingTheIntervalsKeepsTheDwellUnderWay() {
    var engine = Self.banner(interval: 5)
    engine.advance(to: 2)
    var configuration = engine.configuration
    configuration.itemIntervals = [1.5]
    engine.setConfiguration(configuration, now: 2)
    // Already past the new 1.5 s: due now, the next step turns.
    #expect(engine.nextAutoAdvanceTime == 1.5)
    engine.advance(to: 2.01)
    #expect(engine.isAnimating)
  }

  @Test func contentOfAKnownLengthHoldsTheTurnToItsEnd() {
    var engine = Self.banner(interval: 3)
    engine.setHold(.playing(duration: 12), forItem: 0, now: 0.5)
    #expect(engine.nextAutoAdvanceTime == 12)
    let countdown = engine.pageIndicator.countdown
    #expect(countdown?.duration == 12)
    // Shorter content than the interval changes nothing.
    engine.setHold(.playing(duration: 1), forItem: 0, now: 1)
    #expect(engine.nextAutoAdvanceTime == 3)
  }

  @Test func contentOfUnknownLengthHoldsUntilItFinishes() {
    var engine = Self.banner(interval: 3)
    engine.setHold(.playing(duration: nil), forItem: 0, now: 0.1)
    engine.advance(to: 10)
    #expect(!engine.isAnimating)
    // The indicator fills over the interval and waits full.
    let countdown = engine.pageIndicator.countdown
    #expect(countdown?.duration == 3)
    #expect(countdown?.progress == 1)
    engine.setHold(CarouselItemHold.none, forItem: 0, now: 10)
    #expect(engine.nextAutoAdvanceTime == 3)
    engine.advance(to: 10.01)
    #expect(engine.isAnimating)
  }

  @Test func contentFinishingBeforeTheIntervalTurnsOnTheInterval() {
    var engine = Self.banner(interval: 4)
    engine.setHold(.playing(duration: nil), forItem: 0, now: 0)
    engine.setHold(CarouselItemHold.none, forItem: 0, now: 1)
    #expect(engine.nextAutoAdvanceTime == 4)
  }

  @Test func contentThatNeverFinishesHoldsAtMostTheMaximum() {
    for (duration, maximum) in [(Double?.none, 30.0), (1_000, 30), (nil, 0), (.infinity, 12)] {
      var engine = Self.banner(interval: 3) { $0.maximumHold = maximum }
      engine.setHold(.playing(duration: duration), forItem: 0, now: 0)
      #expect(engine.nextAutoAdvanceTime == 3 + maximum, "\(String(describing: duration))")
    }
    var unbounded = Self.banner(interval: 3) { $0.maximumHold = .infinity }
    unbounded.setHold(.playing(duration: nil), forItem: 0, now: 0)
    #expect(unbounded.nextAutoAdvanceTime == 3603.0)
  }

  @Test func aHoldToldForTheNextItemAppliesWhenItBecomesCurrent() {
    var engine = Self.banner(count: 3, interval: 3)
    engine.setHold(.playing(duration: 10), forItem: 1, now: 0)
    #expect(engine.nextAutoAdvanceTime == 3)
    _ = Self.turnStart(&engine)
    #expect(engine.currentIndex == 1)
    #expect(engine.nextAutoAdvanceTime == 3 + Self.turn + 10)
  }

  @Test func holdsFollowTheirItemsAcrossAReloadAndAreForgottenWithNewContent() {
    var engine = Self.banner(count: 3, interval: 3)
    engine.setHold(.playing(duration: 10), forItem: 0, now: 0)
    engine.reload(identities: [9, 1, 2, 3], previousIdentities: [1, 2, 3], now: 1)
    #expect(engine.currentIndex == 1)
    #expect(engine.nextAutoAdvanceTime == 10)
    engine.reload(identities: [7, 8], previousIdentities: [9, 1, 2, 3], now: 2)
    #expect(engine.nextAutoAdvanceTime == 5.0)
    engine.setHold(.playing(duration: 10), forItem: 0, now: 2)
    engine.reload(itemCount: 2, now: 3)
    #expect(engine.nextAutoAdvanceTime == 6.0)
  }

  @Test func underReducedMotionNothingPlaysSoNothingHolds() {
    var engine = Self.banner(interval: 3)
    engine.setHold(.playing(duration: 12), forItem: 0, now: 0)
    engine.setReducedMotion(true, now: 0)
    // The user starts the slide show anyway: pages cross-fade on the interval alone.
    engine.resumeAutoAdvance(.user, now: 1)
    #expect(engine.nextAutoAdvanceTime == 4)
    #expect(engine.pageIndicator.countdown?.duration == 3)
    // Motion allowed again: the content plays and holds the turn once more.
    engine.setReducedMotion(false, now: 2)
    #expect(engine.nextAutoAdvanceTime == 13)
  }

  @Test func aHoldOutsideTheItemsChangesNothing() {
    var engine = Self.banner(count: 2, interval: 3)
    engine.setHold(.playing(duration: 10), forItem: 2, now: 0)
    engine.setHold(.playing(duration: 10), forItem: -1, now: 0)
    #expect(engine.nextAutoAdvanceTime == 3)
  }

  /// Random pauses, resumes, holds and waits against a model of the rule: the page turns
  /// when the time the dwell ran (paused time left out) reaches the item's dwell, its
  /// interval or what its content holds it for.
  @Test(arguments: TestSeeds.seeds)
  func randomPausesAndHoldsTurnWhenTheDwellRunsOut(seed: UInt64) {
    print("DwellTests seed \(seed)")
    var random = SeededGenerator(seed: seed)
    let reasons: [CarouselPauseReasons] = [.offscreen, .hover, .app, .background]
    for _ in 0..<40 {
      let intervals = (0..<3).map { _ in Double(Int.random(in: 1...4, using: &random)) }
      var engine = Self.banner(count: 3, interval: 2, items: intervals)
      var ran = 0.0
      var paused: CarouselPauseReasons = []
      var hold: CarouselItemHold = .none
      var now = 0.0
      var turned = false
      for _ in 0..<30 where !turned {
        let wait = Double(Int.random(in: 1...8, using: &random)) / 4
        let length: Double
        switch hold {
        case .none: length = intervals[0]
        case .playing(let duration?): length = max(duration, intervals[0])
        case .playing(nil): length = intervals[0] + 30
        }
        if paused.isEmpty, ran + wait >= length {
          let due = now + (length - ran)
          #expect(engine.nextAutoAdvanceTime == due, "seed \(seed)")
          engine.advance(to: due)
          #expect(engine.isAnimating, "seed \(seed): no turn at \(due)")
          turned = true
          break
        }
        now += wait
        engine.advance(to: now)
        #expect(!engine.isAnimating, "seed \(seed): a turn before the dwell ran out at \(now)")
        if paused.isEmpty { ran += wait }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let reason = reasons.randomElement(using: &random)!
          engine.pauseAutoAdvance(reason, now: now)
          paused.insert(reason)
        case 1:
          let reason = reasons.randomElement(using: &random)!
          engine.resumeAutoAdvance(reason, now: now)
          paused.remove(reason)
        case 2:
          hold =
            Bool.random(using: &random)
            ? .playing(duration: Double(Int.random(in: 1...12, using: &random)))
            : .playing(duration: nil)
          engine.setHold(hold, forItem: 0, now: now)
        default:
          hold = .none
          engine.setHold(hold, forItem: 0, now: now)
        }
        if paused.isEmpty, engine.isAnimating {
          // A hold ended after the dwell had run out: the page turns at once.
          #expect(hold == .none && ran >= intervals[0], "seed \(seed)")
          turned = true
        }
      }
    }
  }
}
