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
        duration: 0.35, now: 0)
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
}
