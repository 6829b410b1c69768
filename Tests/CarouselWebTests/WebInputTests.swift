import CarouselCore
import Testing

@testable import CarouselWeb

/// What the page hands the Swift side as it is, for the machine to decide on: the slides by
/// identity, the attributes' numbers, text through the input buffer. Serialized: the exports
/// share the page's one list of carousels.
@Suite(.serialized) struct WebInputTests {
  @Test func slidesAddedBeforeTheCurrentOneKeepItCurrent() {
    var carousel = WebCarousel(now: 0)
    defer { carousel.deallocate() }
    carousel.host.setSignal(.inWindow, true, now: 0)
    carousel.host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    // Given five slides, the fourth (identity 4) current
    carousel.reload(identities: [1, 2, 3, 4, 5], now: 0)
    _ = carousel.host.scroll(to: 3, animated: false, now: 1)
    // When two slides are added before it and one after
    carousel.reload(identities: [6, 7, 1, 2, 3, 4, 5, 8], now: 2)
    // Then the same slide is current, at its new index
    #expect(carousel.host.frame.currentIndex == 5)
    #expect(carousel.host.frame.itemCount == 8)
    // And when slides are removed or moved around it, it stays current
    carousel.reload(identities: [4, 8, 1], now: 3)
    #expect(carousel.host.frame.currentIndex == 0)
    // The same slides again change nothing
    let version = carousel.host.frameVersion
    carousel.reload(identities: [4, 8, 1], now: 4)
    #expect(carousel.host.frameVersion == version)
    // A brand-new set starts at its first slide
    _ = carousel.host.scroll(to: 2, animated: false, now: 5)
    carousel.reload(identities: [20, 21, 22], now: 6)
    #expect(carousel.host.frame.currentIndex == 0)
  }

  @Test func theIntervalIsBroughtIntoTheOneRangeOnTheSwiftSide() {
    let handle = carouselCreate(now: 0)
    defer { carouselDestroy(handle: handle) }
    func autoAdvance(interval: Double, marquee: Double = .nan) -> CarouselAutoAdvance? {
      carouselConfigure(
        handle: handle, axis: 0, rightToLeft: 0, effect: 0, lengthKind: 0, lengthValue: 0,
        spacing: 0, alignment: 0, behavior: 0, looping: 1, interval: interval, marquee: marquee,
        duration: 0.35, swipe: 1, now: 0)
      return carousel(handle)?.host.engine.configuration.autoAdvance
    }
    let range = CarouselAutoAdvance.intervalRange
    #expect(autoAdvance(interval: 3) == .interval(3))
    #expect(autoAdvance(interval: 3_000_000) == .interval(range.upperBound))
    #expect(autoAdvance(interval: 0.001) == .interval(range.lowerBound))
    #expect(autoAdvance(interval: 0) == .off)
    #expect(autoAdvance(interval: -5) == .off)
    #expect(autoAdvance(interval: .nan) == .off)
    #expect(autoAdvance(interval: .infinity) == .off)
    // A marquee drifts instead, whatever the interval
    #expect(autoAdvance(interval: 3, marquee: -40) == .continuous(pointsPerSecond: -40))
    #expect(autoAdvance(interval: 3, marquee: 0) == .interval(3))
  }

  @Test func theDurationIsBroughtIntoTheOneRangeOnTheSwiftSide() {
    let handle = carouselCreate(now: 0)
    defer { carouselDestroy(handle: handle) }
    func configured(duration: Double, swipe: Int32 = 1) -> CarouselConfiguration? {
      carouselConfigure(
        handle: handle, axis: 0, rightToLeft: 0, effect: 0, lengthKind: 0, lengthValue: 0,
        spacing: 0, alignment: 0, behavior: 0, looping: 1, interval: .nan, marquee: .nan,
        duration: duration, swipe: swipe, now: 0)
      return carousel(handle)?.host.engine.configuration
    }
    let range = CarouselConfiguration.scrollAnimationDurationRange
    let standard = CarouselConfiguration().scrollAnimationDuration
    #expect(configured(duration: 0.4)?.scrollAnimationDuration == 0.4)
    // duration="400": seconds, so the longest turn, never 400 s
    #expect(configured(duration: 400)?.scrollAnimationDuration == range.upperBound)
    #expect(configured(duration: 0)?.scrollAnimationDuration == range.lowerBound)
    #expect(configured(duration: .nan)?.scrollAnimationDuration == standard)
    #expect(configured(duration: -1)?.scrollAnimationDuration == standard)
    #expect(configured(duration: .infinity)?.scrollAnimationDuration == standard)
    // And the drag switch is the engine's swipe switch
    #expect(configured(duration: 0.4)?.isSwipeEnabled == true)
    #expect(configured(duration: 0.4, swipe: 0)?.isSwipeEnabled == false)
  }

  @Test func thePagesLabelsReplaceTheLanguagesOneByOne() {
    let handle = carouselCreate(now: 0)
    defer { carouselDestroy(handle: handle) }
    func write(_ text: String) -> Int32 {
      let bytes = Array(text.utf8)
      let buffer = reserveInput(byteCount: bytes.count).assumingMemoryBound(to: UInt8.self)
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
      return Int32(bytes.count)
    }
    // Given a German carousel
    carouselSetLanguages(handle: handle, byteCount: write("de"), now: 0)
    // When the page gives its own item template and Next label, the rest left empty
    let labels = WireVocabulary.Label.allCases.map { label -> String in
      switch label {
      case .item: "Bild {index} von {count}"
      case .next: "Weiter"
      default: ""
      }
    }
    carouselSetLabels(
      handle: handle, byteCount: write(labels.map { $0 + "\0" }.joined()), now: 0)
    // Then those two are the page's and the others stay German
    let strings = carousel(handle)?.host.strings
    #expect(strings?.itemValue(index: 1, count: 4) == "Bild 2 von 4")
    #expect(strings?.nextItem == "Weiter")
    #expect(strings?.previousItem == "Vorherige Folie")
    #expect(strings?.carouselRoleDescription == "Karussell")
    // And a new language keeps the page's labels
    carouselSetLanguages(handle: handle, byteCount: write("fr"), now: 0)
    #expect(carousel(handle)?.host.strings.nextItem == "Weiter")
    #expect(carousel(handle)?.host.strings.previousItem == "Diapositive précédente")
    // No labels: the language's again
    carouselSetLabels(handle: handle, byteCount: 0, now: 0)
    #expect(carousel(handle)?.host.strings == CarouselAccessibilityStrings(localizedFor: ["fr"]))
  }

  @Test func languagesAndIdentitiesArriveThroughTheInputBuffer() {
    let handle = carouselCreate(now: 0)
    defer { carouselDestroy(handle: handle) }
    // Given identities written where carousel_input says
    let identities: [Int32] = [11, 12, 13]
    let buffer = reserveInput(byteCount: identities.count * 4).assumingMemoryBound(to: Int32.self)
    for (index, identity) in identities.enumerated() { buffer[index] = identity }
    carouselReload(handle: handle, count: Int32(identities.count), now: 0)
    #expect(carousel(handle)?.identities == identities)
    // And languages as comma-separated UTF-8
    let languages = Array("fr-CA,en".utf8)
    let text = reserveInput(byteCount: languages.count).assumingMemoryBound(to: UInt8.self)
    for (index, byte) in languages.enumerated() { text[index] = byte }
    carouselSetLanguages(handle: handle, byteCount: Int32(languages.count), now: 0)
    #expect(carousel(handle)?.host.strings.stopRotation == "Arrêter le diaporama automatique")
  }

  @Test func theSlidesOwnTimesArriveThroughTheInputBuffer() {
    let handle = carouselCreate(now: 0)
    defer { carouselDestroy(handle: handle) }
    carouselConfigure(
      handle: handle, axis: 0, rightToLeft: 0, effect: 0, lengthKind: 0, lengthValue: 0,
      spacing: 0, alignment: 0, behavior: 0, looping: 1, interval: 3, marquee: .nan,
      duration: 0.4, swipe: 1, now: 0)
    func send(_ seconds: [Double]) -> [Double?]? {
      let buffer = reserveInput(byteCount: seconds.count * 8).assumingMemoryBound(to: Double.self)
      for (index, value) in seconds.enumerated() { buffer[index] = value }
      carouselSetItemIntervals(handle: handle, count: Int32(seconds.count), now: 0)
      return carousel(handle)?.host.engine.configuration.itemIntervals
    }
    // Given five slides, the second with 8 s of its own and the fourth with 0.8 s
    #expect(send([.nan, 8, .nan, 0.8, .nan]) == [nil, 8, nil, 0.8])
    // Then those slides dwell for their time, the others for the carousel's, each in the
    // one range (the engine brings a time into it)
    carouselReload(handle: handle, count: 0, now: 0)
    let engine = carousel(handle)?.host.engine
    #expect(engine?.interval(ofItem: 1) == 8)
    #expect(engine?.interval(ofItem: 0) == 3)
    #expect(engine?.interval(ofItem: 4) == 3)
    #expect(send([.nan, 100_000]) == [nil, 100_000])
    #expect(
      carousel(handle)?.host.engine.interval(ofItem: 1)
        == CarouselAutoAdvance.intervalRange.upperBound)
    // And no slide with a time of its own is no list at all
    #expect(send([.nan, .nan]) == [])
    #expect(send([]) == [])
    // The carousel's own configuration keeps the times
    #expect(send([5]) == [5])
    carouselConfigure(
      handle: handle, axis: 1, rightToLeft: 0, effect: 0, lengthKind: 0, lengthValue: 0,
      spacing: 0, alignment: 0, behavior: 0, looping: 1, interval: 4, marquee: .nan,
      duration: 0.4, swipe: 1, now: 0)
    #expect(carousel(handle)?.host.engine.configuration.itemIntervals == [5])
  }

  @Test func aPlayingVideoHoldsTheTurnUntilTheHoldEnds() {
    let handle = carouselCreate(now: 0)
    defer { carouselDestroy(handle: handle) }
    carouselConfigure(
      handle: handle, axis: 0, rightToLeft: 0, effect: 0, lengthKind: 0, lengthValue: 0,
      spacing: 0, alignment: 0, behavior: 0, looping: 1, interval: 0.5, marquee: .nan,
      duration: 0.4, swipe: 1, now: 0)
    let buffer = reserveInput(byteCount: 12).assumingMemoryBound(to: Int32.self)
    for index in 0..<3 { buffer[index] = Int32(index + 1) }
    carouselReload(handle: handle, count: 3, now: 0)
    carouselSetSignal(
      handle: handle, signal: Int32(CarouselHostSignals.Signal.inWindow.rawValue), value: 1, now: 0)
    carouselSetSize(handle: handle, width: 390, height: 130, now: 0)
    func due() -> Double? {
      guard case .wakeUp(let time) = carousel(handle)?.host.frame.tickPlan else { return nil }
      return time
    }
    #expect(due() == 0.5)
    // Given the first slide's 2 s video playing from 0.1 s
    carouselSetVideoPlaying(handle: handle, item: 0, remaining: 2, now: 0.1)
    // Then the turn waits for its end
    #expect(due() == 2.1)
    // While it waits for data it cannot tell: the turn waits up to the maximum hold
    carouselSetVideoPlaying(handle: handle, item: 0, remaining: .nan, now: 0.4)
    #expect(due() == 0.5 + CarouselConfiguration().maximumHold)
    // And once it ended, the interval being over, the turn comes at once
    carouselEndHold(handle: handle, item: 0, now: 1)
    let plan = carousel(handle)?.host.frame.tickPlan
    #expect(plan == .frames || (due().map { $0 <= 1 } ?? false))
    // An unknown slide changes nothing
    carouselSetVideoPlaying(handle: handle, item: 7, remaining: 2, now: 1)
    carouselEndHold(handle: handle, item: -1, now: 1)
  }
}
