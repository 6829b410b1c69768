import CarouselCore
import CarouselImages
import Foundation
import Testing

@testable import CarouselHosting

/// A platform image: only its identity matters to the items.
private final class Picture {}

/// What a UIKit carousel shows, decided outside the view.
@Suite struct ItemsTests {
  static let first = URL(string: "https://cdn.example.com/1.jpg")
  static let second = URL(string: "https://cdn.example.com/2.jpg")
  static let picture = CarouselSlotImage.image(
    DecodedImage(width: 1, height: 1, pixels: [0, 0, 0, 255]))

  @Test func theSameContentAgainChangesNothing() {
    var items = CarouselItems<Picture>()
    // Given pictures from URLs
    #expect(items.replace(with: .imageURLs([Self.first, nil])) == .init(dropsPictures: false))
    // Then the same URLs again change nothing, and others do
    #expect(items.replace(with: .imageURLs([Self.first, nil])) == nil)
    #expect(items.replace(with: .imageURLs([Self.second])) != nil)
    // Given local images, the same objects again change nothing; equal counts of others do
    let images = [Picture(), Picture()]
    #expect(items.replace(with: .images(images)) == .init(dropsPictures: true))
    #expect(items.replace(with: .images(images)) == nil)
    #expect(items.replace(with: .images([images[0], Picture()])) != nil)
    #expect(items.replace(with: .images([images[0]])) != nil)
    // Views again are always news: the data source is asked again
    #expect(items.replace(with: .views) == .init(dropsPictures: true))
    #expect(items.replace(with: .views) != nil)
  }

  @Test func aDataSourceShowsItsViewsAndNoneShowsNoImages() {
    var items = CarouselItems<Picture>()
    let source = ObjectIdentifier(Picture.self)
    let other = ObjectIdentifier(Int.self)
    #expect(items.replaceDataSource(source, previous: nil) != nil)
    #expect(items.slotContent(ofItem: 0).isDataSourceView)
    // The same one again changes nothing; another is new content
    #expect(items.replaceDataSource(source, previous: source) == nil)
    #expect(items.replaceDataSource(other, previous: source) != nil)
    // None shows no images
    #expect(items.replaceDataSource(nil, previous: other) == .init(dropsPictures: true))
    #expect(items.images.isEmpty)
    #expect(items.reload { nil }.load == .identities([]))
  }

  @Test func theMachineLoadsPicturesByURLAndImagesByIdentity() {
    var items = CarouselItems<Picture>()
    _ = items.replace(with: .imageURLs([Self.first, nil]))
    #expect(
      items.reload { nil }
        == .init(
          load: .identities([AnyHashable(Self.first), AnyHashable(URL?.none)]),
          preparesSlotsAgain: false))
    let images = [Picture(), Picture()]
    _ = items.replace(with: .images(images))
    #expect(
      items.reload { nil }.load == .identities(images.map { AnyHashable(ObjectIdentifier($0)) }))
    // A reload of the data source's views is nothing for other content
    #expect(items.reloadViews { nil } == nil)
  }

  @Test func aDataSourceIsAskedOnlyForViews() {
    var items = CarouselItems<Picture>()
    var asked = 0
    let answers = {
      asked += 1
      return CarouselDataSourceItems(count: 3) { AnyHashable("item \($0)") }
    }
    _ = items.replace(with: .images([]))
    _ = items.reload(dataSource: answers)
    #expect(asked == 0)
    _ = items.replace(with: .views)
    let reload = items.reloadViews(dataSource: answers)
    #expect(asked == 1)
    // Its views are loaded by their names, and every slot is prepared again
    #expect(reload?.load == .identities((0..<3).map { AnyHashable(AnyHashable?("item \($0)")) }))
    #expect(reload?.preparesSlotsAgain == true)
    // Without a data source, no items and nothing to prepare
    #expect(items.reload { nil } == .init(load: .itemCount(0), preparesSlotsAgain: false))
  }

  @Test func itemsOfADataSourceAreFollowedByNameOnlyWhenEveryOneHasOne() {
    #expect(
      CarouselReload(names: ["a", "b"])
        == .identities(["a", "b"].map { AnyHashable(AnyHashable?($0)) }))
    #expect(CarouselReload(names: ["a", nil, "c"]) == .itemCount(3))
    #expect(CarouselReload(names: []) == .identities([]))
    // A negative count is none
    #expect(CarouselDataSourceItems(count: -2) { _ in "x" }.names.isEmpty)
  }

  @Test func whatASlotShowsForAnItem() {
    var items = CarouselItems<Picture>()
    let image = Picture()
    _ = items.replace(with: .images([image]))
    #expect(items.slotContent(ofItem: 0).image === image)
    // Past the end of the images, nothing
    #expect(items.slotContent(ofItem: 1).image == nil)
    #expect(!items.slotContent(ofItem: 1).isPicture)
    _ = items.replace(with: .imageURLs([Self.first]))
    #expect(items.slotContent(ofItem: 0).isPicture)
  }

  @Test func titlesAndURLsOfItemsPastTheEndAreNone() {
    var items = CarouselItems<Picture>()
    #expect(items.title(ofItem: 0) == nil)
    items.titles = ["Summer sale"]
    #expect(items.title(ofItem: 0) == "Summer sale")
    #expect(items.title(ofItem: 1) == nil)
    #expect(items.title(ofItem: -1) == nil)
    _ = items.replace(with: .imageURLs([Self.first, nil]))
    #expect(items.imageURL(ofItem: 0) == Self.first)
    #expect(items.imageURL(ofItem: 1) == nil)
    #expect(items.imageURL(ofItem: 2) == nil)
    // The app reads back the URLs it gave, strings that were none as empty strings
    #expect(items.imageURLs == [Self.first].compactMap { $0 })
    #expect(items.imageURLStrings == ["https://cdn.example.com/1.jpg", ""])
  }

  @Test func localImagesAndViewsAreAlwaysLoaded() {
    var items = CarouselItems<Picture>()
    _ = items.replace(with: .images([Picture()]))
    #expect(items.isImageLoaded(forItem: 0) { _ in false })
    _ = items.replace(with: .views)
    #expect(items.isImageLoaded(forItem: 0) { _ in false })
    _ = items.replace(with: .imageURLs([Self.first]))
    #expect(!items.isImageLoaded(forItem: 0) { _ in false })
    #expect(items.isImageLoaded(forItem: 0) { _ in true })
  }

  @Test func anItemWhoseStringWasNoURLShowsTheFailure() {
    var items = CarouselItems<Picture>()
    _ = items.replace(with: .imageURLs([Self.first, nil]))
    #expect(items.slotImage(.placeholder, forItem: 1) == .failure(.unsupportedURL))
    // An item with a URL shows what its slot delivers
    #expect(items.slotImage(.placeholder, forItem: 0) == .placeholder)
    #expect(items.slotImage(.placeholder, forItem: nil) == .placeholder)
    #expect(items.slotImage(.placeholder, forItem: 5) == .placeholder)
  }

  @Test func outcomesAreReportedOncePerPictureAndItemsWithoutURLByPlace() {
    var items = CarouselItems<Picture>()
    _ = items.replace(with: .imageURLs([Self.first, nil, Self.first]))
    let shown = Picture()
    // A picture arriving is reported once, with the image shown, for the item that shows it
    let loaded = items.reportOutcome(of: Self.picture, forItem: 0) { shown }
    #expect(loaded?.item == 0)
    #expect((try? loaded?.result.get()) === shown)
    // Another item with the same URL says nothing new
    #expect(items.reportOutcome(of: Self.picture, forItem: 2) { shown } == nil)
    // An item without a URL is reported by its place
    let failed = items.reportOutcome(of: .failure(.unsupportedURL), forItem: 1) { shown }
    #expect(failed?.item == 1)
    // No item, or an item past the end, reports nothing
    #expect(items.reportOutcome(of: Self.picture, forItem: nil) { shown } == nil)
    #expect(items.reportOutcome(of: Self.picture, forItem: 3) { shown } == nil)
  }

  @Test func aPictureThatLeftTheItemsIsReportedAgainWhenItComesBack() {
    var items = CarouselItems<Picture>()
    _ = items.replace(with: .imageURLs([Self.first]))
    _ = items.reportOutcome(of: Self.picture, forItem: 0) { Picture() }
    _ = items.replace(with: .imageURLs([Self.second]))
    _ = items.replace(with: .imageURLs([Self.first]))
    #expect(items.reportOutcome(of: Self.picture, forItem: 0) { Picture() } != nil)
  }
}

extension CarouselItems.SlotContent {
  fileprivate var image: Image? {
    if case .image(let image) = self { return image }
    return nil
  }
  fileprivate var isPicture: Bool {
    if case .picture = self { return true }
    return false
  }
  fileprivate var isDataSourceView: Bool {
    if case .dataSourceView = self { return true }
    return false
  }
}

/// How the items' pictures fill their slots and are decoded.
@Suite struct ContentModesTests {
  @Test func anItemUsesItsOwnModeElseTheCommonOne() {
    let modes = CarouselContentModes(common: "fill", perItem: ["fit"], fit: "fit")
    #expect(modes.mode(ofItem: 0) == "fit")
    #expect(modes.mode(ofItem: 1) == "fill")
    #expect(modes.mode(ofItem: -1) == "fill")
  }

  @Test func picturesAreDecodedToFitOnlyWhenEveryItemFits() {
    #expect(CarouselContentModes(common: "fit", fit: "fit").decodingMode == .aspectFit)
    #expect(CarouselContentModes(common: "fill", fit: "fit").decodingMode == .aspectFill)
    #expect(CarouselContentModes(common: "center", fit: "fit").decodingMode == .aspectFill)
    #expect(
      CarouselContentModes(common: "fill", perItem: ["fit"], fit: "fit").decodingMode
        == .aspectFill)
    #expect(
      CarouselContentModes(common: "fit", perItem: ["fit", "fill"], fit: "fit").decodingMode
        == .aspectFill)
    #expect(
      CarouselContentModes(common: "fit", perItem: ["fit"], fit: "fit").decodingMode == .aspectFit)
  }

  @Test func aScreenWithoutAScaleDrawsAtOne() {
    #expect(CarouselPixelScale.of(3) == 3)
    #expect(CarouselPixelScale.of(0) == 1)
    #expect(CarouselPixelScale.of(-2) == 1)
    #expect(CarouselPixelScale.of(.nan) == 1)
    #expect(CarouselPixelScale.of(.infinity) == 1)
  }
}
