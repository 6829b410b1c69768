import CarouselHosting
import CarouselImages
import Foundation
import Testing

/// An app hears once about each picture's outcome, and again when it changes.
@Suite struct ImageOutcomesTests {
  static let first = URL(fileURLWithPath: "/pictures/1.jpg")
  static let second = URL(fileURLWithPath: "/pictures/2.jpg")
  static let picture = CarouselSlotImage.image(
    DecodedImage(width: 1, height: 1, pixels: [0, 0, 0, 255]))

  @Test func aPictureShownAgainIsNotReportedAgain() {
    var outcomes = CarouselImageOutcomes()
    // Loading says nothing
    #expect(outcomes.record(.placeholder, for: Self.first) == nil)
    // The picture arriving is reported once, however many slots show it after
    #expect(outcomes.record(Self.picture, for: Self.first) == .loaded)
    #expect(outcomes.record(.placeholder, for: Self.first) == nil)
    #expect(outcomes.record(Self.picture, for: Self.first) == nil)
    // Another picture is its own
    #expect(
      outcomes.record(.failure(.statusCode(404)), for: Self.second) == .failed(.statusCode(404)))
    #expect(outcomes.record(.failure(.statusCode(404)), for: Self.second) == nil)
  }

  @Test func aFailureThatLaterLoadsIsReportedBothTimes() {
    var outcomes = CarouselImageOutcomes()
    #expect(outcomes.record(.failure(.timedOut), for: Self.first) == .failed(.timedOut))
    #expect(outcomes.record(Self.picture, for: Self.first) == .loaded)
    // A different failure after is news too
    #expect(
      outcomes.record(.failure(.statusCode(503)), for: Self.first) == .failed(.statusCode(503)))
  }

  @Test func aReloadForgetsWhatLeftAndKeepsWhatStayed() {
    var outcomes = CarouselImageOutcomes()
    _ = outcomes.record(Self.picture, for: Self.first)
    _ = outcomes.record(Self.picture, for: Self.second)
    // When the items become the second picture only
    outcomes.keep(only: [Self.second])
    // Then the second is not reported again, and the first is when it comes back
    #expect(outcomes.record(Self.picture, for: Self.second) == nil)
    #expect(outcomes.record(Self.picture, for: Self.first) == .loaded)
  }
}
