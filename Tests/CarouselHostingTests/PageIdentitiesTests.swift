import CarouselHosting
import Testing

/// Inline pages get identities that keep the current page current when pages come and go.
@Suite struct PageIdentitiesTests {
  typealias Pages = CarouselPageIdentities

  @Test func everyPageGetsItsOwnIdentity() {
    // Given pages: two plain views, a ForEach of 3, 7, 3 (a repeated identity), and a plain
    // view whose place number equals an element's identity
    let raw = [
      Pages.positional, Pages.positional, Pages.element(3), Pages.element(7), Pages.element(3),
      Pages.positional, Pages.element(AnyHashable(2)),
    ]
    // Then every page has an identity of its own
    let identities = Pages.unique(raw)
    #expect(identities.count == raw.count)
    #expect(Set(identities).count == raw.count)
  }

  @Test func aPageShownByAnIfRenumbersNoElement() {
    // Given a welcome page, a ForEach of features 10, 20, 30 and a closing page
    let without = Pages.unique([
      Pages.positional, Pages.element(10), Pages.element(20), Pages.element(30),
      Pages.positional,
    ])
    // When an `if` shows an invite page before the features
    let with = Pages.unique([
      Pages.positional, Pages.positional, Pages.element(10), Pages.element(20),
      Pages.element(30), Pages.positional,
    ])
    // Then each feature keeps its identity, and the first page too
    #expect(Array(without[1...3]) == Array(with[2...4]))
    #expect(without[0] == with[0])
  }

  @Test func elementsKeepTheirIdentitiesWhenOthersAreRemoved() {
    // Given features 1...5, then feature 2 removed
    let before = Pages.unique((1...5).map { Pages.element($0) })
    let after = Pages.unique([1, 3, 4, 5].map { Pages.element($0) })
    // Then features 3, 4 and 5 keep theirs
    #expect(Array(before[2...4]) == Array(after[1...3]))
  }

  @Test(arguments: 0...6)
  func sizesFromNoneToSix(count: Int) {
    // Positional only, elements only, and alternating, from 0 to 6 pages: all distinct
    for make in [
      { (_: Int) in Pages.positional }, { Pages.element($0) },
      {
        $0.isMultiple(of: 2) ? Pages.positional : Pages.element($0 / 2)
      },
    ] {
      let identities = Pages.unique((0..<count).map(make))
      #expect(identities.count == count)
      #expect(Set(identities).count == count)
    }
  }
}
