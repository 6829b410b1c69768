import CarouselCore
import Testing

@testable import CarouselHosting

/// What VoiceOver sees of a UIKit carousel, and when that is said again.
@Suite struct AccessibilityExposureTests {
  private final class Action {}

  private func accessibility(exposed: Int?, label: String? = "Stop") -> CarouselFrame.Accessibility
  {
    var accessibility = CarouselFrame.Accessibility()
    accessibility.exposedSlotID = exposed
    accessibility.rotationActionLabel = label
    return accessibility
  }

  /// One update, outside the expectation macros (which take no mutating calls).
  private func draw(
    _ exposure: inout CarouselAccessibilityExposure, _ accessibility: CarouselFrame.Accessibility,
    mode: CarouselAccessibilityMode, force: Bool
  ) -> CarouselAccessibilityExposure.Update? {
    exposure.update(accessibility, mode: mode, force: force)
  }

  @Test func theAdjustableModeIsOneElementThatHidesEverySlide() throws {
    var exposure = CarouselAccessibilityExposure()
    let update = try #require(
      draw(&exposure, accessibility(exposed: 3), mode: .adjustable, force: false))
    #expect(update.isElement)
    #expect(update.exposedSlotID == nil)
    #expect(update.elements(slide: "slide", pageControl: "dots", isPageControlHidden: false) == nil)
    #expect(update.pageControlActions { [Action()] } == nil)
    #expect(!update.movesCursor)
  }

  @Test func theSlideContentsModeListsTheSlideAndTheShownPageControl() throws {
    var exposure = CarouselAccessibilityExposure()
    let update = try #require(
      draw(&exposure, accessibility(exposed: 3), mode: .slideContents, force: false))
    #expect(!update.isElement)
    #expect(update.exposedSlotID == 3)
    #expect(
      update.elements(slide: "slide", pageControl: "dots", isPageControlHidden: false)
        == ["slide", "dots"])
    #expect(
      update.elements(slide: "slide", pageControl: "dots", isPageControlHidden: true) == ["slide"])
    #expect(
      update.elements(slide: nil, pageControl: "dots", isPageControlHidden: false) == ["dots"])
    #expect(update.pageControlActions { [1] } == [1])
  }

  @Test func nothingIsSaidAgainUntilTheSlideTheLabelOrTheModeChanges() {
    var exposure = CarouselAccessibilityExposure()
    #expect(draw(&exposure, accessibility(exposed: 1), mode: .slideContents, force: false) != nil)
    #expect(draw(&exposure, accessibility(exposed: 1), mode: .slideContents, force: false) == nil)
    // Forced (the page control's visibility changed): said again
    #expect(draw(&exposure, accessibility(exposed: 1), mode: .slideContents, force: true) != nil)
    // The action's label changed (the user stopped the slide show)
    #expect(
      draw(&exposure, accessibility(exposed: 1, label: "Start"), mode: .slideContents, force: false)
        != nil)
    // The mode changed
    #expect(
      draw(&exposure, accessibility(exposed: 1, label: "Start"), mode: .adjustable, force: false)
        != nil)
    #expect(
      draw(&exposure, accessibility(exposed: 2, label: "Start"), mode: .adjustable, force: false)
        == nil)
  }

  @Test func theCursorFollowsTheContentIntoANewSlideOnly() throws {
    var exposure = CarouselAccessibilityExposure()
    // The first slide exposed: nothing to follow from
    let first = try #require(
      draw(&exposure, accessibility(exposed: 1), mode: .slideContents, force: false))
    #expect(!first.movesCursor)
    // A page turn: it follows
    let turn = try #require(
      draw(&exposure, accessibility(exposed: 2), mode: .slideContents, force: false))
    #expect(turn.movesCursor)
    // Forced with the same slide, or no slide: it stays
    let same = try #require(
      draw(&exposure, accessibility(exposed: 2), mode: .slideContents, force: true))
    #expect(!same.movesCursor)
    let none = try #require(
      draw(&exposure, accessibility(exposed: nil), mode: .slideContents, force: false))
    #expect(!none.movesCursor)
  }

  @Test func theCursorInsideIsTheFocusPauseOnlyInTheSlideContentsMode() {
    var signals = CarouselHostSignals()
    CarouselAccessibilityExposure.cursorMoved(isInside: true, mode: .adjustable, signals: &signals)
    #expect(!signals.isAccessibilityFocused)
    CarouselAccessibilityExposure.cursorMoved(
      isInside: true, mode: .slideContents, signals: &signals)
    #expect(signals.isAccessibilityFocused)
    CarouselAccessibilityExposure.cursorMoved(
      isInside: false, mode: .slideContents, signals: &signals)
    #expect(!signals.isAccessibilityFocused)
  }

  @Test func theRotationActionIsMadeAgainOnlyForANewLabel() {
    var rotation = CarouselRotationAction<Action>()
    var made: [String] = []
    let make = { (label: String) -> Action in
      made.append(label)
      return Action()
    }
    let first = rotation.actions(label: "Stop", make: make)
    let again = rotation.actions(label: "Stop", make: make)
    #expect(first.count == 1 && again.count == 1 && first[0] === again[0])
    let start = rotation.actions(label: "Start", make: make)
    #expect(start[0] !== first[0])
    #expect(rotation.actions(label: nil, make: make).isEmpty)
    _ = rotation.actions(label: "Start", make: make)
    #expect(made == ["Stop", "Start", "Start"])
  }
}
