import CarouselCore
import Testing

@testable import CarouselHosting

/// A view's window scene going to the background and coming back, as UIKit reports it.
@Suite struct SceneSignalsTests {
  @Test func onlyTheViewsOwnSceneCounts() {
    var signals = CarouselHostSignals(isInWindow: true)
    // Another scene of the app goes to the background (iPad): this one keeps running
    signals.sceneChanged(isOwnScene: false, entersBackground: true)
    #expect(!signals.isAppInBackground)
    // Its own scene does
    signals.sceneChanged(isOwnScene: true, entersBackground: true)
    #expect(signals.isAppInBackground)
    // Another one coming back changes nothing; its own coming back resumes
    signals.sceneChanged(isOwnScene: false, entersBackground: false)
    #expect(signals.isAppInBackground)
    signals.sceneChanged(isOwnScene: true, entersBackground: false)
    #expect(!signals.isAppInBackground)
  }

  @Test func aWindowsSceneIsReadOnEntryAndNoSceneKeepsWhatWasKnown() {
    var signals = CarouselHostSignals()
    signals.readScene(isInBackground: true)
    #expect(signals.isAppInBackground)
    signals.readScene(isInBackground: nil)
    #expect(signals.isAppInBackground)
    signals.readScene(isInBackground: false)
    #expect(!signals.isAppInBackground)
    signals.readScene(isInBackground: nil)
    #expect(!signals.isAppInBackground)
  }
}
