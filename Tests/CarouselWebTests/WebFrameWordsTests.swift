import CarouselCore
import Testing

@testable import CarouselWeb

extension Element {
  /// The frame's words as the page decodes them (`readText` in `Web/Element/frame.js`): the
  /// text at the header's address, split at each NUL.
  func words(_ frame: ReadFrame) -> [String] {
    #expect(Int(frame[.textAddress]) == Int(bitPattern: carousel.text.base))
    let bytes = UnsafeBufferPointer(start: carousel.text.base, count: Int(frame[.textLength]))
    var words = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    // The last word's NUL ends the text.
    #expect(words.last == "")
    words.removeLast()
    return words
  }
}

/// What the page shows assistive technologies comes from the frame: the words in the
/// element's language, the live region, the stop/start control, where Previous and Next lead.
@Suite struct WebFrameWordsTests {
  @Test func theWordsAreTheMachinesAndChangeOnlyWithWhatTheySay() {
    var element = Element()
    defer { element.carousel.deallocate() }
    // Given a carousel of five slides turning every 3 s
    let first = element.frame()
    #expect(
      element.words(first) == [
        "Item 1 of 5", "Stop automatic slide show", "Previous slide", "Next slide",
        "Choose a slide", "Slides", "carousel", "slide", "Item 1 of 5", "Item 2 of 5",
        "Item 3 of 5", "Item 4 of 5", "Item 5 of 5",
      ])
    // When nothing they say changes, their version stays: the page decodes nothing
    element.carousel.host.tick(now: 1)
    #expect(element.frame()[.textVersion] == first[.textVersion])
    // When the slides turn, the exposed slide's label follows, in a new version
    let frames = element.run(until: 4)
    let last = frames[frames.count - 1]
    #expect(last[.currentIndex] == 1)
    #expect(last[.textVersion] > first[.textVersion])
    #expect(element.words(last).first == "Item 2 of 5")
    // When the user stops the slide show, the control offers to start it
    element.carousel.host.toggleRotation(now: 5)
    let stopped = element.frame()
    #expect(
      element.words(stopped)[OutputLayout.Text.rotationLabel.rawValue]
        == "Start automatic slide show")
    #expect(stopped.has(.stopped))
  }

  @Test func theElementsLanguageChoosesTheWords() {
    var element = Element()
    defer { element.carousel.deallocate() }
    let english = element.frame()
    // When the element's language is German (then the browser's), the words are German
    element.carousel.setLanguages(["de-CH", "en-US"], now: 0)
    let german = element.frame()
    #expect(german[.textVersion] > english[.textVersion])
    let words = element.words(german)
    #expect(words[0] == "Element 1 von 5")
    #expect(words[1] == "Automatische Diashow anhalten")
    #expect(words[OutputLayout.Text.previousLabel.rawValue] == "Vorherige Folie")
    #expect(words[OutputLayout.Text.carouselRoleDescription.rawValue] == "Karussell")
    #expect(words.last == "Element 5 von 5")
    // A language that is not shipped gives way to the next one
    element.carousel.setLanguages(["xx", "ja"], now: 0)
    #expect(element.words(element.frame())[0] == "5件中1件目")
  }

  @Test func theLiveRegionIsQuietOnlyWhileTheSlidesTurnOnTheirOwn() {
    var element = Element()
    defer { element.carousel.deallocate() }
    let polite = Double(CarouselFrame.LiveRegion.polite.rawValue)
    let off = Double(CarouselFrame.LiveRegion.off.rawValue)
    // Turning on their own: not a live region
    #expect(element.frame()[.liveRegion] == off)
    // A hover holds them for a while: still turning, for assistive technologies
    element.carousel.host.setSignal(.hovered, true, now: 1)
    #expect(element.frame()[.liveRegion] == off)
    // Keyboard focus coming in stops them: changes are announced, and stay so after it leaves
    element.carousel.host.setSignal(.keyboardFocused, true, now: 2)
    #expect(element.frame()[.liveRegion] == polite)
    element.carousel.host.setSignal(.keyboardFocused, false, now: 3)
    element.carousel.host.setSignal(.hovered, false, now: 3)
    let left = element.frame()
    #expect(left[.liveRegion] == polite)
    #expect(left.has(.stopped))
    #expect(left[.wakeUpTime].isNaN)
  }

  @Test func theStopStartControlIsWhereTheFrameSays() throws {
    var element = Element()
    defer { element.carousel.deallocate() }
    // Given page dots and a slide show: the control beside the dots
    let frame = element.frame()
    let control = try #require(element.carousel.host.frame.rotationControl)
    #expect(frame.has(.hasRotation) && frame.has(.rotationControlShown))
    #expect(frame[.rotationX] == control.frame.minX && frame[.rotationY] == control.frame.minY)
    #expect(frame[.rotationWidth] == control.frame.size.width && control.frame.size.width > 0)
    #expect(frame[.rotationX] >= frame[.indicatorX] + frame[.indicatorWidth])
    // Without dots, the action remains but no control is placed
    element.carousel.host.setIndicator(.dots(.hidden), now: 0)
    let bare = element.frame()
    #expect(bare.has(.hasRotation) && !bare.has(.rotationControlShown))
    #expect(bare[.rotationWidth] == 0)
    // Without a slide show, neither
    element.carousel.host.setConfiguration(CarouselConfiguration(), now: 0)
    #expect(!element.frame().has(.hasRotation))
  }

  @Test func previousAndNextLeadOnlyWhereThereIsSomewhereToGo() {
    var element = Element { $0.isLooping = false }
    defer { element.carousel.deallocate() }
    // At the first slide of a carousel that does not loop: only forward
    var frame = element.frame()
    #expect(!frame.has(.canMoveBackward) && frame.has(.canMoveForward))
    // At the last: only back
    _ = element.carousel.host.scroll(to: 4, animated: false, now: 1)
    frame = element.frame()
    #expect(frame.has(.canMoveBackward) && !frame.has(.canMoveForward))
    // Looping: both ways from anywhere
    var looping = Element()
    defer { looping.carousel.deallocate() }
    frame = looping.frame()
    #expect(frame.has(.canMoveBackward) && frame.has(.canMoveForward))
    // One slide: nowhere
    looping.carousel.host.reload(itemCount: 1, now: 1)
    frame = looping.frame()
    #expect(!frame.has(.canMoveBackward) && !frame.has(.canMoveForward))
  }
}
