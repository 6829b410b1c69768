import CarouselCore
import CarouselImages
import Foundation
import Testing

@testable import CarouselTerminal

/// The terminal loads the pictures its frames ask for: each live slot's at the slot's picture
/// size, the ones to fetch ahead, and again only when the frame asks for another size.
@Suite struct PictureRequestsTests {
  static func session(count: Int = 8, columns: Int = 80, rows: Int = 24) -> CarouselSession {
    var configuration = CarouselConfiguration()
    configuration.autoAdvance = .off
    return CarouselSession(
      configuration: configuration, labels: (1...count).map { "Picture \($0)" },
      layout: ScreenLayout(columns: columns, rows: rows), now: 0)
  }

  /// A 400 x 200 PNG file.
  static func pictureFile() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-requests-\(UUID().uuidString).png")
    try Data(try TestPictures.png(width: 400, height: 200)).write(to: url)
    return url.path
  }

  @Test func theLiveSlotsAtTheirSizeThenTheItemsAhead() {
    // Given eight pictures on an 80 x 24 screen (slides of 80 x 42 pixels), resting on the
    // first
    let session = Self.session()
    var requests = PictureRequests()
    // When the first frame's pictures are asked for
    let asked = requests.requests(for: session.frame, itemCount: 8)
    // Then the live slots' items come first (the current one and its neighbours), then the
    // two next and two previous ones the frame fetches ahead, all at the slides' size
    let slide = PixelSize(width: 80, height: 42)
    #expect(Set(asked.prefix(3).map(\.item)) == [7, 0, 1])
    #expect(asked.dropFirst(3).map(\.item) == session.frame.prefetchItems)
    #expect(session.frame.prefetchItems == [2, 6])
    #expect(asked.allSatisfy { $0.size == slide })
    // And the same frame asks for nothing more, nor do items past the pictures there are
    #expect(requests.requests(for: session.frame, itemCount: 8).isEmpty)
    var fewer = PictureRequests()
    #expect(fewer.requests(for: session.frame, itemCount: 2).map(\.item).sorted() == [0, 1])
  }

  @Test func movingOnAsksOnlyForWhatComesIntoReach() {
    // Given the first frame's pictures asked for
    var session = Self.session()
    var requests = PictureRequests()
    _ = requests.requests(for: session.frame, itemCount: 8)
    // When the carousel turns to the next picture
    session.handle(.key(.right), now: 0)
    session.advance(to: 1)
    #expect(session.frame.currentIndex == 1)
    // Then only the picture now two ahead is asked for
    #expect(requests.requests(for: session.frame, itemCount: 8).map(\.item) == [3])
  }

  @Test func aScreenThatGrowsAsksAgainAndOneThatShrinksALittleDoesNot() {
    // Given the first frame's pictures asked for on an 80 x 24 screen
    var session = Self.session()
    var requests = PictureRequests()
    _ = requests.requests(for: session.frame, itemCount: 8)
    // When the screen shrinks a little, nothing is loaded again (the frame keeps the size)
    session.resize(to: ScreenLayout(columns: 70, rows: 22), now: 1)
    #expect(requests.requests(for: session.frame, itemCount: 8).isEmpty)
    // When it grows past what was asked for, the pictures are asked for again, larger
    session.resize(to: ScreenLayout(columns: 160, rows: 48), now: 2)
    let larger = requests.requests(for: session.frame, itemCount: 8)
    #expect(larger.count == 5)
    #expect(larger.allSatisfy { $0.size == PixelSize(width: 160, height: 90) })
  }

  @Test func aLoadSupersededByANewerRequestIsDroppedWhateverOrderLoadsFinishIn() async throws {
    // Given a picture asked for at the slide size, then again larger after the screen grew
    var session = Self.session(count: 1)
    var requests = PictureRequests()
    let small = try #require(requests.requests(for: session.frame, itemCount: 1).first)
    session.resize(to: ScreenLayout(columns: 160, rows: 48), now: 1)
    let large = try #require(requests.requests(for: session.frame, itemCount: 1).first)
    #expect(small.item == 0 && large.item == 0 && small.size != large.size)
    // When both loads finish, the newer one first and the stale one after it
    let path = try Self.pictureFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let loader = PictureLoader()
    let newer = await loader.loadNow(
      .file(path), index: 0, targetSize: large.size, contentMode: .aspectFill)
    let stale = await loader.loadNow(
      .file(path), index: 0, targetSize: small.size, contentMode: .aspectFill)
    // Then only the newer picture is current: the stale one cannot replace it
    #expect(requests.isCurrent(newer))
    #expect(!requests.isCurrent(stale))
    // And a load for an item never asked for is not current
    let unknown = PictureLoader.Result(
      index: 5, targetSize: small.size, content: .placeholder, pictureSize: nil)
    #expect(!requests.isCurrent(unknown))
  }
}
