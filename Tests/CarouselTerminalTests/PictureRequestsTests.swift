import CarouselCore
import CarouselImages
import CarouselTestSupport
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
    let asked = requests.update(for: session.frame, itemCount: 8).load
    // Then the live slots' items come first (the current one and its neighbours), then the
    // two next and two previous ones the frame fetches ahead, all at the slides' size
    let slide = PixelSize(width: 80, height: 42)
    #expect(Set(asked.prefix(3).map(\.item)) == [7, 0, 1])
    #expect(asked.dropFirst(3).map(\.item) == session.frame.prefetchItems)
    #expect(session.frame.prefetchItems == [2, 6])
    #expect(asked.allSatisfy { $0.size == slide })
    // And the same frame asks for nothing more, nor do items past the pictures there are
    #expect(requests.update(for: session.frame, itemCount: 8).load.isEmpty)
    var fewer = PictureRequests()
    #expect(fewer.update(for: session.frame, itemCount: 2).load.map(\.item).sorted() == [0, 1])
  }

  @Test func movingOnAsksOnlyForWhatComesIntoReach() {
    // Given the first frame's pictures asked for
    var session = Self.session()
    var requests = PictureRequests()
    _ = requests.update(for: session.frame, itemCount: 8).load
    // When the carousel turns to the next picture
    session.handle(.key(.right), now: 0)
    session.advance(to: 1)
    #expect(session.frame.currentIndex == 1)
    // Then only the picture now two ahead is asked for
    #expect(requests.update(for: session.frame, itemCount: 8).load.map(\.item) == [3])
  }

  @Test func aScreenThatGrowsAsksAgainAndOneThatShrinksALittleDoesNot() {
    // Given the first frame's pictures asked for on an 80 x 24 screen
    var session = Self.session()
    var requests = PictureRequests()
    _ = requests.update(for: session.frame, itemCount: 8).load
    // When the screen shrinks a little, nothing is loaded again (the frame keeps the size)
    session.resize(to: ScreenLayout(columns: 70, rows: 22), now: 1)
    #expect(requests.update(for: session.frame, itemCount: 8).load.isEmpty)
    // When it grows past what was asked for, the pictures are asked for again, larger
    session.resize(to: ScreenLayout(columns: 160, rows: 48), now: 2)
    let larger = requests.update(for: session.frame, itemCount: 8).load
    #expect(larger.count == 5)
    #expect(larger.allSatisfy { $0.size == PixelSize(width: 160, height: 90) })
  }

  @Test func aLoadSupersededByANewerRequestIsDroppedWhateverOrderLoadsFinishIn() async throws {
    // Given a picture asked for at the slide size, then again larger after the screen grew
    var session = Self.session(count: 1)
    var requests = PictureRequests()
    let small = try #require(requests.update(for: session.frame, itemCount: 1).load.first)
    session.resize(to: ScreenLayout(columns: 160, rows: 48), now: 1)
    let large = try #require(requests.update(for: session.frame, itemCount: 1).load.first)
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

/// What the terminal fetches and holds follows what it shows: the window of the frame's live
/// slots and the items it fetches ahead, whatever the number of items.
@Suite struct PictureWindowTests {
  @Test func itemsThatLeaveTheWindowAreLetGoAndComeBackWhenAskedAgain() {
    // Given twenty pictures, resting on the first
    var session = PictureRequestsTests.session(count: 20)
    var requests = PictureRequests()
    let first = requests.update(for: session.frame, itemCount: 20)
    #expect(Set(first.load.map(\.item)) == [19, 0, 1, 2, 18])
    #expect(first.release.isEmpty)
    // When the carousel turns five times
    var released: [Int] = []
    for step in 1...5 {
      session.handle(.key(.right), now: Double(step))
      session.advance(to: Double(step) + 1)
      released += requests.update(for: session.frame, itemCount: 20).release
    }
    // Then the pictures left behind were let go, and the window is what the frame needs
    #expect(session.frame.currentIndex == 5)
    #expect(Set(released) == [18, 19, 0, 1, 2])
    #expect(requests.heldItems == [3, 4, 5, 6, 7])
    // And a late load of a picture let go is not current
    let late = PictureLoader.Result(
      index: 0, targetSize: PixelSize(width: 80, height: 42), content: .placeholder)
    #expect(!requests.isCurrent(late))
    // When the carousel goes back, then the pictures come back
    session.handle(.key(.home), now: 10)
    session.advance(to: 12)
    let back = requests.update(for: session.frame, itemCount: 20)
    #expect(Set(back.load.map(\.item)) == [19, 0, 1, 2, 18])
  }

  @Test func twoThousandItemsHoldAWindowWhateverHappens() throws {
    // Given 2,000 pictures
    var session = PictureRequestsTests.session(count: 2000)
    var requests = PictureRequests()
    var loads = 0
    var largestWindow = 0
    // When the user holds the arrow for 300 presses, the carousel catching up as it can
    for step in 0..<300 {
      let now = Double(step) * 0.05
      session.handle(.key(.right), now: now)
      session.advance(to: now + 0.03)
      let changes = requests.update(for: session.frame, itemCount: 2000)
      loads += changes.load.count
      largestWindow = max(largestWindow, requests.heldItems.count)
    }
    session.advance(to: 100)
    _ = requests.update(for: session.frame, itemCount: 2000)
    // Then it never held more than the live slots and the items ahead, and once it rests it
    // holds its window alone
    #expect(largestWindow <= 8, "\(largestWindow)")
    #expect(requests.heldItems.count <= 5)
    // And each picture it passed was asked for a few times at most (ahead of where it was
    // going, then as it went by), never the 2,000
    let passed = try #require(session.frame.currentIndex)
    #expect(passed >= 250)
    #expect(loads <= 3 * (passed + 5), "\(loads) loads for \(passed) pictures passed")
  }
}

/// A picture let go while it loads: its load is cancelled, and what it held released.
@Suite struct PictureLoaderCancelTests {
  @Test func aLoadLetGoIsCancelledAndItsConnectionClosed() async throws {
    // Given a server that announces a picture and then holds the connection
    let server = try PictureServer()
    let loader = PictureLoader(pipeline: PictureLoader.pipeline(pictureTimeout: 600))
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/held/slow?length=1000"))
    loader.load(
      .remote(url), index: 3, targetSize: PixelSize(width: 10, height: 10),
      contentMode: .aspectFill)
    #expect(await Self.eventually { (try? await server.stats("slow"))?.open == 1 })
    // When the picture is let go
    loader.cancel(3)
    // Then the connection is closed, no load is left, and nothing arrives for it
    #expect(await Self.eventually { (try? await server.stats("slow"))?.aborted == 1 })
    #expect(loader.runningLoadCount == 0)
    #expect(loader.takeResults().isEmpty)
  }

  /// Waits until `condition` holds, looking again whenever the task gets to run; false only
  /// past the hang guard.
  static func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(HangGuard.seconds)
    while Date() < deadline {
      if await condition() { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return await condition()
  }
}
