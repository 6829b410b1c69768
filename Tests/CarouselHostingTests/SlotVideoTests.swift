import CarouselCore
import Foundation
import Testing

@testable import CarouselHosting

/// What a video view reads of its slot, outside a carousel too, and what the user saves.
@Suite struct SlotVideoTests {
  @Test func aStandaloneVideoFollowsTheCarouselsRules() {
    // Every combination of the signals a standalone video reads
    for inWindow in [false, true] {
      for background in [false, true] {
        for reduceMotion in [false, true] {
          for lowPower in [false, true] {
            for dataSaver in [false, true] {
              let signals = CarouselHostSignals(
                isInWindow: inWindow, isAppInBackground: background,
                isReduceMotionEnabled: reduceMotion, isLowPowerModeEnabled: lowPower,
                isDataSaverEnabled: dataSaver)
              let video = CarouselSlotVideo(standalone: signals)
              let plays = inWindow && !background && !reduceMotion && !lowPower && !dataSaver
              #expect(video.playback == (plays ? .playing : .poster), "\(signals)")
              #expect(!video.holdsTurn)
            }
          }
        }
      }
    }
  }

  @Test func lowPowerModeAndLowDataModeShowThePostersOfACarousel() {
    // Given a carousel on screen whose slides' videos play
    var host = CarouselHostMachine(
      configuration: CarouselConfiguration(), itemCount: 3,
      signals: CarouselHostSignals(isInWindow: true), now: 0)
    host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    #expect(host.frame.slots.contains { CarouselSlotVideo($0).playback == .playing })
    for modes in [
      CarouselSavingModes(isLowPowerModeEnabled: true),
      CarouselSavingModes(isDataSaverEnabled: true),
    ] {
      // When the user saves power or data
      var signals = host.signals
      signals.read(modes)
      host.setSignals(signals, now: 1)
      // Then every slot shows its poster
      #expect(host.frame.slots.allSatisfy { CarouselSlotVideo($0).playback == .poster })
      signals.read(CarouselSavingModes())
      host.setSignals(signals, now: 2)
      #expect(host.frame.slots.contains { CarouselSlotVideo($0).playback == .playing })
    }
  }

  @Test func onlyTheCurrentItemsMostVisibleSlotHoldsTheTurn() {
    var host = CarouselHostMachine(
      configuration: CarouselConfiguration(), itemCount: 2,
      signals: CarouselHostSignals(isInWindow: true), now: 0)
    host.setBounds(CarouselSize(width: 390, height: 130), now: 0)
    let holders = host.frame.slots.map(CarouselSlotVideo.init).filter(\.holdsTurn)
    #expect(holders.map(\.item) == [host.frame.currentIndex])
  }

  @Test func videoURLsAreLookedUpByIndex() {
    let clip = URL(string: "https://video.example/a.mp4")
    #expect(CarouselSlotVideo.url(ofItem: 1, in: [nil, clip]) == clip)
    #expect(CarouselSlotVideo.url(ofItem: 0, in: [nil, clip]) == nil)
    #expect(CarouselSlotVideo.url(ofItem: 2, in: [nil, clip]) == nil)
    #expect(CarouselSlotVideo.url(ofItem: -1, in: [nil, clip]) == nil)
  }
}

/// A slot's video tells the machine through the driver.
@MainActor @Suite struct DriverVideoHoldTests {
  @Test func aVideosHoldKeepsItsPageUntilItIsReleased() {
    // Given a banner turning every 4 s whose first slide's video plays for 10 s
    let (host, ticker) = makeBanner()
    host.driver.setVideoHold(.playing(item: 0, remaining: 10))
    // Then the page waits past its 4 s
    ticker.run(for: 8)
    #expect(host.driver.engine.currentIndex == 0)
    // And turns once the video ended
    host.driver.setVideoHold(.released(item: 0))
    ticker.run(for: 2)
    #expect(host.driver.engine.currentIndex == 1)
  }
}
