import CarouselImages
import Foundation

/// What a carousel view shows, as the app gave it last: pictures from URLs, local images or a
/// data source's views, and the items' titles; and every question about it that the view
/// would otherwise answer itself: whether new content is the old again, what the machine
/// loads, what a slot shows for an item, and which picture outcome is news for the app.
///
/// ```swift
/// var items = CarouselItems<UIImage>()
/// if let change = items.replace(with: .imageURLs(urls)) {
///   driver.reload(items.reload(dataSource: { nil }).load)
/// }
/// ```
package struct CarouselItems<Image: AnyObject> {
  /// The kind of content, with the items.
  package enum Kind {
    /// Pictures from URLs; nil where a string was no URL (the item shows the failure).
    case imageURLs([URL?])
    /// Local images.
    case images([Image])
    /// Views from a data source.
    case views
  }

  /// What new content asks of the view (nil from ``replace(with:)`` when nothing changed).
  package struct Change: Equatable {
    /// Whether the pictures loading into slots are dropped: the new content has none.
    package var dropsPictures: Bool
  }

  /// What to load into the machine, and whether every live slot is prepared again after.
  package struct Reload: Equatable {
    /// The items for the machine.
    package var load: CarouselReload
    /// Whether the slots are prepared again: a data source's views are made anew even when
    /// its items keep their names (the machine then changes nothing).
    package var preparesSlotsAgain: Bool
  }

  /// The content.
  package private(set) var kind = Kind.images([])
  /// Each item's title; nil for none.
  package var titles: [String]?
  /// Which pictures were reported to the app.
  private var outcomes = CarouselImageOutcomes()

  /// Empty content: no images.
  package init() {}

  // MARK: The content as the app reads it back

  /// The URLs of picture content (items without one left out); empty for other content.
  package var imageURLs: [URL] {
    guard case .imageURLs(let urls) = kind else { return [] }
    return urls.compactMap { $0 }
  }

  /// The strings of picture content, empty where an item's string was no URL; empty for
  /// other content.
  package var imageURLStrings: [String] {
    guard case .imageURLs(let urls) = kind else { return [] }
    return urls.map { $0?.absoluteString ?? "" }
  }

  /// The images of local-image content; empty for other content.
  package var images: [Image] {
    guard case .images(let images) = kind else { return [] }
    return images
  }

  /// Whether the items are pictures from URLs, loaded into the slots.
  package var showsPictures: Bool {
    if case .imageURLs = kind { return true }
    return false
  }

  // MARK: Changing the content

  /// Takes new content. The same content again (assigned on every cell configuration or
  /// refresh) changes nothing: no rebuilt slots, no new display instances for impressions,
  /// no snapped turn. Images are the same when they are the same objects.
  ///
  /// - Parameter newKind: The new content.
  /// - Returns: What the view does for it, or nil when it is the content shown already.
  package mutating func replace(with newKind: Kind) -> Change? {
    switch (kind, newKind) {
    case (.imageURLs(let old), .imageURLs(let new)) where old == new:
      return nil
    case (.images(let old), .images(let new))
    where old.count == new.count && zip(old, new).allSatisfy({ $0 === $1 }):
      return nil
    default:
      break
    }
    kind = newKind
    // Pictures no longer among the items are reported again if they come back.
    if case .imageURLs(let urls) = newKind { outcomes.keep(only: urls.compactMap { $0 }) }
    return Change(dropsPictures: !showsPictures)
  }

  /// Takes a new data source: its views, or no items when there is none. The same data
  /// source again changes nothing (the app asks it again with a reload).
  ///
  /// - Parameters:
  ///   - dataSource: The new data source's identity, or nil.
  ///   - previous: The previous one's, or nil.
  /// - Returns: What the view does for it, or nil when nothing changed.
  package mutating func replaceDataSource(
    _ dataSource: ObjectIdentifier?, previous: ObjectIdentifier?
  ) -> Change? {
    guard dataSource != previous else { return nil }
    return replace(with: dataSource == nil ? .images([]) : .views)
  }

  /// What the machine loads for the content: pictures by URL, images by identity (the same
  /// objects keep their items), a data source's views as it names them (asked only for
  /// views), or nothing when views have no data source.
  ///
  /// - Parameter dataSource: The data source's answers, or nil without one.
  package func reload(dataSource: () -> CarouselDataSourceItems?) -> Reload {
    switch kind {
    case .imageURLs(let urls):
      return Reload(load: .identities(urls.map { AnyHashable($0) }), preparesSlotsAgain: false)
    case .images(let images):
      return Reload(
        load: .identities(images.map { AnyHashable(ObjectIdentifier($0)) }),
        preparesSlotsAgain: false)
    case .views:
      guard let items = dataSource() else {
        return Reload(load: .itemCount(0), preparesSlotsAgain: false)
      }
      return Reload(load: CarouselReload(names: items.names), preparesSlotsAgain: true)
    }
  }

  /// What the machine loads when the app asks a data source again (`reloadData()`): nil
  /// unless the content is a data source's views.
  ///
  /// - Parameter dataSource: The data source's answers, or nil without one.
  package func reloadViews(dataSource: () -> CarouselDataSourceItems?) -> Reload? {
    guard case .views = kind else { return nil }
    return reload(dataSource: dataSource)
  }

  // MARK: Items

  /// What a slot shows for an item.
  package enum SlotContent {
    /// The picture the image slots deliver (placeholder, picture or failure).
    case picture
    /// A local image (nil past the end of the images).
    case image(Image?)
    /// A view the data source gives.
    case dataSourceView
  }

  /// What a slot shows for an item.
  package func slotContent(ofItem index: Int) -> SlotContent {
    switch kind {
    case .imageURLs: .picture
    case .images(let images): .image(images.indices.contains(index) ? images[index] : nil)
    case .views: .dataSourceView
    }
  }

  /// An item's title, or nil for none (no titles, or fewer titles than items).
  package func title(ofItem index: Int) -> String? {
    guard let titles, titles.indices.contains(index) else { return nil }
    return titles[index]
  }

  /// The picture URL of an item, or nil (not picture content, no such item, or a string that
  /// was no URL).
  package func imageURL(ofItem index: Int) -> URL? {
    guard case .imageURLs(let urls) = kind, urls.indices.contains(index) else { return nil }
    return urls[index]
  }

  /// Whether an item's picture is on screen: always for local images and views; for
  /// pictures from URLs, as `loaded` answers.
  package func isImageLoaded(forItem index: Int, loaded: (Int) -> Bool) -> Bool {
    showsPictures ? loaded(index) : true
  }

  /// What a slot shows for an item, from what its image slot delivers: the failure for an
  /// item whose string was no URL (the slots have nothing to load for it), else the slot's
  /// image.
  ///
  /// - Parameters:
  ///   - image: What the slot's binding shows.
  ///   - item: The slot's item, if it still has one.
  package func slotImage(_ image: CarouselSlotImage, forItem item: Int?) -> CarouselSlotImage {
    guard image == .placeholder, let item, case .imageURLs(let urls) = kind,
      urls.indices.contains(item), urls[item] == nil
    else { return image }
    return .failure(.unsupportedURL)
  }

  /// Records what a slot shows for an item, and gives the outcome to report to the app: once
  /// per picture, and again only when that changes (``CarouselImageOutcomes``). An item
  /// without a URL is known by its place.
  ///
  /// - Parameters:
  ///   - image: What the slot shows.
  ///   - item: The slot's item, if it still has one.
  ///   - picture: The platform's image the slot shows, for a success.
  /// - Returns: The item and its result, or nil when there is nothing new to report.
  package mutating func reportOutcome<Picture>(
    of image: CarouselSlotImage, forItem item: Int?, picture: () -> Picture?
  ) -> (item: Int, result: Result<Picture, ImageError>)? {
    guard let item, case .imageURLs(let urls) = kind, urls.indices.contains(item) else {
      return nil
    }
    // An item without a URL is reported by its place: it has no URL to be known by.
    let url = urls[item] ?? URL(fileURLWithPath: "/\(item)")
    return outcomes.report(image, for: url, picture: picture).map { (item, $0) }
  }
}
