import CarouselImages
import Foundation
import Testing

@testable import CarouselTerminal

@Suite struct PictureRequestsTests {
  static let small = PixelSize(width: 80, height: 40)
  static let large = PixelSize(width: 160, height: 80)

  /// A 400 x 200 PNG file.
  static func pictureFile() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-requests-\(UUID().uuidString).png")
    try Data(try TestPictures.png(width: 400, height: 200)).write(to: url)
    return url.path
  }

  @Test func aLoadSupersededByALargerRequestIsDroppedWhateverOrderLoadsFinishIn() async throws {
    // Given a picture asked for at the slide size, then again larger after the screen grew
    var requests = PictureRequests()
    #expect(requests.itemsToLoad(count: 1, target: Self.small) == [0])
    #expect(requests.itemsToLoad(count: 1, target: Self.large) == [0])
    // When both loads finish, the newer one first and the stale one after it
    let path = try Self.pictureFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let loader = PictureLoader()
    let newer = await loader.loadNow(
      .file(path), index: 0, targetSize: Self.large, contentMode: .aspectFill)
    let stale = await loader.loadNow(
      .file(path), index: 0, targetSize: Self.small, contentMode: .aspectFill)
    #expect(newer.pictureSize == Self.large && stale.pictureSize == Self.small)
    // Then only the newer picture is current: the stale one cannot replace it
    #expect(requests.isCurrent(newer))
    #expect(!requests.isCurrent(stale))
  }

  @Test func aShrinkingScreenLoadsNothingAndKeepsTheLargerPictureCurrent() {
    // Given two items asked for at the large size
    var requests = PictureRequests()
    #expect(requests.itemsToLoad(count: 2, target: Self.large) == [0, 1])
    // When the screen shrinks
    // Then nothing is loaded again, and the large loads stay current
    #expect(requests.itemsToLoad(count: 2, target: Self.small) == [])
    let result = PictureLoader.Result(
      index: 1, targetSize: Self.large, content: .placeholder, pictureSize: Self.large)
    #expect(requests.isCurrent(result))
  }

  @Test func growingInEitherDimensionOrAddingItemsLoadsOnlyWhatIsNeeded() {
    // Given one item asked for at 80 x 40
    var requests = PictureRequests()
    #expect(requests.itemsToLoad(count: 1, target: Self.small) == [0])
    // Then a taller target reloads it, a second item is loaded once, an equal target nothing
    #expect(requests.itemsToLoad(count: 1, target: PixelSize(width: 80, height: 41)) == [0])
    #expect(requests.itemsToLoad(count: 2, target: PixelSize(width: 80, height: 41)) == [1])
    #expect(requests.itemsToLoad(count: 2, target: PixelSize(width: 81, height: 41)) == [0, 1])
    #expect(requests.itemsToLoad(count: 2, target: PixelSize(width: 81, height: 41)) == [])
    // And a load for an item never asked for is not current
    let unknown = PictureLoader.Result(
      index: 5, targetSize: Self.small, content: .placeholder, pictureSize: nil)
    #expect(!requests.isCurrent(unknown))
  }
}
