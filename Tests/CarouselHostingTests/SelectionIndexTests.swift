import Testing

@testable import CarouselHosting

/// A SwiftUI selection by identity, read and written as the machine's index.
@Suite struct SelectionIndexTests {
  private struct Item: Hashable {
    var id: String
  }

  private let items = [Item(id: "a"), Item(id: "b"), Item(id: "c"), Item(id: "b")]
  private var identities: [AnyHashable] { items.map { AnyHashable($0.id) } }

  @Test func anIdentityReadsAsTheIndexOfItsFirstItem() {
    #expect(CarouselSelectionIndex.index(ofIdentity: "c", in: identities) == 2)
    #expect(CarouselSelectionIndex.index(ofIdentity: "b", in: identities) == 1)
    // None selected, or an item no longer there
    #expect(CarouselSelectionIndex.index(ofIdentity: String?.none, in: identities) == nil)
    #expect(CarouselSelectionIndex.index(ofIdentity: "z", in: identities) == nil)
    // An identity of another type names nothing
    #expect(CarouselSelectionIndex.index(ofIdentity: 2, in: identities) == nil)
  }

  @Test func anIndexWritesTheIdentityOfItsItemAndOneOutsideKeepsTheSelection() {
    let write = { (index: Int, current: String?) in
      CarouselSelectionIndex.identity(atIndex: index, in: items, id: \.id, keeping: current)
    }
    #expect(write(0, nil) == "a")
    #expect(write(3, "a") == "b")
    #expect(write(4, "a") == "a")
    #expect(write(-1, "c") == "c")
    #expect(write(7, nil) == nil)
  }

  @Test func anElementAtAnOffsetIsInTheCollectionOrNil() {
    let slice = [10, 20, 30, 40][1...]
    #expect(slice.carouselElement(atOffset: 0) == 20)
    #expect(slice.carouselElement(atOffset: 2) == 40)
    #expect(slice.carouselElement(atOffset: 3) == nil)
    #expect(slice.carouselElement(atOffset: -1) == nil)
    #expect([Int]().carouselElement(atOffset: 0) == nil)
  }
}
