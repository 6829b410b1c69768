/// What a carousel view loads into its machine when its items change: the items by their
/// identities (the current item then stays current by identity), or new content known only by
/// its count (it opens on its first item).
package enum CarouselReload: Hashable {
  /// Items known by their identities, in order.
  case identities([AnyHashable])
  /// New content of this many items.
  case itemCount(Int)

  /// The items a data source names: by their names when it names every one, else as new
  /// content (one unnamed item is enough: an item cannot be followed by a name it lacks).
  ///
  /// - Parameter names: Each item's name, nil where the data source gives none.
  package init(names: [AnyHashable?]) {
    // The names as they come (optionals), as the view loaded them before.
    let isNamed = names.allSatisfy { $0 != nil }
    self = isNamed ? .identities(names.map { AnyHashable($0) }) : .itemCount(names.count)
  }
}

/// What a data source says about its items: how many (a negative count is none), and each
/// one's name, nil for an item it does not name.
package struct CarouselDataSourceItems {
  /// The number of items, as the data source gives it.
  package var count: Int
  /// The name of an item.
  package var name: (Int) -> AnyHashable?

  /// Creates the answers of a data source.
  package init(count: Int, name: @escaping (Int) -> AnyHashable?) {
    self.count = count
    self.name = name
  }

  /// Every item's name, asked once per item.
  package var names: [AnyHashable?] {
    (0..<max(0, count)).map(name)
  }
}
