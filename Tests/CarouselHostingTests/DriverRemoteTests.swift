import CarouselCore
import Testing

@testable import CarouselHosting

/// The Siri Remote's path through the driver, as the tvOS views take it: the focus signal, a
/// focus move the view vetoes or lets go, the click, play/pause, and the lift in each frame
/// the view draws.
@MainActor
@Suite struct DriverRemoteTests {
  @Test func aFocusedBannerHoldsTakesSwipesAlongItsAxisAndOpensWhatIsLifted() {
    // Given a banner turning every 4 s with the remote's focus on it (UIKit's didUpdateFocus,
    // SwiftUI's FocusState)
    let (host, ticker) = makeBanner()
    host.driver.signals.isRemoteFocused = true
    ticker.run(for: 10)
    // Then nothing turned, and the frames drawn lift the current item
    #expect(host.indexChanges.isEmpty)
    let lifted = host.frames.last?.focus.liftedSlotID
    #expect(lifted.flatMap { host.driver.frame.slot(id: $0)?.item } == 0)
    // When the remote swipes down, then right
    let down = host.driver.moveFocus(.down)
    let right = host.driver.moveFocus(.right)
    // Then the view lets the focus go down and keeps it on a swipe right, which moves one
    // item; a click at once opens the item swiped to
    #expect(!down)
    #expect(right)
    host.driver.selectFocusedItem()
    #expect(host.selections == [1])
    ticker.run(for: 1)
    #expect(host.driver.engine.currentIndex == 1)
  }

  @Test func playPauseIsTheBannersWhileItTurnsAndPassedOnOtherwise() {
    // Given a turning banner and one that does not turn
    let (turning, _) = makeBanner()
    let (still, _) = makeBanner(interval: nil)
    // When the remote's play/pause is pressed on each
    let taken = turning.driver.playPause()
    let passed = still.driver.playPause()
    // Then the turning one stops for the user, and the other leaves the press to the app
    #expect(taken && turning.driver.isRotationStopped)
    #expect(turning.frames.last?.isRotationStopped == true)
    #expect(!passed && !still.driver.isRotationStopped)
    #expect(still.frames.last?.focus.takesPlayPause == false)
  }
}
