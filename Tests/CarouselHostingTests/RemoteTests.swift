import CarouselCore
import Testing

@testable import CarouselHosting

/// The Siri Remote's focus moves and presses, as the UIKit tvOS view hands them over.
@Suite struct RemoteTests {
  private final class Press {}

  @Test func focusHeadingsAreReadFromUIKitsRawValues() {
    // UIFocusHeading: up 1 << 0, down 1 << 1, left 1 << 2, right 1 << 3, next 1 << 4,
    // previous 1 << 5, first 1 << 8, last 1 << 9
    #expect(CarouselFocusHeading(focusHeading: 1) == .up)
    #expect(CarouselFocusHeading(focusHeading: 2) == .down)
    #expect(CarouselFocusHeading(focusHeading: 4) == .left)
    #expect(CarouselFocusHeading(focusHeading: 8) == .right)
    for none: UInt in [0, 16, 32, 256, 512] {
      #expect(CarouselFocusHeading(focusHeading: none) == nil)
    }
    // A heading with a direction and an order (next and right) is its direction
    #expect(CarouselFocusHeading(focusHeading: 8 | 16) == .right)
    #expect(CarouselFocusHeading(focusHeading: 1 | 4) == .up)
  }

  @Test func theButtonsAreUIKitsPressTypes() {
    let raw = CarouselRemote.Button.allCases.map(\.rawValue)
    #expect(raw == [0, 1, 2, 3, 4, 5, 6, 30, 31])
  }

  @Test func aMoveAlongTheAxisIsTakenOnceAndTheFocusStays() {
    var remote = CarouselRemote()
    var moves: [CarouselFocusHeading] = []
    let move = { (heading: CarouselFocusHeading) -> Bool in
      moves.append(heading)
      return heading == .left || heading == .right
    }
    // Along the axis: the machine takes it, the focus stays
    let taken1 = remote.focusMayLeave(
      heading: .right, isFromCarousel: true, staysInCarousel: false, move: move)
    #expect(!taken1)
    // Asked again about the same update, and then its failure notice: no second move
    let taken2 = remote.focusMayLeave(
      heading: .right, isFromCarousel: true, staysInCarousel: false, move: move)
    #expect(!taken2)
    remote.focusMovementFailed(heading: .right, isFromCarousel: true, move: move)
    #expect(moves == [.right])
    // The turn of the run loop ends: the next swipe is a move of its own
    remote.forgetTakenMove()
    let taken3 = remote.focusMayLeave(
      heading: .right, isFromCarousel: true, staysInCarousel: false, move: move)
    #expect(!taken3)
    #expect(moves == [.right, .right])
  }

  @Test func theFocusLeavesAcrossTheAxisFromElsewhereAndIntoTheCarousel() {
    var remote = CarouselRemote()
    var moves: [CarouselFocusHeading] = []
    let move = { (heading: CarouselFocusHeading) -> Bool in
      moves.append(heading)
      return heading == .left || heading == .right
    }
    // Across the axis: asked, refused, the focus leaves
    let taken4 = remote.focusMayLeave(
      heading: .down, isFromCarousel: true, staysInCarousel: false, move: move)
    #expect(taken4)
    #expect(moves == [.down])
    let answer1 = remote.takenHeading == nil
    #expect(answer1)
    // Not from the carousel, into a view inside it, or with no direction: not asked
    let taken5 = remote.focusMayLeave(
      heading: .right, isFromCarousel: false, staysInCarousel: false, move: move)
    #expect(taken5)
    let taken6 = remote.focusMayLeave(
      heading: .right, isFromCarousel: true, staysInCarousel: true, move: move)
    #expect(taken6)
    let taken7 = remote.focusMayLeave(
      heading: nil, isFromCarousel: true, staysInCarousel: false, move: move)
    #expect(taken7)
    remote.focusMovementFailed(heading: .right, isFromCarousel: false, move: move)
    remote.focusMovementFailed(heading: nil, isFromCarousel: true, move: move)
    #expect(moves == [.down])
    // A failed move from the carousel along the axis is the carousel's, once
    remote.focusMovementFailed(heading: .left, isFromCarousel: true, move: move)
    let taken8 = remote.focusMayLeave(
      heading: .left, isFromCarousel: true, staysInCarousel: false, move: move)
    #expect(!taken8)
    #expect(moves == [.down, .left])
  }

  @Test func aClickTakenWhenItBeganSelectsOnReleaseUnlessCancelled() {
    var remote = CarouselRemote()
    let click = Press()
    let id = ObjectIdentifier(click)
    var selected = 0
    let taken9 = remote.pressBegan(id, button: .select, isFocusable: true) {
      Issue.record("no play/pause")
      return false
    }
    #expect(taken9)
    let answer2 = remote.pressEnded(id, button: .select, cancelled: false) { selected += 1 }
    #expect(answer2)
    #expect(selected == 1)
    // Its end again (or any press not taken) is not the carousel's
    let answer3 = remote.pressEnded(id, button: .select, cancelled: false) { selected += 1 }
    #expect(!answer3)
    // Cancelled: taken, nothing selected
    let answer4 = remote.pressBegan(id, button: .select, isFocusable: true) { false }
    #expect(answer4)
    let answer5 = remote.pressEnded(id, button: .select, cancelled: true) { selected += 1 }
    #expect(answer5)
    #expect(selected == 1)
    // Without an item to focus the click goes on up
    let answer6 = remote.pressBegan(id, button: .select, isFocusable: false) { false }
    #expect(!answer6)
    let answer7 = remote.pressEnded(id, button: .select, cancelled: false) { selected += 1 }
    #expect(!answer7)
    #expect(selected == 1)
  }

  @Test func playPauseIsTakenWhenTheMachineActsOnItAndMenuNever() {
    var remote = CarouselRemote()
    let press = ObjectIdentifier(Press())
    var toggles = 0
    let answer110 = remote.pressBegan(press, button: .playPause, isFocusable: true) {
      toggles += 1
      return true
    }
    #expect(answer110)
    #expect(toggles == 1)
    var selected = false
    let answer8 = remote.pressEnded(press, button: .playPause, cancelled: false) { selected = true }
    #expect(answer8)
    #expect(!selected)
    let answer9 = remote.pressBegan(press, button: .playPause, isFocusable: true) { false }
    #expect(!answer9)
    for button in [CarouselRemote.Button.menu, .upArrow, .pageDown, nil] {
      let answer111 = remote.pressBegan(press, button: button, isFocusable: true) {
        Issue.record("asked")
        return true
      }
      #expect(!answer111)
    }
  }
}
